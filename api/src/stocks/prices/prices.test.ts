import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../config';
import { verifiedAccount } from '../../../../test-support/auth-emulator';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/test-database';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../../test-support/test-server';
import { User } from '../../users/user.entity';
import { Stock } from '../stock.entity';
import { StockHolding } from '../stock-holding.entity';
import { StocksAccount } from '../stocks-account.entity';
import { createPriceProvider } from './create-price-provider';
import { storedPrice } from './price-text';
import { refreshHeldPrices } from './prices.refresh';
import { PRICE_MESSAGES, createPriceService, PriceService, type PriceUpdateResult } from './prices.service';
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

/** A /quote answer as Twelve Data writes it (lastQuoteAt: its last_quote_at, Unix seconds, when given). */
function quoteBody(symbol: string, exchange: string, close: string, currency = 'USD', lastQuoteAt?: number): string {
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
    ...(lastQuoteAt === undefined ? {} : { last_quote_at: lastQuoteAt }),
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

  it("dates a price by the vendor's last_quote_at, never later than the answer's arrival", async () => {
    // Last Friday's close fetched on Monday (SGX closed): the price is as of Friday 17:00 Singapore time.
    const fridayClose = Date.parse('2026-11-20T09:00:00.000Z') / 1000;
    vendor.answers.set('D05|SGX', [200, quoteBody('D05', 'SGX', '43.21', 'SGD', fridayClose)]);
    // A quote time after the arrival (a vendor clock ahead of ours) is not believed.
    vendor.answers.set('AAPL|NASDAQ', [
      200,
      quoteBody('AAPL', 'NASDAQ', '183.05', 'USD', FIXED_NOW.getTime() / 1000 + 60),
    ]);
    vendor.answers.set('MSFT|NASDAQ', [
      200,
      quoteBody('MSFT', 'NASDAQ', '415.5', 'USD', FIXED_NOW.getTime() / 1000 - 60),
    ]);
    const batch = await provider().fetchQuotes([
      { symbol: 'D05.SI', exchange: 'SGX' },
      { symbol: 'AAPL', exchange: 'NASDAQ' },
      { symbol: 'MSFT', exchange: 'NASDAQ' },
    ]);
    expect(batch.quotes.map((q) => [q.symbol, q.asOf.toISOString()])).toEqual([
      ['D05.SI', '2026-11-20T09:00:00.000Z'],
      ['AAPL', '2026-11-23T15:00:00.000Z'],
      ['MSFT', '2026-11-23T14:59:00.000Z'],
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
  let carol: string;

  const em = (): EntityManager => database.orm.em.fork();
  const twelveData = (apiKey = 'test-key') =>
    new TwelveDataProvider({ apiKey, baseUrl: vendor.baseUrl, now: () => FIXED_NOW });
  const withVendor = () => new PriceService(em(), twelveData());
  const prices = async () =>
    Object.fromEntries(
      (await em().find(Stock, { symbol: { $like: 'PRC%' } }, { orderBy: { symbol: 'asc' } })).map((s) => [
        s.symbol,
        [s.lastPrice, s.lastPriceUpdated?.toISOString() ?? null],
      ]),
    );
  const asked = () => vendor.requests.map((q) => q.get('symbol'));
  /** Forgets every price request, as if the last one were long ago (tests of the gap set their own). */
  const forgetAttempts = () => em().getConnection().execute('update stocks set last_price_attempted = null');
  const minutes = (n: number) => new Date(FIXED_NOW.getTime() + n * 60_000);
  const answer = (symbol: string, exchange: string, close: string) =>
    vendor.answers.set(`${symbol}|${exchange}`, [200, quoteBody(symbol, exchange, close)]);
  const result = (outcome: PriceUpdateResult) => ({
    success: outcome.success,
    updatedCount: outcome.updatedCount,
    message: outcome.message,
  });

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
    const users = ['alice', 'bob', 'carol'].map((name) =>
      e.create(User, { firebaseUid: `prices-${name}`, email: `${name}@prices.test`, name }),
    );
    const stock = (symbol: string, exchange: string, currency = 'USD') =>
      e.create(Stock, { symbol, name: symbol, exchange, sector: 'Other', currency });
    const stocks = [
      stock('PRC0', 'NYSE'),
      stock('PRC1', 'NASDAQ'),
      stock('PRC2.SI', 'SGX', 'SGD'),
      stock('PRC3', 'NYSE'),
      stock('PRC4', 'NYSE'),
    ];
    // PRC0 and PRC3 have prices from earlier updates; PRC3's is the older one.
    stocks[0]!.lastPrice = '20.0000';
    stocks[0]!.lastPriceUpdated = new Date('2026-11-22T20:00:00.000Z');
    stocks[3]!.lastPrice = '50.0000';
    stocks[3]!.lastPriceUpdated = new Date('2026-11-20T20:00:00.000Z');
    // Carol holds 52 stocks, more than one update asks for.
    const many = Array.from({ length: 52 }, (_, n) => stock(`CAP${String(n).padStart(2, '0')}`, 'NYSE'));
    await e.flush();
    [alice, bob, carol] = users.map((user) => user.id) as [string, string, string];
    await hold(alice, [stocks[1]!.id, stocks[2]!.id]);
    await hold(bob, [stocks[0]!.id, stocks[2]!.id, stocks[3]!.id]);
    await hold(
      carol,
      many.map((s) => s.id),
    );
  });
  afterAll(async () => {
    await vendor.close();
    await database.drop();
  });
  beforeEach(async () => {
    vendor.requests.length = 0;
    vendor.answers.clear();
    vendor.delayMs = 0;
    await forgetAttempts();
  });

  it('without a provider answers the spec message and changes nothing', async () => {
    const before = await prices();
    const service = createPriceService(em(), undefined);
    for (const symbols of [null, ['PRC1']]) {
      expect(result(await service.updateHeldBy(alice, symbols, FIXED_NOW))).toEqual({
        success: false,
        updatedCount: 0,
        message: PRICE_MESSAGES.noProvider,
      });
    }
    expect(await prices()).toEqual(before);
    expect(before).toEqual({
      PRC0: ['20.0000', '2026-11-22T20:00:00.000Z'],
      PRC1: [null, null],
      'PRC2.SI': [null, null],
      PRC3: ['50.0000', '2026-11-20T20:00:00.000Z'],
      PRC4: [null, null],
    });
    expect(vendor.requests).toHaveLength(0);
  });

  it("asks for the user's own stocks, least recently priced first; a malformed quote keeps the old price", async () => {
    answer('PRC0', 'NYSE', '21.5');
    vendor.answers.set('PRC2|SGX', [200, quoteBody('PRC2', 'SGX', '1.234567', 'SGD')]);
    answer('PRC3', 'NYSE', 'N/A');
    answer('PRC1', 'NASDAQ', '183.05'); // Alice's, not Bob's: never asked for

    expect(result(await withVendor().updateHeldBy(bob, undefined, FIXED_NOW))).toEqual({
      success: true,
      updatedCount: 2,
      message: 'Updated 2 of 3 prices from Twelve Data. Failed: PRC3 (NYSE): malformed price "N/A"',
    });
    // Never priced first, then the oldest price: not the alphabet.
    expect(asked()).toEqual(['PRC2', 'PRC3', 'PRC0']);
    expect(await prices()).toEqual({
      PRC0: ['21.5000', '2026-11-23T15:00:00.000Z'],
      PRC1: [null, null],
      'PRC2.SI': ['1.2346', '2026-11-23T15:00:00.000Z'],
      PRC3: ['50.0000', '2026-11-20T20:00:00.000Z'], // untouched, not invented
      PRC4: [null, null],
    });
  });

  it('after a rate limit, the next update starts with the stocks left unpriced', async () => {
    answer('PRC3', 'NYSE', '51');
    vendor.answers.set('PRC2|SGX', [429, RATE_LIMIT]);
    // PRC3 (20 Nov) is now the least recently priced of Bob's; the limit is hit on the second request.
    vendor.answers.set('PRC0|NYSE', [429, RATE_LIMIT]);
    const first = await withVendor().updateHeldBy(bob, undefined, minutes(10));
    expect(asked()).toEqual(['PRC3', 'PRC0']);
    expect(first).toMatchObject({ success: true, updatedCount: 1 });
    expect(first.message).toMatch(
      /^Updated 1 of 3 prices from Twelve Data\. Failed: PRC0 \(NYSE\): rate limit reached/,
    );

    vendor.requests.length = 0;
    answer('PRC0', 'NYSE', '22');
    vendor.answers.set('PRC2|SGX', [200, quoteBody('PRC2', 'SGX', '1.3', 'SGD')]);
    await forgetAttempts();
    expect(result(await withVendor().updateHeldBy(bob, undefined, minutes(20)))).toMatchObject({ updatedCount: 3 });
    // PRC0, left at its 22 Nov price, comes first now; PRC2.SI and PRC3 were both priced at 15:00 (then by symbol).
    expect(asked()).toEqual(['PRC0', 'PRC2', 'PRC3']);
  });

  it('asks only for held symbols among those given, and names the others', async () => {
    answer('PRC1', 'NASDAQ', '183.05');
    answer('PRC4', 'NYSE', '99.99');
    expect(result(await withVendor().updateHeldBy(alice, ['prc1', 'PRC4', 'NOPE', 'PRC1'], FIXED_NOW))).toEqual({
      success: true,
      updatedCount: 1,
      message: 'Updated 1 price from Twelve Data. Not in your portfolio: PRC4, NOPE',
    });
    expect(asked()).toEqual(['PRC1']);
    expect((await prices()).PRC4).toEqual([null, null]);
  });

  it('skips stocks asked for less than the gap ago, by anyone, and says so', async () => {
    answer('PRC1', 'NASDAQ', '184');
    vendor.answers.set('PRC2|SGX', [200, quoteBody('PRC2', 'SGX', '1.4', 'SGD')]);
    // Bob asks for PRC2.SI; a minute later Alice asks for both of hers.
    expect(result(await withVendor().updateHeldBy(bob, ['PRC2.SI'], minutes(30)))).toMatchObject({ updatedCount: 1 });
    expect(result(await withVendor().updateHeldBy(alice, null, minutes(31)))).toEqual({
      success: true,
      updatedCount: 1,
      message: 'Updated 1 price from Twelve Data. Skipped (already asked for less than 5 minutes ago): PRC2.SI',
    });
    expect(result(await withVendor().updateHeldBy(alice, null, minutes(32)))).toEqual({
      success: true,
      updatedCount: 0,
      message: 'No stocks to update. Skipped (already asked for less than 5 minutes ago): PRC1, PRC2.SI',
    });
    expect(asked()).toEqual(['PRC2', 'PRC1']);
    // Once the gap has passed, they are asked for again.
    await withVendor().updateHeldBy(alice, null, minutes(36));
    expect(asked()).toEqual(['PRC2', 'PRC1', 'PRC1', 'PRC2']);
  });

  it('asks for at most 50 stocks in one update and names those left', async () => {
    const outcome = await withVendor().updateHeldBy(carol, null, FIXED_NOW);
    expect(vendor.requests).toHaveLength(50);
    expect(asked().slice(0, 2)).toEqual(['CAP00', 'CAP01']);
    expect(outcome.success).toBe(false); // the vendor knows none of them
    expect(outcome.message).toMatch(
      /^Updated 0 of 50 prices from Twelve Data\. Failed: CAP00 \(NYSE\): \*\*symbol\*\* not found: CAP00\./,
    );
    expect(outcome.message).toMatch(
      /\. Left for a later update \(at most 50 per update, least recently priced first\): CAP50, CAP51$/,
    );
  });

  it('when the vendor refuses the key reports failure and changes nothing', async () => {
    const before = await prices();
    const outcome = await new PriceService(em(), twelveData('revoked')).updateHeldBy(bob, null, FIXED_NOW);
    expect(outcome.success).toBe(false);
    expect(outcome.updatedCount).toBe(0);
    expect(outcome.message).toMatch(/^Failed to update prices: Twelve Data refused the API key: \*\*apikey\*\*/);
    expect(await prices()).toEqual(before);
  });

  it('takes the provider config from the environment: PRICE_PROVIDER, PRICE_API_KEY, PRICE_API_BASE_URL', () => {
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
    } finally {
      process.env = saved;
    }
  });

  describe('the scheduled refresh', () => {
    const monday = new Date('2026-11-30T15:00:00.000Z'); // New York 10:00 and London 15:00 trade, SGX is closed
    const at = (base: Date, n: number) => new Date(base.getTime() + n * 60_000);
    const refresh = (
      now: Date,
      provider = new TwelveDataProvider({ apiKey: 'test-key', baseUrl: vendor.baseUrl, now: () => now }),
    ) => refreshHeldPrices(database.orm, provider, now);

    it('skips while every market is closed', async () => {
      const saturday = new Date('2026-11-21T15:00:00.000Z');
      expect(await refresh(saturday)).toEqual({ ran: false, reason: 'markets closed' });
      expect(vendor.requests).toHaveLength(0);
    });

    it('asks only for stocks whose exchange is trading now, and stores the quote time', async () => {
      for (const [symbol, exchange] of [
        ['PRC0', 'NYSE'],
        ['PRC1', 'NASDAQ'],
        ['PRC3', 'NYSE'],
      ] as const) {
        answer(symbol, exchange, '70');
      }
      for (let n = 0; n < 52; n += 1) answer(`CAP${String(n).padStart(2, '0')}`, 'NYSE', '1');
      const quotedAt = Date.parse('2026-11-30T14:59:00.000Z') / 1000;
      vendor.answers.set('PRC1|NASDAQ', [200, quoteBody('PRC1', 'NASDAQ', '70', 'USD', quotedAt)]);
      const outcome = await refresh(monday);
      expect(outcome).toEqual({
        ran: true,
        result: { success: true, updatedCount: 55, message: 'Updated 55 prices from Twelve Data' },
      });
      // No SGX stock during New York hours; the refresh has no 50 limit.
      expect(asked()).not.toContain('PRC2');
      expect(asked()).toHaveLength(55);
      expect(await prices()).toMatchObject({
        PRC1: ['70.0000', '2026-11-30T14:59:00.000Z'],
        'PRC2.SI': [expect.any(String), '2026-11-23T15:00:00.000Z'],
      });

      // Singapore morning (New York and London closed): only the SGX stock.
      vendor.requests.length = 0;
      vendor.answers.set('PRC2|SGX', [200, quoteBody('PRC2', 'SGX', '1.5', 'SGD')]);
      expect(await refresh(new Date('2026-12-01T02:00:00.000Z'))).toMatchObject({ ran: true });
      expect(asked()).toEqual(['PRC2']);
    });

    it('two processes at once ask the vendor once per stock; ticks soon after skip, the next interval runs', async () => {
      vendor.delayMs = 20;
      for (const [symbol, exchange] of [
        ['PRC0', 'NYSE'],
        ['PRC1', 'NASDAQ'],
        ['PRC3', 'NYSE'],
      ] as const) {
        answer(symbol, exchange, '60.00');
      }
      for (let n = 0; n < 52; n += 1) answer(`CAP${String(n).padStart(2, '0')}`, 'NYSE', '2');
      const tickAt = at(monday, 10);
      const outcomes = await Promise.all([refresh(tickAt), refresh(tickAt)]);
      // Each stock is claimed by exactly one of them (usually all by one; the other then finds nothing due).
      expect([...asked()].sort()).toEqual([...new Set(asked())].sort());
      expect(asked()).toHaveLength(55);
      const ran = outcomes.flatMap((o) => (o.ran ? [o.result] : []));
      expect(ran.reduce((sum, r) => sum + r.updatedCount, 0)).toBe(55);
      expect(outcomes.filter((o) => !o.ran)).toEqual(
        ran.length === 1 ? [{ ran: false, reason: 'refreshed recently' }] : [],
      );
      expect((await prices()).PRC0).toEqual(['60.0000', '2026-11-30T15:10:00.000Z']);

      // Another process whose timer fires a minute later leaves the vendor alone ...
      expect(await refresh(at(tickAt, 1))).toEqual({ ran: false, reason: 'refreshed recently' });
      expect(vendor.requests).toHaveLength(55);
      // ... and the next interval's tick runs again.
      expect(await refresh(at(tickAt, 5))).toMatchObject({ ran: true });
      expect(vendor.requests).toHaveLength(110);
    });

    it('a failed refresh is not repeated by another process within the gap', async () => {
      const unreachable = new TwelveDataProvider({
        apiKey: 'test-key',
        baseUrl: 'http://127.0.0.1:9',
        timeoutMs: 2000,
      });
      const tickAt = at(monday, 30);
      const failed = await refresh(tickAt, unreachable);
      expect(failed).toMatchObject({ ran: true, result: { success: false, updatedCount: 0 } });
      expect(failed.ran && failed.result.message).toMatch(/^Failed to update prices: Twelve Data is unreachable: /);
      expect(await refresh(at(tickAt, 1))).toEqual({ ran: false, reason: 'refreshed recently' });
      expect(vendor.requests).toHaveLength(0);
    });

    it('skips when nothing held trades on the open markets', async () => {
      // London 10:00 (New York 05:00, Singapore 18:00): only the LSE trades, and nobody holds an LSE stock.
      expect(await refresh(new Date('2026-12-01T10:00:00.000Z'))).toEqual({
        ran: false,
        reason: 'nothing held on an open market',
      });
    });
  });
});

