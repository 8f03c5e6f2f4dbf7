import type { ApolloClient } from '@apollo/client';
import {
  DashboardAccountsDocument,
  DashboardRecentTransactionsDocument,
  GnomeInsightsDocument,
} from '../../graphql/generated/graphql';
import { RECENT_TRANSACTIONS_LIMIT } from './dashboard-model';

/** What the dashboard first asks for with the "All" filter: the page's queries use these same variables. */
export const FIRST_RECENT_VARIABLES = { filter: { type: 'all' as const }, limit: RECENT_TRANSACTIONS_LIMIT };

/**
 * Asks for the dashboard's data into the Apollo cache. Called as soon as the sign-in is known, beside the profile
 * query, so the data is not asked for only after the profile, the guard and the page's code have all arrived; a
 * page that mounts while these are under way shares the same requests. Failures are left to the page's own
 * queries, which show them.
 */
export function prefetchDashboard(client: ApolloClient): void {
  const ignore = () => undefined;
  void client.query({ query: DashboardAccountsDocument, fetchPolicy: 'network-only' }).catch(ignore);
  void client
    .query({
      query: DashboardRecentTransactionsDocument,
      variables: FIRST_RECENT_VARIABLES,
      fetchPolicy: 'network-only',
    })
    .catch(ignore);
  void client.query({ query: GnomeInsightsDocument, fetchPolicy: 'network-only' }).catch(ignore);
}
