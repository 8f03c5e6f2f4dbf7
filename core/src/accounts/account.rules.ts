import { z } from 'zod';
import { ACCOUNT_TYPES } from '../statements/statement.types';
import { AMOUNT_MAX_CENTS, amountTextToCents } from '../transactions/transaction.rules';
import { currencyCodeSchema, hexColourSchema, requiredTextSchema } from '../validation/field-schemas';

/** The connection badge of pdf-provider accounts (other accounts show none). */
export const CONNECTION_BADGES: Record<string, string> = {
  active: 'Connected',
  pending: 'Connecting...',
  error: 'Connection error',
  inactive: 'Inactive',
  disconnected: 'Disconnected',
};
export const connectionBadge = (status: string): string => CONNECTION_BADGES[status] ?? 'Not connected';

/** Accounts planted by statements; accounts added through the accounts call are manual. */
export const ACCOUNT_PROVIDERS = { pdf: 'pdf', manual: 'manual' } as const;

export const ACCOUNT_NAME_MAX = 100;
export const ACCOUNT_INSTITUTION_MAX = 100;

/** The messages a user (or a REST client) sees about accounts. */
export const ACCOUNT_MESSAGES = {
  nameRequired: 'Account name is required',
  nameTooLong: `Account name must be ${ACCOUNT_NAME_MAX} characters or less`,
  institutionRequired: 'Institution is required',
  institutionTooLong: `Institution must be ${ACCOUNT_INSTITUTION_MAX} characters or less`,
  typeInvalid: `Account type must be one of: ${ACCOUNT_TYPES.join(', ')}`,
  numberInvalid: 'Account number must have at least 4 digits (spaces and dashes allowed)',
  currencyInvalid: 'Currency must be a three-letter code such as SGD',
  balanceInvalid: 'Balance must be a number with at most 2 decimals',
  creditLimitInvalid: 'Credit limit must be 0 or more with at most 2 decimals',
  amountTooLarge: 'Amount is too large',
  creditLimitNotCredit: 'Only credit accounts have a credit limit',
  colorInvalid: 'Colour must be a hex colour such as #22C55E',
  loadFailed: 'Failed to load dashboard data. Please try again later.',
} as const;

const text = (required: string, max: number, tooLong: string) => requiredTextSchema(required, { max, tooLong });

/** Only the last four digits of an account number are ever kept; the full number is never stored. */
const accountNumberSchema = z
  .string({ error: ACCOUNT_MESSAGES.numberInvalid })
  .trim()
  .regex(/^[0-9][0-9 -]*$/, ACCOUNT_MESSAGES.numberInvalid)
  .transform((value, context) => {
    const digits = value.replace(/[^0-9]/g, '');
    if (digits.length < 4) {
      context.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.numberInvalid });
      return z.NEVER;
    }
    return digits.slice(-4);
  });

/** An amount as a JSON number or decimal text, read digit by digit into signed cents. */
const moneySchema = (invalid: string, options: { negative: boolean }) =>
  z.union([z.string(), z.number()], { error: invalid }).transform((value, context) => {
    const cents = typeof value === 'string' && value.trim() === '' ? undefined : amountTextToCents(value);
    if (cents === undefined || (!options.negative && cents < 0)) {
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    if (Math.abs(cents) > AMOUNT_MAX_CENTS) {
      context.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.amountTooLarge });
      return z.NEVER;
    }
    return cents;
  });

const balanceSchema = moneySchema(ACCOUNT_MESSAGES.balanceInvalid, { negative: true });
const creditLimitSchema = moneySchema(ACCOUNT_MESSAGES.creditLimitInvalid, { negative: false });

const currencySchema = currencyCodeSchema(ACCOUNT_MESSAGES.currencyInvalid);
const colorSchema = hexColourSchema(ACCOUNT_MESSAGES.colorInvalid);

const typeSchema = z.enum(ACCOUNT_TYPES, { error: ACCOUNT_MESSAGES.typeInvalid });

/**
 * A new account (REST body, snake_case). Name, institution and type are required; currency defaults to SGD,
 * balance to 0; the account number is reduced to its last four digits; a credit limit only on credit accounts.
 */
export const accountCreateSchema = z
  .object({
    name: text(ACCOUNT_MESSAGES.nameRequired, ACCOUNT_NAME_MAX, ACCOUNT_MESSAGES.nameTooLong),
    institution: text(
      ACCOUNT_MESSAGES.institutionRequired,
      ACCOUNT_INSTITUTION_MAX,
      ACCOUNT_MESSAGES.institutionTooLong,
    ),
    account_type: typeSchema,
    account_number: accountNumberSchema.nullish().transform((value) => value ?? ''),
    currency: currencySchema.nullish().transform((value) => value ?? 'SGD'),
    balance: balanceSchema.nullish().transform((value) => value ?? 0),
    credit_limit: creditLimitSchema.nullish().transform((value) => value ?? null),
    color: colorSchema.nullish().transform((value) => value ?? null),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.credit_limit !== null && value.account_type !== 'credit') {
      context.addIssue({ code: 'custom', path: ['credit_limit'], message: ACCOUNT_MESSAGES.creditLimitNotCredit });
    }
  });

/**
 * A change to an account: absent fields stay as they are. Null clears the optional fields (account number,
 * credit limit, colour) and leaves the required ones (name, institution, type, currency, balance) unchanged.
 */
export const accountUpdateSchema = z
  .object({
    name: text(ACCOUNT_MESSAGES.nameRequired, ACCOUNT_NAME_MAX, ACCOUNT_MESSAGES.nameTooLong)
      .nullish()
      .transform((value) => value ?? undefined),
    institution: text(
      ACCOUNT_MESSAGES.institutionRequired,
      ACCOUNT_INSTITUTION_MAX,
      ACCOUNT_MESSAGES.institutionTooLong,
    )
      .nullish()
      .transform((value) => value ?? undefined),
    account_type: typeSchema.nullish().transform((value) => value ?? undefined),
    account_number: accountNumberSchema.nullish().transform((value) => (value === null ? '' : value)),
    currency: currencySchema.nullish().transform((value) => value ?? undefined),
    balance: balanceSchema.nullish().transform((value) => value ?? undefined),
    credit_limit: creditLimitSchema.nullish(),
    color: colorSchema.nullish(),
  })
  .strict();

export type AccountCreate = z.output<typeof accountCreateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;
