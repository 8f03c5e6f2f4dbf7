import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';

const BREAKDOWN = `{ assetsBreakdown { totalAssets currency
  bankAccounts { total accounts { id name institution accountType balance currency } }
  retirementAccounts { total breakdown { accountType balance } } } }`;

describe('assets breakdown', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  let bob: EmulatorAccount;
  let aliceId: string;
  const ids: Record<string, string> = {};

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);

  async function bank(name: string, type: string, cents: number, currency: string, last4: string): Promise<void> {
    const [row] = await sql<{ id: string }>(
      `insert into accounts (user_id, name, institution, account_type, account_number_last4, currency, balance_cents)
       values (?, ?, 'DBS', ?, ?, ?, ?) returning id`,
      [aliceId, name, type, last4, currency, cents],
    );
    ids[name] = row?.id ?? '';
  }

  beforeAll(async () => {
    api = await startTestServer({ rateLimit: { perUserPerMinute: 10_000, perIpPerMinute: 10_000 } });
    [alice, bob] = await Promise.all([verifiedAccount('assets.alice', 'Alice'), verifiedAccount('assets.bob', 'Bob')]);
    aliceId = (await requestJson<{ id: string }>(`${api.baseUrl}/api/v1/users/me`, { token: alice.idToken })).body.id;
    await requestJson(`${api.baseUrl}/api/v1/users/me`, { token: bob.idToken });
    await bank('Multiplier', 'savings', 100_000, 'SGD', '1111');
    await bank('Everyday', 'checking', 25_050, 'SGD', '2222');
    await bank('Live Fresh', 'credit', -30_000, 'SGD', '3333');
    await bank('US Dollar', 'savings', 50_000, 'USD', '4444');
    for (const [type, cents] of [
      ['CPF-OA', 10_010],
      ['CPF-SA', 20_020],
      ['CPF-MA', 0],
    ] as const) {
      await sql(`insert into retirement_accounts (user_id, account_type, balance_cents) values (?, ?, ?)`, [
        aliceId,
        type,
        cents,
      ]);
    }
  });

  afterAll(async () => {
    await api.close();
  });

  it('sums SGD bank accounts (not cards) and CPF accounts over REST', async () => {
    const response = await requestJson(`${api.baseUrl}/api/v1/dashboard/assets-breakdown`, { token: alice.idToken });
    expect(response.status).toBe(200);
    const account = (name: string, type: string, balance: number, currency: string) => ({
      id: ids[name],
      name,
      institution: 'DBS',
      account_type: type,
      balance,
      currency,
    });
    expect(response.body).toEqual({
      // 1000.00 + 250.50 bank (the USD account is listed but not converted) + 100.10 + 200.20 + 0 CPF.
      total_assets: 1550.8,
      currency: 'SGD',
      bank_accounts: {
        total: 1250.5,
        accounts: [
          account('Everyday', 'checking', 250.5, 'SGD'),
          account('Multiplier', 'savings', 1000, 'SGD'),
          account('US Dollar', 'savings', 500, 'USD'),
        ],
      },
      retirement_accounts: {
        total: 300.3,
        breakdown: [
          { account_type: 'CPF-OA', balance: 100.1 },
          { account_type: 'CPF-SA', balance: 200.2 },
          { account_type: 'CPF-MA', balance: 0 },
        ],
      },
    });
  });

  it('answers the same in GraphQL with exact decimals, and only for the caller', async () => {
    const mine = await graphql<{ assetsBreakdown: Record<string, unknown> }>(api.baseUrl, BREAKDOWN, {}, alice.idToken);
    expect(mine.body.data?.assetsBreakdown).toMatchObject({
      totalAssets: '1550.80',
      currency: 'SGD',
      bankAccounts: { total: '1250.50' },
      retirementAccounts: {
        total: '300.30',
        breakdown: [
          { accountType: 'CPF-OA', balance: '100.10' },
          { accountType: 'CPF-SA', balance: '200.20' },
          { accountType: 'CPF-MA', balance: '0.00' },
        ],
      },
    });
    const theirs = await graphql<{ assetsBreakdown: Record<string, unknown> }>(api.baseUrl, BREAKDOWN, {}, bob.idToken);
    expect(theirs.body.data?.assetsBreakdown).toEqual({
      totalAssets: '0.00',
      currency: 'SGD',
      bankAccounts: { total: '0.00', accounts: [] },
      retirementAccounts: { total: '0.00', breakdown: [] },
    });
  });
});
