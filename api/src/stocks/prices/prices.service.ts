import type { EntityManager } from '@mikro-orm/postgresql';
import { exchangeStatusAt, isExchange } from '@garden/core';
import type { PriceProviderConfig } from '../../config';
import { Stock } from '../stock.entity';
import { findHeldStocks, type HeldStockRecord } from '../stocks.queries';
import { createPriceProvider } from './create-price-provider';
import type { PriceProvider, QuoteFailure } from './price-provider';
import { storedPrice } from './price-text';

export const PRICE_MESSAGES = {
  noProvider:
    'Prices are not available yet: Money Garden is not connected to a market-data service, so your holdings count at what you paid.',
  nothingToUpdate: 'No stocks to update',
} as const;

/** Market data is refreshed every 5 minutes. */
export const PRICE_REFRESH_INTERVAL_MS = 5 * 60_000;

/**
 * A stock whose price was asked for less than this long ago is not asked for again, by the scheduled refresh or
 * by a user (30 s below the interval, so timers that drift a little still refresh every interval).
 */
export const PRICE_REFRESH_GAP_MS = PRICE_REFRESH_INTERVAL_MS - 30_000;

/** At most this many stocks are asked for in one user's update (each is one vendor request). */
export const MAX_STOCKS_PER_UPDATE = 50;

/** The answer of updateStockPrices (GraphQL) and POST /stocks/prices/update (REST). */
export interface PriceUpdateResult {
  /** True when at least one price was written (or there was nothing to ask for); false when none could be. */
  success: boolean;
  updatedCount: number;
  /** What happened, naming every stock left at its old price and why, and what was not asked for. */
  message: string;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
const key = (symbol: string, exchange: string): string => `${symbol.toUpperCase()}|${exchange.toUpperCase()}`;
const listed = (stocks: readonly { symbol: string }[]): string => stocks.map((s) => s.symbol).join(', ');

/**
 * Stock prices: written only from a configured provider's quotes, exactly as quoted (rounded half up to the
 * column's 4 decimals, digit by digit). A stock without a usable quote keeps its old price; nothing is invented.
 * Prices belong to the shared securities list, so an update by one user serves everyone holding that stock.
 *
 * No database transaction is open while the vendor is called: stocks are first claimed (their
 * last_price_attempted set, in one statement), then fetched, then the prices are written in one short transaction.
 * The claim is what keeps the api, the workers and users from asking for the same stock twice within the gap.
 */
export class PriceService {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PriceProvider | undefined,
    private readonly gapMs: number = PRICE_REFRESH_GAP_MS,
  ) {}

  /**
   * A user's update: the given symbols among the stocks they hold (every stock they hold when none is given), at
   * most MAX_STOCKS_PER_UPDATE of them, least recently priced first, skipping those asked for within the gap.
   */
  async updateHeldBy(
    userId: string,
    symbols: readonly string[] | null | undefined,
    now: Date,
  ): Promise<PriceUpdateResult & { asked: number }> {
    if (!this.provider) return { success: false, updatedCount: 0, message: PRICE_MESSAGES.noProvider, asked: 0 };
    const held = await findHeldStocks(this.em, userId);
    const wanted = [...new Set((symbols ?? []).map((s) => s.trim().toUpperCase()).filter((s) => s !== ''))];
    let candidates = held;
    const notes: string[] = [];
    if (wanted.length > 0) {
      const asked = new Set(wanted);
      candidates = held.filter((stock) => asked.has(stock.symbol.toUpperCase()));
      const found = new Set(candidates.map((stock) => stock.symbol.toUpperCase()));
      const notHeld = wanted.filter((symbol) => !found.has(symbol));
      if (notHeld.length > 0) notes.push(`Not in your portfolio: ${notHeld.join(', ')}`);
    }
    if (candidates.length > MAX_STOCKS_PER_UPDATE) {
      const left = candidates.slice(MAX_STOCKS_PER_UPDATE);
      candidates = candidates.slice(0, MAX_STOCKS_PER_UPDATE);
      notes.push(
        `Left for a later update (at most ${MAX_STOCKS_PER_UPDATE} per update, least recently priced first): ` +
          listed(left),
      );
    }
    return this.fetchAndStore(this.provider, candidates, now, notes);
  }

