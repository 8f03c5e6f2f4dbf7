import { BigIntType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { RetirementAccountType } from '@garden/core';
import { Transaction } from '../transactions/transaction.entity';
import { User } from '../users/user.entity';

/**
 * A CPF account of one user (CPF-OA, CPF-SA or CPF-MA; one of each). The account type is checked by the core
 * rules before any write. With auto-contribution on, the scheduler adds contribution_amount on contribution_day
 * each month; next_contribution_date is the first of those still to be applied.
 */
@Entity({ tableName: 'retirement_accounts' })
@Unique({ properties: ['userId', 'accountType'] })
@Index({ properties: ['nextContributionDate'] })
export class RetirementAccount {
  [OptionalProps]?: 'currency' | 'balanceCents' | 'isAutoContributionEnabled' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: string;

  @Property({ type: 'text' })
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
export class CpfContribution {
  [OptionalProps]?: 'appliedAt' | 'transactionId';

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

  /** The visible transaction, when the user had a bank account to record it in. */
  @ManyToOne(() => Transaction, { mapToPk: true, fieldName: 'transaction_id', nullable: true, deleteRule: 'set null' })
  transactionId: string | null = null;
}
