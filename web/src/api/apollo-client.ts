import { ApolloClient, HttpLink, InMemoryCache, split } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { Kind, OperationTypeNode } from 'graphql';
import { apiFetch, type ApiSession } from './api-fetch';
import { setSocketConnected } from './socket-status';

/** Reconnect waits: 1 s, 2 s, 4 s ... capped at 10 s, with jitter so many tabs do not return at once. */
const retryWait = (retries: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 1000 * 2 ** retries) + Math.random() * 500));

/** Apollo over HTTP for queries and mutations, graphql-ws on the same /graphql path for subscriptions. */
export function createApolloClient(getToken: ApiSession['getToken']): ApolloClient {
  // The sign-in's own token: the first page's data is asked for before the api session is connected.
  const httpLink = new HttpLink({ uri: '/graphql', fetch: (input, init) => apiFetch(input, init, getToken) });
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const wsLink = new GraphQLWsLink(
    createClient({
      url: wsUrl,
      lazy: true,
      // Keep trying while the page is open; screens poll over REST whenever the socket is not connected.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait,
      on: {
        connected: () => setSocketConnected(true),
        closed: () => setSocketConnected(false),
      },
      connectionParams: async () => {
        const token = await getToken(false);
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
  const link = split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    wsLink,
    httpLink,
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
