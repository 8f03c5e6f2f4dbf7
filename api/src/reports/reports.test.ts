import { reportPeriodRange } from '@garden/core';
import { gql, rest, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import { seedAccount, seedTransactionRows, systemCategoryIds } from '../../../test-support/test-database';
import { requestJson, type TestServer } from '../../../test-support/test-server';

interface BreakdownJson {
  start_date: string;
  end_date: string;
  total_spent: number;
  categories: { category_id: string | null; category_name: string; spent: number; percentage: number }[];
}
interface PointJson {
  period_label: string;
  date: string;
  end_date: string;
  expenses: number;
  income: number;
  net: number;
  expense_trx_count: number;
  income_trx_count: number;
}
interface TrendJson {
  data_points: PointJson[];
  summary: Record<string, number | string>;
}
interface TxJson {
  id: string;
  date: string;
  amount: number;
  description: string;
  category_name: string | null;
}

/*
 * Seeded figures (Alice; every amount in cents, hand-added below). October 2025 starts on a Wednesday; the ISO
 * week of Monday 27 October runs to Sunday 2 November, across the month end.
 *
 *   2025-09-30  Food       -10.00   (the day before October)
 *   2025-10-01  Food       -12.34   (first day of October)
 *   2025-10-01  Salary   +5000.00
 *   2025-10-05  Groceries  -45.60
 *   2025-10-06  Transport   -3.21
 *   2025-10-15  Food       -20.01
 *   2025-10-20  (none)      -5.55   (no category: counts as Uncategorized)
 *   2025-10-29  Shopping  -100.00
 *   2025-10-31  Groceries   -0.99   (last day of October)
 *   2025-10-31  Refunds    +15.50
 *   2025-11-01  Food        -7.77   (the day after October)
 *   2025-11-02  Transport   -2.00
 * Bob: 2025-10-15 Food -999.99, which must never show in Alice's figures.
 *
 * October expenses by category: Shopping 100.00, Groceries 46.59, Food 32.35, Uncategorized 5.55,
 * Transport 3.21; total 187.70. Exact shares 53.2765 / 24.8215 / 17.2349 / 2.9568 / 1.7102 %: rounded down
 * 53.27 + 24.82 + 17.23 + 2.95 + 1.71 = 99.98, the two missing hundredths go to the largest remainders
 * (Uncategorized .68, Shopping .65): 53.28, 24.82, 17.23, 2.96, 1.71 = 100.00.
 *
 * Weekly, 1 October to 2 November:
 *   1-5 Oct (Wed-Sun, 5 days)  expenses 57.94 (2)  income 5000.00 (1)  net 4942.06
 *   6-12 Oct                   expenses   3.21 (1)
 *   13-19 Oct                  expenses  20.01 (1)
 *   20-26 Oct                  expenses   5.55 (1)
 *   27 Oct - 2 Nov             expenses 110.76 (4)  income 15.50 (1)   net -95.26
 *   totals: expenses 197.47, income 5015.50, net 4818.03; averages over 5 points 39.49 (39.494),
 *   1003.10, 963.61 (963.606); highest 110.76, 5000.00, net 4942.06.
 *   Trend of expenses: earlier half (first two weeks) 61.15 over 12 days, later half (last two weeks) 116.31
 *   over 14 days: (116.31/14 - 61.15/12) / (61.15/12) = 53962 / 85610 = +63.03 %: increasing.
 *   Income: 5000.00 over 12 days, then 15.50 over 14: (1550*12 - 500000*14) / (500000*14) = -99.73 %.
 *   Net: 4938.85 over 12 days, then -100.81 over 14: (-10081*12 - 493885*14) / (493885*14) = -101.75 %.
 */
describe('reports API', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  const categories: Record<string, string> = {};
  let bobOwnCategory: string;

  const account = (userId: string, name: string, last4: string): Promise<string> =>
    seedAccount(api.database, { userId, name, institution: 'OCBC', accountType: 'savings', last4 });

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'alice.reports', bob: 'bob.reports' }));
    Object.assign(categories, await systemCategoryIds(api.database));
    const [own] = await api.database.sql<{ id: string }>(
      `insert into categories (user_id, name, icon, color) values (?, 'Bob Hobby', '🎣', '#123456') returning id`,
      [bob.id],
    );
    bobOwnCategory = own?.id ?? '';
    const card = await account(alice.id, 'OCBC 365', '9473');
    const savings = await account(alice.id, 'OCBC 360', '1234');
    await account(alice.id, 'DBS Multiplier', '5678'); // no transactions: counted, never active
    const bobCard = await account(bob.id, 'Bob Card', '5555');
    await seedTransactionRows(api.database, alice.id, categories, [
      [card, '2025-09-30', 'TOAST BOX', -10_00, 'Food & Dining'],
      [card, '2025-10-01', 'YA KUN KAYA TOAST', -12_34, 'Food & Dining'],
      [savings, '2025-10-01', 'SALARY ACME PTE LTD', 5000_00, 'Salary & Income'],
      [card, '2025-10-05', 'NTUC FAIRPRICE', -45_60, 'Groceries'],
      [card, '2025-10-06', 'BUS/MRT', -3_21, 'Transport'],
      [card, '2025-10-15', 'DIN TAI FUNG', -20_01, 'Food & Dining'],
      [card, '2025-10-20', 'MYSTERY SHOP', -5_55, null],
      [card, '2025-10-29', 'UNIQLO ION', -100_00, 'Shopping'],
      [card, '2025-10-31', 'COLD STORAGE', -99, 'Groceries'],
      [card, '2025-10-31', 'REFUND UNIQLO', 15_50, 'Refunds'],
      [card, '2025-11-01', 'KOPITIAM', -7_77, 'Food & Dining'],
      [card, '2025-11-02', 'GRAB RIDES', -2_00, 'Transport'],
    ]);
    await seedTransactionRows(api.database, bob.id, categories, [
      [bobCard, '2025-10-15', 'DIN TAI FUNG', -999_99, 'Food & Dining'],
    ]);
  });
  afterAll(() => api.close());

  const october = { start_date: '2025-10-01', end_date: '2025-10-31' };

  describe('category breakdown', () => {
    it('sums October expenses per category to the cent, shares adding up to 100.00', async () => {
      const response = await rest<BreakdownJson>(alice, 'POST', '/reports/category-breakdown', october);
      expect(response.status).toBe(200);
      expect(response.body.total_spent).toBe(187.7);
      expect(
        response.body.categories.map((row) => [row.category_name, row.spent, row.percentage, row.category_id]),
      ).toEqual([
        ['Shopping', 100, 53.28, categories.Shopping],
        ['Groceries', 46.59, 24.82, categories.Groceries],
        ['Food & Dining', 32.35, 17.23, categories['Food & Dining']],
        ['Uncategorized', 5.55, 2.96, categories.Uncategorized],
        ['Transport', 3.21, 1.71, categories.Transport],
      ]);
      const total = response.body.categories.reduce((sum, row) => sum + Math.round(row.percentage * 100), 0);
      expect(total).toBe(10_000);
    });

    it('answers the same in GraphQL with exact decimal strings, and income on request', async () => {
      const result = await gql<{
        categoryBreakdown: { totalSpent: string; categories: { categoryName: string; spent: string }[] };
      }>(
        alice,
        `query ($s: String!, $e: String!, $i: Boolean) { categoryBreakdown(startDate: $s, endDate: $e, isIncome: $i) {
          totalSpent categories { categoryName spent percentage transactionCount } } }`,
        { s: '2025-10-01', e: '2025-10-31' },
      );
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data?.categoryBreakdown.totalSpent).toBe('187.70');
      expect(result.body.data?.categoryBreakdown.categories[0]).toEqual({
        categoryName: 'Shopping',
        spent: '100.00',
        percentage: 53.28,
        transactionCount: 1,
      });
      const income = await gql<{ categoryBreakdown: { totalSpent: string; categories: { spent: string }[] } }>(
        alice,
        `query { categoryBreakdown(startDate: "2025-10-01", endDate: "2025-10-31", isIncome: true) {
          totalSpent categories { categoryName spent percentage } } }`,
      );
      expect(income.body.data?.categoryBreakdown).toEqual({
        totalSpent: '5015.50',
        categories: [
          { categoryName: 'Salary & Income', spent: '5000.00', percentage: 99.69 },
          { categoryName: 'Refunds', spent: '15.50', percentage: 0.31 },
        ],
      });
    });

    it('takes the first and last day of a Singapore period and nothing beyond', async () => {
      // 15 November in Singapore: last month is the whole of October.
      const lastMonth = reportPeriodRange('last-month', new Date('2025-11-14T16:30:00Z'));
      expect(lastMonth).toEqual({ startDate: '2025-10-01', endDate: '2025-10-31' });
      // At 00:00 on 1 November in Singapore (still 31 October in UTC) this month is 1 November alone.
      const thisMonth = reportPeriodRange('this-month', new Date('2025-10-31T16:00:00Z'));
      expect(thisMonth).toEqual({ startDate: '2025-11-01', endDate: '2025-11-01' });
      const body = (range: { startDate: string; endDate: string }) => ({
        start_date: range.startDate,
        end_date: range.endDate,
      });
      const first = await rest<BreakdownJson>(alice, 'POST', '/reports/category-breakdown', body(thisMonth));
      expect(first.body.categories.map((row) => [row.category_name, row.spent])).toEqual([['Food & Dining', 7.77]]);
      // ISO date-times are read in Singapore: 30 Sep 16:00Z is 1 Oct 00:00 there; 31 Oct 15:59:59Z is 23:59:59.
      const instants = await rest<BreakdownJson>(alice, 'POST', '/reports/category-breakdown', {
        start_date: '2025-09-30T16:00:00.000Z',
        end_date: '2025-10-31T15:59:59.999Z',
      });
      expect(instants.body.total_spent).toBe(187.7);
      expect([instants.body.start_date, instants.body.end_date]).toEqual(['2025-10-01', '2025-10-31']);
    });

    it('refuses a range without dates or backwards, naming the fields', async () => {
      const missing = await rest(alice, 'POST', '/reports/category-breakdown', {});
      expect(missing.status).toBe(422);
      expect(missing.body).toMatchObject({ detail: 'Start date is required' });
      const backwards = await rest(alice, 'POST', '/reports/category-breakdown', {
        start_date: '2025-10-31',
        end_date: '2025-10-01',
      });
      expect(backwards.status).toBe(422);
      expect(JSON.stringify(backwards.body)).toContain('end_date');
    });
  });

  describe('spending trend', () => {
    it('cuts ISO weeks, one across the month end, with exact totals, averages, highs and the trend', async () => {
      const response = await rest<TrendJson>(
        alice,
        'GET',
        '/reports/spending-trend?start_date=2025-10-01&end_date=2025-11-02&aggregation_level=weekly',
      );
      expect(response.status).toBe(200);
      expect(
        response.body.data_points.map((point) => [
          point.period_label,
          point.date,
          point.end_date,
          point.expenses,
          point.income,
          point.net,
          point.expense_trx_count,
          point.income_trx_count,
        ]),
      ).toEqual([
        ['1–5 Oct', '2025-10-01', '2025-10-05', 57.94, 5000, 4942.06, 2, 1],
        ['6–12 Oct', '2025-10-06', '2025-10-12', 3.21, 0, -3.21, 1, 0],
        ['13–19 Oct', '2025-10-13', '2025-10-19', 20.01, 0, -20.01, 1, 0],
        ['20–26 Oct', '2025-10-20', '2025-10-26', 5.55, 0, -5.55, 1, 0],
        ['27 Oct – 2 Nov', '2025-10-27', '2025-11-02', 110.76, 15.5, -95.26, 4, 1],
      ]);
      expect(response.body.summary).toEqual({
        total_expenses: 197.47,
        total_income: 5015.5,
        total_net: 4818.03,
        avg_expenses: 39.49,
        avg_income: 1003.1,
        avg_net: 963.61,
        max_expenses: 110.76,
        max_income: 5000,
        max_net: 4942.06,
        trend: 'increasing',
        trend_percentage: 63.03,
        income_trend: 'decreasing',
        income_trend_percentage: -99.73,
        net_trend: 'decreasing',
        net_trend_percentage: -101.75,
      });
    });

    it('zero-fills every day (daily is the default) and cuts months to the range', async () => {
      const daily = await rest<TrendJson>(
        alice,
        'GET',
        '/reports/spending-trend?start_date=2025-10-01&end_date=2025-10-31',
      );
      expect(daily.body.data_points).toHaveLength(31);
      expect(daily.body.data_points[0]).toMatchObject({ period_label: '1 Oct', expenses: 12.34, income: 5000 });
      expect(daily.body.data_points[30]).toMatchObject({
        period_label: '31 Oct',
        date: '2025-10-31',
        expenses: 0.99,
        income: 15.5,
        net: 14.51,
      });
      expect(daily.body.data_points[1]).toMatchObject({ expenses: 0, income: 0, net: 0 });
      expect(daily.body.summary.total_expenses).toBe(187.7);
      expect(daily.body.summary.avg_expenses).toBe(6.05); // 187.70 / 31 = 6.0548...

      const monthly = await gql<{
        spendingTrend: { dataPoints: { periodLabel: string; date: string; endDate: string; expenses: string }[] };
      }>(
        alice,
        `query { spendingTrend(startDate: "2025-09-15", endDate: "2025-11-02", aggregationLevel: "monthly") {
          dataPoints { periodLabel date endDate expenses } summary { totalExpenses trend trendPercentage } } }`,
      );
      expect(monthly.body.errors).toBeUndefined();
      expect(monthly.body.data?.spendingTrend.dataPoints).toEqual([
        { periodLabel: 'Sep 2025', date: '2025-09-15', endDate: '2025-09-30', expenses: '10.00' },
        { periodLabel: 'Oct 2025', date: '2025-10-01', endDate: '2025-10-31', expenses: '187.70' },
        { periodLabel: 'Nov 2025', date: '2025-11-01', endDate: '2025-11-02', expenses: '9.77' },
      ]);
    });

    it('refuses an unknown aggregation level and too many points', async () => {
      const hourly = await rest(
        alice,
        'GET',
        '/reports/spending-trend?start_date=2025-10-01&end_date=2025-10-31&aggregation_level=hourly',
      );
      expect(hourly.status).toBe(422);
      expect(hourly.body).toMatchObject({ detail: 'Aggregation level must be one of: daily, weekly, monthly' });
      const tooMany = await rest(alice, 'GET', '/reports/spending-trend?start_date=2020-01-01&end_date=2025-10-31');
      expect(tooMany.status).toBe(422);
    });
  });

  describe('summary and transaction details', () => {
    it('counts accounts, active accounts and transactions in a range', async () => {
      const response = await rest(alice, 'GET', '/reports/summary?start_date=2025-10-01&end_date=2025-10-31');
      expect(response.body).toEqual({
        start_date: '2025-10-01',
        end_date: '2025-10-31',
        accounts: 3,
        active_accounts: 2,
        transaction_count: 9,
        // Of all time, whatever the range: where older or newer data lies.
        first_transaction_date: '2025-09-30',
        last_transaction_date: '2025-11-02',
      });
      const allTime = await gql<{ reportSummary: Record<string, number> }>(
        alice,
        '{ reportSummary { accounts activeAccounts transactionCount firstTransactionDate lastTransactionDate } }',
      );
      expect(allTime.body.errors).toBeUndefined();
      expect(allTime.body.data?.reportSummary).toEqual({
        accounts: 3,
        activeAccounts: 2,
        transactionCount: 12,
        firstTransactionDate: '2025-09-30',
        lastTransactionDate: '2025-11-02',
      });
      const empty = await gql<{ reportSummary: Record<string, number> }>(
        alice,
        '{ reportSummary(startDate: "2020-01-01", endDate: "2020-12-31") { transactionCount lastTransactionDate } }',
      );
      expect(empty.body.data?.reportSummary).toEqual({ transactionCount: 0, lastTransactionDate: '2025-11-02' });
    });

    it('lists the top expenses of a range and of a category, biggest first, 10 at most', async () => {
      const top = await rest<TxJson[]>(alice, 'POST', '/reports/transaction-details', {
        start_date: '2025-09-30T16:00:00.000Z',
        end_date: '2025-10-31T15:59:59.999Z',
        is_income: false,
        sort_by: 'amount',
        sort_order: 'asc',
        limit: 10,
      });
      expect(top.status).toBe(200);
      expect(top.body.map((row) => row.amount)).toEqual([-100, -45.6, -20.01, -12.34, -5.55, -3.21, -0.99]);
      const food = await rest<TxJson[]>(alice, 'POST', '/reports/transaction-details', {
        ...october,
        category_id: categories['Food & Dining'],
        is_income: false,
        sort_order: 'asc',
      });
      expect(food.body.map((row) => [row.date, row.amount])).toEqual([
        ['2025-10-15', -20.01],
        ['2025-10-01', -12.34],
      ]);
      // Uncategorized also takes the transaction that has no category.
      const uncategorized = await gql<{ reportTransactions: { description: string; amount: string }[] }>(
        alice,
        `query ($c: ID) { reportTransactions(startDate: "2025-10-01", endDate: "2025-10-31", categoryId: $c, isIncome: false, sortOrder: "asc") { description amount } }`,
        { c: categories.Uncategorized },
      );
      expect(uncategorized.body.data?.reportTransactions).toEqual([{ description: 'MYSTERY SHOP', amount: '-5.55' }]);
      const income = await rest<TxJson[]>(alice, 'POST', '/reports/transaction-details', {
        ...october,
        is_income: true,
        sort_by: 'amount',
        sort_order: 'desc',
        limit: 1,
      });
      expect(income.body.map((row) => row.amount)).toEqual([5000]);
    });
  });

  describe('isolation', () => {
    it("never counts another user's transactions and answers their category like a missing one", async () => {
      const bobBreakdown = await rest<BreakdownJson>(bob, 'POST', '/reports/category-breakdown', october);
      expect(bobBreakdown.body.total_spent).toBe(999.99);
      expect(bobBreakdown.body.categories).toHaveLength(1);
      const bobTrend = await rest<TrendJson>(
        bob,
        'GET',
        '/reports/spending-trend?start_date=2025-10-01&end_date=2025-11-02&aggregation_level=weekly',
      );
      expect(bobTrend.body.summary.total_expenses).toBe(999.99);
      expect(bobTrend.body.summary.total_income).toBe(0);
      const bobSummary = await rest(bob, 'GET', '/reports/summary');
      expect(bobSummary.body).toMatchObject({ accounts: 1, active_accounts: 1, transaction_count: 1 });
      const bobTop = await rest<TxJson[]>(bob, 'POST', '/reports/transaction-details', {
        ...october,
        sort_order: 'asc',
      });
      expect(bobTop.body.map((row) => row.description)).toEqual(['DIN TAI FUNG']);

      const others = await rest(alice, 'POST', '/reports/transaction-details', {
        ...october,
        category_id: bobOwnCategory,
      });
      const missing = await rest(alice, 'POST', '/reports/transaction-details', {
        ...october,
        category_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(others.status).toBe(404);
      expect(others.body).toEqual({ detail: 'Category not found' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(others.body);
      const gqlOthers = await gql(
        alice,
        `query ($c: ID) { reportTransactions(startDate: "2025-10-01", endDate: "2025-10-31", categoryId: $c) { id } }`,
        { c: bobOwnCategory },
      );
      expect(gqlOthers.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('needs a signed-in caller', async () => {
      const anonymous = await requestJson(`${api.baseUrl}/api/v1/reports/summary`);
      expect(anonymous.status).toBe(401);
    });
  });
});
