import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';

const BREAKDOWN = `{ assetsBreakdown { totalAssets currency netWorth
  bankAccounts { total accounts { id name institution accountType balance currency } }
  retirementAccounts { total breakdown { accountType balance } }
  investments { total positions byCurrency { currency value positions pricedPositions } }
  creditCards { owed accounts { name balance } } } }`;

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
    // Shares: SGD 3,520.00 at cost with no price yet, SGD 10 x 2.5050 priced, and a USD holding (not converted).
    const [account] = await sql<{ id: string }>(
      `insert into stocks_accounts (user_id, name, currency) values (?, 'Investment Portfolio', 'USD') returning id`,
      [aliceId],
    );
    async function holding(symbol: string, currency: string, quantity: string, cost: string, price: string | null) {
      const [stock] = await sql<{ id: string }>(
        `insert into stocks (symbol, name, exchange, sector, currency, last_price)
         values (?, ?, ?, 'Other', ?, ?) returning id`,
        [symbol, `${symbol} test`, currency === 'SGD' ? 'SGX' : 'NYSE', currency, price],
      );
      await sql(
        `insert into stock_holdings (user_id, stocks_account_id, stock_id, quantity, average_cost, currency)
         values (?, ?, ?, ?, ?, ?)`,
        [aliceId, account?.id, stock?.id, quantity, cost, currency],
      );
    }
    await holding('ZZASSET1', 'SGD', '1000', '3.52', null);
    await holding('ZZASSET2', 'SGD', '10', '2.00', '2.5050');
    await holding('ZZASSET3', 'USD', '5', '100.00', '120.00');
  });

  afterAll(async () => {
    await api.close();
  });

  it('sums SGD bank accounts (not cards), CPF accounts and investments, and nets the cards over REST', async () => {
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
      // 1000.00 + 250.50 bank (the USD account is listed but not converted) + 100.10 + 200.20 + 0 CPF
      // + 3520.00 (at cost, no price yet) + 25.05 (10 x 2.5050) SGD shares; the card owes 300.00.
      total_assets: 5095.85,
      net_worth: 4795.85,
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
      investments: {
        total: 3545.05,
        positions: 3,
        by_currency: [
          { currency: 'SGD', value: 3545.05, positions: 2, priced_positions: 1 },
          { currency: 'USD', value: 600, positions: 1, priced_positions: 1 },
        ],
      },
      credit_cards: { owed: 300, accounts: [account('Live Fresh', 'credit', -300, 'SGD')] },
    });
  });

  it('answers the same in GraphQL with exact decimals, and only for the caller', async () => {
    const mine = await graphql<{ assetsBreakdown: Record<string, unknown> }>(api.baseUrl, BREAKDOWN, {}, alice.idToken);
    expect(mine.body.data?.assetsBreakdown).toMatchObject({
      totalAssets: '5095.85',
      netWorth: '4795.85',
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
      investments: {
        total: '3545.05',
        positions: 3,
        byCurrency: [
          { currency: 'SGD', value: '3545.05', positions: 2, pricedPositions: 1 },
          { currency: 'USD', value: '600.00', positions: 1, pricedPositions: 1 },
        ],
      },
      creditCards: { owed: '300.00', accounts: [{ name: 'Live Fresh', balance: '-300.00' }] },
    });
    const theirs = await graphql<{ assetsBreakdown: Record<string, unknown> }>(api.baseUrl, BREAKDOWN, {}, bob.idToken);
    expect(theirs.body.data?.assetsBreakdown).toEqual({
      totalAssets: '0.00',
      currency: 'SGD',
      bankAccounts: { total: '0.00', accounts: [] },
      retirementAccounts: { total: '0.00', breakdown: [] },
      investments: { total: '0.00', positions: 0, byCurrency: [] },
      creditCards: { owed: '0.00', accounts: [] },
      netWorth: '0.00',
    });
  });
});
