import { merchantKey } from '@garden/core';
import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';
import { InsightsService, type InsightRecord } from './insights.service';

/** Every case stands on Saturday 20 June 2026 in Singapore. */
const TODAY = '2026-06-20';

interface InsightJson {
  id: string;
  kind: string;
  headline: string;
  figures: { label: string; amount: number; currency: string }[];
  transaction_ids: string[];
  link: string;
  date: string | null;
}

describe('the Garden Gnome’s insights', () => {
  let api: TestServer;
  const categories: Record<string, string> = {};
  let seq = 0;

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);

  async function person(name: string): Promise<{ id: string; card: string }> {
    seq += 1;
    const [user] = await sql<{ id: string }>(
      `insert into users (firebase_uid, email, name) values (?, ?, ?) returning id`,
      [`insights-${seq}`, `insights-${seq}@example.com`, name],
    );
    const [card] = await sql<{ id: string }>(
      `insert into accounts (user_id, name, institution, account_type, account_number_last4, currency)
       values (?, 'Card', 'UOB', 'credit', ?, 'SGD') returning id`,
      [user?.id, String(1000 + seq)],
    );
    return { id: user?.id ?? '', card: card?.id ?? '' };
  }

  async function spend(
    who: { id: string; card: string },
    date: string,
    description: string,
    cents: number,
    category = 'Shopping',
  ): Promise<string> {
    const [row] = await sql<{ id: string }>(
      `insert into transactions (user_id, account_id, category_id, date, description, merchant_key, amount_cents, currency, category_source, dedupe_key)
       values (?, ?, ?, ?, ?, ?, ?, 'SGD', 'knowledge_base', ?) returning id`,
      [who.id, who.card, categories[category], date, description, merchantKey(description), -cents, `i${(seq += 1)}`],
    );
    return row?.id ?? '';
  }

  const monthly = async (
    who: { id: string; card: string },
    description: string,
    dates: string[],
    cents: (index: number) => number,
    category = 'Entertainment',
  ): Promise<string[]> => {
    const ids: string[] = [];
    for (const [index, date] of dates.entries()) ids.push(await spend(who, date, description, cents(index), category));
    return ids;
  };

  const insightsOf = (userId: string, asOf = TODAY): Promise<InsightRecord[]> =>
    new InsightsService(api.database.orm.em.fork()).list(userId, asOf);
  const ofKind = async (userId: string, kind: string): Promise<InsightRecord[]> =>
    (await insightsOf(userId)).filter((insight) => insight.kind === kind);

  beforeAll(async () => {
    api = await startTestServer({ rateLimit: { perUserPerMinute: 10_000, perIpPerMinute: 10_000 } });
    for (const row of await sql<{ id: string; name: string }>(`select id, name from categories where is_system`)) {
      categories[row.name] = row.id;
    }
  });
  afterAll(() => api.close());

  it('price_increase: a subscription that went up in the last 60 days, not one that went down or rose earlier', async () => {
    const hit = await person('Hana');
    const ids = await monthly(
      hit,
      'SPOTIFY P1234',
      ['2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15'],
      (index) => (index < 4 ? 1098 : 1198),
    );
    expect(await ofKind(hit.id, 'price_increase')).toEqual([
      {
        id: expect.stringMatching(/^price_increase:/) as string,
        kind: 'price_increase',
        headline: 'Spotify went up from S$10.98 to S$11.98 (+9.1%) on 15 May 2026',
        figures: [
          { label: 'Before', amountCents: 1098, currency: 'SGD' },
          { label: 'Now', amountCents: 1198, currency: 'SGD' },
          { label: 'Extra a year', amountCents: 1200, currency: 'SGD' },
        ],
        transactionIds: [ids[3], ids[4]],
        link: '/transactions?search=SPOTIFY&type=expenses',
        date: '2026-05-15',
      },
    ]);

    const miss = await person('Mo');
    // Rose on 15 April: 66 days ago. And a price that went down.
    await monthly(
      miss,
      'SPOTIFY P1234',
      ['2025-12-15', '2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15', '2026-06-15'],
      (index) => (index < 4 ? 1098 : 1198),
    );
    await monthly(
      miss,
      'DISNEY PLUS',
      ['2026-01-08', '2026-02-08', '2026-03-08', '2026-04-08', '2026-05-08', '2026-06-08'],
      (index) => (index < 4 ? 1398 : 1198),
    );
    expect(await ofKind(miss.id, 'price_increase')).toEqual([]);
  });

  it('new_recurring: a series that became one in the last 35 days, not one older than that', async () => {
    const hit = await person('Nia');
    const ids = await monthly(
      hit,
      'ANYTIME FITNESS',
      ['2026-04-01', '2026-05-01', '2026-06-01'],
      () => 4900,
      'Health & Wellness',
    );
    const [insight] = await ofKind(hit.id, 'new_recurring');
    expect(insight).toMatchObject({
      headline: 'New monthly payment: Anytime Fitness, S$49.00 (S$588.00 a year)',
      figures: [
        { label: 'Typical charge', amountCents: 4900, currency: 'SGD' },
        { label: 'Yearly cost', amountCents: 58800, currency: 'SGD' },
      ],
      transactionIds: ids,
      date: '2026-06-01',
    });

    const miss = await person('Ned');
    await monthly(
      miss,
      'ANYTIME FITNESS',
      ['2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'],
      () => 4900,
      'Health & Wellness',
    );
    expect(await ofKind(miss.id, 'new_recurring')).toEqual([]);
  });

  it('missing_charge: a monthly charge a week overdue while later rows are in; silent within tolerance or before the statement', async () => {
    const dates = ['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-05', '2026-05-05'];
    const hit = await person('Max');
    const ids = await monthly(hit, 'SINGTEL MOBILE', dates, () => 4500, 'Bills & Utilities');
    await spend(hit, '2026-06-18', 'KOPI KING', 450, 'Food & Dining');
    expect(await ofKind(hit.id, 'missing_charge')).toEqual([
      expect.objectContaining({
        headline: 'Singtel Mobile usually charges S$45.00 around 5 Jun 2026; no charge since 5 May 2026',
        figures: [{ label: 'Expected charge', amountCents: 4500, currency: 'SGD' }],
        transactionIds: [ids[4]],
        date: '2026-06-05',
      }),
    ]);

    // The statement that would show June's charge is not in yet: nothing later than 12 June.
    const notYet = await person('Nat');
    await monthly(notYet, 'SINGTEL MOBILE', dates, () => 4500, 'Bills & Utilities');
    await spend(notYet, '2026-06-11', 'KOPI KING', 450, 'Food & Dining');
    expect(await ofKind(notYet.id, 'missing_charge')).toEqual([]);

    // Expected on 15 June: five days late is within the 7 days a monthly charge may drift.
    const early = await person('Nel');
    await monthly(
      early,
      'SINGTEL MOBILE',
      ['2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15'],
      () => 4500,
    );
    await spend(early, '2026-06-19', 'KOPI KING', 450, 'Food & Dining');
    expect(await ofKind(early.id, 'missing_charge')).toEqual([]);
  });

  it('duplicate_charge: the same merchant and amount within 3 days; not 4 days apart, not a cent off, not a habit', async () => {
    const hit = await person('Dee');
    const first = await spend(hit, '2026-06-10', 'COURTS TAMPINES', 25900);
    const second = await spend(hit, '2026-06-12', 'COURTS TAMPINES 0042', 25900);
    expect(await ofKind(hit.id, 'duplicate_charge')).toEqual([
      {
        id: `duplicate_charge:${first}:${second}`,
        kind: 'duplicate_charge',
        headline: 'Possible double charge: Courts Tampines S$259.00 twice on 10 Jun 2026 and 12 Jun 2026',
        figures: [{ label: 'Charged twice', amountCents: 25900, currency: 'SGD' }],
        transactionIds: [first, second],
        link: '/transactions?search=COURTS+TAMPINES&start=2026-06-10&end=2026-06-12',
        date: '2026-06-12',
      },
    ]);

    const miss = await person('Dan');
    await spend(miss, '2026-06-10', 'COURTS TAMPINES', 25900);
    await spend(miss, '2026-06-14', 'COURTS TAMPINES', 25900);
    await spend(miss, '2026-06-16', 'HARVEY NORMAN', 8900);
    await spend(miss, '2026-06-16', 'HARVEY NORMAN', 8901);
    for (const date of ['2026-04-02', '2026-05-06', '2026-06-03', '2026-06-04'])
      await spend(miss, date, 'TOAST BOX', 1200, 'Food & Dining');
    await spend(miss, '2026-06-17', 'MR BEAN', 450, 'Food & Dining');
    await spend(miss, '2026-06-17', 'MR BEAN', 450, 'Food & Dining');
    expect(await ofKind(miss.id, 'duplicate_charge')).toEqual([]);
  });

  it('category_spike: a month so far at 1.5 times the median of the months before, with 3 months of history', async () => {
    const history = async (who: { id: string; card: string }, months: string[]) => {
      for (const [index, month] of months.entries()) {
        await spend(
          who,
          `${month}-${String(3 + index).padStart(2, '0')}`,
          `HAWKER STALL ${'ABCDEF'[index]}`,
          20000,
          'Food & Dining',
        );
        await spend(
          who,
          `${month}-${String(12 + index).padStart(2, '0')}`,
          `ZI CHAR ${'ABCDEF'[index]}`,
          10000,
          'Food & Dining',
        );
      }
    };
    const hit = await person('Sam');
    await history(hit, ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    const june = [
      await spend(hit, '2026-06-06', 'JUMBO SEAFOOD', 30000, 'Food & Dining'),
      await spend(hit, '2026-06-13', 'BURNT ENDS', 20000, 'Food & Dining'),
    ];
    expect(await ofKind(hit.id, 'category_spike')).toEqual([
      expect.objectContaining({
        headline: 'Food & Dining is at S$500.00 this month, 1.7x your usual S$300.00',
        figures: [
          { label: 'This month so far', amountCents: 50000, currency: 'SGD' },
          { label: 'Usual month (median of 5)', amountCents: 30000, currency: 'SGD' },
        ],
        transactionIds: june,
        link: `/transactions?category=${categories['Food & Dining']}&start=2026-06-01&end=2026-06-20&type=expenses`,
      }),
    ]);

    const below = await person('Sid');
    await history(below, ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']);
    await spend(below, '2026-06-06', 'JUMBO SEAFOOD', 44000, 'Food & Dining'); // 1.47 times
    expect(await ofKind(below.id, 'category_spike')).toEqual([]);

    const newcomer = await person('Sue');
    await history(newcomer, ['2026-04', '2026-05']); // two months of history only
    await spend(newcomer, '2026-06-06', 'JUMBO SEAFOOD', 90000, 'Food & Dining');
    expect(await ofKind(newcomer.id, 'category_spike')).toEqual([]);
  });

  it('budget_overrun: the pace of the month so far runs past the budget before the month ends, with the day', async () => {
    const budget = async (who: { id: string }, cents: number) =>
      sql(`insert into budgets (user_id, category_id, period, amount_cents) values (?, ?, 'monthly', ?)`, [
        who.id,
        categories.Groceries,
        cents,
      ]);
    const shop = async (who: { id: string; card: string }, total: number) => {
      const ids: string[] = [];
      for (const [index, day] of ['02', '07', '11', '16'].entries())
        ids.push(await spend(who, `2026-06-${day}`, `FAIRPRICE ${index}`, total / 4 + index, 'Groceries'));
      return ids;
    };
    const hit = await person('Bea');
    await budget(hit, 60000);
    await shop(hit, 50000); // S$500.06 in 20 days: S$25 a day passes S$600 on day 24
    const [insight] = await ofKind(hit.id, 'budget_overrun');
    expect(insight).toMatchObject({
      headline: 'At this pace your monthly Groceries budget of S$600.00 runs out on 24 Jun 2026',
      figures: [
        { label: 'Budget', amountCents: 60000, currency: 'SGD' },
        { label: 'Spent so far', amountCents: 50006, currency: 'SGD' },
        { label: 'Left', amountCents: 9994, currency: 'SGD' },
      ],
      date: '2026-06-24',
    });
    expect(insight?.transactionIds).toHaveLength(4);

    const slow = await person('Ben');
    await budget(slow, 60000);
    await shop(slow, 39000); // S$19.50 a day: S$585 by the 30th
    const over = await person('Bo');
    await budget(over, 60000);
    await shop(over, 70000); // already over: the budgets screen says so
    expect(await ofKind(slow.id, 'budget_overrun')).toEqual([]);
    expect(await ofKind(over.id, 'budget_overrun')).toEqual([]);
    // Too early in the month to judge a pace (5 of 30 days).
    expect((await insightsOf(hit.id, '2026-06-05')).filter((one) => one.kind === 'budget_overrun')).toEqual([]);
  });

  it('large_transaction: 3 times the merchant’s usual, or above everything in its category; silent just below', async () => {
    const baseline = async (who: { id: string; card: string }, categoryMax: number) => {
      for (const [index, date] of ['2026-01-03', '2026-02-20', '2026-03-07', '2026-04-28', '2026-05-09'].entries())
        await spend(who, date, 'SHENG SIONG', 3800 + index * 100, 'Groceries');
      for (let index = 0; index < 12; index += 1)
        await spend(
          who,
          `2026-0${1 + (index % 5)}-${String(10 + index).padStart(2, '0')}`,
          `BOUTIQUE ${'ABCDEFGHIJKL'[index]}`,
          index === 0 ? categoryMax : 2000 + index * 300,
          'Shopping',
        );
    };
    const hit = await person('Lee');
    await baseline(hit, 5000);
    const big = await spend(hit, '2026-06-15', 'SHENG SIONG', 15000, 'Groceries'); // 3.75x the median S$40
    const bag = await spend(hit, '2026-06-16', 'LOUIS VUITTON', 40000, 'Shopping');
    const found = await ofKind(hit.id, 'large_transaction');
    expect(found.map((one) => [one.transactionIds, one.headline])).toEqual([
      [[bag], 'S$400.00 at Louis Vuitton on 16 Jun 2026 is 10.5x your usual S$38.00 for Shopping'],
      [[big], 'S$150.00 at Sheng Siong on 15 Jun 2026 is 3.8x your usual S$40.00 at Sheng Siong'],
    ]);

    const miss = await person('Liz');
    await baseline(miss, 45000); // once spent more than the bag in Shopping
    await spend(miss, '2026-06-15', 'SHENG SIONG', 11500, 'Groceries'); // 2.9x
    await spend(miss, '2026-06-16', 'LOUIS VUITTON', 40000, 'Shopping');
    expect(await ofKind(miss.id, 'large_transaction')).toEqual([]);
  });

  it('cpf_contribution: an auto-contribution due within 7 days; not in 8 days, not when switched off', async () => {
    const account = (who: { id: string }, type: string, on: boolean, date: string) =>
      sql(
        `insert into retirement_accounts (user_id, account_type, balance_cents, is_auto_contribution_enabled, contribution_day,
           contribution_amount_cents, next_contribution_date) values (?, ?, 100000, ?, ?, 50000, ?)`,
        [who.id, type, on, Number(date.slice(8)), date],
      );
    const hit = await person('Cai');
    await account(hit, 'CPF-OA', true, '2026-06-27');
    expect(await ofKind(hit.id, 'cpf_contribution')).toEqual([
      expect.objectContaining({
        headline: 'Your CPF-OA auto-contribution of S$500.00 is due on 27 Jun 2026',
        figures: [{ label: 'Contribution', amountCents: 50000, currency: 'SGD' }],
        link: '/assets',
      }),
    ]);
    const miss = await person('Cy');
    await account(miss, 'CPF-OA', true, '2026-06-28');
    await account(miss, 'CPF-SA', false, '2026-06-22');
    expect(await ofKind(miss.id, 'cpf_contribution')).toEqual([]);
  });

  it('says nothing on an empty history', async () => {
    const nobody = await person('Nobody');
    expect(await insightsOf(nobody.id)).toEqual([]);
  });

  describe('on REST and GraphQL', () => {
    let alice: EmulatorAccount;
    let bob: EmulatorAccount;

    beforeAll(async () => {
      [alice, bob] = await Promise.all([
        verifiedAccount('insights.alice', 'Alice Tan'),
        verifiedAccount('insights.bob', 'Bob Lim'),
      ]);
    });

    const rest = <T>(token: string | undefined, path: string) =>
      requestJson<T>(`${api.baseUrl}/api/v1${path}`, { token });

    it('answers each person with their own insights only, ranked, in the issue’s shape', async () => {
      const aliceId = (await rest<{ id: string }>(alice.idToken, '/users/me')).body.id;
      await rest(bob.idToken, '/users/me');
      const [card] = await sql<{ id: string }>(
        `insert into accounts (user_id, name, institution, account_type, account_number_last4) values (?, 'Alice card', 'DBS', 'credit', '4242') returning id`,
        [aliceId],
      );
      const who = { id: aliceId, card: card?.id ?? '' };
      const first = await spend(who, '2026-06-10', 'COURTS TAMPINES', 25900);
      const second = await spend(who, '2026-06-11', 'COURTS TAMPINES', 25900);
      await monthly(who, 'ANYTIME FITNESS', ['2026-04-01', '2026-05-01', '2026-06-01'], () => 4900);

      const response = await rest<{ insights: InsightJson[] }>(alice.idToken, `/ai-assistant/insights?as_of=${TODAY}`);
      expect(response.status).toBe(200);
      expect(response.body.insights.map((insight) => insight.kind)).toEqual(['duplicate_charge', 'new_recurring']);
      expect(response.body.insights[0]).toEqual({
        id: `duplicate_charge:${first}:${second}`,
        kind: 'duplicate_charge',
        headline: 'Possible double charge: Courts Tampines S$259.00 twice on 10 Jun 2026 and 11 Jun 2026',
        figures: [{ label: 'Charged twice', amount: 259, currency: 'SGD' }],
        transaction_ids: [first, second],
        link: '/transactions?search=COURTS+TAMPINES&start=2026-06-10&end=2026-06-11',
        date: '2026-06-11',
      });

      const bobs = await rest<{ insights: InsightJson[] }>(bob.idToken, `/ai-assistant/insights?as_of=${TODAY}`);
      expect(bobs.body).toEqual({ insights: [] });

      const gql = await graphql<{
        insights: { kind: string; figures: { amount: string }[]; transactionIds: string[] }[];
      }>(
        api.baseUrl,
        'query ($asOf: String) { insights(asOf: $asOf) { kind figures { amount } transactionIds } }',
        { asOf: TODAY },
        alice.idToken,
      );
      expect(gql.body.data?.insights[0]).toEqual({
        kind: 'duplicate_charge',
        figures: [{ amount: '259.00' }],
        transactionIds: [first, second],
      });
      const bobGql = await graphql<{ insights: unknown[] }>(
        api.baseUrl,
        'query ($asOf: String) { insights(asOf: $asOf) { kind } }',
        { asOf: TODAY },
        bob.idToken,
      );
      expect(bobGql.body.data?.insights).toEqual([]);
    });

    it('refuses a day that is not one, and a call without a token', async () => {
      const bad = await rest<{ detail: string }>(alice.idToken, '/ai-assistant/insights?as_of=2026-02-30');
      expect(bad.status).toBe(422);
      expect(bad.body.detail).toBe('as_of must be a real day written YYYY-MM-DD');
      expect((await rest(undefined, '/ai-assistant/insights')).status).toBe(401);
      expect((await rest(alice.idToken, '/ai-assistant/insights')).status).toBe(200);
    });
  });
});
