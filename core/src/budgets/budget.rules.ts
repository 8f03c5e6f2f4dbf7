import { z } from 'zod';
import type { SystemCategoryName } from '../categories/system-categories';
import { isIsoDate } from '../transactions/date-presets';
import { AMOUNT_MAX_CENTS, amountTextToCents } from '../transactions/transaction.rules';
import { BUDGET_PERIODS, DEFAULT_BUDGET_PERIOD } from './budget-periods';
import { currencyCodeSchema } from '../validation/field-schemas';

/** Budget form rules: threshold 1 to 100 percent; 80 is the form's default. */
export const BUDGET_THRESHOLD_MIN = 1;
export const BUDGET_THRESHOLD_MAX = 100;
export const DEFAULT_BUDGET_THRESHOLD = 80;
export const DEFAULT_BUDGET_CURRENCY = 'SGD';

/** The spec leaves budget messages unwritten; these are the api's and the Budgets screen's. */
export const BUDGET_MESSAGES = {
  categoryRequired: 'Please choose a category.',
  periodInvalid: `Period must be one of: ${BUDGET_PERIODS.join(', ')}`,
  amountRequired: 'Budget amount is required',
  amountInvalid: 'Budget amount must be a number with at most 2 decimals',
  amountPositive: 'Budget amount must be greater than 0',
  amountTooLarge: 'Budget amount is too large',
  thresholdInvalid: `Notification threshold must be a whole number from ${BUDGET_THRESHOLD_MIN} to ${BUDGET_THRESHOLD_MAX}`,
  currencyInvalid: 'Currency must be a three-letter code such as SGD',
  datesTogether: 'Give both start_date and end_date, or neither',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  dateOrder: 'Start date must be on or before end date',
  loadFailed: "We couldn't load your budgets. Please check your internet connection and try again.",
  categoriesFailed: "We couldn't load the categories you can budget for. Please try again.",
  saveFailed: 'Failed to save budget. Please try again.',
  deleteFailed: 'Failed to delete budget. Please try again.',
} as const;

/**
 * System categories that are not spending, so no budget can be set on them: money moved between your own
 * accounts, income, investments, refunds, CPF contributions and the Uncategorized catch-all. Every other
 * active system category and every active category of the user's own can carry a budget.
 */
export const NON_SPENDING_SYSTEM_CATEGORIES: readonly SystemCategoryName[] = [
  'Transfers',
  'Salary & Income',
  'Interest & Rewards',
  'Investments',
  'Refunds',
  'CPF-OA',
  'CPF-SA',
  'CPF-MA',
  'Uncategorized',
];

/** ok below the threshold, warning from the threshold up to the amount, over beyond the amount. */
export const BUDGET_STATES = ['ok', 'warning', 'over'] as const;
export type BudgetState = (typeof BUDGET_STATES)[number];

/**
 * The state of a budget: over when spent is above the amount; warning when spent is at or above the threshold's
 * share of the amount (spent * 100 >= threshold * amount, exact in integer cents); ok otherwise.
 */
export function budgetState(spentCents: number, amountCents: number, thresholdPercent: number): BudgetState {
  if (spentCents > amountCents) return 'over';
  if (spentCents * 100 >= thresholdPercent * amountCents) return 'warning';
  return 'ok';
}

/** Spent as a percentage of the amount, rounded to two decimals (120.5 when 1.205 times the amount is spent). */
export function budgetPercentage(spentCents: number, amountCents: number): number {
  if (amountCents <= 0) return 0;
  return Math.round((spentCents * 10000) / amountCents) / 100;
}

const absent = (value: unknown): boolean => value === undefined || value === null;

