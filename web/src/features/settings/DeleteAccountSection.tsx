import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import { ACCOUNT_DELETION_CONFIRMATION, ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_DELETION_MESSAGES } from '@garden/core';
import { DeleteMyAccountDocument } from '../../graphql/generated/graphql';
import { serverDetail } from '../../shared/graphql-errors';
import { SavingActions } from '../../shared/SavingDialog';
import { SettingsSection } from './SettingsSection';

/** Everything that goes, in the words of the privacy text. */
export const WHAT_IS_DELETED = [
  'Your profile: name, email, country, date of birth and gender',
  'Every uploaded statement and the transactions read from it',
  'Your accounts and their balances',
  'Your categories, learned categorisations and budget goals',
  'Your CPF accounts and their activity',
  'Your stock portfolio and holdings',
  'Your sign-in: you will no longer be able to log in',
];

/**
 * Settings > Profile, "Delete my account": says what is deleted and when, and asks the person to type
 * DELETE before the button works. The server keeps the account for 30 days, during which signing in offers to
 * cancel; the app then shows only the pending deletion (the route guard reads me.deletionScheduledFor).
 */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteMyAccount, { loading }] = useMutation(DeleteMyAccountDocument);
  const confirmed = typed === ACCOUNT_DELETION_CONFIRMATION;

  const close = () => {
    if (loading) return;
    setOpen(false);
    setTyped('');
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      await deleteMyAccount({
        // The profile in the cache learns the date, which turns the whole app into the pending-deletion page.
        update: (cache, result) => {
          const due = result.data?.deleteMyAccount.deletionScheduledFor;
          if (!due) return;
          cache.modify({
            id: cache.identify({ __typename: 'User', id: userId }),
            fields: { deletionScheduledFor: () => due, deletionReason: () => 'requested' },
          });
        },
      });
    } catch (failure) {
      setError(serverDetail(failure) ?? ACCOUNT_DELETION_MESSAGES.requestFailed);
    }
  };

  return (
    <SettingsSection
      titleId="delete-account-title"
      title="Delete my account"
      intro={
        <>Removes your account and everything in it. You have {ACCOUNT_DELETION_GRACE_DAYS} days to change your mind.</>
      }
    >
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-account-dialog-title" fullWidth maxWidth="sm">
        <DialogTitle id="delete-account-dialog-title">Delete your account?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              In {ACCOUNT_DELETION_GRACE_DAYS} days we delete, for good and with no copy kept:
            </DialogContentText>
            <List dense aria-label="What is deleted" sx={{ listStyle: 'disc', pl: 3 }}>
              {WHAT_IS_DELETED.map((item) => (
                <ListItem key={item} sx={{ display: 'list-item', py: 0 }}>
                  <ListItemText primary={item} />
                </ListItem>
              ))}
            </List>
            <DialogContentText>
              Until then your garden is closed: signing in shows only this deletion, with a button to cancel it and get
              everything back. After {ACCOUNT_DELETION_GRACE_DAYS} days it cannot be undone.
            </DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label={`Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          </Stack>
        </DialogContent>
        <SavingActions
          saving={loading}
          onCancel={close}
          cancelLabel="Keep my account"
          color="error"
          label={loading ? 'Deleting...' : 'Delete my account'}
          onConfirm={() => void confirm()}
          disabled={!confirmed}
        />
      </Dialog>
    </SettingsSection>
  );
}
