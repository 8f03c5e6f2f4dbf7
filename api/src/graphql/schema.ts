import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { UsersResolver } from '../users/users.resolver';
import { StatementsResolver } from '../statements/statements.resolver';
import { domainErrors } from './errors';

export const resolvers = [UsersResolver, StatementsResolver] as const;

export async function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, globalMiddlewares: [domainErrors], validate: false });
}

/** The schema exactly as committed in schema.graphql. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
