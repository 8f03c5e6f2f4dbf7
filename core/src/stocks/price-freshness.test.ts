import {
  FRESHNESS_LEVEL_TEXT,
  freshnessLevel,
  priceAgeLabel,
  priceFreshness,
  priceStalenessSummary,
  type PriceFreshness,
} from './price-freshness';

const now = new Date('2026-11-23T12:00:00.000Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('price freshness per stock', () => {
  it.each<[string, Date | string | null | undefined, PriceFreshness, string]>([
    ['no timestamp', null, 'never', 'Never updated'],
    ['undefined', undefined, 'never', 'Never updated'],
    ['empty text', '', 'never', 'Never updated'],
    ['this instant', ago(0), 'fresh', 'Just now'],
    ['59 s', ago(59 * SECOND), 'fresh', 'Just now'],
    ['1 min', ago(MINUTE), 'fresh', '1m ago'],
    ['59 min 59 s', ago(HOUR - SECOND), 'fresh', '59m ago'],
    ['1 h', ago(HOUR), 'fresh', '1h ago'],
    ['exactly 4 h', ago(4 * HOUR), 'fresh', '4h ago'],
    ['4 h + 1 ms', ago(4 * HOUR + 1), 'moderate', '4h ago'],
    ['23 h 59 min', ago(DAY - MINUTE), 'moderate', '23h ago'],
    ['1 ms short of a day', ago(DAY - 1), 'moderate', '23h ago'],
    ['exactly 1 day', ago(DAY), 'stale', '1d ago'],
    ['6 days 23 h', ago(7 * DAY - HOUR), 'stale', '6d ago'],
    ['30 days', ago(30 * DAY), 'stale', '30d ago'],
    ['an ISO string 2 h old', '2026-11-23T10:00:00.000Z', 'fresh', '2h ago'],
    ['a timestamp 5 min in the future (clock skew)', new Date(now.getTime() + 5 * MINUTE), 'fresh', 'Just now'],
  ])('%s -> %s, %s', (_label, updated, bucket, text) => {
    expect(priceFreshness(updated, now)).toBe(bucket);
    expect(priceAgeLabel(updated, now)).toBe(text);
  });
});

describe('overall market data freshness', () => {
  it.each([
    [100, 'fresh'],
    [80, 'fresh'],
    [79, 'moderate'],
    [60, 'moderate'],
    [59, 'stale'],
    [0, 'stale'],
  ] as const)('%i %% is %s', (percentage, level) => {
    expect(freshnessLevel(percentage)).toBe(level);
  });

  it('has the spec display texts', () => {
    expect(FRESHNESS_LEVEL_TEXT).toEqual({ fresh: 'Fresh Data', moderate: 'Moderate', stale: 'Stale' });
  });

  it('counts fresh over total, rounding down, and counts never-updated stocks apart', () => {
    const summary = priceStalenessSummary(
      [ago(MINUTE), ago(4 * HOUR), ago(5 * HOUR), ago(2 * DAY), null, undefined],
      now,
    );
    // 2 of 6 fresh = 33.33 % -> 33
    expect(summary).toEqual({
      freshnessPercentage: 33,
      freshCount: 2,
      totalStocks: 6,
      neverUpdated: 2,
      level: 'stale',
    });
  });

  it('rounds down at the 80 % boundary: 79.99.. % is moderate, exactly 80 % is fresh', () => {
    // 4 of 5 = 80 % exactly
    const five = [ago(0), ago(0), ago(0), ago(0), ago(DAY)];
    expect(priceStalenessSummary(five, now)).toMatchObject({ freshnessPercentage: 80, level: 'fresh' });
    // 799 of 1000 = 79.9 % -> 79, moderate (rounding half-up would have shown 80 'Fresh Data')
    const thousand = [...Array<Date>(799).fill(ago(0)), ...Array<null>(201).fill(null)];
    expect(priceStalenessSummary(thousand, now)).toMatchObject({
      freshnessPercentage: 79,
      freshCount: 799,
      totalStocks: 1000,
      neverUpdated: 201,
      level: 'moderate',
    });
  });

  it('rounds down at the 60 % boundary', () => {
    const threeOfFive = [ago(0), ago(0), ago(0), ago(5 * HOUR), null];
    expect(priceStalenessSummary(threeOfFive, now)).toMatchObject({ freshnessPercentage: 60, level: 'moderate' });
    // 5 of 9 = 55.5 %
    const fiveOfNine = [...Array<Date>(5).fill(ago(0)), ...Array<Date>(4).fill(ago(2 * DAY))];
    expect(priceStalenessSummary(fiveOfNine, now)).toMatchObject({ freshnessPercentage: 55, level: 'stale' });
    // 2 of 3 = 66.67 % -> 66
    expect(priceStalenessSummary([ago(0), ago(0), null], now)).toMatchObject({
      freshnessPercentage: 66,
      level: 'moderate',
    });
  });

  it('with prices never updated everything is stale, not invented fresh', () => {
    expect(priceStalenessSummary([null, null, null], now)).toEqual({
      freshnessPercentage: 0,
      freshCount: 0,
      totalStocks: 3,
      neverUpdated: 3,
      level: 'stale',
    });
  });

  it('with no stocks nothing is out of date', () => {
    expect(priceStalenessSummary([], now)).toEqual({
      freshnessPercentage: 100,
      freshCount: 0,
      totalStocks: 0,
      neverUpdated: 0,
      level: 'fresh',
    });
  });
});
