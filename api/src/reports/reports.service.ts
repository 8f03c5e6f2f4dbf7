import type { EntityManager } from '@mikro-orm/postgresql';
import type { ZodError } from 'zod';
import {
  AppError,
  REPORT_MESSAGES,
  bucketLabel,
  categoryBreakdownSchema,
  isUuidText,
  reportOpenRangeSchema,
  reportTransactionsSchema,
  sharePercentages,
  spendingTrendSchema,
  trendOf,
  type AggregationLevel,
  type ReportTransactionsInput,
  type SpendingTrendInput,
  type Trend,
} from '@garden/core';
import {
  SELECT as TRANSACTION_SELECT,
  toRecord,
  validationError,
  type RecordRow,
  type SqlQuery,
  type TransactionRecord,
} from '../transactions/transactions.service';

/*
 * Reports. Every figure is summed in PostgreSQL over integer cents; only the
 * rules that are not sums (percentage shares, the trend, labels) run here, from core.
 *
 * Days: transactions.date is a DATE holding the Singapore calendar day the statement printed, so ranges and
 * buckets compare and truncate that column directly (as a timestamp without time zone): no zone conversion
 * can move a transaction to another day. Ranges are inclusive at both ends.
 *
 * Directions: an amount below zero is an expense (counted by its size), above zero income; net is income
 * minus expenses. A transaction without a category counts as Uncategorized.
 */

/** The system Uncategorized category, which also stands for transactions whose category is gone. */
const UNCATEGORIZED_ID = `(select id from categories where is_system and user_id is null and name = 'Uncategorized' limit 1)`;

const TRUNC_UNIT: Record<AggregationLevel, { unit: string; step: string }> = {
  daily: { unit: 'day', step: '1 day' },
  weekly: { unit: 'week', step: '1 week' },
  monthly: { unit: 'month', step: '1 month' },
};

export interface CategorySpendingRecord {
  categoryId: string | null;
  categoryName: string;
  categoryIcon: string | null;
  categoryColor: string | null;
  /** Size of the money in the category, in cents (positive). */
  spentCents: number;
  /** Share of the total in hundredths of a percent: 3334 is 33.34 %. The rows add up to exactly 10000. */
  percentageHundredths: number;
  transactionCount: number;
}

export interface CategoryBreakdownRecord {
  startDate: string;
  endDate: string;
  isIncome: boolean;
  totalCents: number;
  categories: CategorySpendingRecord[];
}

export interface ReportSummaryRecord {
  startDate: string | null;
  endDate: string | null;
  /** Every account of the user. */
  accounts: number;
  /** Accounts with at least one transaction in the range. */
  activeAccounts: number;
  transactionCount: number;
  /** The days of the user's first and last transactions of all time (whatever the range); null without any. */
  firstTransactionDate: string | null;
  lastTransactionDate: string | null;
}

export interface TrendPointRecord {
  periodLabel: string;
  /** First day of the data point (its bucket cut to the range). */
  date: string;
  /** Last day of the data point. */
  endDate: string;
  expensesCents: number;
  incomeCents: number;
  netCents: number;
  expenseCount: number;
  incomeCount: number;
}

export interface SeriesTrend {
  trend: Trend;
  percentage: number;
}

export interface SpendingTrendRecord {
  startDate: string;
  endDate: string;
  aggregationLevel: AggregationLevel;
  dataPoints: TrendPointRecord[];
  summary: {
    totalExpensesCents: number;
    totalIncomeCents: number;
    totalNetCents: number;
    avgExpensesCents: number;
    avgIncomeCents: number;
    avgNetCents: number;
    maxExpensesCents: number;
    maxIncomeCents: number;
    maxNetCents: number;
    /** The spending trend (of expenses), as the spec's summary carries it. */
    trend: Trend;
    trendPercentage: number;
    incomeTrend: SeriesTrend;
    netTrend: SeriesTrend;
  };
}

