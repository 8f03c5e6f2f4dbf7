import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';

interface Added {
  id: string;
  categoryName: string | null;
  categorySource: string;
  categoryConfidence: number | null;
}

const ADD = `mutation ($input: TransactionInput!) {
  createTransaction(input: $input) { id categoryName categorySource categoryConfidence }
}`;

/**
 * Learning categories: every automatic category carries its source and confidence (GraphQL and REST), and a person's
 * recategorisation teaches the classifier for them alone, so their next similar line lands in the same
 * category without a rule per merchant, while another person's results do not change.
 */
describe('categories learned from a person', () => {
  let api: TestServer;
  let mei: EmulatorAccount;
  let ravi: EmulatorAccount;
  const accounts = new Map<string, string>();

  beforeAll(async () => {
    api = await startTestServer();
    mei = await verifiedAccount('mei.learns', 'Mei Lin');
    ravi = await verifiedAccount('ravi.learns', 'Ravi Kumar');
    for (const person of [mei, ravi]) {
      const created = await graphql<{ createAccount: { id: string } }>(
        api.baseUrl,
        'mutation ($input: AccountInput!) { createAccount(input: $input) { id } }',
        { input: { name: 'Everyday', institution: 'DBS', accountType: 'savings' } },
        person.idToken,
      );
      accounts.set(person.idToken, created.body.data?.createAccount.id ?? '');
    }
  });
  afterAll(() => api.close());

  const add = async (person: EmulatorAccount, description: string, amount = '42.00'): Promise<Added> => {
    const response = await graphql<{ createTransaction: Added }>(
      api.baseUrl,
      ADD,
      { input: { accountId: accounts.get(person.idToken), date: '2026-11-02', amount, isIncome: false, description } },
      person.idToken,
    );
    expect(response.body.errors).toBeUndefined();
    const added = response.body.data?.createTransaction;
    if (!added) throw new Error('no transaction added');
    return added;
  };
  const systemCategory = async (name: string): Promise<string> => {
    const [row] = await api.database.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>('select id from categories where is_system and name = ?', [name]);
    return row?.id ?? '';
  };
  const learnedRows = async (person: EmulatorAccount): Promise<number> => {
    const [row] = await api.database.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(
        'select count(*) as n from category_learning_weights w join users u on u.id = w.user_id where u.email = ?',
        [person.email],
      );
    return Number(row?.n ?? 0);
  };

  it('records the source and confidence of an automatic category, on GraphQL and REST', async () => {
    const known = await add(mei, 'STARBUCKS VIVOCITY SINGAPORE SG', '7.60');
    expect(known).toMatchObject({
      categoryName: 'Food & Dining',
      categorySource: 'knowledge_base',
      categoryConfidence: 1,
    });
    const bare = await add(mei, 'POS 483920', '18.00');
    expect(bare).toMatchObject({ categoryName: 'Uncategorized', categorySource: 'default', categoryConfidence: 0 });
    const rest = await requestJson<{ category_source: string; category_confidence: number | null }>(
      `${api.baseUrl}/api/v1/transactions/${known.id}`,
      { token: mei.idToken },
    );
    expect(rest.body).toMatchObject({ category_source: 'knowledge_base', category_confidence: 1 });
  });

  it("learns from one person's recategorisation and applies it to their next similar line only", async () => {
    const first = await add(mei, 'ZEPHYR QUILLON ATELIER PTE LTD');
    expect(first.categoryName).not.toBe('Education');
    expect(await add(ravi, 'ZEPHYR QUILLON ATELIER PTE LTD')).toMatchObject({ categoryName: first.categoryName });

    const education = await systemCategory('Education');
    const moved = await graphql<{ recategorizeTransactions: number }>(
      api.baseUrl,
      'mutation ($ids: [ID!]!, $category: ID!) { recategorizeTransactions(ids: $ids, categoryId: $category) }',
      { ids: [first.id], category: education },
      mei.idToken,
    );
    expect(moved.body.data?.recategorizeTransactions).toBe(1);
    expect(await learnedRows(mei)).toBeGreaterThan(0);
    expect(await learnedRows(ravi)).toBe(0);

    // A similar but not identical line of Mei's: no merchant rule exists, the learned weights decide.
    const next = await add(mei, 'NETS ZEPHYR QUILLON ATELIER - TAMPINES 1');
    expect(next.categoryName).toBe('Education');
    expect(next.categorySource).toBe('user_model');
    expect(next.categoryConfidence).toBeGreaterThanOrEqual(0.25);
    // Ravi's same line is untouched by Mei's correction.
    const his = await add(ravi, 'NETS ZEPHYR QUILLON ATELIER - TAMPINES 1');
    expect(his.categoryName).not.toBe('Education');
    expect(his.categorySource).not.toBe('user_model');
    // A line that shares none of the taught words is untouched for Mei too.
    expect(await add(mei, 'STARBUCKS VIVOCITY SINGAPORE SG', '7.60')).toMatchObject({
      categoryName: 'Food & Dining',
      categorySource: 'knowledge_base',
    });
  });
});
