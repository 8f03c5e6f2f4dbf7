import { CHAT_FALLBACK, merchantKey } from '@garden/core';
import { Variation } from '../../../test-support/statement-pdfs/variation';
import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';

/** Every question is asked on Saturday 20 June 2026 in Singapore. */
const TODAY = '2026-06-20';

interface ChatJson {
  answer: string;
  figures: { label: string; amount: number; currency: string }[];
  query: {
    intent: string;
    period: { label: string; start_date: string; end_date: string } | null;
    compare_period: { label: string; start_date: string; end_date: string } | null;
    measure: string;
    category: { id: string; name: string } | null;
    account: { id: string; name: string } | null;
    merchant: string | null;
    limit: number;
  } | null;
  link: string | null;
  examples: string[];
}

interface Scope {
  start: string;
  end: string;
  category?: string;
  account?: 'dbs' | 'ocbc';
  merchant?: string;
}

const P = {
  thisMonth: ['this month', '2026-06-01', '2026-06-20'],
  lastMonth: ['last month', '2026-05-01', '2026-05-31'],
  thisYear: ['this year', '2026-01-01', '2026-06-20'],
  lastYear: ['last year', '2025-01-01', '2025-12-31'],
  year2025: ['2025', '2025-01-01', '2025-12-31'],
  october: ['October 2025', '2025-10-01', '2025-10-31'],
  december: ['December 2025', '2025-12-01', '2025-12-31'],
  march: ['March 2026', '2026-03-01', '2026-03-31'],
  april: ['April 2026', '2026-04-01', '2026-04-30'],
  may: ['May 2026', '2026-05-01', '2026-05-31'],
  last30: ['the last 30 days', '2026-05-22', '2026-06-20'],
  last3Months: ['the last 3 months', '2026-03-21', '2026-06-20'],
  thisWeek: ['this week', '2026-06-15', '2026-06-20'],
  lastWeek: ['last week', '2026-06-08', '2026-06-14'],
  yesterday: ['yesterday', '2026-06-19', '2026-06-19'],
} as const;
type PeriodName = keyof typeof P;

