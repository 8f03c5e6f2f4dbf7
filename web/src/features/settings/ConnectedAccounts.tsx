import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Chip, Link, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { RetryAlert } from '../../shared/RetryAlert';
import { ConnectedAccountsDocument } from '../../graphql/generated/graphql';
import { ComingSoonDialog } from '../../shared/ComingSoonDialog';
import { calendarDate } from '../../shared/format';
import { accountBadge } from '../dashboard/dashboard-model';

/** The load failure message of Settings > Connected Accounts, as specified. */
export const CONNECTED_ACCOUNTS_LOAD_FAILED = "We couldn't load your connected accounts. Please try again.";

/**
 * Settings > Connected Accounts: the person's accounts and where their data comes from, the
 * "Connect Bank Directly" button (coming soon), the suggestion to upload statements and a support link.
 */
export function ConnectedAccounts({ supportEmail }: { supportEmail: string }) {
  const [comingSoon, setComingSoon] = useState(false);
  const accounts = useQuery(ConnectedAccountsDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const list = accounts.data?.accounts;

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="h5" component="h2">
        Connected Accounts
      </Typography>
      {accounts.error && !accounts.loading ? (
        <RetryAlert
          role="alert"
          message={CONNECTED_ACCOUNTS_LOAD_FAILED}
          onRetry={() => void accounts.refetch().catch(() => undefined)}
        />
      ) : !list ? (
        <Skeleton variant="rounded" width="100%" height={96} aria-label="Loading connected accounts" />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">No accounts yet: they appear here once a statement is planted.</Typography>
      ) : (
        <List aria-label="Your accounts" sx={{ width: '100%' }}>
          {list.map((account) => {
            const badge = accountBadge(account);
            const details = [
              account.institution,
              account.last4 ? `•••• ${account.last4}` : null,
              account.latestStmtDate ? `latest statement ${calendarDate(account.latestStmtDate)}` : null,
            ].filter(Boolean);
            return (
              <ListItem key={account.id} divider secondaryAction={badge && <Chip size="small" {...badge} />}>
                <ListItemText
                  primary={account.name}
                  secondary={
                    account.connectionStatus === 'error' && account.errorMessage
                      ? `${details.join(' · ')} · ${account.errorMessage}`
                      : details.join(' · ')
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Typography color="text.secondary">
        Direct bank connections are coming soon. Meanwhile, upload your PDF statements manually under Bank Statements.
      </Typography>
      <Button variant="contained" onClick={() => setComingSoon(true)}>
        Connect Bank Directly
      </Button>
      <Typography variant="body2">
        Need help? Write to <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
      </Typography>
      <ComingSoonDialog open={comingSoon} onClose={() => setComingSoon(false)} feature="Direct bank connection" />
    </Stack>
  );
}
