import { spendingTrendSchema } from '@garden/core';
import { categoryBreakdownQuery, spendingTrendQuery } from '../../api/src/reports/reports.service';
import type { EmulatorAccount } from '../../test-support/auth-emulator';
import { graphql, type TestServer } from '../../test-support/test-server';
import { startWithHistory, type SeedRows, type Sql } from './bench-history';
import { percentile, round, writeBenchResult } from './bench-results';

const OWN_ROWS = 200_000;
const OTHER_USERS = 40;
const ROWS_PER_OTHER_USER = 20_000; // 800,000: one million rows in all
const HISTORY_DAYS = 1095;
const WARMUP = 20;
const RUNS = 200;

/**
 * The reports at scale: one user with 200,000 transactions over three years among 1,000,000, a category
 * breakdown of a whole year and a daily spending trend of a whole year (366 points), each through the api
 * (GraphQL over HTTP, with authentication and rate limiting) and as the same SQL run directly on PostgreSQL.
 */
describe('reports at scale', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  let aliceId: string;
  let sql: Sql;

  const seed: SeedRows = async (run, userId, accountId, rows, label) => {
    await run(
      `insert into transactions (user_id, account_id, category_id, date, description, merchant_key, amount_cents,
         category_source, dedupe_key)
       select ?, ?, cats.ids[1 + floor(random() * array_length(cats.ids, 1))::int],
         current_date - floor(random() * ${HISTORY_DAYS})::int,
         'MERCHANT ' || (g % 997) || ' SINGAPORE SG', 'MERCHANT ' || (g % 997),
         case when random() < 0.05 then 100000 + floor(random() * 500000)::int else -(100 + floor(random() * 30000)::int) end,
         'knowledge_base', ? || g
       from generate_series(1, ?) g
       cross join (select array_agg(id order by name) as ids from categories where is_system) cats`,
      [userId, accountId, `${label}|`, rows],
    );
  };

  beforeAll(async () => {
    ({ api, alice, aliceId, sql } = await startWithHistory({
      aliceEmail: 'alice.reports.bench',
      ownRows: OWN_ROWS,
      otherUsers: OTHER_USERS,
      rowsPerOtherUser: ROWS_PER_OTHER_USER,
      seed,
    }));
  });
  afterAll(() => api.close());

  it('serves a yearly category breakdown and a yearly daily trend close to the database’s own time', async () => {
    const [{ n: total } = { n: 0 }] = await sql<{ n: number }>('select count(*)::int as n from transactions');
    expect(total).toBe(OWN_ROWS + OTHER_USERS * ROWS_PER_OTHER_USER);
    const today = new Date();
    const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
    // A whole year (366 days), ending on a different day of the last two years on each run.
    const yearEnding = (run: number) => ({ startDate: daysAgo(365 + (run % 365)), endDate: daysAgo(run % 365) });

    const breakdownApi: number[] = [];
    const breakdownSql: number[] = [];
    let breakdownRows = 0;
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const range = yearEnding(run);
      // Every other run measures the SQL first, so neither side always finds the other's pages cached.
      const { sql: text, params } = categoryBreakdownQuery(aliceId, range, false);
      const runSql = async () => {
        const started = performance.now();
        const rows = await sql<{ category_id: string; cents: string }>(text, params);
        return { rows, ms: performance.now() - started };
      };
      const first = run % 2 === 1 ? await runSql() : undefined;
      const apiStart = performance.now();
      const response = await graphql<{
        categoryBreakdown: { totalSpent: string; categories: { categoryId: string; spent: string }[] };
      }>(
        api.baseUrl,
        `
          query ($s: String!, $e: String!) {
            categoryBreakdown(startDate: $s, endDate: $e) {
              totalSpent
              categories {
                categoryId
                categoryName
                categoryIcon
                categoryColor
                spent
                percentage
                transactionCount
              }
            }
          }
        `,
        { s: range.startDate, e: range.endDate },
        alice.idToken,
      );
      const apiMs = performance.now() - apiStart;
      const { rows: direct, ms: sqlMs } = first ?? (await runSql());
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.categoryBreakdown.categories.map((row) => row.categoryId)).toEqual(
        direct.map((row) => row.category_id),
      );
      breakdownRows += direct.length;
      if (run >= WARMUP) {
        breakdownApi.push(apiMs);
        breakdownSql.push(sqlMs);
      }
    }
    expect(breakdownRows).toBeGreaterThan(0);

    const trendApi: number[] = [];
    const trendSql: number[] = [];
    let points = 0;
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const range = yearEnding(run);
      const { sql: text, params } = spendingTrendQuery(
        aliceId,
        spendingTrendSchema.parse({ ...range, aggregationLevel: 'daily' }),
      );
      const runSql = async () => {
        const started = performance.now();
        const rows = await sql<{ start_day: string }>(text, params);
        return { rows, ms: performance.now() - started };
      };
      const first = run % 2 === 1 ? await runSql() : undefined;
      const apiStart = performance.now();
      const response = await graphql<{
        spendingTrend: { dataPoints: { date: string; expenses: string }[]; summary: { totalExpenses: string } };
      }>(
        api.baseUrl,
        `
          query ($s: String!, $e: String!) {
            spendingTrend(startDate: $s, endDate: $e, aggregationLevel: "daily") {
              dataPoints {
                periodLabel
                date
                endDate
                expenses
                income
                net
                expenseTrxCount
                incomeTrxCount
              }
              summary {
                totalExpenses
                totalIncome
                totalNet
                avgExpenses
                maxExpenses
                trend
                trendPercentage
              }
            }
          }
        `,
        { s: range.startDate, e: range.endDate },
        alice.idToken,
      );
      const apiMs = performance.now() - apiStart;
      const { rows: direct, ms: sqlMs } = first ?? (await runSql());
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.spendingTrend.dataPoints.map((point) => point.date)).toEqual(
        direct.map((row) => row.start_day),
      );
      points = direct.length;
      if (run >= WARMUP) {
        trendApi.push(apiMs);
        trendSql.push(sqlMs);
      }
    }
    expect(points).toBe(366);

    // The fixed cost of any authenticated GraphQL call with a tiny answer, to read the reports' share off.
    const baseline: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const started = performance.now();
      const response = await graphql(api.baseUrl, '{ transactionAccounts { id } }', {}, alice.idToken);
      if (run >= WARMUP) baseline.push(performance.now() - started);
      expect(response.body.errors).toBeUndefined();
    }

    const summary = (apiMs: number[], sqlMs: number[], target: number) => {
      const apiP95 = percentile(apiMs, 95);
      const sqlP95 = percentile(sqlMs, 95);
      return {
        target: `api p95 under ${target} ms`,
        runs: apiMs.length,
        api_p50_ms: percentile(apiMs, 50),
        api_p95_ms: apiP95,
        sql_p50_ms: percentile(sqlMs, 50),
        sql_p95_ms: sqlP95,
        p95_ratio: round(apiP95 / sqlP95),
        met: apiP95 < target,
      };
    };
    writeBenchResult('reports', {
      data: {
        transactions: total,
        own_transactions: OWN_ROWS,
        own_history_days: HISTORY_DAYS,
        users: OTHER_USERS + 1,
      },
      api: 'GraphQL over HTTP on 127.0.0.1 (token check, rate limit, user row) vs the same SQL on the same pool',
      authenticated_call_baseline: {
        note: 'any authenticated GraphQL call with a tiny answer ({ transactionAccounts { id } })',
        p50_ms: percentile(baseline, 50),
        p95_ms: percentile(baseline, 95),
      },
      category_breakdown_one_year: summary(breakdownApi, breakdownSql, 100),
      spending_trend_one_year_daily: { ...summary(trendApi, trendSql, 100), data_points: points },
    });
  });
});
