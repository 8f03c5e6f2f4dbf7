import type { DomainModule } from './domain-module';
import { healthModule } from '../health/health.module';
import { usersModule } from '../users/users.module';
import { rateLimitModule } from '../rate-limit/rate-limit.module';
import { statementsModule } from '../statements/statements.module';
import { categoriesModule } from '../categories/categories.module';
import { transactionsModule } from '../transactions/transactions.module';
import { accountsModule } from '../accounts/accounts.module';
import { budgetsModule } from '../budgets/budgets.module';
import { reportsModule } from '../reports/reports.module';
import { stocksModule } from '../stocks/stocks.module';
import { retirementModule } from '../retirement/retirement.module';
import { assetsModule } from '../assets/assets.module';
import { recurringModule } from '../recurring/recurring.module';
import { assistantModule } from '../assistant/assistant.module';

/**
 * Every domain of the api. The GraphQL schema, the ORM's entities and the /api/v1 routes are all read from
 * this list; routes are mounted in this order.
 */
export const domains: readonly DomainModule[] = [
  healthModule,
  usersModule,
  rateLimitModule,
  statementsModule,
  categoriesModule,
  transactionsModule,
  accountsModule,
  budgetsModule,
  reportsModule,
  stocksModule,
  retirementModule,
  assetsModule,
  recurringModule,
  assistantModule,
];
