import { z } from 'zod';
import { decimalToCents } from '../money/money';
import { currencyCodeSchema, requiredTextSchema } from '../validation/field-schemas';
import { DECIMAL_SCALE, formatScaled, parseScaled } from './portfolio-math';

/** Messages about stocks accounts, holdings and search. */
export const STOCK_MESSAGES = {
  /** The Add Stock form. */
  addInvalid: 'Please fill in all required fields with valid values.',
  /** The Edit Holding form. */
  updateInvalid: 'Please enter valid values for quantity and average cost.',
  duplicateHolding: (symbol: string) => `${symbol} is already in this portfolio. Edit the holding to change it.`,
  accountNotFound: 'Stocks account not found',
  accountInactive: 'This stocks account is inactive. Reactivate it before adding stocks to it.',
  holdingNotFound: 'Stock holding not found',
  stockNotFound: 'Stock not found',
  searchBlank: 'Please enter a stock symbol or name to search.',
  accountNameRequired: 'Account name is required',
  brokerBlank: 'Broker must not be blank',
  accountTypeBlank: 'Account type must not be blank',
  isActiveInvalid: 'isActive must be true or false',
  currencyInvalid: 'Currency must be a three-letter code such as USD',
  cashBalanceInvalid: 'Cash balance must be a number with at most 2 decimals',
  searchFailed: 'Failed to search stocks. Please try again.',
  addFailed: 'Failed to add stock to portfolio. Please try again.',
  updateFailed: 'Failed to update stock holding. Please try again.',
} as const;

/** The stocks account a person gets when they have none. */
export const DEFAULT_STOCKS_ACCOUNT = {
  name: 'Investment Portfolio',
  broker: 'GENERAL',
  accountType: 'investment',
  currency: 'USD',
  cashBalance: '0.00',
  totalValue: '0.00',
  isActive: true,
} as const;

/** Quantity min 0.0001 (step 0.0001); average cost above 0, max 999999.99. */
export const MIN_QUANTITY = '0.0001';
export const MAX_QUANTITY = '999999999.9999';
export const MAX_AVERAGE_COST = '999999.99';

/** Search: limit 20 by default, at most 50 (the spec says only that it returns "a list of stocks"). */
export const STOCK_SEARCH_DEFAULT_LIMIT = 20;
export const STOCK_SEARCH_MAX_LIMIT = 50;

const MIN_QUANTITY_SCALED = parseScaled(MIN_QUANTITY) ?? 1n;
const MAX_QUANTITY_SCALED = parseScaled(MAX_QUANTITY) ?? 0n;
const MAX_AVERAGE_COST_SCALED = parseScaled(MAX_AVERAGE_COST) ?? 0n;

/** A quantity above 0 with at most 4 decimals (so at least 0.0001), as canonical text ("1.5"); else undefined. */
export function normalizeQuantity(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const scaled = parseScaled(value, DECIMAL_SCALE);
  if (scaled === undefined || scaled < MIN_QUANTITY_SCALED || scaled > MAX_QUANTITY_SCALED) return undefined;
  return formatScaled(scaled, DECIMAL_SCALE, 0);
}

/** An average cost above 0 and at most 999999.99 with at most 4 decimals, as text with 2+ decimals; else undefined. */
export function normalizeAverageCost(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const scaled = parseScaled(value, DECIMAL_SCALE);
  if (scaled === undefined || scaled <= 0n || scaled > MAX_AVERAGE_COST_SCALED) return undefined;
  return formatScaled(scaled, DECIMAL_SCALE, 2);
}

/** A stored numeric(20,4) quantity ("10.0000") as shown: "10". */
export function quantityText(stored: string): string {
  const scaled = parseScaled(stored);
  return scaled === undefined ? stored : formatScaled(scaled, DECIMAL_SCALE, 0);
}

/** A stored numeric(20,4) price ("123.4000") as shown: "123.40" (2 to 4 decimals). */
export function priceText(stored: string): string {
  const scaled = parseScaled(stored);
  return scaled === undefined ? stored : formatScaled(scaled, DECIMAL_SCALE, 2);
}

