import { Cluster, SAMPLE, percentile, writeFaultResult } from './cluster';
import { cardStatement, signUpUsers, uploadStatement, type FaultUser } from './users';

const USERS = SAMPLE ? 10 : 50;
const DURATION_MS = SAMPLE ? 10_000 : 60_000;
/** The README's default per-user limit: a person this busy is told to slow down, which is expected. */
const USER_LIMIT = 600;

const YEAR = { start_date: '2024-01-01', end_date: '2024-12-31' };
const query = new URLSearchParams(YEAR).toString();

/** The mix of calls the app makes when people browse: transaction pages with filters, reports, dashboard. */
const CALLS: { name: string; method: string; path: string; body?: unknown }[] = [
  { name: 'transactions page', method: 'GET', path: `/transactions?skip=0&limit=20&${query}` },
  { name: 'transactions filtered', method: 'GET', path: `/transactions?search=GRAB&type=expenses&${query}` },
  { name: 'transactions page 2', method: 'GET', path: `/transactions?skip=20&limit=20&${query}&sort_order=asc` },
  { name: 'report summary', method: 'GET', path: `/reports/summary?${query}` },
  { name: 'spending trend', method: 'GET', path: `/reports/spending-trend?${query}` },
  { name: 'category breakdown', method: 'POST', path: '/reports/category-breakdown', body: YEAR },
  { name: 'dashboard', method: 'GET', path: '/dashboard/assets-breakdown' },
  { name: 'accounts', method: 'GET', path: '/accounts' },
  { name: 'categories', method: 'GET', path: '/categories' },
];

interface Sample {
  name: string;
  ms: number;
  status: number;
}

/**
 * Scenario 5: 50 people at once for a minute over both apis (two workers importing their uploads). Counts
 * errors other than the expected 429s and reports latency percentiles and throughput. On this machine the
 * two cores are shared with the processes under test and with other work, so the numbers are a floor.
 */
describe('load over both apis', () => {
  const cluster = new Cluster('load', { apiEnv: { RATE_LIMIT_USER_PER_MINUTE: String(USER_LIMIT) } });
  beforeAll(() => cluster.start());
  afterAll(() => cluster.stop());

  it(`serves ${USERS} concurrent people without errors`, async () => {
    const users = await signUpUsers(cluster, 'load', USERS);
    const statements = await Promise.all(users.map((_, index) => cardStatement(index + 1, 6, 40)));
    const samples: Sample[] = [];
    const failures: string[] = [];

    const person = async (user: FaultUser, index: number, until: number): Promise<void> => {
      let turn = index;
      const timed = async (name: string, send: () => Promise<number>): Promise<void> => {
        const started = performance.now();
        let status = 0;
        try {
          status = await send();
        } catch (error) {
          failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
        samples.push({ name, ms: performance.now() - started, status });
      };
      // One upload each, through one api or the other.
      const statement = statements[index];
      if (statement) {
        await timed('upload', async () => {
          await uploadStatement(cluster.apis[index % 2]?.baseUrl ?? '', user, statement);
          return 202;
        });
      }
      while (Date.now() < until) {
        const call = CALLS[turn % CALLS.length];
        const api = cluster.apis[turn % 2];
        turn += 1;
        if (!call || !api) continue;
        await timed(call.name, async () => {
          const response = await fetch(`${api.baseUrl}/api/v1${call.path}`, {
            method: call.method,
            headers: {
              authorization: `Bearer ${user.idToken}`,
              ...(call.body ? { 'content-type': 'application/json' } : {}),
            },
            body: call.body ? JSON.stringify(call.body) : undefined,
          });
          await response.arrayBuffer();
          if (response.status >= 400 && response.status !== 429) failures.push(`${call.name}: ${response.status}`);
          return response.status;
        });
      }
    };

    const started = Date.now();
    await Promise.all(users.map((user, index) => person(user, index, started + DURATION_MS)));
    const elapsedMs = Date.now() - started;

    const answered = samples.filter((sample) => sample.status > 0 && sample.status < 400);
    const latencies = answered.map((sample) => sample.ms);
    const byCall = Object.fromEntries(
      [...new Set(samples.map((sample) => sample.name))].map((name) => {
        const ms = answered.filter((sample) => sample.name === name).map((sample) => sample.ms);
        return [name, { count: ms.length, p50_ms: percentile(ms, 50), p95_ms: percentile(ms, 95) }];
      }),
    );
    const jobs = await cluster.sql<{ status: string; count: string }>(
      'select status, count(*) as count from upload_jobs group by status',
    );
    const result = {
      users: USERS,
      duration_ms: elapsedMs,
      requests: samples.length,
      throughput_per_s: Math.round((samples.length / elapsedMs) * 1000 * 10) / 10,
      errors: failures.length,
      error_examples: failures.slice(0, 10),
      rate_limited_429: samples.filter((sample) => sample.status === 429).length,
      p50_ms: percentile(latencies, 50),
      p95_ms: percentile(latencies, 95),
      p99_ms: percentile(latencies, 99),
      target: 'p95 under 150 ms',
      met: percentile(latencies, 95) < 150,
      by_call: byCall,
      upload_jobs_at_end: Object.fromEntries(jobs.map((row) => [row.status, Number(row.count)])),
      caveat: 'two cores shared by the load generator, 2 apis, 2 workers, PostgreSQL, RabbitMQ and other work',
    };
    writeFaultResult('5-load', result);
    expect(failures).toEqual([]);
  });
});
