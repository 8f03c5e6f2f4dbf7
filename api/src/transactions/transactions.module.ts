import type { DomainModule } from '../server/domain-module';
import { Transaction } from './transaction.entity';
import { DeletedTransactionBatch } from './deleted-transaction-batch.entity';
import { TransactionsResolver } from './transactions.resolver';
import { transactionsRoutes } from './transactions.rest';

/** Transactions, and the deleted batches kept for undo. */
export const transactionsModule: DomainModule = {
  name: 'transactions',
  resolvers: [TransactionsResolver],
  entities: [Transaction, DeletedTransactionBatch],
  routes: () => transactionsRoutes(),
};
