import { RETIREMENT_MESSAGES, merchantKey, nextContributionDate, singaporeToday } from '@garden/core';
import { ContributionScheduler } from './contribution-scheduler';
import { seedBankAccount } from '../../../test-support/test-database';
import { gql, rest, signInPerson, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import type { TestServer } from '../../../test-support/test-server';

/** Any string (typed unknown so assertions stay free of `any`). */
const ANY_TEXT: unknown = expect.any(String);

interface AccountJson {
  id: string;
  account_type: string;
  balance: number;
  currency: string;
  is_auto_contribution_enabled: boolean;
  contribution_day: number | null;
  contribution_amount: number | null;
  next_contribution_date: string | null;
  created_at: string;
  updated_at: string;
}

interface GqlAccount {
  id: string;
  accountType: string;
  balance: string;
  currency: string;
  isAutoContributionEnabled: boolean;
  contributionDay: number | null;
  contributionAmount: string | null;
  nextContributionDate: string | null;
}

interface GqlActivity {
  id: string;
  date: string;
  description: string;
  amount: string;
  accountType: string;
  isIncome: boolean;
  notes: string | null;
  source: string;
  transactionId: string | null;
}

const FIELDS =
  'id accountType balance currency isAutoContributionEnabled contributionDay contributionAmount nextContributionDate';
const LIST = `{ retirementAccounts { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { retirementAccount(id: $id) { ${FIELDS} } }`;
const CREATE_ALL = `mutation { createCpfAccounts { ${FIELDS} } }`;
const CREATE = `mutation ($input: CreateRetirementAccountInput!) { createRetirementAccount(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateRetirementAccountInput!) {
  updateRetirementAccount(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteRetirementAccount(id: $id) }`;
const BALANCE = `mutation ($input: CpfBalanceUpdateInput!) {
  updateCpfBalance(input: $input) { account { ${FIELDS} } transactionId } }`;
const ACTIVITY = `query ($limit: Int) { cpfActivity(limit: $limit) {
  id date description amount accountType isIncome notes source transactionId } }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** The calendar day after a YYYY-MM-DD day. */
const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('retirement accounts API', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  let carol: SignedInPerson;
  let aliceId: string;
  let bobId: string;
  let aliceSavings: string;
  let seq = 0;
  const accounts: Record<string, string> = {};

  const firstError = async (person: SignedInPerson, query: string, variables: Record<string, unknown>) =>
    (await gql(person, query, variables)).body.errors?.[0];

  const bank = (userId: string, accountType: string, createdAt: string, currency = 'SGD'): Promise<string> =>
    seedBankAccount(api.database, { userId, accountType, createdAt, currency });

  async function transaction(userId: string, accountId: string, category: string, date: string, cents: number) {
    seq += 1;
    const description = `ENTRY ${seq}`;
    await api.database.sql(
      `insert into transactions (user_id, account_id, category_id, date, description, merchant_key, amount_cents, category_source, dedupe_key)
       values (?, ?, (select id from categories where name = ? and is_system), ?, ?, ?, ?, 'user', ?)`,
      [userId, accountId, category, date, description, merchantKey(description), cents, `t${seq}`],
    );
    return description;
  }

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'cpf.alice', bob: 'cpf.bob' }));
    carol = await signInPerson(api, 'cpf.carol', 'Carol Ng');
    aliceId = alice.id;
    bobId = bob.id;
    await bank(aliceId, 'credit', '2020-01-01T00:00:00Z');
    aliceSavings = await bank(aliceId, 'savings', '2021-01-01T00:00:00Z');
    await bank(aliceId, 'checking', '2022-01-01T00:00:00Z');
    await bank(bobId, 'savings', '2021-01-01T00:00:00Z');
  });

  afterAll(async () => {
    await api.close();
  });

  it('creates the three CPF accounts once, in order, with balance 0', async () => {
    expect((await gql<{ retirementAccounts: GqlAccount[] }>(alice, LIST)).body.data?.retirementAccounts).toEqual([]);
    const created = (await gql<{ createCpfAccounts: GqlAccount[] }>(alice, CREATE_ALL)).body.data?.createCpfAccounts;
    expect(created?.map((account) => [account.accountType, account.balance, account.currency])).toEqual([
      ['CPF-OA', '0.00', 'SGD'],
      ['CPF-SA', '0.00', 'SGD'],
      ['CPF-MA', '0.00', 'SGD'],
    ]);
    expect(created?.every((account) => !account.isAutoContributionEnabled && account.contributionDay === null)).toBe(
      true,
    );
    for (const account of created ?? []) accounts[account.accountType] = account.id;
    const again = (await gql<{ createCpfAccounts: GqlAccount[] }>(alice, CREATE_ALL)).body.data?.createCpfAccounts;
    expect(again?.map((account) => account.id)).toEqual(created?.map((account) => account.id));
  });

  it('allows one account of each type and checks the type', async () => {
    const duplicate = await rest(alice, 'POST', '/retirement-accounts', { account_type: 'CPF-OA' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.detail).toBe('You already have a CPF-OA account');
    const gqlDuplicate = await firstError(alice, CREATE, { input: { accountType: 'CPF-MA' } });
    expect(gqlDuplicate).toMatchObject({
      message: 'You already have a CPF-MA account',
      extensions: { code: 'CONFLICT' },
    });
    const wrong = await rest(bob, 'POST', '/retirement-accounts', { account_type: 'CPF-XX' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe(RETIREMENT_MESSAGES.accountTypeInvalid);
    expect(wrong.body.errors).toEqual({ account_type: RETIREMENT_MESSAGES.accountTypeInvalid });
    const dollars = await rest(bob, 'POST', '/retirement-accounts', {
      account_type: 'CPF-SA',
      currency: 'USD',
    });
    expect(dollars.status).toBe(422);
    expect(dollars.body.errors).toEqual({
      currency: 'CPF accounts are kept in Singapore dollars: currency must be SGD',
    });

    const created = await rest<AccountJson>(bob, 'POST', '/retirement-accounts', {
      account_type: 'CPF-SA',
      balance: 1234.5,
      currency: 'SGD',
      is_auto_contribution_enabled: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: ANY_TEXT,
      account_type: 'CPF-SA',
      balance: 1234.5,
      currency: 'SGD',
      is_auto_contribution_enabled: false,
      contribution_day: null,
      contribution_amount: null,
      next_contribution_date: null,
      created_at: ANY_TEXT,
      updated_at: ANY_TEXT,
    });
    accounts.bobSA = created.body.id;
    const bobs = await rest<AccountJson[]>(bob, 'GET', '/retirement-accounts');
    expect(bobs.body.map((account) => account.account_type)).toEqual(['CPF-SA']);
  });

  it('switches auto-contribution on with day 15 and 100, off clearing day, amount and next date', async () => {
    const id = accounts['CPF-OA'] ?? '';
    const on = await rest(alice, 'PUT', `/retirement-accounts/${id}`, { is_auto_contribution_enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      is_auto_contribution_enabled: true,
      contribution_day: 15,
      contribution_amount: 100,
      next_contribution_date: nextContributionDate(15, new Date()),
    });
    const edited = (
      await gql<{ updateRetirementAccount: GqlAccount }>(alice, UPDATE, {
        id,
        input: { contributionDay: 45, contributionAmount: '250.555' },
      })
    ).body.data?.updateRetirementAccount;
    expect(edited).toMatchObject({
      contributionDay: 31,
      contributionAmount: '250.56',
      nextContributionDate: nextContributionDate(31, new Date()),
    });
    const dayZero = await rest(alice, 'PUT', `/retirement-accounts/${id}`, { contribution_day: 0 });
    expect(dayZero.body.contribution_day).toBe(1);

    for (const amount of ['0', '-5', 'abc']) {
      expect(await firstError(alice, UPDATE, { id, input: { contributionAmount: amount } })).toMatchObject({
        message: 'Contribution amount must be greater than $0.00',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const tooMuch = await rest(alice, 'PUT', `/retirement-accounts/${id}`, { contribution_amount: 1000000 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ contribution_amount: RETIREMENT_MESSAGES.contributionAmountTooLarge });
    const max = await rest(alice, 'PUT', `/retirement-accounts/${id}`, { contribution_amount: 999999.99 });
    expect(max.body.contribution_amount).toBe(999999.99);

    const off = await rest(alice, 'PUT', `/retirement-accounts/${id}`, { is_auto_contribution_enabled: false });
    expect(off.body).toMatchObject({
      is_auto_contribution_enabled: false,
      contribution_day: null,
      contribution_amount: null,
      next_contribution_date: null,
    });
    const dayWhileOff = await rest(alice, 'PUT', `/retirement-accounts/${id}`, { contribution_day: 3 });
    expect(dayWhileOff.status).toBe(422);
    expect(dayWhileOff.body.detail).toBe(RETIREMENT_MESSAGES.enabledNeedsFlag);
    const back = (
      await gql<{ updateRetirementAccount: GqlAccount }>(alice, UPDATE, {
        id,
        input: { isAutoContributionEnabled: true },
      })
    ).body.data?.updateRetirementAccount;
    expect(back).toMatchObject({ contributionDay: 15, contributionAmount: '100.00' });
  });

  it('answers every balance-update validation with the spec message', async () => {
    const id = accounts['CPF-OA'] ?? '';
    await rest(alice, 'PUT', `/retirement-accounts/${id}`, { balance: 1000 });
    const cases: [Record<string, unknown>, string][] = [
      [{ mode: 'set_balance', newBalance: '', notes: 'x' }, 'Please enter a valid new balance'],
      [{ mode: 'set_balance', newBalance: '-1', notes: 'x' }, 'Please enter a valid new balance'],
      [
        { mode: 'set_balance', newBalance: '1000.001', notes: 'x' },
        'New balance must be different from current balance',
      ],
      [{ mode: 'add_transaction', amount: '0', notes: 'x' }, 'Please enter a valid amount'],
      [{ mode: 'add_transaction', amount: 'abc', notes: 'x' }, 'Please enter a valid amount'],
      [{ mode: 'add_transaction', amount: '5', notes: '   ' }, 'Please add notes describing this transaction'],
      [
        { mode: 'add_transaction', amount: '1000.01', transactionType: 'withdrawal', notes: 'x' },
        'Transaction would result in negative balance',
      ],
      [{ mode: 'set_balance', newBalance: '10000000', notes: 'x' }, RETIREMENT_MESSAGES.balanceTooLarge],
      [{ mode: 'add_transaction', amount: '9999000', notes: 'x' }, RETIREMENT_MESSAGES.balanceTooLarge],
      [{ mode: 'add_transaction', amount: '5', notes: 'n'.repeat(1001) }, 'Notes must be at most 1000 characters'],
      [{ mode: 'add_transaction', amount: '5', notes: 'x', date: '2999-01-01' }, 'Date must not be after today'],
    ];
    for (const [input, message] of cases) {
      expect(await firstError(alice, BALANCE, { input: { accountId: id, notes: '', ...input } })).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const rested = await rest(alice, 'POST', `/retirement-accounts/${id}/balance-updates`, {
      mode: 'add_transaction',
      amount: 5,
      notes: '',
    });
    expect(rested.status).toBe(422);
    expect(rested.body.errors).toEqual({ notes: 'Please add notes describing this transaction' });
    const tomorrow = await rest(alice, 'POST', `/retirement-accounts/${id}/balance-updates`, {
      mode: 'set_balance',
      new_balance: 5,
      notes: 'x',
      date: dayAfter(singaporeToday(new Date())),
    });
    expect([tomorrow.status, tomorrow.body.errors]).toEqual([422, { date: 'Date must not be after today' }]);
    const [row] = await api.database.sql<{ count: number }>(
      'select count(*)::int as count from transactions where user_id = ?',
      [aliceId],
    );
    expect(row?.count).toBe(0);
  });

  it('records a set balance and a withdrawal as transactions in the CPF category', async () => {
    const id = accounts['CPF-OA'] ?? '';
    const today = singaporeToday(new Date());
    const set = (
      await gql<{ updateCpfBalance: { account: GqlAccount; transactionId: string } }>(alice, BALANCE, {
        input: { accountId: id, mode: 'set_balance', newBalance: '1500.255', notes: 'Statement of May' },
      })
    ).body.data?.updateCpfBalance;
    expect(set?.account.balance).toBe('1500.26');
    const withdrawal = await rest<{ account: AccountJson; transaction_id: string }>(
      alice,
      'POST',
      `/retirement-accounts/${id}/balance-updates`,
      { mode: 'add_transaction', amount: 200, transaction_type: 'withdrawal', notes: 'Housing', date: '2026-01-05' },
    );
    expect(withdrawal.status).toBe(201);
    expect(withdrawal.body.account.balance).toBe(1300.26);
    const rows = await api.database.sql(
      `select t.id, to_char(t.date, 'YYYY-MM-DD') as date, t.description, t.amount_cents::int as amount_cents,
         t.account_id, c.name as category, c.is_system, t.category_source, t.category_locked, t.notes, t.currency
       from transactions t join categories c on c.id = t.category_id where t.user_id = ? order by t.created_at`,
      [aliceId],
    );
    const common = {
      account_id: aliceSavings,
      category: 'CPF-OA',
      is_system: true,
      category_source: 'user',
      category_locked: true,
      currency: 'SGD',
    };
    expect(rows).toEqual([
      {
        id: set?.transactionId,
        date: today,
        description: 'CPF-OA balance adjustment',
        amount_cents: 50_026,
        notes: 'Statement of May',
        ...common,
      },
      {
        id: withdrawal.body.transaction_id,
        date: '2026-01-05',
        description: 'CPF-OA withdrawal',
        amount_cents: -20_000,
        notes: 'Housing',
        ...common,
      },
    ]);
    // A lower balance is an expense.
    const lower = (
      await gql<{ updateCpfBalance: { account: GqlAccount; transactionId: string } }>(alice, BALANCE, {
        input: { accountId: accounts['CPF-SA'], mode: 'add_transaction', amount: '10', notes: 'Top up' },
      })
    ).body.data?.updateCpfBalance;
    expect(lower?.account.balance).toBe('10.00');
    const [sa] = await api.database.sql<{ amount_cents: number; description: string; category: string }>(
      `select t.amount_cents::int as amount_cents, t.description, c.name as category
       from transactions t join categories c on c.id = t.category_id where t.id = ?`,
      [lower?.transactionId],
    );
    expect(sa).toEqual({ amount_cents: 1000, description: 'CPF-SA contribution', category: 'CPF-SA' });
  });

  it('says when there is no bank account or no CPF category, changing nothing', async () => {
    const created = (await gql<{ createCpfAccounts: GqlAccount[] }>(carol, CREATE_ALL)).body.data?.createCpfAccounts;
    const carolOa = created?.[0]?.id;
    expect(
      await firstError(carol, BALANCE, {
        input: { accountId: carolOa, mode: 'add_transaction', amount: '10', notes: 'x' },
      }),
    ).toMatchObject({ message: 'No bank account found to record transaction' });

    await api.database.sql(`update categories set name = 'CPF-MA (renamed)' where name = 'CPF-MA' and is_system`);
    try {
      const response = await rest(alice, 'POST', `/retirement-accounts/${accounts['CPF-MA']}/balance-updates`, {
        mode: 'set_balance',
        new_balance: 50,
        notes: 'x',
      });
      expect(response.status).toBe(422);
      expect(response.body.detail).toBe('CPF category not found');
    } finally {
      await api.database.sql(`update categories set name = 'CPF-MA' where name = 'CPF-MA (renamed)' and is_system`);
    }
    const balances = await rest<AccountJson[]>(carol, 'GET', '/retirement-accounts');
    expect(balances.body.map((account) => account.balance)).toEqual([0, 0, 0]);
    expect((await rest(alice, 'GET', `/retirement-accounts/${accounts['CPF-MA']}`)).body.balance).toBe(0);
  });

  it('lists CPF activity of the last six months, scheduled rows included, newest first', async () => {
    const today = singaporeToday(new Date());
    const old = await transaction(aliceId, aliceSavings, 'CPF-SA', '2020-01-01', 999);
    const food = await transaction(aliceId, aliceSavings, 'Food & Dining', today, -1234);
    await api.database.sql(
      `insert into cpf_contributions (retirement_account_id, user_id, month, scheduled_date, amount_cents,
         recorded_without_transaction)
       values (?, ?, ?, ?, 4200, true)`,
      [accounts['CPF-MA'], aliceId, today.slice(0, 7), today],
    );
    const activity = (await gql<{ cpfActivity: GqlActivity[] }>(alice, ACTIVITY)).body.data?.cpfActivity ?? [];
    expect(activity.map((item) => item.description)).not.toContain(old);
    expect(activity.map((item) => item.description)).not.toContain(food);
    expect(
      activity.map((item) => [item.date, item.description, item.amount, item.accountType, item.isIncome, item.source]),
    ).toEqual([
      [today, 'CPF-MA scheduled contribution', '42.00', 'CPF-MA', true, 'scheduled'],
      [today, 'CPF-SA contribution', '10.00', 'CPF-SA', true, 'manual'],
      [today, 'CPF-OA balance adjustment', '500.26', 'CPF-OA', true, 'manual'],
      ...(today >= '2026-07-05' ? [] : [['2026-01-05', 'CPF-OA withdrawal', '-200.00', 'CPF-OA', false, 'manual']]),
    ]);
    expect(activity[0]?.transactionId).toBeNull();
    expect(activity[2]?.notes).toBe('Statement of May');
    const limited = await rest<Record<string, unknown>[]>(alice, 'GET', '/retirement-accounts/activity?limit=1');
    expect(limited.body).toEqual([
      {
        id: activity[0]?.id,
        date: today,
        description: 'CPF-MA scheduled contribution',
        amount: 42,
        account_type: 'CPF-MA',
        is_income: true,
        notes: null,
        source: 'scheduled',
        transaction_id: null,
      },
    ]);
    const bad = await rest(alice, 'GET', '/retirement-accounts/activity?limit=101');
    expect(bad.status).toBe(422);
    expect((await rest<unknown[]>(bob, 'GET', '/retirement-accounts/activity')).body).toEqual([]);
  });

  it("treats another user's account exactly like a missing one", async () => {
    const id = accounts['CPF-OA'] ?? '';
    const before = (await rest(alice, 'GET', `/retirement-accounts/${id}`)).body;
    for (const target of [id, MISSING_ID, 'not-a-uuid']) {
      expect((await rest(bob, 'GET', `/retirement-accounts/${target}`)).status).toBe(404);
      const put = await rest(bob, 'PUT', `/retirement-accounts/${target}`, { balance: 1 });
      expect([put.status, put.body.detail]).toEqual([404, 'Retirement account not found']);
      expect((await rest(bob, 'DELETE', `/retirement-accounts/${target}`)).status).toBe(404);
      const update = await rest(bob, 'POST', `/retirement-accounts/${target}/balance-updates`, {
        mode: 'add_transaction',
        amount: 1,
        notes: 'x',
      });
      expect(update.status).toBe(404);
      for (const [query, variables] of [
        [ONE, { id: target }],
        [UPDATE, { id: target, input: { isAutoContributionEnabled: true } }],
        [DELETE, { id: target }],
        [BALANCE, { input: { accountId: target, mode: 'add_transaction', amount: '1', notes: 'x' } }],
      ] as const) {
        expect(await firstError(bob, query, variables)).toMatchObject({
          message: 'Retirement account not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
    expect((await rest(alice, 'GET', `/retirement-accounts/${id}`)).body).toEqual(before);
    const [count] = await api.database.sql<{ count: number }>(
      'select count(*)::int as count from transactions where user_id = ?',
      [bobId],
    );
    expect(count?.count).toBe(0);
  });

  it('deletes an account', async () => {
    const response = await rest(bob, 'DELETE', `/retirement-accounts/${accounts.bobSA}`);
    expect(response.body).toEqual({ success: true, message: 'Retirement account deleted successfully' });
    expect((await rest(bob, 'GET', `/retirement-accounts/${accounts.bobSA}`)).status).toBe(404);
    expect(
      (await gql<{ deleteRetirementAccount: boolean }>(alice, DELETE, { id: accounts['CPF-MA'] })).body.data,
    ).toEqual({
      deleteRetirementAccount: true,
    });
    expect((await rest<AccountJson[]>(alice, 'GET', '/retirement-accounts')).body.map((a) => a.account_type)).toEqual([
      'CPF-OA',
      'CPF-SA',
    ]);
  });

  it('records only in an SGD bank account, and drops a scheduled contribution whose transaction was deleted', async () => {
    const dave = await signInPerson(api, 'cpf.dave', 'Dave Koh');
    const daveId = dave.id;
    const created = (await gql<{ createCpfAccounts: GqlAccount[] }>(dave, CREATE_ALL)).body.data?.createCpfAccounts;
    const [oa, sa] = created ?? [];
    // A USD account cannot hold a CPF amount: it is as if there were no bank account.
    await bank(daveId, 'savings', '2019-01-01T00:00:00Z', 'USD');
    const update = { mode: 'add_transaction', amount: 20, notes: 'x' };
    const refused = await rest(dave, 'POST', `/retirement-accounts/${oa?.id}/balance-updates`, update);
    expect([refused.status, refused.body.detail]).toEqual([422, 'No bank account found to record transaction']);
    // The app can say so before the form is filled in, on both APIs.
    const RECORDING = '{ cpfRecordingAccount { id name institution } }';
    expect((await gql<{ cpfRecordingAccount: unknown }>(dave, RECORDING)).body.data).toEqual({
      cpfRecordingAccount: null,
    });
    expect((await rest(dave, 'GET', '/retirement-accounts/recording-account')).body).toEqual({ account: null });
    // An older SGD investment account, then an SGD savings account: savings is preferred.
    await bank(daveId, 'investment', '2020-01-01T00:00:00Z');
    const savings = await bank(daveId, 'savings', '2023-01-01T00:00:00Z');
    const chosen = (await gql<{ cpfRecordingAccount: { id: string } | null }>(dave, RECORDING)).body.data;
    expect(chosen?.cpfRecordingAccount?.id).toBe(savings);
    expect(
      (await rest<{ account: { id: string } }>(dave, 'GET', '/retirement-accounts/recording-account')).body.account.id,
    ).toBe(savings);
    const recorded = await rest<{ account: AccountJson; transaction_id: string }>(
      dave,
      'POST',
      `/retirement-accounts/${oa?.id}/balance-updates`,
      update,
    );
    expect(recorded.status).toBe(201);
    const [where] = await api.database.sql<{ account_id: string; currency: string }>(
      'select account_id, currency from transactions where id = ?',
      [recorded.body.transaction_id],
    );
    expect(where).toEqual({ account_id: savings, currency: 'SGD' });

    // A scheduled contribution due today, applied by the scheduler with its transaction.
    const today = singaporeToday(new Date());
    await api.database.sql(
      `update retirement_accounts set is_auto_contribution_enabled = true, contribution_day = ?,
         contribution_amount_cents = 3300, next_contribution_date = ? where id = ?`,
      [Number(today.slice(8, 10)), today, sa?.id],
    );
    const applied = await new ContributionScheduler(api.database.orm, () => undefined).runDue(new Date());
    const scheduled = applied.find((row) => row.retirementAccountId === sa?.id);
    expect(scheduled?.transactionId).toEqual(ANY_TEXT);
    const before = (await gql<{ cpfActivity: GqlActivity[] }>(dave, ACTIVITY)).body.data?.cpfActivity ?? [];
    expect(before.map((item) => [item.description, item.amount, item.source, item.transactionId])).toEqual([
      ['CPF-SA scheduled contribution', '33.00', 'scheduled', scheduled?.transactionId],
      ['CPF-OA contribution', '20.00', 'manual', recorded.body.transaction_id],
    ]);

    const deleted = await rest(dave, 'DELETE', `/transactions/${scheduled?.transactionId}`);
    expect(deleted.status).toBe(200);
    const after = (await gql<{ cpfActivity: GqlActivity[] }>(dave, ACTIVITY)).body.data?.cpfActivity ?? [];
    expect(after.map((item) => item.description)).toEqual(['CPF-OA contribution']);
    // The ledger keeps the month applied (no second contribution), now without a transaction.
    const [ledger] = await api.database.sql<{ transaction_id: string | null; recorded_without_transaction: boolean }>(
      'select transaction_id, recorded_without_transaction from cpf_contributions where retirement_account_id = ?',
      [sa?.id],
    );
    expect(ledger).toEqual({ transaction_id: null, recorded_without_transaction: false });
  });
});
