import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { ACCOUNT_DELETION_MESSAGES, INACTIVE_ACCOUNT_YEARS, deletionDayText } from '@garden/core';
import { useAuth } from '../../auth/auth-context';
import { CancelAccountDeletionDocument } from '../../graphql/generated/graphql';
import { serverDetail } from '../../shared/graphql-errors';

/**
 * All a signed-in person sees while their account's deletion is pending: when it happens and a way to
 * cancel it. A deletion the retention rule scheduled (two years without a sign-in) is the warning of the next
 * sign-in, with "Keep my account". Cancelling answers the restored profile, which the cache takes in, and the app
 * comes back.
 */
export function PendingDeletionPage({
  deletionScheduledFor,
  reason,
}: {
  deletionScheduledFor: string;
  /** 'inactive' when the retention rule scheduled it; anything else is the person's own request. */
  reason?: string | null;
}) {
  const inactive = reason === 'inactive';
  const { signOut } = useAuth();
  const [cancelDeletion, { loading }] = useMutation(CancelAccountDeletionDocument);
  const [error, setError] = useState<string | null>(null);
  const day = deletionDayText(new Date(deletionScheduledFor));

  const cancel = async () => {
    setError(null);
    try {
      await cancelDeletion();
    } catch (failure) {
      setError(serverDetail(failure) ?? ACCOUNT_DELETION_MESSAGES.cancelFailed);
    }
  };

  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2 }}>
      <Card sx={{ maxWidth: 560 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {inactive
                ? 'Your account is about to be deleted for inactivity'
                : 'Your account is scheduled for deletion'}
            </Typography>
            {inactive && (
              <Typography>
                Welcome back! Nobody had signed in to this account for {INACTIVE_ACCOUNT_YEARS} years, and, as our
                privacy terms say, inactive accounts are deleted.
              </Typography>
            )}
            <Typography>
              On <strong>{day}</strong> your account and everything in it will be deleted for good: statements,
              transactions, accounts, categories, budgets, CPF accounts, investments and your sign-in.
            </Typography>
            <Typography color="text.secondary">
              {inactive
                ? 'Keep your account and your garden stays exactly as you left it.'
                : 'Changed your mind? Cancel the deletion and your garden comes back exactly as you left it.'}
            </Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Stack direction="row" spacing={2}>
              <Button variant="contained" disabled={loading} onClick={() => void cancel()}>
                {loading ? 'Saving...' : inactive ? 'Keep my account' : 'Cancel deletion'}
              </Button>
              <Button onClick={() => void signOut()}>Sign out</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
