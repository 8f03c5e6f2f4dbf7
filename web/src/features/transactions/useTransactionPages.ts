import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { TransactionsPageDocument } from '../../graphql/generated/graphql';
import {
  PAGE_SIZE,
  hasMoreAfter,
  toFilterInput,
  type TransactionFilters,
  type TransactionItem,
} from './transactions-model';

interface PagesState {
  items: TransactionItem[];
  hasMore: boolean;
  /** 'first' while the first page loads, 'more' while a later page loads. */
  loading: 'first' | 'more' | null;
  error: boolean;
  /** Counts finished loads, so the scroll observer looks again after each page. */
  revision: number;
}

/**
 * Pages of 20 transactions for the filters, newest first. A filter change (or reload) starts again from the
 * first page and ignores answers still on their way for the old filters.
 */
export function useTransactionPages(filters: TransactionFilters) {
  const client = useApolloClient();
  const [state, setState] = useState<PagesState>({
    items: [],
    hasMore: false,
    loading: 'first',
    error: false,
    revision: 0,
  });
  const generation = useRef(0);
  const busy = useRef(false);
  const filterKey = JSON.stringify(toFilterInput(filters));

  const load = useCallback(
    async (skip: number, run: number) => {
      busy.current = true;
      setState((current) => ({ ...current, loading: skip === 0 ? 'first' : 'more', error: false }));
      try {
        const { data } = await client.query({
          query: TransactionsPageDocument,
          variables: { filter: JSON.parse(filterKey) as ReturnType<typeof toFilterInput>, skip, limit: PAGE_SIZE },
          fetchPolicy: 'network-only',
        });
        if (run !== generation.current) return;
        const page = data?.transactions ?? [];
        setState((current) => ({
          items:
            skip === 0
              ? page
              : [...current.items, ...page.filter((row) => !current.items.some((seen) => seen.id === row.id))],
          hasMore: hasMoreAfter(page.length),
          loading: null,
          error: false,
          revision: current.revision + 1,
        }));
      } catch {
        if (run !== generation.current) return;
        setState((current) => ({ ...current, loading: null, error: true, revision: current.revision + 1 }));
      } finally {
        if (run === generation.current) busy.current = false;
      }
    },
    [client, filterKey],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    setState((current) => ({ ...current, items: [], hasMore: false }));
    void load(0, generation.current);
  }, [load]);

  useEffect(() => {
    reload();
  }, [reload]);

  const loadMore = useCallback(() => {
    if (busy.current || !state.hasMore || state.error) return;
    void load(state.items.length, generation.current);
  }, [load, state.hasMore, state.error, state.items.length]);

  const retry = useCallback(() => {
    if (state.items.length === 0) reload();
    else void load(state.items.length, generation.current);
  }, [load, reload, state.items.length]);

  return { ...state, loadMore, reload, retry };
}