describe('price updates through the api use the server config, not the environment', () => {
  let vendor: VendorServer;
  let api: TestServer;

  beforeAll(async () => {
    vendor = await startVendor();
    api = await startTestServer({
      priceProvider: { name: 'twelvedata', apiKey: 'test-key', baseUrl: vendor.baseUrl },
      rateLimit: { perUserPerMinute: 10_000, perIpPerMinute: 10_000 },
    });
  });
  afterAll(async () => {
    await api.close();
    await vendor.close();
  });

  it('GraphQL and REST price the caller held stocks through the configured vendor, once per gap', async () => {
    const saved = process.env.PRICE_PROVIDER;
    delete process.env.PRICE_PROVIDER;
    try {
      const user = await verifiedAccount('prices.api', 'Pia Tan');
      const gql = <T>(query: string, variables: Record<string, unknown> = {}) =>
        graphql<T>(api.baseUrl, query, variables, user.idToken);
      const account = await gql<{ createStocksAccount: { id: string } }>('mutation { createStocksAccount { id } }');
      const [aapl] = await api.database.orm.em
        .fork()
        .getConnection()
        .execute<{ id: string }[]>("select id from stocks where symbol = 'AAPL'");
      const added = await gql('mutation ($input: AddStockHoldingInput!) { addStockHolding(input: $input) { id } }', {
        input: {
          stocksAccountId: account.body.data?.createStocksAccount.id,
          stockId: aapl?.id,
          quantity: '1',
          averageCost: '100',
        },
      });
      expect(added.body.errors).toBeUndefined();
      vendor.answers.set('AAPL|NASDAQ', [200, quoteBody('AAPL', 'NASDAQ', '190.10')]);

      const update = await gql<{ updateStockPrices: Record<string, unknown> }>(
        'mutation ($symbols: [String!]) { updateStockPrices(symbols: $symbols) { success updatedCount message } }',
        { symbols: ['AAPL', 'MSFT'] },
      );
      expect(update.body.data?.updateStockPrices).toEqual({
        success: true,
        updatedCount: 1,
        message: 'Updated 1 price from Twelve Data. Not in your portfolio: MSFT',
      });
      expect(vendor.requests.map((q) => [q.get('symbol'), q.get('apikey')])).toEqual([['AAPL', 'test-key']]);
      const again = await requestJson(`${api.baseUrl}/api/v1/stocks/prices/update`, {
        method: 'POST',
        token: user.idToken,
        body: {},
      });
      expect(again.body).toEqual({
        success: true,
        updated_count: 0,
        message: 'No stocks to update. Skipped (already asked for less than 5 minutes ago): AAPL',
      });
      expect(vendor.requests).toHaveLength(1);
    } finally {
      if (saved !== undefined) process.env.PRICE_PROVIDER = saved;
    }
  });
});
