import { Cluster, rabbitmqctl, sleep, writeFaultResult } from './cluster';
import { failures, jobStatuses, jobsLeft, keepReading } from './reads';
import { watchJob, type Update } from './subscriptions';
import { cardStatement, signUpUsers, uploadStatement } from './users';

const USERS = 6;
const STATEMENTS_PER_USER = 3;
const BROKER_DOWN_MS = 10_000;

/**
 * Scenario 2: the broker application stops with import jobs queued and in flight, and starts again. The apis
 * keep answering reads throughout; apis and workers reconnect by themselves; every job finishes, and a
 * subscription opened before the outage still sees its job end. Stops the shared broker: run it alone.
 */
/** Drops every connection of the deployment's vhost, again and again while the outage lasts. */
async function dropConnections(cluster: Cluster): Promise<void> {
  const until = Date.now() + BROKER_DOWN_MS;
  while (Date.now() < until) {
    // Always with --vhost: without it every connection of the shared broker would go.
    await rabbitmqctl('close_all_connections', '--vhost', cluster.vhost, 'fault suite').catch(() => undefined);
    await sleep(300);
  }
}

async function restartBroker(): Promise<void> {
  await rabbitmqctl('stop_app');
  await sleep(BROKER_DOWN_MS);
  await rabbitmqctl('start_app');
}

describe.each([
  { fault: 'connections dropped', name: '2a-rabbitmq-connections-dropped', act: dropConnections },
  { fault: 'broker restart', name: '2-rabbitmq-restart', act: () => restartBroker() },
])('RabbitMQ $fault', ({ fault, name, act }) => {
  const cluster = new Cluster(name);
  beforeAll(() => cluster.start());
  afterAll(async () => {
    if (fault === 'broker restart') await rabbitmqctl('start_app').catch(() => undefined);
    await cluster.stop();
  });

  it('keeps reads answering and finishes every job without restarting a process', async () => {
    const users = await signUpUsers(cluster, 'rabbit', USERS);
    const uploads = [];
    for (const [index, user] of users.entries()) {
      for (let month = 1; month <= STATEMENTS_PER_USER; month += 1) {
        uploads.push({ user, statement: await cardStatement(index + 20, month, 40), index: uploads.length });
      }
    }
    const reads = keepReading(cluster, users, ['/transactions?limit=20', '/accounts', '/bank-statements/recent']);
    const jobIds = await Promise.all(
      uploads.map(({ user, statement, index }) =>
        uploadStatement(cluster.apis[index % 2]?.baseUrl ?? '', user, statement),
      ),
    );
    // A subscriber on api 1 to the last job (still queued when the broker stops).
    const watched: Update[] = [];
    const lastUpload = uploads[uploads.length - 1];
    if (!lastUpload) throw new Error('no uploads');
    const closeWatch = await watchJob(
      cluster.apis[0]?.baseUrl ?? '',
      lastUpload.user,
      jobIds[jobIds.length - 1] ?? '',
      watched,
    );

    while ((await jobStatuses(cluster)).completed === undefined) await sleep(100);
    const before = await jobStatuses(cluster);
    const stoppedAt = Date.now();
    await act(cluster);
    const startedAt = Date.now();

    const deadline = Date.now() + 240_000;
    while ((await jobsLeft(cluster)) > 0 && Date.now() < deadline) await sleep(250);
    const allFinishedAfterMs = Date.now() - startedAt;
    while (!['completed', 'failed'].includes(watched[watched.length - 1]?.status ?? '') && Date.now() < deadline) {
      await sleep(100);
    }
    closeWatch();

    // New work after the outage goes through both apis and both workers, with live progress on the other api.
    const fresh = await Promise.all(
      [0, 1].map(async (apiIndex) => {
        const user = users[apiIndex];
        if (!user) throw new Error('no user');
        const jobId = await uploadStatement(
          cluster.apis[apiIndex]?.baseUrl ?? '',
          user,
          await cardStatement(apiIndex + 40, 9, 20),
        );
        const updates: Update[] = [];
        const close = await watchJob(cluster.apis[1 - apiIndex]?.baseUrl ?? '', user, jobId, updates);
        const until = Date.now() + 60_000;
        while (!['completed', 'failed'].includes(updates[updates.length - 1]?.status ?? '') && Date.now() < until) {
          await sleep(100);
        }
        close();
        return updates[updates.length - 1]?.status ?? 'none';
      }),
    );
    await reads.stop();

    const during = reads.samples.filter((sample) => sample.at >= stoppedAt && sample.at <= startedAt);
    const failed = failures(reads.samples);
    const statuses = await jobStatuses(cluster);
    const taskErrors = await cluster.sql<{ attempts: number; error_message: string }>(
      'select attempts, error_message from upload_tasks where error_message is not null',
    );
    const processesRestarted = [...cluster.apis, ...cluster.workers].filter((process) => process.restarts > 0);
    writeFaultResult(name, {
      jobs: jobIds.length,
      job_statuses_when_stopped: before,
      broker_down_ms: startedAt - stoppedAt,
      reads_total: reads.samples.length,
      reads_while_broker_down: during.length,
      reads_failed: failed.count,
      all_jobs_final_after_restart_ms: allFinishedAfterMs,
      job_statuses: statuses,
      task_errors: taskErrors,
      subscriber_opened_before_outage_final_status: watched[watched.length - 1]?.status ?? null,
      uploads_after_restart_final_on_other_api: fresh,
      processes_restarted: processesRestarted.length,
    });
    expect(failed.count).toBe(0);
    expect(during.length).toBeGreaterThan(0);
    expect(statuses).toEqual({ completed: jobIds.length + fresh.length });
    expect(watched[watched.length - 1]?.status).toBe('completed');
    expect(fresh).toEqual(['completed', 'completed']);
  });
});
