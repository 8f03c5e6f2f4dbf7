import { singaporeToday } from '../transactions/date-presets';

/**
 * The calendar of scheduled CPF contributions, on the days of Asia/Singapore. A contribution day of 29-31
 * falls on the month's last day in shorter months (31 -> 30 April, 28 or 29 February).
 */

/** A month written YYYY-MM. */
export type MonthText = string;

const pad = (value: number): string => String(value).padStart(2, '0');

/** Days in a month (month 1..12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The month (YYYY-MM) of a day or month text. */
export const monthOf = (day: string): MonthText => day.slice(0, 7);

/** The month after a month: 2026-12 -> 2027-01. */
export function nextMonth(month: MonthText): MonthText {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 12 ? `${year + 1}-01` : `${year}-${pad(index + 1)}`;
}

/** The day a contribution on `day` (1..31) falls on in a month: min(day, the month's last day). */
export function contributionDateIn(month: MonthText, day: number): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return `${month}-${pad(Math.min(day, daysInMonth(year, index)))}`;
}

/**
 * The next scheduled date from a Singapore day: the first contribution date on or after `fromDay` whose month
 * has not been applied yet (the ledger says which months have been).
 */
export function nextContributionDateFrom(
  day: number,
  fromDay: string,
  isApplied: (month: MonthText) => boolean = () => false,
): string {
  let month = monthOf(fromDay);
  // Applied months are never in the future, so a few steps always find one; the bound is only a guard.
  for (let step = 0; step < 1200; step += 1) {
    const date = contributionDateIn(month, day);
    if (date >= fromDay && !isApplied(month)) return date;
    month = nextMonth(month);
  }
  throw new Error('No contribution date found');
}

/** The next scheduled date seen at an instant (today in Singapore counts if its contribution is still due). */
export function nextContributionDate(day: number, now: Date, isApplied?: (month: MonthText) => boolean): string {
  return nextContributionDateFrom(day, singaporeToday(now), isApplied);
}

/**
 * Every contribution due by `today` starting from the stored next date, oldest first: the stored date's month,
 * then each following month whose contribution date is on or before today. Empty when nothing is due.
 */
export function dueContributionDates(nextDate: string, day: number, today: string): string[] {
  const due: string[] = [];
  let date = nextDate;
  while (date <= today) {
    due.push(date);
    date = contributionDateIn(nextMonth(monthOf(date)), day);
  }
  return due;
}

/** The same day some months earlier (clamped to that month's last day): 2026-08-31 minus 6 -> 2026-02-28. */
export function dayMonthsBack(today: string, months: number): string {
  const year = Number(today.slice(0, 4));
  const index = Number(today.slice(5, 7)) - 1 - months;
  const first = new Date(Date.UTC(year, index, 1));
  const month = first.toISOString().slice(0, 7);
  return contributionDateIn(month, Number(today.slice(8, 10)));
}
