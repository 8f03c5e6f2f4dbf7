import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/test-database';
import { User } from '../../users/user.entity';
import { Stock } from '../stock.entity';
import { StockHolding } from '../stock-holding.entity';
import { StocksAccount } from '../stocks-account.entity';
import { createPriceProvider } from './price-provider';
import { storedPrice } from './price-text';
import { refreshHeldPrices } from './prices.refresh';
import { createPriceService, PriceService } from './prices.service';
import { PriceProviderError, TwelveDataProvider, twelveDataSymbol } from './twelve-data.provider';

/**
 * A stand-in for api.twelvedata.com on a local port (the only mock: the vendor is out of reach), answering in
 * Twelve Data's exact /quote format. answers maps "SYMBOL|EXCHANGE" to [HTTP status, body text].
 */
interface VendorServer {
  baseUrl: string;
  requests: URLSearchParams[];
  answers: Map<string, [number, string]>;
  delayMs: number;
  close(): Promise<void>;
}

async function startVendor(): Promise<VendorServer> {
  const requests: URLSearchParams[] = [];
  const answers = new Map<string, [number, string]>();
  const vendor = { requests, answers, delayMs: 0 };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.searchParams);
    const answer: [number, string] =
      url.pathname !== '/quote'
        ? [404, '{"code":404,"message":"Not found","status":"error"}']
        : url.searchParams.get('apikey') !== 'test-key'
          ? [
              401,
              '{"code":401,"message":"**apikey** parameter is incorrect or not specified. You can get your free API key instantly following this link: https://twelvedata.com/pricing. If you believe that everything is correct, you can contact us at https://twelvedata.com/contact/customer","status":"error"}',
            ]
          : (answers.get(`${url.searchParams.get('symbol')}|${url.searchParams.get('exchange')}`) ?? [
              404,
              `{"code":404,"message":"**symbol** not found: ${url.searchParams.get('symbol')}. Please specify it correctly according to API Documentation.","status":"error","meta":{"symbol":"${url.searchParams.get('symbol')}","interval":"","exchange":"${url.searchParams.get('exchange')}"}}`,
            ]);
    setTimeout(() => {
      response.writeHead(answer[0], { 'content-type': 'application/json; charset=utf-8' });
      response.end(answer[1]);
    }, vendor.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(vendor, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A /quote answer as Twelve Data writes it. */
function quoteBody(symbol: string, exchange: string, close: string, currency = 'USD'): string {
  return JSON.stringify({
    symbol,
    name: `${symbol} Test Corp`,
    exchange,
    mic_code: 'XNGS',
    currency,
    datetime: '2026-11-23',
    timestamp: 1763906400,
    open: '182.35001',
    high: '184.10001',
    low: '181.92000',
    close,
    volume: '41261300',
    previous_close: '182.48000',
    change: '0.57000',
    percent_change: '0.31236',
    average_volume: '56283590',
    is_market_open: true,
    fifty_two_week: {
      low: '164.08000',
      high: '199.62000',
      low_change: '18.97000',
      high_change: '-16.57000',
      low_change_percent: '11.56143',
      high_change_percent: '-8.30077',
      range: '164.080002 - 199.619995',
    },
  });
}

const RATE_LIMIT =
  '{"code":429,"message":"You have run out of API credits for the current minute. 9 API credits were used, with the current limit being 8. Wait for the next minute or consider switching to a higher tier plan at https://twelvedata.com/pricing","status":"error"}';

const FIXED_NOW = new Date('2026-11-23T15:00:00.000Z'); // a Monday: New York and London trading

describe('storedPrice: vendor text to the 4-decimal column, digit by digit', () => {
  it.each([
    ['183.05000', '183.0500'],
    ['183.05', '183.0500'],
    ['42', '42.0000'],
    ['0.0001', '0.0001'],
    ['1.234549', '1.2345'],
    ['1.23455', '1.2346'], // half up on the 5th decimal
    ['148.789951', '148.7900'],
    ['0.1', '0.1000'],
    ['9999999999999999.9999', '9999999999999999.9999'],
    [' 12.5 ', '12.5000'],
  ])('%s -> %s', (text, stored) => {
    expect(storedPrice(text)).toBe(stored);
  });

  it.each(['', 'N/A', '-1.00', '0', '0.00004', '1e3', '1,234.50', '12.', '.5', 'NaN', '99999999999999999.00'])(
    'rejects %j',
    (text) => {
      expect(storedPrice(text)).toBeUndefined();
    },
  );
});

describe('Twelve Data adapter against a local server in the vendor format', () => {
  let vendor: VendorServer;
  beforeAll(async () => {
    vendor = await startVendor();
  });
  afterAll(() => vendor.close());
  beforeEach(() => {
    vendor.requests.length = 0;
    vendor.answers.clear();
    vendor.delayMs = 0;
  });
  const provider = (apiKey = 'test-key') =>
    new TwelveDataProvider({ apiKey, baseUrl: vendor.baseUrl, now: () => FIXED_NOW });

  it('maps list symbols to the vendor symbol and exchange', () => {
    expect(twelveDataSymbol({ symbol: 'D05.SI', exchange: 'SGX' })).toEqual({ symbol: 'D05', exchange: 'SGX' });
    expect(twelveDataSymbol({ symbol: '0700.HK', exchange: 'HKEX' })).toEqual({ symbol: '0700', exchange: 'HKEX' });
    expect(twelveDataSymbol({ symbol: 'BRK.B', exchange: 'NYSE' })).toEqual({ symbol: 'BRK.B', exchange: 'NYSE' });
  });

  it('returns each price as the exact text quoted, stamped with the time of the answer', async () => {
    vendor.answers.set('AAPL|NASDAQ', [200, quoteBody('AAPL', 'NASDAQ', '183.05000')]);
    vendor.answers.set('D05|SGX', [200, quoteBody('D05', 'SGX', '43.21', 'SGD')]);
    const batch = await provider().fetchQuotes([
      { symbol: 'AAPL', exchange: 'NASDAQ' },
      { symbol: 'D05.SI', exchange: 'SGX' },
    ]);
    expect(batch).toEqual({
      quotes: [
        { symbol: 'AAPL', exchange: 'NASDAQ', price: '183.05000', asOf: FIXED_NOW },
        { symbol: 'D05.SI', exchange: 'SGX', price: '43.21', asOf: FIXED_NOW },
      ],
      failures: [],
    });
    expect(vendor.requests.map((q) => [q.get('symbol'), q.get('exchange'), q.get('apikey')])).toEqual([
      ['AAPL', 'NASDAQ', 'test-key'],
      ['D05', 'SGX', 'test-key'],
    ]);
  });

  it('reports an unknown symbol (vendor error, HTTP 200 or 404) and still prices the others', async () => {
    vendor.answers.set('MSFT|NASDAQ', [200, quoteBody('MSFT', 'NASDAQ', '415.5')]);
    vendor.answers.set('OLD|NYSE', [
      200,
      '{"code":400,"message":"**symbol** not found: OLD. Please specify it correctly according to API Documentation.","status":"error"}',
    ]);
    const batch = await provider().fetchQuotes([
      { symbol: 'OLD', exchange: 'NYSE' },
      { symbol: 'GONE', exchange: 'NYSE' }, // the server's default 404 answer
      { symbol: 'MSFT', exchange: 'NASDAQ' },
    ]);
    expect(batch.quotes).toEqual([{ symbol: 'MSFT', exchange: 'NASDAQ', price: '415.5', asOf: FIXED_NOW }]);
    expect(batch.failures).toEqual([
      {
        symbol: 'OLD',
        exchange: 'NYSE',
        reason: '**symbol** not found: OLD. Please specify it correctly according to API Documentation.',
      },
      {
        symbol: 'GONE',
        exchange: 'NYSE',
        reason: '**symbol** not found: GONE. Please specify it correctly according to API Documentation.',
      },
    ]);
  });

  it('stops at the rate limit: the rest are reported, not requested', async () => {
    vendor.answers.set('AAPL|NASDAQ', [200, quoteBody('AAPL', 'NASDAQ', '183.05000')]);
    vendor.answers.set('MSFT|NASDAQ', [429, RATE_LIMIT]);
    vendor.answers.set('NVDA|NASDAQ', [200, quoteBody('NVDA', 'NASDAQ', '140.1')]);
    const batch = await provider().fetchQuotes([
      { symbol: 'AAPL', exchange: 'NASDAQ' },
      { symbol: 'MSFT', exchange: 'NASDAQ' },
      { symbol: 'NVDA', exchange: 'NASDAQ' },
    ]);
    expect(batch.quotes.map((q) => q.symbol)).toEqual(['AAPL']);
    const reason = `rate limit reached: ${(JSON.parse(RATE_LIMIT) as { message: string }).message}`;
    expect(batch.failures).toEqual([
      { symbol: 'MSFT', exchange: 'NASDAQ', reason },
      { symbol: 'NVDA', exchange: 'NASDAQ', reason },
    ]);
    expect(vendor.requests.map((q) => q.get('symbol'))).toEqual(['AAPL', 'MSFT']);
  });

  it('refuses a malformed or missing price instead of guessing one', async () => {
    vendor.answers.set('AAA|NYSE', [200, quoteBody('AAA', 'NYSE', 'N/A')]);
    vendor.answers.set('BBB|NYSE', [200, quoteBody('BBB', 'NYSE', '-3.10')]);
    vendor.answers.set('CCC|NYSE', [200, '{"symbol":"CCC","close":183.05}']); // a number: already a float
    vendor.answers.set('DDD|NYSE', [200, '<html>Bad gateway</html>']);
    vendor.answers.set('EEE|NYSE', [200, quoteBody('XYZ', 'NYSE', '10.00')]);
    const batch = await provider().fetchQuotes(
      ['AAA', 'BBB', 'CCC', 'DDD', 'EEE'].map((symbol) => ({ symbol, exchange: 'NYSE' })),
    );
    expect(batch.quotes).toEqual([]);
    expect(batch.failures.map((f) => [f.symbol, f.reason])).toEqual([
      ['AAA', 'malformed price "N/A"'],
      ['BBB', 'malformed price "-3.10"'],
      ['CCC', 'no price in the answer'],
      ['DDD', 'unreadable answer (HTTP 200)'],
      ['EEE', 'answer was for XYZ'],
    ]);
  });

  it('throws when the key is refused or the vendor is unreachable', async () => {
    await expect(provider('wrong-key').fetchQuotes([{ symbol: 'AAPL', exchange: 'NASDAQ' }])).rejects.toThrow(
      new PriceProviderError(
        'Twelve Data refused the API key: **apikey** parameter is incorrect or not specified. You can get your free API key instantly following this link: https://twelvedata.com/pricing. If you believe that everything is correct, you can contact us at https://twelvedata.com/contact/customer',
      ),
    );
    const unreachable = new TwelveDataProvider({ apiKey: 'test-key', baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(unreachable.fetchQuotes([{ symbol: 'AAPL', exchange: 'NASDAQ' }])).rejects.toThrow(
      /^Twelve Data is unreachable: /,
    );
  });

  it('is created only when configured', () => {
    expect(createPriceProvider(undefined)).toBeUndefined();
    const configured = createPriceProvider({ name: 'twelvedata', apiKey: 'k', baseUrl: vendor.baseUrl });
    expect(configured).toBeInstanceOf(TwelveDataProvider);
    expect(configured?.name).toBe('Twelve Data');
  });
});

describe('PriceService against PostgreSQL', () => {
  let database: TestDatabase;
  let vendor: VendorServer;
  let alice: string;
  let bob: string;

  const em = (): EntityManager => database.orm.em.fork();
  const withVendor = (entityManager: EntityManager) =>
    new PriceService(
      entityManager,
      new TwelveDataProvider({ apiKey: 'test-key', baseUrl: vendor.baseUrl, now: () => FIXED_NOW }),
    );
  const prices = async () =>
    Object.fromEntries(
      (await em().find(Stock, { symbol: { $like: 'PRC%' } }, { orderBy: { symbol: 'asc' } })).map((s) => [
        s.symbol,
        [s.lastPrice, s.lastPriceUpdated?.toISOString() ?? null],
      ]),
    );

  async function hold(userId: string, stockIds: string[]): Promise<void> {
    const e = em();
    const account = e.create(StocksAccount, { userId, name: 'Investment Portfolio' });
    await e.flush();
    for (const stockId of stockIds) {
      e.create(StockHolding, {
        userId,
        stocksAccountId: account.id,
        stockId,
        quantity: '1.0000',
        averageCost: '10.0000',
        currency: 'USD',
      });
    }
    await e.flush();
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    vendor = await startVendor();
    const e = em();
    const users = ['alice', 'bob'].map((name) =>
      e.create(User, { firebaseUid: `prices-${name}`, email: `${name}@prices.test`, name }),
    );
    const stocks = [
      e.create(Stock, { symbol: 'PRC1', name: 'One', exchange: 'NASDAQ', sector: 'Technology', currency: 'USD' }),
      e.create(Stock, { symbol: 'PRC2.SI', name: 'Two', exchange: 'SGX', sector: 'Financials', currency: 'SGD' }),
      e.create(Stock, { symbol: 'PRC3', name: 'Three', exchange: 'NYSE', sector: 'Energy', currency: 'USD' }),
      e.create(Stock, { symbol: 'PRC4', name: 'Four', exchange: 'NYSE', sector: 'Other', currency: 'USD' }),
    ];
    // PRC3 already has a price from an earlier update.
    stocks[2]!.lastPrice = '50.0000';
    stocks[2]!.lastPriceUpdated = new Date('2026-11-20T20:00:00.000Z');
    await e.flush();
    alice = users[0]!.id;
    bob = users[1]!.id;
    await hold(alice, [stocks[0]!.id, stocks[1]!.id]);
    await hold(bob, [stocks[1]!.id, stocks[2]!.id]);
  });
  afterAll(async () => {
    await vendor.close();
    await database.drop();
  });
  beforeEach(() => {
    vendor.requests.length = 0;
    vendor.answers.clear();
    vendor.delayMs = 0;
  });

  it('without a provider answers the spec message and changes nothing', async () => {
    const before = await prices();
    const service = createPriceService(em(), { priceProvider: undefined });
    expect(service.isConfigured).toBe(false);
    expect(await service.updatePrices()).toEqual({
      success: false,
      updatedCount: 0,
      message: 'No price provider is configured',
    });
    expect(await service.updatePrices(['PRC1'])).toEqual({
      success: false,
      updatedCount: 0,
      message: 'No price provider is configured',
    });
    expect(await prices()).toEqual(before);
    expect(before).toEqual({
      PRC1: [null, null],
      'PRC2.SI': [null, null],
      PRC3: ['50.0000', '2026-11-20T20:00:00.000Z'],
      PRC4: [null, null],
    });
    expect(vendor.requests).toHaveLength(0);
  });

  it('with no symbols prices every held stock exactly; a malformed quote keeps the old price', async () => {
    vendor.answers.set('PRC1|NASDAQ', [200, quoteBody('PRC1', 'NASDAQ', '183.05000')]);
    vendor.answers.set('PRC2|SGX', [200, quoteBody('PRC2', 'SGX', '1.234567', 'SGD')]);
    vendor.answers.set('PRC3|NYSE', [200, quoteBody('PRC3', 'NYSE', 'N/A')]);
    vendor.answers.set('PRC4|NYSE', [200, quoteBody('PRC4', 'NYSE', '99.99')]);

    const result = await withVendor(em()).updatePrices();
    expect(result).toEqual({
      success: true,
      updatedCount: 2,
      message: 'Updated 2 of 3 prices from Twelve Data. Failed: PRC3 (NYSE): malformed price "N/A"',
    });
    expect(await prices()).toEqual({
      PRC1: ['183.0500', '2026-11-23T15:00:00.000Z'],
      'PRC2.SI': ['1.2346', '2026-11-23T15:00:00.000Z'],
      PRC3: ['50.0000', '2026-11-20T20:00:00.000Z'], // untouched, not invented
      PRC4: [null, null], // not held by anyone: not asked for
    });
    expect(vendor.requests.map((q) => q.get('symbol'))).toEqual(['PRC1', 'PRC2', 'PRC3']);
  });

  it('prices the given symbols only, case-insensitively, and names unknown ones', async () => {
    vendor.answers.set('PRC4|NYSE', [200, quoteBody('PRC4', 'NYSE', '99.99')]);
    const result = await withVendor(em()).updatePrices(['prc4', 'NOPE', 'PRC4']);
    expect(result).toEqual({
      success: true,
      updatedCount: 1,
      message: 'Updated 1 of 2 prices from Twelve Data. Failed: NOPE: unknown symbol',
    });
    expect((await prices()).PRC4).toEqual(['99.9900', '2026-11-23T15:00:00.000Z']);
    expect(vendor.requests.map((q) => q.get('symbol'))).toEqual(['PRC4']);
  });

  it("with heldBy prices only that user's stocks", async () => {
    vendor.answers.set('PRC2|SGX', [200, quoteBody('PRC2', 'SGX', '1.5', 'SGD')]);
    vendor.answers.set('PRC3|NYSE', [200, quoteBody('PRC3', 'NYSE', '51.25')]);
    const result = await withVendor(em()).updatePrices(undefined, bob);
    expect(result).toEqual({ success: true, updatedCount: 2, message: 'Updated 2 prices from Twelve Data' });
    expect(vendor.requests.map((q) => q.get('symbol'))).toEqual(['PRC2', 'PRC3']);
    expect((await prices()).PRC3).toEqual(['51.2500', '2026-11-23T15:00:00.000Z']);
  });

  it('when the vendor refuses the key reports failure and changes nothing', async () => {
    const before = await prices();
    const service = new PriceService(
      em(),
      new TwelveDataProvider({ apiKey: 'revoked', baseUrl: vendor.baseUrl, now: () => FIXED_NOW }),
    );
    const result = await service.updatePrices();
    expect(result.success).toBe(false);
    expect(result.updatedCount).toBe(0);
    expect(result.message).toMatch(/^Failed to update prices: Twelve Data refused the API key: \*\*apikey\*\*/);
    expect(await prices()).toEqual(before);
  });

  it('when every quote fails reports success false with each reason', async () => {
    vendor.answers.set('PRC1|NASDAQ', [429, RATE_LIMIT]);
    const result = await withVendor(em()).updatePrices(undefined, alice);
    expect(result.success).toBe(false);
    expect(result.updatedCount).toBe(0);
    expect(result.message).toBe(
      'Updated 0 of 2 prices from Twelve Data. Failed: ' +
        'PRC1 (NASDAQ): rate limit reached: You have run out of API credits for the current minute. 9 API credits were used, with the current limit being 8. Wait for the next minute or consider switching to a higher tier plan at https://twelvedata.com/pricing; ' +
        'PRC2.SI (SGX): rate limit reached: You have run out of API credits for the current minute. 9 API credits were used, with the current limit being 8. Wait for the next minute or consider switching to a higher tier plan at https://twelvedata.com/pricing',
    );
  });

  it("measures the freshness of the user's held prices", async () => {
    const service = createPriceService(em(), { priceProvider: undefined });
    // Alice: PRC1 and PRC2.SI priced at 15:00; Bob: PRC2.SI (15:00) and PRC3 (15:00).
    expect(await service.priceStaleness(alice, new Date('2026-11-23T19:00:00.000Z'))).toEqual({
      freshnessPercentage: 100,
      freshCount: 2,
      totalStocks: 2,
      neverUpdated: 0,
      level: 'fresh',
    });
    expect(await service.priceStaleness(alice, new Date('2026-11-23T19:00:00.001Z'))).toEqual({
      freshnessPercentage: 0,
      freshCount: 0,
      totalStocks: 2,
      neverUpdated: 0,
      level: 'stale',
    });
  });

  it('takes the provider from the environment: PRICE_PROVIDER, PRICE_API_KEY, PRICE_API_BASE_URL', async () => {
    const saved = { ...process.env };
    try {
      delete process.env.PRICE_PROVIDER;
      expect(loadConfig().priceProvider).toBeUndefined();
      process.env.PRICE_PROVIDER = 'alphavantage';
      expect(() => loadConfig()).toThrow('PRICE_PROVIDER must be one of twelvedata (or unset), got "alphavantage"');
      process.env.PRICE_PROVIDER = 'twelvedata';
      delete process.env.PRICE_API_KEY;
      expect(() => loadConfig()).toThrow('PRICE_PROVIDER=twelvedata needs PRICE_API_KEY');
      process.env.PRICE_API_KEY = 'test-key';
      expect(loadConfig().priceProvider).toEqual({
        name: 'twelvedata',
        apiKey: 'test-key',
        baseUrl: 'https://api.twelvedata.com',
      });
      process.env.PRICE_API_BASE_URL = `${vendor.baseUrl}/`;
      vendor.answers.set('PRC4|NYSE', [200, quoteBody('PRC4', 'NYSE', '101.5')]);
      // What the resolvers call: createPriceService(em) with the environment's config.
      const service = createPriceService(em());
      expect(service.isConfigured).toBe(true);
      expect(await service.updatePrices(['PRC4'])).toMatchObject({ success: true, updatedCount: 1 });
      expect((await prices()).PRC4?.[0]).toBe('101.5000');
    } finally {
      process.env = saved;
    }
  });

  it('the scheduled refresh skips while every market is closed', async () => {
    const provider = new TwelveDataProvider({ apiKey: 'test-key', baseUrl: vendor.baseUrl });
    const saturday = new Date('2026-11-21T15:00:00.000Z');
    expect(await refreshHeldPrices(database.orm, provider, saturday)).toEqual({ ran: false, reason: 'markets closed' });
    expect(vendor.requests).toHaveLength(0);
  });

  it('two refreshing processes at once: one calls the vendor, the other skips; a tick soon after skips', async () => {
    vendor.delayMs = 200;
    for (const [symbol, exchange] of [
      ['PRC1', 'NASDAQ'],
      ['PRC2', 'SGX'],
      ['PRC3', 'NYSE'],
    ] as const) {
      vendor.answers.set(`${symbol}|${exchange}`, [200, quoteBody(symbol, exchange, '60.00')]);
    }
    // Earlier tests wrote prices at 15:00; this tick comes 10 minutes later (Monday, New York and London open).
    const tickAt = new Date(FIXED_NOW.getTime() + 10 * 60_000);
    const provider = new TwelveDataProvider({ apiKey: 'test-key', baseUrl: vendor.baseUrl, now: () => tickAt });
    const outcomes = await Promise.all([
      refreshHeldPrices(database.orm, provider, tickAt),
      refreshHeldPrices(database.orm, provider, tickAt),
    ]);
    expect(outcomes.filter((o) => o.ran)).toEqual([
      { ran: true, result: { success: true, updatedCount: 3, message: 'Updated 3 prices from Twelve Data' } },
    ]);
    expect(outcomes.filter((o) => !o.ran)).toEqual([{ ran: false, reason: 'another process is refreshing' }]);
    expect(vendor.requests.map((q) => q.get('symbol'))).toEqual(['PRC1', 'PRC2', 'PRC3']);
    expect(await prices()).toMatchObject({ PRC1: ['60.0000', '2026-11-23T15:10:00.000Z'] });

    // Another process whose timer fires a minute later finds fresh prices and leaves the vendor alone ...
    const oneMinuteLater = new Date(tickAt.getTime() + 60_000);
    expect(await refreshHeldPrices(database.orm, provider, oneMinuteLater)).toEqual({
      ran: false,
      reason: 'refreshed recently',
    });
    expect(vendor.requests).toHaveLength(3);
    // ... and the next interval's tick runs again.
    const nextInterval = new Date(tickAt.getTime() + 5 * 60_000);
    expect(await refreshHeldPrices(database.orm, provider, nextInterval)).toMatchObject({ ran: true });
    expect(vendor.requests).toHaveLength(6);
  });
});