/** The search limit: 20 when absent, clamped to 1..50. */
export function stockSearchLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return STOCK_SEARCH_DEFAULT_LIMIT;
  return Math.min(STOCK_SEARCH_MAX_LIMIT, Math.max(1, Math.trunc(limit)));
}

/** The caller's input object, or an empty one (a body that is not an object asks for nothing). */
const objectOrEmpty = (value: unknown): unknown => (typeof value === 'object' && value !== null ? value : {});

/** Drops null, so "not given" is one thing whichever way a client says it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());

/** Cash as signed cents from "12.50" or 12.5: a decimal with at most 2 places. */
const cashSchema = z
  .union([z.string(), z.number()], { error: STOCK_MESSAGES.cashBalanceInvalid })
  .transform((value, context) => {
    let cents: number | undefined;
    try {
      cents = typeof value === 'number' && !Number.isFinite(value) ? undefined : decimalToCents(String(value));
    } catch {
      cents = undefined;
    }
    if (cents === undefined || !Number.isSafeInteger(cents)) {
      context.addIssue({ code: 'custom', message: STOCK_MESSAGES.cashBalanceInvalid });
      return z.NEVER;
    }
    return cents;
  });

/**
 * The fields of a stocks account to set (the create and update bodies); those left out (or null)
 * stay absent: a create takes the default account's values for them, an update leaves them as they are.
 */
export const stocksAccountFieldsSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      name: optional(requiredTextSchema(STOCK_MESSAGES.accountNameRequired)),
      broker: optional(requiredTextSchema(STOCK_MESSAGES.brokerBlank)),
      accountType: optional(requiredTextSchema(STOCK_MESSAGES.accountTypeBlank)),
      currency: optional(currencyCodeSchema(STOCK_MESSAGES.currencyInvalid)),
      cashBalance: optional(cashSchema),
      totalValue: optional(cashSchema),
      isActive: optional(z.boolean({ error: STOCK_MESSAGES.isActiveInvalid })),
    })
    .transform(({ cashBalance, totalValue, ...rest }) => ({
      ...rest,
      cashBalanceCents: cashBalance,
      totalValueCents: totalValue,
    })),
);
export type StocksAccountFields = z.output<typeof stocksAccountFieldsSchema>;

/** A value read by one of the normalizers above, refused with the form's message when it gives undefined. */
const normalizedSchema = (normalize: (value: unknown) => string | undefined, message: string) =>
  z.unknown().transform((value, context) => {
    const normalized = normalize(value);
    if (normalized === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normalized;
  });
const quantitySchema = (message: string) => normalizedSchema(normalizeQuantity, message);
const averageCostSchema = (message: string) => normalizedSchema(normalizeAverageCost, message);

const idSchema = z.string({ error: STOCK_MESSAGES.addInvalid }).min(1, STOCK_MESSAGES.addInvalid);

/**
 * A stock to add: an account, a stock, a quantity above 0 with at most 4 decimals and an
 * average cost above 0 and at most 999999.99; every field missing or invalid is named with the form's message.
 */
export const holdingCreateSchema = z.preprocess(
  objectOrEmpty,
  z.object({
    stocksAccountId: idSchema,
    stockId: idSchema,
    quantity: quantitySchema(STOCK_MESSAGES.addInvalid),
    averageCost: averageCostSchema(STOCK_MESSAGES.addInvalid),
  }),
);
export type HoldingCreate = z.output<typeof holdingCreateSchema>;

/** Quantity and/or average cost of a holding (edit holding): at least one, and each given one valid. */
export const holdingUpdateSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      quantity: optional(quantitySchema(STOCK_MESSAGES.updateInvalid)),
      averageCost: optional(averageCostSchema(STOCK_MESSAGES.updateInvalid)),
    })
    .superRefine((value, context) => {
      if (value.quantity !== undefined || value.averageCost !== undefined) return;
      for (const field of ['quantity', 'averageCost']) {
        context.addIssue({ code: 'custom', path: [field], message: STOCK_MESSAGES.updateInvalid });
      }
    }),
);
export type HoldingUpdate = z.output<typeof holdingUpdateSchema>;
