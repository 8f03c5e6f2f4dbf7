import { z } from 'zod';
import { SINGAPORE_UTC_OFFSET_MS, isIsoDate } from '../transactions/date-presets';
import { SORT_ORDERS } from '../transactions/transaction.rules';
import { AGGREGATION_LEVELS, type AggregationLevel } from './report-periods';
import { daysBetween, reportBucketCount } from './report-figures';

/** The reports screen's messages, as specified, and the api's own validation messages of the reports calls. */
export const REPORT_MESSAGES = {
  reportFailed: 'Failed to load report data. Please try again later.',
  trendFailed: 'Failed to load spending trend data',
  categoryNotFound: 'Category not found',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  dateInvalid: 'Dates must be YYYY-MM-DD or ISO date-times',
  dateOrder: 'Start date must be on or before end date',
  rangeTooLong: 'A report covers at most 10 years',
  tooManyPoints: 'Too many data points: choose a weekly or monthly aggregation level',
  aggregationInvalid: `Aggregation level must be one of: ${AGGREGATION_LEVELS.join(', ')}`,
  sortByInvalid: 'Sort by must be amount or date',
  sortOrderInvalid: 'Sort order must be asc or desc',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
  isIncomeInvalid: 'is_income must be true or false',
} as const;

/** How many top transactions a report lists. */
export const REPORT_TOP_TRANSACTIONS = 10;
export const REPORT_TRANSACTIONS_LIMIT_MAX = 100;
/** At most this many days in one report (10 years). */
export const REPORT_RANGE_MAX_DAYS = 3_653;
/** At most this many data points in one trend (a daily trend of about 2.7 years). */
export const REPORT_TREND_MAX_POINTS = 1_000;

/**
 * The Singapore calendar day of a date or date-time sent by a client:
 * - "2025-11-30": that day;
 * - "2025-11-30T23:59:59" (no zone): a Singapore wall-clock time, so that day;
 * - "2025-11-30T16:00:00Z" or with an offset: that instant, read in Singapore (here 1 December).
 * Undefined when the text is none of these.
 */
export function singaporeDayOf(text: string): string | undefined {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(value);
  if (!match?.[1] || !isIsoDate(match[1])) return undefined;
  if (!match[2]) return match[1];
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return undefined;
  return new Date(instant + SINGAPORE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

const day = (required: string) =>
  z
    .unknown()
    .optional()
    .transform((raw, context): string => {
      if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
        context.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const parsed = typeof raw === 'string' ? singaporeDayOf(raw) : undefined;
      if (!parsed) {
        context.addIssue({ code: 'custom', message: REPORT_MESSAGES.dateInvalid });
        return z.NEVER;
      }
      return parsed;
    });

const ordered = <T extends { startDate: string; endDate: string }>(range: T, context: z.RefinementCtx) => {
  if (range.startDate > range.endDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.dateOrder });
  } else if (daysBetween(range.startDate, range.endDate) > REPORT_RANGE_MAX_DAYS) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.rangeTooLong });
  }
};

/** A report's range: both ends required, inclusive Singapore days, start on or before end. */
export const reportRangeSchema = z
  .object({ startDate: day(REPORT_MESSAGES.startDateRequired), endDate: day(REPORT_MESSAGES.endDateRequired) })
  .superRefine(ordered);
export type ReportRange = z.output<typeof reportRangeSchema>;

const optionalDay = z
  .unknown()
  .optional()
  .transform((raw, context): string | undefined => {
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
    const parsed = typeof raw === 'string' ? singaporeDayOf(raw) : undefined;
    if (!parsed) {
      context.addIssue({ code: 'custom', message: REPORT_MESSAGES.dateInvalid });
      return z.NEVER;
    }
    return parsed;
  });

/** The summary's range: either end may be open (no dates: all time). */
export const reportOpenRangeSchema = z
  .object({ startDate: optionalDay, endDate: optionalDay })
  .superRefine((range, context) => {
    if (range.startDate && range.endDate && range.startDate > range.endDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_MESSAGES.dateOrder });
    }
  });

