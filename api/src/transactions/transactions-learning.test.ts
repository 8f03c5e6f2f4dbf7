import { verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { postFiles, type JobSummaryBody } from '../../../test-support/statement-uploads';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';

interface Row {
  id: string;
  date: string;
  description: string;
  category_name: string | null;
  category_source: string;
}

/**
 * Learning from the user: a merchant recategorised "for all" is applied first by the next import, and a single
 * line moved by hand teaches the user's classifier for their next similar lines.
 */
describe('recategorising teaches the next import', () => {
  let api: TestServer;
  let alice: EmulatorAccount;

  beforeAll(async () => {
    api = await startTestServer();
    alice = await verifiedAccount('alice.learn', 'Alice Tan');
  });
  afterAll(() => api.close());

  const upload = async (name: string, pdf: Buffer): Promise<JobSummaryBody> => {
    const response = await postFiles<JobSummaryBody>(`${api.baseUrl}/api/v1/bank-statements/upload`, alice.idToken, [
      { name, bytes: pdf },
    ]);
    expect(response.status).toBe(200);
    return response.body;
  };
  const search = async (term: string, start: string, end: string): Promise<Row[]> =>
    (
      await requestJson<Row[]>(
        `${api.baseUrl}/api/v1/transactions?search=${encodeURIComponent(term)}&start_date=${start}&end_date=${end}`,
        { token: alice.idToken },
      )
    ).body;
  const categoryId = async (name: string): Promise<string> => {
    const [row] = await api.database.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(`select id from categories where is_system and name = ?`, [name]);
    return row?.id ?? '';
  };

  it('applies the learned merchant rule to a later statement and never overwrites a category chosen by hand', async () => {
    const march = ocbcCardMonth(1, '2024-03-05');
    const first = await upload('march.pdf', (await drawOcbcCreditStatement(march)).pdf);
    expect(first.results[0]).toMatchObject({ success: true, transactions_added: march.rows.length });

    const coffees = await search('starbucks', '2024-02-01', '2024-03-05');
    expect(coffees.length).toBeGreaterThan(1);
    expect(coffees.every((row) => row.category_name !== 'Entertainment')).toBe(true);
    const [groceries] = await search('ntuc fairprice', '2024-02-01', '2024-03-05');
    if (!groceries) throw new Error('no NTUC row imported');

    // By hand: one grocery line becomes Shopping (locked), and Starbucks becomes Entertainment for all.
    const edited = await graphql<{ updateTransaction: { categoryName: string; categorySource: string } }>(
      api.baseUrl,
      `
        mutation ($id: ID!, $category: ID!) {
          updateTransaction(id: $id, input: { categoryId: $category }) {
            categoryName
            categorySource
          }
        }
      `,
      { id: groceries.id, category: await categoryId('Shopping') },
      alice.idToken,
    );
    expect(edited.body.data?.updateTransaction).toEqual({ categoryName: 'Shopping', categorySource: 'user' });
    const entertainment = await categoryId('Entertainment');
    const learned = await graphql<{ recategorizeMerchant: number }>(
      api.baseUrl,
      `
        mutation ($id: ID!, $category: ID!) {
          recategorizeMerchant(transactionId: $id, categoryId: $category, applyToAllFromMerchant: true)
        }
      `,
      { id: coffees[0]?.id, category: entertainment },
      alice.idToken,
    );
    expect(learned.body.data?.recategorizeMerchant).toBe(coffees.length);

    // The same lines again in an overlapping statement: nothing is added, nothing chosen by hand changes.
    const overlap = await upload(
      'march-reissued.pdf',
      (await drawOcbcCreditStatement({ ...march, statementDate: '2024-03-06' })).pdf,
    );
    expect(overlap.results[0]).toMatchObject({ success: true, transactions_added: 0 });
    const [groceriesAfter] = await search('ntuc fairprice', '2024-02-01', '2024-03-05').then((rows) =>
      rows.filter((row) => row.id === groceries.id),
    );
    expect(groceriesAfter).toMatchObject({ category_name: 'Shopping', category_source: 'user' });
    expect((await search('starbucks', '2024-02-01', '2024-03-05')).map((row) => row.category_name)).toEqual(
      coffees.map(() => 'Entertainment'),
    );

    // The next month's statement: Starbucks lines take the learned rule first; other merchants are untouched.
    const april = ocbcCardMonth(2, '2024-04-05');
    const second = await upload('april.pdf', (await drawOcbcCreditStatement(april)).pdf);
    expect(second.results[0]).toMatchObject({ success: true, transactions_added: april.rows.length });
    const aprilCoffees = await search('starbucks', '2024-03-01', '2024-04-05');
    expect(aprilCoffees.length).toBeGreaterThan(1);
    expect(aprilCoffees.map((row) => [row.category_name, row.category_source])).toEqual(
      aprilCoffees.map(() => ['Entertainment', 'user_rule']),
    );
    // The one grocery line moved by hand taught the classifier for Alice: her next NTUC lines follow
    // it without a merchant rule; every other merchant keeps what the shared categoriser gives.
    const aprilGroceries = await search('ntuc fairprice', '2024-03-01', '2024-04-05');
    expect(aprilGroceries.length).toBeGreaterThan(0);
    expect(aprilGroceries.map((row) => [row.category_name, row.category_source])).toEqual(
      aprilGroceries.map(() => ['Shopping', 'user_model']),
    );
    const others = (await search('', '2024-03-01', '2024-04-05')).filter(
      (row) => !/starbucks|ntuc fairprice/i.test(row.description),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((row) => row.category_source === 'user_model' || row.category_source === 'user_rule')).toEqual(
      [],
    );
  });
});
