import { Entity, Index, OptionalProps, Property } from '@mikro-orm/core';
import { UserOwned } from '../users/user-owned.entity';

/**
 * Transactions a person deleted, kept for a short while (DELETED_KEPT_MINUTES) exactly as they were, so "Undo"
 * can put them back with the same ids, statement and category. Older batches are cleared as new ones are made.
 */
@Entity({ tableName: 'deleted_transaction_batches' })
@Index({ properties: ['userId'] })
export class DeletedTransactionBatch extends UserOwned {
  [OptionalProps]?: 'createdAt';

  /** The deleted rows of the transactions table, as JSON. */
  @Property({ type: 'jsonb' })
  rows!: unknown;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
