import type { MikroORM } from '@mikro-orm/postgresql';
import { marketStatusAt } from '@garden/core';
import type { AppConfig } from '../../config';
import { createPriceProvider } from './create-price-provider';
import type { PriceProvider } from './price-provider';
import {
  PRICE_REFRESH_GAP_MS,
  PRICE_REFRESH_INTERVAL_MS,
  PriceService,
  type PriceUpdateResult,
} from './prices.service';

export { PRICE_REFRESH_INTERVAL_MS };

export type RefreshOutcome =
  | { ran: false; reason: 'markets closed' | 'nothing held on an open market' | 'refreshed recently' }
  | { ran: true; result: PriceUpdateResult };

/**
 * One refresh tick: the held stocks whose exchange is trading now are asked for (PriceService.refreshOpenMarkets).
 * Several processes may tick (the api and each worker, on their own timers). Each stock is claimed before the
 * vendor is called (its last_price_attempted set in one statement), and a stock asked for less than minGapMs ago
 * (successfully or not) is not claimed again, so N processes still ask for each price about once per interval and
 * a failing vendor is not retried by every process. No database transaction or lock is held during the vendor
 * calls; the prices are written afterwards in one short transaction.
 */
export async function refreshHeldPrices(
  orm: MikroORM,
  provider: PriceProvider,
  now: Date,
  minGapMs: number = PRICE_REFRESH_GAP_MS,
): Promise<RefreshOutcome> {
  if (!marketStatusAt(now).shouldUpdate) return { ran: false, reason: 'markets closed' };
  const { asked, candidates, ...result } = await new PriceService(orm.em.fork(), provider, minGapMs).refreshOpenMarkets(
    now,
  );
  if (candidates === 0) return { ran: false, reason: 'nothing held on an open market' };
  if (asked === 0) return { ran: false, reason: 'refreshed recently' };
  return { ran: true, result };
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