const amountSchema = z.unknown().transform((value, context) => {
  if (absent(value) || (typeof value === 'string' && value.trim() === '')) {
    context.addIssue({ code: 'custom', message: BUDGET_MESSAGES.amountRequired });
    return z.NEVER;
  }
  const cents =
    typeof value === 'string' || typeof value === 'number'
      ? amountTextToCents(value)
      : (undefined as number | undefined);
  if (cents === undefined) {
    context.addIssue({ code: 'custom', message: BUDGET_MESSAGES.amountInvalid });
    return z.NEVER;
  }
  if (cents <= 0) {
    context.addIssue({ code: 'custom', message: BUDGET_MESSAGES.amountPositive });
    return z.NEVER;
  }
  if (cents > AMOUNT_MAX_CENTS) {
    context.addIssue({ code: 'custom', message: BUDGET_MESSAGES.amountTooLarge });
    return z.NEVER;
  }
  return cents;
});

const thresholdSchema = z.unknown().transform((value, context) => {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (
    typeof number !== 'number' ||
    !Number.isInteger(number) ||
    number < BUDGET_THRESHOLD_MIN ||
    number > BUDGET_THRESHOLD_MAX
  ) {
    context.addIssue({ code: 'custom', message: BUDGET_MESSAGES.thresholdInvalid });
    return z.NEVER;
  }
  return number;
});

const periodSchema = z.enum(BUDGET_PERIODS, { error: BUDGET_MESSAGES.periodInvalid });

const categoryIdSchema = z
  .string({ error: BUDGET_MESSAGES.categoryRequired })
  .trim()
  .min(1, BUDGET_MESSAGES.categoryRequired);

const currencySchema = currencyCodeSchema(BUDGET_MESSAGES.currencyInvalid);

/** Drops null and undefined, so "not given" is one thing whichever way a client says it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());

/**
 * A new budget: a category, a period (monthly unless given), an amount above 0 (at most two decimals, read
 * exactly into cents), a notification threshold 1-100 (80 unless given) and a currency (SGD unless given).
 */
export const budgetCreateSchema = z
  .object({
    categoryId: categoryIdSchema,
    period: optional(periodSchema),
    amount: amountSchema,
    notificationThreshold: optional(thresholdSchema),
    currency: optional(currencySchema),
  })
  .transform(({ categoryId, period, amount, notificationThreshold, currency }) => ({
    categoryId,
    period: period ?? DEFAULT_BUDGET_PERIOD,
    amountCents: amount,
    notificationThreshold: notificationThreshold ?? DEFAULT_BUDGET_THRESHOLD,
    currency: currency ?? DEFAULT_BUDGET_CURRENCY,
  }));
export type BudgetCreate = z.output<typeof budgetCreateSchema>;

/** A change to a budget: fields left out (or null) stay as they are. */
export const budgetUpdateSchema = z
  .object({
    categoryId: optional(categoryIdSchema),
    period: optional(periodSchema),
    amount: optional(amountSchema),
    notificationThreshold: optional(thresholdSchema),
    currency: optional(currencySchema),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));
export type BudgetUpdate = z.output<typeof budgetUpdateSchema>;

const optionalDay = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z.string({ error: BUDGET_MESSAGES.dateInvalid }).trim().refine(isIsoDate, BUDGET_MESSAGES.dateInvalid).optional(),
);

/**
 * Which days the spending call measures: by default each budget's own current period (the one containing
 * asOf, a Singapore day, today when not given); with startDate and endDate, those days for every budget.
 */
export const budgetSpendingQuerySchema = z
  .object({ startDate: optionalDay, endDate: optionalDay, asOf: optionalDay })
  .superRefine((value, context) => {
    if ((value.startDate === undefined) !== (value.endDate === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [value.startDate === undefined ? 'startDate' : 'endDate'],
        message: BUDGET_MESSAGES.datesTogether,
      });
    } else if (value.startDate && value.endDate && value.startDate > value.endDate) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: BUDGET_MESSAGES.dateOrder });
    }
  });
export type BudgetSpendingQuery = z.output<typeof budgetSpendingQuerySchema>;
