import { singaporeToday } from '@garden/core';
import { gql, rest, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import { seedAccount, seedTransaction, systemCategoryIds } from '../../../test-support/test-database';
import type { TestServer } from '../../../test-support/test-server';
import { BudgetsService, spendingQuery } from './budgets.service';

interface BudgetJson {
  id: string;
  category_id: string;
  category_name: string;
  category: { id: string; name: string; icon: string; color: string };
  period: string;
  amount: number;
  currency: string;
  notification_threshold: number;
  created_at: string;
  updated_at: string;
}

interface SpendingJson {
  budget_id: string;
  category_id: string;
  category_name: string;
  period: string;
  start_date: string;
  end_date: string;
  amount: number;
  spent: number;
  remaining: number;
  percentage: number;
  notification_threshold: number;
  state: string;
  currency: string;
}

interface CategoryJson {
  id: string;
  name: string;
  is_system: boolean;
  is_active: boolean;
}

interface GqlBudget {
  id: string;
  categoryId: string;
  categoryName: string;
  period: string;
  amount: string;
  currency: string;
  notificationThreshold: number;
}

interface GqlSpending extends GqlBudget {
  startDate: string;
  endDate: string;
  spent: string;
  remaining: string;
  percentage: number;
  state: string;
}

const BUDGET_FIELDS =
  'id categoryId categoryName categoryIcon categoryColor period amount currency notificationThreshold';
const SPENDING_FIELDS = `${BUDGET_FIELDS} startDate endDate spent remaining percentage state`;
const CREATE = `mutation ($input: BudgetInput!) { createBudget(input: $input) { ${BUDGET_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: BudgetUpdateInput!) { updateBudget(id: $id, input: $input) { ${BUDGET_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteBudget(id: $id) { ${BUDGET_FIELDS} } }`;
const ONE = `query ($id: ID!) { budget(id: $id) { ${BUDGET_FIELDS} } }`;
const LIST = `{ budgets { ${BUDGET_FIELDS} } }`;
const SPENDING = `query ($asOf: String, $startDate: String, $endDate: String) {
  budgetSpending(asOf: $asOf, startDate: $startDate, endDate: $endDate) { ${SPENDING_FIELDS} } }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('budgets API', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  const categories: Record<string, string> = {};
  let aliceOwn: string;
  let aliceDormant: string;
  let bobOwn: string;
  let seq = 0;

  const budgetsOf = async (person: SignedInPerson): Promise<BudgetJson[]> =>
    (await rest<BudgetJson[]>(person, 'GET', '/budgets')).body;
  const spendingOf = async (person: SignedInPerson, query = ''): Promise<SpendingJson[]> => {
    const response = await rest<SpendingJson[]>(person, 'GET', `/budgets/spending-by-category${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  const account = (userId: string, name: string, currency = 'SGD'): Promise<string> =>
    seedAccount(api.database, {
      userId,
      name,
      institution: 'OCBC',
      accountType: 'credit',
      last4: String(1000 + (seq += 1)),
      currency,
    });

  /** Money out (or in) on a day, described apart from every other row. */
  const spend = (
    userId: string,
    accountId: string,
    date: string,
    amountCents: number,
    categoryId: string | undefined,
    currency = 'SGD',
  ): Promise<string> =>
    seedTransaction(api.database, {
      userId,
      accountId,
      categoryId,
      date,
      description: `SHOP ${(seq += 1)}`,
      amountCents,
      currency,
    });

  const byPeriod = (rows: SpendingJson[], category: string) =>
    Object.fromEntries(rows.filter((row) => row.category_name === category).map((row) => [row.period, row]));

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'budget.alice', bob: 'budget.bob' }));
    Object.assign(categories, await systemCategoryIds(api.database));
    const own = async (userId: string, name: string, active = true) =>
      (
        await api.database.sql<{ id: string }>(
          `insert into categories (user_id, name, icon, color, is_active) values (?, ?, '☕', '#7C2D12', ?) returning id`,
          [userId, name, active],
        )
      )[0]?.id ?? '';
    aliceOwn = await own(alice.id, 'Kopi Fund');
    aliceDormant = await own(alice.id, 'Old Hobby', false);
    bobOwn = await own(bob.id, 'Bob Snacks');

    // Alice's Food & Dining around the end of November 2026 (Sunday 29 Nov, Monday 30 Nov ... Monday 7 Dec).
    const card = await account(alice.id, 'OCBC 365');
    const usdCard = await account(alice.id, 'Chase', 'USD');
    const food = categories['Food & Dining'];
    await spend(alice.id, card, '2025-12-01', -100, food); // last year
    await spend(alice.id, card, '2026-11-29', -1001, food); // Sunday: the week before
    await spend(alice.id, card, '2026-11-30', -2002, food); // Monday: starts the week that crosses into December
    await spend(alice.id, card, '2026-12-01', -3003, food);
    await spend(alice.id, card, '2026-12-01', 9999, food); // money in: a refund is not spending
    await spend(alice.id, card, '2026-12-01', -777, categories.Groceries); // another category
    await spend(alice.id, usdCard, '2026-12-01', -555, food, 'USD'); // another currency
    await spend(alice.id, card, '2026-12-06', -4004, food); // Sunday: ends that week
    await spend(alice.id, card, '2026-12-07', -5005, food); // Monday: the next week
    // Bob spends in the same category on the same days: never in Alice's figures.
    const bobCard = await account(bob.id, 'Bob Card');
    await spend(bob.id, bobCard, '2026-12-01', -100000, food);
    await spend(bob.id, bobCard, '2026-11-30', -100000, food);
  });
  afterAll(() => api.close());

  it('creates a budget with the defaults (monthly, 80 %, SGD), reads, lists, changes and deletes it on REST', async () => {
    const created = await rest<BudgetJson>(alice, 'POST', '/budgets', {
      category_id: categories.Transport,
      amount: 150.5,
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(created.body.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(created.body).toEqual({
      id: created.body.id,
      category_id: categories.Transport,
      category_name: 'Transport',
      category: { id: categories.Transport, name: 'Transport', icon: '🚇', color: '#3B82F6' },
      period: 'monthly',
      amount: 150.5,
      currency: 'SGD',
      notification_threshold: 80,
      created_at: created.body.created_at,
      updated_at: created.body.updated_at,
    });
    const id = created.body.id;
    expect((await rest(alice, 'GET', `/budgets/${id}`)).body).toEqual(created.body);
    expect((await budgetsOf(alice)).map((budget) => budget.id)).toContain(id);

    const changed = await rest(alice, 'PUT', `/budgets/${id}`, {
      amount: '99.99',
      period: 'weekly',
      notification_threshold: 50,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, period: 'weekly', amount: 99.99, notification_threshold: 50 });
    expect((await rest(alice, 'GET', `/budgets/${id}`)).body).toMatchObject({
      amount: 99.99,
      period: 'weekly',
    });

    const deleted = await rest<Record<string, unknown>>(alice, 'DELETE', `/budgets/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Budget deleted successfully' });
    const gone = await rest(alice, 'GET', `/budgets/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ detail: 'Budget not found' });
    expect((await rest(alice, 'DELETE', `/budgets/${id}`)).status).toBe(404);
  });

  it('does the same through GraphQL with amounts as exact decimal strings', async () => {
    const created = await gql<{ createBudget: GqlBudget }>(alice, CREATE, {
      input: { categoryId: categories.Shopping, amount: '1234567.89', period: 'yearly', notificationThreshold: 95 },
    });
    expect(created.body.errors).toBeUndefined();
    const budget = created.body.data?.createBudget;
    expect(budget).toMatchObject({
      categoryId: categories.Shopping,
      categoryName: 'Shopping',
      period: 'yearly',
      amount: '1234567.89',
      currency: 'SGD',
      notificationThreshold: 95,
    });
    const id = budget?.id ?? '';
    expect((await gql<{ budget: GqlBudget }>(alice, ONE, { id })).body.data?.budget).toEqual(budget);
    expect((await gql<{ budgets: GqlBudget[] }>(alice, LIST)).body.data?.budgets).toContainEqual(budget);
    const updated = await gql<{ updateBudget: GqlBudget }>(alice, UPDATE, {
      id,
      input: { amount: '0.10', notificationThreshold: 1 },
    });
    expect(updated.body.data?.updateBudget).toMatchObject({
      amount: '0.10',
      notificationThreshold: 1,
      period: 'yearly',
    });
    const deleted = await gql<{ deleteBudget: GqlBudget }>(alice, DELETE, { id });
    expect(deleted.body.data?.deleteBudget).toMatchObject({ id, amount: '0.10' });
    const again = await gql(alice, ONE, { id });
    expect(again.body.errors?.[0]).toMatchObject({ message: 'Budget not found', extensions: { code: 'NOT_FOUND' } });
  });

  it.each([
    [{ amount: 10 }, 'category_id', 'Please choose a category.'],
    [{ category_id: 'FOOD' }, 'amount', 'Budget amount is required'],
    [{ category_id: 'FOOD', amount: 0 }, 'amount', 'Budget amount must be greater than 0'],
    [{ category_id: 'FOOD', amount: -12.5 }, 'amount', 'Budget amount must be greater than 0'],
    [{ category_id: 'FOOD', amount: '12.345' }, 'amount', 'Budget amount must be a number with at most 2 decimals'],
    [{ category_id: 'FOOD', amount: 'lots' }, 'amount', 'Budget amount must be a number with at most 2 decimals'],
    [
      { category_id: 'FOOD', amount: 10, period: 'hourly' },
      'period',
      'Period must be one of: daily, weekly, monthly, yearly',
    ],
    [
      { category_id: 'FOOD', amount: 10, notification_threshold: 0 },
      'notification_threshold',
      'Notification threshold must be a whole number from 1 to 100',
    ],
    [
      { category_id: 'FOOD', amount: 10, notification_threshold: 101 },
      'notification_threshold',
      'Notification threshold must be a whole number from 1 to 100',
    ],
  ])('refuses %j on REST with the message for %s and saves nothing', async (raw, field, message) => {
    const body: Record<string, unknown> = { ...raw };
    if (body.category_id === 'FOOD') body.category_id = categories['Food & Dining'];
    const before = await budgetsOf(bob);
    const response = await rest(bob, 'POST', '/budgets', body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ detail: message, errors: { [field]: message } });
    expect(await budgetsOf(bob)).toEqual(before);
  });

  it('reports the validation messages through GraphQL too, and on a change', async () => {
    const zero = await gql(bob, CREATE, { input: { categoryId: categories.Groceries, amount: '0.00' } });
    expect(zero.body.errors?.[0]).toMatchObject({
      message: 'Budget amount must be greater than 0',
      extensions: { code: 'BAD_USER_INPUT', fields: { amount: 'Budget amount must be greater than 0' } },
    });
    const created = await rest<BudgetJson>(bob, 'POST', '/budgets', { category_id: categories.Groceries, amount: 300 });
    const threshold = await gql(bob, UPDATE, { id: created.body.id, input: { notificationThreshold: 150 } });
    expect(threshold.body.errors?.[0]).toMatchObject({
      message: 'Notification threshold must be a whole number from 1 to 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const put = await rest(bob, 'PUT', `/budgets/${created.body.id}`, { amount: '' });
    expect(put.status).toBe(422);
    expect(put.body).toEqual({ detail: 'Budget amount is required', errors: { amount: 'Budget amount is required' } });
    expect((await rest(bob, 'GET', `/budgets/${created.body.id}`)).body).toMatchObject({
      amount: 300,
      notification_threshold: 80,
    });
  });

  it('keeps one budget per category and period per user, with a clear conflict', async () => {
    const first = await rest(alice, 'POST', '/budgets', { category_id: categories.Travel, amount: 500 });
    expect(first.status).toBe(201);
    const again = await rest(alice, 'POST', '/budgets', {
      category_id: categories.Travel,
      amount: 900,
      period: 'monthly',
    });
    expect(again.status).toBe(409);
    const message = 'You already have a monthly budget for Travel. Edit that one instead.';
    expect(again.body).toEqual({ detail: message, errors: { period: message } });
    // Another period of the same category is fine, and so is another user on the same category.
    const weekly = await rest<BudgetJson>(alice, 'POST', '/budgets', {
      category_id: categories.Travel,
      amount: 150,
      period: 'weekly',
    });
    expect(weekly.status).toBe(201);
    expect((await rest(bob, 'POST', '/budgets', { category_id: categories.Travel, amount: 50 })).status).toBe(201);
    // Moving the weekly one onto the monthly one conflicts too (REST and GraphQL), and changes nothing.
    const move = await rest<{ detail: string }>(alice, 'PUT', `/budgets/${weekly.body.id}`, {
      period: 'monthly',
    });
    expect(move.status).toBe(409);
    expect(move.body.detail).toBe(message);
    const moveGql = await gql(alice, UPDATE, { id: weekly.body.id, input: { period: 'monthly' } });
    expect(moveGql.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    expect((await rest(alice, 'GET', `/budgets/${weekly.body.id}`)).body).toMatchObject({
      period: 'weekly',
      amount: 150,
    });
    const travel = (await budgetsOf(alice)).filter((budget) => budget.category_name === 'Travel');
    expect(travel.map((budget) => [budget.period, budget.amount])).toEqual([
      ['weekly', 150],
      ['monthly', 500],
    ]);
  });

  it('offers the active spending categories (system and own) and refuses budgets on others', async () => {
    const offered = (await rest<CategoryJson[]>(alice, 'GET', '/budget-categories')).body;
    const names = offered.map((category) => category.name);
    expect(names).toContain('Food & Dining');
    expect(names).toContain('Kopi Fund');
    for (const excluded of [
      'Transfers',
      'Salary & Income',
      'Interest & Rewards',
      'Investments',
      'Refunds',
      'CPF-OA',
      'CPF-SA',
      'CPF-MA',
      'Uncategorized',
      'Old Hobby',
      'Bob Snacks',
    ]) {
      expect(names).not.toContain(excluded);
    }
    expect(names).toHaveLength(16); // 15 system spending categories and Alice's active own one
    expect(offered.every((category) => category.is_active)).toBe(true);
    const viaGql = await gql<{ budgetCategories: { name: string }[] }>(alice, '{ budgetCategories { name } }');
    expect(viaGql.body.data?.budgetCategories.map((category) => category.name)).toEqual(names);

    const ownBudget = await rest(alice, 'POST', '/budgets', { category_id: aliceOwn, amount: 40 });
    expect(ownBudget.status).toBe(201);
    const notSpending = 'Budgets can be set only on active spending categories';
    for (const categoryId of [categories['Salary & Income'], categories.Transfers, aliceDormant]) {
      const response = await rest(alice, 'POST', '/budgets', { category_id: categoryId, amount: 40 });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: notSpending, errors: { category_id: notSpending } });
    }
    // Bob's own category and a missing one answer alike.
    for (const categoryId of [bobOwn, MISSING_ID, 'not-an-id']) {
      const response = await rest(alice, 'POST', '/budgets', { category_id: categoryId, amount: 40 });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Category not found', errors: { category_id: 'Category not found' } });
    }
  });

  describe('spent in the current period', () => {
    const food = () => categories['Food & Dining'];
    beforeAll(async () => {
      for (const [period, amount, threshold] of [
        ['daily', '30.03', 100],
        ['weekly', '100.00', 80],
        ['monthly', '120.00', 80],
        ['yearly', '1000.00', 80],
      ] as const) {
        const response = await rest(alice, 'POST', '/budgets', {
          category_id: food(),
          amount,
          period,
          notification_threshold: threshold,
        });
        expect(response.status).toBe(201);
      }
    });

    it('sums the money out of the category to the cent in each Singapore period (a week across a month end)', async () => {
      const onWednesday = byPeriod(await spendingOf(alice, '?as_of=2026-12-02'), 'Food & Dining');
      expect(onWednesday.weekly).toMatchObject({
        start_date: '2026-11-30',
        end_date: '2026-12-06',
        amount: 100,
        spent: 90.09, // 20.02 + 30.03 + 40.04 (Mon 30 Nov to Sun 6 Dec)
        remaining: 9.91,
        percentage: 90.09,
        state: 'warning',
      });
      expect(onWednesday.monthly).toMatchObject({
        start_date: '2026-12-01',
        end_date: '2026-12-31',
        spent: 120.12, // 30.03 + 40.04 + 50.05
        remaining: -0.12,
        percentage: 100.1,
        state: 'over',
      });
      expect(onWednesday.yearly).toMatchObject({
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        spent: 150.15, // every 2026 row: 10.01 + 20.02 + 30.03 + 40.04 + 50.05
        percentage: 15.02,
        state: 'ok',
      });
      expect(onWednesday.daily).toMatchObject({ start_date: '2026-12-02', spent: 0, percentage: 0, state: 'ok' });

      // On Monday 30 November the same week is current, while the month is still November.
      const onMonday = byPeriod(await spendingOf(alice, '?as_of=2026-11-30'), 'Food & Dining');
      expect(onMonday.weekly).toMatchObject({ start_date: '2026-11-30', end_date: '2026-12-06', spent: 90.09 });
      expect(onMonday.monthly).toMatchObject({
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        spent: 30.03,
        state: 'ok',
      });
      expect(onMonday.daily).toMatchObject({ spent: 20.02, state: 'ok' });
      // Sunday 29 November belongs to the week before.
      const onSunday = byPeriod(await spendingOf(alice, '?as_of=2026-11-29'), 'Food & Dining');
      expect(onSunday.weekly).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-29', spent: 10.01 });
      // The whole daily amount spent is a warning at 100 %, not yet over.
      const onTuesday = byPeriod(await spendingOf(alice, '?as_of=2026-12-01'), 'Food & Dining');
      expect(onTuesday.daily).toMatchObject({ amount: 30.03, spent: 30.03, percentage: 100, state: 'warning' });
      // Sunday 6 December still counts in that week; Monday 7 December starts the next.
      expect(byPeriod(await spendingOf(alice, '?as_of=2026-12-06'), 'Food & Dining').weekly?.spent).toBe(90.09);
      expect(byPeriod(await spendingOf(alice, '?as_of=2026-12-07'), 'Food & Dining').weekly).toMatchObject({
        start_date: '2026-12-07',
        spent: 50.05,
      });
    });

    it('measures given days for every budget when start_date and end_date are sent', async () => {
      const rows = byPeriod(await spendingOf(alice, '?start_date=2026-11-29&end_date=2026-12-01'), 'Food & Dining');
      for (const period of ['daily', 'weekly', 'monthly', 'yearly']) {
        expect(rows[period]).toMatchObject({ start_date: '2026-11-29', end_date: '2026-12-01', spent: 60.06 });
      }
      const half = await rest(alice, 'GET', '/budgets/spending-by-category?start_date=2026-11-29');
      expect(half.status).toBe(422);
      expect(half.body).toEqual({
        detail: 'Give both start_date and end_date, or neither',
        errors: { end_date: 'Give both start_date and end_date, or neither' },
      });
      const badDay = await rest<{ detail: string }>(alice, 'GET', '/budgets/spending-by-category?as_of=2026-02-30');
      expect(badDay.status).toBe(422);
      expect(badDay.body.detail).toBe('Date must be a real day written YYYY-MM-DD');
    });

    it('gives the same figures as exact decimal strings on GraphQL', async () => {
      const response = await gql<{ budgetSpending: GqlSpending[] }>(alice, SPENDING, { asOf: '2026-12-02' });
      expect(response.body.errors).toBeUndefined();
      const weekly = response.body.data?.budgetSpending.find(
        (row) => row.categoryName === 'Food & Dining' && row.period === 'weekly',
      );
      expect(weekly).toMatchObject({
        startDate: '2026-11-30',
        endDate: '2026-12-06',
        amount: '100.00',
        spent: '90.09',
        remaining: '9.91',
        percentage: 90.09,
        state: 'warning',
      });
      const monthly = response.body.data?.budgetSpending.find(
        (row) => row.categoryName === 'Food & Dining' && row.period === 'monthly',
      );
      expect(monthly).toMatchObject({ spent: '120.12', remaining: '-0.12', state: 'over' });
    });

    it('stands on the Singapore clock: 23:59:59 on 30 Nov is November, one second later December', async () => {
      const at = (instant: string) =>
        new BudgetsService(api.database.orm.em.fork(), () => new Date(instant)).spending(alice.id, {});
      const before = (await at('2026-11-30T15:59:59Z')).filter((row) => row.categoryName === 'Food & Dining');
      const after = (await at('2026-11-30T16:00:00Z')).filter((row) => row.categoryName === 'Food & Dining');
      const of = (rows: typeof before, period: string) => rows.find((row) => row.period === period);
      expect(of(before, 'monthly')).toMatchObject({ startDate: '2026-11-01', spentCents: 3003, state: 'ok' });
      expect(of(after, 'monthly')).toMatchObject({ startDate: '2026-12-01', spentCents: 12012, state: 'over' });
      expect(of(before, 'daily')).toMatchObject({ startDate: '2026-11-30', spentCents: 2002 });
      expect(of(after, 'daily')).toMatchObject({ startDate: '2026-12-01', spentCents: 3003, state: 'warning' });
      expect(of(before, 'weekly')?.spentCents).toBe(9009);
      expect(of(after, 'weekly')?.spentCents).toBe(9009);
    });

    it('defaults to the periods containing today in Singapore', async () => {
      const today = singaporeToday(new Date());
      const card = (
        await api.database.sql<{ id: string }>(`select id from accounts where user_id = ? limit 1`, [alice.id])
      )[0];
      await spend(alice.id, card?.id ?? '', today, -1234, aliceOwn);
      const kopi = (await spendingOf(alice)).find((row) => row.category_name === 'Kopi Fund');
      expect(kopi).toMatchObject({ period: 'monthly', amount: 40, spent: 12.34, percentage: 30.85, state: 'ok' });
      expect(kopi?.start_date.slice(0, 7)).toBe(today.slice(0, 7));
      expect(kopi?.end_date.slice(0, 7)).toBe(today.slice(0, 7));
    });

    it('gives the same sums when the service’s SQL runs directly in PostgreSQL', async () => {
      const day = '2026-12-02';
      const ranges = {
        daily: { startDate: day, endDate: day },
        weekly: { startDate: '2026-11-30', endDate: '2026-12-06' },
        monthly: { startDate: '2026-12-01', endDate: '2026-12-31' },
        yearly: { startDate: '2026-01-01', endDate: '2026-12-31' },
      };
      const { sql: text, params } = spendingQuery(alice.id, ranges);
      const rows = await api.database.sql<{ period: string; category_name: string; spent_cents: string }>(text, params);
      expect(
        rows.filter((row) => row.category_name === 'Food & Dining').map((row) => [row.period, Number(row.spent_cents)]),
      ).toEqual([
        ['daily', 0],
        ['weekly', 9009],
        ['monthly', 12012],
        ['yearly', 15015],
      ]);
    });
  });

  describe('isolation', () => {
    let aliceBudget: BudgetJson;
    beforeAll(async () => {
      aliceBudget = (
        await rest<BudgetJson>(alice, 'POST', '/budgets', { category_id: categories.Entertainment, amount: 80 })
      ).body;
    });

    it('answers another user’s budget exactly like a missing one on REST and changes nothing', async () => {
      const snapshot = await api.database.sql(`select * from budgets order by id`);
      for (const id of [aliceBudget.id, MISSING_ID, 'nope']) {
        for (const [method, body] of [
          ['GET', undefined],
          ['PUT', { amount: 1 }],
          ['DELETE', undefined],
        ] as const) {
          const response = await rest(bob, method, `/budgets/${id}`, body);
          expect([id, method, response.status, response.body]).toEqual([
            id,
            method,
            404,
            { detail: 'Budget not found' },
          ]);
        }
      }
      expect(await api.database.sql(`select * from budgets order by id`)).toEqual(snapshot);
      expect((await budgetsOf(bob)).some((budget) => budget.id === aliceBudget.id)).toBe(false);
    });

    it('answers it like a missing one on GraphQL too', async () => {
      const snapshot = await api.database.sql(`select * from budgets order by id`);
      for (const [query, variables] of [
        [ONE, { id: aliceBudget.id }],
        [UPDATE, { id: aliceBudget.id, input: { amount: '1.00' } }],
        [DELETE, { id: aliceBudget.id }],
      ] as const) {
        const response = await gql(bob, query, variables);
        expect(response.body.errors?.[0]).toMatchObject({
          message: 'Budget not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      const list = await gql<{ budgets: GqlBudget[] }>(bob, LIST);
      expect(list.body.data?.budgets.some((budget) => budget.id === aliceBudget.id)).toBe(false);
      const bobCategories = await gql<{ budgetCategories: { name: string }[] }>(bob, '{ budgetCategories { name } }');
      const bobNames = bobCategories.body.data?.budgetCategories.map((category) => category.name);
      expect(bobNames).toContain('Bob Snacks');
      expect(bobNames).not.toContain('Kopi Fund');
      expect(await api.database.sql(`select * from budgets order by id`)).toEqual(snapshot);
    });

    it('counts only the user’s own transactions in spent', async () => {
      const bobFood = await rest(bob, 'POST', '/budgets', {
        category_id: categories['Food & Dining'],
        amount: 5000,
        period: 'weekly',
      });
      expect(bobFood.status).toBe(201);
      const bobRows = await spendingOf(bob, '?as_of=2026-12-02');
      expect(bobRows.every((row) => row.budget_id !== aliceBudget.id)).toBe(true);
      expect(byPeriod(bobRows, 'Food & Dining').weekly).toMatchObject({ spent: 2000, percentage: 40, state: 'ok' });
      const viaGql = await gql<{ budgetSpending: GqlSpending[] }>(bob, SPENDING, { asOf: '2026-12-02' });
      expect(viaGql.body.data?.budgetSpending.find((row) => row.categoryName === 'Food & Dining')?.spent).toBe(
        '2000.00',
      );
      // And Alice's weekly Food & Dining still sees only her 90.09.
      expect(byPeriod(await spendingOf(alice, '?as_of=2026-12-02'), 'Food & Dining').weekly?.spent).toBe(90.09);
    });
  });
});
