import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { User } from '../users/user.entity';
import { RateLimitCounter } from '../rate-limit/rate-limit-counter.entity';
import { migrationsList } from './migrations';
import { Account } from '../accounts/account.entity';
import { Category, MerchantRule } from '../categories/category.entity';
import { CategoryLearningWeight } from '../categories/category-learning.entity';
import { Transaction } from '../transactions/transaction.entity';
import { BankStatement, UploadJob, UploadTask } from '../statements/upload-job.entity';
import { Budget } from '../budgets/budget.entity';
import { CpfContribution, RetirementAccount } from '../retirement/retirement-account.entity';
import { Stock } from '../stocks/stock.entity';
import { StocksAccount } from '../stocks/stocks-account.entity';
import { StockHolding } from '../stocks/stock-holding.entity';

import { DeletedTransactionBatch } from '../transactions/deleted-transaction-batch.entity';
import { RecurringSeries, RecurringStaleMerchant } from '../recurring/recurring-series.entity';
import { DataExport, DataExportChunk } from '../users/data-export.entity';
export const entities = [
  User,
  RateLimitCounter,
  Account,
  Category,
  MerchantRule,
  CategoryLearningWeight,
  Transaction,
  UploadJob,
  UploadTask,
  BankStatement,
  Budget,
  RetirementAccount,
  CpfContribution,
  Stock,
  StocksAccount,
  StockHolding,
  DeletedTransactionBatch,
  RecurringSeries,
  RecurringStaleMerchant,
  DataExport,
  DataExportChunk,
];

export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    debug: false,
    ...overrides,
  });
}
