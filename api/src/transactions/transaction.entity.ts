import { Account } from '../accounts/account.entity';
import { Category } from '../categories/category.entity';
import { BankStatement } from '../statements/upload-job.entity';
import { User } from '../users/user.entity';
import { BigIntType, Entity, Index, OptionalProps, PrimaryKey, Property, Unique, ManyToOne } from '@mikro-orm/core';

export const CATEGORY_SOURCES = [
  'user_rule',
  'knowledge_base',
  'statement_hint',
  'language_model',
  'default',
  'user',
] as const;
export type CategorySource = (typeof CATEGORY_SOURCES)[number];

@Entity({ tableName: 'transactions' })
@Index({ properties: ['userId', 'date'] })
@Index({ properties: ['accountId'] })
/** The same row from a redelivered job or an overlapping statement is never stored twice. */
@Unique({ properties: ['accountId', 'dedupeKey'] })
export class Transaction {
  [OptionalProps]?: 'currency' | 'createdAt' | 'updatedAt' | 'categoryLocked' | 'status';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: string;

  @ManyToOne(() => Account, { mapToPk: true, fieldName: 'account_id', deleteRule: 'cascade' })
  accountId!: string;

  /** A category that is deleted leaves its transactions uncategorised, never deletes them. */
  @ManyToOne(() => Category, { mapToPk: true, fieldName: 'category_id', nullable: true, deleteRule: 'set null' })
  categoryId: string | null = null;

  @ManyToOne(() => BankStatement, { mapToPk: true, fieldName: 'statement_id', nullable: true, deleteRule: 'set null' })
  statementId: string | null = null;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  merchantKey!: string;

  /** Signed cents: money out negative. */
  @Property({ type: new BigIntType('number') })
  amountCents!: number;

  @Property({ type: 'varchar', length: 3, default: 'SGD' })
  currency: string = 'SGD';

  /** Original foreign-currency amount as printed ("USD 12.34"). */
  @Property({ type: 'text', nullable: true })
  foreignAmount: string | null = null;

  @Property({ type: 'text', default: 'completed' })
  status: string = 'completed';

  /** Which rule decided the category (ARCHITECTURE.md order of decision), or 'user' when set by hand. */
  @Property({ type: 'text' })
  categorySource!: CategorySource;

  /** Set when the user chose the category by hand: no automatic pass overwrites it. */
  @Property({ type: 'boolean', default: false })
  categoryLocked: boolean = false;

  /** account-scoped identity: date | amount | normalised description | occurrence within the statement. */
  @Property({ type: 'text' })
  dedupeKey!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
