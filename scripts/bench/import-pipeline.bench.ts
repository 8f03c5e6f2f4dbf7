import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { UploadJobEvent } from '@garden/core';
import { verifiedAccount, type EmulatorAccount } from '../../test-support/auth-emulator';
import { OCBC_EXAMPLE, fileFrom, postFiles, type UploadFile } from '../../test-support/statement-uploads';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { benchStatements } from './bench-statements';
import { percentile, writeBenchResult } from './bench-results';
import { TEST_BROKER_URL } from '../../test-support/test-broker';

const SINGLE_RUNS = 15;
const BATCH_RUNS = 3;

interface Timed {
  totalMs: number;
  /** For each pushed update, ms since the newest progress event published before it arrived. */
  eventLatenciesMs: number[];
  finalStatus: string;
}

/**
 * Upload to completed through RabbitMQ, as a person sees it: from sending the files to the final state
 * arriving on the graphql-ws subscription. Progress-event latency: from the worker publishing an event to
 * the subscriber receiving the update it caused.
 */
describe('upload to completed through RabbitMQ', () => {
  let api: TestServer;
  let client: Client | undefined;
  const published: UploadJobEvent[] = [];

  beforeAll(async () => {
    api = await startTestServer({
      amqpUrl: TEST_BROKER_URL,
      importQueueName: `garden.bench.${Date.now().toString(36)}`,
    });
    const events = api.server.imports.services.events;
    const publish = events.publish.bind(events);
    events.publish = async (event) => {
      published.push(event);
      await publish(event);
    };
  });
  afterAll(async () => {
    await client?.dispose();
    await api.close();
  });

  async function uploadAndWatch(user: EmulatorAccount, files: UploadFile[]): Promise<Timed> {
    client = createClient({
      url: `${api.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${user.idToken}` },
      lazy: false,
    });
    await new Promise<void>((resolve) => client?.on('connected', () => resolve()));
    const started = performance.now();
    const upload = await postFiles<{ job_id: string }>(
      `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
      user.idToken,
      files,
    );
    const jobId = upload.body.job_id;
    const latencies: number[] = [];
    let finalStatus = 'unknown';
    for await (const update of client.iterate<{ uploadJobUpdated: { status: string } }>({
      query: 'subscription ($jobId: ID!) { uploadJobUpdated(jobId: $jobId) { status progressPercentage } }',
      variables: { jobId },
    })) {
      const now = Date.now();
      const before = published.filter((event) => event.jobId === jobId && event.publishedAt <= now);
      const newest = before[before.length - 1];
      if (newest) latencies.push(now - newest.publishedAt);
      finalStatus = update.data?.uploadJobUpdated.status ?? finalStatus;
    }
    const totalMs = performance.now() - started;
    await client.dispose();
    client = undefined;
    return { totalMs, eventLatenciesMs: latencies.slice(1), finalStatus };
  }

  it('measures one statement and ten statements per job', async () => {
    const single: Timed[] = [];
    for (let run = 0; run < SINGLE_RUNS; run += 1) {
      // A new person each time, so the statement is new to them (not a duplicate).
      const user = await verifiedAccount(`bench.single.${run}`);
      single.push(await uploadAndWatch(user, [fileFrom(OCBC_EXAMPLE)]));
    }
    const generated = (await benchStatements()).filter((statement) => !statement.password).slice(0, 10);
    expect(generated).toHaveLength(10);
    const batches: Timed[] = [];
    for (let run = 0; run < BATCH_RUNS; run += 1) {
      const user = await verifiedAccount(`bench.batch.${run}`);
      batches.push(
        await uploadAndWatch(
          user,
          generated.map((statement) => ({ name: `${statement.name}.pdf`, bytes: statement.pdf })),
        ),
      );
    }
    for (const run of [...single, ...batches]) expect(run.finalStatus).toBe('completed');

    const singleMs = single.map((run) => run.totalMs);
    const batchMs = batches.map((run) => run.totalMs);
    const latencies = [...single, ...batches].flatMap((run) => run.eventLatenciesMs);
    writeBenchResult('import-pipeline', {
      broker: 'RabbitMQ (real, 127.0.0.1), api + in-process consumer, prefetch 1',
      one_statement: {
        target: 'p50 under 1500 ms',
        runs: SINGLE_RUNS,
        p50_ms: percentile(singleMs, 50),
        p95_ms: percentile(singleMs, 95),
        met: percentile(singleMs, 50) < 1500,
      },
      ten_statements: {
        target: 'under 6000 ms',
        runs: BATCH_RUNS,
        worst_ms: percentile(batchMs, 100),
        p50_ms: percentile(batchMs, 50),
        met: percentile(batchMs, 100) < 6000,
      },
      progress_event_to_subscriber: {
        target: 'p95 under 50 ms',
        events: latencies.length,
        p50_ms: percentile(latencies, 50),
        p95_ms: percentile(latencies, 95),
        met: percentile(latencies, 95) < 50,
      },
    });
  });
});
