import type { PriceProvider, PriceQuote, QuoteBatch, QuoteFailure, QuoteRequest } from './price-provider';
import { storedPrice } from './price-text';

/**
 * Twelve Data (https://twelvedata.com/docs#quote): GET {base}/quote?symbol=D05&exchange=SGX&apikey=KEY answers
 *   {"symbol":"D05","name":"DBS Group Holdings Ltd","exchange":"SGX","currency":"SGD","datetime":"2026-11-23",
 *    "timestamp":1763859600,"last_quote_at":1763877540,"open":"...","close":"43.21000",...,"is_market_open":true}
 * where "close" is the latest price of the day so far, as text; "datetime" and "timestamp" are the day's bar (its
 * date and its opening time), "last_quote_at" the Unix time of the last minute bar, i.e. when "close" was the
 * price, and "is_market_open" whether the exchange trades now.
 *
 * asOf (stored as the stock's last_price_updated, which price freshness measures) is last_quote_at when the
 * answer has a usable one: the price was current then, so yesterday's close fetched this morning is not reported
 * as a fresh price. It is never later than the answer's arrival, and when last_quote_at is absent or unreadable the
 * arrival time stands in (the vendor then gave no better time; "timestamp" would date the price to the open).
 * Errors come as
 *   {"code":429,"message":"You have run out of API credits for the current minute. ...","status":"error"}
 * (with HTTP 200 on older API versions, with the matching HTTP status on newer ones).
 * It covers NYSE, NASDAQ, SGX, HKEX and LSE, which is why it was picked over US-only free tiers.
 *
 * One request per stock (each costs one credit either way), one at a time, so a rate limit stops the run at the
 * first refusal instead of burning the minute's credits on doomed requests.
 */

export interface TwelveDataOptions {
  apiKey: string;
  /** API root, e.g. https://api.twelvedata.com (tests point it at a local server). */
  baseUrl: string;
  /** Per-request timeout. */
  timeoutMs?: number;
  /** The clock stamping the moment the answer arrived (asOf when the answer has no last_quote_at). */
  now?: () => Date;
}

/** The vendor cannot be used at all (unreachable, or the key is refused). */
export class PriceProviderError extends Error {}

/** Exchange suffixes of the securities list (D05.SI) that Twelve Data expresses as an exchange parameter. */
const LIST_SUFFIXES: Record<string, string> = { SGX: '.SI', HKEX: '.HK', LSE: '.L' };

/** The vendor's symbol and exchange for a stock of the list. */
export function twelveDataSymbol(request: QuoteRequest): { symbol: string; exchange: string } {
  const suffix = LIST_SUFFIXES[request.exchange];
  const symbol =
    suffix && request.symbol.toUpperCase().endsWith(suffix) ? request.symbol.slice(0, -suffix.length) : request.symbol;
  return { symbol, exchange: request.exchange };
}

interface TwelveDataQuote {
  symbol?: unknown;
  close?: unknown;
  last_quote_at?: unknown;
  code?: unknown;
  message?: unknown;
  status?: unknown;
}

type Answer =
  | { kind: 'quote'; price: string; quotedAt: Date | undefined }
  | { kind: 'failure'; reason: string }
  | { kind: 'stop'; reason: string };

export class TwelveDataProvider implements PriceProvider {
  readonly name = 'Twelve Data';
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly options: TwelveDataOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? (() => new Date());
  }

  async fetchQuotes(requests: readonly QuoteRequest[]): Promise<QuoteBatch> {
    const quotes: PriceQuote[] = [];
    const failures: QuoteFailure[] = [];
    let stopReason: string | undefined;
    for (const request of requests) {
      if (stopReason !== undefined) {
        failures.push({ ...request, reason: stopReason });
        continue;
      }
      const answer = await this.fetchOne(request);
      if (answer.kind === 'quote') {
        const arrived = this.now();
        const asOf = answer.quotedAt !== undefined && answer.quotedAt < arrived ? answer.quotedAt : arrived;
        quotes.push({ symbol: request.symbol, exchange: request.exchange, price: answer.price, asOf });
      } else {
        failures.push({ ...request, reason: answer.reason });
        if (answer.kind === 'stop') stopReason = answer.reason;
      }
    }
    return { quotes, failures };
  }

  private async fetchOne(request: QuoteRequest): Promise<Answer> {
    const vendor = twelveDataSymbol(request);
    const url = new URL(`${this.options.baseUrl}/quote`);
    url.searchParams.set('symbol', vendor.symbol);
    url.searchParams.set('exchange', vendor.exchange);
    url.searchParams.set('apikey', this.options.apiKey);

    let status: number;
    let text: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new PriceProviderError(`${this.name} is unreachable: ${error instanceof Error ? error.message : 'error'}`);
    }

    let body: TwelveDataQuote;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed;
    } catch {
      return { kind: 'failure', reason: `unreadable answer (HTTP ${status})` };
    }

    const code = typeof body.code === 'number' ? body.code : status >= 400 ? status : undefined;
    if (body.status === 'error' || code !== undefined) {
      const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
      if (code === 401 || code === 403) throw new PriceProviderError(`${this.name} refused the API key: ${message}`);
      if (code === 429) return { kind: 'stop', reason: `rate limit reached: ${message}` };
      return { kind: 'failure', reason: message };
    }
    if (typeof body.symbol === 'string' && body.symbol.toUpperCase() !== vendor.symbol.toUpperCase()) {
      return { kind: 'failure', reason: `answer was for ${body.symbol}` };
    }
    // Only text is accepted: a JSON number would already have passed through a float.
    if (typeof body.close !== 'string' || body.close.trim() === '') {
      return { kind: 'failure', reason: 'no price in the answer' };
    }
    const price = body.close.trim();
    if (storedPrice(price) === undefined) return { kind: 'failure', reason: `malformed price "${price.slice(0, 40)}"` };
    const quotedAt =
      typeof body.last_quote_at === 'number' && Number.isSafeInteger(body.last_quote_at) && body.last_quote_at > 0
        ? new Date(body.last_quote_at * 1000)
        : undefined;
    return { kind: 'quote', price, quotedAt };
  }
}
