import { z } from 'zod';
import { decimalToCentsRounded } from '../money/money';
import { isIsoDate } from '../transactions/date-presets';
import { NOTES_MAX, TRANSACTION_MESSAGES } from '../transactions/transaction.rules';

/** The three CPF accounts, one of each per user. */
export const RETIREMENT_ACCOUNT_TYPES = ['CPF-OA', 'CPF-SA', 'CPF-MA'] as const;
export type RetirementAccountType = (typeof RETIREMENT_ACCOUNT_TYPES)[number];
export const isRetirementAccountType = (value: string): value is RetirementAccountType =>
  (RETIREMENT_ACCOUNT_TYPES as readonly string[]).includes(value);

/** Switching auto-contribution on sets day 15 and amount 100. */
export const CPF_DEFAULT_CONTRIBUTION_DAY = 15;
export const CPF_DEFAULT_CONTRIBUTION_CENTS = 10_000;
export const CPF_CONTRIBUTION_DAY_MIN = 1;
export const CPF_CONTRIBUTION_DAY_MAX = 31;
/** 999999.99 */
export const CPF_CONTRIBUTION_MAX_CENTS = 99_999_999;
/** 9999999.99 */
export const CPF_BALANCE_MAX_CENTS = 999_999_999;
export const CPF_ACTIVITY_MONTHS = 6;
export const CPF_ACTIVITY_LIMIT_DEFAULT = 20;
export const CPF_ACTIVITY_LIMIT_MAX = 100;
export const CPF_DEFAULT_CURRENCY = 'SGD';

export const CPF_BALANCE_UPDATE_MODES = ['set_balance', 'add_transaction'] as const;
export type CpfBalanceUpdateMode = (typeof CPF_BALANCE_UPDATE_MODES)[number];
export const CPF_TRANSACTION_TYPES = ['contribution', 'withdrawal'] as const;
export type CpfTransactionType = (typeof CPF_TRANSACTION_TYPES)[number];

/** The CPF messages people see, word for word as specified; the rest are the api's own where the spec has none. */
export const RETIREMENT_MESSAGES = {
  notFound: 'Retirement account not found',
  accountTypeInvalid: `Account type must be one of: ${RETIREMENT_ACCOUNT_TYPES.join(', ')}`,
  duplicate: (accountType: string) => `You already have a ${accountType} account`,
  currencyInvalid: 'CPF accounts are kept in Singapore dollars: currency must be SGD',
  contributionDayInvalid: 'Contribution day must be a whole number from 1 to 31',
  contributionAmountPositive: 'Contribution amount must be greater than $0.00',
  contributionAmountTooLarge: 'Contribution amount must be at most $999,999.99',
  balanceInvalid: 'Please enter a valid new balance',
  balanceUnchanged: 'New balance must be different from current balance',
  amountInvalid: 'Please enter a valid amount',
  notesRequired: 'Please add notes describing this transaction',
  notesTooLong: TRANSACTION_MESSAGES.notesTooLong,
  negativeResult: 'Transaction would result in negative balance',
  balanceTooLarge: 'Balance must be at most $9,999,999.99',
  modeInvalid: 'Mode must be set_balance or add_transaction',
  transactionTypeInvalid: 'Transaction type must be contribution or withdrawal',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  dateInFuture: 'Date must not be after today',
  categoryNotFound: 'CPF category not found',
  noBankAccount: 'No bank account found to record transaction',
  enabledNeedsFlag: 'Turn on auto-contribution to set a contribution day or amount',
} as const;

const absent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Drops null and undefined, so "not given" is one thing whichever way a client says it. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional());

/** The contribution day is an integer clamped to 1..31 (2.7 -> 2, 0 -> 1, 45 -> 31). */
export function clampContributionDay(day: number): number {
  return Math.min(CPF_CONTRIBUTION_DAY_MAX, Math.max(CPF_CONTRIBUTION_DAY_MIN, Math.trunc(day)));
}

const contributionDaySchema = z.unknown().transform((value, context) => {
  const number = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    context.addIssue({ code: 'custom', message: RETIREMENT_MESSAGES.contributionDayInvalid });
    return z.NEVER;
  }
  return clampContributionDay(number);
});

/** Above $0.00 and at most 999999.99, rounded to cents. */
export const contributionAmountSchema = z.unknown().transform((value, context) => {
  const cents = absent(value) ? undefined : decimalToCentsRounded(value);
  if (cents === undefined || cents <= 0) {
    context.addIssue({ code: 'custom', message: RETIREMENT_MESSAGES.contributionAmountPositive });
    return z.NEVER;
  }
  if (cents > CPF_CONTRIBUTION_MAX_CENTS) {
    context.addIssue({ code: 'custom', message: RETIREMENT_MESSAGES.contributionAmountTooLarge });
    return z.NEVER;
  }
  return cents;
});

