import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  RECURRING_MESSAGES,
  detectRecurringSeries,
  isSubscriptionSeries,
  isUuidText,
  merchantDisplayName,
  parseOrThrow,
  recurringStatusUpdateSchema,
  type DetectedSeries,
  type RecurringCadence,
  type RecurringCandidate,
  type RecurringStatus,
} from '@garden/core';
import type { StoredPriceChange } from './recurring-series.entity';

/** A series as every call returns it, with its category and whether it is a subscription. */
export interface RecurringSeriesRecord {
  id: string;
  merchantKey: string;
  merchant: string;
  currency: string;
  cadence: RecurringCadence;
  categoryId: string | null;
  categoryName: string | null;
  typicalAmountCents: number;
  yearlyCostCents: number;
  firstDate: string;
  lastDate: string;
  nextExpectedDate: string;
  recurringSince: string;
  occurrences: number;
  fixedPrice: boolean;
  isSubscription: boolean;
  priceChanges: StoredPriceChange[];
  transactionIds: string[];
  status: RecurringStatus;
}

/** Monthly and yearly cost of the series still running (not dismissed or ended), per currency. */
export interface RecurringTotals {
  currency: string;
  monthlyCostCents: number;
  yearlyCostCents: number;
}

interface SeriesRow {
  id: string;
  merchant_key: string;
  currency: string;
  cadence: RecurringCadence;
  category_id: string | null;
  category_name: string | null;
  typical_amount_cents: string | number;
  yearly_cost_cents: string | number;
  first_date: string;
  last_date: string;
  next_expected_date: string;
  recurring_since: string;
  occurrences: number;
  fixed_price: boolean;
  price_changes: StoredPriceChange[];
  transaction_ids: string[];
  status: RecurringStatus;
}

const SELECT = `select s.id, s.merchant_key, s.currency, s.cadence, s.category_id, c.name as category_name,
  s.typical_amount_cents, s.yearly_cost_cents, to_char(s.first_date, 'YYYY-MM-DD') as first_date,
  to_char(s.last_date, 'YYYY-MM-DD') as last_date, to_char(s.next_expected_date, 'YYYY-MM-DD') as next_expected_date,
  to_char(s.recurring_since, 'YYYY-MM-DD') as recurring_since, s.occurrences, s.fixed_price, s.price_changes,
  s.transaction_ids, s.status
from recurring_series s
left join categories c on c.id = s.category_id`;

/** Running series first, then by yearly cost (largest first) and merchant. */
const ORDER = `order by (s.status in ('dismissed', 'ended')), s.yearly_cost_cents desc, s.merchant_key, s.id`;

function toRecord(row: SeriesRow): RecurringSeriesRecord {
  return {
    id: row.id,
    merchantKey: row.merchant_key,
    merchant: merchantDisplayName(row.merchant_key),
    currency: row.currency,
    cadence: row.cadence,
    categoryId: row.category_id,
    categoryName: row.category_name,
    typicalAmountCents: Number(row.typical_amount_cents),
    yearlyCostCents: Number(row.yearly_cost_cents),
    firstDate: row.first_date,
    lastDate: row.last_date,
    nextExpectedDate: row.next_expected_date,
    recurringSince: row.recurring_since,
    occurrences: Number(row.occurrences),
    fixedPrice: row.fixed_price,
    isSubscription: isSubscriptionSeries(row.fixed_price, row.category_name),
    priceChanges: row.price_changes,
    transactionIds: row.transaction_ids,
    status: row.status,
  };
}

const notFound = (): AppError => new AppError('NOT_FOUND', RECURRING_MESSAGES.notFound);

