/**
 * Price freshness: per stock and overall market data freshness.
 * Shared by api (priceStaleness) and web (the table's indicator): plain arithmetic on instants, no Node APIs.
 *
 * Per stock, by the age of last_price_updated:
 * - never: no timestamp;
 * - fresh: up to and including 4 hours;
 * - moderate: over 4 hours and under 1 day;
 * - stale: 1 day or more.
 * A timestamp in the future (clock skew between machines) counts as age 0.
 */

export const PRICE_FRESHNESS = ['never', 'fresh', 'moderate', 'stale'] as const;
export type PriceFreshness = (typeof PRICE_FRESHNESS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The fresh bucket ends at 4 hours (inclusive); stale starts at 1 day (inclusive). */
export const FRESH_MAX_AGE_MS = 4 * HOUR_MS;
export const STALE_MIN_AGE_MS = DAY_MS;

/** Shown for a stock whose price has never been updated. */
export const NEVER_UPDATED_LABEL = 'Never updated';

export type Timestamp = Date | string | null | undefined;

function toMillis(value: Timestamp): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Age in milliseconds, or undefined when never updated (or unreadable). */
export function priceAgeMs(lastUpdated: Timestamp, now: Date): number | undefined {
  const ms = toMillis(lastUpdated);
  return ms === undefined ? undefined : Math.max(0, now.getTime() - ms);
}

export function priceFreshness(lastUpdated: Timestamp, now: Date): PriceFreshness {
  const age = priceAgeMs(lastUpdated, now);
  if (age === undefined) return 'never';
  if (age <= FRESH_MAX_AGE_MS) return 'fresh';
  if (age < STALE_MIN_AGE_MS) return 'moderate';
  return 'stale';
}

/** 'Just now' under a minute, then whole minutes, hours and days, each rounded down ('59m ago', '1h ago'). */
export function priceAgeLabel(lastUpdated: Timestamp, now: Date): string {
  const age = priceAgeMs(lastUpdated, now);
  if (age === undefined) return NEVER_UPDATED_LABEL;
  if (age < MINUTE_MS) return 'Just now';
  if (age < HOUR_MS) return `${Math.floor(age / MINUTE_MS)}m ago`;
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  return `${Math.floor(age / DAY_MS)}d ago`;
}

export const FRESHNESS_LEVELS = ['fresh', 'moderate', 'stale'] as const;
export type FreshnessLevel = (typeof FRESHNESS_LEVELS)[number];

export const FRESHNESS_LEVEL_TEXT: Readonly<Record<FreshnessLevel, string>> = {
  fresh: 'Fresh Data',
  moderate: 'Moderate',
  stale: 'Stale',
};

export interface PriceStalenessSummary {
  /** fresh / total as a whole percent, rounded DOWN so 79.9 % never reads as the 80 % 'fresh' level. */
  freshnessPercentage: number;
  freshCount: number;
  totalStocks: number;
  neverUpdated: number;
  level: FreshnessLevel;
}

/** 'fresh' at 80 % or above, 'moderate' from 60 to below 80, 'stale' below 60. */
export function freshnessLevel(freshnessPercentage: number): FreshnessLevel {
  if (freshnessPercentage >= 80) return 'fresh';
  if (freshnessPercentage >= 60) return 'moderate';
  return 'stale';
}

/**
 * The overall freshness of a set of stocks' update times. With no stocks at all nothing is out of date,
 * so the summary is 100 % 'fresh' (there is nothing to refresh).
 */
export function priceStalenessSummary(lastUpdates: readonly Timestamp[], now: Date): PriceStalenessSummary {
  let freshCount = 0;
  let neverUpdated = 0;
  for (const value of lastUpdates) {
    const bucket = priceFreshness(value, now);
    if (bucket === 'fresh') freshCount += 1;
    else if (bucket === 'never') neverUpdated += 1;
  }
  const totalStocks = lastUpdates.length;
  // Integers only: floor(100 * fresh / total) is exact, and >= 80 exactly when fresh / total >= 0.8.
  const freshnessPercentage = totalStocks === 0 ? 100 : Math.floor((freshCount * 100) / totalStocks);
  return { freshnessPercentage, freshCount, totalStocks, neverUpdated, level: freshnessLevel(freshnessPercentage) };
}
