import { fromBuffer, type Entry } from 'yauzl';
import { CSV_IMPORT_MESSAGES, CSV_IMPORT_STEPS, IMPORT_STEPS, LIMITS } from '@garden/core';
import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { postFiles, waitForJob, type JobSummaryBody } from '../../../test-support/statement-uploads';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';
import { TEST_BROKER_URL } from '../../../test-support/test-broker';

/** The transactions.csv of a finished export's ZIP. */
function transactionsCsvOf(zip: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('error', reject);
      archive.on('end', () => reject(new Error('no transactions.csv in the export')));
      archive.on('entry', (entry: Entry) => {
        if (entry.fileName !== 'transactions.csv') return archive.readEntry();
        archive.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
        });
      });
      archive.readEntry();
    });
  });
}

type CsvSummary = JobSummaryBody & {
  total_duplicates_skipped: number;
  results: (JobSummaryBody['results'][number] & {
    duplicates_skipped: number;
    skipped_rows: { line: number; reason: string }[];
    skipped_rows_count: number;
  })[];
};

/** A bank's own CSV: lines about the account first, debit and credit columns, a bad row and a total. */
const BANK_CSV = [
  'Account Details,POSB Savings 123-45678-9',
  '',
  'Transaction Date,Reference,Description,Withdrawal (SGD),Deposit (SGD)',
  '02/01/2026,POS,"NTUC FAIRPRICE, TAMPINES","1,234.50",',
  '03/01/2026,GIRO,SALARY ACME PTE LTD,,"5,000.00"',
  '03/01/2026,POS,GRAB *RIDE 8812,12.40,',
  '03/01/2026,POS,GRAB *RIDE 8812,12.40,',
  '31/02/2026,POS,NOT A DAY,1.00,',
  '05/01/2026,POS,NO AMOUNT,,',
  'Total,,,"1,259.30","5,000.00"',
  '',
].join('\r\n');

const BANK_MAPPING = JSON.stringify({
  date: 'Transaction Date',
  description: 'Description',
  debit: 'Withdrawal (SGD)',
  credit: 'Deposit (SGD)',
  date_format: 'DD/MM/YYYY',
});