const optionalBoolean = z
  .unknown()
  .optional()
  .transform((raw, context): boolean | undefined => {
    if (raw === undefined || raw === null || raw === '') return undefined;
    if (raw === true || raw === 'true') return true;
    if (raw === false || raw === 'false') return false;
    context.addIssue({ code: 'custom', message: REPORT_MESSAGES.isIncomeInvalid });
    return z.NEVER;
  });

/** The category breakdown: a range, and expenses (default) or income. */
export const categoryBreakdownSchema = z
  .object({
    startDate: day(REPORT_MESSAGES.startDateRequired),
    endDate: day(REPORT_MESSAGES.endDateRequired),
    isIncome: optionalBoolean,
  })
  .superRefine(ordered);

/** A spending trend: a range and an aggregation level (daily by default), at most 1000 data points. */
export const spendingTrendSchema = z
  .object({
    startDate: day(REPORT_MESSAGES.startDateRequired),
    endDate: day(REPORT_MESSAGES.endDateRequired),
    aggregationLevel: z
      .unknown()
      .optional()
      .transform((raw, context): AggregationLevel => {
        if (raw === undefined || raw === null || raw === '') return 'daily';
        if (typeof raw === 'string' && (AGGREGATION_LEVELS as readonly string[]).includes(raw.trim().toLowerCase())) {
          return raw.trim().toLowerCase() as AggregationLevel;
        }
        context.addIssue({ code: 'custom', message: REPORT_MESSAGES.aggregationInvalid });
        return z.NEVER;
      }),
  })
  .superRefine((input, context) => {
    ordered(input, context);
    if (
      input.startDate <= input.endDate &&
      reportBucketCount(input.startDate, input.endDate, input.aggregationLevel) > REPORT_TREND_MAX_POINTS
    ) {
      context.addIssue({ code: 'custom', path: ['aggregationLevel'], message: REPORT_MESSAGES.tooManyPoints });
    }
  });
export type SpendingTrendInput = z.output<typeof spendingTrendSchema>;

/**
 * The top transactions of a range (the category detail panel and a trend point's drill-down): optional
 * category and direction, sorted by signed amount (expenses most negative first with asc) or date, 10 by
 * default.
 */
export const reportTransactionsSchema = z
  .object({
    startDate: day(REPORT_MESSAGES.startDateRequired),
    endDate: day(REPORT_MESSAGES.endDateRequired),
    categoryId: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || undefined),
    isIncome: optionalBoolean,
    sortBy: z
      .unknown()
      .optional()
      .transform((raw, context): 'amount' | 'date' => {
        if (raw === undefined || raw === null || raw === '' || raw === 'amount') return 'amount';
        if (raw === 'date') return 'date';
        context.addIssue({ code: 'custom', message: REPORT_MESSAGES.sortByInvalid });
        return z.NEVER;
      }),
    sortOrder: z
      .unknown()
      .optional()
      .transform((raw, context): (typeof SORT_ORDERS)[number] => {
        if (raw === undefined || raw === null || raw === '') return 'desc';
        if (raw === 'asc' || raw === 'desc') return raw;
        context.addIssue({ code: 'custom', message: REPORT_MESSAGES.sortOrderInvalid });
        return z.NEVER;
      }),
    limit: z
      .unknown()
      .optional()
      .transform((raw, context): number => {
        if (raw === undefined || raw === null || raw === '') return REPORT_TOP_TRANSACTIONS;
        const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
        if (
          typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= 1 &&
          value <= REPORT_TRANSACTIONS_LIMIT_MAX
        )
          return value;
        context.addIssue({ code: 'custom', message: REPORT_MESSAGES.limitInvalid });
        return z.NEVER;
      }),
  })
  .superRefine(ordered);
export type ReportTransactionsInput = z.output<typeof reportTransactionsSchema>;
