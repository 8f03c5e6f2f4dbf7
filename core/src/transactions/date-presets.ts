/**
 * Date-range presets of the transactions page, computed on the calendar of
 * Asia/Singapore (UTC+8 all year, no daylight saving), whatever the server's or browser's zone.
 */
export const DATE_PRESETS = ['all', 'this-month', 'last-month', 'last-3-months', 'year-to-date', 'last-year'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const SINGAPORE_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

/** An inclusive range of calendar days (YYYY-MM-DD); an open side is undefined. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

const isoDay = (year: number, monthIndex: number, day: number): string =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/** Today's date in Singapore at the given instant. */
export function singaporeToday(now: Date): string {
  return new Date(now.getTime() + SINGAPORE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The days a preset covers at the given instant:
 * - this-month: the first to the last day of the current month;
 * - last-month: the first to the last day of the previous month;
 * - last-3-months: "from the first day three months back to the end of this month", read literally: on any
 *   day of November that is 1 August to 30 November (the three whole months before this one, and this one);
 * - year-to-date: 1 January to today;
 * - last-year: 1 January to 31 December of the previous year;
 * - all: no bounds.
 */
export function datePresetRange(preset: DatePreset, now: Date): DateRange {
  const today = singaporeToday(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  switch (preset) {
    case 'all':
      return {};
    case 'this-month':
      return { startDate: isoDay(year, month, 1), endDate: isoDay(year, month + 1, 0) };
    case 'last-month':
      return { startDate: isoDay(year, month - 1, 1), endDate: isoDay(year, month, 0) };
    case 'last-3-months':
      return { startDate: isoDay(year, month - 3, 1), endDate: isoDay(year, month + 1, 0) };
    case 'year-to-date':
      return { startDate: isoDay(year, 0, 1), endDate: today };
    case 'last-year':
      return { startDate: isoDay(year - 1, 0, 1), endDate: isoDay(year - 1, 11, 31) };
  }
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