describe('CSV import of transactions', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  let bob: EmulatorAccount;
  let aliceId: string;
  let bobId: string;
  const aliceAccount = '22222222-2222-4222-8222-000000000001';
  const bobAccount = '22222222-2222-4222-8222-000000000002';
  const base = () => `${api.baseUrl}/api/v1`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);
  const csvFile = (text: string, name = 'posb.csv', type = 'text/csv') => ({
    name,
    bytes: Buffer.from(text, 'utf8'),
    type,
  });
  const importCsv = (token: string, text: string, fields: Record<string, string> = {}, name?: string) =>
    postFiles<{ job_id: string; status: string; detail?: string }>(
      `${base()}/transactions/import-csv`,
      token,
      [csvFile(text, name)],
      fields,
      'file',
    );
  const summaryOf = async (token: string, jobId: string) =>
    (await waitForJob(api.baseUrl, token, jobId)) as unknown as CsvSummary;

  beforeAll(async () => {
    // Through RabbitMQ, as statements go: the job is queued, picked up and its progress published.
    api = await startTestServer({
      amqpUrl: TEST_BROKER_URL,
      importQueueName: `garden.test.csv.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`,
    });
    [alice, bob] = await Promise.all([
      verifiedAccount('csv.alice', 'Alice Tan'),
      verifiedAccount('csv.bob', 'Bob Lim'),
    ]);
    aliceId = (await requestJson<{ id: string }>(`${base()}/users/me`, { token: alice.idToken })).body.id;
    bobId = (await requestJson<{ id: string }>(`${base()}/users/me`, { token: bob.idToken })).body.id;
    await sql(
      `insert into accounts (id, user_id, name, institution, account_type, account_number_last4)
       values (?, ?, 'POSB Savings', 'POSB', 'savings', '6789'), (?, ?, 'OCBC 360', 'OCBC', 'savings', '1111')`,
      [aliceAccount, aliceId, bobAccount, bobId],
    );
  });
  afterAll(() => api.close());

  it('imports a bank CSV through the job steps, reports skipped rows by line, and categorises the rows', async () => {
    const started = await importCsv(alice.idToken, BANK_CSV, { mapping: BANK_MAPPING, account_id: aliceAccount });
    expect(started.status).toBe(202);
    const summary = await summaryOf(alice.idToken, started.body.job_id);
    expect(summary.status).toBe('completed');
    expect(summary.total_transactions_added).toBe(4);
    expect(summary.total_duplicates_skipped).toBe(0);
    const [result] = summary.results;
    expect(result).toMatchObject({
      filename: 'posb.csv',
      success: true,
      transactions_added: 4,
      duplicates_skipped: 0,
      is_duplicate: false,
      message: '4 transactions added; 3 rows skipped',
      account: { id: aliceAccount, institution: 'POSB' },
      skipped_rows_count: 3,
    });
    expect(result?.skipped_rows).toEqual([
      { line: 8, reason: '"31/02/2026" is not a date in DD/MM/YYYY' },
      { line: 9, reason: 'No amount in the debit or credit column' },
      { line: 10, reason: '"Total" is not a date in DD/MM/YYYY' },
    ]);
    const status = await requestJson<{ kind: string; progress_percentage: number; tasks: { current_step: string }[] }>(
      `${base()}/bank-statements/jobs/${started.body.job_id}/status`,
      { token: alice.idToken },
    );
    expect(status.body).toMatchObject({ kind: 'csv', progress_percentage: 100 });
    expect(status.body.tasks[0]?.current_step).toBe(IMPORT_STEPS.saving);
    const rows = await sql<{ date: string; description: string; amount_cents: string; category: string | null }>(
      `select t.date::text as date, t.description, t.amount_cents, c.name as category from transactions t
         left join categories c on c.id = t.category_id where t.account_id = ? order by t.date, t.amount_cents`,
      [aliceAccount],
    );
    expect(rows.map(({ date, description, amount_cents }) => [date, description, Number(amount_cents)])).toEqual([
      ['2026-01-02', 'NTUC FAIRPRICE, TAMPINES', -123450],
      ['2026-01-03', 'GRAB *RIDE 8812', -1240],
      ['2026-01-03', 'GRAB *RIDE 8812', -1240],
      ['2026-01-03', 'SALARY ACME PTE LTD', 500000],
    ]);
    // The import's categoriser decided them (the same rules as a statement's rows).
    expect(rows.find((row) => row.description.startsWith('GRAB'))?.category).toBe('Transport');
    expect(rows.find((row) => row.description.startsWith('SALARY'))?.category).toBe('Salary & Income');
  });

  it('imports nothing the second time the same file is imported, and only the new rows of a longer one', async () => {
    const again = await importCsv(alice.idToken, BANK_CSV, { mapping: BANK_MAPPING, account_id: aliceAccount });
    const summary = await summaryOf(alice.idToken, again.body.job_id);
    expect(summary).toMatchObject({
      total_transactions_added: 0,
      total_duplicates_skipped: 4,
      duplicate_files: 1,
      failed_files: 0,
    });
    expect(summary.results[0]?.message).toBe('All 4 transactions in this file were already imported; 3 rows skipped.');
    // A third identical ride on the same day is a new row; the two already held are not added again.
    const longer = BANK_CSV.replace('31/02/2026', '03/01/2026').replace('NOT A DAY,1.00', 'GRAB *RIDE 8812,12.40');
    const third = await summaryOf(
      alice.idToken,
      (await importCsv(alice.idToken, longer, { mapping: BANK_MAPPING, account_id: aliceAccount })).body.job_id,
    );
    expect(third.results[0]).toMatchObject({ transactions_added: 1, duplicates_skipped: 4 });
    const [{ count } = { count: '0' }] = await sql<{ count: string }>(
      `select count(*) from transactions where account_id = ? and description = 'GRAB *RIDE 8812'`,
      [aliceAccount],
    );
    expect(Number(count)).toBe(3);
  });

  it('refuses what cannot be imported with a clear reason, before anything is written', async () => {
    const before = await sql<{ count: string }>('select count(*) from upload_jobs where user_id = ?', [aliceId]);
    const answers = await Promise.all([
      importCsv(alice.idToken, '', { account_id: aliceAccount }),
      importCsv(alice.idToken, 'Date,Description,Amount\r\n', { account_id: aliceAccount }),
      importCsv(alice.idToken, BANK_CSV, { mapping: '{"date":', account_id: aliceAccount }),
      importCsv(alice.idToken, BANK_CSV, { mapping: BANK_MAPPING }),
      importCsv(alice.idToken, BANK_CSV, {
        mapping: JSON.stringify({ date: 'When', description: 'Description', amount: 'Amount' }),
        account_id: aliceAccount,
      }),
      importCsv(alice.idToken, 'x,y\na,"b\nc', { account_id: aliceAccount }),
      postFiles(
        `${base()}/transactions/import-csv`,
        alice.idToken,
        [csvFile('%PDF-1.7', 'statement.pdf', 'application/pdf')],
        {
          account_id: aliceAccount,
        },
        'file',
      ),
      postFiles(
        `${base()}/transactions/import-csv`,
        alice.idToken,
        [csvFile(`Date,Description,Amount\n${'2026-01-01,X,1\n'.repeat(LIMITS.pdfMaxBytes / 15 + 1)}`)],
        { account_id: aliceAccount },
        'file',
      ),
      postFiles(`${base()}/transactions/import-csv`, alice.idToken, [], { account_id: aliceAccount }, 'file'),
    ]);
    expect(answers.map((answer) => [answer.status, (answer.body as { detail?: string }).detail])).toEqual([
      [422, CSV_IMPORT_MESSAGES.empty],
      [422, CSV_IMPORT_MESSAGES.noRows],
      [422, CSV_IMPORT_MESSAGES.badMapping],
      [422, CSV_IMPORT_MESSAGES.noAccount],
      [422, CSV_IMPORT_MESSAGES.unknownColumn('When')],
      [422, 'This file could not be read as CSV: a quote is never closed (line 2).'],
      [422, CSV_IMPORT_MESSAGES.notCsv],
      [413, CSV_IMPORT_MESSAGES.tooLarge],
      [422, 'No files provided'],
    ]);
    const after = await sql<{ count: string }>('select count(*) from upload_jobs where user_id = ?', [aliceId]);
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it('fails the job with the line when the file breaks past the start the upload call reads', async () => {
    const rows = Array.from({ length: 3_000 }, (_, index) => `2026-03-01,BROKEN FILE ROW ${index},-1.00`);
    const text = ['Date,Description,Amount', ...rows, '2026-03-02,"never closed,-2.00', ''].join('\n');
    const started = await importCsv(alice.idToken, text, { account_id: aliceAccount }, 'broken.csv');
    expect(started.status).toBe(202);
    const summary = await summaryOf(alice.idToken, started.body.job_id);
    expect(summary).toMatchObject({ status: 'failed', failed_files: 1, total_transactions_added: 0 });
    expect(summary.results[0]?.error).toBe('This file could not be read as CSV: a quote is never closed (line 3002).');
    const [{ count } = { count: '' }] = await sql<{ count: string }>(
      `select count(*) from transactions where description like 'BROKEN FILE ROW %'`,
    );
    expect(count).toBe('0');
  });

  it("keeps people apart: another person's account or job is not found", async () => {
    const intoBobs = await importCsv(alice.idToken, BANK_CSV, { mapping: BANK_MAPPING, account_id: bobAccount });
    expect([intoBobs.status, intoBobs.body.detail]).toEqual([404, 'Account not found']);
    const unknown = await importCsv(alice.idToken, BANK_CSV, { mapping: BANK_MAPPING, account_id: 'not-a-uuid' });
    expect(unknown.status).toBe(404);
    const bobs = await importCsv(bob.idToken, BANK_CSV, { mapping: BANK_MAPPING, account_id: bobAccount });
    expect(bobs.status).toBe(202);
    for (const call of ['status', 'summary']) {
      const peek = await requestJson(`${base()}/bank-statements/jobs/${bobs.body.job_id}/${call}`, {
        token: alice.idToken,
      });
      expect(peek.status).toBe(404);
    }
    const summary = await summaryOf(bob.idToken, bobs.body.job_id);
    // Bob's account holds none of Alice's rows, so all four are his to add.
    expect(summary.results[0]).toMatchObject({ transactions_added: 4, duplicates_skipped: 0 });
    const [{ count } = { count: '0' }] = await sql<{ count: string }>(
      'select count(*) from transactions where user_id = ?',
      [bobId],
    );
    expect(Number(count)).toBe(4);
  });

  it('imports an export back with no mapping: into the same person nothing new, into a new person every row', async () => {
    // A note of the person's own goes along with its row.
    await sql(
      `update transactions set notes = 'team lunch, split 3 ways' where description like 'NTUC%' and user_id = ?`,
      [aliceId],
    );
    const started = await requestJson<{ job_id: string }>(`${base()}/users/me/export`, {
      method: 'POST',
      token: alice.idToken,
    });
    const deadline = Date.now() + 20_000;
    while (
      (
        await requestJson<{ status: string }>(`${base()}/users/me/export/${started.body.job_id}`, {
          token: alice.idToken,
        })
      ).body.status !== 'completed'
    ) {
      if (Date.now() > deadline) throw new Error('export did not finish');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const zip = await fetch(`${base()}/users/me/export/${started.body.job_id}/download`, {
      headers: { authorization: `Bearer ${alice.idToken}` },
    });
    const exported = await transactionsCsvOf(Buffer.from(await zip.arrayBuffer()));
    const aliceRows = await sql<{ count: string }>('select count(*) from transactions where user_id = ?', [aliceId]);
    const total = Number(aliceRows[0]?.count);
    expect(total).toBe(5);

    const same = await importCsv(alice.idToken, exported, {}, 'transactions.csv');
    expect(same.status).toBe(202);
    expect((await summaryOf(alice.idToken, same.body.job_id)).results[0]).toMatchObject({
      transactions_added: 0,
      duplicates_skipped: total,
      is_duplicate: true,
      skipped_rows: [],
    });

    const carol = await verifiedAccount('csv.carol', 'Carol Ng');
    const carolId = (await requestJson<{ id: string }>(`${base()}/users/me`, { token: carol.idToken })).body.id;
    const restored = await importCsv(carol.idToken, exported, {}, 'transactions.csv');
    expect((await summaryOf(carol.idToken, restored.body.job_id)).results[0]).toMatchObject({
      success: true,
      transactions_added: total,
      account: { institution: 'POSB', name: 'POSB Savings' },
    });
    const pick =
      'select t.date::text as date, t.description, t.amount_cents, t.notes, c.name as category, a.name as account';
    const from =
      'from transactions t join accounts a on a.id = t.account_id left join categories c on c.id = t.category_id';
    const order = 'order by t.date, t.description, t.amount_cents';
    expect(await sql(`${pick} ${from} where t.user_id = ? ${order}`, [carolId])).toEqual(
      await sql(`${pick} ${from} where t.user_id = ? ${order}`, [aliceId]),
    );
  });

  it('answers the same over GraphQL, followed with uploadJob', async () => {
    const mutation = `mutation ($input: ImportTransactionsCsvInput!) {
      importTransactionsCsv(input: $input) { id kind status }
    }`;
    const text = 'Date,Details,Amount\n16 Feb 2026,KOPITIAM TAMPINES,(3.20)\n17 Feb 2026,REFUND,S$10.00\nbad,row,1\n';
    const started = await graphql<{ importTransactionsCsv: { id: string; kind: string } }>(
      api.baseUrl,
      mutation,
      { input: { filename: 'kopi.csv', content: text, accountId: bobAccount } },
      bob.idToken,
    );
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data?.importTransactionsCsv.kind).toBe('csv');
    const id = started.body.data?.importTransactionsCsv.id ?? '';
    const query = `query ($id: ID!) { uploadJob(id: $id) {
      status tasks { status currentStep transactionsAdded duplicatesSkipped skippedRowsCount skippedRows { line reason } }
    } }`;
    type Job = {
      uploadJob: {
        status: string;
        tasks: {
          currentStep: string;
          transactionsAdded: number;
          skippedRowsCount: number;
          skippedRows: { line: number; reason: string }[];
        }[];
      };
    };
    let job: Job['uploadJob'] | undefined;
    const deadline = Date.now() + 20_000;
    do {
      job = (await graphql<Job>(api.baseUrl, query, { id }, bob.idToken)).body.data?.uploadJob;
      if (Date.now() > deadline) throw new Error('job did not finish');
    } while (job && !['completed', 'failed'].includes(job.status));
    expect(job?.tasks[0]).toMatchObject({
      currentStep: IMPORT_STEPS.saving,
      transactionsAdded: 2,
      skippedRowsCount: 1,
      skippedRows: [{ line: 4, reason: '"bad" is not a date in D MMM YYYY (16 Feb 2025)' }],
    });
    expect(job?.tasks[0]?.currentStep).not.toBe(CSV_IMPORT_STEPS.reading);

    const intoAlices = await graphql(
      api.baseUrl,
      mutation,
      { input: { content: text, accountId: aliceAccount } },
      bob.idToken,
    );
    expect(intoAlices.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const notCsv = await graphql(api.baseUrl, mutation, { input: { content: '', accountId: bobAccount } }, bob.idToken);
    expect(notCsv.body.errors?.[0]?.message).toBe(CSV_IMPORT_MESSAGES.empty);
    const alicePeeks = await graphql(api.baseUrl, query, { id }, alice.idToken);
    expect(alicePeeks.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
