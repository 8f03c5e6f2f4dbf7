import { datePresetRange, merchantKey } from '@garden/core';
import { gql, rest, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import {
  seedAccount,
  seedTransactionRows,
  systemCategoryIds,
  type TransactionRow,
} from '../../../test-support/test-database';
import type { TestServer } from '../../../test-support/test-server';

interface TxJson {
  id: string;
  date: string;
  description: string;
  raw_description: string;
  merchant_name: string;
  amount: number;
  is_income: boolean;
  currency: string;
  notes: string | null;
  category: Record<string, string | null> | null;
  category_id: string | null;
  category_name: string | null;
  category_source: string;
  account: Record<string, string | null>;
  account_id: string;
  account_name: string;
}

interface GqlTx {
  id: string;
  date: string;
  description: string;
  merchantName: string;
  amount: string;
  isIncome: boolean;
  categoryName: string | null;
  categorySource: string;
  accountName: string;
  notes: string | null;
}

const TX_FIELDS =
  'id date description merchantName amount isIncome currency notes categoryId categoryName categoryIcon categoryColor categorySource accountId accountName';

describe('transactions API', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  const ids: Record<string, string> = {};
  const categories: Record<string, string> = {};
  let aliceCard: string;
  let aliceSavings: string;
  let bobCard: string;
  let aliceOwnCategory: string;
  const now = new Date();
  const thisMonth = datePresetRange('this-month', now);
  const lastMonth = datePresetRange('last-month', now);
  const lastYear = datePresetRange('last-year', now);

  const account = (userId: string, name: string, last4: string): Promise<string> =>
    seedAccount(api.database, { userId, name, institution: 'OCBC', accountType: 'credit', last4 });

  /** Every column of every transaction, merchant rule and category: what must not change. */
  const snapshot = async () => ({
    transactions: await api.database.sql(`select * from transactions order by id`),
    rules: await api.database.sql(`select * from merchant_rules order by user_id, merchant_key`),
  });

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'alice.tx', bob: 'bob.tx' }));
    Object.assign(categories, await systemCategoryIds(api.database));
    const [own] = await api.database.sql<{ id: string }>(
      `insert into categories (user_id, name, icon, color) values (?, 'Kopi Fund', '☕', '#7C2D12') returning id`,
      [alice.id],
    );
    aliceOwnCategory = own?.id ?? '';
    categories['Kopi Fund'] = aliceOwnCategory;
    aliceCard = await account(alice.id, 'OCBC 365', '9473');
    aliceSavings = await account(alice.id, 'OCBC 360', '1234');
    bobCard = await account(bob.id, 'Bob Card', '5555');
    const aliceRows: [key: string, ...row: TransactionRow][] = [
      ['coffee1', aliceCard, thisMonth.startDate, 'STARBUCKS VIVOCITY', -760, 'Food & Dining'],
      ['coffee2', aliceCard, lastMonth.startDate, 'STARBUCKS VIVOCITY SINGAPORE SG', -820, 'Food & Dining'],
      ['coffee3', aliceCard, lastYear.startDate, 'STARBUCKS VIVO CITY', -700, 'Food & Dining'],
      ['grocer', aliceSavings, thisMonth.startDate, 'NTUC FAIRPRICE 100%_OFF', -4235, 'Groceries'],
      ['salary', aliceSavings, thisMonth.startDate, 'SALARY ACME PTE LTD', 500000, 'Salary & Income'],
      ['ride', aliceCard, lastMonth.startDate, 'GRAB* RIDES', -1280, 'Transport'],
      ['kopi', aliceCard, lastMonth.endDate, 'YA KUN KAYA TOAST', -450, 'Kopi Fund'],
    ];
    const aliceIds = await seedTransactionRows(
      api.database,
      alice.id,
      categories,
      aliceRows.map(([, ...row]) => row),
    );
    aliceRows.forEach(([key], index) => (ids[key] = aliceIds[index] ?? ''));
    const [bobCoffee] = await seedTransactionRows(api.database, bob.id, categories, [
      [bobCard, thisMonth.startDate, 'STARBUCKS VIVOCITY', -900, 'Food & Dining'],
    ]);
    ids.bobCoffee = bobCoffee ?? '';
  });
  afterAll(() => api.close());

  const listGql = async (filter: Record<string, unknown>, paging: { skip?: number; limit?: number } = {}) => {
    const result = await gql<{ transactions: GqlTx[] }>(
      alice,
      `query ($filter: TransactionFilter, $skip: Int, $limit: Int) { transactions(filter: $filter, skip: $skip, limit: $limit) { ${TX_FIELDS} } }`,
      { filter, ...paging },
    );
    expect(result.body.errors).toBeUndefined();
    return result.body.data?.transactions ?? [];
  };
  const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

  it('lists only the user’s own transactions, newest first, pages with skip and limit, exact amounts', async () => {
    const all = await listGql({});
    expect(all).toHaveLength(7);
    expect(all.map((row) => row.date)).toEqual([...all.map((row) => row.date)].sort().reverse());
    expect(idsOf(all)).not.toContain(ids.bobCoffee);
    const salary = all.find((row) => row.id === ids.salary);
    expect(salary).toMatchObject({ amount: '5000.00', isIncome: true, categoryName: 'Salary & Income' });
    expect(all.find((row) => row.id === ids.ride)).toMatchObject({
      amount: '-12.80',
      isIncome: false,
      merchantName: 'Rides',
      accountName: 'OCBC 365',
    });
    const first = await listGql({}, { skip: 0, limit: 3 });
    const second = await listGql({}, { skip: 3, limit: 3 });
    const third = await listGql({}, { skip: 6, limit: 3 });
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(idsOf(all));
    expect(third).toHaveLength(1);
  });

  it('filters by date preset (Singapore months), type, category, account, amount and searches case-insensitively', async () => {
    const inThisMonth = await listGql({ datePreset: 'this-month' });
    expect(idsOf(inThisMonth).sort()).toEqual([ids.coffee1, ids.grocer, ids.salary].sort());
    const inLastMonth = await listGql({ datePreset: 'last-month' });
    expect(idsOf(inLastMonth).sort()).toEqual([ids.coffee2, ids.ride, ids.kopi].sort());
    expect(idsOf(await listGql({ datePreset: 'last-year' }))).toEqual([ids.coffee3]);
    expect(idsOf(await listGql({ datePreset: 'last-3-months', type: 'income' }))).toEqual([ids.salary]);
    expect(idsOf(await listGql({ type: 'expenses' }))).not.toContain(ids.salary);
    expect(idsOf(await listGql({ categoryId: aliceOwnCategory }))).toEqual([ids.kopi]);
    expect((await listGql({ accountId: aliceSavings })).map((row) => row.id).sort()).toEqual(
      [ids.grocer, ids.salary].sort(),
    );
    // Explicit dates narrow a preset; both bounds inclusive.
    expect(
      idsOf(await listGql({ startDate: lastMonth.endDate, endDate: lastMonth.endDate, datePreset: 'last-month' })),
    ).toEqual([ids.kopi]);
    // Search: description and merchant, any case; LIKE wildcards are literal characters.
    expect(idsOf(await listGql({ search: 'starbucks vivo' })).sort()).toEqual(
      [ids.coffee1, ids.coffee2, ids.coffee3].sort(),
    );
    expect(idsOf(await listGql({ search: 'grab' }))).toEqual([ids.ride]);
    expect(idsOf(await listGql({ search: '100%_' }))).toEqual([ids.grocer]);
    expect(await listGql({ search: '1%0' })).toEqual([]);
    // Amount bounds apply to the size of the amount, for expenses and income alike.
    expect(idsOf(await listGql({ minAmount: '8.00', maxAmount: '42.35', sortBy: 'amount', sortOrder: 'asc' }))).toEqual(
      [ids.grocer, ids.ride, ids.coffee2],
    );
    const byDescription = await listGql({ sortBy: 'description', sortOrder: 'asc' });
    expect(byDescription.map((row) => row.description)).toEqual(
      [...byDescription.map((row) => row.description)].sort(),
    );
    // Another user's category or account simply matches nothing.
    expect(await listGql({ accountId: bobCard })).toEqual([]);
  });

  it('refuses bad filters and paging with clear messages', async () => {
    const bad = async (variables: Record<string, unknown>) =>
      (
        await gql(
          alice,
          `query ($filter: TransactionFilter, $limit: Int) { transactions(filter: $filter, limit: $limit) { id } }`,
          variables,
        )
      ).body.errors?.[0];
    expect(await bad({ filter: { datePreset: 'last-week' } })).toMatchObject({
      message: 'Date range must be one of: all, this-month, last-month, last-3-months, year-to-date, last-year',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await bad({ filter: { startDate: '2024-02-30' } }))?.message).toBe(
      'Date must be a real day written YYYY-MM-DD',
    );
    expect((await bad({ filter: { sortBy: 'merchant' } }))?.message).toBe(
      'Sort by must be date, amount or description',
    );
    expect((await bad({ filter: { minAmount: '1.234' } }))?.message).toBe(
      'Amount filters must be 0 or more with at most 2 decimals',
    );
    expect((await bad({ limit: 0 }))?.message).toBe('Limit must be a whole number from 1 to 500');
  });

  it('serves the REST list with the spec’s query parameters and snake_case shape', async () => {
    const page = await rest<TxJson[]>(
      alice,
      'GET',
      `/transactions?skip=0&limit=20&start_date=${lastMonth.startDate}&end_date=${thisMonth.endDate}&categories=${categories['Food & Dining']}&accounts=${aliceCard}&search=STARBUCKS&is_income=false&sort_by=date&sort_order=desc`,
    );
    expect(page.status).toBe(200);
    expect(page.body.map((row) => row.id)).toEqual([ids.coffee1, ids.coffee2]);
    expect(page.body[0]).toEqual({
      id: ids.coffee1,
      date: thisMonth.startDate,
      description: 'STARBUCKS VIVOCITY',
      raw_description: 'STARBUCKS VIVOCITY',
      merchant_name: 'Starbucks Vivocity',
      amount: -7.6,
      is_income: false,
      currency: 'SGD',
      notes: null,
      status: 'completed',
      category: { name: 'Food & Dining', icon: '🍜' },
      category_id: categories['Food & Dining'],
      category_name: 'Food & Dining',
      category_source: 'knowledge_base',
      // Seeded without one, like a row imported before confidence was recorded.
      category_confidence: null,
      account: { name: 'OCBC 365' },
      account_id: aliceCard,
      account_name: 'OCBC 365',
    });
    const withFields = await rest<TxJson[]>(
      alice,
      'GET',
      `/transactions?limit=1&include_category_fields=name&include_category_fields=color&include_account_fields=name,institution&is_income=true`,
    );
    expect(withFields.body).toHaveLength(1);
    expect(withFields.body[0]?.category).toEqual({ name: 'Salary & Income', color: '#22C55E' });
    expect(withFields.body[0]?.account).toEqual({ name: 'OCBC 360', institution: 'OCBC' });
    expect(withFields.body[0]?.amount).toBe(5000);

    const filtered = await rest<TxJson[]>(alice, 'POST', '/transactions/filter?skip=0&limit=20', {
      min_amount: 7,
      max_amount: 8.2,
      is_income: false,
      status: 'completed',
      sort_by: 'amount',
      sort_order: 'asc',
    });
    expect(filtered.body.map((row) => row.id)).toEqual([ids.coffee2, ids.coffee1, ids.coffee3]);
    const recent = await rest<TxJson[]>(alice, 'GET', '/transactions/recent?limit=2');
    expect(recent.body).toHaveLength(2);
    const byAccount = await rest<TxJson[]>(alice, 'GET', `/transactions/by-account/${aliceSavings}?limit=5`);
    expect(byAccount.body.map((row) => row.id).sort()).toEqual([ids.grocer, ids.salary].sort());
    const byCategory = await rest<TxJson[]>(alice, 'GET', `/transactions/by-category/${aliceOwnCategory}`);
    expect(byCategory.body.map((row) => row.id)).toEqual([ids.kopi]);
    const badSort = await rest(alice, 'GET', '/transactions?sort_order=sideways');
    expect(badSort.status).toBe(422);
    expect(badSort.body).toMatchObject({
      detail: 'Sort order must be asc or desc',
      errors: { sort_order: 'Sort order must be asc or desc' },
    });
  });

  it('creates, edits and deletes, with 422 for missing date or description and a zero amount', async () => {
    const invalid = await rest(alice, 'POST', '/transactions', {
      account_id: aliceCard,
      amount: 0,
      description: 'Hawker lunch',
      date: '2024-05-02',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      detail: 'Amount must not be zero',
      errors: { amount: 'Amount must not be zero' },
    });
    const noDate = await rest(alice, 'POST', '/transactions', {
      account_id: aliceCard,
      amount: -5,
      description: 'Hawker lunch',
    });
    expect(noDate.body).toMatchObject({ detail: 'Date is required', errors: { date: 'Date is required' } });
    const noDescription = await rest(alice, 'POST', '/transactions', {
      account_id: aliceCard,
      amount: -5,
      description: '  ',
      date: '2024-05-02',
    });
    expect(noDescription.body).toMatchObject({ detail: 'Description is required' });
    const foreignAccount = await rest(alice, 'POST', '/transactions', {
      account_id: bobCard,
      amount: -5,
      description: 'Hawker lunch',
      date: '2024-05-02',
    });
    expect(foreignAccount).toMatchObject({ status: 404, body: { detail: 'Account not found' } });

    const created = await rest<TxJson>(alice, 'POST', '/transactions', {
      account_id: aliceCard,
      date: '2024-05-02',
      amount: -5.5,
      currency: 'SGD',
      description: 'GRAB* FOOD',
      is_income: false,
      notes: 'lunch with Mei',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      amount: -5.5,
      is_income: false,
      notes: 'lunch with Mei',
      account_id: aliceCard,
    });
    expect(created.body.category_source).not.toBe('user');

    const edited = await gql<{ updateTransaction: GqlTx }>(
      alice,
      `mutation ($id: ID!, $input: TransactionUpdateInput!) { updateTransaction(id: $id, input: $input) { ${TX_FIELDS} } }`,
      { id: created.body.id, input: { amount: '12.30', isIncome: true, categoryId: categories.Refunds, notes: null } },
    );
    expect(edited.body.data?.updateTransaction).toMatchObject({
      amount: '12.30',
      isIncome: true,
      categoryName: 'Refunds',
      categorySource: 'user',
      notes: null,
    });
    const [stored] = await api.database.sql<{ category_locked: boolean }>(
      `select category_locked from transactions where id = ?`,
      [created.body.id],
    );
    expect(stored?.category_locked).toBe(true);
    const moveAccount = await rest(alice, 'PUT', `/transactions/${created.body.id}`, { account_id: aliceSavings });
    expect(moveAccount).toMatchObject({
      status: 422,
      body: { detail: 'Account cannot be changed after transaction creation' },
    });
    const negativeGql = await gql(
      alice,
      `mutation ($input: TransactionInput!) { createTransaction(input: $input) { id } }`,
      { input: { accountId: aliceCard, date: '2024-05-03', amount: '-3.00', isIncome: false, description: 'Kopi' } },
    );
    expect(negativeGql.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const viaGql = await gql<{ createTransaction: GqlTx }>(
      alice,
      `mutation ($input: TransactionInput!) { createTransaction(input: $input) { ${TX_FIELDS} } }`,
      {
        input: {
          accountId: aliceCard,
          categoryId: aliceOwnCategory,
          date: '2024-05-03',
          amount: '3.00',
          isIncome: false,
          description: 'Kopi',
        },
      },
    );
    expect(viaGql.body.data?.createTransaction).toMatchObject({
      amount: '-3.00',
      categoryName: 'Kopi Fund',
      categorySource: 'user',
    });
    const gone = await rest(alice, 'DELETE', `/transactions/${created.body.id}`);
    expect(gone.status).toBe(200);
    expect((await rest(alice, 'GET', `/transactions/${created.body.id}`)).status).toBe(404);
    const deleted = await gql<{ deleteTransaction: boolean }>(
      alice,
      `mutation ($id: ID!) { deleteTransaction(id: $id) }`,
      { id: viaGql.body.data?.createTransaction.id },
    );
    expect(deleted.body.data?.deleteTransaction).toBe(true);
  });

  it('finds similar transactions: same merchant scores 100, text similarity below, threshold respected', async () => {
    const [expected] = await api.database.sql<{ score: number }>(`select round(similarity(?, ?) * 100)::int as score`, [
      merchantKey('STARBUCKS VIVO CITY'),
      merchantKey('STARBUCKS VIVOCITY'),
    ]);
    const textScore = Number(expected?.score);
    expect(textScore).toBeGreaterThan(0);
    expect(textScore).toBeLessThan(100);
    const similar = (threshold: number) =>
      gql<{
        similarTransactions: {
          original: { id: string };
          items: { transaction: { id: string; accountName: string }; score: number; reason: string }[];
        };
      }>(
        alice,
        `query ($id: ID!, $threshold: Int) { similarTransactions(id: $id, threshold: $threshold) { original { id } items { transaction { id accountName } score reason } } }`,
        { id: ids.coffee1, threshold },
      );
    const atScore = (await similar(textScore)).body.data?.similarTransactions;
    expect(atScore?.original.id).toBe(ids.coffee1);
    expect(atScore?.items.map((item) => [item.transaction.id, item.score, item.reason])).toEqual([
      [ids.coffee2, 100, 'merchant_match'],
      [ids.coffee3, textScore, 'text_similarity'],
    ]);
    const above = (await similar(textScore + 1)).body.data?.similarTransactions;
    expect(above?.items.map((item) => item.transaction.id)).toEqual([ids.coffee2]);

    // The threshold is set for the similar query's own transaction only: no pooled connection keeps it afterwards.
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.database.sql<{ threshold: string | null }>(
          `select current_setting('pg_trgm.similarity_threshold', true) as threshold, pg_sleep(0.05)`,
        ),
      ),
    );
    // pg_trgm's default where the connection has loaded it, no setting where it has not.
    const leftOver = settings
      .map(([row]) => row?.threshold ?? null)
      .filter((value) => value !== null && value !== '0.3');
    expect(leftOver).toEqual([]);

    const viaRest = await rest<{
      original_transaction: TxJson;
      similar_transactions: (TxJson & { similarity_score: number; similarity_reason: string })[];
    }>(alice, 'GET', `/transactions/${ids.coffee1}/similar?similarity_threshold=${textScore}`);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.original_transaction.id).toBe(ids.coffee1);
    expect(
      viaRest.body.similar_transactions.map((item) => [item.id, item.similarity_score, item.similarity_reason]),
    ).toEqual([
      [ids.coffee2, 100, 'merchant_match'],
      [ids.coffee3, textScore, 'text_similarity'],
    ]);
    expect(viaRest.body.similar_transactions[0]?.account_name).toBe('OCBC 365');
    const badThreshold = await rest(alice, 'GET', `/transactions/${ids.coffee1}/similar?similarity_threshold=0.8`);
    expect(badThreshold).toMatchObject({
      status: 422,
      body: { detail: 'Similarity threshold must be a whole number from 1 to 100' },
    });
  });

  it('answers another user’s ids exactly like missing ones on every call, reading and changing nothing', async () => {
    const before = await snapshot();
    const missing = '00000000-0000-4000-8000-000000000000';
    const restCalls = (id: string): [string, string, unknown?][] => [
      ['GET', `/transactions/${id}`],
      ['PUT', `/transactions/${id}`, { description: 'mine now', category_id: categories.Travel }],
      ['DELETE', `/transactions/${id}`],
      ['GET', `/transactions/${id}/similar?similarity_threshold=80`],
      [
        'POST',
        '/transactions/bulk-update',
        { transaction_ids: [ids.bobCoffee, id], updates: { category_id: categories.Travel } },
      ],
      [
        'POST',
        `/transactions/bulk-update-by-merchant?transaction_id=${id}&category_id=${categories.Travel}&update_all_merchant=true`,
      ],
      ['POST', '/transactions/delete-similar', { transaction_ids: [ids.bobCoffee, id] }],
    ];
    for (const target of [ids.coffee1, missing, 'not-a-uuid']) {
      for (const [method, path, body] of restCalls(target ?? '')) {
        const response = await rest(bob, method, path, body);
        expect([method, path, response.status, response.body]).toEqual([
          method,
          path,
          404,
          { detail: 'Transaction not found' },
        ]);
      }
    }
    // Another user's account or category is not found either, and cannot be used.
    expect((await rest(bob, 'GET', `/transactions/by-account/${aliceCard}`)).body).toEqual({
      detail: 'Account not found',
    });
    expect((await rest(bob, 'GET', `/transactions/by-category/${aliceOwnCategory}`)).status).toBe(404);
    const ownWithForeignCategory = await rest(bob, 'POST', '/transactions/bulk-update', {
      transaction_ids: [ids.bobCoffee],
      updates: { category_id: aliceOwnCategory },
    });
    expect(ownWithForeignCategory).toMatchObject({ status: 404, body: { detail: 'Category not found' } });

    const gqlCalls: [string, Record<string, unknown>][] = [
      [`query ($id: ID!) { transaction(id: $id) { id } }`, {}],
      [`query ($id: ID!) { similarTransactions(id: $id) { items { score } } }`, {}],
      [`mutation ($id: ID!) { updateTransaction(id: $id, input: { notes: "mine" }) { id } }`, {}],
      [`mutation ($id: ID!) { deleteTransaction(id: $id) }`, {}],
      [`mutation ($ids: [ID!]!) { deleteTransactions(ids: $ids) }`, { ids: [ids.bobCoffee] }],
      [
        `mutation ($ids: [ID!]!, $category: ID!) { recategorizeTransactions(ids: $ids, categoryId: $category) }`,
        { ids: [ids.bobCoffee], category: categories.Travel },
      ],
      [
        `mutation ($id: ID!, $category: ID!) { recategorizeMerchant(transactionId: $id, categoryId: $category, applyToAllFromMerchant: true) }`,
        { category: categories.Travel },
      ],
    ];
    for (const target of [ids.coffee1, missing]) {
      for (const [query, extra] of gqlCalls) {
        const variables = { id: target, ...extra, ...(extra.ids ? { ids: [...(extra.ids as string[]), target] } : {}) };
        const response = await gql(bob, query, variables);
        expect([query, response.body.data ?? null, response.body.errors?.[0]?.extensions?.code]).toEqual([
          query,
          null,
          'NOT_FOUND',
        ]);
      }
    }
    expect(await snapshot()).toEqual(before);
    // Bob's own similar search never sees Alice's rows (they share the merchant).
    const bobSimilar = await rest<{ similar_transactions: unknown[] }>(
      bob,
      'GET',
      `/transactions/${ids.bobCoffee}/similar`,
    );
    expect(bobSimilar.body.similar_transactions).toEqual([]);
  });

  it('recategorises in bulk and deletes similar ones, reporting the counts', async () => {
    const selectOne = await rest(alice, 'POST', '/transactions/bulk-update', {
      transaction_ids: [],
      updates: { category_id: categories.Travel },
    });
    expect(selectOne).toMatchObject({
      status: 422,
      body: { detail: 'Please select at least one transaction to recategorize.' },
    });
    const updated = await rest(alice, 'POST', '/transactions/bulk-update', {
      transaction_ids: [ids.coffee2, ids.coffee3],
      updates: { category_id: aliceOwnCategory },
    });
    expect(updated.body).toEqual({ success: true, updated_count: 2 });
    const moved = await api.database.sql<{ category_id: string; category_source: string; category_locked: boolean }>(
      `select category_id, category_source, category_locked from transactions where id in (?, ?)`,
      [ids.coffee2, ids.coffee3],
    );
    expect(moved).toEqual([
      { category_id: aliceOwnCategory, category_source: 'user', category_locked: true },
      { category_id: aliceOwnCategory, category_source: 'user', category_locked: true },
    ]);
    const gqlCount = await gql<{ recategorizeTransactions: number }>(
      alice,
      `mutation ($ids: [ID!]!, $category: ID!) { recategorizeTransactions(ids: $ids, categoryId: $category) }`,
      { ids: [ids.coffee2], category: categories['Food & Dining'] },
    );
    expect(gqlCount.body.data?.recategorizeTransactions).toBe(1);

    const emptyDelete = await rest(alice, 'POST', '/transactions/delete-similar', { transaction_ids: [] });
    expect(emptyDelete.body).toMatchObject({ detail: 'Please select at least one transaction to delete.' });
    const deleted = await rest(alice, 'POST', '/transactions/delete-similar', {
      transaction_ids: [ids.coffee3, ids.kopi],
    });
    expect(deleted.body).toEqual({ success: true, deleted_count: 2 });
    const viaGql = await gql<{ deleteTransactions: number }>(
      alice,
      `mutation ($ids: [ID!]!) { deleteTransactions(ids: $ids) }`,
      { ids: [ids.ride] },
    );
    expect(viaGql.body.data?.deleteTransactions).toBe(1);
    expect(idsOf(await listGql({}))).toHaveLength(4);
  });

  it('recategorises a whole merchant and learns it as the user’s rule', async () => {
    const response = await rest<{ updated_count: number }>(
      alice,
      'POST',
      `/transactions/bulk-update-by-merchant?transaction_id=${ids.coffee1}&category_id=${aliceOwnCategory}&update_all_merchant=true`,
    );
    expect(response.body).toMatchObject({ success: true, updated_count: 2, merchant_key: 'STARBUCKS VIVOCITY' });
    expect(await api.database.sql(`select user_id, merchant_key, category_id from merchant_rules`)).toEqual([
      { user_id: alice.id, merchant_key: 'STARBUCKS VIVOCITY', category_id: aliceOwnCategory },
    ]);
    const [bobRow] = await api.database.sql<{ category_id: string }>(
      `select category_id from transactions where id = ?`,
      [ids.bobCoffee],
    );
    expect(bobRow?.category_id).toBe(categories['Food & Dining']);
    const single = await gql<{ recategorizeMerchant: number }>(
      alice,
      `mutation ($id: ID!, $category: ID!) { recategorizeMerchant(transactionId: $id, categoryId: $category, applyToAllFromMerchant: false) }`,
      { id: ids.grocer, category: categories.Shopping },
    );
    expect(single.body.data?.recategorizeMerchant).toBe(1);
    expect(await api.database.sql(`select count(*)::int as n from merchant_rules`)).toEqual([{ n: 1 }]);
  });

  it('lists the user’s accounts for the account filter', async () => {
    const accounts = await gql<{ transactionAccounts: { id: string; name: string; last4: string }[] }>(
      alice,
      `{ transactionAccounts { id name institution accountType last4 } }`,
    );
    expect(accounts.body.data?.transactionAccounts.map((row) => [row.name, row.last4])).toEqual([
      ['OCBC 360', '1234'],
      ['OCBC 365', '9473'],
    ]);
  });
});
