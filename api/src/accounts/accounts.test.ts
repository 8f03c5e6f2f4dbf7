import { OCBC_EXAMPLE, fileFrom, postFiles, waitForJob } from '../../../test-support/statement-uploads';
import { gql, rest, signInPerson, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import { graphql, requestJson, type TestServer } from '../../../test-support/test-server';
import type { AccountTotals } from './accounts.service';

interface AccountJson {
  id: string;
  name: string;
  institution: string;
  account_type: string;
  account_number: string | null;
  account_number_last4: string | null;
  currency: string;
  balance: number;
  credit_limit: number | null;
  color: string | null;
  provider_type: string;
  connection_status: string;
  error_message: string | null;
  latest_stmt_date: string | null;
  transaction_count: number;
  created_at: string;
  updated_at: string;
}

interface AccountGql {
  id: string;
  name: string;
  institution: string;
  accountType: string;
  last4: string;
  currency: string;
  balance: string;
  creditLimit: string | null;
  color: string | null;
  providerType: string;
  connectionStatus: string;
  errorMessage: string | null;
  latestStmtDate: string | null;
  transactionCount: number;
  createdAt: string;
  updatedAt: string;
}

const FIELDS =
  'id name institution accountType last4 currency balance creditLimit color providerType connectionStatus errorMessage latestStmtDate transactionCount createdAt updatedAt';
const LIST = `{ accounts { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { account(id: $id) { ${FIELDS} } }`;
const TOTALS =
  '{ accountTotals { currency accountCount totalBalance creditAccountCount totalCreditLimit totalOwed netWorth } }';
const CREATE = `mutation ($input: AccountInput!) { createAccount(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: AccountUpdateInput!) { updateAccount(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteAccount(id: $id) }';
const ADD_TRANSACTION = `mutation ($input: TransactionInput!) { createTransaction(input: $input) { id } }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
/** A body the api accepts, which each refusal below spoils in one field. */
const POT = { name: 'Pot', institution: 'DBS', account_type: 'savings' };

jest.setTimeout(120_000);

describe('accounts', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  let carol: SignedInPerson;

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'acc.alice', bob: 'acc.bob' }));
    carol = await signInPerson(api, 'acc.carol', 'Carol Ng');
  });
  afterAll(() => api.close());

  const open = async (person: SignedInPerson, body: Record<string, unknown>): Promise<AccountJson> => {
    const response = await rest<AccountJson>(person, 'POST', '/accounts', body);
    expect(response.status).toBe(201);
    return response.body;
  };
  const listOf = async (person: SignedInPerson): Promise<AccountJson[]> =>
    (await rest<AccountJson[]>(person, 'GET', '/accounts')).body;
  const totalsOf = async (person: SignedInPerson): Promise<AccountTotals[]> => {
    const response = await gql<{ accountTotals: AccountTotals[] }>(person, TOTALS);
    expect(response.body.errors).toBeUndefined();
    return response.body.data?.accountTotals ?? [];
  };

  it('starts empty: no accounts and no totals', async () => {
    expect((await rest(carol, 'GET', '/accounts')).body).toEqual([]);
    expect((await gql<{ accounts: AccountGql[] }>(carol, LIST)).body.data?.accounts).toEqual([]);
    expect(await totalsOf(carol)).toEqual([]);
  });

  it('opens an account by hand on REST with the defaults, keeping only the last four digits', async () => {
    const created = await open(alice, {
      name: '  Everyday Savings ',
      institution: 'DBS',
      account_type: 'savings',
      account_number: '120-345678-9',
      balance: '1,234.50',
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Everyday Savings',
      institution: 'DBS',
      account_type: 'savings',
      account_number: '6789',
      account_number_last4: '6789',
      currency: 'SGD',
      balance: 1234.5,
      credit_limit: null,
      color: null,
      provider_type: 'manual',
      connection_status: 'active',
      error_message: null,
      latest_stmt_date: null,
      transaction_count: 0,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
    expect((await rest(alice, 'GET', `/accounts/${created.id}`)).body).toEqual(created);
    const viaGql = await gql<{ account: AccountGql }>(alice, ONE, { id: created.id });
    expect(viaGql.body.data?.account).toMatchObject({
      id: created.id,
      name: 'Everyday Savings',
      accountType: 'savings',
      last4: '6789',
      balance: '1234.50',
      creditLimit: null,
      providerType: 'manual',
      createdAt: created.created_at,
    });
  });

  it('opens a credit card through GraphQL with exact decimals and lists accounts by name', async () => {
    const card = await gql<{ createAccount: AccountGql }>(alice, CREATE, {
      input: {
        name: 'Alice Card',
        institution: 'OCBC',
        accountType: 'credit',
        accountNumber: '4111 1111 1111 9473',
        balance: '-412.16',
        creditLimit: '12345678.91',
        color: '#ec4899',
      },
    });
    expect(card.body.errors).toBeUndefined();
    expect(card.body.data?.createAccount).toMatchObject({
      name: 'Alice Card',
      institution: 'OCBC',
      accountType: 'credit',
      last4: '9473',
      currency: 'SGD',
      balance: '-412.16',
      creditLimit: '12345678.91',
      color: '#EC4899',
      providerType: 'manual',
      connectionStatus: 'active',
      transactionCount: 0,
    });
    const rows = await listOf(alice);
    expect(rows.map((row) => row.name)).toEqual(['Alice Card', 'Everyday Savings']);
    expect(rows[0]).toMatchObject({ balance: -412.16, credit_limit: 12345678.91 });
  });

  it.each([
    [{}, 'name', 'Account name is required'],
    [{ name: '  ', institution: 'DBS', account_type: 'savings' }, 'name', 'Account name is required'],
    [
      { name: 'x'.repeat(101), institution: 'DBS', account_type: 'savings' },
      'name',
      'Account name must be 100 characters or less',
    ],
    [{ name: 'Pot', account_type: 'savings' }, 'institution', 'Institution is required'],
    [
      { ...POT, account_type: 'piggy' },
      'account_type',
      'Account type must be one of: checking, credit, savings, investment, others',
    ],
    [
      { ...POT, account_number: '12' },
      'account_number',
      'Account number must have at least 4 digits (spaces and dashes allowed)',
    ],
    [{ ...POT, currency: 'S$' }, 'currency', 'Currency must be a three-letter code such as SGD'],
    [{ ...POT, balance: '10.005' }, 'balance', 'Balance must be a number with at most 2 decimals'],
    [{ ...POT, balance: 'lots' }, 'balance', 'Balance must be a number with at most 2 decimals'],
    [
      { ...POT, account_type: 'credit', credit_limit: -1 },
      'credit_limit',
      'Credit limit must be 0 or more with at most 2 decimals',
    ],
    [{ ...POT, credit_limit: 500 }, 'credit_limit', 'Only credit accounts have a credit limit'],
    [{ ...POT, color: 'green' }, 'color', 'Colour must be a hex colour such as #22C55E'],
    [{ ...POT, balance: '1000000000.00' }, 'balance', 'Amount is too large'],
  ])('refuses %j on REST with the message and opens nothing', async (body, field, message) => {
    const before = await listOf(bob);
    const response = await rest(bob, 'POST', '/accounts', body);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ detail: message, errors: { [field]: message } });
    expect(await listOf(bob)).toEqual(before);
  });

  it('refuses fields a client may not set (provider, status) and the same number twice', async () => {
    const sneaky = await rest(bob, 'POST', '/accounts', { ...POT, provider_type: 'pdf' });
    expect(sneaky.status).toBe(422);
    await open(bob, {
      name: 'Bob Savings',
      institution: 'UOB',
      account_type: 'savings',
      account_number: '5555',
    });
    const again = await rest(bob, 'POST', '/accounts', {
      name: 'Other name',
      institution: 'UOB',
      account_type: 'savings',
      account_number: '99995555',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ detail: 'You already have a UOB savings account ending in 5555' });
    // Another user may hold the same bank, type and digits.
    const carolsOwn = await open(carol, {
      name: 'Carol Savings',
      institution: 'UOB',
      account_type: 'savings',
      account_number: '5555',
    });
    expect(carolsOwn.account_number).toBe('5555');
    await rest(carol, 'DELETE', `/accounts/${carolsOwn.id}`);
    expect((await listOf(bob)).map((row) => row.name)).toEqual(['Bob Savings']);
  });

  it('reports the same validation messages through GraphQL', async () => {
    const blank = await gql(bob, CREATE, {
      input: { name: ' ', institution: 'DBS', accountType: 'savings' },
    });
    expect(blank.body.errors?.[0]).toMatchObject({
      message: 'Account name is required',
      extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Account name is required' } },
    });
    const limit = await gql(bob, CREATE, {
      input: { name: 'Pot', institution: 'DBS', accountType: 'checking', creditLimit: '10.00' },
    });
    expect(limit.body.errors?.[0]).toMatchObject({
      message: 'Only credit accounts have a credit limit',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('changes an account on REST and GraphQL; null clears the optional fields, a non-credit type drops the limit', async () => {
    const card = await open(bob, {
      name: 'Bob Card',
      institution: 'Citibank',
      account_type: 'credit',
      account_number: '1111',
      balance: -20.5,
      credit_limit: 3000,
      color: '#3B82F6',
    });
    const renamed = await rest(bob, 'PUT', `/accounts/${card.id}`, {
      name: 'Bob Rewards Card',
      account_number: null,
      color: null,
      balance: '-99.99',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: card.id,
      name: 'Bob Rewards Card',
      account_number: null,
      color: null,
      balance: -99.99,
      credit_limit: 3000,
      account_type: 'credit',
      created_at: card.created_at,
    });
    const refused = await rest(bob, 'PUT', `/accounts/${card.id}`, {
      account_type: 'checking',
      credit_limit: 5,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ detail: 'Only credit accounts have a credit limit' });
    const blank = await rest(bob, 'PUT', `/accounts/${card.id}`, { institution: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ detail: 'Institution is required' });
    expect((await rest(bob, 'GET', `/accounts/${card.id}`)).body).toMatchObject({
      name: 'Bob Rewards Card',
      institution: 'Citibank',
      account_type: 'credit',
      credit_limit: 3000,
    });

    const changed = await gql<{ updateAccount: AccountGql }>(bob, UPDATE, {
      id: card.id,
      input: { accountType: 'checking', currency: 'usd', accountNumber: '000123' },
    });
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data?.updateAccount).toMatchObject({
      name: 'Bob Rewards Card',
      accountType: 'checking',
      currency: 'USD',
      last4: '0123',
      balance: '-99.99',
      creditLimit: null,
    });
    // A change that makes two accounts alike is a conflict and changes nothing.
    const clash = await rest(bob, 'PUT', `/accounts/${card.id}`, {
      institution: 'UOB',
      account_type: 'savings',
      account_number: '5555',
    });
    expect(clash.status).toBe(409);
    expect((await rest(bob, 'GET', `/accounts/${card.id}`)).body).toMatchObject({
      institution: 'Citibank',
      account_type: 'checking',
    });
  });

  it('totals exactly per currency: non-credit balances, card limits, what cards owe and the net worth', async () => {
    const dan = await signInPerson(api, 'acc.dan', 'Dan Koh');
    const plant = (body: Record<string, unknown>) => open(dan, body);
    await plant({ name: 'A', institution: 'DBS', account_type: 'savings', account_number: '0001', balance: '0.10' });
    await plant({ name: 'B', institution: 'DBS', account_type: 'checking', account_number: '0002', balance: '0.20' });
    await plant({ name: 'C', institution: 'OCBC', account_type: 'investment', balance: '-1234.56' });
    await plant({ name: 'D', institution: 'UOB', account_type: 'others', balance: '99999999.99' });
    await plant({ name: 'E', institution: 'OCBC', account_type: 'credit', balance: '-412.16', credit_limit: '5000' });
    await plant({ name: 'F', institution: 'HSBC', account_type: 'credit', balance: '-1.00', credit_limit: '0.01' });
    await plant({ name: 'G', institution: 'Citibank', account_type: 'credit', balance: '-3.00' });
    await plant({ name: 'I', institution: 'Maybank', account_type: 'credit', balance: '0.50', credit_limit: '100' });
    await plant({ name: 'H', institution: 'Chase', account_type: 'checking', currency: 'USD', balance: '250.05' });
    await plant({ name: 'J', institution: 'Chase', account_type: 'credit', currency: 'USD', balance: '-702.10' });
    // 0.10 + 0.20 - 1234.56 + 99999999.99 = 99998765.73; 5000.00 + 0.01 (+ no limit) + 100.00 = 5100.01.
    // Cards owe 412.16 + 1.00 + 3.00 = 416.16 (the card in credit owes nothing); net 99998765.73 - 416.16 + 0.50.
    expect(await totalsOf(dan)).toEqual([
      {
        currency: 'SGD',
        accountCount: 8,
        totalBalance: '99998765.73',
        creditAccountCount: 4,
        totalCreditLimit: '5100.01',
        totalOwed: '416.16',
        netWorth: '99998350.07',
      },
      {
        currency: 'USD',
        accountCount: 2,
        totalBalance: '250.05',
        creditAccountCount: 1,
        totalCreditLimit: '0.00',
        totalOwed: '702.10',
        netWorth: '-452.05',
      },
    ]);
    // Nobody else's accounts count.
    expect((await totalsOf(carol)).length).toBe(0);
  });

  it('deletes an account with its transactions and statements, and says how many went', async () => {
    const erin = await signInPerson(api, 'acc.erin', 'Erin Goh');
    const upload = await postFiles<{ job_id: string }>(
      `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
      erin.idToken,
      [fileFrom(OCBC_EXAMPLE)],
      { use_ocr: 'false', passwords: JSON.stringify(['']) },
    );
    expect(upload.status).toBe(202);
    const summary = await waitForJob(api.baseUrl, erin.idToken, upload.body.job_id);
    expect(summary.results[0]).toMatchObject({ success: true, transactions_added: 52 });
    const [card] = await listOf(erin);
    expect(card).toMatchObject({
      institution: 'OCBC',
      account_type: 'credit',
      provider_type: 'pdf',
      connection_status: 'active',
      latest_stmt_date: '2023-08-01',
      transaction_count: 52,
    });
    if (!card) throw new Error('no account');
    const kept = await open(erin, { name: 'Cash Pot', institution: 'DBS', account_type: 'savings' });
    const added = await gql(erin, ADD_TRANSACTION, {
      input: { accountId: kept.id, date: '2024-05-02', amount: '5.00', isIncome: false, description: 'Kopi' },
    });
    expect(added.body.errors).toBeUndefined();

    const gone = await rest<
      AccountJson & { deleted: boolean; deleted_transactions: number; deleted_statements: number }
    >(erin, 'DELETE', `/accounts/${card.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({
      id: card.id,
      name: card.name,
      deleted: true,
      deleted_transactions: 52,
      deleted_statements: 1,
    });
    expect((await rest(erin, 'GET', `/accounts/${card.id}`)).status).toBe(404);
    const left = await rest<{ id: string; account_id: string }[]>(erin, 'GET', '/transactions?limit=100');
    expect(left.body.map((row) => row.account_id)).toEqual([kept.id]);
    expect((await rest(erin, 'GET', '/bank-statements')).body).toEqual([]);
    expect((await listOf(erin)).map((row) => ({ name: row.name, count: row.transaction_count }))).toEqual([
      { name: 'Cash Pot', count: 1 },
    ]);

    // Through GraphQL too; a second delete is NOT_FOUND.
    const viaGql = await gql<{ deleteAccount: boolean }>(erin, DELETE, { id: kept.id });
    expect(viaGql.body.data?.deleteAccount).toBe(true);
    const twice = await gql(erin, DELETE, { id: kept.id });
    expect(twice.body.errors?.[0]).toMatchObject({ message: 'Account not found', extensions: { code: 'NOT_FOUND' } });
    expect(await listOf(erin)).toEqual([]);
    expect((await rest<unknown[]>(erin, 'GET', '/transactions')).body).toEqual([]);
  });

  it('answers another user’s account exactly like a missing one and leaves it untouched (REST and GraphQL)', async () => {
    const [aliceAccount] = await listOf(alice);
    if (!aliceAccount) throw new Error('alice has no account');
    const before = (await rest(alice, 'GET', `/accounts/${aliceAccount.id}`)).body;
    for (const id of [aliceAccount.id, MISSING_ID, 'not-a-uuid']) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { name: 'Stolen' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await rest(bob, method, `/accounts/${id}`, body);
        expect([method, id, response.status, response.body]).toEqual([
          method,
          id,
          404,
          { detail: 'Account not found' },
        ]);
      }
    }
    for (const id of [aliceAccount.id, MISSING_ID]) {
      const answers = await Promise.all([
        gql(bob, ONE, { id }),
        gql(bob, UPDATE, { id, input: { name: 'Stolen' } }),
        gql(bob, DELETE, { id }),
      ]);
      for (const answer of answers) {
        expect(answer.body.errors?.[0]).toMatchObject({
          message: 'Account not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
    expect((await rest(alice, 'GET', `/accounts/${aliceAccount.id}`)).body).toEqual(before);
    expect((await listOf(bob)).some((row) => row.id === aliceAccount.id)).toBe(false);
    const bobTotals = await totalsOf(bob);
    expect(bobTotals.reduce((sum, row) => sum + row.accountCount, 0)).toBe((await listOf(bob)).length);
  });

  it('needs a signed-in user and shows direct connection as coming soon', async () => {
    const anonymous = await requestJson(`${api.baseUrl}/api/v1/accounts`);
    expect(anonymous.status).toBe(401);
    const graph = await graphql(api.baseUrl, LIST);
    expect(graph.status).toBe(401);
    const connect = await rest(alice, 'POST', '/accounts/connect', {});
    expect(connect.status).toBe(501);
    expect(connect.body).toEqual({
      detail: 'Connecting a bank directly is coming soon. Please upload a PDF statement.',
    });
  });
});
