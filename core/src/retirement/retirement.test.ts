import {
  contributionDateIn,
  dayMonthsBack,
  dueContributionDates,
  nextContributionDate,
  nextContributionDateFrom,
} from './contribution-schedule';
import { decimalToCentsRounded } from '../money/money';
import {
  RETIREMENT_MESSAGES,
  clampContributionDay,
  cpfBalanceAdjustmentDescription,
  cpfTransactionDescription,
  nextContributionSettings,
  planCpfBalanceUpdate,
  retirementAccountCreateSchema,
  retirementAccountUpdateSchema,
} from './retirement.rules';

describe('contribution schedule (Asia/Singapore)', () => {
  it('puts days 29-31 on the last day of shorter months, leap years included', () => {
    expect(contributionDateIn('2026-04', 31)).toBe('2026-04-30');
    expect(contributionDateIn('2026-02', 31)).toBe('2026-02-28');
    expect(contributionDateIn('2026-02', 29)).toBe('2026-02-28');
    expect(contributionDateIn('2028-02', 31)).toBe('2028-02-29');
    expect(contributionDateIn('2028-02', 29)).toBe('2028-02-29');
    expect(contributionDateIn('2100-02', 29)).toBe('2100-02-28');
    expect(contributionDateIn('2026-05', 31)).toBe('2026-05-31');
    expect(contributionDateIn('2026-11', 15)).toBe('2026-11-15');
  });

  it('finds the next date from an instant on the Singapore calendar', () => {
    // 2026-11-14T16:30Z is 00:30 on 15 November in Singapore: today's contribution is still ahead.
    expect(nextContributionDate(15, new Date('2026-11-14T16:30:00Z'))).toBe('2026-11-15');
    // 2026-11-14T15:59Z is still 14 November in Singapore.
    expect(nextContributionDate(15, new Date('2026-11-14T15:59:00Z'))).toBe('2026-11-15');
    // 2026-11-15T16:00Z is 16 November in Singapore: next month.
    expect(nextContributionDate(15, new Date('2026-11-15T16:00:00Z'))).toBe('2026-12-15');
    expect(nextContributionDate(31, new Date('2027-02-01T00:00:00Z'))).toBe('2027-02-28');
    expect(nextContributionDate(31, new Date('2028-02-10T00:00:00Z'))).toBe('2028-02-29');
    expect(nextContributionDate(15, new Date('2026-12-20T00:00:00Z'))).toBe('2027-01-15');
  });

  it('skips a month whose contribution was already applied', () => {
    expect(nextContributionDateFrom(25, '2026-11-20', (month) => month === '2026-11')).toBe('2026-12-25');
    expect(nextContributionDateFrom(25, '2026-11-20', () => false)).toBe('2026-11-25');
  });

  it('lists every due date in order for a catch-up', () => {
    expect(dueContributionDates('2026-11-15', 15, '2026-11-14')).toEqual([]);
    expect(dueContributionDates('2026-11-15', 15, '2026-11-15')).toEqual(['2026-11-15']);
    expect(dueContributionDates('2026-11-15', 15, '2026-11-18')).toEqual(['2026-11-15']);
    expect(dueContributionDates('2026-12-31', 31, '2027-03-01')).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
  });

  it('goes back six months by day', () => {
    expect(dayMonthsBack('2026-11-23', 6)).toBe('2026-05-23');
    expect(dayMonthsBack('2026-08-31', 6)).toBe('2026-02-28');
    expect(dayMonthsBack('2026-03-15', 6)).toBe('2025-09-15');
  });
});

