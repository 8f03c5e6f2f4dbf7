import {
  BUDGET_MESSAGES,
  budgetCreateSchema,
  budgetPercentage,
  budgetPeriodRange,
  budgetSpendingQuerySchema,
  budgetState,
  budgetUpdateSchema,
  currentBudgetPeriod,
} from './index';

describe('budget periods (Asia/Singapore calendar)', () => {
  it.each([
    ['daily', '2026-11-23', '2026-11-23', '2026-11-23'],
    ['weekly', '2026-11-23', '2026-11-23', '2026-11-29'], // a Monday starts its own week
    ['weekly', '2026-11-29', '2026-11-23', '2026-11-29'], // a Sunday ends it
    ['weekly', '2026-12-02', '2026-11-30', '2026-12-06'], // a week that crosses a month end
    ['weekly', '2027-01-01', '2026-12-28', '2027-01-03'], // ... and a year end
    ['weekly', '2024-02-29', '2024-02-26', '2024-03-03'], // leap day
    ['monthly', '2024-02-10', '2024-02-01', '2024-02-29'],
    ['monthly', '2026-12-31', '2026-12-01', '2026-12-31'],
    ['yearly', '2026-07-15', '2026-01-01', '2026-12-31'],
  ] as const)('%s period containing %s is %s..%s', (period, day, startDate, endDate) => {
    expect(budgetPeriodRange(period, day)).toEqual({ startDate, endDate });
  });

  it('takes the day in Singapore, not UTC: 15:59:59Z is still the same SG day, 16:00Z the next', () => {
    // 30 Nov 2026 23:59:59 in Singapore is a Monday in a week running 30 Nov - 6 Dec, and still November.
    const lastSecond = new Date('2026-11-30T15:59:59.999Z');
    expect(currentBudgetPeriod('monthly', lastSecond)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(currentBudgetPeriod('daily', lastSecond)).toEqual({ startDate: '2026-11-30', endDate: '2026-11-30' });
    const firstSecond = new Date('2026-11-30T16:00:00.000Z');
    expect(currentBudgetPeriod('monthly', firstSecond)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(currentBudgetPeriod('weekly', firstSecond)).toEqual({ startDate: '2026-11-30', endDate: '2026-12-06' });
    // Sunday 29 Nov 23:59 SGT is still the week before.
    expect(currentBudgetPeriod('weekly', new Date('2026-11-29T15:59:00Z'))).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(currentBudgetPeriod('yearly', new Date('2026-12-31T16:00:00Z'))).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
  });

  it('refuses a day that does not exist', () => {
    expect(() => budgetPeriodRange('monthly', '2026-02-30')).toThrow('Not a calendar day');
  });
});

describe('budget states', () => {
  it('is ok below the threshold, warning from it up to the amount, over above it (exact cents)', () => {
    // 80% of 250.00 is 200.00
    expect(budgetState(19999, 25000, 80)).toBe('ok');
    expect(budgetState(20000, 25000, 80)).toBe('warning');
    expect(budgetState(25000, 25000, 80)).toBe('warning');
    expect(budgetState(25001, 25000, 80)).toBe('over');
    expect(budgetState(0, 25000, 1)).toBe('ok');
    expect(budgetState(250, 25000, 1)).toBe('warning');
    // A threshold of 100 warns only when the whole amount is spent.
    expect(budgetState(24999, 25000, 100)).toBe('ok');
    expect(budgetState(25000, 25000, 100)).toBe('warning');
    // 33% of 0.10 is 0.033: 0.03 is below, 0.04 reaches it.
    expect(budgetState(3, 10, 33)).toBe('ok');
    expect(budgetState(4, 10, 33)).toBe('warning');
  });

  it('gives the percentage spent to two decimals', () => {
    expect(budgetPercentage(0, 25000)).toBe(0);
    expect(budgetPercentage(20000, 25000)).toBe(80);
    expect(budgetPercentage(1, 3)).toBe(33.33);
    expect(budgetPercentage(2, 3)).toBe(66.67);
    expect(budgetPercentage(30125, 25000)).toBe(120.5);
  });
});

describe('budget rules', () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('defaults to monthly, 80 % and SGD and reads the amount exactly', () => {
    expect(budgetCreateSchema.parse({ categoryId: ' abc ', amount: '1,234.50' })).toEqual({
      categoryId: 'abc',
      period: 'monthly',
      amountCents: 123450,
      notificationThreshold: 80,
      currency: 'SGD',
    });
    expect(
      budgetCreateSchema.parse({
        categoryId: 'x',
        amount: 0.1,
        period: 'weekly',
        notificationThreshold: '100',
        currency: 'usd',
      }),
    ).toMatchObject({ amountCents: 10, period: 'weekly', notificationThreshold: 100, currency: 'USD' });
  });

  it.each([
    [{ amount: '10' }, 'categoryId', BUDGET_MESSAGES.categoryRequired],
    [{ categoryId: '  ', amount: '10' }, 'categoryId', BUDGET_MESSAGES.categoryRequired],
    [{ categoryId: 'c' }, 'amount', BUDGET_MESSAGES.amountRequired],
    [{ categoryId: 'c', amount: '' }, 'amount', BUDGET_MESSAGES.amountRequired],
    [{ categoryId: 'c', amount: '0' }, 'amount', BUDGET_MESSAGES.amountPositive],
    [{ categoryId: 'c', amount: '-5' }, 'amount', BUDGET_MESSAGES.amountPositive],
    [{ categoryId: 'c', amount: '1.234' }, 'amount', BUDGET_MESSAGES.amountInvalid],
    [{ categoryId: 'c', amount: 'ten' }, 'amount', BUDGET_MESSAGES.amountInvalid],
    [{ categoryId: 'c', amount: '1000000000' }, 'amount', BUDGET_MESSAGES.amountTooLarge],
    [{ categoryId: 'c', amount: '5', period: 'fortnightly' }, 'period', BUDGET_MESSAGES.periodInvalid],
    [
      { categoryId: 'c', amount: '5', notificationThreshold: 0 },
      'notificationThreshold',
      BUDGET_MESSAGES.thresholdInvalid,
    ],
    [
      { categoryId: 'c', amount: '5', notificationThreshold: 101 },
      'notificationThreshold',
      BUDGET_MESSAGES.thresholdInvalid,
    ],
    [
      { categoryId: 'c', amount: '5', notificationThreshold: 50.5 },
      'notificationThreshold',
      BUDGET_MESSAGES.thresholdInvalid,
    ],
    [{ categoryId: 'c', amount: '5', currency: 'S$' }, 'currency', BUDGET_MESSAGES.currencyInvalid],
  ])('refuses %j with the message for %s', (input, field, message) => {
    const result = budgetCreateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([[field, message]]);
  });

  it('leaves out of a change what is not given', () => {
    expect(budgetUpdateSchema.parse({})).toEqual({ amountCents: undefined });
    expect(budgetUpdateSchema.parse({ amount: '99.90', period: null })).toEqual({ amountCents: 9990 });
    expect(issues(budgetUpdateSchema.safeParse({ amount: '0' }))).toEqual([['amount', BUDGET_MESSAGES.amountPositive]]);
  });

  it('takes spending days as both dates or neither, in order', () => {
    expect(budgetSpendingQuerySchema.parse({})).toEqual({});
    expect(budgetSpendingQuerySchema.parse({ asOf: '2026-11-30', startDate: '' })).toEqual({ asOf: '2026-11-30' });
    expect(issues(budgetSpendingQuerySchema.safeParse({ startDate: '2026-11-01' }))).toEqual([
      ['endDate', BUDGET_MESSAGES.datesTogether],
    ]);
    expect(issues(budgetSpendingQuerySchema.safeParse({ startDate: '2026-11-02', endDate: '2026-11-01' }))).toEqual([
      ['startDate', BUDGET_MESSAGES.dateOrder],
    ]);
    expect(issues(budgetSpendingQuerySchema.safeParse({ asOf: '2026-02-30' }))).toEqual([
      ['asOf', BUDGET_MESSAGES.dateInvalid],
    ]);
  });
});
