import { Cluster, SAMPLE, sleep, writeFaultResult } from './cluster';
import { cardStatement, signUpUsers, uploadStatement, type FaultUser } from './users';

const USERS = SAMPLE ? 3 : 10;
const STATEMENTS_PER_USER = 3;
const MIN_KILLS = SAMPLE ? 4 : 20;
/** The sample's statements are longer and its kills closer together, so its few jobs are still open when it kills. */
const ROWS_PER_STATEMENT = SAMPLE ? 120 : 40;
const KILL_PAUSE_MS = SAMPLE ? { min: 100, spread: 400 } : { min: 300, spread: 900 };
/** Past this many the workers are left alone to finish (the sample stops at its minimum). */
const MAX_KILLS = SAMPLE ? MIN_KILLS : MIN_KILLS * 2;

/**
 * Scenario 1: statement imports while import workers are SIGKILLed at random moments and restarted. Every
 * job must end, and each person must have exactly the rows their statements print: none lost, none twice.
 */
describe('worker SIGKILL during statement imports', () => {
  const cluster = new Cluster('worker-kill');
  beforeAll(() => cluster.start());
  afterAll(() => cluster.stop());

  it('loses and duplicates nothing across the kills', async () => {
    const users = await signUpUsers(cluster, 'kill', USERS);
    const expected = new Map<string, number>();
    const jobIds: string[] = [];
    const jobsLeft = async (): Promise<number> =>
      Number(
        (
          await cluster.sql<{ left: string }>(
            `select count(*) as left from upload_jobs where status not in ('completed', 'failed', 'cancelled')`,
          )
        )[0]?.left,
      );

    // Each round uploads every person's next statements and kills a working (started) worker at random moments
    // while jobs are open; it restarts in the background (a few seconds on this machine) while the other keeps
    // consuming, and is itself killed again later. On a quiet machine a round can finish before enough kills
    // landed, so another round of statements follows until the minimum is reached (a year's months at most).
    const started = Date.now();
    let kills = 0;
    const restarts: Promise<void>[] = [];
    const deadline = Date.now() + (SAMPLE ? 90_000 : 300_000);
    for (
      let round = 0;
      round * STATEMENTS_PER_USER < 12 && Date.now() < deadline && (round === 0 || kills < MIN_KILLS);
      round += 1
    ) {
      const uploads: { user: FaultUser; statement: Awaited<ReturnType<typeof cardStatement>> }[] = [];
      for (const [index, user] of users.entries()) {
        for (let step = 1; step <= STATEMENTS_PER_USER; step += 1) {
          const statement = await cardStatement(index + 1, round * STATEMENTS_PER_USER + step, ROWS_PER_STATEMENT);
          uploads.push({ user, statement });
          expected.set(user.userId, (expected.get(user.userId) ?? 0) + statement.rows);
        }
      }
      jobIds.push(
        ...(await Promise.all(
          uploads.map(({ user, statement }, index) =>
            uploadStatement(cluster.apis[index % 2]?.baseUrl ?? '', user, statement),
          ),
        )),
      );
      while ((await jobsLeft()) > 0 && Date.now() < deadline) {
        await sleep(KILL_PAUSE_MS.min + Math.random() * KILL_PAUSE_MS.spread);
        if (kills >= MAX_KILLS) continue;
        const ready = cluster.workers.filter((worker) => worker.ready);
        const victim = ready[Math.floor(Math.random() * ready.length)];
        if (!victim || (await jobsLeft()) === 0) continue;
        await victim.kill();
        kills += 1;
        restarts.push(victim.restart());
      }
    }
    await Promise.all(restarts);
    const elapsedMs = Date.now() - started;

    const jobs = await cluster.sql<{ id: string; status: string }>(
      'select id, status from upload_jobs where id in (select jsonb_array_elements_text(?::jsonb)::uuid)',
      [JSON.stringify(jobIds)],
    );
    const taskAttempts = await cluster.sql<{ attempts: number; status: string; error_message: string | null }>(
      'select attempts, status, error_message from upload_tasks',
    );
    const stored = await cluster.sql<{ user_id: string; stored: string; distinct_rows: string }>(
      `select user_id, count(*) as stored,
         count(distinct (account_id, date, amount_cents, description)) as distinct_rows
       from transactions group by user_id`,
    );
    const perUser = users.map((user) => {
      const row = stored.find((candidate) => candidate.user_id === user.userId);
      return {
        expected: expected.get(user.userId) ?? 0,
        stored: Number(row?.stored ?? 0),
        distinct: Number(row?.distinct_rows ?? 0),
      };
    });
    const lost = perUser.reduce((sum, user) => sum + Math.max(0, user.expected - user.stored), 0);
    const duplicated = perUser.reduce((sum, user) => sum + Math.max(0, user.stored - user.expected), 0);
    const statuses = jobs.reduce<Record<string, number>>((counts, job) => {
      counts[job.status] = (counts[job.status] ?? 0) + 1;
      return counts;
    }, {});

    writeFaultResult('1-worker-kill', {
      users: USERS,
      jobs: jobIds.length,
      rows_expected: perUser.reduce((sum, user) => sum + user.expected, 0),
      rows_stored: perUser.reduce((sum, user) => sum + user.stored, 0),
      lost,
      duplicated,
      job_statuses: statuses,
      worker_kills: kills,
      max_task_attempts: Math.max(...taskAttempts.map((task) => task.attempts)),
      task_errors: taskAttempts.filter((task) => task.error_message).map((task) => task.error_message),
      elapsed_ms: elapsedMs,
    });

    expect(jobs).toHaveLength(jobIds.length);
    expect(statuses).toEqual({ completed: jobIds.length });
    expect(kills).toBeGreaterThanOrEqual(MIN_KILLS);
    for (const user of perUser) {
      expect(user.stored).toBe(user.expected);
      expect(user.distinct).toBe(user.expected);
    }
  });
});
