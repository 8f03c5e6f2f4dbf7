import { fromBuffer, type Entry } from 'yauzl';
import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';
import { deleteExpiredExports } from './data-export.service';
import { TEST_BROKER_URL } from '../../../test-support/test-broker';

/** Every file of a ZIP by name, read with yauzl (the reader side of the same maintainer's yazl). */
function unzip(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const files = new Map<string, string>();
      archive.on('error', reject);
      archive.on('end', () => resolve(files));
      archive.on('entry', (entry: Entry) => {
        archive.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const parts: Buffer[] = [];
          stream.on('data', (part: Buffer) => parts.push(part));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(parts).toString('utf8'));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}

const ids = {
  account: '11111111-1111-4111-8111-000000000001',
  category: '11111111-1111-4111-8111-000000000002',
  kopi: '11111111-1111-4111-8111-000000000003',
  salary: '11111111-1111-4111-8111-000000000004',
  budget: '11111111-1111-4111-8111-000000000005',
  cpf: '11111111-1111-4111-8111-000000000006',
  contribution: '11111111-1111-4111-8111-000000000007',
  stock: '11111111-1111-4111-8111-000000000008',
  broker: '11111111-1111-4111-8111-000000000009',
  holding: '11111111-1111-4111-8111-00000000000a',
};

describe('export my data', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  let bob: EmulatorAccount;
  let aliceId: string;
  const base = () => `${api.baseUrl}/api/v1`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    api = await startTestServer();
    alice = await verifiedAccount('export.alice', 'Alice Tan');
    bob = await verifiedAccount('export.bob', 'Bob Lim');
    aliceId = (await requestJson<{ id: string }>(`${base()}/users/me`, { token: alice.idToken })).body.id;
    await requestJson(`${base()}/users/me`, { token: bob.idToken });
    // A small history in every table the export covers, with exact values to compare the files against.
    await sql(
      `insert into accounts (id, user_id, name, institution, account_type, account_number_last4, balance_cents,
         credit_limit_cents, created_at)
       values (?, ?, 'OCBC 365', 'OCBC', 'credit', '1234', -12050, 500000, '2026-01-02T03:04:05Z')`,
      [ids.account, aliceId],
    );
    await sql(
      `insert into categories (id, user_id, name, icon, color) values (?, ?, 'Plants, "green"', '🌵', '#22C55E')`,
      [ids.category, aliceId],
    );
    await sql(
      `insert into transactions (id, user_id, account_id, category_id, date, description, merchant_key, amount_cents,
         category_source, dedupe_key, notes)
       values (?, ?, ?, ?, '2026-02-03', 'KOPI, TOAST "SET"', 'kopi toast', -350, 'user', 'k1', 'with kaya'),
              (?, ?, ?, null, '2026-02-28', 'SALARY', 'salary', 500000, 'default', 'k2', null)`,
      [ids.kopi, aliceId, ids.account, ids.category, ids.salary, aliceId, ids.account],
    );
    await sql(
      `insert into budgets (id, user_id, category_id, period, amount_cents) values (?, ?, ?, 'monthly', 20000)`,
      [ids.budget, aliceId, ids.category],
    );
    await sql(
      `insert into retirement_accounts (id, user_id, account_type, balance_cents, is_auto_contribution_enabled,
         contribution_day, contribution_amount_cents, next_contribution_date)
       values (?, ?, 'CPF-OA', 1234567, true, 5, 150000, '2026-03-05')`,
      [ids.cpf, aliceId],
    );
    await sql(
      `insert into cpf_contributions (id, retirement_account_id, user_id, month, scheduled_date, amount_cents, applied_at,
         recorded_without_transaction)
       values (?, ?, ?, '2026-02', '2026-02-05', 150000, '2026-02-05T01:00:00Z', true)`,
      [ids.contribution, ids.cpf, aliceId],
    );
    await sql(
      `insert into stocks (id, symbol, name, exchange, sector, currency) values (?, 'D05', 'DBS Group', 'SGX', 'Financials', 'SGD')`,
      [ids.stock],
    );
    await sql(`insert into stocks_accounts (id, user_id, name, broker) values (?, ?, 'Tiger', 'TIGER')`, [
      ids.broker,
      aliceId,
    ]);
    await sql(
      `insert into stock_holdings (id, user_id, stocks_account_id, stock_id, quantity, average_cost, currency)
       values (?, ?, ?, ?, 100, 35.5, 'SGD')`,
      [ids.holding, aliceId, ids.broker, ids.stock],
    );
  });
  afterAll(() => api.close());

  async function finishedExport(token: string): Promise<string> {
    const started = await requestJson<{ job_id: string; status: string }>(`${base()}/users/me/export`, {
      method: 'POST',
      token,
    });
    expect(started.status).toBe(202);
    const jobId = started.body.job_id;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const status = await requestJson<{ status: string; progress: number }>(`${base()}/users/me/export/${jobId}`, {
        token,
      });
      expect(status.status).toBe(200);
      if (status.body.status === 'completed') {
        expect(status.body.progress).toBe(100);
        break;
      }
      expect(['queued', 'processing']).toContain(status.body.status);
      if (Date.now() > deadline) throw new Error(`export still ${status.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return jobId;
  }

  async function download(token: string, jobId: string): Promise<Response> {
    return fetch(`${base()}/users/me/export/${jobId}/download`, { headers: { authorization: `Bearer ${token}` } });
  }

  it('builds a ZIP with every table as CSV at its root and a JSON copy, exactly as stored', async () => {
    const jobId = await finishedExport(alice.idToken);
    const response = await download(alice.idToken, jobId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="money-garden-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect([...files.keys()]).toEqual([
      'transactions.csv',
      'accounts.csv',
      'categories.csv',
      'budgets.csv',
      'cpf_accounts.csv',
      'cpf_activity.csv',
      'holdings.csv',
      'data.json',
    ]);
    expect(files.get('transactions.csv')).toBe(
      'id,date,description,amount,currency,foreign_amount,category,category_source,account,account_institution,source,statement_file,notes,status\n' +
        `${ids.salary},2026-02-28,SALARY,5000.00,SGD,,,default,OCBC 365,OCBC,manual,,,completed\n` +
        `${ids.kopi},2026-02-03,"KOPI, TOAST ""SET""",-3.50,SGD,,"Plants, ""green""",user,OCBC 365,OCBC,manual,,with kaya,completed\n`,
    );
    expect(files.get('accounts.csv')).toBe(
      'id,name,institution,account_type,account_number_last4,currency,balance,credit_limit,provider_type,latest_statement_date,created_at\n' +
        `${ids.account},OCBC 365,OCBC,credit,1234,SGD,-120.50,5000.00,pdf,,2026-01-02T03:04:05Z\n`,
    );
    expect(files.get('budgets.csv')).toBe(
      'id,category,period,amount,currency,notification_threshold\n' +
        `${ids.budget},"Plants, ""green""",monthly,200.00,SGD,80\n`,
    );
    expect(files.get('cpf_accounts.csv')).toBe(
      'id,account_type,balance,currency,auto_contribution,contribution_day,contribution_amount,next_contribution_date\n' +
        `${ids.cpf},CPF-OA,12345.67,SGD,true,5,1500.00,2026-03-05\n`,
    );
    expect(files.get('cpf_activity.csv')).toBe(
      'id,account_type,month,scheduled_date,amount,applied_at,recorded_without_transaction,transaction_id\n' +
        `${ids.contribution},CPF-OA,2026-02,2026-02-05,1500.00,2026-02-05T01:00:00Z,true,\n`,
    );
    expect(files.get('holdings.csv')).toBe(
      'id,stocks_account,broker,symbol,stock_name,exchange,quantity,average_cost,currency\n' +
        `${ids.holding},Tiger,TIGER,D05,DBS Group,SGX,100.0000,35.5000,SGD\n`,
    );
    // Categories: the person's own and the system ones they use, never another person's.
    const categories = (files.get('categories.csv') ?? '').trimEnd().split('\n');
    expect(categories[0]).toBe('id,name,icon,color,is_system,is_active');
    expect(categories).toContain(`${ids.category},"Plants, ""green""",🌵,#22C55E,false,true`);
    const [{ n: systemCount } = { n: 0 }] = await sql<{ n: number }>(
      'select count(*)::int as n from categories where is_system',
    );
    expect(categories).toHaveLength(1 + systemCount + 1);

    const json = JSON.parse(files.get('data.json') ?? '') as Record<string, unknown>;
    expect(json.format).toBe('money-garden-export');
    expect(json.transactions).toEqual([
      {
        id: ids.salary,
        date: '2026-02-28',
        description: 'SALARY',
        amount: '5000.00',
        currency: 'SGD',
        foreign_amount: null,
        category: null,
        category_source: 'default',
        account: 'OCBC 365',
        account_institution: 'OCBC',
        source: 'manual',
        statement_file: null,
        notes: null,
        status: 'completed',
      },
      {
        id: ids.kopi,
        date: '2026-02-03',
        description: 'KOPI, TOAST "SET"',
        amount: '-3.50',
        currency: 'SGD',
        foreign_amount: null,
        category: 'Plants, "green"',
        category_source: 'user',
        account: 'OCBC 365',
        account_institution: 'OCBC',
        source: 'manual',
        statement_file: null,
        notes: 'with kaya',
        status: 'completed',
      },
    ]);
    expect(json.holdings).toEqual([
      {
        id: ids.holding,
        stocks_account: 'Tiger',
        broker: 'TIGER',
        symbol: 'D05',
        stock_name: 'DBS Group',
        exchange: 'SGX',
        quantity: '100.0000',
        average_cost: '35.5000',
        currency: 'SGD',
      },
    ]);
    expect((json.categories as unknown[]).length).toBe(systemCount + 1);
  });

  it('lets only the owner see or download an export: another person gets 404', async () => {
    const jobId = await finishedExport(alice.idToken);
    const status = await requestJson(`${base()}/users/me/export/${jobId}`, { token: bob.idToken });
    expect(status.status).toBe(404);
    expect(status.body).toEqual({ detail: 'Export not found' });
    expect((await download(bob.idToken, jobId)).status).toBe(404);
    const viaGraphql = await graphql(
      api.baseUrl,
      'query ($id: ID!) { dataExport(id: $id) { id } }',
      { id: jobId },
      bob.idToken,
    );
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Bob's own export holds none of Alice's rows.
    const bobs = await unzip(
      Buffer.from(await (await download(bob.idToken, await finishedExport(bob.idToken))).arrayBuffer()),
    );
    expect(bobs.get('transactions.csv')).toBe(
      'id,date,description,amount,currency,foreign_amount,category,category_source,account,account_institution,source,statement_file,notes,status\n',
    );
    expect(bobs.get('holdings.csv')).not.toContain(ids.holding);
    expect((await requestJson(`${base()}/users/me/export/not-a-uuid`, { token: bob.idToken })).status).toBe(404);
  });

  it('expires a finished export after its day, deleting the ZIP', async () => {
    const jobId = await finishedExport(alice.idToken);
    await sql(`update data_exports set expires_at = now() - interval '1 second' where id = ?`, [jobId]);
    const status = await requestJson(`${base()}/users/me/export/${jobId}`, { token: alice.idToken });
    expect(status.status).toBe(404);
    expect(status.body).toEqual({ detail: 'This export has expired. Please export your data again.' });
    expect((await download(alice.idToken, jobId)).status).toBe(404);
    // The next request sweeps the expired export and its pieces away.
    await finishedExport(alice.idToken);
    const [{ n } = { n: -1 }] = await sql<{ n: number }>(
      `select (select count(*) from data_exports where id = ?) + (select count(*) from data_export_chunks where export_id = ?) as n`,
      [jobId, jobId],
    );
    expect(Number(n)).toBe(0);

    // The scheduled work deletes expired exports of people who never come back, and only those.
    const kept = await finishedExport(bob.idToken);
    const [{ id: stale } = { id: '' }] = await sql<{ id: string }>(
      `insert into data_exports (user_id, status, expires_at) values (?, 'completed', now() - interval '1 minute') returning id`,
      [aliceId],
    );
    expect(await deleteExpiredExports(api.database.orm, new Date())).toBe(1);
    const left = await sql<{ id: string }>('select id from data_exports where id in (?, ?)', [stale, kept]);
    expect(left.map((row) => row.id)).toEqual([kept]);
  });

  it('answers the same over GraphQL: requestDataExport, then dataExport with the download path', async () => {
    const started = await graphql<{ requestDataExport: { id: string; status: string } }>(
      api.baseUrl,
      'mutation { requestDataExport { id status progress } }',
      {},
      alice.idToken,
    );
    expect(started.body.errors).toBeUndefined();
    const id = started.body.data?.requestDataExport.id ?? '';
    let view: { status: string; progress: number; downloadUrl: string | null; expiresAt: string | null } | undefined;
    for (let tries = 0; tries < 400; tries += 1) {
      const read = await graphql<{ dataExport: NonNullable<typeof view> }>(
        api.baseUrl,
        'query ($id: ID!) { dataExport(id: $id) { status progress downloadUrl expiresAt } }',
        { id },
        alice.idToken,
      );
      expect(read.body.errors).toBeUndefined();
      view = read.body.data?.dataExport;
      if (view?.status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(view).toMatchObject({
      status: 'completed',
      progress: 100,
      downloadUrl: `/api/v1/users/me/export/${id}/download`,
    });
    expect(new Date(view?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const files = await unzip(Buffer.from(await (await download(alice.idToken, id)).arrayBuffer()));
    expect(files.get('transactions.csv')).toContain(ids.kopi);
  });

  it('refuses a download before the export is finished', async () => {
    const [{ id } = { id: '' }] = await sql<{ id: string }>(
      `insert into data_exports (user_id, status) values (?, 'failed') returning id`,
      [aliceId],
    );
    const response = await download(alice.idToken, id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: 'This export is not ready yet' });
  });
});

describe('export my data through RabbitMQ', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({
      amqpUrl: TEST_BROKER_URL,
      importQueueName: `garden.test.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`,
    });
  });
  afterAll(() => api.close());

  it('runs the export job from its own queue beside the import queue', async () => {
    const person = await verifiedAccount('export.amqp', 'Dana Koh');
    const started = await requestJson<{ job_id: string }>(`${api.baseUrl}/api/v1/users/me/export`, {
      method: 'POST',
      token: person.idToken,
    });
    expect(started.status).toBe(202);
    let status = '';
    for (let tries = 0; tries < 400 && status !== 'completed'; tries += 1) {
      const read = await requestJson<{ status: string }>(
        `${api.baseUrl}/api/v1/users/me/export/${started.body.job_id}`,
        {
          token: person.idToken,
        },
      );
      status = read.body.status;
      if (status !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe('completed');
    const response = await fetch(`${api.baseUrl}/api/v1/users/me/export/${started.body.job_id}/download`, {
      headers: { authorization: `Bearer ${person.idToken}` },
    });
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(files.get('accounts.csv')).toBe(
      'id,name,institution,account_type,account_number_last4,currency,balance,credit_limit,provider_type,latest_statement_date,created_at\n',
    );
  });
});
