import { connect } from 'amqplib';
import { verifiedAccount } from '../../test-support/auth-emulator';
import { Cluster, SAMPLE, sleep, writeFaultResult } from './cluster';
import { watchJob, type Update } from './subscriptions';
import { cardStatement, signUpUsers, uploadStatement } from './users';

const RATE_LIMIT = 30;
/**
 * Scenario 4: what one api instance does is seen on the other. Progress of a job uploaded through api 2
 * reaches a subscriber on api 1; the per-user limit is counted once across both instances.
 */
describe('two api instances', () => {
  // The per-user limit of the second test from the start (the first one's person makes about ten calls).
  const cluster = new Cluster('two-apis', { apiEnv: { RATE_LIMIT_USER_PER_MINUTE: String(RATE_LIMIT) } });
  beforeAll(() => cluster.start());
  afterAll(() => cluster.stop());

  it('delivers every progress event to a subscriber on the other instance', async () => {
    const [user] = await signUpUsers(cluster, 'events', 1);
    if (!user) throw new Error('no user');
    const [api1, api2] = cluster.apis;
    if (!api1 || !api2) throw new Error('two apis expected');

    // Every event the workers publish, read straight from the exchange the apis listen to.
    const connection = await connect(cluster.amqpUrl);
    const channel = await connection.createChannel();
    await channel.assertExchange('garden.upload-job-events', 'fanout', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(queue, 'garden.upload-job-events', '');
    const published: { jobId: string; publishedAt: number; receivedAt: number }[] = [];
    await channel.consume(
      queue,
      (message) => {
        if (!message) return;
        const event = JSON.parse(message.content.toString('utf8')) as { jobId: string; publishedAt: number };
        published.push({ ...event, receivedAt: Date.now() });
      },
      { noAck: true },
    );

    // Workers paused, so the subscriptions are open before the job's first event.
    for (const worker of cluster.workers) worker.child?.kill('SIGSTOP');
    const statements = await Promise.all([1, 2, 3].map((month) => cardStatement(7, month, 40)));
    const jobIds: string[] = [];
    const onApi1: Update[][] = [];
    const onApi2: Update[][] = [];
    const closers: (() => void)[] = [];
    for (const statement of statements) {
      const jobId = await uploadStatement(api2.baseUrl, user, statement);
      jobIds.push(jobId);
      const remote: Update[] = [];
      const local: Update[] = [];
      onApi1.push(remote);
      onApi2.push(local);
      closers.push(await watchJob(api1.baseUrl, user, jobId, remote));
      closers.push(await watchJob(api2.baseUrl, user, jobId, local));
    }
    for (const worker of cluster.workers) worker.child?.kill('SIGCONT');

    const deadline = Date.now() + 120_000;
    const ended = (updates: Update[]): boolean =>
      ['completed', 'failed', 'cancelled'].includes(updates[updates.length - 1]?.status ?? '');
    while (![...onApi1, ...onApi2].every(ended) && Date.now() < deadline) await sleep(100);
    await sleep(300);
    for (const close of closers) close();
    await connection.close();

    const perJob = jobIds.map((jobId, index) => {
      const events = published.filter((event) => event.jobId === jobId);
      const remote = onApi1[index] ?? [];
      const local = onApi2[index] ?? [];
      return {
        events_published: events.length,
        updates_on_api1: remote.length,
        updates_on_api2: local.length,
        final_on_api1: remote[remote.length - 1]?.status,
        // Each api turns a burst of events into one fresh read, so the states in between can differ a little;
        // the end must be the same, and api 1 must have followed along (more than the first state).
        same_final_state_on_both: remote[remote.length - 1]?.state === local[local.length - 1]?.state,
        api1_states_missing_from_api2: remote.filter((update) => !local.some((other) => other.state === update.state))
          .length,
        api2_states_missing_on_api1: local.filter((update) => !remote.some((other) => other.state === update.state))
          .length,
      };
    });
    writeFaultResult('4a-events-across-apis', { jobs: perJob });
    for (const job of perJob) {
      expect(job.events_published).toBeGreaterThan(0);
      expect(job.final_on_api1).toBe('completed');
      expect(job.same_final_state_on_both).toBe(true);
      expect(job.updates_on_api1).toBeGreaterThan(1);
    }
  });

  it(`answers 429 after exactly ${RATE_LIMIT} requests spread over both instances`, async () => {
    const [api1, api2] = cluster.apis;
    if (!api1 || !api2) throw new Error('two apis expected');
    const sequential = await verifiedAccount('faults.limit.sequential');
    const concurrent = await verifiedAccount('faults.limit.concurrent');
    // Counters are per minute of the database clock: start with enough of the minute left.
    const [clock] = await cluster.sql<{ second: string }>(`select extract(second from now()) as second`);
    if (Number(clock?.second) > 50) await sleep((61 - Number(clock?.second)) * 1000);

    const call = (index: number, token: string): Promise<number> =>
      fetch(`${cluster.apis[index % 2]?.baseUrl}/api/v1/categories`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.status);
    const one: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 4; index += 1) one.push(await call(index, sequential.idToken));
    const many = await Promise.all(
      Array.from({ length: RATE_LIMIT + (SAMPLE ? 10 : 30) }, (_, index) => call(index, concurrent.idToken)),
    );

    const firstRefused = one.indexOf(429);
    writeFaultResult('4b-rate-limit-across-apis', {
      limit_per_minute: RATE_LIMIT,
      sequential: { requests: one.length, first_429_at_request: firstRefused + 1, statuses: one },
      concurrent: {
        requests: many.length,
        ok: many.filter((status) => status === 200).length,
        refused_429: many.filter((status) => status === 429).length,
        other: many.filter((status) => status !== 200 && status !== 429),
      },
    });
    expect(one.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(one.slice(RATE_LIMIT).every((status) => status === 429)).toBe(true);
    expect(many.filter((status) => status === 200)).toHaveLength(RATE_LIMIT);
    expect(many.filter((status) => status === 429)).toHaveLength(many.length - RATE_LIMIT);
  });
});