/** A balance: 0 or more, at most 9999999.99, rounded to cents. */
const balanceSchema = z.unknown().transform((value, context) => {
  const cents = absent(value) ? undefined : decimalToCentsRounded(value);
  if (cents === undefined || cents < 0) {
    context.addIssue({ code: 'custom', message: RETIREMENT_MESSAGES.balanceInvalid });
    return z.NEVER;
  }
  if (cents > CPF_BALANCE_MAX_CENTS) {
    context.addIssue({ code: 'custom', message: RETIREMENT_MESSAGES.balanceTooLarge });
    return z.NEVER;
  }
  return cents;
});

const accountTypeSchema = z
  .string({ error: RETIREMENT_MESSAGES.accountTypeInvalid })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isRetirementAccountType, RETIREMENT_MESSAGES.accountTypeInvalid);

/** CPF is a Singapore scheme: its accounts are in SGD only (any letter case accepted). */
const currencySchema = z
  .string({ error: RETIREMENT_MESSAGES.currencyInvalid })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === CPF_DEFAULT_CURRENCY, RETIREMENT_MESSAGES.currencyInvalid);

const flagSchema = z.boolean({ error: 'Expected true or false' });

/** REST create body: account_type, balance (0), currency (SGD), is_auto_contribution_enabled (false). */
export const retirementAccountCreateSchema = z
  .object({
    accountType: accountTypeSchema,
    balance: optional(balanceSchema),
    currency: optional(currencySchema),
    isAutoContributionEnabled: optional(flagSchema),
    contributionDay: optional(contributionDaySchema),
    contributionAmount: optional(contributionAmountSchema),
  })
  .transform((value) => ({
    accountType: value.accountType,
    balanceCents: value.balance ?? 0,
    currency: value.currency ?? CPF_DEFAULT_CURRENCY,
    isAutoContributionEnabled: value.isAutoContributionEnabled ?? false,
    contributionDay: value.contributionDay,
    contributionAmountCents: value.contributionAmount,
  }));
export type RetirementAccountCreate = z.output<typeof retirementAccountCreateSchema>;

/** REST update body: balance, is_auto_contribution_enabled, contribution_day, contribution_amount. */
export const retirementAccountUpdateSchema = z
  .object({
    balance: optional(balanceSchema),
    isAutoContributionEnabled: optional(flagSchema),
    contributionDay: optional(contributionDaySchema),
    contributionAmount: optional(contributionAmountSchema),
  })
  .transform((value) => ({
    balanceCents: value.balance,
    isAutoContributionEnabled: value.isAutoContributionEnabled,
    contributionDay: value.contributionDay,
    contributionAmountCents: value.contributionAmount,
  }));
export type RetirementAccountUpdate = z.output<typeof retirementAccountUpdateSchema>;

/** The auto-contribution settings an account ends up with after a change. */
export interface ContributionSettings {
  isAutoContributionEnabled: boolean;
  contributionDay: number | null;
  contributionAmountCents: number | null;
}

/**
 * Applies a change to the settings: switching on fills day 15 and amount 100 unless given, switching off
 * clears both; a day or amount given while off is refused rather than silently dropped.
 */
export function nextContributionSettings(
  current: ContributionSettings,
  change: { isAutoContributionEnabled?: boolean; contributionDay?: number; contributionAmountCents?: number },
): ContributionSettings | { error: string } {
  const enabled = change.isAutoContributionEnabled ?? current.isAutoContributionEnabled;
  if (!enabled) {
    const detailsGiven = change.contributionDay !== undefined || change.contributionAmountCents !== undefined;
    // Off and staying off: a day or amount alone would be lost, so it is refused instead.
    if (detailsGiven && change.isAutoContributionEnabled === undefined)
      return { error: RETIREMENT_MESSAGES.enabledNeedsFlag };
    return { isAutoContributionEnabled: false, contributionDay: null, contributionAmountCents: null };
  }
  return {
    isAutoContributionEnabled: true,
    contributionDay: change.contributionDay ?? current.contributionDay ?? CPF_DEFAULT_CONTRIBUTION_DAY,
    contributionAmountCents:
      change.contributionAmountCents ?? current.contributionAmountCents ?? CPF_DEFAULT_CONTRIBUTION_CENTS,
  };
}

/** The balance update asked for, checked against the account's current balance. */
export interface CpfBalanceUpdatePlan {
  mode: CpfBalanceUpdateMode;
  /** Signed: positive is money in (income), negative money out (expense). Never 0. */
  deltaCents: number;
  newBalanceCents: number;
  notes: string;
  /** A Singapore day (never after today), or undefined for today. */
  date: string | undefined;
}

const read = (record: Record<string, unknown>, key: string): unknown => record[key];

