import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { domains } from './domains';
import { domainErrors } from '../graphql/errors';

function nonEmpty<T>(items: readonly T[]): [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('No domain declares a resolver');
  return [first, ...rest];
}

/** Every domain's resolvers, in the order of the domains list. */
export const resolvers = nonEmpty(domains.flatMap((domain) => domain.resolvers ?? []));

export async function buildAppSchema(): Promise<GraphQLSchema> {
  // Subscriptions bring their own event source (statement jobs: RabbitMQ or in-process events); the
  // pub/sub type-graphql requires serves topic-based subscriptions, of which there are none yet.
  return buildSchema({ resolvers, globalMiddlewares: [domainErrors], validate: false, pubSub: createPubSub() });
}

/** The schema exactly as committed in schema.graphql. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
