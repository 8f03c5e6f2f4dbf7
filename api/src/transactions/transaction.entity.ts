import { CATEGORY_SOURCE_VALUES } from '@garden/core';
import { Account } from '../accounts/account.entity';
import { Category } from '../categories/category.entity';
import { BankStatement } from '../statements/upload-job.entity';
import { BigIntType, DecimalType, Entity, Index, OptionalProps, Property, Unique, ManyToOne } from '@mikro-orm/core';
import { UserOwned } from '../users/user-owned.entity';

/** The categoriser's sources (core CATEGORY_SOURCE_VALUES), and 'user' for a category chosen by hand. */
export const CATEGORY_SOURCES = [...CATEGORY_SOURCE_VALUES, 'user'] as const;
export type CategorySource = (typeof CATEGORY_SOURCES)[number];

/*
 * Indexes serving the transactions page and its REST calls: newest-first pages with a stable tie-break,
 * category pages, merchant matches (similar transactions, recategorise by merchant), and case-insensitive search
 * and text similarity through pg_trgm (GIN, with btree_gin so the user's id narrows inside the same index).
 */
@Entity({ tableName: 'transactions' })
@Index({
  name: 'transactions_user_id_date_id_index',
  expression: 'create index "transactions_user_id_date_id_index" on "transactions" ("user_id", "date" desc, "id" desc)',
})
@Index({
  name: 'transactions_user_id_category_id_date_index',
  expression:
    'create index "transactions_user_id_category_id_date_index" on "transactions" ("user_id", "category_id", "date" desc, "id" desc)',
})
@Index({ properties: ['userId', 'merchantKey'] })
/** Reports (api/src/reports): sums by day, category and account of a date range read this index alone. */
@Index({
  name: 'transactions_user_id_date_report_index',
  expression:
    'create index "transactions_user_id_date_report_index" on "transactions" ("user_id", "date") include ("amount_cents", "category_id", "account_id")',
})
/** Insights (api/src/assistant): the duplicate-charge and large-transaction checks read a date range from it alone. */
@Index({
  name: 'transactions_user_id_date_charges_index',
  expression:
    'create index "transactions_user_id_date_charges_index" on "transactions" ("user_id", "date") include ("amount_cents", "merchant_key", "currency", "category_id", "id")',
})
@Index({
  name: 'transactions_description_trgm_index',
  expression:
    'create index "transactions_description_trgm_index" on "transactions" using gin ("user_id", "description" gin_trgm_ops)',
})
@Index({
  name: 'transactions_merchant_key_trgm_index',
  expression:
    'create index "transactions_merchant_key_trgm_index" on "transactions" using gin ("user_id", "merchant_key" gin_trgm_ops)',
})
@Index({ properties: ['accountId'] })
/** The same row from a redelivered job or an overlapping statement is never stored twice. */
@Unique({ properties: ['accountId', 'dedupeKey'] })
export class Transaction extends UserOwned {
  [OptionalProps]?: 'currency' | 'createdAt' | 'updatedAt' | 'categoryLocked' | 'status' | 'notes';

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

  /** The user's own note; statements never set it. */
  @Property({ type: 'text', nullable: true })
  notes: string | null = null;

  @Property({ type: 'text', default: 'completed' })
  status: string = 'completed';

  /** Which rule decided the category (ARCHITECTURE.md order of decision), or 'user' when set by hand. */
  @Property({ type: 'text' })
  categorySource!: CategorySource;

  /**
   * How sure the categoriser was, 0..1 (1 for a rule, the classifier's probability when it decided); null
   * when the person chose the category, a language model did, or the row predates confidence tracking.
   */
  @Property({ type: new DecimalType('number'), precision: 4, scale: 3, nullable: true })
  categoryConfidence: number | null = null;

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
