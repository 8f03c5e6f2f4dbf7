import { Cluster, SAMPLE, percentile, writeFaultResult } from './cluster';
import { cpuSnapshot, cpuSpent, perRequest } from './cpu';
import { send } from './http-client';
import { cardStatement, signUpUsers, uploadStatement, type FaultUser } from './users';

const USERS = SAMPLE ? 10 : 50;
const DURATION_MS = SAMPLE ? 10_000 : 60_000;
/** The README's default per-user limit: a person this busy is told to slow down, which is expected. */
const USER_LIMIT = 600;
/** Calls of each kind one person makes alone afterwards, to weigh what each kind costs without queueing. */
const QUIET_CALLS = SAMPLE ? 30 : 100;
/**
 * The paced run's model of a person: after each answer they read the page before the next click, a think time
 * drawn uniformly from 0.5 to 2 s (mean 1.25 s). 50 such people ask about 40 calls a second in all, where the
 * unpaced run (no think time at all) asks as fast as the apis answer and so measures saturation.
 */
const THINK_MS = { min: 500, max: 2_000 };
const PACED_DURATION_MS = SAMPLE ? 10_000 : 60_000;

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

/** One call of the mix as one person; the status, or a thrown error when nothing answered. */
async function call(baseUrl: string, user: FaultUser, which: (typeof CALLS)[number]): Promise<number> {
  const response = await send(`${baseUrl}/api/v1${which.path}`, {
    method: which.method,
    headers: {
      authorization: `Bearer ${user.idToken}`,
      // As a browser does: the apis compress what is worth compressing.
      'accept-encoding': 'gzip, deflate, br',
      ...(which.body ? { 'content-type': 'application/json' } : {}),
    },
    body: which.body ? JSON.stringify(which.body) : undefined,
    timeoutMs: 30_000,
  });
  return response.status;
}

const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * Scenario 5: 50 people at once for a minute over both apis (two workers importing their uploads). Counts
 * errors other than the expected 429s and reports latency percentiles and throughput, per kind of call too, and
 * the CPU each part of the deployment spent per request. That run has no think time (saturation); a second one
 * paces each person at a person's speed (THINK_MS) and is reported beside it as `paced`. Then one person alone
 * makes each kind of call in turn:
 * its latency and CPU cost without queueing. On this machine the two cores are shared with the processes under
 * test and with other work, so latencies under load are worse than on a machine of its own; the CPU per request
 * each part spends much less so.
 */
