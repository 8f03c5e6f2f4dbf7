import type { MikroORM } from '@mikro-orm/postgresql';
import { marketStatusAt } from '@garden/core';
import type { AppConfig } from '../../config';
import { createPriceProvider, type PriceProvider } from './price-provider';
import { PriceService, type PriceUpdateResult } from './prices.service';

/** Spec 02 section 4: market data is refreshed every 5 minutes. */
export const PRICE_REFRESH_INTERVAL_MS = 5 * 60_000;

/** One transaction-scoped advisory lock key for the refresh, so api and workers never run it at the same time. */
const REFRESH_LOCK_KEY = 740_306_001;

export type RefreshOutcome =
  | { ran: false; reason: 'markets closed' | 'another process is refreshing' | 'refreshed recently' }
  | { ran: true; result: PriceUpdateResult };

/**
 * One refresh tick: when any exchange trades (marketStatusAt(now).shouldUpdate), every held stock's price is
 * asked for. Several processes may tick (the api and each worker, on their own timers): a transaction-level
 * advisory lock lets only one of them call the vendor at a time, and a tick finding a held price written less
 * than minGapMs ago skips, so N processes still spend the vendor's credits about once per interval.
 */
export async function refreshHeldPrices(
  orm: MikroORM,
  provider: PriceProvider,
  now: Date,
  minGapMs: number = PRICE_REFRESH_INTERVAL_MS - 30_000,
): Promise<RefreshOutcome> {
  if (!marketStatusAt(now).shouldUpdate) return { ran: false, reason: 'markets closed' };
  return orm.em.fork().transactional(async (em): Promise<RefreshOutcome> => {
    const connection = em.getConnection();
    const [lock] = await connection.execute<{ locked: boolean }[]>(
      'select pg_try_advisory_xact_lock(?) as locked',
      [REFRESH_LOCK_KEY],
      'all',
      em.getTransactionContext(),
    );
    if (!lock?.locked) return { ran: false, reason: 'another process is refreshing' };
    const [latest] = await connection.execute<{ at: Date | string | null }[]>(
      'select max(s.last_price_updated) as at from stocks s where s.id in (select h.stock_id from stock_holdings h)',
      [],
      'all',
      em.getTransactionContext(),
    );
    const sinceLast = latest?.at ? now.getTime() - new Date(latest.at).getTime() : undefined;
    if (sinceLast !== undefined && sinceLast >= 0 && sinceLast < minGapMs) {
      return { ran: false, reason: 'refreshed recently' };
    }
    return { ran: true, result: await new PriceService(em, provider).updatePrices() };
  });
}

export interface PriceRefresh {
  /** Stops the timer and waits for a tick in flight. */
  stop(): Promise<void>;
}

export interface PriceRefreshOptions {
  intervalMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

/**
 * Starts the 5-minute refresh when a provider is configured; undefined (nothing started) otherwise.
 * Runs in the worker process, and in the api when it runs its own jobs (config.runImportWorker).
 */
export function startPriceRefresh(
  orm: MikroORM,
  config: Pick<AppConfig, 'priceProvider'>,
  options: PriceRefreshOptions = {},
): PriceRefresh | undefined {
  const provider = createPriceProvider(config.priceProvider);
  if (!provider) return undefined;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.log(message));
  let running: Promise<void> | undefined;

  const tick = (): void => {
    if (running) return; // a slow vendor must not pile ticks up
    running = refreshHeldPrices(orm, provider, now())
      .then((outcome) => {
        if (outcome.ran) log(`Price refresh: ${outcome.result.message}`);
      })
      .catch((error: unknown) => {
        log(`Price refresh failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? PRICE_REFRESH_INTERVAL_MS);
  timer.unref();
  log(
    `Price refresh every ${Math.round((options.intervalMs ?? PRICE_REFRESH_INTERVAL_MS) / 1000)} s via ${provider.name}`,
  );
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
