import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RecategorizeMerchantUndoableDocument,
  RecategorizeTransactionsUndoableDocument,
  type RecategorizeOutcomeFieldsFragment,
} from '../../graphql/generated/graphql';
import { SimilarSearching, SimilarSelection, SimilarStepsActions } from './SimilarStepsParts';
import type { CategoryOption, TransactionItem } from './transactions-model';
import { useSimilarSteps } from './useSimilarSteps';

export const RECATEGORIZE_MESSAGES = {
  none: 'Please select at least one transaction to recategorize.',
  many: 'Failed to recategorize transactions. Please try again.',
  one: 'Failed to recategorize transaction. Please try again.',
} as const;

/** What a finished recategorisation tells the page: how many moved where, and what undo needs. */
export interface Recategorized {
  outcome: RecategorizeOutcomeFieldsFragment;
  category: CategoryOption | undefined;
  allFromMerchant: boolean;
}

interface Props {
  transaction: TransactionItem;
  categories: CategoryOption[];
  onClose: () => void;
  onDone: (done: Recategorized) => void;
}

/** Move a transaction to another category: just this one, all from its merchant, or chosen similar ones. */
export function RecategorizeDialog({ transaction, categories, onClose, onDone }: Props) {
  const client = useApolloClient();
  const steps = useSimilarSteps(transaction);
  const [categoryId, setCategoryId] = useState('');
  const [allFromMerchant, setAllFromMerchant] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = categoryId !== '' && categoryId !== transaction.categoryId;

  const run = async (
    work: () => Promise<RecategorizeOutcomeFieldsFragment | undefined>,
    failure: string,
    merchantWide: boolean,
  ) => {
    setError(null);
    setBusy(true);
    try {
      const outcome = await work();
      if (!outcome) throw new Error('no answer');
      onDone({
        outcome,
        category: categories.find((option) => option.id === categoryId),
        allFromMerchant: merchantWide,
      });
    } catch {
      setError(failure);
      setBusy(false);
    }
  };

  const applyHere = () =>
    run(
      async () =>
        (
          await client.mutate({
            mutation: RecategorizeMerchantUndoableDocument,
            variables: { transactionId: transaction.id, categoryId, applyToAllFromMerchant: allFromMerchant },
          })
        ).data?.recategorizeMerchantUndoable,
      allFromMerchant ? RECATEGORIZE_MESSAGES.many : RECATEGORIZE_MESSAGES.one,
      allFromMerchant,
    );

  const applySelected = () => {
    if (steps.selected.size === 0) {
      setError(RECATEGORIZE_MESSAGES.none);
      return;
    }
    void run(
      async () =>
        (
          await client.mutate({
            mutation: RecategorizeTransactionsUndoableDocument,
            variables: { ids: [...steps.selected], categoryId },
          })
        ).data?.recategorizeTransactionsUndoable,
      RECATEGORIZE_MESSAGES.many,
      false,
    );
  };

  const message = error ?? steps.searchError;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="recategorize-title">
      <DialogTitle id="recategorize-title">🌼 Recategorize Transaction</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {message && <Alert severity="error">{message}</Alert>}
          {steps.step === 'options' && (
            <>
              <Typography>
                <strong>{transaction.description}</strong> is in{' '}
                <strong>
                  {transaction.categoryIcon ?? '🌾'} {transaction.categoryName ?? 'Uncategorized'}
                </strong>
                .
              </Typography>
              <TextField
                select
                fullWidth
                label="New Category"
                value={categoryId}
                onChange={(event) => setCategoryId(event.target.value)}
                helperText="Choose a category different from the current one"
              >
                {categories.map((category) => (
                  <MenuItem key={category.id} value={category.id} disabled={category.id === transaction.categoryId}>
                    {category.icon} {category.name}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Checkbox checked={allFromMerchant} onChange={(event) => setAllFromMerchant(event.target.checked)} />
                }
                label={`Apply to all from this merchant (${transaction.merchantName || transaction.description})`}
              />
              <Typography variant="body2" color="text.secondary">
                Your choice is remembered for this merchant&apos;s future transactions. Or find similar transactions and
                pick which ones to move together.
              </Typography>
            </>
          )}
          {steps.step === 'loading' && <SimilarSearching />}
          {steps.step === 'preview' && (
            <>
              <Typography>
                Move the selected transactions to{' '}
                <strong>{categories.find((category) => category.id === categoryId)?.name}</strong>.
              </Typography>
              <SimilarSelection transaction={transaction} steps={steps} onChange={() => setError(null)} />
            </>
          )}
        </Stack>
      </DialogContent>
      <SimilarStepsActions
        steps={steps}
        busy={busy}
        onClose={onClose}
        onBack={() => setError(null)}
        ready={chosen}
        actionLabel={allFromMerchant ? 'Recategorize All from Merchant' : 'Recategorize'}
        onAction={() => void applyHere()}
        selectedVerb="Recategorize"
        onSelected={applySelected}
      />
    </Dialog>
  );
}
