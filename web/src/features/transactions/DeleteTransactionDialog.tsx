import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteTransactionsUndoableDocument } from '../../graphql/generated/graphql';
import { SimilarSearching, SimilarSelection, SimilarStepsActions } from './SimilarStepsParts';
import { displayAmount, formatDateHeading, type TransactionItem } from './transactions-model';
import { useSimilarSteps } from './useSimilarSteps';

export const DELETE_MESSAGES = {
  none: 'Please select at least one transaction to delete.',
  many: 'Failed to delete transactions. Please try again.',
  one: 'Failed to delete transaction. Please try again.',
} as const;

/** What a finished delete tells the page: how many went, and the token that puts them back. */
export interface Deleted {
  deletedCount: number;
  undoToken: string;
}

interface Props {
  transaction: TransactionItem;
  onClose: () => void;
  onDone: (done: Deleted) => void;
}

/** Delete this one, or find similar transactions and delete the selected ones. */
export function DeleteTransactionDialog({ transaction, onClose, onDone }: Props) {
  const client = useApolloClient();
  const steps = useSimilarSteps(transaction);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Deletes through the undoable call: the transactions are kept for a few minutes so Undo can bring them back. */
  const run = async (ids: string[], failure: string) => {
    setError(null);
    setBusy(true);
    try {
      const result = await client.mutate({ mutation: DeleteTransactionsUndoableDocument, variables: { ids } });
      const done = result.data?.deleteTransactionsUndoable;
      if (!done) throw new Error('no answer');
      onDone(done);
    } catch {
      setError(failure);
      setBusy(false);
    }
  };

  const deleteOne = () => run([transaction.id], DELETE_MESSAGES.one);

  const deleteSelected = () => {
    if (steps.selected.size === 0) {
      setError(DELETE_MESSAGES.none);
      return;
    }
    void run([...steps.selected], DELETE_MESSAGES.many);
  };

  const amount = displayAmount(transaction);
  const message = error ?? steps.searchError;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="delete-dialog-title">
      <DialogTitle id="delete-dialog-title">🍂 Remove Transaction</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {message && <Alert severity="error">{message}</Alert>}
          {steps.step === 'options' && (
            <>
              <Typography>
                Remove <strong>{transaction.description}</strong> ({amount.text} on{' '}
                {formatDateHeading(transaction.date)}) from your garden?
              </Typography>
              <Typography color="text.secondary">
                You can delete just this transaction, or look for similar ones (for example other payments to the same
                merchant) and pick which to remove together.
              </Typography>
            </>
          )}
          {steps.step === 'loading' && <SimilarSearching />}
          {steps.step === 'preview' && (
            <SimilarSelection transaction={transaction} steps={steps} onChange={() => setError(null)} />
          )}
        </Stack>
      </DialogContent>
      <SimilarStepsActions
        steps={steps}
        busy={busy}
        onClose={onClose}
        onBack={() => setError(null)}
        color="error"
        actionLabel="Delete This Transaction"
        onAction={() => void deleteOne()}
        selectedVerb="Delete"
        onSelected={deleteSelected}
      />
    </Dialog>
  );
}
