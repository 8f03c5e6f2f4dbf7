import type { EntityManager } from '@mikro-orm/postgresql';
import { priceStalenessSummary, type PriceStalenessSummary } from '@garden/core';
import { loadConfig, type AppConfig } from '../../config';
import { Stock } from '../stock.entity';
import { StockHolding } from '../stock-holding.entity';
import { createPriceProvider, type PriceProvider, type QuoteFailure } from './price-provider';
import { storedPrice } from './price-text';

export const PRICE_MESSAGES = {
  noProvider: 'No price provider is configured',
  nothingToUpdate: 'No stocks to update',
} as const;

/** The answer of updateStockPrices (GraphQL) and POST /stocks/prices/update (REST). */
export interface PriceUpdateResult {
  /** True when at least one price was written (or there was nothing to price); false when none could be. */
  success: boolean;
  updatedCount: number;
  /** What happened, naming every stock left at its old price and why. */
  message: string;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
const key = (symbol: string, exchange: string): string => `${symbol.toUpperCase()}|${exchange.toUpperCase()}`;

/**
 * Stock prices: written only from a configured provider's quotes, exactly as quoted (rounded half up to the
 * column's 4 decimals, digit by digit). A stock without a usable quote keeps its old price; nothing is invented.
 * Prices belong to the shared securities list, so an update by one user serves everyone holding that stock.
 */
export class PriceService {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PriceProvider | undefined,
  ) {}

  get isConfigured(): boolean {
    return this.provider !== undefined;
  }

  /**
   * Updates the given symbols (any exchange listing them), or with none every held stock: the holder's when
   * heldBy is given, else every user's (the scheduled refresh).
   */
  async updatePrices(symbols?: readonly string[] | null, heldBy?: string): Promise<PriceUpdateResult> {
    const provider = this.provider;
    if (!provider) return { success: false, updatedCount: 0, message: PRICE_MESSAGES.noProvider };

    const failures: QuoteFailure[] = [];
    const wanted = [...new Set((symbols ?? []).map((s) => s.trim().toUpperCase()).filter((s) => s !== ''))];
    let stocks: Stock[];
    if (wanted.length > 0) {
      stocks = await this.em.find(Stock, { symbol: { $in: wanted } }, { orderBy: { symbol: 'asc', exchange: 'asc' } });
      const found = new Set(stocks.map((s) => s.symbol.toUpperCase()));
      for (const symbol of wanted) {
        if (!found.has(symbol)) failures.push({ symbol, exchange: '', reason: 'unknown symbol' });
      }
    } else {
      stocks = await this.heldStocks(heldBy);
    }
    if (stocks.length === 0 && failures.length === 0) {
      return { success: true, updatedCount: 0, message: PRICE_MESSAGES.nothingToUpdate };
    }

    let batch;
    try {
      batch = await provider.fetchQuotes(stocks.map((s) => ({ symbol: s.symbol, exchange: s.exchange })));
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      return { success: false, updatedCount: 0, message: `Failed to update prices: ${reason}` };
    }

    const quotes = new Map(batch.quotes.map((q) => [key(q.symbol, q.exchange), q]));
    const reported = new Map(batch.failures.map((f) => [key(f.symbol, f.exchange), f]));
    let updatedCount = 0;
    for (const stock of stocks) {
      const quote = quotes.get(key(stock.symbol, stock.exchange));
      const price = quote ? storedPrice(quote.price) : undefined;
      if (quote && price !== undefined) {
        stock.lastPrice = price;
        stock.lastPriceUpdated = quote.asOf;
        updatedCount += 1;
        continue;
      }
      const reason = quote
        ? `malformed price "${quote.price.slice(0, 40)}"`
        : (reported.get(key(stock.symbol, stock.exchange))?.reason ?? 'no quote returned');
      failures.push({ symbol: stock.symbol, exchange: stock.exchange, reason });
    }
    await this.em.flush();

    const total = stocks.length + failures.filter((f) => f.exchange === '').length;
    const summary =
      failures.length === 0
        ? `Updated ${plural(updatedCount, 'price')} from ${provider.name}`
        : `Updated ${updatedCount} of ${plural(total, 'price')} from ${provider.name}. Failed: ` +
          failures.map((f) => `${f.symbol}${f.exchange ? ` (${f.exchange})` : ''}: ${f.reason}`).join('; ');
    return { success: updatedCount > 0, updatedCount, message: summary };
  }

  /** Freshness of the prices of the distinct stocks the user holds (spec 02 section 4). */
  async priceStaleness(userId: string, now: Date = new Date()): Promise<PriceStalenessSummary> {
    const stocks = await this.heldStocks(userId);
    return priceStalenessSummary(
      stocks.map((s) => s.lastPriceUpdated),
      now,
    );
  }

  /** The distinct stocks held by one user, or by anyone. */
  private async heldStocks(userId?: string): Promise<Stock[]> {
    const table = this.em.getMetadata().get(StockHolding.name).tableName;
    const rows = await this.em
      .getConnection()
      .execute<{ stock_id: string }[]>(
        `select distinct stock_id from ${table}${userId ? ' where user_id = ?' : ''}`,
        userId ? [userId] : [],
        'all',
        this.em.getTransactionContext(),
      );
    const ids = rows.map((row) => row.stock_id);
    if (ids.length === 0) return [];
    return this.em.find(Stock, { id: { $in: ids } }, { orderBy: { symbol: 'asc', exchange: 'asc' } });
  }
}

/**
 * The price service of a request or job. The provider comes from config (PRICE_PROVIDER, PRICE_API_KEY,
 * PRICE_API_BASE_URL), read from the environment when no config is given.
 */
export function createPriceService(
  em: EntityManager,
  config: Pick<AppConfig, 'priceProvider'> = loadConfig(),
): PriceService {
  return new PriceService(em, createPriceProvider(config.priceProvider));
}
