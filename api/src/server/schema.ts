import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { UsersResolver } from '../users/users.resolver';
import { StatementsResolver } from '../statements/statements.resolver';
import { CategoriesResolver } from '../categories/categories.resolver';
import { TransactionsResolver } from '../transactions/transactions.resolver';
import { AccountsResolver } from '../accounts/accounts.resolver';
import { BudgetsResolver } from '../budgets/budgets.resolver';
import { ReportsResolver } from '../reports/reports.resolver';
import { StocksResolver } from '../stocks/stocks.resolver';
import { RetirementResolver } from '../retirement/retirement.resolver';
import { AssetsResolver } from '../assets/assets.resolver';
import { RecurringResolver } from '../recurring/recurring.resolver';
import { AssistantResolver } from '../assistant/assistant.resolver';
import { DataExportResolver } from '../users/data-export.resolver';
import { domainErrors } from '../graphql/errors';

export const resolvers = [
  UsersResolver,
  StatementsResolver,
  CategoriesResolver,
  TransactionsResolver,
  AccountsResolver,
  BudgetsResolver,
  ReportsResolver,
  StocksResolver,
  RetirementResolver,
  AssetsResolver,
  RecurringResolver,
  AssistantResolver,
  DataExportResolver,
] as const;

export async function buildAppSchema(): Promise<GraphQLSchema> {
  // Subscriptions bring their own event source (statement jobs: RabbitMQ or in-process events); the
  // pub/sub type-graphql requires serves topic-based subscriptions, of which there are none yet.
  return buildSchema({ resolvers, globalMiddlewares: [domainErrors], validate: false, pubSub: createPubSub() });
}

/** The schema exactly as committed in schema.graphql. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
