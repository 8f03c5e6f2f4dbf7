import { BigIntType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { RecurringCadence, RecurringStatus } from '@garden/core';
import { Category } from '../categories/category.entity';
import { User } from '../users/user.entity';
import { UserOwned } from '../users/user-owned.entity';

/** A price change of a series as stored: the first charge at the new amount (day, id), old and new amounts in cents. */
export interface StoredPriceChange {
  date: string;
  transactionId: string;
  fromCents: number;
  toCents: number;
}

/**
 * A recurring payment found in a person's transactions (core detectRecurringSeries), with what the person said
 * about it (status). Rows are rewritten merchant by merchant when that merchant's transactions change; the
 * person's status follows the series across rewrites (matched by the transactions they share).
 */
@Entity({ tableName: 'recurring_series' })
@Index({ properties: ['userId', 'merchantKey'] })
export class RecurringSeries extends UserOwned {
  [OptionalProps]?: 'status' | 'statusChangedAt' | 'createdAt' | 'updatedAt';

  @Property({ type: 'text' })
  merchantKey!: string;

  @Property({ type: 'varchar', length: 3 })
  currency!: string;

  @Property({ type: 'text' })
  cadence!: RecurringCadence;

  /** The category of the latest charge. */
  @ManyToOne(() => Category, { mapToPk: true, fieldName: 'category_id', nullable: true, deleteRule: 'set null' })
  categoryId: string | null = null;

  /** Positive cents. */
  @Property({ type: new BigIntType('number') })
  typicalAmountCents!: number;

  @Property({ type: new BigIntType('number') })
  yearlyCostCents!: number;

  @Property({ type: 'date' })
  firstDate!: string;

  @Property({ type: 'date' })
  lastDate!: string;

  @Property({ type: 'date' })
  nextExpectedDate!: string;

  /** The day the series had enough charges to count as one (the "new recurring payment" insight). */
  @Property({ type: 'date' })
  recurringSince!: string;

  @Property({ type: 'integer' })
  occurrences!: number;

  @Property({ type: 'boolean' })
  fixedPrice!: boolean;

  @Property({ type: 'jsonb' })
  priceChanges!: StoredPriceChange[];

  /** The charges of the series, oldest first. */
  @Property({ type: 'text[]' })
  transactionIds!: string[];

  @Property({ type: 'text', default: 'detected' })
  status: RecurringStatus = 'detected';

  @Property({ type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * Merchants whose transactions changed since their series were last worked out, marked by triggers on the
 * transactions table (every insert, edit and delete, whichever code path made it). A refresh works through them.
 */
@Entity({ tableName: 'recurring_stale_merchants' })
export class RecurringStaleMerchant {
  @ManyToOne(() => User, { primary: true, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: string;

  @PrimaryKey({ type: 'text' })
  merchantKey!: string;
}
