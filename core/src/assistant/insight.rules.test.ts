import {
  budgetExceedDate,
  categorySpike,
  isChargeMissing,
  monthsBefore,
  transactionsLink,
  unusuallyLarge,
} from './insight.rules';

describe('insight rules', () => {
  it('projects the day a budget runs out at the pace so far, inside the period only', () => {
    // S$300 in 10 days of a 30-day month: S$30 a day passes S$500 on day 17.
    expect(budgetExceedDate(30_000, 50_000, '2026-09-01', '2026-09-30', '2026-09-10')).toBe('2026-09-17');
    expect(budgetExceedDate(15_000, 50_000, '2026-09-01', '2026-09-30', '2026-09-10')).toBeUndefined();
    expect(budgetExceedDate(60_000, 50_000, '2026-09-01', '2026-09-30', '2026-09-10')).toBeUndefined();
    expect(budgetExceedDate(30_000, 50_000, '2026-09-01', '2026-09-30', '2026-09-07')).toBeUndefined(); // < a quarter
    expect(budgetExceedDate(30_000, 50_000, '2026-09-01', '2026-09-30', '2026-09-30')).toBeUndefined(); // last day
  });

  it('calls a spike at 1.5 times the median and S$50 above it, with 3 months of history', () => {
    expect(categorySpike(45_000, [30_000, 30_000, 20_000])).toEqual({ medianCents: 30_000, ratio: 1.5 });
    expect(categorySpike(44_999, [30_000, 30_000, 20_000])).toBeUndefined();
    expect(categorySpike(9_000, [6_000, 6_000, 6_000])).toBeUndefined(); // only S$30 above
    expect(categorySpike(90_000, [30_000, 30_000])).toBeUndefined();
    expect(categorySpike(90_000, [0, 0, 0, 10_000])).toBeUndefined(); // no usual month to compare with
  });

  it('misses a charge only past its tolerance and when later rows are in', () => {
    expect(isChargeMissing('monthly', '2026-06-05', '2026-06-20', '2026-06-13')).toBe(true);
    expect(isChargeMissing('monthly', '2026-06-05', '2026-06-20', '2026-06-12')).toBe(false);
    expect(isChargeMissing('monthly', '2026-06-05', '2026-06-12', '2026-06-12')).toBe(false);
    expect(isChargeMissing('weekly', '2026-06-05', '2026-06-08', '2026-06-08')).toBe(true);
    expect(isChargeMissing('monthly', '2026-04-05', '2026-06-20', '2026-06-19')).toBe(false); // long gone
  });

  it('finds a charge large against its merchant first, else its category', () => {
    expect(unusuallyLarge(15_000, { count: 4, medianCents: 5_000 }, { count: 0, medianCents: 0, maxCents: 0 })).toEqual(
      { against: 'merchant', medianCents: 5_000 },
    );
    expect(
      unusuallyLarge(14_999, { count: 4, medianCents: 5_000 }, { count: 20, medianCents: 100, maxCents: 200 }),
    ).toBeUndefined();
    expect(
      unusuallyLarge(30_000, { count: 3, medianCents: 5_000 }, { count: 10, medianCents: 4_000, maxCents: 29_000 }),
    ).toEqual({ against: 'category', medianCents: 4_000 });
    expect(
      unusuallyLarge(4_999, { count: 9, medianCents: 100 }, { count: 0, medianCents: 0, maxCents: 0 }),
    ).toBeUndefined();
  });

  it('names the months before a day and links to the filtered transactions', () => {
    expect(monthsBefore('2026-03-31', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(
      transactionsLink({ categoryId: 'c1', startDate: '2026-06-01', endDate: '2026-06-30', type: 'expenses' }),
    ).toBe('/transactions?category=c1&start=2026-06-01&end=2026-06-30&type=expenses');
    expect(transactionsLink({})).toBe('/transactions');
  });
});
