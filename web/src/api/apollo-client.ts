import { ApolloClient, HttpLink, InMemoryCache, split } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { Kind, OperationTypeNode } from 'graphql';
import { apiFetch, type ApiSession } from './api-fetch';

/** Apollo over HTTP for queries and mutations, graphql-ws on the same /graphql path for subscriptions. */
export function createApolloClient(getToken: ApiSession['getToken']): ApolloClient {
  const httpLink = new HttpLink({ uri: '/graphql', fetch: apiFetch });
  const wsUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
  const wsLink = new GraphQLWsLink(
    createClient({
      url: wsUrl,
      lazy: true,
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
