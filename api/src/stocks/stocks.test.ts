import fs from 'node:fs';
import { SECTORS } from '@garden/core';
import { gql, rest, startSignedInPair, type SignedInPerson } from '../../../test-support/test-client';
import { graphql, requestJson, type TestServer } from '../../../test-support/test-server';
import {
  NASDAQ_SP500_SYMBOLS,
  SP500_CSV,
  loadSecurities,
  parseCsv,
  sp500Securities,
  upsertSecurities,
} from './securities/securities';
import { PRICE_MESSAGES } from './prices/prices.service';
import type { StockRecord } from './stocks.queries';

interface AccountJson {
  id: string;
  name: string;
  broker: string;
  account_type: string;
  currency: string;
  cash_balance: number;
  total_value: number;
  other_currency_holdings: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

/** The REST stock: the record's own text fields as they are, its price as a number. */
interface StockJson extends Pick<StockRecord, 'id' | 'symbol' | 'name' | 'exchange' | 'sector' | 'currency'> {
  last_price: number | null;
  last_price_updated: string | null;
}

interface HoldingJson {
  id: string;
  stocks_account_id: string;
  stock_id: string;
  quantity: number;
  average_cost: number;
  total_cost: number;
  currency: string;
  current_price: number | null;
  current_value: number | null;
  unrealized_pnl: number | null;
  unrealized_pnl_percent: number | null;
  stock: StockJson;
}

interface GqlAccount {
  id: string;
  name: string;
  broker: string;
  accountType: string;
  currency: string;
  cashBalance: string;
  totalValue: string;
  isActive: boolean;
}

interface GqlHolding {
  id: string;
  stocksAccountId: string;
  stockId: string;
  quantity: string;
  averageCost: string;
  totalCost: string;
  currency: string;
  currentPrice: string | null;
  currentValue: string | null;
  unrealizedPnl: string | null;
  unrealizedPnlPercent: string | null;
  stock: { symbol: string; exchange: string; sector: string; lastPrice: string | null };
}

interface GqlSummary {
  totalValue: string;
  totalCost: string;
  profitLoss: string;
  profitLossPercentage: string;
  totalPositions: number;
  accountsCount: number;
  pricedPositions: number;
  currency: string;
  byCurrency: {
    currency: string;
    totalValue: string;
    totalCost: string;
    profitLoss: string;
    profitLossPercentage: string;
    positions: number;
  }[];
}

const ACCOUNT_FIELDS = 'id name broker accountType currency cashBalance totalValue isActive createdAt';
const HOLDING_FIELDS = `id stocksAccountId stockId quantity averageCost totalCost currency currentPrice currentValue
  unrealizedPnl unrealizedPnlPercent stock { symbol exchange sector lastPrice }`;
const SUMMARY_FIELDS = `totalValue totalCost profitLoss profitLossPercentage totalPositions accountsCount pricedPositions
  currency byCurrency { currency totalValue totalCost profitLoss profitLossPercentage positions }`;
const CREATE_ACCOUNT = `mutation ($input: CreateStocksAccountInput) { createStocksAccount(input: $input) { ${ACCOUNT_FIELDS} } }`;
const UPDATE_ACCOUNT = `mutation ($id: ID!, $input: UpdateStocksAccountInput!) {
  updateStocksAccount(id: $id, input: $input) { ${ACCOUNT_FIELDS} } }`;
const DELETE_ACCOUNT = 'mutation ($id: ID!) { deleteStocksAccount(id: $id) }';
const ACCOUNTS = `{ stocksAccounts { ${ACCOUNT_FIELDS} } }`;
const SEARCH =
  'query ($q: String!, $limit: Int) { searchStocks(q: $q, limit: $limit) { id symbol name exchange sector currency lastPrice lastPriceUpdated } }';
const HOLDINGS = `query ($accountId: ID) { stockHoldings(accountId: $accountId) { ${HOLDING_FIELDS} } }`;
const ADD = `mutation ($input: AddStockHoldingInput!) { addStockHolding(input: $input) { ${HOLDING_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateStockHoldingInput!) { updateStockHolding(id: $id, input: $input) { ${HOLDING_FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteStockHolding(id: $id) }';
const SUMMARY = `{ portfolioSummary { ${SUMMARY_FIELDS} } }`;
const POSITIONS = `{ portfolioPositions { ${HOLDING_FIELDS} } }`;
const MARKET = '{ marketStatus { exchanges { exchange isOpen session timeZone localTime } shouldUpdate timestamp } }';
const STALENESS =
  '{ priceStaleness { freshnessPercentage freshCount totalStocks neverUpdated level pricesAvailable } }';
const UPDATE_PRICES =
  'mutation ($symbols: [String!]) { updateStockPrices(symbols: $symbols) { success updatedCount message } }';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const ADD_INVALID = 'Please fill in all required fields with valid values.';
const UPDATE_INVALID = 'Please enter valid values for quantity and average cost.';

describe('stocks API', () => {
  let api: TestServer;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  const stockIds: Record<string, string> = {};

  const price = (symbol: string, value: string | null, hoursAgo = 0) =>
    api.database.sql(
      `update stocks set last_price = ?, last_price_updated = case when ?::numeric is null then null
         else now() - make_interval(hours => ?) end where symbol = ?`,
      [value, value, hoursAgo, symbol],
    );
  const createAccount = async (person: SignedInPerson, input?: Record<string, unknown>): Promise<GqlAccount> => {
    const response = await gql<{ createStocksAccount: GqlAccount }>(person, CREATE_ACCOUNT, input ? { input } : {});
    expect(response.body.errors).toBeUndefined();
    return response.body.data?.createStocksAccount as GqlAccount;
  };
  const add = async (person: SignedInPerson, input: Record<string, unknown>): Promise<GqlHolding> => {
    const response = await gql<{ addStockHolding: GqlHolding }>(person, ADD, { input });
    expect(response.body.errors).toBeUndefined();
    return response.body.data?.addStockHolding as GqlHolding;
  };
  const holdingsOf = async (person: SignedInPerson, accountId?: string): Promise<GqlHolding[]> =>
    (await gql<{ stockHoldings: GqlHolding[] }>(person, HOLDINGS, accountId ? { accountId } : {})).body.data
      ?.stockHoldings ?? [];
  const summaryOf = async (person: SignedInPerson): Promise<GqlSummary> =>
    (await gql<{ portfolioSummary: GqlSummary }>(person, SUMMARY)).body.data?.portfolioSummary as GqlSummary;

  beforeAll(async () => {
    ({ api, alice, bob } = await startSignedInPair({ alice: 'stocks.alice', bob: 'stocks.bob' }));
    for (const row of await api.database.sql<{ id: string; symbol: string }>('select id, symbol from stocks')) {
      stockIds[row.symbol] = row.id;
    }
  });
  afterAll(() => api.close());

  describe('securities list', () => {
    it('ships the S&P 500, the 30 STI constituents and popular US and SGX ETFs, unpriced', async () => {
      const counts = await api.database.sql<{ exchange: string; currency: string; count: string }>(
        'select exchange, currency, count(*) as count from stocks group by 1, 2 order by 1, 2',
      );
      const count = (exchange: string, currency: string) =>
        Number(counts.find((row) => row.exchange === exchange && row.currency === currency)?.count ?? 0);
      // 503 S&P 500 lines (Alphabet, Fox and News Corp list two classes each) + 17 US ETFs.
      expect(count('NYSE', 'USD') + count('NASDAQ', 'USD')).toBe(503 + 17);
      // 30 STI constituents + 7 SGX ETFs; Jardine Matheson, Hongkong Land, DFI Retail and S27 trade in USD.
      expect(count('SGX', 'SGD') + count('SGX', 'USD')).toBe(37);
      expect(count('SGX', 'USD')).toBe(4);
      const [{ priced } = { priced: '-1' }] = await api.database.sql<{ priced: string }>(
        'select count(*) as priced from stocks where last_price is not null or last_price_updated is not null',
      );
      expect(Number(priced)).toBe(0);
      const sectors = await api.database.sql<{ sector: string }>('select distinct sector from stocks');
      expect(sectors.map((row) => row.sector).sort()).toEqual([...SECTORS].sort());
    });

    it('reads the CSV exactly: quoted commas and quotes, every NASDAQ symbol a real constituent', () => {
      expect(parseCsv('a,"b, c","d ""e"""\r\n1,2,3\n')).toEqual([
        ['a', 'b, c', 'd "e"'],
        ['1', '2', '3'],
      ]);
      const sp500 = sp500Securities(fs.readFileSync(SP500_CSV, 'utf8'));
      expect(sp500).toHaveLength(503);
      expect(sp500.find((security) => security.symbol === 'XYZ')?.name).toBe('Block, Inc.');
      const symbols = new Set(sp500.map((security) => security.symbol));
      expect([...NASDAQ_SP500_SYMBOLS].filter((symbol) => !symbols.has(symbol))).toEqual([]);
      expect(sp500.filter((security) => security.exchange === 'NASDAQ')).toHaveLength(NASDAQ_SP500_SYMBOLS.size);
    });

    it.each([
      ['AAPL', 'Apple Inc.', 'NASDAQ', 'Technology', 'USD'],
      ['GOOGL', 'Alphabet Inc. (Class A)', 'NASDAQ', 'Technology', 'USD'],
      ['JPM', 'JPMorgan Chase', 'NYSE', 'Financials', 'USD'],
      ['UNH', 'UnitedHealth Group', 'NYSE', 'Healthcare', 'USD'],
      ['XOM', 'ExxonMobil', 'NYSE', 'Energy', 'USD'],
      ['PLD', 'Prologis', 'NYSE', 'Real Estate', 'USD'],
      ['CAT', 'Caterpillar Inc.', 'NYSE', 'Other', 'USD'],
      ['BRK.B', 'Berkshire Hathaway', 'NYSE', 'Financials', 'USD'],
      ['D05.SI', 'DBS Group Holdings', 'SGX', 'Financials', 'SGD'],
      ['Z74.SI', 'Singapore Telecommunications (Singtel)', 'SGX', 'Technology', 'SGD'],
      ['H78.SI', 'Hongkong Land Holdings', 'SGX', 'Real Estate', 'USD'],
      ['SPY', 'SPDR S&P 500 ETF Trust', 'NYSE', 'Diversified', 'USD'],
      ['QQQ', 'Invesco QQQ Trust', 'NASDAQ', 'Diversified', 'USD'],
      ['ES3.SI', 'SPDR Straits Times Index ETF', 'SGX', 'Diversified', 'SGD'],
      ['A35.SI', 'ABF Singapore Bond Index Fund', 'SGX', 'Diversified', 'SGD'],
    ])('lists %s as %s on %s, %s, %s', async (symbol, name, exchange, sector, currency) => {
      const rows = await api.database.sql(
        'select symbol, name, exchange, sector, currency from stocks where symbol = ?',
        [symbol],
      );
      expect(rows).toEqual([{ symbol, name, exchange, sector, currency }]);
    });

    it('upserts idempotently: names, sectors and currencies are restored, prices kept, nothing duplicated', async () => {
      const em = api.database.orm.em.fork();
      expect(await upsertSecurities(em)).toBe(0);
      await api.database.sql(
        `update stocks set name = 'Old Name', sector = 'Other', last_price = 12.3400, last_price_updated = now()
         where symbol = 'MSFT'`,
      );
      expect(await upsertSecurities(em)).toBe(1);
      const [msft] = await api.database.sql<{ name: string; sector: string; last_price: string }>(
        `select name, sector, last_price::text as last_price from stocks where symbol = 'MSFT'`,
      );
      expect(msft).toEqual({ name: 'Microsoft', sector: 'Technology', last_price: '12.3400' });
      const [{ total } = { total: '0' }] = await api.database.sql<{ total: string }>(
        'select count(*) as total from stocks',
      );
      expect(Number(total)).toBe(loadSecurities().length);
      // The api and workers starting together upsert at once: no error, no duplicate.
      const orm = api.database.orm;
      await Promise.all([1, 2, 3].map(() => upsertSecurities(orm.em.fork())));
      const [{ after } = { after: '0' }] = await api.database.sql<{ after: string }>(
        'select count(*) as after from stocks',
      );
      expect(Number(after)).toBe(557);
      await price('MSFT', null);
    });
  });

  describe('accounts', () => {
    it('creates the default account once: no input again (GraphQL or an empty REST body) answers the same one', async () => {
      const account = await createAccount(bob);
      expect(account).toMatchObject({
        name: 'Investment Portfolio',
        broker: 'GENERAL',
        accountType: 'investment',
        currency: 'USD',
        cashBalance: '0.00',
        totalValue: '0.00',
        isActive: true,
      });
      const restAgain = await rest<AccountJson>(bob, 'POST', '/stocks/accounts', {});
      expect(restAgain.status).toBe(200);
      expect(restAgain.body).toEqual({
        id: account.id,
        name: 'Investment Portfolio',
        broker: 'GENERAL',
        account_type: 'investment',
        currency: 'USD',
        cash_balance: 0,
        total_value: 0,
        other_currency_holdings: 0,
        is_active: true,
        created_at: restAgain.body.created_at,
        updated_at: restAgain.body.updated_at,
      });
      // A double click: two requests at once still make one account.
      const both = await Promise.all([createAccount(bob), createAccount(bob)]);
      expect(both.map((created) => created.id)).toEqual([account.id, account.id]);
      expect((await rest<AccountJson[]>(bob, 'GET', '/stocks/accounts')).body).toHaveLength(1);
      expect((await rest(bob, 'DELETE', `/stocks/accounts/${account.id}`)).status).toBe(200);
      expect((await rest<AccountJson[]>(bob, 'GET', '/stocks/accounts')).body).toEqual([]);
      // Once deleted, no input makes a new default account (201); input always makes a new account.
      const fresh = await rest<AccountJson>(bob, 'POST', '/stocks/accounts', {});
      expect(fresh.status).toBe(201);
      expect(fresh.body.id).not.toBe(account.id);
      const named = await createAccount(bob, { name: 'Investment Portfolio' });
      expect(named.id).not.toBe(fresh.body.id);
      for (const id of [fresh.body.id, named.id]) {
        expect((await rest(bob, 'DELETE', `/stocks/accounts/${id}`)).status).toBe(200);
      }
    });

    it('creates, reads, changes and deletes an account on REST with the specified body', async () => {
      const created = await rest<AccountJson>(alice, 'POST', '/stocks/accounts', {
        name: ' Tiger Brokers ',
        broker: 'TIGER',
        account_type: 'brokerage',
        currency: 'sgd',
        cash_balance: 1234.5,
        total_value: 99999,
        is_active: true,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: 'Tiger Brokers',
        broker: 'TIGER',
        account_type: 'brokerage',
        currency: 'SGD',
        cash_balance: 1234.5,
        // Computed from the holdings (none), never the client's number.
        total_value: 0,
        is_active: true,
      });
      const id = created.body.id;
      expect((await rest(alice, 'GET', `/stocks/accounts/${id}`)).body).toEqual(created.body);
      const changed = await rest<AccountJson>(alice, 'PUT', `/stocks/accounts/${id}`, {
        name: 'Tiger',
        cash_balance: '0.10',
        is_active: false,
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id, name: 'Tiger', broker: 'TIGER', cash_balance: 0.1, is_active: false });
      const invalid = await rest(alice, 'PUT', `/stocks/accounts/${id}`, { name: '  ', currency: 'DOLLARS' });
      expect(invalid.status).toBe(422);
      expect(invalid.body).toEqual({
        detail: 'Account name is required',
        errors: { name: 'Account name is required' },
      });
      const badCash = await rest(alice, 'POST', '/stocks/accounts', { cash_balance: '1.234' });
      expect(badCash.body).toMatchObject({
        errors: { cash_balance: 'Cash balance must be a number with at most 2 decimals' },
      });
      const deleted = await rest(alice, 'DELETE', `/stocks/accounts/${id}`);
      expect(deleted.body).toEqual({ success: true, message: 'Stocks account deleted successfully' });
      const gone = await rest(alice, 'GET', `/stocks/accounts/${id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ detail: 'Stocks account not found' });
      expect((await rest(alice, 'DELETE', `/stocks/accounts/${id}`)).status).toBe(404);
      expect((await rest(alice, 'GET', '/stocks/accounts/not-a-uuid')).status).toBe(404);
    });

    it('does the same through GraphQL', async () => {
      const created = await createAccount(alice, { name: 'IBKR', broker: 'IBKR', cashBalance: '50' });
      expect(created).toMatchObject({ name: 'IBKR', broker: 'IBKR', accountType: 'investment', cashBalance: '50.00' });
      const updated = await gql<{ updateStocksAccount: GqlAccount }>(alice, UPDATE_ACCOUNT, {
        id: created.id,
        input: { name: 'IBKR Cash', currency: 'SGD' },
      });
      expect(updated.body.data?.updateStocksAccount).toMatchObject({
        id: created.id,
        name: 'IBKR Cash',
        currency: 'SGD',
      });
      const listed = await gql<{ stocksAccounts: GqlAccount[] }>(alice, ACCOUNTS);
      expect(listed.body.data?.stocksAccounts.map((account) => account.name)).toContain('IBKR Cash');
      const deleted = await gql<{ deleteStocksAccount: boolean }>(alice, DELETE_ACCOUNT, { id: created.id });
      expect(deleted.body.data?.deleteStocksAccount).toBe(true);
      const again = await gql(alice, DELETE_ACCOUNT, { id: created.id });
      expect(again.body.errors?.[0]).toMatchObject({
        message: 'Stocks account not found',
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });

  describe('search', () => {
    const symbols = async (q: string, limit?: number): Promise<string[]> => {
      const response = await gql<{ searchStocks: { symbol: string }[] }>(alice, SEARCH, { q, limit });
      expect(response.body.errors).toBeUndefined();
      return response.body.data?.searchStocks.map((stock) => stock.symbol) ?? [];
    };

    it('ranks exact symbol, symbol prefix (shorter first), name prefix, then name contains', async () => {
      expect(await symbols('goog')).toEqual(['GOOG', 'GOOGL']);
      const ba = await symbols('ba');
      // BA exact; BAC, BAX, BALL by symbol; then names starting "Ba" (Baker Hughes, Ball is already in).
      expect(ba.slice(0, 5)).toEqual(['BA', 'BAC', 'BAX', 'BALL', 'BKR']);
      expect(await symbols('Apple')).toEqual(['AAPL']);
      expect((await symbols('d05'))[0]).toBe('D05.SI');
      // "bank" is in the names of Bank of America (prefix) before those that merely contain it.
      const bank = await symbols('BANK');
      expect(bank[0]).toBe('BAC');
      expect(bank).toEqual(expect.arrayContaining(['U11.SI', 'MTB']));
    });

    it('limits to 20 by default and at most 50', async () => {
      expect(await symbols('a')).toHaveLength(20);
      expect(await symbols('a', 5)).toHaveLength(5);
      expect(await symbols('a', 500)).toHaveLength(50);
      expect((await symbols('a'))[0]).toBe('A');
    });

    it('answers REST with stock rows and refuses a blank term', async () => {
      const found = await rest<StockJson[]>(alice, 'GET', '/stocks/search?q=es3');
      expect(found.status).toBe(200);
      expect(found.body[0]).toEqual({
        id: stockIds['ES3.SI'],
        symbol: 'ES3.SI',
        name: 'SPDR Straits Times Index ETF',
        exchange: 'SGX',
        sector: 'Diversified',
        currency: 'SGD',
        last_price: null,
        last_price_updated: null,
      });
      expect((await rest<StockJson[]>(alice, 'GET', '/stocks/search?q=zzzzqqq')).body).toEqual([]);
      for (const path of ['/stocks/search?q=%20%20', '/stocks/search']) {
        const blank = await rest(alice, 'GET', path);
        expect(blank.status).toBe(422);
        expect(blank.body).toMatchObject({ detail: 'Please enter a stock symbol or name to search.' });
      }
      const gqlBlank = await gql(alice, SEARCH, { q: ' ' });
      expect(gqlBlank.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('holdings and the portfolio', () => {
    let account: GqlAccount;

    beforeAll(async () => {
      account = await createAccount(alice);
    });

    it('adds a fractional holding with exact cost, and null figures until the stock is priced', async () => {
      const holding = await add(alice, {
        stocksAccountId: account.id,
        stockId: stockIds.AAPL,
        quantity: '3.3333',
        averageCost: '123.4567',
        currency: 'SGD',
      });
      expect(holding).toEqual({
        id: holding.id,
        stocksAccountId: account.id,
        stockId: stockIds.AAPL,
        quantity: '3.3333',
        averageCost: '123.4567',
        totalCost: '411.52',
        // The stock's quoting currency, whatever the input said.
        currency: 'USD',
        currentPrice: null,
        currentValue: null,
        unrealizedPnl: null,
        unrealizedPnlPercent: null,
        stock: { symbol: 'AAPL', exchange: 'NASDAQ', sector: 'Technology', lastPrice: null },
      });

      await price('AAPL', '130.0001');
      const [priced] = await holdingsOf(alice, account.id);
      expect(priced).toMatchObject({
        currentPrice: '130.0001',
        currentValue: '433.33',
        unrealizedPnl: '21.81',
        unrealizedPnlPercent: '5.30',
      });
    });

    it('adds on REST with numbers, and refuses the same stock twice in one account', async () => {
      const created = await rest<HoldingJson>(alice, 'POST', '/stocks/holdings', {
        stocks_account_id: account.id,
        stock_id: stockIds['D05.SI'],
        quantity: 0.0001,
        average_cost: 50,
        currency: 'SGD',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        stocks_account_id: account.id,
        stock_id: stockIds['D05.SI'],
        quantity: 0.0001,
        average_cost: 50,
        total_cost: 0.01,
        currency: 'SGD',
        current_price: null,
        current_value: null,
        unrealized_pnl: null,
        unrealized_pnl_percent: null,
        stock: { symbol: 'D05.SI', exchange: 'SGX', sector: 'Financials', currency: 'SGD', last_price: null },
      });
      const again = await rest(alice, 'POST', '/stocks/holdings', {
        stocks_account_id: account.id,
        stock_id: stockIds.AAPL,
        quantity: 1,
        average_cost: 1,
      });
      const message = 'AAPL is already in this portfolio. Edit the holding to change it.';
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ detail: message, errors: { stock_id: message } });
      const gqlAgain = await gql(alice, ADD, {
        input: { stocksAccountId: account.id, stockId: stockIds.AAPL, quantity: '1', averageCost: '1' },
      });
      expect(gqlAgain.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    });

    it.each([
      [{ quantity: 0, average_cost: 10 }, ['quantity']],
      [{ quantity: -1, average_cost: 10 }, ['quantity']],
      [{ quantity: '0.00001', average_cost: 10 }, ['quantity']],
      [{ quantity: 'ten', average_cost: 10 }, ['quantity']],
      [{ average_cost: 10 }, ['quantity']],
      [{ quantity: 1, average_cost: 0 }, ['average_cost']],
      [{ quantity: 1, average_cost: 1000000 }, ['average_cost']],
      [{ quantity: 1, average_cost: 999999.991 }, ['average_cost']],
      [{ quantity: 1 }, ['average_cost']],
    ])('refuses to add %j: "Please fill in all required fields with valid values."', async (values, fields) => {
      const response = await rest(alice, 'POST', '/stocks/holdings', {
        stocks_account_id: account.id,
        stock_id: stockIds.MSFT,
        ...values,
      });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        detail: ADD_INVALID,
        errors: Object.fromEntries(fields.map((field) => [field, ADD_INVALID])),
      });
    });

    it('refuses to add a stock to an inactive account (422), and accepts it once reactivated', async () => {
      const closed = await createAccount(alice, { name: 'Old broker', isActive: false });
      const body = { stocks_account_id: closed.id, stock_id: stockIds.MSFT, quantity: 1, average_cost: 10 };
      const refused = await rest(alice, 'POST', '/stocks/holdings', body);
      const message = 'This stocks account is inactive. Reactivate it before adding stocks to it.';
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ detail: message, errors: { stocks_account_id: message } });
      const gqlRefused = await gql(alice, ADD, {
        input: { stocksAccountId: closed.id, stockId: stockIds.MSFT, quantity: '1', averageCost: '10' },
      });
      expect(gqlRefused.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await holdingsOf(alice, closed.id)).toEqual([]);
      await rest(alice, 'PUT', `/stocks/accounts/${closed.id}`, { is_active: true });
      expect((await rest(alice, 'POST', '/stocks/holdings', body)).status).toBe(201);
      expect((await rest(alice, 'DELETE', `/stocks/accounts/${closed.id}`)).status).toBe(200);
    });

    it('keeps quantity and average cost above 0 in the database too', async () => {
      await expect(
        api.database.sql(
          `insert into stock_holdings (user_id, stocks_account_id, stock_id, quantity, average_cost, currency)
           select user_id, id, ?, 0, 1, 'USD' from stocks_accounts where id = ?`,
          [stockIds.MSFT, account.id],
        ),
      ).rejects.toThrow(/stock_holdings_quantity_check/);
      await expect(
        api.database.sql(
          `insert into stock_holdings (user_id, stocks_account_id, stock_id, quantity, average_cost, currency)
           select user_id, id, ?, 1, -1, 'USD' from stocks_accounts where id = ?`,
          [stockIds.MSFT, account.id],
        ),
      ).rejects.toThrow(/stock_holdings_average_cost_check/);
    });

    it('refuses a missing stock or account, and accepts the limits 0.0001 and 999999.99', async () => {
      const noStock = await rest(alice, 'POST', '/stocks/holdings', {
        stocks_account_id: account.id,
        stock_id: MISSING_ID,
        quantity: 1,
        average_cost: 1,
      });
      expect(noStock.status).toBe(404);
      expect(noStock.body).toEqual({ detail: 'Stock not found', errors: { stock_id: 'Stock not found' } });
      const noAccount = await rest(alice, 'POST', '/stocks/holdings', {
        stocks_account_id: MISSING_ID,
        stock_id: stockIds.MSFT,
        quantity: 1,
        average_cost: 1,
      });
      expect(noAccount.status).toBe(404);
      expect(noAccount.body).toEqual({ detail: 'Stocks account not found' });
      const edge = await add(alice, {
        stocksAccountId: account.id,
        stockId: stockIds.MSFT,
        quantity: '0.0001',
        averageCost: '999999.99',
      });
      // 0.0001 x 999999.99 = 99.999999 -> 100.00.
      expect(edge).toMatchObject({ quantity: '0.0001', averageCost: '999999.99', totalCost: '100.00' });
      expect((await gql(alice, DELETE, { id: edge.id })).body.data).toEqual({ deleteStockHolding: true });
    });

    it('updates quantity and cost with exact totals, and refuses invalid values with the edit message', async () => {
      const [aapl] = await holdingsOf(alice, account.id);
      const id = aapl?.id ?? '';
      const updated = await gql<{ updateStockHolding: GqlHolding }>(alice, UPDATE, {
        id,
        input: { quantity: '2.5', averageCost: '100.01' },
      });
      expect(updated.body.errors).toBeUndefined();
      // 2.5 x 100.01 = 250.025 -> 250.03; 2.5 x 130.0001 = 325.00025 -> 325.00.
      expect(updated.body.data?.updateStockHolding).toMatchObject({
        id,
        quantity: '2.5',
        averageCost: '100.01',
        totalCost: '250.03',
        currentValue: '325.00',
        unrealizedPnl: '74.97',
        unrealizedPnlPercent: '29.98',
      });
      const onlyCost = await rest<HoldingJson>(alice, 'PUT', `/stocks/holdings/${id}`, { average_cost: 200 });
      expect(onlyCost.status).toBe(200);
      expect(onlyCost.body).toMatchObject({
        quantity: 2.5,
        average_cost: 200,
        total_cost: 500,
        current_value: 325,
        unrealized_pnl: -175,
        unrealized_pnl_percent: -35,
      });
      for (const [body, fields] of [
        [{ quantity: 0 }, ['quantity']],
        [{ quantity: '0.00005' }, ['quantity']],
        [{ average_cost: -5 }, ['average_cost']],
        [{ average_cost: 1000000 }, ['average_cost']],
        [{}, ['quantity', 'average_cost']],
      ] as const) {
        const response = await rest(alice, 'PUT', `/stocks/holdings/${id}`, body);
        expect(response.status).toBe(422);
        expect(response.body).toEqual({
          detail: UPDATE_INVALID,
          errors: Object.fromEntries(fields.map((field) => [field, UPDATE_INVALID])),
        });
      }
      const gqlInvalid = await gql(alice, UPDATE, { id, input: { quantity: '-1' } });
      expect(gqlInvalid.body.errors?.[0]).toMatchObject({
        message: UPDATE_INVALID,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const [unchanged] = await holdingsOf(alice, account.id);
      expect(unchanged).toMatchObject({ quantity: '2.5', averageCost: '200.00' });
    });

    it('sums the portfolio per currency; unpriced holdings count at cost', async () => {
      // Alice holds AAPL 2.5 @ 200 (priced 130.0001) and D05.SI 0.0001 @ 50 (never priced).
      const summary = await summaryOf(alice);
      expect(summary).toEqual({
        totalValue: '325.00',
        totalCost: '500.00',
        profitLoss: '-175.00',
        profitLossPercentage: '-35.00',
        totalPositions: 2,
        accountsCount: 1,
        pricedPositions: 1,
        currency: 'USD',
        byCurrency: [
          {
            currency: 'USD',
            totalValue: '325.00',
            totalCost: '500.00',
            profitLoss: '-175.00',
            profitLossPercentage: '-35.00',
            positions: 1,
          },
          {
            currency: 'SGD',
            totalValue: '0.01',
            totalCost: '0.01',
            profitLoss: '0.00',
            profitLossPercentage: '0.00',
            positions: 1,
          },
        ],
      });
      const restSummary = await rest(alice, 'GET', '/stocks/portfolio/summary');
      expect(restSummary.body).toEqual({
        total_value: 325,
        total_cost: 500,
        profit_loss: -175,
        profit_loss_percentage: -35,
        total_positions: 2,
        total_invested: 500,
        total_unrealized_pnl: -175,
        total_unrealized_pnl_percent: -35,
        holdings_count: 2,
        accounts_count: 1,
        priced_positions: 1,
        currency: 'USD',
        by_currency: [
          {
            currency: 'USD',
            total_value: 325,
            total_cost: 500,
            profit_loss: -175,
            profit_loss_percentage: -35,
            positions: 1,
          },
          {
            currency: 'SGD',
            total_value: 0.01,
            total_cost: 0.01,
            profit_loss: 0,
            profit_loss_percentage: 0,
            positions: 1,
          },
        ],
      });
      // The USD account's value is its USD holdings only (AAPL 325.00): the SGD 0.01 of D05.SI is not added to it.
      const [listed] = (await gql<{ stocksAccounts: GqlAccount[] }>(alice, ACCOUNTS)).body.data?.stocksAccounts ?? [];
      expect(listed?.totalValue).toBe('325.00');
      expect((await rest<AccountJson>(alice, 'GET', `/stocks/accounts/${account.id}`)).body).toMatchObject({
        currency: 'USD',
        total_value: 325,
        other_currency_holdings: 1,
      });
      // Switched to SGD, the same account is worth its SGD holding (at cost, never priced) and leaves AAPL out.
      const sgd = await rest<AccountJson>(alice, 'PUT', `/stocks/accounts/${account.id}`, { currency: 'SGD' });
      expect(sgd.body).toMatchObject({ currency: 'SGD', total_value: 0.01, other_currency_holdings: 1 });
      await rest(alice, 'PUT', `/stocks/accounts/${account.id}`, { currency: 'USD' });
    });

    it('lists positions on GraphQL and REST, by symbol, with the stock', async () => {
      const positions = await gql<{ portfolioPositions: GqlHolding[] }>(alice, POSITIONS);
      expect(positions.body.data?.portfolioPositions.map((holding) => holding.stock.symbol)).toEqual([
        'AAPL',
        'D05.SI',
      ]);
      const restPositions = await rest<HoldingJson[]>(alice, 'GET', '/stocks/portfolio/positions');
      expect(restPositions.body.map((holding) => [holding.stock.symbol, holding.current_value])).toEqual([
        ['AAPL', 325],
        ['D05.SI', null],
      ]);
      const restHoldings = await rest<HoldingJson[]>(alice, 'GET', `/stocks/holdings?account_id=${account.id}`);
      expect(restHoldings.body).toEqual(restPositions.body);
      expect((await rest<HoldingJson[]>(alice, 'GET', '/stocks/holdings')).body).toEqual(restPositions.body);
    });

    it('reports price staleness over the stocks held, and market status per exchange', async () => {
      // AAPL priced just now (fresh), D05.SI never: 1 of 2 fresh = 50 % -> stale.
      const staleness = await gql<{ priceStaleness: Record<string, unknown> }>(alice, STALENESS);
      expect(staleness.body.data?.priceStaleness).toEqual({
        freshnessPercentage: 50,
        freshCount: 1,
        totalStocks: 2,
        neverUpdated: 1,
        level: 'stale',
        // This test server has no price provider: the app says so up front.
        pricesAvailable: false,
      });
      await price('D05.SI', '38.1000', 5);
      const restStaleness = await rest(alice, 'GET', '/stocks/prices/staleness');
      expect(restStaleness.body).toEqual({
        freshness_percentage: 50,
        fresh_count: 1,
        total_stocks: 2,
        never_updated: 0,
        level: 'stale',
        prices_available: false,
      });
      await price('D05.SI', null);

      const market = await gql<{
        marketStatus: { exchanges: { exchange: string; isOpen: boolean; session: string }[]; shouldUpdate: boolean };
      }>(alice, MARKET);
      const status = market.body.data?.marketStatus;
      expect(status?.exchanges.map((exchange) => exchange.exchange)).toEqual(['NYSE', 'NASDAQ', 'SGX', 'HKEX', 'LSE']);
      expect(status?.shouldUpdate).toBe(status?.exchanges.some((exchange) => exchange.isOpen));
      const restMarket = await rest<{ exchanges: Record<string, boolean>; should_update: boolean }>(
        alice,
        'GET',
        '/stocks/market/status',
      );
      expect(Object.keys(restMarket.body.exchanges)).toEqual(['NYSE', 'NASDAQ', 'SGX', 'HKEX', 'LSE']);
    });

    it('without a price provider, updating prices says so and changes nothing', async () => {
      const before = await api.database.sql(
        'select symbol, last_price, last_price_updated from stocks order by symbol',
      );
      const update = await gql<{ updateStockPrices: Record<string, unknown> }>(alice, UPDATE_PRICES, {
        symbols: ['AAPL'],
      });
      expect(update.body.data?.updateStockPrices).toEqual({
        success: false,
        updatedCount: 0,
        message: PRICE_MESSAGES.noProvider,
      });
      const restUpdate = await rest(alice, 'POST', '/stocks/prices/update', { symbols: ['AAPL', 'D05.SI'] });
      expect(restUpdate.body).toEqual({ success: false, updated_count: 0, message: PRICE_MESSAGES.noProvider });
      expect(PRICE_MESSAGES.noProvider).toBe(
        'Prices are not available yet: Money Garden is not connected to a market-data service, so your holdings count at what you paid.',
      );
      expect(
        await api.database.sql('select symbol, last_price, last_price_updated from stocks order by symbol'),
      ).toEqual(before);
    });

    it('keeps every user to their own accounts and holdings', async () => {
      const aliceHoldings = await holdingsOf(alice);
      const aliceAccounts = (await rest<AccountJson[]>(alice, 'GET', '/stocks/accounts')).body;
      const holdingId = aliceHoldings[0]?.id ?? '';
      const expectNotFound = async (method: string, path: string, body?: unknown) => {
        const response = await rest(bob, method, path, body);
        expect([method, path, response.status]).toEqual([method, path, 404]);
      };
      await expectNotFound('GET', `/stocks/accounts/${account.id}`);
      await expectNotFound('PUT', `/stocks/accounts/${account.id}`, { name: 'Mine now' });
      await expectNotFound('DELETE', `/stocks/accounts/${account.id}`);
      await expectNotFound('GET', `/stocks/holdings?account_id=${account.id}`);
      await expectNotFound('PUT', `/stocks/holdings/${holdingId}`, { quantity: 1 });
      await expectNotFound('DELETE', `/stocks/holdings/${holdingId}`);
      await expectNotFound('POST', '/stocks/holdings', {
        stocks_account_id: account.id,
        stock_id: stockIds.TSLA,
        quantity: 1,
        average_cost: 1,
      });
      const gqlCalls: [string, Record<string, unknown>][] = [
        [UPDATE_ACCOUNT, { id: account.id, input: { name: 'Mine now' } }],
        [DELETE_ACCOUNT, { id: account.id }],
        [HOLDINGS, { accountId: account.id }],
        [UPDATE, { id: holdingId, input: { quantity: '1' } }],
        [DELETE, { id: holdingId }],
        [ADD, { input: { stocksAccountId: account.id, stockId: stockIds.TSLA, quantity: '1', averageCost: '1' } }],
      ];
      for (const [query, variables] of gqlCalls) {
        const response = await gql(bob, query, variables);
        expect(response.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      expect((await rest(bob, 'GET', '/stocks/accounts')).body).toEqual([]);
      expect(await holdingsOf(bob)).toEqual([]);
      expect((await rest(bob, 'GET', '/stocks/portfolio/positions')).body).toEqual([]);
      expect(await summaryOf(bob)).toMatchObject({
        totalValue: '0.00',
        totalCost: '0.00',
        totalPositions: 0,
        accountsCount: 0,
        currency: 'USD',
        byCurrency: [],
      });
      expect(
        (await gql<{ priceStaleness: { totalStocks: number } }>(bob, STALENESS)).body.data?.priceStaleness.totalStocks,
      ).toBe(0);
      // Nothing of Alice's changed.
      expect(await holdingsOf(alice)).toEqual(aliceHoldings);
      expect((await rest(alice, 'GET', '/stocks/accounts')).body).toEqual(aliceAccounts);
    });

    it('deletes a holding, then the account with its holdings', async () => {
      const holdings = await holdingsOf(alice, account.id);
      const first = holdings[0]?.id ?? '';
      const deleted = await rest(alice, 'DELETE', `/stocks/holdings/${first}`);
      expect(deleted.body).toEqual({ success: true, message: 'Stock holding deleted successfully' });
      expect((await rest(alice, 'DELETE', `/stocks/holdings/${first}`)).body).toEqual({
        detail: 'Stock holding not found',
      });
      expect(await holdingsOf(alice, account.id)).toHaveLength(1);
      expect((await gql(alice, DELETE_ACCOUNT, { id: account.id })).body.data).toEqual({
        deleteStocksAccount: true,
      });
      const [{ left } = { left: '-1' }] = await api.database.sql<{ left: string }>(
        'select count(*) as left from stock_holdings where stocks_account_id = ?',
        [account.id],
      );
      expect(Number(left)).toBe(0);
    });
  });

  it('asks for a signed-in user', async () => {
    expect((await requestJson(`${api.baseUrl}/api/v1/stocks/search?q=a`)).status).toBe(401);
    const response = await graphql(api.baseUrl, ACCOUNTS);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
