import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { User } from '../users/user.entity';
import { RateLimitCounter } from '../rate-limit/rate-limit-counter.entity';
import { migrationsList } from './migrations';
import { Account } from '../accounts/account.entity';
import { Category, MerchantRule } from '../categories/category.entity';
import { Transaction } from '../transactions/transaction.entity';
import { BankStatement, UploadJob, UploadTask } from '../statements/upload-job.entity';
import { Budget } from '../budgets/budget.entity';

export const entities = [
  User,
  RateLimitCounter,
  Account,
  Category,
  MerchantRule,
  Transaction,
  UploadJob,
  UploadTask,
  BankStatement,
  Budget,
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