/** Which stored series a newly detected one continues: the same merchant and currency, most charges shared. */
function matchStored(
  detected: readonly DetectedSeries[],
  stored: readonly {
    id: string;
    merchant_key: string;
    currency: string;
    status: RecurringStatus;
    transaction_ids: string[];
  }[],
): Map<DetectedSeries, { id: string; status: RecurringStatus }> {
  const pairs: { series: DetectedSeries; stored: (typeof stored)[number]; shared: number }[] = [];
  for (const series of detected) {
    const ids = new Set(series.transactionIds);
    for (const row of stored) {
      if (row.merchant_key !== series.merchantKey || row.currency !== series.currency) continue;
      const shared = row.transaction_ids.filter((id) => ids.has(id)).length;
      if (shared > 0) pairs.push({ series, stored: row, shared });
    }
  }
  pairs.sort((a, b) => b.shared - a.shared);
  const matched = new Map<DetectedSeries, { id: string; status: RecurringStatus }>();
  const taken = new Set<string>();
  for (const pair of pairs) {
    if (matched.has(pair.series) || taken.has(pair.stored.id)) continue;
    matched.set(pair.series, { id: pair.stored.id, status: pair.stored.status });
    taken.add(pair.stored.id);
  }
  return matched;
}

/**
 * Recurring payments of one person. Triggers on the transactions table mark the merchants whose rows
 * changed; refresh() works out the series of those merchants again, keeping the person's status on each series
 * that continues. Imports and edits call it when they finish, and every read calls it first, so no path can leave
 * the list behind the transactions.
 */
export class RecurringService {
  constructor(private readonly em: EntityManager) {}

  /** Works out again the series of every merchant marked stale for the user; nothing to do costs one query. */
  async refresh(userId: string): Promise<void> {
    const connection = this.em.getConnection();
    const [anyStale] = await connection.execute<{ stale: boolean }[]>(
      'select exists (select 1 from recurring_stale_merchants where user_id = ?) as stale',
      [userId],
    );
    if (!anyStale?.stale) return;
    await this.em.transactional(async (tx) => {
      const sql = tx.getConnection();
      // One refresh per person at a time (an import finishing while a page reads the list).
      await sql.execute('select pg_advisory_xact_lock(hashtextextended(?, 16))', [userId]);
      const stale = await sql.execute<{ merchant_key: string }[]>(
        'delete from recurring_stale_merchants where user_id = ? returning merchant_key',
        [userId],
      );
      if (stale.length === 0) return;
      const keys = JSON.stringify(stale.map((row) => row.merchant_key));
      // One text row per merchant ("id,day,cents,category;..."): a long history arrives in a few hundred rows
      // instead of one driver row per transaction, several times faster to read.
      const merchants = await sql.execute<{ merchant_key: string; currency: string; charges: string }[]>(
        `select merchant_key, currency,
           string_agg(id::text || ',' || to_char(date, 'YYYY-MM-DD') || ',' || (-amount_cents)::text || ','
             || coalesce(category_id::text, ''), ';') as charges
         from transactions
         where user_id = ? and amount_cents < 0 and merchant_key in (select jsonb_array_elements_text(?::jsonb))
         group by merchant_key, currency`,
        [userId, keys],
      );
      const candidates: RecurringCandidate[] = [];
      for (const merchant of merchants) {
        for (const charge of merchant.charges.split(';')) {
          const [id = '', date = '', cents = '0', categoryId = ''] = charge.split(',');
          candidates.push({
            id,
            date,
            merchantKey: merchant.merchant_key,
            currency: merchant.currency,
            amountCents: Number(cents),
            categoryId: categoryId || null,
          });
        }
      }
      const detected = detectRecurringSeries(candidates);
      const stored = await sql.execute<
        { id: string; merchant_key: string; currency: string; status: RecurringStatus; transaction_ids: string[] }[]
      >(
        `delete from recurring_series where user_id = ? and merchant_key in (select jsonb_array_elements_text(?::jsonb))
         returning id, merchant_key, currency, status, transaction_ids`,
        [userId, keys],
      );
      if (detected.length === 0) return;
      const matched = matchStored(detected, stored);
      const records = detected.map((series) => {
        const earlier = matched.get(series);
        return {
          id: earlier?.id ?? null,
          status: earlier?.status ?? 'detected',
          merchant_key: series.merchantKey,
          currency: series.currency,
          cadence: series.cadence,
          category_id: series.categoryId,
          typical_amount_cents: series.typicalAmountCents,
          yearly_cost_cents: series.yearlyCostCents,
          first_date: series.firstDate,
          last_date: series.lastDate,
          next_expected_date: series.nextExpectedDate,
          recurring_since: series.recurringSince,
          occurrences: series.occurrences,
          fixed_price: series.fixedPrice,
          price_changes: series.priceChanges,
          transaction_ids: series.transactionIds,
        };
      });
      await sql.execute(
        `insert into recurring_series (id, user_id, merchant_key, currency, cadence, category_id, typical_amount_cents,
           yearly_cost_cents, first_date, last_date, next_expected_date, recurring_since, occurrences, fixed_price,
           price_changes, transaction_ids, status)
         select coalesce(r.id, gen_random_uuid()), ?, r.merchant_key, r.currency, r.cadence, r.category_id,
           r.typical_amount_cents, r.yearly_cost_cents, r.first_date, r.last_date, r.next_expected_date,
           r.recurring_since, r.occurrences, r.fixed_price, r.price_changes,
           array(select jsonb_array_elements_text(r.transaction_ids)), r.status
         from jsonb_to_recordset(?::jsonb) as r(id uuid, status text, merchant_key text, currency text, cadence text,
           category_id uuid, typical_amount_cents bigint, yearly_cost_cents bigint, first_date date, last_date date,
           next_expected_date date, recurring_since date, occurrences int, fixed_price boolean, price_changes jsonb,
           transaction_ids jsonb)`,
        [userId, JSON.stringify(records)],
      );
    });
  }