describe('CPF rules', () => {
  it('rounds amounts to cents on the digits (core money helper)', () => {
    expect(decimalToCentsRounded('12.345')).toBe(1235);
    expect(decimalToCentsRounded('12.344')).toBe(1234);
    expect(decimalToCentsRounded(0.1 + 0.2)).toBe(30);
    expect(decimalToCentsRounded('1,000')).toBe(100000);
    expect(decimalToCentsRounded('-5.5')).toBe(-550);
    expect(decimalToCentsRounded('-0.005')).toBe(-1);
    expect(decimalToCentsRounded('.5')).toBe(50);
    expect(decimalToCentsRounded('+7.')).toBe(700);
    expect(decimalToCentsRounded('abc')).toBeUndefined();
    expect(decimalToCentsRounded('')).toBeUndefined();
    expect(decimalToCentsRounded(1e21)).toBeUndefined();
    expect(decimalToCentsRounded(null)).toBeUndefined();
  });

  it('keeps CPF accounts in SGD', () => {
    expect(retirementAccountCreateSchema.parse({ accountType: 'cpf-oa', currency: ' sgd ' }).currency).toBe('SGD');
    expect(retirementAccountCreateSchema.parse({ accountType: 'CPF-OA' }).currency).toBe('SGD');
    for (const currency of ['USD', 'SG', 42]) {
      const result = retirementAccountCreateSchema.safeParse({ accountType: 'CPF-OA', currency });
      expect(result.success ? '' : result.error.issues[0]?.message).toBe(
        'CPF accounts are kept in Singapore dollars: currency must be SGD',
      );
    }
  });

  it('clamps the contribution day to 1..31', () => {
    expect(clampContributionDay(0)).toBe(1);
    expect(clampContributionDay(45)).toBe(31);
    expect(clampContributionDay(7.9)).toBe(7);
    const parsed = retirementAccountUpdateSchema.parse({ contributionDay: '40', contributionAmount: '150.456' });
    expect(parsed).toEqual({
      balanceCents: undefined,
      isAutoContributionEnabled: undefined,
      contributionDay: 31,
      contributionAmountCents: 15046,
    });
  });

  it('checks contribution amounts with the spec message', () => {
    for (const amount of ['0', '-1', 'x', '0.004']) {
      const result = retirementAccountUpdateSchema.safeParse({ contributionAmount: amount });
      expect(result.success ? '' : result.error.issues[0]?.message).toBe(
        RETIREMENT_MESSAGES.contributionAmountPositive,
      );
    }
    const big = retirementAccountUpdateSchema.safeParse({ contributionAmount: '1000000' });
    expect(big.success ? '' : big.error.issues[0]?.message).toBe(RETIREMENT_MESSAGES.contributionAmountTooLarge);
    expect(retirementAccountUpdateSchema.parse({ contributionAmount: '999999.99' }).contributionAmountCents).toBe(
      99_999_999,
    );
  });

  it('switches auto-contribution on with day 15 and 100, off clearing both', () => {
    const off = { isAutoContributionEnabled: false, contributionDay: null, contributionAmountCents: null };
    expect(nextContributionSettings(off, { isAutoContributionEnabled: true })).toEqual({
      isAutoContributionEnabled: true,
      contributionDay: 15,
      contributionAmountCents: 10000,
    });
    const on = { isAutoContributionEnabled: true, contributionDay: 3, contributionAmountCents: 500 };
    expect(nextContributionSettings(on, { isAutoContributionEnabled: false })).toEqual(off);
    expect(nextContributionSettings(on, { contributionDay: 9 })).toEqual({ ...on, contributionDay: 9 });
    expect(nextContributionSettings(off, { contributionDay: 9 })).toEqual({
      error: RETIREMENT_MESSAGES.enabledNeedsFlag,
    });
  });

  it('plans balance updates with every spec message', () => {
    const problem = (current: number, input: Record<string, unknown>): string | undefined => {
      const plan = planCpfBalanceUpdate(current, input);
      return 'message' in plan ? plan.message : undefined;
    };
    expect(problem(1000, { mode: 'set_balance', newBalance: '', notes: 'x' })).toBe(RETIREMENT_MESSAGES.balanceInvalid);
    expect(problem(1000, { mode: 'set_balance', newBalance: '-1', notes: 'x' })).toBe(
      RETIREMENT_MESSAGES.balanceInvalid,
    );
    expect(problem(1000, { mode: 'set_balance', newBalance: '10.001', notes: 'x' })).toBe(
      RETIREMENT_MESSAGES.balanceUnchanged,
    );
    expect(problem(1000, { mode: 'set_balance', newBalance: '10000000', notes: 'x' })).toBe(
      RETIREMENT_MESSAGES.balanceTooLarge,
    );
    expect(problem(1000, { mode: 'add_transaction', amount: '0', notes: 'x' })).toBe(RETIREMENT_MESSAGES.amountInvalid);
    expect(problem(1000, { mode: 'add_transaction', amount: '5', notes: '  ' })).toBe(
      RETIREMENT_MESSAGES.notesRequired,
    );
    expect(problem(1000, { mode: 'add_transaction', amount: '10.01', transactionType: 'withdrawal', notes: 'x' })).toBe(
      RETIREMENT_MESSAGES.negativeResult,
    );
    expect(problem(999_999_000, { mode: 'add_transaction', amount: '10', notes: 'x' })).toBe(
      RETIREMENT_MESSAGES.balanceTooLarge,
    );
    expect(problem(1000, { mode: 'add_transaction', amount: '5', notes: 'n'.repeat(1001) })).toBe(
      'Notes must be at most 1000 characters',
    );
    expect(problem(1000, { mode: 'add_transaction', amount: '5', notes: ` ${'n'.repeat(1000)} ` })).toBeUndefined();
    expect(planCpfBalanceUpdate(1000, { mode: 'add_transaction', amount: '2.505', notes: ' top up ' })).toEqual({
      mode: 'add_transaction',
      deltaCents: 251,
      newBalanceCents: 1251,
      notes: 'top up',
      date: undefined,
    });
    expect(planCpfBalanceUpdate(1000, { mode: 'set_balance', newBalance: '4', notes: 'fix' })).toEqual({
      mode: 'set_balance',
      deltaCents: -600,
      newBalanceCents: 400,
      notes: 'fix',
      date: undefined,
    });
  });

  it('refuses a date after today (Singapore) when today is given', () => {
    const input = { mode: 'add_transaction', amount: '5', notes: 'x' };
    expect(planCpfBalanceUpdate(1000, { ...input, date: '2026-11-24' }, '2026-11-23')).toEqual({
      field: 'date',
      message: 'Date must not be after today',
    });
    expect(planCpfBalanceUpdate(1000, { ...input, date: '2026-11-23' }, '2026-11-23')).toMatchObject({
      date: '2026-11-23',
    });
    expect(planCpfBalanceUpdate(1000, { ...input, date: '2020-02-29' }, '2026-11-23')).toMatchObject({
      date: '2020-02-29',
    });
    // Without today (the web's preview) the date is only checked for shape.
    expect(planCpfBalanceUpdate(1000, { ...input, date: '2099-01-01' })).toMatchObject({ date: '2099-01-01' });
  });

  it('describes a set balance as an adjustment and an added amount as a contribution or withdrawal', () => {
    expect(cpfBalanceAdjustmentDescription('CPF-OA')).toBe('CPF-OA balance adjustment');
    expect(cpfTransactionDescription('CPF-SA', true)).toBe('CPF-SA contribution');
    expect(cpfTransactionDescription('CPF-MA', false)).toBe('CPF-MA withdrawal');
  });
});
