import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import {
  OCBC_EXAMPLE,
  OCBC_EXAMPLE_PASSWORD,
  OCBC_EXAMPLE_PROTECTED,
  fileFrom,
  postFiles,
  waitForJob,
} from '../../../test-support/statement-uploads';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { TEST_BROKER_URL } from '../../../test-support/test-broker';
import { statementMessage } from '@garden/core';
import { MAX_FILE_STARTS } from './upload-job-run';

const WORKER = path.resolve(__dirname, '..', '..', '..', 'worker', 'dist', 'main.js');

/**
 * A real worker process (worker/dist/main.js, as deployed) killed with SIGKILL in the middle of a job:
 * RabbitMQ redelivers the unacknowledged message to the next worker, which finishes the job with
 * nothing stored twice and nothing lost.
 */
describe('a worker killed in the middle of a job', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  const queueName = `garden.test.crash.${Date.now().toString(36)}`;
  const key = randomBytes(32);
  const workers: ChildProcess[] = [];

  const startWorker = (): ChildProcess => {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        DATABASE_URL: api.database.url,
        AMQP_URL: TEST_BROKER_URL,
        IMPORT_QUEUE_NAME: queueName,
        STATEMENT_PASSWORD_KEY: key.toString('base64'),
        WORKER_PREFETCH: '1',
      },
      stdio: 'ignore',
    });
    workers.push(child);
    return child;
  };

  const taskRows = () =>
    api.database.orm.em
      .fork()
      .getConnection()
      .execute<
        {
          position: number;
          status: string;
          attempts: number;
          progress: number;
          current_step: string | null;
          error_message: string | null;
        }[]
      >(
        `select position, status, attempts, progress, current_step, error_message from upload_tasks
         where job_id = (select id from upload_jobs order by created_at desc limit 1) order by position`,
      );

  beforeAll(async () => {
    if (!fs.existsSync(WORKER)) throw new Error('Build the worker first (npm run build)');
    api = await startTestServer({
      amqpUrl: TEST_BROKER_URL,
      importQueueName: queueName,
      statementPasswordKey: key,
      runImportWorker: false,
    });
    alice = await verifiedAccount('alice.crash', 'Alice Tan');
  });
  afterAll(async () => {
    for (const child of workers) child.kill('SIGKILL');
    await api.close();
  });

  const kill = async (child: ChildProcess): Promise<void> => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  it('finishes the job on the next worker with no duplicate and no lost transaction', async () => {
    const upload = await postFiles<{ job_id: string }>(
      `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
      alice.idToken,
      [fileFrom(OCBC_EXAMPLE, 'july.pdf'), fileFrom(OCBC_EXAMPLE_PROTECTED, 'july-locked.pdf')],
      { passwords: JSON.stringify(['', OCBC_EXAMPLE_PASSWORD]) },
    );
    expect(upload.status).toBe(202);

    const first = startWorker();
    // Kill it while it reads the second file, after the first one was saved.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const tasks = await taskRows();
      if (tasks[0]?.status === 'SUCCESS' && tasks[1]?.status === 'RUNNING') break;
      if (tasks[1]?.status === 'SUCCESS') throw new Error('the worker finished before it could be killed');
      if (Date.now() > deadline) throw new Error(`worker never started: ${JSON.stringify(tasks)}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await kill(first);
    const interrupted = await taskRows();
    expect(interrupted[1]?.status).toBe('RUNNING');

    startWorker();
    const summary = await waitForJob(api.baseUrl, alice.idToken, upload.body.job_id, 60_000);
    expect(summary.status).toBe('completed');
    expect(summary.results[0]).toMatchObject({ filename: 'july.pdf', success: true, transactions_added: 52 });
    expect(summary.results[1]).toMatchObject({
      filename: 'july-locked.pdf',
      is_duplicate: true,
      duplicate_filename: 'july.pdf',
    });
    const tasks = await taskRows();
    expect(tasks.map((task) => task.attempts)).toEqual([1, 2]);

    const counts = await api.database.orm.em
      .fork()
      .getConnection()
      .execute<{ transactions: string; statements: string; distinct_keys: string }[]>(
        `select (select count(*) from transactions) as transactions,
                (select count(distinct (account_id, dedupe_key)) from transactions) as distinct_keys,
                (select count(*) from bank_statements) as statements`,
      );
    expect(counts[0]).toEqual({ transactions: '52', distinct_keys: '52', statements: '1' });
  });

  it("fails a file that takes down every worker that reads it, and imports the upload's other files", async () => {
    // Only the workers this test starts take the job.
    for (const child of workers) if (child.exitCode === null && child.signalCode === null) await kill(child);
    const bob = await verifiedAccount('bob.crash', 'Bob Lim');
    const upload = await postFiles<{ job_id: string }>(
      `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
      bob.idToken,
      [fileFrom(OCBC_EXAMPLE_PROTECTED, 'crashes.pdf'), fileFrom(OCBC_EXAMPLE, 'july.pdf')],
      { passwords: JSON.stringify([OCBC_EXAMPLE_PASSWORD, '']) },
    );
    expect(upload.status).toBe(202);
    const jobStatus = async (): Promise<string | undefined> => {
      const rows = await api.database.orm.em
        .fork()
        .getConnection()
        .execute<{ status: string }[]>('select status from upload_jobs where id = ?', [upload.body.job_id]);
      return rows[0]?.status;
    };

    // The first file ends every process that reads it (as a native crash would): each worker that starts it is
    // killed. The step is cleared after each kill, so a new start (which shows a step) is told from the old row.
    let kills = 0;
    for (;;) {
      const worker = startWorker();
      const deadline = Date.now() + 60_000;
      let killed = false;
      while (!killed) {
        const [poison] = await taskRows();
        if (['completed', 'failed'].includes((await jobStatus()) ?? '')) break;
        if (poison?.status === 'SUCCESS') throw new Error('the file was read before its worker could be killed');
        if (poison?.status === 'RUNNING' && poison.current_step !== null) {
          await kill(worker);
          await api.database.orm.em
            .fork()
            .getConnection()
            .execute('update upload_tasks set current_step = null where job_id = ? and position = 0', [
              upload.body.job_id,
            ]);
          kills += 1;
          killed = true;
        }
        if (Date.now() > deadline) throw new Error(`no worker took the job: ${JSON.stringify(await taskRows())}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (!killed) break;
      // Before the bound, every redelivery read the file again, however many workers it took down.
      if (kills > MAX_FILE_STARTS + 2) throw new Error(`the file was read again after ${kills} crashes`);
    }
    expect(kills).toBe(MAX_FILE_STARTS);

    const summary = await waitForJob(api.baseUrl, bob.idToken, upload.body.job_id, 60_000);
    expect(summary.status).toBe('completed');
    expect(summary.results[0]).toMatchObject({
      filename: 'crashes.pdf',
      success: false,
      error: statementMessage('READER_STOPPED'),
    });
    expect(summary.results[1]).toMatchObject({ filename: 'july.pdf', success: true, transactions_added: 52 });
    const tasks = await taskRows();
    expect(tasks.map((task) => [task.status, task.attempts])).toEqual([
      ['FAILED', MAX_FILE_STARTS],
      ['SUCCESS', 1],
    ]);
    expect(tasks[0]?.error_message).toBe(statementMessage('READER_STOPPED'));
  }, 300_000);
});
