import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Account } from '../accounts/account.entity';
import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { StatementPdf } from '../../../test-support/statement-pdfs/statement-pdf';
import { dbsCardMonth, drawDbsCreditStatement } from '../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import {
  OCBC_EXAMPLE,
  OCBC_EXAMPLE_PASSWORD,
  OCBC_EXAMPLE_PROTECTED,
  fileFrom,
  postFiles,
  waitForJob,
  type JobStatusBody,
  type JobSummaryBody,
} from '../../../test-support/statement-uploads';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';
import { TEST_BROKER_URL } from '../../../test-support/test-broker';

async function scannedPdf(): Promise<Buffer> {
  // Only drawn lines: what a scan looks like to a text extractor (no text layer).
  const pdf = new StatementPdf();
  for (let y = 60; y < 780; y += 18) pdf.line(40, y, 555, y);
  return pdf.toBuffer();
}

async function hugePdf(pages: number): Promise<Buffer> {
  const pdf = new StatementPdf();
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) pdf.addPage();
    pdf.text(40, 40, `Page ${page}`);
  }
  return pdf.toBuffer();
}

describe('statement import through RabbitMQ', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  let bob: EmulatorAccount;
  let carol: EmulatorAccount;
  const base = () => `${api.baseUrl}/api/v1/bank-statements`;

  beforeAll(async () => {
    api = await startTestServer({
      amqpUrl: TEST_BROKER_URL,
      importQueueName: `garden.test.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`,
    });
    [alice, bob, carol] = await Promise.all([
      verifiedAccount('alice.import', 'Alice Tan'),
      verifiedAccount('bob.import', 'Bob Lim'),
      verifiedAccount('carol.import', 'Carol Ng'),
    ]);
  });
  afterAll(() => api.close());

  it('imports the real OCBC example and fails each bad file with its own message, the good one still succeeding', async () => {
    const real = fileFrom(OCBC_EXAMPLE, 'ocbc-july.pdf');
    const truncated = { name: 'truncated.pdf', bytes: real.bytes.subarray(0, 40_000) };
    const notPdf = { name: 'notes.pdf', bytes: Buffer.from('these are not the bytes of a PDF file\n') };
    const empty = { name: 'empty.pdf', bytes: Buffer.alloc(0) };
    const tooBig = { name: 'big.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_097_152)]) };
    const scanned = { name: 'scan.pdf', bytes: await scannedPdf() };
    const huge = { name: 'thousands.pdf', bytes: await hugePdf(2500) };
    const locked = fileFrom(OCBC_EXAMPLE_PROTECTED, 'locked.pdf');

    const upload = await postFiles<{ job_id: string; success: boolean; total_files: number }>(
      `${base()}/upload-bulk-async`,
      alice.idToken,
      [real, truncated, notPdf, empty, tooBig, scanned, huge, locked],
      { use_ocr: 'false', passwords: JSON.stringify(['', '', '', '', '', '', '', '']) },
    );
    expect(upload.status).toBe(202);
    expect(upload.body).toMatchObject({ success: true, total_files: 8 });

    const summary = await waitForJob(api.baseUrl, alice.idToken, upload.body.job_id);
    expect(summary.status).toBe('completed');
    const byName = Object.fromEntries(summary.results.map((result) => [result.filename, result]));
    expect(byName['ocbc-july.pdf']).toMatchObject({
      success: true,
      transactions_added: 52,
      statement_date: '2023-08-01',
      is_duplicate: false,
      reconciliation_warning: null,
      account: { account_type: 'credit', account_number_last4: '4417' },
    });
    expect(byName['truncated.pdf']?.error).toMatch(/damaged or incomplete/);
    expect(byName['notes.pdf']?.error).toBe('notes.pdf: Invalid file format. Please upload PDF files only.');
    expect(byName['empty.pdf']?.error).toBe('empty.pdf: The file is empty.');
    expect(byName['big.pdf']?.error).toBe('big.pdf: File too large. File size should be less than 2MB.');
    expect(byName['scan.pdf']?.error).toMatch(/looks like a scanned image/);
    expect(byName['thousands.pdf']?.error).toMatch(/2500 pages/);
    expect(byName['locked.pdf']?.error).toMatch(/password protected/);
    expect(summary).toMatchObject({
      successful_files: 1,
      failed_files: 7,
      duplicate_files: 0,
      total_transactions_added: 52,
    });

    const recent = await requestJson<{ statements: { original_filename: string; transactions_count: number }[] }>(
      `${base()}/recent?limit=99`,
      { token: alice.idToken },
    );
    expect(recent.body.statements).toEqual([
      expect.objectContaining({ original_filename: 'ocbc-july.pdf', transactions_count: 52 }),
    ]);

    // The job's files and passwords are gone once it ended.
    const left = await api.database.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from upload_tasks where file_bytes is not null or password_cipher is not null`,
      );
    expect(Number(left[0]?.n)).toBe(0);
  });

  it('reports a wrong password, then with the right one reports the earlier file as a duplicate', async () => {
    const locked = fileFrom(OCBC_EXAMPLE_PROTECTED, 'locked-again.pdf');
    const wrong = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, alice.idToken, [locked], {
      passwords: JSON.stringify(['not-it']),
    });
    const wrongSummary = await waitForJob(api.baseUrl, alice.idToken, wrong.body.job_id);
    expect(wrongSummary.status).toBe('failed');
    expect(wrongSummary.results[0]?.error).toBe('Incorrect password. Please try again.');

    const right = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, alice.idToken, [locked], {
      passwords: JSON.stringify([OCBC_EXAMPLE_PASSWORD]),
    });
    const summary = await waitForJob(api.baseUrl, alice.idToken, right.body.job_id);
    expect(summary.results[0]).toMatchObject({
      is_duplicate: true,
      duplicate_filename: 'ocbc-july.pdf',
      transactions_added: 0,
    });
    expect(summary.results[0]?.message).toMatch(
      /^This statement was already uploaded as 'ocbc-july.pdf' on \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(summary.duplicate_files).toBe(1);

    // The same bytes again are a duplicate by file hash, and no transaction was stored twice.
    const again = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, alice.idToken, [
      fileFrom(OCBC_EXAMPLE),
    ]);
    const againSummary = await waitForJob(api.baseUrl, alice.idToken, again.body.job_id);
    expect(againSummary.results[0]).toMatchObject({ is_duplicate: true, duplicate_filename: 'ocbc-july.pdf' });
    const rows = await api.database.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string; total: string }[]>(`select count(*) as n, sum(amount_cents) as total from transactions`);
    expect(Number(rows[0]?.n)).toBe(52);
    // 52 rows: purchases 703.48 out, payment 412.16 and rebate 1.38 in.
    expect(Number(rows[0]?.total)).toBe(-70348 + 41216 + 138);
  });

  it('creates the card account from the statement with its balance owed and credit limit', async () => {
    const accounts = await api.database.orm.em
      .fork()
      .getConnection()
      .execute<Record<string, unknown>[]>(`select * from accounts`);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      account_type: 'credit',
      account_number_last4: '4417',
      currency: 'SGD',
      balance_cents: '-70210',
      credit_limit_cents: '2280000',
      provider_type: 'pdf',
      connection_status: 'active',
    });
    const account = await api.database.orm.em.fork().findOneOrFail(Account, { accountNumberLast4: '4417' });
    expect(account.latestStmtDate).toBe('2023-08-01');
  });

  it('answers the request-level limits with the spec messages', async () => {
    const none = await postFiles(`${base()}/upload-bulk-async`, alice.idToken, []);
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ detail: 'No files provided' });
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      name: `s${index}.pdf`,
      bytes: Buffer.from('%PDF-1.4\n'),
    }));
    const many = await postFiles(`${base()}/upload-bulk-async`, alice.idToken, eleven);
    expect(many.status).toBe(422);
    expect(many.body).toEqual({ detail: 'Too many files, max 10 files at once' });
    const single = await postFiles(
      `${base()}/upload-async`,
      alice.idToken,
      [{ name: 'x.txt', bytes: Buffer.from('hi'), type: 'text/plain' }],
      {},
      'file',
    );
    expect(single.body).toEqual({ detail: 'Only PDF files are supported' });
  });

  it('checks a PDF password before the upload starts', async () => {
    const check = await postFiles(
      `${base()}/check-password-protection-bulk`,
      alice.idToken,
      [fileFrom(OCBC_EXAMPLE_PROTECTED), fileFrom(OCBC_EXAMPLE_PROTECTED)],
      { passwords: JSON.stringify(['wrong', OCBC_EXAMPLE_PASSWORD]) },
    );
    expect(check.body).toMatchObject({
      success: false,
      results: [
        { is_password_protected: true, success: false, error_message: 'Incorrect password. Please try again.' },
        { is_password_protected: true, success: true, error_message: null },
      ],
    });
  });

  it('uses a password exactly as typed: leading and trailing spaces are part of it', async () => {
    const spaced = ' garden pass ';
    // Someone with no statement yet, so the file is imported rather than reported as a duplicate.
    const dave = await verifiedAccount('dave.spaced', 'Dave Koh');
    const dir = fs.mkdtempSync(join(os.tmpdir(), 'garden-spaced-'));
    const locked = join(dir, 'spaced.pdf');
    try {
      execFileSync('qpdf', ['--encrypt', spaced, 'owner-pass', '256', '--', OCBC_EXAMPLE, locked]);
      const file = fileFrom(locked);
      const check = await postFiles(`${base()}/check-password-protection-bulk`, dave.idToken, [file, file, file], {
        passwords: JSON.stringify([spaced, spaced.trim(), OCBC_EXAMPLE_PASSWORD]),
      });
      expect(check.body).toMatchObject({
        results: [
          { is_password_protected: true, success: true, error_message: null },
          { is_password_protected: true, success: false, error_message: 'Incorrect password. Please try again.' },
          { is_password_protected: true, success: false, error_message: 'Incorrect password. Please try again.' },
        ],
      });

      const trimmed = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, dave.idToken, [file], {
        passwords: JSON.stringify([spaced.trim()]),
      });
      const trimmedSummary = await waitForJob(api.baseUrl, dave.idToken, trimmed.body.job_id);
      expect(trimmedSummary.results[0]?.error).toBe('Incorrect password. Please try again.');

      const exact = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, dave.idToken, [file], {
        passwords: JSON.stringify([spaced]),
      });
      const summary = await waitForJob(api.baseUrl, dave.idToken, exact.body.job_id);
      expect(summary.results[0]).toMatchObject({ success: true, error: null });
      expect(summary.results[0]?.transactions_added).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells which files are password protected', async () => {
    const check = await postFiles(`${base()}/check-password-protection-bulk`, alice.idToken, [
      fileFrom(OCBC_EXAMPLE),
      fileFrom(OCBC_EXAMPLE_PROTECTED),
    ]);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      success: true,
      total_files: 2,
      protected_files: 1,
      results: [
        { filename: 'ocbc-365-credit-example.pdf', is_password_protected: false, success: true },
        { filename: 'ocbc-365-credit-example.protected.pdf', is_password_protected: true, success: true },
      ],
    });
  });

  it('pushes every step of a job to a graphql-ws subscriber, with progress only moving forward', async () => {
    const upload = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, bob.idToken, [
      fileFrom(OCBC_EXAMPLE, 'bob-ocbc.pdf'),
    ]);
    const client = createClient({
      url: `${api.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${bob.idToken}` },
    });
    const seen: {
      status: string;
      progressPercentage: number;
      tasks: { status: string; currentStep: string | null; progress: number }[];
    }[] = [];
    try {
      const updates = client.iterate<{ uploadJobUpdated: (typeof seen)[number] }>({
        query: `subscription ($jobId: ID!) { uploadJobUpdated(jobId: $jobId) { status progressPercentage tasks { status currentStep progress } } }`,
        variables: { jobId: upload.body.job_id },
      });
      for await (const update of updates) {
        if (update.data) seen.push(update.data.uploadJobUpdated);
        if (update.errors) throw new Error(update.errors[0]?.message);
      }
    } finally {
      await client.dispose();
    }
    expect(seen[seen.length - 1]).toMatchObject({ status: 'completed', progressPercentage: 100 });
    const progress = seen.map((update) => update.progressPercentage);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const taskProgress = seen.map((update) => update.tasks[0]?.progress ?? 0);
    expect(taskProgress).toEqual([...taskProgress].sort((a, b) => a - b));
    const steps = [...new Set(seen.map((update) => update.tasks[0]?.currentStep).filter(Boolean))];
    expect(steps).toEqual(expect.arrayContaining(['Extracting data from PDF', 'Saving transactions']));
  });

  it('answers another user’s job and statement ids as not found, on REST and GraphQL, and changes nothing', async () => {
    const upload = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, alice.idToken, [
      { name: 'x.pdf', bytes: Buffer.from('not a pdf') },
    ]);
    const jobId = upload.body.job_id;
    for (const path of [`jobs/${jobId}/status`, `jobs/${jobId}/summary`]) {
      const response = await requestJson(`${base()}/${path}`, { token: bob.idToken });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Upload job not found' });
    }
    const cancel = await requestJson(`${base()}/jobs/${jobId}/cancel`, { method: 'POST', token: bob.idToken });
    expect(cancel.status).toBe(404);
    const statements = await requestJson<{ statements: { id: string }[] }>(`${base()}/recent`, {
      token: alice.idToken,
    });
    const someone = statements.body.statements[0]?.id ?? '';
    expect((await requestJson(`${base()}/${someone}`, { token: bob.idToken })).status).toBe(404);
    const gql = await graphql(
      api.baseUrl,
      `
        query ($id: ID!) {
          uploadJob(id: $id) {
            id
          }
        }
      `,
      { id: jobId },
      bob.idToken,
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bobsStatements = await graphql<{ statements: { originalFilename: string }[] }>(
      api.baseUrl,
      '{ statements(limit: 50) { originalFilename } }',
      {},
      bob.idToken,
    );
    expect(bobsStatements.body.data?.statements.map((s) => s.originalFilename)).toEqual(['bob-ocbc.pdf']);
    const mine = await requestJson<JobStatusBody>(`${base()}/jobs/${jobId}/status`, { token: alice.idToken });
    expect(mine.status).toBe(200);
  });

  it('cancels only queued or processing jobs', async () => {
    const done = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, alice.idToken, [
      { name: 'x.pdf', bytes: Buffer.from('nope') },
    ]);
    await waitForJob(api.baseUrl, alice.idToken, done.body.job_id);
    const refused = await requestJson(`${base()}/jobs/${done.body.job_id}/cancel`, {
      method: 'POST',
      token: alice.idToken,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: 'Only queued or processing jobs can be cancelled' });
  });

  // Carol's own uploads, after the tests above that count every account and transaction in the database.
  it('keeps a UTF-8 file name exactly: upload answer, job status, summary, GraphQL and the duplicate message', async () => {
    const name = '報表 – 二月.pdf';
    const { pdf } = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));

    const check = await postFiles<{ results: { filename: string }[] }>(
      `${base()}/check-password-protection-bulk`,
      carol.idToken,
      [{ name, bytes: pdf }],
    );
    expect(check.body.results.map((result) => result.filename)).toEqual([name]);

    // The synchronous call answers with the summary itself.
    const upload = await postFiles<JobSummaryBody>(
      `${base()}/upload`,
      carol.idToken,
      [{ name, bytes: pdf }],
      {},
      'file',
    );
    expect(upload.status).toBe(200);
    expect(upload.body.status).toBe('completed');
    expect(upload.body.results).toEqual([
      expect.objectContaining({ filename: name, success: true, transactions_added: 6, needs_review: false }),
    ]);
    const jobId = upload.body.job_id;
    const status = await requestJson<JobStatusBody>(`${base()}/jobs/${jobId}/status`, { token: carol.idToken });
    expect(status.body.tasks.map((task) => task.filename)).toEqual([name]);
    const summary = await requestJson<JobSummaryBody>(`${base()}/jobs/${jobId}/summary`, { token: carol.idToken });
    expect(summary.body.results.map((result) => result.filename)).toEqual([name]);
    const recent = await requestJson<{ statements: { original_filename: string }[] }>(`${base()}/recent`, {
      token: carol.idToken,
    });
    expect(recent.body.statements.map((statement) => statement.original_filename)).toEqual([name]);
    const gql = await graphql<{
      uploadJob: { tasks: { filename: string }[] };
      statements: { originalFilename: string }[];
    }>(
      api.baseUrl,
      'query ($id: ID!) { uploadJob(id: $id) { tasks { filename } } statements { originalFilename } }',
      { id: jobId },
      carol.idToken,
    );
    expect(gql.body.data).toEqual({
      uploadJob: { tasks: [{ filename: name }] },
      statements: [{ originalFilename: name }],
    });

    // The same bytes under a name with quotes (sent as %22), a percent sign and an emoji: a duplicate of the first.
    const second = '"Feb" 100% 🌱 copy.pdf';
    const again = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, carol.idToken, [
      { name: second, bytes: pdf },
    ]);
    const againSummary = await waitForJob(api.baseUrl, carol.idToken, again.body.job_id);
    const againStatus = await requestJson<JobStatusBody>(`${base()}/jobs/${again.body.job_id}/status`, {
      token: carol.idToken,
    });
    expect(againStatus.body.tasks.map((task) => task.filename)).toEqual([second]);
    const [duplicate] = againSummary.results;
    expect(duplicate).toMatchObject({ filename: second, is_duplicate: true, duplicate_filename: name });
    expect(duplicate?.message).toBe(
      `This statement was already uploaded as '${name}' on ${duplicate?.duplicate_upload_date?.slice(0, 10)}.`,
    );
  });

  it('keeps only the base name of a file name carrying a path, and one line of a name with line breaks', async () => {
    const { pdf } = await drawDbsCreditStatement(dbsCardMonth(2, '2024-03-15', 3));
    const check = await postFiles<{ results: { filename: string }[] }>(
      `${base()}/check-password-protection-bulk`,
      carol.idToken,
      [
        { name: '../../etc/報表 – 二月.pdf', bytes: pdf },
        { name: 'line\r\nbreak.pdf', bytes: pdf },
      ],
    );
    expect(check.body.results.map((result) => result.filename)).toEqual(['報表 – 二月.pdf', 'line break.pdf']);

    // Header forms a browser does not send but a client may: a backslash-escaped Windows path, and RFC 5987.
    const boundary = 'garden-boundary';
    const part = (disposition: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; ${disposition}\r\n`),
        Buffer.from('Content-Type: application/pdf\r\n\r\n'),
        pdf,
        Buffer.from('\r\n'),
      ]);
    const body = Buffer.concat([
      part('filename="C:\\\\Users\\\\me\\\\..\\\\..\\\\windows.pdf"'),
      part(`filename*=UTF-8''..%2F..%2F${encodeURIComponent('報表 %.pdf')}`),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${base()}/check-password-protection-bulk`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${carol.idToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    const raw = (await response.json()) as { results: { filename: string }[] };
    expect(raw.results.map((result) => result.filename)).toEqual(['windows.pdf', '報表 %.pdf']);

    // A job records the base name too (here a rejected file, so nothing is imported).
    const job = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, carol.idToken, [
      { name: '../../../tmp/報表.pdf', bytes: Buffer.from('not a pdf') },
    ]);
    const summary = await waitForJob(api.baseUrl, carol.idToken, job.body.job_id);
    expect(summary.results[0]).toMatchObject({
      filename: '報表.pdf',
      error: '報表.pdf: Invalid file format. Please upload PDF files only.',
    });
  });

  it('imports a statement whose printed total is wrong and marks it as needing review with the difference', async () => {
    const { pdf, expected } = await drawOcbcCreditStatement({
      ...ocbcCardMonth(7, '2024-03-01', 8),
      misprintTotalByCents: 1000,
    });
    const upload = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, carol.idToken, [
      { name: 'ocbc-march.pdf', bytes: pdf },
    ]);
    const summary = await waitForJob(api.baseUrl, carol.idToken, upload.body.job_id);
    const [result] = summary.results;
    const added = expected.transactions.length;
    expect(result).toMatchObject({
      filename: 'ocbc-march.pdf',
      success: true,
      is_duplicate: false,
      needs_review: true,
      transactions_added: added,
      reconciliation_difference: -10,
    });
    expect(result?.reconciliation_warning).toMatch(/\(difference -10\.00\)/);
    expect(result?.message).toBe(`${added} transactions added. Needs review: ${result?.reconciliation_warning}`);
    expect(summary).toMatchObject({ successful_files: 1, needs_review_files: 1, failed_files: 0 });

    // Every row is stored, tied to the statement, which is itself marked.
    const sql = api.database.orm.em.fork().getConnection();
    const rows = await sql.execute<{ date: string; amount_cents: string }[]>(
      `select to_char(t.date, 'YYYY-MM-DD') as date, t.amount_cents from transactions t
         join bank_statements s on s.id = t.statement_id where s.original_filename = 'ocbc-march.pdf'
         order by 1, 2`,
    );
    const stored = rows.map((row) => `${row.date} ${Number(row.amount_cents)}`).sort();
    const printed = expected.transactions.map((row) => `${row.date} ${row.amountCents}`).sort();
    expect(stored).toEqual(printed);
    const recent = await requestJson<{ statements: ({ original_filename: string } & Record<string, unknown>)[] }>(
      `${base()}/recent`,
      { token: carol.idToken },
    );
    const byName = Object.fromEntries(recent.body.statements.map((row) => [row.original_filename, row]));
    expect(byName['ocbc-march.pdf']).toMatchObject({
      needs_review: true,
      reconciliation_warning: result?.reconciliation_warning,
      reconciliation_difference: -10,
      transactions_count: added,
    });
    expect(byName['報表 – 二月.pdf']).toMatchObject({ needs_review: false, reconciliation_difference: null });

    const gql = await graphql<{
      uploadJob: { tasks: Record<string, unknown>[] };
      statements: Record<string, unknown>[];
    }>(
      api.baseUrl,
      `
        query ($id: ID!) {
          uploadJob(id: $id) {
            tasks {
              filename
              transactionsAdded
              needsReview
              reconciliationWarning
              reconciliationDifference
            }
          }
          statements {
            originalFilename
            needsReview
            reconciliationDifference
          }
        }
      `,
      { id: upload.body.job_id },
      carol.idToken,
    );
    expect(gql.body.data?.uploadJob.tasks).toEqual([
      {
        filename: 'ocbc-march.pdf',
        transactionsAdded: added,
        needsReview: true,
        reconciliationWarning: result?.reconciliation_warning,
        reconciliationDifference: '-10.00',
      },
    ]);
    expect(gql.body.data?.statements).toEqual(
      expect.arrayContaining([
        { originalFilename: 'ocbc-march.pdf', needsReview: true, reconciliationDifference: '-10.00' },
        { originalFilename: '報表 – 二月.pdf', needsReview: false, reconciliationDifference: null },
      ]),
    );
  });

  it('imports a known bank’s statement that prints no total and marks it for review: its rows could not be checked', async () => {
    const { pdf, expected } = await drawOcbcCreditStatement({
      ...ocbcCardMonth(9, '2024-04-01', 6),
      omitTotals: true,
    });
    const upload = await postFiles<{ job_id: string }>(`${base()}/upload-bulk-async`, carol.idToken, [
      { name: 'ocbc-april-no-total.pdf', bytes: pdf },
    ]);
    const summary = await waitForJob(api.baseUrl, carol.idToken, upload.body.job_id);
    const [result] = summary.results;
    const added = expected.transactions.length;
    expect(result).toMatchObject({
      filename: 'ocbc-april-no-total.pdf',
      success: true,
      needs_review: true,
      transactions_added: added,
      reconciliation_difference: null,
      reconciliation_warning:
        'The statement prints no total to check the rows against. A row may be missing or misread: please check them against the statement.',
    });
    expect(result?.message).toBe(`${added} transactions added. Needs review: ${result?.reconciliation_warning}`);
    expect(summary).toMatchObject({ successful_files: 1, needs_review_files: 1, failed_files: 0 });
    const recent = await requestJson<{ statements: ({ original_filename: string } & Record<string, unknown>)[] }>(
      `${base()}/recent`,
      { token: carol.idToken },
    );
    expect(recent.body.statements.find((row) => row.original_filename === 'ocbc-april-no-total.pdf')).toMatchObject({
      needs_review: true,
      reconciliation_warning: result?.reconciliation_warning,
      reconciliation_difference: null,
      transactions_count: added,
    });
  });
});
