import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Card, CardContent, Grid, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useAuth } from '../../auth/auth-context';
import { PROFILE_MESSAGES } from '@garden/core';
import { PageHeader } from '../layout/PageHeader';
import { ConnectedAccounts } from './ConnectedAccounts';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportDataSection } from './ExportDataSection';
import { StatementUploader } from '../statements/StatementUploader';
import { HowItWorks } from '../statements/HowItWorks';
import { ProfileForm } from './ProfileForm';

type Tab = 'profile' | 'connected_accounts' | 'bank_statements';
const TABS: { id: Tab; label: string }[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'connected_accounts', label: 'Connected Accounts' },
  { id: 'bank_statements', label: 'Bank Statements' },
];
export const SUPPORT_EMAIL = 'support@moneygarden.sg';

export function SettingsPage() {
  const location = useLocation();
  const state = location.state as { tab?: string; showPdfUpload?: boolean } | null;
  const [tab, setTab] = useState<Tab>(
    state?.tab === 'bank_statements' || state?.showPdfUpload ? 'bank_statements' : 'profile',
  );
  const { profile, error } = useAuth();

  return (
    <>
      <PageHeader title="Settings" subtitle="Tend your profile and how data reaches your garden" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Card>
            <List component="nav" aria-label="Settings sections">
              {TABS.map((item) => (
                <ListItemButton key={item.id} selected={tab === item.id} onClick={() => setTab(item.id)}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ))}
            </List>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Card>
            <CardContent>
              {tab === 'profile' && (
                <>
                  <Typography variant="h5" component="h2" gutterBottom>
                    Profile
                  </Typography>
                  {profile ? (
                    <>
                      <ProfileForm key={profile.id} profile={profile} />
                      <ExportDataSection />
                      <DeleteAccountSection userId={profile.id} />
                    </>
                  ) : (
                    <Alert severity="error">{error ?? PROFILE_MESSAGES.loadFailed}</Alert>
                  )}
                </>
              )}
              {tab === 'connected_accounts' && <ConnectedAccounts supportEmail={SUPPORT_EMAIL} />}
              {tab === 'bank_statements' && (
                <Stack spacing={2}>
                  <Typography variant="h5" component="h2">
                    Bank Statements
                  </Typography>
                  <Typography color="text.secondary">
                    Upload up to 10 PDF statements at once. We read them in the background, so you can carry on
                    meanwhile.
                  </Typography>
                  <StatementUploader showOcrSetting />
                  <HowItWorks />
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
