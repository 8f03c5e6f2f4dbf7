import { datePresetRange, singaporeToday } from '../transactions/date-presets';

/**
 * The "Growing Season" periods of the reports screen, on the calendar of Asia/Singapore.
 * A report covers days that have happened: a period that contains today ends today.
 */
export const REPORT_PERIODS = [
  'this-month',
  'last-month',
  'last-3-months',
  'last-6-months',
  'this-year',
  'last-year',
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The report's default timeframe. */
export const REPORT_PERIOD_DEFAULT: ReportPeriod = 'this-month';

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  'this-month': 'This Month',
  'last-month': 'Last Month',
  'last-3-months': 'Last 3 Months',
  'last-6-months': 'Last 6 Months',
  'this-year': 'This Year',
  'last-year': 'Last Year',
};

export const AGGREGATION_LEVELS = ['daily', 'weekly', 'monthly'] as const;
export type AggregationLevel = (typeof AGGREGATION_LEVELS)[number];

export const isReportPeriod = (value: unknown): value is ReportPeriod =>
  typeof value === 'string' && (REPORT_PERIODS as readonly string[]).includes(value);

/** An inclusive range of Singapore calendar days, both ends given. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const isoDay = (year: number, monthIndex: number, day: number): string =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/**
 * The days a period covers at the given instant (both ends inclusive):
 * - this-month: the 1st of this month to today;
 * - last-month: the whole previous month (the transactions page's last-month);
 * - last-3-months: the 1st of the month three months back to today, the transactions page's reading of the
 *   spec ("from the first day three months back"): on 22 November, 1 August to 22 November;
 * - last-6-months: the same rule six months back: on 22 November, 1 May to 22 November;
 * - this-year: 1 January to today (the transactions page's year-to-date);
 * - last-year: 1 January to 31 December of the previous year.
 */
export function reportPeriodRange(period: ReportPeriod, now: Date): DayRange {
  const today = singaporeToday(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const preset = (name: Parameters<typeof datePresetRange>[0]) => datePresetRange(name, now);
  switch (period) {
    case 'this-month':
      return { startDate: preset('this-month').startDate ?? today, endDate: today };
    case 'last-month': {
      const { startDate = today, endDate = today } = preset('last-month');
      return { startDate, endDate };
    }
    case 'last-3-months':
      return { startDate: preset('last-3-months').startDate ?? today, endDate: today };
    case 'last-6-months':
      return { startDate: isoDay(year, month - 6, 1), endDate: today };
    case 'this-year':
      return { startDate: preset('year-to-date').startDate ?? today, endDate: today };
    case 'last-year': {
      const { startDate = today, endDate = today } = preset('last-year');
      return { startDate, endDate };
    }
  }
}

/** Trend granularity: daily for this-month and last-month, weekly for 3 and 6 months, monthly for years. */
export function periodGranularity(period: ReportPeriod): AggregationLevel {
  switch (period) {
    case 'this-month':
    case 'last-month':
      return 'daily';
    case 'last-3-months':
    case 'last-6-months':
      return 'weekly';
    case 'this-year':
    case 'last-year':
      return 'monthly';
  }
}
