import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { Cluster, sleep, writeFaultResult } from './cluster';
import { failures, jobStatuses, jobsLeft, keepReading } from './reads';
import { cardStatement, signUpUsers, uploadStatement } from './users';

const run = promisify(execFile);
const USERS = 6;

async function restartPostgres(): Promise<void> {
  const [version] = fs.readdirSync('/etc/postgresql');
  if (!version) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { timeout: 120_000 });
}

/** Kills every server process of the deployment's database, as a restart does, without touching anyone else's. */
async function terminateConnections(cluster: Cluster): Promise<void> {
  await cluster.sql(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
}

/**
 * Scenario 3: PostgreSQL restarts under both apis and both workers, with reads going on and imports in flight.
 * Measures how many requests failed and for how long; afterwards everything answers and every job finishes
 * without restarting any process. Restarts the shared server: run it alone.
 */
describe.each([
  { fault: 'connections terminated', name: '3a-postgres-connections-terminated', act: terminateConnections },
  { fault: 'server restart', name: '3-postgres-restart', act: () => restartPostgres() },
])('PostgreSQL $fault', ({ name, act }) => {
  const cluster = new Cluster(name);
  beforeAll(() => cluster.start());
  afterAll(() => cluster.stop());

  it('recovers without restarting a process', async () => {
    const users = await signUpUsers(cluster, 'postgres', USERS);
    const reads = keepReading(cluster, users, ['/transactions?limit=20', '/categories', '/reports/summary']);
    const jobIds = await Promise.all(
      users.map(async (user, index) =>
        uploadStatement(cluster.apis[index % 2]?.baseUrl ?? '', user, await cardStatement(index + 60, 4, 40)),
      ),
    );
    await sleep(1_000);
    const restartedAt = Date.now();
    await act(cluster);
    const backAt = Date.now();

    // Everything left must finish by itself; the suite's own pool may need a moment as well.
    const deadline = Date.now() + 180_000;
    let left = Number.NaN;
    while (Date.now() < deadline) {
      left = await jobsLeft(cluster).catch(() => Number.NaN);
      if (left === 0) break;
      await sleep(250);
    }
    await sleep(3_000);
    await reads.stop();

    // After the outage: every api answers every read, and new imports go through both.
    const after = await Promise.all(
      users.map(async (user, index) => {
        const response = await fetch(`${cluster.apis[index % 2]?.baseUrl}/api/v1/transactions?limit=5`, {
          headers: { authorization: `Bearer ${user.idToken}` },
        });
        return response.status;
      }),
    );
    const fresh = await Promise.all(
      [0, 1].map(async (apiIndex) => {
        const user = users[apiIndex];
        if (!user) throw new Error('no user');
        return uploadStatement(cluster.apis[apiIndex]?.baseUrl ?? '', user, await cardStatement(apiIndex + 70, 5, 20));
      }),
    );
    while ((await jobsLeft(cluster)) > 0 && Date.now() < deadline) await sleep(250);

    const failed = failures(reads.samples);
    const lastFailure = failed.last ?? restartedAt;
    const statuses = await jobStatuses(cluster);
    const processesRestarted = [...cluster.apis, ...cluster.workers].filter((process) => process.restarts > 0);
    const exited = [...cluster.apis, ...cluster.workers].filter((process) => !process.alive).map((p) => p.name);
    writeFaultResult(name, {
      restart_command_ms: backAt - restartedAt,
      reads_total: reads.samples.length,
      reads_failed: failed.count,
      failed_window_ms: failed.first === null ? 0 : lastFailure - failed.first,
      recovered_after_restart_returned_ms: Math.max(0, lastFailure - backAt),
      reads_after_recovery: after,
      jobs: jobIds.length + fresh.length,
      job_statuses: statuses,
      processes_exited: exited,
      processes_restarted: processesRestarted.length,
    });
    expect(exited).toEqual([]);
    expect(after.every((status) => status === 200)).toBe(true);
    expect(statuses).toEqual({ completed: jobIds.length + fresh.length });
  });
});
