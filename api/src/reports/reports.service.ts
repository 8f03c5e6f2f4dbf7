import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  parseOrThrow,
  REPORT_MESSAGES,
  bucketLabel,
  categoryBreakdownSchema,
  daysBetween,
  divideRounded,
  reportBuckets,
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
  TRANSACTION_SELECT,
  toRecord,
  type RecordRow,
  type SqlQuery,
  type TransactionRecord,
} from '../transactions/transactions.queries';
import { requireVisible } from '../categories/visible-categories';

/*
 * Reports. Every figure is summed in PostgreSQL over integer cents (a trend's
 * summary adds up its data points' sums here, exactly: whole cents); only the rules that are not sums
 * (percentage shares, the trend, labels, empty data points) run here, from core.
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

const TRUNC_UNIT: Record<AggregationLevel, { unit: string }> = {
  daily: { unit: 'day' },
  weekly: { unit: 'week' },
  monthly: { unit: 'month' },
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

interface SeriesFigures extends SeriesTrend {
  total: number;
  average: number;
  highest: number;
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
 * The sums of each data point of the range that has transactions, keyed by the point's first day (its bucket cut
 * to the range: greatest of the bucket's start and the range's). The service zero-fills the others from
 * reportBuckets, which cuts the same buckets, and adds up the summary: a yearly daily trend of a few hundred
 * transactions answers a few dozen rows instead of 366 wide ones.
 */
export function spendingTrendQuery(userId: string, input: SpendingTrendInput): SqlQuery {
  const { unit } = TRUNC_UNIT[input.aggregationLevel];
  // A day is its own bucket: grouping on the column itself spares a date_trunc per row.
  const bucket =
    input.aggregationLevel === 'daily' ? 't.date' : `greatest(date_trunc('${unit}', t.date::timestamp)::date, ?::date)`;
  const bucketParams = input.aggregationLevel === 'daily' ? [] : [input.startDate];
  return {
    sql: `select to_char(s.bucket, 'YYYY-MM-DD') as start_day, s.expenses, s.income, s.expense_count, s.income_count
from (
  select ${bucket} as bucket,
    coalesce(sum(-t.amount_cents) filter (where t.amount_cents < 0), 0)::bigint as expenses,
    coalesce(sum(t.amount_cents) filter (where t.amount_cents > 0), 0)::bigint as income,
    (count(*) filter (where t.amount_cents < 0))::int as expense_count,
    (count(*) filter (where t.amount_cents > 0))::int as income_count
  from transactions t
  where t.user_id = ? and t.date >= ?::date and t.date <= ?::date
  group by 1
) s
order by s.bucket`,
    params: [...bucketParams, userId, input.startDate, input.endDate],
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
  expenses: string | number;
  income: string | number;
  expense_count: number;
  income_count: number;
}

/** Reports of one user: every query is scoped to that user; another user's category is NOT_FOUND. */
export class ReportsService {
  constructor(private readonly em: EntityManager) {}

  private async rows<T>(query: SqlQuery): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(query.sql, query.params, 'all', this.em.getTransactionContext());
  }

  async categoryBreakdown(userId: string, input: unknown): Promise<CategoryBreakdownRecord> {
    const { startDate, endDate, isIncome = false } = parseOrThrow(categoryBreakdownSchema.safeParse(input ?? {}));
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
    const { startDate, endDate } = parseOrThrow(reportOpenRangeSchema.safeParse(input ?? {}));
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
    const input = parseOrThrow(spendingTrendSchema.safeParse(raw ?? {}));
    const rows = await this.rows<TrendRow>(spendingTrendQuery(userId, input));
    const sums = new Map(rows.map((row) => [row.start_day, row]));
    const dataPoints: TrendPointRecord[] = [];
    const days: number[] = [];
    for (const bucket of reportBuckets(input.startDate, input.endDate, input.aggregationLevel)) {
      const row = sums.get(bucket.startDate);
      const expensesCents = Number(row?.expenses ?? 0);
      const incomeCents = Number(row?.income ?? 0);
      dataPoints.push({
        periodLabel: bucketLabel(bucket, input.aggregationLevel),
        date: bucket.startDate,
        endDate: bucket.endDate,
        expensesCents,
        incomeCents,
        netCents: incomeCents - expensesCents,
        expenseCount: row?.expense_count ?? 0,
        incomeCount: row?.income_count ?? 0,
      });
      days.push(daysBetween(bucket.startDate, bucket.endDate));
    }
    const series = (pick: (point: TrendPointRecord) => number): SeriesFigures => {
      const values = dataPoints.map(pick);
      const total = values.reduce((sum, value) => sum + value, 0);
      return {
        total,
        // Over every data point, zero ones too, rounded half away from zero to the cent.
        average: Number(divideRounded(BigInt(total), BigInt(Math.max(1, values.length)))),
        highest: values.length === 0 ? 0 : Math.max(...values),
        ...trendOf(values.map((cents, index) => ({ cents, days: days[index] ?? 1 }))),
      };
    };
    const expenses = series((point) => point.expensesCents);
    const income = series((point) => point.incomeCents);
    const net = series((point) => point.netCents);
    return {
      startDate: input.startDate,
      endDate: input.endDate,
      aggregationLevel: input.aggregationLevel,
      dataPoints,
      summary: {
        totalExpensesCents: expenses.total,
        totalIncomeCents: income.total,
        totalNetCents: net.total,
        avgExpensesCents: expenses.average,
        avgIncomeCents: income.average,
        avgNetCents: net.average,
        maxExpensesCents: expenses.highest,
        maxIncomeCents: income.highest,
        maxNetCents: net.highest,
        trend: expenses.trend,
        trendPercentage: expenses.percentage,
        incomeTrend: { trend: income.trend, percentage: income.percentage },
        netTrend: { trend: net.trend, percentage: net.percentage },
      },
    };
  }

  async transactions(userId: string, raw: unknown): Promise<TransactionRecord[]> {
    const input = parseOrThrow(reportTransactionsSchema.safeParse(raw ?? {}));
    if (input.categoryId) await this.requireCategory(userId, input.categoryId);
    return (await this.rows<RecordRow>(reportTransactionsQuery(userId, input))).map(toRecord);
  }

  /** A system category or one of the user's own (dormant ones too); anything else is NOT_FOUND. */
  private async requireCategory(userId: string, categoryId: string): Promise<void> {
    await requireVisible(
      this.em,
      userId,
      categoryId,
      () => new AppError('NOT_FOUND', REPORT_MESSAGES.categoryNotFound),
    );
  }
}
