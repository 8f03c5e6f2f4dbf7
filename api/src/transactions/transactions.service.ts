import type { EntityManager } from '@mikro-orm/postgresql';
import type { ZodError } from 'zod';
import {
  AppError,
  SIMILAR_TRANSACTIONS_MAX,
  TRANSACTION_MESSAGES,
  bulkIdsSchema,
  categorize,
  containsPattern,
  isUuidText,
  merchantKey,
  pagingSchema,
  similarityThresholdSchema,
  toTransactionQuery,
  transactionCreateSchema,
  transactionFilterSchema,
  transactionUpdateSchema,
  trigramThreshold,
  type Paging,
  type SimilarityReason,
  type TransactionQuery,
} from '@garden/core';
import { randomUUID } from 'node:crypto';
import { Account } from '../accounts/account.entity';
import { Category, MerchantRule } from '../categories/category.entity';
import { Transaction } from './transaction.entity';

/** A transaction with its category and account, as every call returns it. */
export interface TransactionRecord {
  id: string;
  date: string;
  description: string;
  merchantKey: string;
  /** Signed cents: money out negative. */
  amountCents: number;
  currency: string;
  notes: string | null;
  status: string;
  categoryId: string | null;
  categoryName: string | null;
  categoryIcon: string | null;
  categoryColor: string | null;
  categorySource: string;
  categoryLocked: boolean;
  accountId: string;
  accountName: string;
  accountInstitution: string;
  accountType: string;
  accountLast4: string;
}

export interface SimilarRecord {
  transaction: TransactionRecord;
  score: number;
  reason: SimilarityReason;
}

export interface SimilarResult {
  original: TransactionRecord;
  items: SimilarRecord[];
}

/** A statement's SQL and its bindings, so the benchmark can run exactly what the service runs. */
export interface SqlQuery {
  sql: string;
  params: unknown[];
}

export interface RecordRow {
  id: string;
  date: string;
  description: string;
  merchant_key: string;
  amount_cents: string | number;
  currency: string;
  notes: string | null;
  status: string;
  category_id: string | null;
  category_name: string | null;
  category_icon: string | null;
  category_color: string | null;
  category_source: string;
  category_locked: boolean;
  account_id: string;
  account_name: string;
  account_institution: string;
  account_type: string;
  account_last4: string;
}

/** The columns of a TransactionRecord (t: transactions, a: accounts, c: categories); reports reuse it. */
export const SELECT = `select t.id, to_char(t.date, 'YYYY-MM-DD') as date, t.description, t.merchant_key, t.amount_cents,
  t.currency, t.notes, t.status, t.category_id, c.name as category_name, c.icon as category_icon,
  c.color as category_color, t.category_source, t.category_locked, t.account_id, a.name as account_name,
  a.institution as account_institution, a.account_type, a.account_number_last4 as account_last4
from transactions t
join accounts a on a.id = t.account_id
left join categories c on c.id = t.category_id`;

const SORT_COLUMNS = { date: 't.date', amount: 't.amount_cents', description: 't.description' } as const;

export function toRecord(row: RecordRow): TransactionRecord {
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    merchantKey: row.merchant_key,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    notes: row.notes,
    status: row.status,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryIcon: row.category_icon,
    categoryColor: row.category_color,
    categorySource: row.category_source,
    categoryLocked: row.category_locked,
    accountId: row.account_id,
    accountName: row.account_name,
    accountInstitution: row.account_institution,
    accountType: row.account_type,
    accountLast4: row.account_last4,
  };
}

export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= issue.message;
  }
  return new AppError('BAD_USER_INPUT', error.issues[0]?.message ?? 'Invalid input', fields);
}