function parse<T>(result: { success: true; data: T } | { success: false; error: ZodError }): T {
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Money per category in a range: expenses (amount < 0, by size) or income, biggest first. */
export function categoryBreakdownQuery(
  userId: string,
  range: { startDate: string; endDate: string },
  isIncome: boolean,
): SqlQuery {
  return {
    sql: `select c.id as category_id, coalesce(c.name, 'Uncategorized') as category_name, c.icon as category_icon,
  c.color as category_color, s.cents, s.n
from (
  select coalesce(t.category_id, ${UNCATEGORIZED_ID}) as category_id,
    sum(${isIncome ? 't.amount_cents' : '-t.amount_cents'})::bigint as cents, count(*)::int as n
  from transactions t
  where t.user_id = ? and t.date >= ?::date and t.date <= ?::date and t.amount_cents ${isIncome ? '>' : '<'} 0
  group by 1
) s
left join categories c on c.id = s.category_id
order by s.cents desc, category_name asc, c.id`,
    params: [userId, range.startDate, range.endDate],
  };
}

/**
 * One row per data point of the range, zero-filled, each with its sums, plus the summary's totals, averages
 * (over every data point, rounded half away from zero to the cent) and highest values as window aggregates.
 */
export function spendingTrendQuery(userId: string, input: SpendingTrendInput): SqlQuery {
  const { unit, step } = TRUNC_UNIT[input.aggregationLevel];
  // A day is its own bucket: grouping on the column itself spares a date_trunc per row.
  const bucket = input.aggregationLevel === 'daily' ? 't.date' : `date_trunc('${unit}', t.date::timestamp)::date`;
  return {
    sql: `with buckets as (
  select b::date as bucket,
    greatest(b::date, ?::date) as start_day,
    least((b + interval '${step}' - interval '1 day')::date, ?::date) as end_day
  from generate_series(date_trunc('${unit}', ?::date::timestamp), ?::date::timestamp, interval '${step}') as b
),
sums as (
  select ${bucket} as bucket,
    coalesce(sum(-t.amount_cents) filter (where t.amount_cents < 0), 0)::bigint as expenses,
    coalesce(sum(t.amount_cents) filter (where t.amount_cents > 0), 0)::bigint as income,
    (count(*) filter (where t.amount_cents < 0))::int as expense_count,
    (count(*) filter (where t.amount_cents > 0))::int as income_count
  from transactions t
  where t.user_id = ? and t.date >= ?::date and t.date <= ?::date
  group by 1
),
points as (
  select to_char(b.start_day, 'YYYY-MM-DD') as start_day, to_char(b.end_day, 'YYYY-MM-DD') as end_day,
    coalesce(s.expenses, 0) as expenses, coalesce(s.income, 0) as income,
    coalesce(s.income, 0) - coalesce(s.expenses, 0) as net,
    coalesce(s.expense_count, 0) as expense_count, coalesce(s.income_count, 0) as income_count
  from buckets b left join sums s on s.bucket = b.bucket
)
select p.*,
  sum(p.expenses) over () as total_expenses, sum(p.income) over () as total_income, sum(p.net) over () as total_net,
  round(avg(p.expenses) over ()) as avg_expenses, round(avg(p.income) over ()) as avg_income,
  round(avg(p.net) over ()) as avg_net,
  max(p.expenses) over () as max_expenses, max(p.income) over () as max_income, max(p.net) over () as max_net
from points p
order by p.start_day`,
    params: [input.startDate, input.endDate, input.startDate, input.endDate, userId, input.startDate, input.endDate],
  };
}

const SORT_COLUMN = { amount: 't.amount_cents', date: 't.date' } as const;

/** The top transactions of a range, optionally of one category (Uncategorized also takes those without one). */
export function reportTransactionsQuery(userId: string, input: ReportTransactionsInput): SqlQuery {
  const where = ['t.user_id = ?', 't.date >= ?::date', 't.date <= ?::date'];
  const params: unknown[] = [userId, input.startDate, input.endDate];
  if (input.categoryId) {
    where.push(`coalesce(t.category_id, ${UNCATEGORIZED_ID}) = ?`);
    params.push(input.categoryId);
  }
  if (input.isIncome === true) where.push('t.amount_cents > 0');
  if (input.isIncome === false) where.push('t.amount_cents < 0');
  const direction = input.sortOrder === 'asc' ? 'asc' : 'desc';
  params.push(input.limit);
  return {
    sql: `${TRANSACTION_SELECT}
where ${where.join(' and ')}
order by ${SORT_COLUMN[input.sortBy]} ${direction}, t.date desc, t.id desc
limit ?`,
    params,
  };
}

interface BreakdownRow {
  category_id: string | null;
  category_name: string;
  category_icon: string | null;
  category_color: string | null;
  cents: string | number;
  n: number;
}

interface TrendRow {
  start_day: string;
  end_day: string;
  expenses: string | number;
  income: string | number;
  net: string | number;
  expense_count: number;
  income_count: number;
  total_expenses: string | number;
  total_income: string | number;
  total_net: string | number;
  avg_expenses: string | number;
  avg_income: string | number;
  avg_net: string | number;
  max_expenses: string | number;
  max_income: string | number;
  max_net: string | number;
}

const dayCount = (startDate: string, endDate: string): number =>
  (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;

/** Reports of one user: every query is scoped to that user; another user's category is NOT_FOUND. */
export class ReportsService {
  constructor(private readonly em: EntityManager) {}

  private async rows<T>(query: SqlQuery): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(query.sql, query.params, 'all', this.em.getTransactionContext());
  }

  async categoryBreakdown(userId: string, input: unknown): Promise<CategoryBreakdownRecord> {
    const { startDate, endDate, isIncome = false } = parse(categoryBreakdownSchema.safeParse(input ?? {}));
    const rows = await this.rows<BreakdownRow>(categoryBreakdownQuery(userId, { startDate, endDate }, isIncome));
    const cents = rows.map((row) => Number(row.cents));
    const shares = sharePercentages(cents);
    return {
      startDate,
      endDate,
      isIncome,
      totalCents: cents.reduce((sum, value) => sum + value, 0),
      categories: rows.map((row, index) => ({
        categoryId: row.category_id,
        categoryName: row.category_name,
        categoryIcon: row.category_icon,
        categoryColor: row.category_color,
        spentCents: cents[index] ?? 0,
        percentageHundredths: shares[index] ?? 0,
        transactionCount: row.n,
      })),
    };
  }

  async summary(userId: string, input: unknown): Promise<ReportSummaryRecord> {
    const { startDate, endDate } = parse(reportOpenRangeSchema.safeParse(input ?? {}));
    const where = ['t.user_id = ?'];
    const params: unknown[] = [userId];
    if (startDate) {
      where.push('t.date >= ?::date');
      params.push(startDate);
    }
    if (endDate) {
      where.push('t.date <= ?::date');
      params.push(endDate);
    }
    const [row] = await this.rows<{
      accounts: number;
      active_accounts: number;
      transaction_count: number;
      first_date: string | null;
      last_date: string | null;
    }>({
      sql: `select (select count(*)::int from accounts where user_id = ?) as accounts,
  (select min(date)::text from transactions where user_id = ?) as first_date,
  (select max(date)::text from transactions where user_id = ?) as last_date,
  count(distinct t.account_id)::int as active_accounts, count(*)::int as transaction_count
from transactions t where ${where.join(' and ')}`,
      params: [userId, userId, userId, ...params],
    });
    return {
      startDate: startDate ?? null,
      endDate: endDate ?? null,
      accounts: row?.accounts ?? 0,
      activeAccounts: row?.active_accounts ?? 0,
      transactionCount: row?.transaction_count ?? 0,
      firstTransactionDate: row?.first_date ?? null,
      lastTransactionDate: row?.last_date ?? null,
    };
  }

  async spendingTrend(userId: string, raw: unknown): Promise<SpendingTrendRecord> {
    const input = parse(spendingTrendSchema.safeParse(raw ?? {}));
    const rows = await this.rows<TrendRow>(spendingTrendQuery(userId, input));
    const dataPoints = rows.map((row) => ({
      periodLabel: bucketLabel({ startDate: row.start_day, endDate: row.end_day }, input.aggregationLevel),
      date: row.start_day,
      endDate: row.end_day,
      expensesCents: Number(row.expenses),
      incomeCents: Number(row.income),
      netCents: Number(row.net),
      expenseCount: row.expense_count,
      incomeCount: row.income_count,
    }));
    const series = (pick: (point: TrendPointRecord) => number) =>
      trendOf(dataPoints.map((point) => ({ cents: pick(point), days: dayCount(point.date, point.endDate) })));
    const expenses = series((point) => point.expensesCents);
    const first = rows[0];
    const total = (value: string | number | undefined) => Number(value ?? 0);
    return {
      startDate: input.startDate,
      endDate: input.endDate,
      aggregationLevel: input.aggregationLevel,
      dataPoints,
      summary: {
        totalExpensesCents: total(first?.total_expenses),
        totalIncomeCents: total(first?.total_income),
        totalNetCents: total(first?.total_net),
        avgExpensesCents: total(first?.avg_expenses),
        avgIncomeCents: total(first?.avg_income),
        avgNetCents: total(first?.avg_net),
        maxExpensesCents: total(first?.max_expenses),
        maxIncomeCents: total(first?.max_income),
        maxNetCents: total(first?.max_net),
        trend: expenses.trend,
        trendPercentage: expenses.percentage,
        incomeTrend: series((point) => point.incomeCents),
        netTrend: series((point) => point.netCents),
      },
    };
  }

  async transactions(userId: string, raw: unknown): Promise<TransactionRecord[]> {
    const input = parse(reportTransactionsSchema.safeParse(raw ?? {}));
    if (input.categoryId) await this.requireCategory(userId, input.categoryId);
    return (await this.rows<RecordRow>(reportTransactionsQuery(userId, input))).map(toRecord);
  }

  /** A system category or one of the user's own (dormant ones too); anything else is NOT_FOUND. */
  private async requireCategory(userId: string, categoryId: string): Promise<void> {
    const found = isUuidText(categoryId)
      ? await this.rows<{ id: string }>({
          sql: 'select id from categories where id = ? and (user_id is null or user_id = ?)',
          params: [categoryId, userId],
        })
      : [];
    if (found.length === 0) throw new AppError('NOT_FOUND', REPORT_MESSAGES.categoryNotFound);
  }
}
