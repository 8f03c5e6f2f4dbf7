import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { ACCOUNT_DELETION_MESSAGES, deletionDayText } from '@garden/core';
import { useAuth } from '../../auth/auth-context';
import { CancelAccountDeletionDocument } from '../../graphql/generated/graphql';
import { serverDetail } from '../../shared/graphql-errors';

/**
 * All a signed-in person sees while their account's deletion is pending (issue 20): when it happens and a way to
 * cancel it. Cancelling answers the restored profile, which the cache takes in, and the app comes back.
 */
export function PendingDeletionPage({ deletionScheduledFor }: { deletionScheduledFor: string }) {
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
              Your account is scheduled for deletion
            </Typography>
            <Typography>
              On <strong>{day}</strong> your account and everything in it are deleted for good: statements,
              transactions, accounts, categories, budgets, CPF accounts, investments and your sign-in.
            </Typography>
            <Typography color="text.secondary">
              Changed your mind? Cancel the deletion and your garden comes back exactly as you left it.
            </Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Stack direction="row" spacing={2}>
              <Button variant="contained" disabled={loading} onClick={() => void cancel()}>
                {loading ? 'Cancelling...' : 'Cancel deletion'}
              </Button>
              <Button onClick={() => void signOut()}>Sign out</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
