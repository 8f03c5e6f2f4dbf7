import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { centsToDecimal } from '@garden/core';
import type {
  CategoryBreakdownRecord,
  ReportSummaryRecord,
  SeriesTrend,
  SpendingTrendRecord,
  TrendPointRecord,
} from './reports.service';

@ObjectType('CategorySpending', { simpleResolvers: true, description: 'Money of one category in a report range.' })
export class CategorySpendingView {
  @Field(() => ID, { nullable: true })
  categoryId!: string | null;

  @Field()
  categoryName!: string;

  @Field(() => String, { nullable: true })
  categoryIcon!: string | null;

  @Field(() => String, { nullable: true })
  categoryColor!: string | null;

  @Field({ description: 'Exact decimal size of the money, e.g. "123.45" (positive for expenses too).' })
  spent!: string;

  @Field(() => Float, {
    description: 'Share of the total, 2 decimals; the rows add up to exactly 100 (largest remainder).',
  })
  percentage!: number;

  @Field(() => Int)
  transactionCount!: number;
}

@ObjectType('CategoryBreakdown', { simpleResolvers: true, description: 'Expenses (or income) by category.' })
export class CategoryBreakdownView {
  @Field({ description: 'YYYY-MM-DD, inclusive (Asia/Singapore day)' })
  startDate!: string;

  @Field({ description: 'YYYY-MM-DD, inclusive' })
  endDate!: string;

  @Field()
  isIncome!: boolean;

  @Field({ description: 'Exact decimal total of every row.' })
  totalSpent!: string;

  @Field(() => [CategorySpendingView], { description: 'Biggest first.' })
  categories!: CategorySpendingView[];
}

@ObjectType('ReportSummary', { simpleResolvers: true })
export class ReportSummaryView {
  @Field(() => Int, { description: 'All your accounts.' })
  accounts!: number;

  @Field(() => Int, { description: 'Accounts with at least one transaction in the range.' })
  activeAccounts!: number;

  @Field(() => Int)
  transactionCount!: number;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD of your first transaction of all time (not limited to the range); null without any.',
  })
  firstTransactionDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD of your latest transaction of all time (not limited to the range); null without any.',
  })
  lastTransactionDate!: string | null;
}

@ObjectType('SpendingTrendPoint', { simpleResolvers: true, description: 'One day, week or month of a trend.' })
export class SpendingTrendPointView {
  @Field()
  periodLabel!: string;

  @Field({ description: 'First day of the point, YYYY-MM-DD (its bucket cut to the range).' })
  date!: string;

  @Field({ description: 'Last day of the point, YYYY-MM-DD.' })
  endDate!: string;

  @Field({ description: 'Exact decimal size of the money out.' })
  expenses!: string;

  @Field({ description: 'Exact decimal of the money in.' })
  income!: string;

  @Field({ description: 'Income minus expenses, exact decimal.' })
  net!: string;

  @Field(() => Int)
  expenseTrxCount!: number;

  @Field(() => Int)
  incomeTrxCount!: number;
}

@ObjectType('SeriesTrend', { simpleResolvers: true })
export class SeriesTrendView {
  @Field({ description: 'increasing, decreasing or stable' })
  trend!: string;

  @Field(() => Float, { description: 'Signed percent with 2 decimals.' })
  percentage!: number;
}

@ObjectType('SpendingTrendSummary', {
  simpleResolvers: true,
  description:
    'Totals, averages per data point and highest data point, exact decimals. trend / trendPercentage read the expenses: the later half of the points against the earlier half, per day covered; stable within 5 %.',
})
export class SpendingTrendSummaryView {
  @Field()
  totalExpenses!: string;
  @Field()
  totalIncome!: string;
  @Field()
  totalNet!: string;
  @Field()
  avgExpenses!: string;
  @Field()
  avgIncome!: string;
  @Field()
  avgNet!: string;
  @Field()
  maxExpenses!: string;
  @Field()
  maxIncome!: string;
  @Field()
  maxNet!: string;
  @Field({ description: 'increasing, decreasing or stable (of expenses)' })
  trend!: string;
  @Field(() => Float)
  trendPercentage!: number;
  @Field(() => SeriesTrendView)
  incomeTrend!: SeriesTrendView;
  @Field(() => SeriesTrendView)
  netTrend!: SeriesTrendView;
}