/**
 * The CPF balance update rules, in the order the modal checks: the new balance (or the amount and
 * its direction), then the notes, then the result (not negative, at most 9999999.99). Every amount is rounded
 * to cents first. Notes are at most 1000 characters, like a transaction's. With `today` (a Singapore day,
 * YYYY-MM-DD) a date after it is refused; the api always passes it, the web's preview may leave it out.
 * Returns the plan, or the field and message of the first problem.
 */
export function planCpfBalanceUpdate(
  currentBalanceCents: number,
  input: unknown,
  today?: string,
): CpfBalanceUpdatePlan | { field: string; message: string } {
  const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const mode = read(record, 'mode');
  if (mode !== 'set_balance' && mode !== 'add_transaction') {
    return { field: 'mode', message: RETIREMENT_MESSAGES.modeInvalid };
  }
  let deltaCents: number;
  let newBalanceCents: number;
  if (mode === 'set_balance') {
    const raw = read(record, 'newBalance');
    const cents = absent(raw) ? undefined : decimalToCentsRounded(raw);
    if (cents === undefined || cents < 0) return { field: 'newBalance', message: RETIREMENT_MESSAGES.balanceInvalid };
    if (cents > CPF_BALANCE_MAX_CENTS) return { field: 'newBalance', message: RETIREMENT_MESSAGES.balanceTooLarge };
    if (cents === currentBalanceCents) {
      return { field: 'newBalance', message: RETIREMENT_MESSAGES.balanceUnchanged };
    }
    newBalanceCents = cents;
    deltaCents = cents - currentBalanceCents;
  } else {
    const raw = read(record, 'amount');
    const cents = absent(raw) ? undefined : decimalToCentsRounded(raw);
    if (cents === undefined || cents <= 0) return { field: 'amount', message: RETIREMENT_MESSAGES.amountInvalid };
    if (cents > CPF_BALANCE_MAX_CENTS) return { field: 'amount', message: RETIREMENT_MESSAGES.balanceTooLarge };
    const type = read(record, 'transactionType') ?? 'contribution';
    if (type !== 'contribution' && type !== 'withdrawal') {
      return { field: 'transactionType', message: RETIREMENT_MESSAGES.transactionTypeInvalid };
    }
    deltaCents = type === 'contribution' ? cents : -cents;
    newBalanceCents = currentBalanceCents + deltaCents;
  }
  const notes = read(record, 'notes');
  if (typeof notes !== 'string' || notes.trim() === '') {
    return { field: 'notes', message: RETIREMENT_MESSAGES.notesRequired };
  }
  if (notes.trim().length > NOTES_MAX) return { field: 'notes', message: RETIREMENT_MESSAGES.notesTooLong };
  if (newBalanceCents < 0) return { field: 'amount', message: RETIREMENT_MESSAGES.negativeResult };
  if (newBalanceCents > CPF_BALANCE_MAX_CENTS) {
    return { field: mode === 'set_balance' ? 'newBalance' : 'amount', message: RETIREMENT_MESSAGES.balanceTooLarge };
  }
  const date = read(record, 'date');
  if (!absent(date) && (typeof date !== 'string' || !isIsoDate(date.trim()))) {
    return { field: 'date', message: RETIREMENT_MESSAGES.dateInvalid };
  }
  // A balance update records what happened; a day still to come would be a scheduled entry, not this.
  if (today !== undefined && typeof date === 'string' && date.trim() > today) {
    return { field: 'date', message: RETIREMENT_MESSAGES.dateInFuture };
  }
  return {
    mode,
    deltaCents,
    newBalanceCents,
    notes: notes.trim(),
    date: typeof date === 'string' && date.trim() !== '' ? date.trim() : undefined,
  };
}

/** The activity call's limit: 20 by default, 1..100. */
export const cpfActivityLimitSchema = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? undefined : Number(value)),
  z
    .number({ error: `Limit must be a whole number from 1 to ${CPF_ACTIVITY_LIMIT_MAX}` })
    .int(`Limit must be a whole number from 1 to ${CPF_ACTIVITY_LIMIT_MAX}`)
    .min(1, `Limit must be a whole number from 1 to ${CPF_ACTIVITY_LIMIT_MAX}`)
    .max(CPF_ACTIVITY_LIMIT_MAX, `Limit must be a whole number from 1 to ${CPF_ACTIVITY_LIMIT_MAX}`)
    .default(CPF_ACTIVITY_LIMIT_DEFAULT),
);

/** The description of a CPF transaction added as a contribution or withdrawal, e.g. 'CPF-OA contribution'. */
export const cpfTransactionDescription = (accountType: string, income: boolean): string =>
  `${accountType} ${income ? 'contribution' : 'withdrawal'}`;
/** The description of a new balance set on the account (either direction): 'CPF-OA balance adjustment'. */
export const cpfBalanceAdjustmentDescription = (accountType: string): string => `${accountType} balance adjustment`;
export const cpfScheduledDescription = (accountType: string): string => `${accountType} scheduled contribution`;
