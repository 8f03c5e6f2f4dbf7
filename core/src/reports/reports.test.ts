import {
  bucketLabel,
  periodGranularity,
  reportBucketCount,
  reportBuckets,
  reportPeriodRange,
  reportTransactionsSchema,
  sharePercentages,
  singaporeDayOf,
  spendingTrendSchema,
  trendOf,
  REPORT_PERIODS,
} from '../index';

describe('report periods on Singapore days', () => {
  // 2025-11-21 16:30 UTC is already Saturday 22 November 00:30 in Singapore.
  const now = new Date('2025-11-21T16:30:00Z');

  it('covers each of the six periods, ending today when the period contains today', () => {
    expect(Object.fromEntries(REPORT_PERIODS.map((period) => [period, reportPeriodRange(period, now)]))).toEqual({
      'this-month': { startDate: '2025-11-01', endDate: '2025-11-22' },
      'last-month': { startDate: '2025-10-01', endDate: '2025-10-31' },
      'last-3-months': { startDate: '2025-08-01', endDate: '2025-11-22' },
      'last-6-months': { startDate: '2025-05-01', endDate: '2025-11-22' },
      'this-year': { startDate: '2025-01-01', endDate: '2025-11-22' },
      'last-year': { startDate: '2024-01-01', endDate: '2024-12-31' },
    });
  });

  it('switches at Singapore midnight, across the new year', () => {
    const newYear = new Date('2025-12-31T16:00:00Z'); // 1 January 2026 00:00 in Singapore
    expect(reportPeriodRange('this-month', newYear)).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(reportPeriodRange('last-month', newYear)).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(reportPeriodRange('last-6-months', newYear)).toEqual({ startDate: '2025-07-01', endDate: '2026-01-01' });
    expect(reportPeriodRange('last-year', newYear)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    const before = new Date('2025-12-31T15:59:59Z');
    expect(reportPeriodRange('this-year', before)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('picks the granularity by period', () => {
    expect(REPORT_PERIODS.map(periodGranularity)).toEqual(['daily', 'daily', 'weekly', 'weekly', 'monthly', 'monthly']);
  });
});

describe('report buckets', () => {
  it('cuts ISO weeks Monday to Sunday, partial at both edges, one week across a month end', () => {
    // 1 Aug 2025 is a Friday; 22 Nov 2025 a Saturday.
    const weeks = reportBuckets('2025-08-01', '2025-11-22', 'weekly');
    expect(weeks[0]).toEqual({ startDate: '2025-08-01', endDate: '2025-08-03' });
    expect(weeks[1]).toEqual({ startDate: '2025-08-04', endDate: '2025-08-10' });
    expect(weeks).toContainEqual({ startDate: '2025-09-29', endDate: '2025-10-05' });
    expect(weeks.at(-1)).toEqual({ startDate: '2025-11-17', endDate: '2025-11-22' });
    expect(weeks).toHaveLength(17);
    expect(bucketLabel({ startDate: '2025-09-29', endDate: '2025-10-05' }, 'weekly')).toBe('29 Sep – 5 Oct');
    expect(bucketLabel({ startDate: '2025-08-04', endDate: '2025-08-10' }, 'weekly')).toBe('4–10 Aug');
  });

  it('cuts days and months, months cut to the range', () => {
    expect(reportBuckets('2024-02-27', '2024-03-01', 'daily').map((bucket) => bucket.startDate)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(reportBuckets('2025-01-15', '2025-03-10', 'monthly')).toEqual([
      { startDate: '2025-01-15', endDate: '2025-01-31' },
      { startDate: '2025-02-01', endDate: '2025-02-28' },
      { startDate: '2025-03-01', endDate: '2025-03-10' },
    ]);
    expect(bucketLabel({ startDate: '2025-02-01', endDate: '2025-02-28' }, 'monthly')).toBe('Feb 2025');
    expect(bucketLabel({ startDate: '2025-02-03', endDate: '2025-02-03' }, 'daily')).toBe('3 Feb');
  });
});

describe('report bucket arithmetic', () => {
  const DAY_MS = 86_400_000;
  const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

  it('names every day as Date does, across leap days, centuries and the epoch', () => {
    for (const [start, end] of [
      ['1899-12-25', '1900-03-05'],
      ['1969-12-20', '1970-01-10'],
      ['1999-12-28', '2000-03-02'],
      ['2023-12-30', '2024-03-02'],
      ['2099-12-30', '2100-03-02'],
      ['9999-12-01', '9999-12-31'],
    ] as const) {
      const days = reportBuckets(start, end, 'daily').map((bucket) => bucket.startDate);
      const expected: string[] = [];
      for (let ms = Date.parse(`${start}T00:00:00Z`); ms <= Date.parse(`${end}T00:00:00Z`); ms += DAY_MS) {
        expected.push(iso(ms));
      }
      expect(days).toEqual(expected);
    }
  });

  it('counts the buckets it would cut, for every start and length of a winter and each level', () => {
    const first = Date.parse('2023-12-01T00:00:00Z');
    for (let start = 0; start < 70; start += 1) {
      for (const length of [1, 2, 6, 7, 8, 13, 14, 15, 30, 31, 32, 60, 366, 400]) {
        const startDate = iso(first + start * DAY_MS);
        const endDate = iso(first + (start + length - 1) * DAY_MS);
        for (const level of ['daily', 'weekly', 'monthly'] as const) {
          expect([startDate, endDate, level, reportBucketCount(startDate, endDate, level)]).toEqual([
            startDate,
            endDate,
            level,
            reportBuckets(startDate, endDate, level).length,
          ]);
        }
      }
    }
    expect(reportBucketCount('2025-02-01', '2025-01-31', 'daily')).toBe(0);
  });
});

describe('category percentages', () => {
  it('add up to exactly 100.00 by largest remainder', () => {
    expect(sharePercentages([1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(sharePercentages([10_000, 5_000, 2_500])).toEqual([5714, 2857, 1429]);
    const shares = sharePercentages([123_45, 67_89, 1, 999_99]);
    expect(shares.reduce((sum, value) => sum + value, 0)).toBe(10_000);
    expect(sharePercentages([0, 0])).toEqual([0, 0]);
  });
});

describe('trend rule', () => {
  const days = (cents: number[]) => cents.map((value) => ({ cents: value, days: 1 }));

  it('compares the later half with the earlier half, the middle point left out', () => {
    // Earlier 100 + 100 = 200, later 150 + 150 = 300: +50 %.
    expect(trendOf(days([100, 100, 999_999, 150, 150]))).toEqual({ trend: 'increasing', percentage: 50 });
    expect(trendOf(days([300, 100]))).toEqual({ trend: 'decreasing', percentage: -66.67 });
    expect(trendOf(days([1000, 1049]))).toEqual({ trend: 'stable', percentage: 4.9 });
    expect(trendOf(days([1000, 1050]))).toEqual({ trend: 'increasing', percentage: 5 });
    expect(trendOf(days([1000, 950]))).toEqual({ trend: 'decreasing', percentage: -5 });
  });

  it('weighs edge buckets by the days they cover', () => {
    // A 3-day first week of 300 (100 a day) against a 7-day week of 700 (100 a day): stable, 0 %.
    expect(
      trendOf([
        { cents: 300, days: 3 },
        { cents: 700, days: 7 },
      ]),
    ).toEqual({ trend: 'stable', percentage: 0 });
  });

  it('reads from zero and one point as documented; net can be negative', () => {
    expect(trendOf(days([0, 500]))).toEqual({ trend: 'increasing', percentage: 100 });
    expect(trendOf(days([0, -500]))).toEqual({ trend: 'decreasing', percentage: -100 });
    expect(trendOf(days([0, 0]))).toEqual({ trend: 'stable', percentage: 0 });
    expect(trendOf(days([700]))).toEqual({ trend: 'stable', percentage: 0 });
    // Net -200 then +100: up by 300 against |-200|: +150 %.
    expect(trendOf(days([-200, 100]))).toEqual({ trend: 'increasing', percentage: 150 });
  });
});

describe('report inputs', () => {
  it('reads ISO date-times as Singapore days', () => {
    expect(singaporeDayOf('2025-11-30')).toBe('2025-11-30');
    expect(singaporeDayOf('2025-11-30T23:59:59')).toBe('2025-11-30');
    expect(singaporeDayOf('2025-11-30T16:00:00.000Z')).toBe('2025-12-01');
    expect(singaporeDayOf('2025-11-30T23:59:59.999+08:00')).toBe('2025-11-30');
    expect(singaporeDayOf('2025-02-30')).toBeUndefined();
    expect(singaporeDayOf('yesterday')).toBeUndefined();
  });

  it('validates the trend and the top transactions', () => {
    expect(spendingTrendSchema.parse({ startDate: '2025-01-01', endDate: '2025-01-31' }).aggregationLevel).toBe(
      'daily',
    );
    expect(spendingTrendSchema.safeParse({ startDate: '2025-02-01', endDate: '2025-01-31' }).success).toBe(false);
    expect(
      spendingTrendSchema.safeParse({ startDate: '2020-01-01', endDate: '2025-01-31', aggregationLevel: 'daily' })
        .success,
    ).toBe(false);
    expect(
      spendingTrendSchema.safeParse({ startDate: '2020-01-01', endDate: '2025-01-31', aggregationLevel: 'hourly' })
        .success,
    ).toBe(false);
    expect(
      reportTransactionsSchema.parse({ startDate: '2025-11-01T00:00:00+08:00', endDate: '2025-11-30T23:59:59+08:00' }),
    ).toEqual({
      startDate: '2025-11-01',
      endDate: '2025-11-30',
      categoryId: undefined,
      isIncome: undefined,
      sortBy: 'amount',
      sortOrder: 'desc',
      limit: 10,
    });
    expect(
      reportTransactionsSchema.safeParse({ startDate: '2025-11-01', endDate: '2025-11-30', limit: 101 }).success,
    ).toBe(false);
  });
});
