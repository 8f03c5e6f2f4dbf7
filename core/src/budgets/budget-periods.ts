import { isIsoDate, singaporeToday, type DateRange } from '../transactions/date-presets';

/** The periods a budget can cover; monthly is the default. */
export const BUDGET_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
export const DEFAULT_BUDGET_PERIOD: BudgetPeriod = 'monthly';

/** Both sides of a budget's period are known: the first and the last calendar day, inclusive. */
export type BudgetPeriodRange = Required<DateRange>;

const DAY_MS = 24 * 60 * 60 * 1000;

const utcDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date): string => date.toISOString().slice(0, 10);
const isoDay = (year: number, monthIndex: number, day: number): string =>
  isoOf(new Date(Date.UTC(year, monthIndex, day)));

/**
 * The period of the given kind that contains a calendar day (YYYY-MM-DD, read as a day in Singapore):
 * - daily: that day;
 * - weekly: Monday to Sunday (ISO weeks), so a week may start in one month or year and end in the next;
 * - monthly: the first to the last day of the month;
 * - yearly: 1 January to 31 December.
 */
export function budgetPeriodRange(period: BudgetPeriod, day: string): BudgetPeriodRange {
  if (!isIsoDate(day)) throw new Error(`Not a calendar day: "${day}"`);
  const date = utcDay(day);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (period) {
    case 'daily':
      return { startDate: day, endDate: day };
    case 'weekly': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      const monday = date.getTime() - sinceMonday * DAY_MS;
      return { startDate: isoOf(new Date(monday)), endDate: isoOf(new Date(monday + 6 * DAY_MS)) };
    }
    case 'monthly':
      return { startDate: isoDay(year, month, 1), endDate: isoDay(year, month + 1, 0) };
    case 'yearly':
      return { startDate: isoDay(year, 0, 1), endDate: isoDay(year, 11, 31) };
  }
}

/** The current period of a budget at an instant, on the calendar of Asia/Singapore (UTC+8, no daylight saving). */
export function currentBudgetPeriod(period: BudgetPeriod, now: Date): BudgetPeriodRange {
  return budgetPeriodRange(period, singaporeToday(now));
}