  /**
   * The scheduled refresh: every held stock (anyone's) whose exchange is trading at `now` (a closed market's
   * price cannot have moved since its close), least recently priced first, skipping those asked for within the gap.
   */
  async refreshOpenMarkets(now: Date): Promise<PriceUpdateResult & { asked: number; candidates: number }> {
    if (!this.provider) {
      return { success: false, updatedCount: 0, message: PRICE_MESSAGES.noProvider, asked: 0, candidates: 0 };
    }
    const open = (await findHeldStocks(this.em)).filter(
      (stock) => isExchange(stock.exchange) && exchangeStatusAt(stock.exchange, now).isOpen,
    );
    return { ...(await this.fetchAndStore(this.provider, open, now, [])), candidates: open.length };
  }

  /** Claims the candidates, asks the vendor for those claimed (no transaction open), writes the prices. */
  private async fetchAndStore(
    provider: PriceProvider,
    candidates: readonly HeldStockRecord[],
    now: Date,
    notes: string[],
  ): Promise<PriceUpdateResult & { asked: number }> {
    const claimed = await this.claimStocks(candidates, now);
    const skipped = candidates.filter((stock) => !claimed.has(stock.id));
    const stocks = candidates.filter((stock) => claimed.has(stock.id));
    if (skipped.length > 0) {
      notes.push(
        `Skipped (already asked for less than ${Math.ceil(this.gapMs / 60_000)} minutes ago): ${listed(skipped)}`,
      );
    }
    const suffix = notes.length > 0 ? `. ${notes.join('. ')}` : '';
    if (stocks.length === 0) {
      return { success: true, updatedCount: 0, message: `${PRICE_MESSAGES.nothingToUpdate}${suffix}`, asked: 0 };
    }

    let batch;
    try {
      batch = await provider.fetchQuotes(stocks.map((s) => ({ symbol: s.symbol, exchange: s.exchange })));
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      return {
        success: false,
        updatedCount: 0,
        message: `Failed to update prices: ${reason}${suffix}`,
        asked: stocks.length,
      };
    }

    const quotes = new Map(batch.quotes.map((q) => [key(q.symbol, q.exchange), q]));
    const reported = new Map(batch.failures.map((f) => [key(f.symbol, f.exchange), f]));
    const failures: QuoteFailure[] = [];
    const writes: { id: string; price: string; asOf: Date }[] = [];
    for (const stock of stocks) {
      const quote = quotes.get(key(stock.symbol, stock.exchange));
      const price = quote ? storedPrice(quote.price) : undefined;
      if (quote && price !== undefined) {
        writes.push({ id: stock.id, price, asOf: quote.asOf });
        continue;
      }
      const reason = quote
        ? `malformed price "${quote.price.slice(0, 40)}"`
        : (reported.get(key(stock.symbol, stock.exchange))?.reason ?? 'no quote returned');
      failures.push({ symbol: stock.symbol, exchange: stock.exchange, reason });
    }
    await this.em.transactional(async (em) => {
      for (const write of writes) {
        await em.nativeUpdate(Stock, { id: write.id }, { lastPrice: write.price, lastPriceUpdated: write.asOf });
      }
    });

    const updatedCount = writes.length;
    const summary =
      failures.length === 0
        ? `Updated ${plural(updatedCount, 'price')} from ${provider.name}`
        : `Updated ${updatedCount} of ${plural(stocks.length, 'price')} from ${provider.name}. Failed: ` +
          failures.map((f) => `${f.symbol} (${f.exchange}): ${f.reason}`).join('; ');
    return { success: updatedCount > 0, updatedCount, message: `${summary}${suffix}`, asked: stocks.length };
  }

  /**
   * Marks as asked-for now those candidates not asked for within the gap, and answers their ids. Rows another
   * process is claiming at this moment are skipped (skip locked), and a row it has just claimed no longer
   * qualifies when re-read, so each stock goes to exactly one claimer. One statement: no transaction stays open.
   * An attempt stamped after `now` (a clock that was ahead) does not block the stock.
   */
  private async claimStocks(candidates: readonly HeldStockRecord[], now: Date): Promise<Set<string>> {
    if (candidates.length === 0) return new Set();
    const since = new Date(now.getTime() - this.gapMs);
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `with due as (
         select id from stocks
         where id in (${candidates.map(() => '?').join(', ')})
           and (last_price_attempted is null or last_price_attempted <= ? or last_price_attempted > ?)
         for update skip locked)
       update stocks s set last_price_attempted = ? from due where s.id = due.id returning s.id`,
      [...candidates.map((stock) => stock.id), since, now, now],
    );
    return new Set(rows.map((row) => row.id));
  }
}

/** The price service of a request, with the provider of the server's config (none when it has no provider). */
export function createPriceService(em: EntityManager, priceProvider: PriceProviderConfig | undefined): PriceService {
  return new PriceService(em, createPriceProvider(priceProvider));
}
