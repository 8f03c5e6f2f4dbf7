import {
  SIMILAR_TRANSACTIONS_MAX,
  containsPattern,
  isUuidText,
  type Paging,
  type SimilarityReason,
  type TransactionQuery,
} from '@garden/core';

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
  /** How sure the categoriser was (0..1); null when chosen by hand, by a language model, or before it was recorded. */
  categoryConfidence: number | null;
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
  category_confidence: string | number | null;
  category_locked: boolean;
  account_id: string;
  account_name: string;
  account_institution: string;
  account_type: string;
  account_last4: string;
}

/** The columns of a TransactionRecord (t: transactions, a: accounts, c: categories); reports reuse it. */
export const TRANSACTION_SELECT = `select t.id, to_char(t.date, 'YYYY-MM-DD') as date, t.description, t.merchant_key, t.amount_cents,
  t.currency, t.notes, t.status, t.category_id, c.name as category_name, c.icon as category_icon,
  c.color as category_color, t.category_source, t.category_confidence, t.category_locked, t.account_id, a.name as account_name,
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
    categoryConfidence: row.category_confidence === null ? null : Number(row.category_confidence),
    categoryLocked: row.category_locked,
    accountId: row.account_id,
    accountName: row.account_name,
    accountInstitution: row.account_institution,
    accountType: row.account_type,
    accountLast4: row.account_last4,
  };
}

/** One `?` per value, for an `in (...)` list whose values are bound. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

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
  const sql = `${TRANSACTION_SELECT}
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
  from (${TRANSACTION_SELECT}
    where t.user_id = ? and t.id <> ? and (t.merchant_key = ? or t.merchant_key % ?)) s
) scored
where score >= ?
order by score desc, date desc, id desc
limit ?`,
    params: [key, key, key, userId, original.id, key, key, threshold, SIMILAR_TRANSACTIONS_MAX],
  };
}
