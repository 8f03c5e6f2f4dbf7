import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { OCBC_EXAMPLE, fileFrom, postFiles } from '../../../test-support/statement-uploads';
import { startTestServer, type TestServer } from '../../../test-support/test-server';

/**
 * A progress event can be lost (published while this api was cut off from RabbitMQ). The subscription reads
 * the job again every few seconds without one, so it still reaches the job's end instead of waiting forever.
 */
describe('a job subscription whose events were lost', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  beforeAll(async () => {
    // No import worker: the job stays queued until the test changes its row, and no event is published.
    api = await startTestServer({ runImportWorker: false });
    alice = await verifiedAccount('resync');
  });
  afterAll(() => api.close());

  it('still sees the job end', async () => {
    const upload = await postFiles<{ job_id: string }>(
      `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
      alice.idToken,
      [fileFrom(OCBC_EXAMPLE)],
    );
    const jobId = upload.body.job_id;
    const client = createClient({
      url: `${api.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${alice.idToken}` },
    });
    const seen: string[] = [];
    try {
      const updates = client.iterate<{ uploadJobUpdated: { status: string } }>({
        query: 'subscription ($jobId: ID!) { uploadJobUpdated(jobId: $jobId) { status } }',
        variables: { jobId },
      });
      for await (const update of updates) {
        if (update.errors) throw new Error(update.errors[0]?.message);
        const status = update.data?.uploadJobUpdated.status ?? '';
        seen.push(status);
        if (seen.length === 1) {
          // The job ends behind the api's back: its row changes, no event is published.
          await api.database.orm.em
            .fork()
            .getConnection()
            .execute(`update upload_jobs set status = 'cancelled', updated_at = now() where id = ?`, [jobId]);
        }
      }
    } finally {
      await client.dispose();
    }
    expect(seen).toEqual(['queued', 'cancelled']);
  }, 30_000);
});
