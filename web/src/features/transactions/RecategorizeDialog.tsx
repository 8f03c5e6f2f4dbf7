import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  RecategorizeMerchantUndoableDocument,
  RecategorizeTransactionsUndoableDocument,
  type RecategorizeOutcomeFieldsFragment,
} from '../../graphql/generated/graphql';
import { CategorySelect } from './CategorySelect';
import { SimilarStepsDialog } from './SimilarStepsDialog';
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
  const chosen = categoryId !== '' && categoryId !== transaction.categoryId;

  const move = (
    work: () => Promise<RecategorizeOutcomeFieldsFragment | undefined>,
    failure: string,
    merchantWide: boolean,
  ) =>
    void steps.run(work, failure, (outcome) =>
      onDone({
        outcome,
        category: categories.find((option) => option.id === categoryId),
        allFromMerchant: merchantWide,
      }),
    );

  const applyHere = () =>
    move(
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

  const applySelected = (ids: string[]) =>
    move(
      async () =>
        (
          await client.mutate({
            mutation: RecategorizeTransactionsUndoableDocument,
            variables: { ids, categoryId },
          })
        ).data?.recategorizeTransactionsUndoable,
      RECATEGORIZE_MESSAGES.many,
      false,
    );

  return (
    <SimilarStepsDialog
      steps={steps}
      title="🌼 Recategorize Transaction"
      titleId="recategorize-title"
      onClose={onClose}
      options={
        <>
          <Typography>
            <strong>{transaction.description}</strong> is in{' '}
            <strong>
              {transaction.categoryIcon ?? '🌾'} {transaction.categoryName ?? 'Uncategorized'}
            </strong>
            .
          </Typography>
          <CategorySelect
            label="New Category"
            value={categoryId}
            onChange={setCategoryId}
            categories={categories}
            disabledId={transaction.categoryId}
            helperText="Choose a category different from the current one"
          />
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
      }
      previewIntro={
        <Typography>
          Move the selected transactions to{' '}
          <strong>{categories.find((category) => category.id === categoryId)?.name}</strong>.
        </Typography>
      }
      ready={chosen}
      actionLabel={allFromMerchant ? 'Recategorize All from Merchant' : 'Recategorize'}
      onAction={applyHere}
      selectedVerb="Recategorize"
      noneSelected={RECATEGORIZE_MESSAGES.none}
      onSelected={applySelected}
    />
  );
}
