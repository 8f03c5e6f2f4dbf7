import { BigIntType, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

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

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'uuid', nullable: true })
  categoryId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
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
