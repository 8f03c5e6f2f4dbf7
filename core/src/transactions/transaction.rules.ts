import { z } from 'zod';
import { currencyCodeSchema, requiredTextSchema } from '../validation/field-schemas';
import { DATE_PRESETS, datePresetRange, isIsoDate, type DateRange } from './date-presets';
import { SIMILARITY_THRESHOLD_DEFAULT, SIMILARITY_THRESHOLD_MAX, SIMILARITY_THRESHOLD_MIN } from './similarity';

/** The transactions area's messages people see, as specified, and the api's own validation messages. */
export const TRANSACTION_MESSAGES = {
  notFound: 'Transaction not found',
  accountNotFound: 'Account not found',
  categoryNotFound: 'Category not found',
  categoryDormant: 'This category is dormant. Reactivate it before using it.',
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most 500 characters`,
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a number with at most 2 decimals',
  amountNotZero: 'Amount must not be zero',
  amountNotNegative: 'Amount must be 0 or more; choose Expense or Income for its direction',
  amountTooLarge: 'Amount is too large',
  notesTooLong: 'Notes must be at most 1000 characters',
  accountRequired: 'Account is required',
  accountLocked: 'Account cannot be changed after transaction creation',
  currencyInvalid: 'Currency must be a three-letter code such as SGD',
  idInvalid: 'Invalid id',
  selectToRecategorize: 'Please select at least one transaction to recategorize.',
  selectToDelete: 'Please select at least one transaction to delete.',
  tooManySelected: 'At most 1000 transactions can be changed at once.',
  categoryRequired: 'Please choose a category.',
  datePresetInvalid: `Date range must be one of: ${DATE_PRESETS.join(', ')}`,
  dateOrder: 'Start date must be on or before end date',
  typeInvalid: 'Type must be all, income or expenses',
  sortByInvalid: 'Sort by must be date, amount or description',
  sortOrderInvalid: 'Sort order must be asc or desc',
  amountFilterInvalid: 'Amount filters must be 0 or more with at most 2 decimals',
  amountFilterOrder: 'Minimum amount must not be above maximum amount',
  searchTooLong: 'Search must be at most 200 characters',
  skipInvalid: 'Skip must be a whole number of 0 or more',
  limitInvalid: 'Limit must be a whole number from 1 to 500',
  thresholdInvalid: 'Similarity threshold must be a whole number from 1 to 100',
} as const;

export const TRANSACTIONS_PAGE_SIZE = 20;
export const TRANSACTIONS_LIMIT_DEFAULT = 100;
export const TRANSACTIONS_LIMIT_MAX = 500;
export const BULK_IDS_MAX = 1000;
export const DESCRIPTION_MAX = 500;
export const NOTES_MAX = 1000;
/** Largest amount accepted: 999,999,999.99 (far above any statement line, far below bigint and 2^53). */
export const AMOUNT_MAX_CENTS = 99_999_999_999;

export const TRANSACTION_TYPES = ['all', 'income', 'expenses'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_SORT_FIELDS = ['date', 'amount', 'description'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuidText = (value: string): boolean => UUID.test(value);

/**
 * An amount typed by a person or sent as JSON: "12.34", "-12.3", 12.34, "1,234.50". Exact: the text is
 * read digit by digit into signed cents; more than two decimals is refused rather than rounded.
 */
export function amountTextToCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const match = /^\s*([-+])?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match || (match[2] === undefined && !match[3])) return undefined;
  const whole = (match[2] ?? '0').replace(/,/g, '');
  const cents = Number(whole) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return match[1] === '-' ? -cents : cents;
}

const isoDate = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isIsoDate, TRANSACTION_MESSAGES.dateInvalid);

const idSchema = z.string({ error: TRANSACTION_MESSAGES.idInvalid }).trim();

const amountSchema = z
  .union([z.string(), z.number()], { error: TRANSACTION_MESSAGES.amountRequired })
  .transform((value, context) => {
    if (typeof value === 'string' && value.trim() === '') {
      context.addIssue({ code: 'custom', message: TRANSACTION_MESSAGES.amountRequired });
      return z.NEVER;
    }
    const cents = amountTextToCents(value);
    if (cents === undefined) {
      context.addIssue({ code: 'custom', message: TRANSACTION_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    if (cents === 0) {
      context.addIssue({ code: 'custom', message: TRANSACTION_MESSAGES.amountNotZero });
      return z.NEVER;
    }
    if (Math.abs(cents) > AMOUNT_MAX_CENTS) {
      context.addIssue({ code: 'custom', message: TRANSACTION_MESSAGES.amountTooLarge });
      return z.NEVER;
    }
    return cents;
  });

const descriptionSchema = requiredTextSchema(TRANSACTION_MESSAGES.descriptionRequired, {
  max: DESCRIPTION_MAX,
  tooLong: TRANSACTION_MESSAGES.descriptionTooLong,
});

/** Notes: trimmed; blank means none. */
const notesSchema = z
  .string()
  .max(NOTES_MAX, TRANSACTION_MESSAGES.notesTooLong)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value?.trim() || null));

/**
 * A new transaction. `signedAmounts` (the REST gateway) lets the amount carry the direction (negative is an
 * expense) when isIncome is not given; GraphQL sends amounts of 0 or more and always says isIncome.
 */
export function transactionCreateSchema(options: { signedAmounts: boolean }) {
  return z
    .object({
      accountId: z
        .string({ error: TRANSACTION_MESSAGES.accountRequired })
        .trim()
        .min(1, TRANSACTION_MESSAGES.accountRequired),
      categoryId: idSchema.nullable().optional(),
      date: isoDate(TRANSACTION_MESSAGES.dateRequired),
      amount: amountSchema,
      isIncome: z.boolean().optional(),
      description: descriptionSchema,
      notes: notesSchema,
      currency: currencyCodeSchema(TRANSACTION_MESSAGES.currencyInvalid).optional(),
    })
    .superRefine((value, context) => {
      if (!options.signedAmounts && value.amount < 0) {
        context.addIssue({ code: 'custom', path: ['amount'], message: TRANSACTION_MESSAGES.amountNotNegative });
      }
    })
    .transform(({ amount, isIncome, ...rest }) => ({
      ...rest,
      amountCents: signedCents(amount, isIncome),
    }));
}
export type TransactionCreate = z.output<ReturnType<typeof transactionCreateSchema>>;

/** A change to a transaction: absent fields stay; null clears the category or the notes. */
export function transactionUpdateSchema(options: { signedAmounts: boolean }) {
  return z
    .object({
      date: isoDate(TRANSACTION_MESSAGES.dateRequired).optional(),
      description: descriptionSchema.optional(),
      amount: amountSchema.optional(),
      isIncome: z.boolean().optional(),
      categoryId: idSchema.nullable().optional(),
      accountId: idSchema.optional(),
      notes: notesSchema,
    })
    .superRefine((value, context) => {
      if (!options.signedAmounts && value.amount !== undefined && value.amount < 0) {
        context.addIssue({ code: 'custom', path: ['amount'], message: TRANSACTION_MESSAGES.amountNotNegative });
      }
    });
}
export type TransactionUpdate = z.output<ReturnType<typeof transactionUpdateSchema>>;

/**
 * Signed cents (money out negative) of an amount and the Expense/Income choice: the choice wins; without
 * one, the amount's own sign says it (negative is an expense).
 */
export function signedCents(amountCents: number, isIncome: boolean | undefined): number {
  const magnitude = Math.abs(amountCents);
  if (isIncome === undefined) return amountCents;
  return isIncome ? magnitude : -magnitude;
}

const amountFilter = z
  .union([z.string(), z.number()])
  .transform((value, context) => {
    const cents = typeof value === 'string' && value.trim() === '' ? undefined : amountTextToCents(value);
    if (cents === undefined || cents < 0) {
      context.addIssue({ code: 'custom', message: TRANSACTION_MESSAGES.amountFilterInvalid });
      return z.NEVER;
    }
    return cents;
  })
  .nullable()
  .optional();

const optionalText = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value?.trim() || undefined);

const optionalDate = optionalText.refine(
  (value) => value === undefined || isIsoDate(value),
  TRANSACTION_MESSAGES.dateInvalid,
);

const idList = z
  .array(z.string().trim())
  .nullable()
  .optional()
  .transform((value) => (value ?? []).filter(Boolean));

/** The transactions page's filter and sort (GraphQL TransactionFilter; the REST query and body map onto it). */
export const transactionFilterSchema = z
  .object({
    datePreset: z
      .enum(DATE_PRESETS, { error: TRANSACTION_MESSAGES.datePresetInvalid })
      .nullable()
      .optional()
      .transform((value) => value ?? 'all'),
    startDate: optionalDate,
    endDate: optionalDate,
    type: z
      .enum(TRANSACTION_TYPES, { error: TRANSACTION_MESSAGES.typeInvalid })
      .nullable()
      .optional()
      .transform((value) => value ?? 'all'),
    categoryIds: idList,
    accountIds: idList,
    search: optionalText.refine((value) => (value?.length ?? 0) <= 200, TRANSACTION_MESSAGES.searchTooLong),
    minAmount: amountFilter,
    maxAmount: amountFilter,
    status: optionalText,
    sortBy: z
      .enum(TRANSACTION_SORT_FIELDS, { error: TRANSACTION_MESSAGES.sortByInvalid })
      .nullable()
      .optional()
      .transform((value) => value ?? 'date'),
    sortOrder: z
      .enum(SORT_ORDERS, { error: TRANSACTION_MESSAGES.sortOrderInvalid })
      .nullable()
      .optional()
      .transform((value) => value ?? 'desc'),
  })
  .superRefine((value, context) => {
    if (value.startDate && value.endDate && value.startDate > value.endDate) {
      context.addIssue({ code: 'custom', path: ['startDate'], message: TRANSACTION_MESSAGES.dateOrder });
    }
    if (
      value.minAmount !== undefined &&
      value.minAmount !== null &&
      value.maxAmount !== undefined &&
      value.maxAmount !== null &&
      value.minAmount > value.maxAmount
    ) {
      context.addIssue({ code: 'custom', path: ['minAmount'], message: TRANSACTION_MESSAGES.amountFilterOrder });
    }
  });
export type TransactionFilterInput = z.input<typeof transactionFilterSchema>;
export type TransactionFilterParsed = z.output<typeof transactionFilterSchema>;

/** What the list query runs: days resolved (preset and explicit dates together), amounts in cents. */
export interface TransactionQuery {
  startDate?: string;
  endDate?: string;
  type: TransactionType;
  categoryIds: string[];
  accountIds: string[];
  search?: string;
  /** Bounds on the amount's size (an expense of 12.00 has size 1200). */
  minAmountCents?: number;
  maxAmountCents?: number;
  status?: string;
  sortBy: TransactionSortField;
  sortOrder: SortOrder;
}

const later = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: string | undefined, b: string | undefined) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * The query a parsed filter asks for at this instant: a preset (in Singapore days) and explicit dates both
 * apply, so the range is where they overlap.
 */
export function toTransactionQuery(filter: TransactionFilterParsed, now: Date): TransactionQuery {
  const preset: DateRange = datePresetRange(filter.datePreset, now);
  return {
    startDate: later(preset.startDate, filter.startDate),
    endDate: earlier(preset.endDate, filter.endDate),
    type: filter.type,
    categoryIds: filter.categoryIds,
    accountIds: filter.accountIds,
    search: filter.search,
    minAmountCents: filter.minAmount ?? undefined,
    maxAmountCents: filter.maxAmount ?? undefined,
    status: filter.status,
    sortBy: filter.sortBy,
    sortOrder: filter.sortOrder,
  };
}

const wholeNumber = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)) return Number(raw);
  return undefined;
};

/** skip and limit of a list call (defaults 0 and 100, limit at most 500); absent values take defaults. */
export const pagingSchema = z
  .object({ skip: z.unknown().optional(), limit: z.unknown().optional() })
  .transform(({ skip: rawSkip, limit: rawLimit }, context) => {
    const absent = (raw: unknown) => raw === undefined || raw === null || raw === '';
    const skip = absent(rawSkip) ? 0 : wholeNumber(rawSkip);
    const limit = absent(rawLimit) ? TRANSACTIONS_LIMIT_DEFAULT : wholeNumber(rawLimit);
    if (skip === undefined || skip < 0) {
      context.addIssue({ code: 'custom', path: ['skip'], message: TRANSACTION_MESSAGES.skipInvalid });
    }
    if (limit === undefined || limit < 1 || limit > TRANSACTIONS_LIMIT_MAX) {
      context.addIssue({ code: 'custom', path: ['limit'], message: TRANSACTION_MESSAGES.limitInvalid });
    }
    return { skip: skip ?? 0, limit: limit ?? TRANSACTIONS_LIMIT_DEFAULT };
  });
export type Paging = z.output<typeof pagingSchema>;

/** A similarity threshold (percent, 80 in the app). */
export const similarityThresholdSchema = z.unknown().transform((raw, context) => {
  if (raw === undefined || raw === null || raw === '') return SIMILARITY_THRESHOLD_DEFAULT;
  const value = wholeNumber(raw);
  if (value === undefined || value < SIMILARITY_THRESHOLD_MIN || value > SIMILARITY_THRESHOLD_MAX) {
    context.addIssue({ code: 'custom', message: TRANSACTION_MESSAGES.thresholdInvalid });
    return z.NEVER;
  }
  return value;
});

/** The ids of a bulk call: at least one (with the spec's message for the action), at most 1000. */
export function bulkIdsSchema(emptyMessage: string) {
  return z
    .array(z.string({ error: TRANSACTION_MESSAGES.idInvalid }), { error: emptyMessage })
    .min(1, emptyMessage)
    .max(BULK_IDS_MAX, TRANSACTION_MESSAGES.tooManySelected)
    .transform((ids) => [...new Set(ids.map((id) => id.trim()))]);
}