describe('load over both apis', () => {
  const cluster = new Cluster('load', {
    apiEnv: {
      RATE_LIMIT_USER_PER_MINUTE: String(USER_LIMIT),
    },
  });
  beforeAll(() => cluster.start());
  afterAll(() => cluster.stop());

  it(`serves ${USERS} concurrent people without errors`, async () => {
    const users = await signUpUsers(cluster, 'load', USERS);
    const statements = await Promise.all(users.map((_, index) => cardStatement(index + 1, 6, 40)));
    const failures: string[] = [];

    /**
     * Every person calls the mix in turn over both apis until `until`, waiting `thinkMs()` between calls (none
     * for the unpaced run), and uploads one statement first when given one.
     */
    const runPeople = async (durationMs: number, options: { thinkMs?: () => number; upload: boolean }) => {
      const samples: Sample[] = [];
      const person = async (user: FaultUser, index: number, until: number): Promise<void> => {
        let turn = index;
        const timed = async (name: string, sendCall: () => Promise<number>): Promise<void> => {
          const started = performance.now();
          let status = 0;
          try {
            status = await sendCall();
          } catch (error) {
            failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
          }
          samples.push({ name, ms: performance.now() - started, status });
        };
        // One upload each, through one api or the other.
        const statement = options.upload ? statements[index] : undefined;
        if (statement) {
          await timed('upload', async () => {
            await uploadStatement(cluster.apis[index % 2]?.baseUrl ?? '', user, statement);
            return 202;
          });
        }
        while (Date.now() < until) {
          const which = CALLS[turn % CALLS.length];
          const api = cluster.apis[turn % 2];
          turn += 1;
          if (!which || !api) continue;
          await timed(which.name, async () => {
            const status = await call(api.baseUrl, user, which);
            if (status >= 400 && status !== 429) failures.push(`${which.name}: ${status}`);
            return status;
          });
          const pause = options.thinkMs?.() ?? 0;
          if (pause > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(pause, until - Date.now())));
        }
      };
      const failedBefore = failures.length;
      const cpuBefore = await cpuSnapshot(cluster);
      const started = Date.now();
      await Promise.all(users.map((user, index) => person(user, index, started + durationMs)));
      const elapsedMs = Date.now() - started;
      const cpuUnderLoad = cpuSpent(cpuBefore, await cpuSnapshot(cluster));
      const runFailures = failures.slice(failedBefore);

      const answered = samples.filter((sample) => sample.status > 0 && sample.status < 400);
      const latencies = answered.map((sample) => sample.ms);
      const byCall = Object.fromEntries(
        [...new Set(samples.map((sample) => sample.name))].map((name) => {
          const ms = answered.filter((sample) => sample.name === name).map((sample) => sample.ms);
          return [
            name,
            {
              count: ms.length,
              p50_ms: percentile(ms, 50),
              p95_ms: percentile(ms, 95),
              p99_ms: percentile(ms, 99),
              errors: runFailures.filter((failure) => failure.startsWith(`${name}: `)).length,
            },
          ];
        }),
      );
      return {
        users: USERS,
        duration_ms: elapsedMs,
        requests: samples.length,
        throughput_per_s: round((samples.length / elapsedMs) * 1000),
        errors: runFailures.length,
        error_examples: runFailures.slice(0, 10),
        rate_limited_429: samples.filter((sample) => sample.status === 429).length,
        p50_ms: percentile(latencies, 50),
        p95_ms: percentile(latencies, 95),
        p99_ms: percentile(latencies, 99),
        target: 'p95 under 150 ms',
        met: percentile(latencies, 95) < 150,
        by_call: byCall,
        cpu_under_load: { ...cpuUnderLoad, per_request: perRequest(cpuUnderLoad, samples.length) },
      };
    };

    // Saturation: every person calls again the moment an answer arrives (no think time).
    const unpaced = await runPeople(DURATION_MS, { upload: true });
    // People at a person's pace: the same mix with a think time between calls.
    const thinkTime = () => THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min);
    const paced = await runPeople(PACED_DURATION_MS, { thinkMs: thinkTime, upload: false });

    const jobs = await cluster.sql<{ status: string; count: string }>(
      'select status, count(*) as count from upload_jobs group by status',
    );

    // Alone: one call at a time on one api, each kind in turn, spread over the people (each stays far below the
    // per-user limit, which the load may have used up for this minute).
    const [api1] = cluster.apis;
    const quiet: Record<string, Record<string, number>> = {};
    let caller = 0;
    const nextPerson = (): FaultUser => users[caller++ % users.length] as FaultUser;
    for (const which of api1 ? CALLS : []) {
      await call(api1?.baseUrl ?? '', nextPerson(), which); // warm
      const before = await cpuSnapshot(cluster);
      const ms: number[] = [];
      for (let index = 0; index < QUIET_CALLS; index += 1) {
        const callStarted = performance.now();
        const status = await call(api1?.baseUrl ?? '', nextPerson(), which);
        ms.push(performance.now() - callStarted);
        if (status >= 400) failures.push(`${which.name} alone: ${status}`);
      }
      const spent = perRequest(cpuSpent(before, await cpuSnapshot(cluster)), QUIET_CALLS);
      quiet[which.name] = {
        p50_ms: percentile(ms, 50),
        cpu_api_ms: spent.apis_ms ?? 0,
        cpu_postgres_ms: spent.postgres_ms ?? 0,
        cpu_generator_ms: spent.generator_ms ?? 0,
      };
    }

    const result = {
      ...unpaced,
      errors: failures.length,
      error_examples: failures.slice(0, 10),
      alone_per_call: { calls_each: QUIET_CALLS, ...quiet },
      upload_jobs_at_end: Object.fromEntries(jobs.map((row) => [row.status, Number(row.count)])),
      paced: {
        think_time: `uniform ${THINK_MS.min}-${THINK_MS.max} ms between a person's calls`,
        ...paced,
      },
      caveat: 'two cores shared by the load generator, 2 apis, 2 workers, PostgreSQL, RabbitMQ and other work',
    };
    writeFaultResult('5-load', result);
    expect(failures).toEqual([]);
  });
});
