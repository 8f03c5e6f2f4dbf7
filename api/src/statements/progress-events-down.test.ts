import { verifiedAccount } from '../../../test-support/auth-emulator';
import { OCBC_EXAMPLE, fileFrom, postFiles, waitForJob } from '../../../test-support/statement-uploads';
import { startTestServer, type TestServer } from '../../../test-support/test-server';

/**
 * The broker refusing progress events (cut off while an import runs) must not fail the import: the events
 * only tell subscribers to read the job again, and the stored rows are what counts.
 */
describe('an import whose progress events cannot be published', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
    api.server.imports.services.events.publish = () => Promise.reject(new Error('Channel closed'));
  });
  afterAll(() => api.close());

  it('still completes with every transaction stored', async () => {
    const alice = await verifiedAccount('events.down');
    const upload = await postFiles<{ job_id: string }>(
      `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
      alice.idToken,
      [fileFrom(OCBC_EXAMPLE)],
    );
    const summary = await waitForJob(api.baseUrl, alice.idToken, upload.body.job_id);
    expect(summary).toMatchObject({ status: 'completed', successful_files: 1, failed_files: 0 });
    expect(summary.total_transactions_added).toBe(52);
  });
});