  /** Every series of the user, running ones first, after a refresh. */
  async list(userId: string): Promise<RecurringSeriesRecord[]> {
    await this.refresh(userId);
    const rows = await this.em.getConnection().execute<SeriesRow[]>(`${SELECT} where s.user_id = ? ${ORDER}`, [userId]);
    return rows.map(toRecord);
  }

  async get(userId: string, id: string): Promise<RecurringSeriesRecord> {
    if (!isUuidText(id)) throw notFound();
    await this.refresh(userId);
    const [row] = await this.em
      .getConnection()
      .execute<SeriesRow[]>(`${SELECT} where s.user_id = ? and s.id = ?`, [userId, id]);
    if (!row) throw notFound();
    return toRecord(row);
  }

  /** Confirms, dismisses or ends one of the user's series (or puts it back to detected). */
  async setStatus(userId: string, id: string, input: unknown): Promise<RecurringSeriesRecord> {
    const { status } = parseOrThrow(recurringStatusUpdateSchema.safeParse(input ?? {}));
    if (!isUuidText(id)) throw notFound();
    await this.refresh(userId);
    const updated = await this.em.getConnection().execute<{ id: string }[]>(
      `update recurring_series set status = ?, status_changed_at = now(), updated_at = now()
         where user_id = ? and id = ? returning id`,
      [status, userId, id],
    );
    if (updated.length === 0) throw notFound();
    return this.get(userId, id);
  }
}

/** Totals of the running series (detected or confirmed), per currency. */
export function recurringTotals(series: readonly RecurringSeriesRecord[]): RecurringTotals[] {
  const byCurrency = new Map<string, number>();
  for (const one of series) {
    if (one.status === 'dismissed' || one.status === 'ended') continue;
    byCurrency.set(one.currency, (byCurrency.get(one.currency) ?? 0) + one.yearlyCostCents);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, yearlyCostCents]) => ({
      currency,
      yearlyCostCents,
      monthlyCostCents: Math.round(yearlyCostCents / 12),
    }));
}