function parse<T>(result: { success: true; data: T } | { success: false; error: ZodError }): T {
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const notFound = (): AppError => new AppError('NOT_FOUND', TRANSACTION_MESSAGES.notFound);
const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** The WHERE and ORDER BY of a list query for one user (every condition bound, nothing interpolated). */
export function listQuery(userId: string, query: TransactionQuery, paging: Paging): SqlQuery {
  const where = ['t.user_id = ?'];
  const params: unknown[] = [userId];
  if (query.startDate) {
    where.push('t.date >= ?::date');
    params.push(query.startDate);
  }
  if (query.endDate) {
    where.push('t.date <= ?::date');
    params.push(query.endDate);
  }
  if (query.type === 'income') where.push('t.amount_cents > 0');
  if (query.type === 'expenses') where.push('t.amount_cents < 0');
  for (const [column, ids] of [
    ['t.category_id', query.categoryIds],
    ['t.account_id', query.accountIds],
  ] as const) {
    if (ids.length === 0) continue;
    // An id that cannot exist matches nothing, exactly like an id that does not exist.
    const valid = ids.filter(isUuidText);
    if (valid.length === 0) {
      where.push('false');
      continue;
    }
    where.push(`${column} in (${placeholders(valid)})`);
    params.push(...valid);
  }
  if (query.search) {
    where.push('(t.description ilike ? or t.merchant_key ilike ?)');
    const pattern = containsPattern(query.search);
    params.push(pattern, pattern);
  }
  if (query.minAmountCents !== undefined) {
    where.push('abs(t.amount_cents) >= ?');
    params.push(query.minAmountCents);
  }
  if (query.maxAmountCents !== undefined) {
    where.push('abs(t.amount_cents) <= ?');
    params.push(query.maxAmountCents);
  }
  if (query.status) {
    where.push('t.status = ?');
    params.push(query.status);
  }
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  const sql = `${SELECT}
where ${where.join(' and ')}
order by ${SORT_COLUMNS[query.sortBy]} ${direction}, t.id ${direction}
limit ? offset ?`;
  params.push(paging.limit, paging.skip);
  return { sql, params };
}

/** The similar-transactions query: the user's own rows, the original excluded, at or above the threshold. */
export function similarQuery(
  userId: string,
  original: { id: string; merchantKey: string },
  threshold: number,
): SqlQuery {
  const key = original.merchantKey;
  return {
    sql: `select * from (
  select s.*,
    case when s.merchant_key = ? then 100 else round(similarity(s.merchant_key, ?) * 100)::int end as score,
    case when s.merchant_key = ? then 'merchant_match' else 'text_similarity' end as reason
  from (${SELECT}
    where t.user_id = ? and t.id <> ? and (t.merchant_key = ? or t.merchant_key % ?)) s
) scored
where score >= ?
order by score desc, date desc, id desc
limit ?`,
    params: [key, key, key, userId, original.id, key, key, threshold, SIMILAR_TRANSACTIONS_MAX],
  };
}

/** The fields of a transaction not read from a statement (entered by hand, or recorded by the CPF screens). */
export interface ManualTransactionFields {
  userId: string;
  accountId: string;
  categoryId: string | null;
  categorySource: Transaction['categorySource'];
  date: string;
  description: string;
  amountCents: number;
  currency: string;
  notes: string | null;
}

/** The row of a transaction that no statement produced: what newManualTransaction creates, as plain fields. */
export interface ManualTransactionRow extends ManualTransactionFields {
  id: string;
  categoryLocked: boolean;
  merchantKey: string;
  dedupeKey: string;
}

/**
 * The fields of a transaction that no statement produced (pure: nothing is persisted): its merchant key comes
 * from the description, a category chosen by hand (source 'user') is locked, and its dedupe key is unique so
 * imports never take it for a statement line.
 */
export function manualTransactionRow(fields: ManualTransactionFields, id: string = randomUUID()): ManualTransactionRow {
  return {
    id,
    ...fields,
    categoryLocked: fields.categorySource === 'user',
    merchantKey: merchantKey(fields.description),
    // Entered by hand: never the same row as a statement line, so imports still add theirs.
    dedupeKey: `manual|${id}`,
  };
}

/** Creates and persists (not flushes) a transaction that no statement produced (see manualTransactionRow). */
export function newManualTransaction(em: EntityManager, fields: ManualTransactionFields): Transaction {
  const transaction = em.create(Transaction, manualTransactionRow(fields));
  em.persist(transaction);
  return transaction;
}

/** Transactions of one user: every read and change is scoped to that user; others' ids are NOT_FOUND. */
export class TransactionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async rows<T>(sql: string, params: unknown[], em: EntityManager = this.em): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  /** Validates a filter (GraphQL or REST shapes mapped to camelCase) and the paging, then runs the query. */
  async list(userId: string, filter: unknown, paging: unknown): Promise<TransactionRecord[]> {
    const parsedFilter = parse(transactionFilterSchema.safeParse(filter ?? {}));
    const parsedPaging = parse(pagingSchema.safeParse(paging ?? {}));
    const { sql, params } = listQuery(userId, toTransactionQuery(parsedFilter, this.clock()), parsedPaging);
    return (await this.rows<RecordRow>(sql, params)).map(toRecord);
  }

  async get(userId: string, id: string): Promise<TransactionRecord> {
    if (!isUuidText(id)) throw notFound();
    const [row] = await this.rows<RecordRow>(`${SELECT} where t.user_id = ? and t.id = ?`, [userId, id]);
    if (!row) throw notFound();
    return toRecord(row);
  }

  /** Transactions of one of the user's accounts; another user's account is NOT_FOUND. */
  async byAccount(userId: string, accountId: string, paging: unknown): Promise<TransactionRecord[]> {
    await this.requireAccount(userId, accountId);
    return this.list(userId, { accountIds: [accountId] }, paging);
  }

  /** Transactions in a category the user can see (system or own); another user's category is NOT_FOUND. */
  async byCategory(userId: string, categoryId: string, paging: unknown): Promise<TransactionRecord[]> {
    await this.requireCategory(userId, categoryId, { active: false });
    return this.list(userId, { categoryIds: [categoryId] }, paging);
  }

  async accounts(userId: string): Promise<Account[]> {
    return this.em.find(Account, { userId }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  async create(userId: string, input: unknown, options: { signedAmounts: boolean }): Promise<TransactionRecord> {
    const data = parse(transactionCreateSchema(options).safeParse(input ?? {}));
    const account = await this.requireAccount(userId, data.accountId);
    let categoryId: string | null;
    let categorySource: Transaction['categorySource'];
    if (data.categoryId) {
      categoryId = (await this.requireCategory(userId, data.categoryId, { active: true })).id;
      categorySource = 'user';
    } else {
      ({ categoryId, categorySource } = await this.automaticCategory(userId, data.description, data.amountCents));
    }
    const transaction = newManualTransaction(this.em, {
      userId,
      accountId: account.id,
      categoryId,
      categorySource,
      date: data.date,
      description: data.description,
      amountCents: data.amountCents,
      currency: data.currency ?? account.currency,
      notes: data.notes ?? null,
    });
    await this.em.flush();
    return this.get(userId, transaction.id);
  }

  /**
   * Edits a transaction. A category chosen by hand is locked (source 'user'): no automatic pass changes it.
   * The account cannot change; the amount's direction follows isIncome when given.
   */
  async update(
    userId: string,
    id: string,
    input: unknown,
    options: { signedAmounts: boolean },
  ): Promise<TransactionRecord> {
    const data = parse(transactionUpdateSchema(options).safeParse(input ?? {}));
    const transaction = isUuidText(id) ? await this.em.findOne(Transaction, { id, userId }) : null;
    if (!transaction) throw notFound();
    if (data.accountId !== undefined && data.accountId !== transaction.accountId) {
      throw new AppError('BAD_USER_INPUT', TRANSACTION_MESSAGES.accountLocked, {
        accountId: TRANSACTION_MESSAGES.accountLocked,
      });
    }
    if (data.categoryId !== undefined && data.categoryId !== transaction.categoryId) {
      transaction.categoryId = data.categoryId
        ? (await this.requireCategory(userId, data.categoryId, { active: true })).id
        : null;
      transaction.categorySource = 'user';
      transaction.categoryLocked = true;
    }
    if (data.date !== undefined) transaction.date = data.date;
    if (data.description !== undefined) {
      transaction.description = data.description;
      transaction.merchantKey = merchantKey(data.description);
    }
    const income =
      data.isIncome ?? (data.amount !== undefined && data.amount < 0 ? false : transaction.amountCents > 0);
    const magnitude = Math.abs(data.amount ?? transaction.amountCents);
    transaction.amountCents = income ? magnitude : -magnitude;
    if (data.notes !== undefined) transaction.notes = data.notes;
    await this.em.flush();
    return this.get(userId, id);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!isUuidText(id)) throw notFound();
    const deleted = await this.em.nativeDelete(Transaction, { id, userId });
    if (deleted === 0) throw notFound();
  }

  /** Deletes all the given transactions or none: one id that is not the user's makes it NOT_FOUND. */
  async deleteMany(userId: string, rawIds: unknown): Promise<number> {
    const ids = parse(bulkIdsSchema(TRANSACTION_MESSAGES.selectToDelete).safeParse(rawIds));
    if (!ids.every(isUuidText)) throw notFound();
    return this.em.transactional(async (tx) => {
      const deleted = await this.rows<{ id: string }>(
        `delete from transactions where user_id = ? and id in (${placeholders(ids)}) returning id`,
        [userId, ...ids],
        tx,
      );
      if (deleted.length !== ids.length) throw notFound();
      return deleted.length;
    });
  }

  /** Moves all the given transactions to a category or none; each becomes a locked choice of the user. */
  async recategorize(userId: string, rawIds: unknown, categoryId: string): Promise<number> {
    const ids = parse(bulkIdsSchema(TRANSACTION_MESSAGES.selectToRecategorize).safeParse(rawIds));
    if (!ids.every(isUuidText)) throw notFound();
    const category = await this.requireCategory(userId, categoryId, { active: true });
    return this.em.transactional(async (tx) => {
      const updated = await this.rows<{ id: string }>(
        `update transactions set category_id = ?, category_source = 'user', category_locked = true, updated_at = now()
         where user_id = ? and id in (${placeholders(ids)}) returning id`,
        [category.id, userId, ...ids],
        tx,
      );
      if (updated.length !== ids.length) throw notFound();
      return updated.length;
    });
  }

  /**
   * Recategorises one transaction, or with applyToAll every transaction of the same merchant, and then
   * remembers the choice as the user's rule for that merchant, which the next import applies first.
   */
  async recategorizeMerchant(
    userId: string,
    transactionId: string,
    categoryId: string,
    applyToAll: boolean,
  ): Promise<{ updatedCount: number; merchantKey: string }> {
    const original = await this.get(userId, transactionId);
    const category = await this.requireCategory(userId, categoryId, { active: true });
    return this.em.transactional(async (tx) => {
      const updated = await this.rows<{ id: string }>(
        `update transactions set category_id = ?, category_source = 'user', category_locked = true, updated_at = now()
         where user_id = ? and ${applyToAll ? 'merchant_key = ?' : 'id = ?'} returning id`,
        [category.id, userId, applyToAll ? original.merchantKey : original.id],
        tx,
      );
      if (applyToAll) {
        await this.rows(
          `insert into merchant_rules (user_id, merchant_key, category_id, updated_at) values (?, ?, ?, now())
           on conflict (user_id, merchant_key) do update set category_id = excluded.category_id, updated_at = now()`,
          [userId, original.merchantKey, category.id],
          tx,
        );
      }
      return { updatedCount: updated.length, merchantKey: original.merchantKey };
    });
  }

  /** Transactions like the given one (ARCHITECTURE.md "Similar transactions"), best first. */
  async similar(userId: string, id: string, rawThreshold: unknown): Promise<SimilarResult> {
    const threshold = parse(similarityThresholdSchema.safeParse(rawThreshold));
    const original = await this.get(userId, id);
    const { sql, params } = similarQuery(userId, original, threshold);
    const rows = await this.em.transactional(async (tx) => {
      // Lets the trigram index hand back only rows that can reach the threshold (the % operator).
      await this.rows(
        `select set_config('pg_trgm.similarity_threshold', ?, true)`,
        [String(trigramThreshold(threshold))],
        tx,
      );
      return this.rows<RecordRow & { score: number; reason: SimilarityReason }>(sql, params, tx);
    });
    return {
      original,
      items: rows.map((row) => ({ transaction: toRecord(row), score: Number(row.score), reason: row.reason })),
    };
  }

  private async requireAccount(userId: string, accountId: string): Promise<Account> {
    const account = isUuidText(accountId) ? await this.em.findOne(Account, { id: accountId, userId }) : null;
    if (!account) throw new AppError('NOT_FOUND', TRANSACTION_MESSAGES.accountNotFound);
    return account;
  }

  /** A system category or one of the user's own; dormant ones are refused where a category is being chosen. */
  private async requireCategory(userId: string, categoryId: string, options: { active: boolean }): Promise<Category> {
    const category = isUuidText(categoryId)
      ? await this.em.findOne(Category, { id: categoryId, $or: [{ userId: null }, { userId }] })
      : null;
    if (!category) throw new AppError('NOT_FOUND', TRANSACTION_MESSAGES.categoryNotFound);
    if (options.active && !category.isActive) {
      throw new AppError('BAD_USER_INPUT', TRANSACTION_MESSAGES.categoryDormant, {
        categoryId: TRANSACTION_MESSAGES.categoryDormant,
      });
    }
    return category;
  }

  /** The import's order of decision for a transaction entered without a category. */
  private async automaticCategory(
    userId: string,
    description: string,
    amountCents: number,
  ): Promise<{ categoryId: string | null; categorySource: Transaction['categorySource'] }> {
    const categories = await this.em.find(Category, { $or: [{ userId: null }, { userId }], isActive: true });
    const idByName = new Map<string, string>();
    for (const category of categories.sort((a, b) => Number(b.isSystem) - Number(a.isSystem))) {
      idByName.set(category.name, category.id);
    }
    const nameById = new Map(categories.map((category) => [category.id, category.name]));
    const rule = await this.em.findOne(MerchantRule, { userId, merchantKey: merchantKey(description) });
    const rules = new Map<string, string>();
    const ruleName = rule ? nameById.get(rule.categoryId) : undefined;
    if (rule && ruleName) rules.set(rule.merchantKey, ruleName);
    const decision = categorize({ description, amountCents }, rules);
    return {
      categoryId: idByName.get(decision.category) ?? idByName.get('Uncategorized') ?? null,
      categorySource: decision.source,
    };
  }
}
