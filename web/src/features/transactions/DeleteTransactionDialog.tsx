import { useApolloClient } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { DeleteTransactionsUndoableDocument } from '../../graphql/generated/graphql';
import { SimilarStepsDialog } from './SimilarStepsDialog';
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

  /** Deletes through the undoable call: the transactions are kept for a few minutes so Undo can bring them back. */
  const remove = (ids: string[], failure: string) =>
    void steps.run(
      async () =>
        (await client.mutate({ mutation: DeleteTransactionsUndoableDocument, variables: { ids } })).data
          ?.deleteTransactionsUndoable,
      failure,
      onDone,
    );

  const amount = displayAmount(transaction);

  return (
    <SimilarStepsDialog
      steps={steps}
      title="🍂 Remove Transaction"
      titleId="delete-dialog-title"
      onClose={onClose}
      options={
        <>
          <Typography>
            Remove <strong>{transaction.description}</strong> ({amount.text} on {formatDateHeading(transaction.date)})
            from your garden?
          </Typography>
          <Typography color="text.secondary">
            You can delete just this transaction, or look for similar ones (for example other payments to the same
            merchant) and pick which to remove together.
          </Typography>
        </>
      }
      color="error"
      actionLabel="Delete This Transaction"
      onAction={() => remove([transaction.id], DELETE_MESSAGES.one)}
      selectedVerb="Delete"
      noneSelected={DELETE_MESSAGES.none}
      onSelected={(ids) => remove(ids, DELETE_MESSAGES.many)}
    />
  );
}