@ObjectType('SpendingTrend', { simpleResolvers: true })
export class SpendingTrendView {
  @Field()
  startDate!: string;

  @Field()
  endDate!: string;

  @Field({ description: 'daily, weekly (ISO weeks, Monday to Sunday) or monthly' })
  aggregationLevel!: string;

  @Field(() => [SpendingTrendPointView], { description: 'Every data point of the range, oldest first, zero-filled.' })
  dataPoints!: SpendingTrendPointView[];

  @Field(() => SpendingTrendSummaryView)
  summary!: SpendingTrendSummaryView;
}

export function toCategoryBreakdownView(record: CategoryBreakdownRecord): CategoryBreakdownView {
  return Object.assign(new CategoryBreakdownView(), {
    startDate: record.startDate,
    endDate: record.endDate,
    isIncome: record.isIncome,
    totalSpent: centsToDecimal(record.totalCents),
    categories: record.categories.map((row) =>
      Object.assign(new CategorySpendingView(), {
        categoryId: row.categoryId,
        categoryName: row.categoryName,
        categoryIcon: row.categoryIcon,
        categoryColor: row.categoryColor,
        spent: centsToDecimal(row.spentCents),
        percentage: row.percentageHundredths / 100,
        transactionCount: row.transactionCount,
      }),
    ),
  });
}

export function toReportSummaryView(record: ReportSummaryRecord): ReportSummaryView {
  return Object.assign(new ReportSummaryView(), {
    accounts: record.accounts,
    activeAccounts: record.activeAccounts,
    transactionCount: record.transactionCount,
    firstTransactionDate: record.firstTransactionDate,
    lastTransactionDate: record.lastTransactionDate,
  });
}

const pointView = (point: TrendPointRecord): SpendingTrendPointView =>
  Object.assign(new SpendingTrendPointView(), {
    periodLabel: point.periodLabel,
    date: point.date,
    endDate: point.endDate,
    expenses: centsToDecimal(point.expensesCents),
    income: centsToDecimal(point.incomeCents),
    net: centsToDecimal(point.netCents),
    expenseTrxCount: point.expenseCount,
    incomeTrxCount: point.incomeCount,
  });

const seriesView = (series: SeriesTrend): SeriesTrendView =>
  Object.assign(new SeriesTrendView(), { trend: series.trend, percentage: series.percentage });

export function toSpendingTrendView(record: SpendingTrendRecord): SpendingTrendView {
  const { summary } = record;
  return Object.assign(new SpendingTrendView(), {
    startDate: record.startDate,
    endDate: record.endDate,
    aggregationLevel: record.aggregationLevel,
    dataPoints: record.dataPoints.map(pointView),
    summary: Object.assign(new SpendingTrendSummaryView(), {
      totalExpenses: centsToDecimal(summary.totalExpensesCents),
      totalIncome: centsToDecimal(summary.totalIncomeCents),
      totalNet: centsToDecimal(summary.totalNetCents),
      avgExpenses: centsToDecimal(summary.avgExpensesCents),
      avgIncome: centsToDecimal(summary.avgIncomeCents),
      avgNet: centsToDecimal(summary.avgNetCents),
      maxExpenses: centsToDecimal(summary.maxExpensesCents),
      maxIncome: centsToDecimal(summary.maxIncomeCents),
      maxNet: centsToDecimal(summary.maxNetCents),
      trend: summary.trend,
      trendPercentage: summary.trendPercentage,
      incomeTrend: seriesView(summary.incomeTrend),
      netTrend: seriesView(summary.netTrend),
    }),
  });
}
