import {
  SIMILAR_TRANSACTIONS_MAX,
  containsPattern,
  isUuidText,
  trigramThreshold,
  type Paging,
  type SimilarityReason,
  type TransactionQuery,
} from '@garden/core';
import { DELETED_KEPT_MINUTES, type PreviousCategory } from './transactions.undo';

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

/**
 * The similar-transactions query: the user's own rows like the given one (looked up by id among the user's own, so
 * another user's id finds nothing), the original excluded, at or above the threshold. The original's merchant key
 * is read inside the query, so the service needs no round trip of its own to learn it.
 */
function similarQuery(userId: string, originalId: string, threshold: number): SqlQuery {
  return {
    sql: `select * from (
  select s.*,
    case when s.merchant_key = o.key then 100 else round(similarity(s.merchant_key, o.key) * 100)::int end as score,
    case when s.merchant_key = o.key then 'merchant_match' else 'text_similarity' end as reason
  from (select merchant_key as key from transactions where user_id = ? and id = ?) o
  cross join lateral (${TRANSACTION_SELECT}
    where t.user_id = ? and t.id <> ? and (t.merchant_key = o.key or t.merchant_key % o.key)) s
) scored
where score >= ?
order by score desc, date desc, id desc
limit ?`,
    params: [userId, originalId, userId, originalId, threshold, SIMILAR_TRANSACTIONS_MAX],
  };
}

/**
 * What the service sends for similar transactions, in one message and so one round trip: the trigram threshold,
 * which lets the index hand back only rows that can reach it (the % operator), the original transaction, and
 * {@link similarQuery}. PostgreSQL runs the statements of one message as one implicit transaction (the ORM sends
 * them with the values inlined, over the simple query protocol): the threshold, set for the transaction only,
 * holds for the query and is gone after it, without a BEGIN and a COMMIT round trip of their own. The second
 * answer holds the original (none when the id is not one of the user's), the third the similar rows.
 */
export function similarMessage(userId: string, originalId: string, threshold: number): SqlQuery {
  const similar = similarQuery(userId, originalId, threshold);
  return {
    sql: `select set_config('pg_trgm.similarity_threshold', ?, true);
${TRANSACTION_SELECT} where t.user_id = ? and t.id = ?;
${similar.sql}`,
    params: [String(trigramThreshold(threshold)), userId, originalId, ...similar.params],
  };
}

/** The user's rule for a merchant set to a category (the next import applies it first). */
export function setMerchantRuleQuery(userId: string, merchantKey: string, categoryId: string): SqlQuery {
  return {
    sql: `insert into merchant_rules (user_id, merchant_key, category_id, updated_at) values (?, ?, ?, now())
      on conflict (user_id, merchant_key) do update set category_id = excluded.category_id, updated_at = now()`,
    params: [userId, merchantKey, categoryId],
  };
}

export interface PreviousCategoryRow {
  id: string;
  category_id: string | null;
  category_source: string;
  category_confidence: string | number | null;
  category_locked: boolean;
}

/**
 * Sets the category of the user's transactions matching `where` as locked choices of the user, answering with each
 * one's category, source and lock as they were (read and changed under one row lock).
 */
export function moveToCategoryQuery(userId: string, categoryId: string, where: string, params: unknown[]): SqlQuery {
  return {
    sql: `with before as (
         select id, category_id, category_source, category_confidence, category_locked from transactions
         where user_id = ? and ${where} for update
       )
       update transactions t set category_id = ?, category_source = 'user', category_confidence = null,
         category_locked = true, updated_at = now()
       from before where t.id = before.id
       returning before.id, before.category_id, before.category_source, before.category_confidence,
         before.category_locked`,
    params: [userId, ...params, categoryId],
  };
}

export function toPreviousCategory(row: PreviousCategoryRow): PreviousCategory {
  return {
    id: row.id,
    categoryId: row.category_id,
    categorySource: row.category_source,
    categoryConfidence: row.category_confidence === null ? null : Number(row.category_confidence),
    categoryLocked: row.category_locked,
  };
}

/** Deletes the user's given transactions, keeping them as one batch (its id is the undo token). */
export function keepDeletedQuery(userId: string, ids: readonly string[]): SqlQuery {
  return {
    sql: `with gone as (
           delete from transactions where user_id = ? and id in (${placeholders(ids)}) returning *
         )
         insert into deleted_transaction_batches (user_id, rows)
         select ?, coalesce(jsonb_agg(to_jsonb(gone)), '[]'::jsonb) from gone
         returning id, jsonb_array_length(rows) as count`,
    params: [userId, ...ids, userId],
  };
}

/** Takes (deletes and answers with) the user's kept batch of that token, if it is recent enough. */
export function takeKeptBatchQuery(userId: string, token: string): SqlQuery {
  return {
    sql: `delete from deleted_transaction_batches
         where id = ? and user_id = ? and created_at >= now() - make_interval(mins => ?) returning rows`,
    params: [token, userId, DELETED_KEPT_MINUTES],
  };
}

/** Puts kept rows back with their ids (only the user's; rows already there are left alone). */
export function restoreKeptQuery(userId: string, rows: unknown): SqlQuery {
  return {
    sql: `insert into transactions
           select * from jsonb_populate_recordset(null::transactions, ?::jsonb) as kept where kept.user_id = ?
           on conflict (id) do nothing returning id`,
    params: [JSON.stringify(rows), userId],
  };
}

/** Deleted transactions past their undo time, whoever's they were. */
export function purgeExpiredDeletesQuery(): SqlQuery {
  return {
    sql: 'delete from deleted_transaction_batches where created_at < now() - make_interval(mins => ?)',
    params: [DELETED_KEPT_MINUTES],
  };
}

/** Gives one of the user's transactions back the category, source and lock it had (see undoRecategorize). */
export function restoreCategoryQuery(
  userId: string,
  previous: Omit<PreviousCategory, 'categoryConfidence'> & { categoryConfidence?: number | null },
): SqlQuery {
  return {
    sql: `update transactions set category_id = ?, category_source = ?, category_confidence = ?, category_locked = ?,
        updated_at = now()
      where user_id = ? and id = ? returning id`,
    params: [
      previous.categoryId,
      previous.categorySource,
      previous.categoryConfidence ?? null,
      previous.categoryLocked,
      userId,
      previous.id,
    ],
  };
}
