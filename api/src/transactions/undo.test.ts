import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';

interface Outcome {
  updatedCount: number;
  previous: {
    id: string;
    categoryId: string | null;
    categorySource: string;
    categoryConfidence: number | null;
    categoryLocked: boolean;
  }[];
  merchantRule: { merchantKey: string; previousCategoryId: string | null } | null;
}

const OUTCOME =
  'updatedCount previous { id categoryId categorySource categoryConfidence categoryLocked } merchantRule { merchantKey previousCategoryId }';

/** Undo: a recategorisation (one, chosen similar ones, a whole merchant) and a delete can be undone exactly. */
describe('undo', () => {
  let api: TestServer;
  let alice: EmulatorAccount;
  let bob: EmulatorAccount;
  let aliceId: string;
  let accountId: string;
  const category: Record<string, string> = {};

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);
  const gql = async <T>(token: string, query: string, variables: Record<string, unknown>) => {
    const response = await graphql<T>(api.baseUrl, query, variables, token);
    return response.body;
  };
  const state = () =>
    sql<{ description: string; category_id: string | null; category_source: string; category_locked: boolean }>(
      `select description, category_id, category_source, category_confidence, category_locked from transactions
       where user_id = ?
       order by description`,
      [aliceId],
    );
  const rule = async () =>
    (await sql<{ category_id: string }>('select category_id from merchant_rules where user_id = ?', [aliceId]))[0]
      ?.category_id ?? null;

  async function insert(
    description: string,
    merchant: string,
    categoryId: string | null,
    source: string,
    locked: boolean,
  ) {
    const [row] = await sql<{ id: string }>(
      `insert into transactions (user_id, account_id, date, description, merchant_key, amount_cents, category_id,
         category_source, category_confidence, category_locked, dedupe_key)
       values (?, ?, '2025-10-01', ?, ?, -500, ?, ?, ?, ?, ?) returning id`,
      [
        aliceId,
        accountId,
        description,
        merchant,
        categoryId,
        source,
        source === 'knowledge_base' ? 0.87 : null,
        locked,
        description,
      ],
    );
    return row?.id ?? '';
  }

  beforeAll(async () => {
    api = await startTestServer();
    [alice, bob] = await Promise.all([verifiedAccount('undo.alice', 'Alice Tan'), verifiedAccount('undo.bob', 'Bob')]);
    aliceId = (await requestJson<{ id: string }>(`${api.baseUrl}/api/v1/users/me`, { token: alice.idToken })).body.id;
    await requestJson(`${api.baseUrl}/api/v1/users/me`, { token: bob.idToken });
    const [account] = await sql<{ id: string }>(
      `insert into accounts (user_id, name, institution, account_type) values (?, 'Card', 'OCBC', 'credit') returning id`,
      [aliceId],
    );
    accountId = account?.id ?? '';
    for (const name of ['Food & Dining', 'Shopping', 'Entertainment']) {
      const [row] = await sql<{ id: string }>('select id from categories where is_system and name = ?', [name]);
      category[name] = row?.id ?? '';
    }
  });
  afterAll(() => api.close());

  it('puts back each category, source and lock, and the merchant rule as it was (none, then a previous one)', async () => {
    const kopi1 = await insert('KOPI 1', 'kopi', category['Food & Dining'] ?? null, 'knowledge_base', false);
    await insert('KOPI 2', 'kopi', null, 'default', false);
    await insert('KOPI 3', 'kopi', category.Shopping ?? null, 'user', true);
    const before = await state();

    const merchant = await gql<{ recategorizeMerchantUndoable: Outcome }>(
      alice.idToken,
      `mutation ($id: ID!, $c: ID!) { recategorizeMerchantUndoable(transactionId: $id, categoryId: $c, applyToAllFromMerchant: true) { ${OUTCOME} } }`,
      { id: kopi1, c: category.Entertainment },
    );
    const outcome = merchant.data?.recategorizeMerchantUndoable;
    expect(outcome?.updatedCount).toBe(3);
    expect(outcome?.merchantRule).toEqual({ merchantKey: 'kopi', previousCategoryId: null });
    expect(outcome?.previous.find((row) => row.id === kopi1)).toEqual({
      id: kopi1,
      categoryId: category['Food & Dining'],
      categorySource: 'knowledge_base',
      categoryConfidence: 0.87,
      categoryLocked: false,
    });
    expect((await state()).every((row) => row.category_id === category.Entertainment)).toBe(true);
    expect(await rule()).toBe(category.Entertainment);

    // Another user cannot undo it (nothing of Alice's changes), and a bad source is refused.
    const input = { previous: outcome?.previous, merchantRule: outcome?.merchantRule };
    const theirs = await gql<{ undoRecategorize: number }>(
      bob.idToken,
      'mutation ($input: RecategorizeUndoInput!) { undoRecategorize(input: $input) }',
      { input: { previous: input.previous?.map((row) => ({ ...row, categoryId: null })), merchantRule: null } },
    );
    expect(theirs.data?.undoRecategorize).toBe(0);
    expect((await state()).every((row) => row.category_id === category.Entertainment)).toBe(true);
    const forged = await gql<{ undoRecategorize: number }>(
      alice.idToken,
      'mutation ($input: RecategorizeUndoInput!) { undoRecategorize(input: $input) }',
      { input: { previous: input.previous?.map((row) => ({ ...row, categorySource: 'magic' })) } },
    );
    expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const undone = await gql<{ undoRecategorize: number }>(
      alice.idToken,
      'mutation ($input: RecategorizeUndoInput!) { undoRecategorize(input: $input) }',
      { input },
    );
    expect(undone.data?.undoRecategorize).toBe(3);
    expect(await state()).toEqual(before);
    expect(await rule()).toBeNull();

    // Twice: the second merchant-wide change undoes back to the first one's rule.
    await gql(
      alice.idToken,
      `mutation ($id: ID!, $c: ID!) { recategorizeMerchant(transactionId: $id, categoryId: $c, applyToAllFromMerchant: true) }`,
      { id: kopi1, c: category.Shopping },
    );
    const again = await gql<{ recategorizeMerchantUndoable: Outcome }>(
      alice.idToken,
      `mutation ($id: ID!, $c: ID!) { recategorizeMerchantUndoable(transactionId: $id, categoryId: $c, applyToAllFromMerchant: true) { ${OUTCOME} } }`,
      { id: kopi1, c: category.Entertainment },
    );
    expect(again.data?.recategorizeMerchantUndoable.merchantRule?.previousCategoryId).toBe(category.Shopping);
    await gql(alice.idToken, 'mutation ($input: RecategorizeUndoInput!) { undoRecategorize(input: $input) }', {
      input: {
        previous: again.data?.recategorizeMerchantUndoable.previous,
        merchantRule: again.data?.recategorizeMerchantUndoable.merchantRule,
      },
    });
    expect(await rule()).toBe(category.Shopping);
    expect((await state()).every((row) => row.category_id === category.Shopping)).toBe(true);
  });

  it('undoes chosen transactions moved together, and leaves the others alone', async () => {
    const a = await insert('TOAST A', 'toast', null, 'default', false);
    const b = await insert('TOAST B', 'toast', category['Food & Dining'] ?? null, 'statement_hint', false);
    const moved = await gql<{ recategorizeTransactionsUndoable: Outcome }>(
      alice.idToken,
      `mutation ($ids: [ID!]!, $c: ID!) { recategorizeTransactionsUndoable(ids: $ids, categoryId: $c) { ${OUTCOME} } }`,
      { ids: [a, b], c: category.Shopping },
    );
    expect(moved.data?.recategorizeTransactionsUndoable.updatedCount).toBe(2);
    expect(moved.data?.recategorizeTransactionsUndoable.merchantRule).toBeNull();
    await gql(alice.idToken, 'mutation ($input: RecategorizeUndoInput!) { undoRecategorize(input: $input) }', {
      input: { previous: moved.data?.recategorizeTransactionsUndoable.previous },
    });
    const rows = await sql<{ id: string; category_id: string | null; category_source: string }>(
      'select id, category_id, category_source from transactions where id in (?, ?) order by description',
      [a, b],
    );
    expect(rows).toEqual([
      { id: a, category_id: null, category_source: 'default' },
      { id: b, category_id: category['Food & Dining'], category_source: 'statement_hint' },
    ]);
  });

  it('puts deleted transactions back exactly, once, only for their owner and only for 10 minutes', async () => {
    const a = await insert('GONE A', 'gone', category.Shopping ?? null, 'user', true);
    const b = await insert('GONE B', 'gone', null, 'default', false);
    const keep = await insert('KEEP C', 'keep', null, 'default', false);
    const full = () =>
      sql(`select * from transactions where id in (?, ?) order by description`, [a, b]).then((rows) =>
        rows.map((row) => JSON.stringify(row)),
      );
    const before = await full();
    const deleted = await gql<{ deleteTransactionsUndoable: { deletedCount: number; undoToken: string } }>(
      alice.idToken,
      'mutation ($ids: [ID!]!) { deleteTransactionsUndoable(ids: $ids) { deletedCount undoToken } }',
      { ids: [a, b] },
    );
    const token = deleted.data?.deleteTransactionsUndoable.undoToken ?? '';
    expect(deleted.data?.deleteTransactionsUndoable.deletedCount).toBe(2);
    expect(await full()).toEqual([]);
    // One id that is not there deletes nothing.
    const partial = await gql(
      alice.idToken,
      'mutation ($ids: [ID!]!) { deleteTransactionsUndoable(ids: $ids) { deletedCount } }',
      {
        ids: [keep, a],
      },
    );
    expect(partial.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await sql('select id from transactions where id = ?', [keep])).length).toBe(1);

    const undo = (token: string, who = alice) =>
      gql<{ undoDeleteTransactions: number }>(
        who.idToken,
        'mutation ($t: String!) { undoDeleteTransactions(undoToken: $t) }',
        {
          t: token,
        },
      );
    expect((await undo(token, bob)).data?.undoDeleteTransactions).toBe(0);
    expect((await undo(token)).data?.undoDeleteTransactions).toBe(2);
    expect(await full()).toEqual(before);
    expect((await undo(token)).data?.undoDeleteTransactions).toBe(0);

    // Too old: a batch kept longer than 10 minutes is not restored (and is cleared by the next delete).
    const again = await gql<{ deleteTransactionsUndoable: { undoToken: string } }>(
      alice.idToken,
      'mutation ($ids: [ID!]!) { deleteTransactionsUndoable(ids: $ids) { undoToken } }',
      { ids: [a] },
    );
    const old = again.data?.deleteTransactionsUndoable.undoToken ?? '';
    await sql(`update deleted_transaction_batches set created_at = now() - interval '11 minutes' where id = ?`, [old]);
    expect((await undo(old)).data?.undoDeleteTransactions).toBe(0);
    await gql(alice.idToken, 'mutation ($ids: [ID!]!) { deleteTransactionsUndoable(ids: $ids) { undoToken } }', {
      ids: [b],
    });
    expect((await sql('select id from deleted_transaction_batches where id = ?', [old])).length).toBe(0);
    // Nobody's expired batch is kept: another person's delete clears it too.
    const [bobAccount] = await sql<{ id: string }>(
      `insert into accounts (user_id, name, institution, account_type)
       values ((select id from users where email = ?), 'Bob card', 'DBS', 'credit') returning id`,
      [bob.email],
    );
    const [bobRow] = await sql<{ id: string }>(
      `insert into transactions (user_id, account_id, date, description, merchant_key, amount_cents, category_source,
         dedupe_key)
       values ((select id from users where email = ?), ?, '2025-10-02', 'BOB', 'bob', -100, 'default', 'bob')
       returning id`,
      [bob.email, bobAccount?.id],
    );
    await sql(`update deleted_transaction_batches set created_at = now() - interval '11 minutes' where user_id = ?`, [
      aliceId,
    ]);
    await gql(bob.idToken, 'mutation ($ids: [ID!]!) { deleteTransactionsUndoable(ids: $ids) { undoToken } }', {
      ids: [bobRow?.id],
    });
    expect((await sql('select id from deleted_transaction_batches where user_id = ?', [aliceId])).length).toBe(0);
  });
});
