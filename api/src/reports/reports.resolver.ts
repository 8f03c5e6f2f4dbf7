import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { TransactionView, toTransactionView } from '../transactions/transactions.types';
import { ReportsService } from './reports.service';
import {
  CategoryBreakdownView,
  ReportSummaryView,
  SpendingTrendView,
  toCategoryBreakdownView,
  toReportSummaryView,
  toSpendingTrendView,
} from './reports.types';

function serviceFor(context: GraphQLContext): { reports: ReportsService; userId: string } {
  const { em, user } = requireCaller(context);
  return { reports: new ReportsService(em), userId: user.id };
}

const DAY = 'YYYY-MM-DD (a Singapore day) or an ISO date-time, inclusive';

@Resolver()
export class ReportsResolver {
  @Query(() => CategoryBreakdownView, {
    description: 'Your expenses (or income with isIncome) by category in a range, biggest first.',
  })
  async categoryBreakdown(
    @Arg('startDate', { description: DAY }) startDate: string,
    @Arg('endDate', { description: DAY }) endDate: string,
    @Arg('isIncome', () => Boolean, { nullable: true }) isIncome: boolean | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CategoryBreakdownView> {
    const { reports, userId } = serviceFor(context);
    return toCategoryBreakdownView(await reports.categoryBreakdown(userId, { startDate, endDate, isIncome }));
  }

  @Query(() => ReportSummaryView, { description: 'Your accounts and transaction count in a range (all time without).' })
  async reportSummary(
    @Arg('startDate', () => String, { nullable: true, description: DAY }) startDate: string | null,
    @Arg('endDate', () => String, { nullable: true, description: DAY }) endDate: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ReportSummaryView> {
    const { reports, userId } = serviceFor(context);
    return toReportSummaryView(await reports.summary(userId, { startDate, endDate }));
  }

  @Query(() => SpendingTrendView, {
    description: 'Expenses, income and net per day, week (ISO, Monday to Sunday) or month of a range, with a summary.',
  })
  async spendingTrend(
    @Arg('startDate', { description: DAY }) startDate: string,
    @Arg('endDate', { description: DAY }) endDate: string,
    @Arg('aggregationLevel', () => String, { nullable: true, description: 'daily (default), weekly or monthly' })
    aggregationLevel: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<SpendingTrendView> {
    const { reports, userId } = serviceFor(context);
    return toSpendingTrendView(await reports.spendingTrend(userId, { startDate, endDate, aggregationLevel }));
  }

  @Query(() => [TransactionView], {
    description:
      'The top transactions of a range (10 by default): optionally one category and one direction, sorted by signed amount (asc: biggest expenses first) or date.',
  })
  async reportTransactions(
    @Arg('startDate', { description: DAY }) startDate: string,
    @Arg('endDate', { description: DAY }) endDate: string,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null,
    @Arg('isIncome', () => Boolean, { nullable: true }) isIncome: boolean | null,
    @Arg('sortBy', () => String, { nullable: true, description: 'amount (default) or date' }) sortBy: string | null,
    @Arg('sortOrder', () => String, { nullable: true, description: 'asc or desc (default)' }) sortOrder: string | null,
    @Arg('limit', () => Int, { nullable: true, description: '1-100, 10 by default' }) limit: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TransactionView[]> {
    const { reports, userId } = serviceFor(context);
    const rows = await reports.transactions(userId, {
      startDate,
      endDate,
      categoryId,
      isIncome,
      sortBy,
      sortOrder,
      limit,
    });
    return rows.map(toTransactionView);
  }
}
