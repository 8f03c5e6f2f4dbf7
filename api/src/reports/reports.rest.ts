import type { Request } from 'express';
import { Router } from 'express';
import { centsToNumber } from '@garden/core';
import { callerOf } from '../rest/rest-auth';
import { withSnakeErrors } from '../rest/rest-fields';
import { transactionJson } from '../transactions/transactions.views';
import { ReportsService, type SpendingTrendRecord, type CategoryBreakdownRecord } from './reports.service';

const SNAKE: Record<string, string> = {
  startDate: 'start_date',
  endDate: 'end_date',
  isIncome: 'is_income',
  aggregationLevel: 'aggregation_level',
  categoryId: 'category_id',
  sortBy: 'sort_by',
  sortOrder: 'sort_order',
};

/** Validation errors named with the REST client's snake_case fields. */
const snakeErrors = <T>(work: Promise<T>): Promise<T> => withSnakeErrors(SNAKE, work);

const queryText = (request: Request, name: string): string | undefined => {
  const raw = request.query[name];
  return typeof raw === 'string' ? raw : undefined;
};

/** REST shape of a category breakdown: amounts as JSON numbers (2 decimals), percentages with 2 decimals. */
export function breakdownJson(record: CategoryBreakdownRecord): Record<string, unknown> {
  return {
    start_date: record.startDate,
    end_date: record.endDate,
    is_income: record.isIncome,
    total_spent: centsToNumber(record.totalCents),
    categories: record.categories.map((row) => ({
      category_id: row.categoryId,
      category_name: row.categoryName,
      category_icon: row.categoryIcon,
      category_color: row.categoryColor,
      spent: centsToNumber(row.spentCents),
      percentage: row.percentageHundredths / 100,
      transaction_count: row.transactionCount,
    })),
  };
}

export function trendJson(record: SpendingTrendRecord): Record<string, unknown> {
  const { summary } = record;
  return {
    start_date: record.startDate,
    end_date: record.endDate,
    aggregation_level: record.aggregationLevel,
    data_points: record.dataPoints.map((point) => ({
      period_label: point.periodLabel,
      date: point.date,
      end_date: point.endDate,
      expenses: centsToNumber(point.expensesCents),
      income: centsToNumber(point.incomeCents),
      net: centsToNumber(point.netCents),
      expense_trx_count: point.expenseCount,
      income_trx_count: point.incomeCount,
    })),
    summary: {
      total_expenses: centsToNumber(summary.totalExpensesCents),
      total_income: centsToNumber(summary.totalIncomeCents),
      total_net: centsToNumber(summary.totalNetCents),
      avg_expenses: centsToNumber(summary.avgExpensesCents),
      avg_income: centsToNumber(summary.avgIncomeCents),
      avg_net: centsToNumber(summary.avgNetCents),
      max_expenses: centsToNumber(summary.maxExpensesCents),
      max_income: centsToNumber(summary.maxIncomeCents),
      max_net: centsToNumber(summary.maxNetCents),
      trend: summary.trend,
      trend_percentage: summary.trendPercentage,
      income_trend: summary.incomeTrend.trend,
      income_trend_percentage: summary.incomeTrend.percentage,
      net_trend: summary.netTrend.trend,
      net_trend_percentage: summary.netTrend.percentage,
    },
  };
}

/** The REST gateway of reports, over the same service as GraphQL. */
export function reportsRoutes(): Router {
  const router = Router();
  const service = (request: Request): { reports: ReportsService; userId: string } => {
    const { em, user } = callerOf(request);
    return { reports: new ReportsService(em), userId: user.id };
  };

  router.post('/reports/category-breakdown', async (request, response) => {
    const { reports, userId } = service(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const result = await snakeErrors(
      reports.categoryBreakdown(userId, {
        startDate: body.start_date,
        endDate: body.end_date,
        isIncome: body.is_income,
      }),
    );
    response.json(breakdownJson(result));
  });

  router.get('/reports/summary', async (request, response) => {
    const { reports, userId } = service(request);
    const result = await snakeErrors(
      reports.summary(userId, {
        startDate: queryText(request, 'start_date'),
        endDate: queryText(request, 'end_date'),
      }),
    );
    response.json({
      start_date: result.startDate,
      end_date: result.endDate,
      accounts: result.accounts,
      active_accounts: result.activeAccounts,
      transaction_count: result.transactionCount,
      first_transaction_date: result.firstTransactionDate,
      last_transaction_date: result.lastTransactionDate,
    });
  });

  router.get('/reports/spending-trend', async (request, response) => {
    const { reports, userId } = service(request);
    const result = await snakeErrors(
      reports.spendingTrend(userId, {
        startDate: queryText(request, 'start_date'),
        endDate: queryText(request, 'end_date'),
        aggregationLevel: queryText(request, 'aggregation_level'),
      }),
    );
    response.json(trendJson(result));
  });

  router.post('/reports/transaction-details', async (request, response) => {
    const { reports, userId } = service(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const rows = await snakeErrors(
      reports.transactions(userId, {
        startDate: body.start_date,
        endDate: body.end_date,
        categoryId: body.category_id,
        isIncome: body.is_income,
        sortBy: body.sort_by,
        sortOrder: body.sort_order,
        limit: body.limit,
      }),
    );
    response.json(rows.map((row) => transactionJson(row)));
  });

  return router;
}
