import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SimilarTransactionsDocument } from '../../graphql/generated/graphql';
import { SIMILARITY_THRESHOLD, type SimilarItem, type TransactionItem } from './transactions-model';

export type SimilarStep = 'options' | 'loading' | 'preview';
export const SIMILAR_SEARCH_FAILED = 'Failed to find similar transactions. Please try again.';

/**
 * The delete and recategorize dialogs' steps (options, then loading, then the preview of similar items) and
 * their change on its way.
 */
export function useSimilarSteps(transaction: TransactionItem) {
  const client = useApolloClient();
  const [step, setStep] = useState<SimilarStep>('options');
  const [items, setItems] = useState<SimilarItem[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [searchError, setSearchError] = useState<string | null>(null);

  const findSimilar = useCallback(async () => {
    setSearchError(null);
    setStep('loading');
    try {
      const { data } = await client.query({
        query: SimilarTransactionsDocument,
        variables: { id: transaction.id, threshold: SIMILARITY_THRESHOLD },
        fetchPolicy: 'network-only',
      });
      const found = data?.similarTransactions.items ?? [];
      setItems(found);
      setSelected(new Set([transaction.id, ...found.map((item) => item.transaction.id)]));
      setStep('preview');
    } catch {
      setSearchError(SIMILAR_SEARCH_FAILED);
      setStep('options');
    }
  }, [client, transaction.id]);

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  // The dialog's own change (delete, recategorize): busy while on its way; a failure says so and frees the buttons.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs the change; an empty answer counts as a failure, shown as the given message. */
  const run = useCallback(
    async <T>(work: () => Promise<T | null | undefined>, failure: string, done: (result: T) => void) => {
      setError(null);
      setBusy(true);
      try {
        const result = await work();
        if (!result) throw new Error('no answer');
        done(result);
      } catch {
        setError(failure);
        setBusy(false);
      }
    },
    [],
  );

  return {
    transaction,
    step,
    items,
    selected,
    searchError,
    findSimilar,
    toggle,
    back: () => setStep('options'),
    busy,
    error,
    setError,
    run,
  };
}

/** The steps' state and moves, as the dialogs and their shared parts receive them. */
export type SimilarSteps = ReturnType<typeof useSimilarSteps>;
