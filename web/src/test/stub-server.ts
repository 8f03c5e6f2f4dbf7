import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';

/** A GraphQL server stub at the network edge for component tests: answers each operation by its name. */

export type Variables = Record<string, unknown>;
export type Handler = (variables: Variables) => unknown;

/** A handler's answer that is a GraphQL error (as the api sends for a domain error, with its code). */
export class GraphQLFailure {
  constructor(
    readonly message: string,
    readonly code: string,
  ) {}
}

/**
 * A client whose link calls handlers[operationName] one tick later. A handler returns the data, a GraphQLFailure
 * (a GraphQL error answer) or throws / rejects (a network failure). `named` lists the calls made by name.
 */
export function stubServer(handlers: Record<string, Handler>) {
  const calls: { name: string; variables: Variables }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        let live = true;
        setTimeout(() => {
          Promise.resolve()
            .then(() => {
              const handler = handlers[name];
              if (!handler) throw new Error(`no stub for ${name}`);
              return handler(operation.variables);
            })
            .then(
              (data) => {
                if (!live) return;
                if (data instanceof GraphQLFailure) {
                  observer.next({ data: null, errors: [{ message: data.message, extensions: { code: data.code } }] });
                } else {
                  observer.next({ data: data as Record<string, unknown> });
                }
                observer.complete();
              },
              (failure: unknown) => live && observer.error(failure),
            );
        }, 0);
        return () => {
          live = false;
        };
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, calls, named: (name: string) => calls.filter((call) => call.name === name) };
}

/** A handler that fails like a lost connection while `failing()` says so, and answers as `answer` otherwise. */
export const failingWhile =
  (failing: () => boolean, answer: Handler): Handler =>
  (variables) => {
    if (failing()) throw new Error('offline');
    return answer(variables);
  };
