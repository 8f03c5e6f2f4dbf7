import type { AggregationLevel } from './report-periods';

/**
 * The rules of the report figures that are not sums (the sums run in SQL): how buckets are cut and named,
 * how category percentages are shared out, and how a trend is read. Everything is exact: cents are integers
 * and divisions round once, half away from zero.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const twoDigits = (value: number): string => (value < 10 ? `0${value}` : String(value));

/**
 * The ISO day of a day number (days since 1970-01-01), by the civil-from-days arithmetic (H. Hinnant's
 * algorithm): the same answer as `new Date(day * DAY_MS).toISOString().slice(0, 10)` for years 0 to 9999, without
 * a Date and a long string per day (a yearly daily trend names 366 of them per request).
 */
const isoOf = (day: number): string => {
  const shifted = day + 719_468; // days since 0000-03-01
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(dayOfMonth)}`;
};

/** Monday 0 .. Sunday 6 of a day number (1970-01-01 was a Thursday). */
const weekdayOf = (day: number): number => (((day + 3) % 7) + 7) % 7;

/** Days from start to end, both included. */
export function daysBetween(startDate: string, endDate: string): number {
  return dayNumber(endDate) - dayNumber(startDate) + 1;
}

/** One data point's days: inclusive, already cut to the report's range. */
export interface Bucket {
  startDate: string;
  endDate: string;
}

/**
 * The buckets of a range (both ends inclusive, Singapore calendar days):
 * - daily: one per day;
 * - weekly: ISO weeks, Monday to Sunday; the first and last week are cut to the range, so a range starting on
 *   a Friday opens with a three-day bucket (Friday to Sunday). A week that crosses a month end stays one week;
 * - monthly: calendar months, the first and last cut to the range.
 * The api computes the same buckets in SQL (date_trunc on the transaction's DATE, which is already the
 * Singapore calendar day); this function is their specification and names them.
 */
export function reportBuckets(startDate: string, endDate: string, level: AggregationLevel): Bucket[] {
  const first = dayNumber(startDate);
  const last = dayNumber(endDate);
  const buckets: Bucket[] = [];
  let day = first;
  while (day <= last) {
    let bucketEnd: number;
    if (level === 'daily') bucketEnd = day;
    else if (level === 'weekly') bucketEnd = day + (6 - weekdayOf(day));
    else {
      const date = new Date(day * DAY_MS);
      bucketEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / DAY_MS;
    }
    bucketEnd = Math.min(bucketEnd, last);
    buckets.push({ startDate: isoOf(day), endDate: isoOf(bucketEnd) });
    day = bucketEnd + 1;
  }
  return buckets;
}

/** How many buckets reportBuckets cuts the range into, without cutting them (a range too long is refused). */
export function reportBucketCount(startDate: string, endDate: string, level: AggregationLevel): number {
  const first = dayNumber(startDate);
  const last = dayNumber(endDate);
  if (!(last >= first)) return 0;
  if (level === 'daily') return last - first + 1;
  if (level === 'weekly') return (last - weekdayOf(last) - (first - weekdayOf(first))) / 7 + 1;
  const monthIndex = (day: number): number => {
    const date = new Date(day * DAY_MS);
    return date.getUTCFullYear() * 12 + date.getUTCMonth();
  };
  return monthIndex(last) - monthIndex(first) + 1;
}

const dayMonth = (iso: string): { day: number; month: string; year: string } => ({
  day: Number(iso.slice(8, 10)),
  month: MONTHS[Number(iso.slice(5, 7)) - 1] ?? '',
  year: iso.slice(0, 4),
});

/** A data point's label: "3 Nov" (daily), "3–9 Nov" or "27 Oct – 2 Nov" (weekly), "Nov 2025" (monthly). */
export function bucketLabel(bucket: Bucket, level: AggregationLevel): string {
  const start = dayMonth(bucket.startDate);
  const end = dayMonth(bucket.endDate);
  if (level === 'monthly') return `${start.month} ${start.year}`;
  if (level === 'daily' || bucket.startDate === bucket.endDate) return `${start.day} ${start.month}`;
  if (start.month === end.month && start.year === end.year) return `${start.day}–${end.day} ${end.month}`;
  return `${start.day} ${start.month} – ${end.day} ${end.month}`;
}

/** a / b rounded half away from zero, exactly (b > 0). */
export function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const magnitude = negative ? -a : a;
  const rounded = (magnitude * 2n + b) / (b * 2n);
  return negative ? -rounded : rounded;
}

/**
 * Each category's share of the total, in hundredths of a percent (3334 is 33.34 %), by largest remainder:
 * every share is its exact value rounded down, then the hundredths still missing to make 100.00 go one each
 * to the largest remainders (the earlier row on a tie). So the shares of a breakdown always add up to exactly
 * 100.00 %, and no share is more than 0.01 away from its exact value. All zero when the total is zero.
 */
export function sharePercentages(cents: readonly number[]): number[] {
  const total = cents.reduce((sum, value) => sum + BigInt(value), 0n);
  if (total === 0n) return cents.map(() => 0);
  const exact = cents.map((value) => BigInt(value) * 10_000n);
  const shares = exact.map((value) => value / total);
  let missing = 10_000n - shares.reduce((sum, value) => sum + value, 0n);
  const order = exact
    .map((value, index) => ({ index, remainder: value % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (missing <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    missing -= 1n;
  }
  return shares.map(Number);
}

export const TRENDS = ['increasing', 'decreasing', 'stable'] as const;
export type Trend = (typeof TRENDS)[number];

/** Changes smaller than this (in percent, either way) read as stable. */
export const TREND_STABLE_BAND_PERCENT = 5;

export interface TrendPoint {
  /** The bucket's figure in cents (expenses and income as sizes, net signed). */
  cents: number;
  /** How many days the bucket covers (edge buckets can be shorter). */
  days: number;
}

export interface TrendResult {
  trend: Trend;
  /** Signed percent with 2 decimals: the later half's daily rate against the earlier half's. */
  percentage: number;
}

/**
 * The trend of a series of data points, oldest first:
 * 1. Split the points into an earlier and a later half of equal count; with an odd count the middle point
 *    belongs to neither. Fewer than two points: stable, 0 %.
 * 2. Each half's daily rate is its total cents over the days its points cover, so a short edge bucket (a
 *    partial first week, a month cut at today) weighs what it covers.
 * 3. trend_percentage = (later rate - earlier rate) / |earlier rate| x 100, rounded half away from zero to
 *    2 decimals. From an earlier total of 0 it is +100 (later above 0), -100 (below 0) or 0.
 * 4. increasing at +5 % or more, decreasing at -5 % or less, stable in between.
 */
export function trendOf(points: readonly TrendPoint[]): TrendResult {
  const half = Math.floor(points.length / 2);
  if (half === 0) return { trend: 'stable', percentage: 0 };
  const sums = (from: number, to: number): { cents: bigint; days: bigint } => {
    let cents = 0n;
    let days = 0;
    for (let index = from; index < to; index += 1) {
      const point = points[index];
      if (!point) continue;
      cents += BigInt(point.cents);
      days += point.days;
    }
    return { cents, days: BigInt(days) };
  };
  const earlier = sums(0, half);
  const later = sums(points.length - half, points.length);
  let hundredths: bigint;
  if (earlier.cents === 0n) hundredths = later.cents === 0n ? 0n : later.cents > 0n ? 10_000n : -10_000n;
  else {
    const magnitude = earlier.cents < 0n ? -earlier.cents : earlier.cents;
    hundredths = divideRounded(
      (later.cents * earlier.days - earlier.cents * later.days) * 10_000n,
      magnitude * later.days,
    );
  }
  const percentage = Number(hundredths) / 100;
  const band = BigInt(TREND_STABLE_BAND_PERCENT * 100);
  const trend: Trend = hundredths >= band ? 'increasing' : hundredths <= -band ? 'decreasing' : 'stable';
  return { trend, percentage };
}