describe('Ask the Gnome', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  let bob: EmulatorAccount;
  let aliceId: string;
  const categories: Record<string, string> = {};
  const accounts: Record<'dbs' | 'ocbc', string> = { dbs: '', ocbc: '' };
  let seq = 0;

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);
  const ask = async (token: string, message: unknown, asOf: string | undefined = TODAY) =>
    requestJson<ChatJson>(`${api.baseUrl}/api/v1/ai-assistant/chat`, {
      method: 'POST',
      token,
      body: { message, ...(asOf ? { as_of: asOf } : {}) },
    });

  /** The figure the question should come to, summed straight from the table. */
  async function expected(measure: 'spending' | 'income', scope: Scope): Promise<number> {
    const where = [
      'user_id = ?',
      measure === 'spending' ? 'amount_cents < 0' : 'amount_cents > 0',
      'date between ? and ?',
    ];
    const params: unknown[] = [aliceId, scope.start, scope.end];
    if (scope.category) {
      where.push('category_id = ?');
      params.push(categories[scope.category]);
    }
    if (scope.account) {
      where.push('account_id = ?');
      params.push(accounts[scope.account]);
    }
    if (scope.merchant) {
      where.push('upper(description) like ?');
      params.push(`%${scope.merchant}%`);
    }
    const [row] = await sql<{ cents: string | null }>(
      `select abs(sum(amount_cents)) as cents from transactions where ${where.join(' and ')}`,
      params,
    );
    return Number(row?.cents ?? 0);
  }

  async function add(accountId: string, date: string, description: string, cents: number, category: string) {
    await sql(
      `insert into transactions (user_id, account_id, category_id, date, description, merchant_key, amount_cents, currency, category_source, dedupe_key)
       values (?, ?, ?, ?, ?, ?, ?, 'SGD', 'knowledge_base', ?)`,
      [aliceId, accountId, categories[category], date, description, merchantKey(description), cents, `c${(seq += 1)}`],
    );
  }

  beforeAll(async () => {
    api = await startTestServer({ rateLimit: { perUserPerMinute: 10_000, perIpPerMinute: 10_000 } });
    [alice, bob] = await Promise.all([
      verifiedAccount('chat.alice', 'Alice Tan'),
      verifiedAccount('chat.bob', 'Bob Lim'),
    ]);
    aliceId = (await requestJson<{ id: string }>(`${api.baseUrl}/api/v1/users/me`, { token: alice.idToken })).body.id;
    await requestJson(`${api.baseUrl}/api/v1/users/me`, { token: bob.idToken });
    for (const row of await sql<{ id: string; name: string }>(`select id, name from categories where is_system`))
      categories[row.name] = row.id;
    const account = async (name: string, institution: string, type: string, last4: string, balance: number) =>
      (
        await sql<{ id: string }>(
          `insert into accounts (user_id, name, institution, account_type, account_number_last4, balance_cents)
           values (?, ?, ?, ?, ?, ?) returning id`,
          [aliceId, name, institution, type, last4, balance],
        )
      )[0]?.id ?? '';
    accounts.dbs = await account('DBS Live Fresh', 'DBS', 'credit', '1234', -84_250);
    accounts.ocbc = await account('OCBC 360 Account', 'OCBC', 'savings', '9876', 2_345_678);
    await sql(
      `insert into retirement_accounts (user_id, account_type, balance_cents) values (?, 'CPF-OA', 4500000), (?, 'CPF-SA', 1250000)`,
      [aliceId, aliceId],
    );
    await sql(
      `insert into budgets (user_id, category_id, period, amount_cents) values (?, ?, 'monthly', 60000), (?, ?, 'monthly', 20000)`,
      [aliceId, categories['Food & Dining'], aliceId, categories.Transport],
    );

    // Eighteen months of a Singapore life, drawn from a seed: rides, meals, groceries, bills, shopping, salary.
    const random = new Variation(20260620);
    for (let day = 0; day <= 535; day += 1) {
      const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      if (date > TODAY) break;
      const card = random.chance(0.7) ? accounts.dbs : accounts.ocbc;
      if (random.chance(0.5))
        await add(card, date, `GRAB* RIDE ${random.int(1000, 9999)}`, -random.int(800, 3500), 'Transport');
      if (random.chance(0.45))
        await add(
          card,
          date,
          random.pick(['STARBUCKS VIVOCITY', 'TOAST BOX', 'DIN TAI FUNG', 'KOPITIAM']),
          -random.int(450, 6800),
          'Food & Dining',
        );
      if (random.chance(0.2)) await add(card, date, 'NTUC FAIRPRICE', -random.int(1500, 16000), 'Groceries');
      if (random.chance(0.05))
        await add(
          card,
          date,
          random.pick(['IKEA TAMPINES', 'UNIQLO ION', 'COURTS']),
          -random.int(2000, 45000),
          'Shopping',
        );
      const dayOfMonth = Number(date.slice(8));
      if (dayOfMonth === 5)
        await add(accounts.dbs, date, 'NETFLIX.COM', date < '2026-03-01' ? -1798 : -2198, 'Subscriptions');
      if (dayOfMonth === 12) await add(accounts.dbs, date, 'SPOTIFY P0123', -1098, 'Entertainment');
      if (dayOfMonth === 18)
        await add(accounts.ocbc, date, 'SP SERVICES', -random.int(8000, 14000), 'Bills & Utilities');
      if (dayOfMonth === 25) await add(accounts.ocbc, date, 'SALARY ACME PTE LTD', 650_000, 'Salary & Income');
      if (dayOfMonth === 28)
        await add(accounts.ocbc, date, 'INTEREST CREDIT', random.int(100, 900), 'Interest & Rewards');
    }
    // Bob's money never counts in Alice's answers.
    const [bobUser] = await sql<{ id: string }>(`select id from users where email like 'chat.bob%'`);
    const [bobCard] = await sql<{ id: string }>(
      `insert into accounts (user_id, name, institution, account_type) values (?, 'Bob DBS', 'DBS', 'credit') returning id`,
      [bobUser?.id],
    );
    await sql(
      `insert into transactions (user_id, account_id, category_id, date, description, merchant_key, amount_cents, currency, category_source, dedupe_key)
       values (?, ?, ?, '2026-06-10', 'GRAB* RIDE', 'RIDE', -999999, 'SGD', 'knowledge_base', 'bob1')`,
      [bobUser?.id, bobCard?.id, categories.Transport],
    );
  });
  afterAll(() => api.close());

  const totals: [string, 'spending' | 'income', PeriodName, Omit<Scope, 'start' | 'end'>][] = [
    ['How much did I spend on food last month?', 'spending', 'lastMonth', { category: 'Food & Dining' }],
    ['What did I pay Grab in October?', 'spending', 'october', { merchant: 'GRAB' }],
    ['How much did I spend this month?', 'spending', 'thisMonth', {}],
    ['How much have I spent on groceries this year?', 'spending', 'thisYear', { category: 'Groceries' }],
    ['Total spending last month', 'spending', 'lastMonth', {}],
    ['What did I spend at Starbucks in the last 30 days?', 'spending', 'last30', { merchant: 'STARBUCKS' }],
    ['How much did I spend on transport last week?', 'spending', 'lastWeek', { category: 'Transport' }],
    ['How much did I spend on my DBS card in May?', 'spending', 'may', { account: 'dbs' }],
    ['Spending on the card ending 1234 this year', 'spending', 'thisYear', { account: 'dbs' }],
    ['How much did I spend yesterday?', 'spending', 'yesterday', {}],
    ['How much did I spend on Netflix in 2025?', 'spending', 'year2025', { merchant: 'NETFLIX' }],
    ['How much did I spend on subscriptions last month?', 'spending', 'lastMonth', { category: 'Subscriptions' }],
    ['What did I pay to NTUC FairPrice this month?', 'spending', 'thisMonth', { merchant: 'NTUC FAIRPRICE' }],
    ['How much did I spend on bills in March?', 'spending', 'march', { category: 'Bills & Utilities' }],
    [
      'how much did i spend on eating out in the past 3 months',
      'spending',
      'last3Months',
      { category: 'Food & Dining' },
    ],
    ['What are my expenses this week?', 'spending', 'thisWeek', {}],
    ['How much did I spend on groceries in December 2025?', 'spending', 'december', { category: 'Groceries' }],
    ['How much did I spend at IKEA last year?', 'spending', 'lastYear', { merchant: 'IKEA' }],
    [
      'How much did I spend on food on my DBS card last month?',
      'spending',
      'lastMonth',
      { category: 'Food & Dining', account: 'dbs' },
    ],
    ['How much money did I spend in April?', 'spending', 'april', {}],
    ["What's my spending on taxis this year so far?", 'spending', 'thisYear', { category: 'Transport' }],
    ['How much did I spend at Toast Box last month', 'spending', 'lastMonth', { merchant: 'TOAST BOX' }],
    ['How much did I earn last month?', 'income', 'lastMonth', {}],
    ['What was my income this year?', 'income', 'thisYear', {}],
    ['How much salary did I receive in May?', 'income', 'may', { category: 'Salary & Income' }],
    ['How much money came in last month?', 'income', 'lastMonth', {}],
    ['What did I earn in 2025?', 'income', 'year2025', {}],
    ['How much did I receive into my OCBC account this year?', 'income', 'thisYear', { account: 'ocbc' }],
    ['How much interest did I earn this year?', 'income', 'thisYear', { category: 'Interest & Rewards' }],
  ];

  it.each(totals)('"%s" sums the %s of the right rows', async (question, measure, periodName, scope) => {
    const [label, start, end] = P[periodName];
    const response = await ask(alice.idToken, question);
    expect(response.status).toBe(200);
    const { query, figures } = response.body;
    expect(query).toMatchObject({
      intent: measure,
      period: { label, start_date: start, end_date: end },
      category: scope.category ? { id: categories[scope.category], name: scope.category } : null,
      account: scope.account ? { id: accounts[scope.account] } : null,
      merchant: scope.merchant ?? null,
    });
    const cents = await expected(measure, { start, end, ...scope });
    expect(cents).toBeGreaterThan(0); // every case has rows behind it, so a wrong filter cannot pass as zero
    expect(figures).toEqual([
      { label: `${measure === 'spending' ? 'Spent' : 'Received'} ${label}`, amount: cents / 100, currency: 'SGD' },
    ]);
    expect(response.body.link).toMatch(/^\/transactions\?/);
    expect(response.body.link).toContain(`start=${start}&end=${end}`);
  });

  const biggest: [string, PeriodName, number, Omit<Scope, 'start' | 'end'>][] = [
    ['What were my biggest expenses last month?', 'lastMonth', 5, {}],
    ['Show my top 3 expenses this year', 'thisYear', 3, {}],
    ['What was my largest purchase in May?', 'may', 1, {}],
    ['What are my biggest food expenses this year?', 'thisYear', 5, { category: 'Food & Dining' }],
    ['top five transactions at Grab last month', 'lastMonth', 5, { merchant: 'GRAB' }],
  ];

  it.each(biggest)('"%s" lists the largest money out', async (question, periodName, limit, scope) => {
    const [, start, end] = P[periodName];
    const { body } = await ask(alice.idToken, question);
    expect(body.query).toMatchObject({ intent: 'biggest_expenses', limit, merchant: scope.merchant ?? null });
    const params: unknown[] = [aliceId, start, end];
    let filter = '';
    if (scope.category) {
      filter += ' and category_id = ?';
      params.push(categories[scope.category]);
    }
    if (scope.merchant) {
      filter += ' and upper(description) like ?';
      params.push(`%${scope.merchant}%`);
    }
    const rows = await sql<{ cents: string }>(
      `select -amount_cents as cents from transactions where user_id = ? and amount_cents < 0 and date between ? and ?${filter}
       order by amount_cents, date desc, id limit ${limit}`,
      params,
    );
    expect(rows).toHaveLength(limit);
    expect(body.figures.map((figure) => figure.amount)).toEqual(rows.map((row) => Number(row.cents) / 100));
  });

  it.each([
    ['How much budget do I have left?', ['Food & Dining', 'Transport']],
    ['How much is left in my food budget?', ['Food & Dining']],
    ['Am I within my transport budget?', ['Transport']],
  ] as const)('"%s" answers what is left of the budgets', async (question, names) => {
    const { body } = await ask(alice.idToken, question);
    expect(body.query?.intent).toBe('budget_left');
    const left: number[] = [];
    for (const name of names) {
      const spent = await expected('spending', { start: '2026-06-01', end: '2026-06-30', category: name });
      left.push(((name === 'Food & Dining' ? 60000 : 20000) - spent) / 100);
    }
    expect(body.figures.map((figure) => [figure.label, figure.amount])).toEqual(
      names.map((name, index) => [`${name} (monthly) left`, left[index]]),
    );
  });

  it.each(['What subscriptions do I have?', 'How much do my subscriptions cost a year?', 'List my recurring payments'])(
    '"%s" lists the subscriptions with their yearly cost',
    async (question) => {
      const { body } = await ask(alice.idToken, question);
      expect(body.query?.intent).toBe('subscriptions');
      const rows = await sql<{ merchant_key: string; yearly: string }>(
        `select s.merchant_key, s.yearly_cost_cents as yearly from recurring_series s
         where s.user_id = ? and s.fixed_price and s.status in ('detected', 'confirmed') order by s.yearly_cost_cents desc`,
        [aliceId],
      );
      // Netflix (S$21.98 since March) and Spotify; the salary is money in and SP Services a varying bill.
      expect(rows.map((row) => [row.merchant_key, Number(row.yearly)])).toEqual([
        ['NETFLIX COM', 2198 * 12],
        ['SPOTIFY', 1098 * 12],
      ]);
      expect(body.figures).toEqual([
        { label: 'Netflix Com a year', amount: 263.76, currency: 'SGD' },
        { label: 'Spotify a year', amount: 131.76, currency: 'SGD' },
        { label: 'Total a year', amount: 395.52, currency: 'SGD' },
      ]);
      expect(body.link).toBe('/recurring');
    },
  );

  it.each(['What is my net worth?', 'How much am I worth including CPF and stocks?', "What's my net worth"])(
    '"%s" adds bank accounts and CPF and takes off what the cards owe',
    async (question) => {
      const { body } = await ask(alice.idToken, question);
      expect(body.query?.intent).toBe('net_worth');
      const [row] = await sql<{ bank: string; cpf: string; owed: string }>(
        `select (select sum(balance_cents) from accounts where user_id = ? and account_type <> 'credit') as bank,
           (select sum(balance_cents) from retirement_accounts where user_id = ?) as cpf,
           (select -sum(least(balance_cents, 0)) from accounts where user_id = ? and account_type = 'credit') as owed`,
        [aliceId, aliceId, aliceId],
      );
      const bank = Number(row?.bank);
      const cpf = Number(row?.cpf);
      const owed = Number(row?.owed);
      expect(body.figures).toEqual([
        { label: 'Bank accounts', amount: bank / 100, currency: 'SGD' },
        { label: 'CPF', amount: cpf / 100, currency: 'SGD' },
        { label: 'Stocks', amount: 0, currency: 'SGD' },
        { label: 'Owed on cards', amount: owed / 100, currency: 'SGD' },
        { label: 'Net worth', amount: (bank + cpf - owed) / 100, currency: 'SGD' },
      ]);
      expect(body.answer).toBe(
        'Your net worth is S$80,114.28: bank accounts S$23,456.78, CPF S$57,500.00 and stocks S$0.00, less S$842.50 owed on cards.',
      );
    },
  );

  const comparisons: [string, 'spending' | 'income', PeriodName, PeriodName, Omit<Scope, 'start' | 'end'>][] = [
    ['Compare my spending this month with last month', 'spending', 'thisMonth', 'lastMonth', {}],
    [
      'Did I spend more on food this month than last month?',
      'spending',
      'thisMonth',
      'lastMonth',
      { category: 'Food & Dining' },
    ],
    ['How does my income this year compare with last year?', 'income', 'thisYear', 'lastYear', {}],
    ['Compare groceries in April and March', 'spending', 'april', 'march', { category: 'Groceries' }],
    ['Did I spend less at Grab in May than in April?', 'spending', 'may', 'april', { merchant: 'GRAB' }],
  ];

  it.each(comparisons)('"%s" compares two periods', async (question, measure, first, second, scope) => {
    const { body } = await ask(alice.idToken, question);
    const [firstLabel, firstStart, firstEnd] = P[first];
    const [secondLabel, secondStart, secondEnd] = P[second];
    expect(body.query).toMatchObject({
      intent: 'compare',
      measure,
      period: { label: firstLabel, start_date: firstStart, end_date: firstEnd },
      compare_period: { label: secondLabel, start_date: secondStart, end_date: secondEnd },
      merchant: scope.merchant ?? null,
    });
    const a = await expected(measure, { start: firstStart, end: firstEnd, ...scope });
    const b = await expected(measure, { start: secondStart, end: secondEnd, ...scope });
    expect(body.figures).toEqual([
      { label: firstLabel, amount: a / 100, currency: 'SGD' },
      { label: secondLabel, amount: b / 100, currency: 'SGD' },
      { label: 'Difference', amount: (a - b) / 100, currency: 'SGD' },
    ]);
  });

  it.each(['Hello there', 'Should I buy Tesla shares?', 'What will the weather be tomorrow?', 'Tell me a joke'])(
    '"%s" gets the fallback with examples it can answer',
    async (question) => {
      const { status, body } = await ask(alice.idToken, question);
      expect(status).toBe(200);
      expect(body).toMatchObject({ answer: CHAT_FALLBACK, figures: [], query: null, link: null });
      expect(body.answer.startsWith("I can't answer that yet")).toBe(true);
      expect(body.examples).toContain('How much did I spend on food last month?');
    },
  );

  it('answers Bob from Bob’s rows only, on REST and GraphQL', async () => {
    const bobs = await ask(bob.idToken, 'What did I pay Grab this month?');
    expect(bobs.body.figures).toEqual([{ label: 'Spent this month', amount: 9999.99, currency: 'SGD' }]);
    const alices = await ask(alice.idToken, 'What did I pay Grab this month?');
    expect(alices.body.figures[0]?.amount).toBe(
      (await expected('spending', { start: '2026-06-01', end: TODAY, merchant: 'GRAB' })) / 100,
    );
    const gql = await graphql<{
      askGnome: {
        answer: string;
        figures: { amount: string }[];
        query: { intent: string; period: { startDate: string } };
      };
    }>(
      api.baseUrl,
      'query ($message: String!, $asOf: String) { askGnome(message: $message, asOf: $asOf) { answer figures { amount } query { intent period { startDate } } } }',
      { message: 'What did I pay Grab this month?', asOf: TODAY },
      bob.idToken,
    );
    expect(gql.body.data?.askGnome).toEqual({
      answer: 'You spent S$9,999.99 at GRAB this month (1 transaction).',
      figures: [{ amount: '9999.99' }],
      query: { intent: 'spending', period: { startDate: '2026-06-01' } },
    });
  });

  it('asks for a question, and refuses one too long or without a token', async () => {
    for (const message of [undefined, '', '   ', 42]) {
      const response = await ask(alice.idToken, message);
      expect(response.status).toBe(422);
      expect((response.body as unknown as { detail: string }).detail).toBe('Please type a question.');
    }
    const long = await ask(alice.idToken, 'x'.repeat(501));
    expect((long.body as unknown as { detail: string }).detail).toBe('A question can be at most 500 characters.');
    const anonymous = await requestJson(`${api.baseUrl}/api/v1/ai-assistant/chat`, {
      method: 'POST',
      body: { message: 'hi' },
    });
    expect(anonymous.status).toBe(401);
  });
});
