import {
  BigIntType,
  Check,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { RETIREMENT_ACCOUNT_TYPES, type RetirementAccountType } from '@garden/core';
import { Transaction } from '../transactions/transaction.entity';
import { User } from '../users/user.entity';
import { UserOwned } from '../users/user-owned.entity';

/**
 * A CPF account of one user (CPF-OA, CPF-SA or CPF-MA; one of each). The account type and day are checked by
 * the core rules before any write, and again by the database for any other writer (the bulk insert). With auto-contribution on, the scheduler adds contribution_amount on contribution_day
 * each month; next_contribution_date is the first of those still to be applied.
 */
@Entity({ tableName: 'retirement_accounts' })
@Unique({ properties: ['userId', 'accountType'] })
@Index({ properties: ['nextContributionDate'] })
// Written as PostgreSQL prints it back, so the schema comparison sees no change.
@Check({
  name: 'retirement_accounts_contribution_day_check',
  expression: 'contribution_day >= 1 and contribution_day <= 31',
})
export class RetirementAccount extends UserOwned {
  [OptionalProps]?: 'currency' | 'balanceCents' | 'isAutoContributionEnabled' | 'createdAt' | 'updatedAt';

  /** A text column with a check constraint on the three types. */
  @Enum({ items: () => [...RETIREMENT_ACCOUNT_TYPES] })
  accountType!: RetirementAccountType;

  @Property({ type: new BigIntType('number'), default: 0 })
  balanceCents: number = 0;

  @Property({ type: 'varchar', length: 3, default: 'SGD' })
  currency: string = 'SGD';

  @Property({ type: 'boolean', default: false })
  isAutoContributionEnabled: boolean = false;

  /** 1..31; days 29-31 fall on the last day of shorter months. Null while auto-contribution is off. */
  @Property({ type: 'smallint', nullable: true })
  contributionDay: number | null = null;

  @Property({ type: new BigIntType('number'), nullable: true })
  contributionAmountCents: number | null = null;

  /** The next scheduled contribution (a Singapore day); null while auto-contribution is off. */
  @Property({ type: 'date', nullable: true })
  nextContributionDate: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * The ledger of scheduled contributions: one row per account and month, written in the same database
 * transaction as the balance change, so a month is applied exactly once whatever the number of workers.
 */
@Entity({ tableName: 'cpf_contributions' })
@Unique({ properties: ['retirementAccountId', 'month'] })
@Index({ properties: ['userId', 'scheduledDate'] })
// The activity's "is this transaction a scheduled one" lookup, and the on-delete-set-null of a deleted transaction.
@Index({ properties: ['transactionId'] })
export class CpfContribution {
  [OptionalProps]?: 'appliedAt' | 'transactionId' | 'recordedWithoutTransaction';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => RetirementAccount, { mapToPk: true, fieldName: 'retirement_account_id', deleteRule: 'cascade' })
  retirementAccountId!: string;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: string;

  /** YYYY-MM of the contribution. */
  @Property({ type: 'varchar', length: 7 })
  month!: string;

  /** The day it was due (a Singapore day). */
  @Property({ type: 'date' })
  scheduledDate!: string;

  @Property({ type: new BigIntType('number') })
  amountCents!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  appliedAt: Date = new Date();

  /**
   * True when the scheduler had no bank account (or no CPF category) to record a transaction in, so this row
   * alone shows the contribution in the activity. A row whose transaction the user later deleted has
   * transaction_id null but this false, and so shows nothing.
   */
  @Property({ type: 'boolean', default: false })
  recordedWithoutTransaction: boolean = false;

  /** The visible transaction, when the user had a bank account to record it in. */
  @ManyToOne(() => Transaction, { mapToPk: true, fieldName: 'transaction_id', nullable: true, deleteRule: 'set null' })
  transactionId: string | null = null;
}
