import {
  CPF_ACTIVITY_LIMIT_DEFAULT,
  CPF_CONTRIBUTION_DAY_MIN,
  CPF_CONTRIBUTION_MAX_CENTS,
  CPF_DEFAULT_CONTRIBUTION_CENTS,
  CPF_DEFAULT_CONTRIBUTION_DAY,
  RETIREMENT_ACCOUNT_TYPES,
  RETIREMENT_MESSAGES,
  centsToDecimal,
  clampContributionDay,
  decimalToCents,
  planCpfBalanceUpdate,
  decimalToCentsRounded,
  type CpfBalanceUpdateMode,
  type CpfTransactionType,
  type RetirementAccountType,
} from '@garden/core';
import type * as Generated from '../../graphql/generated/graphql';
import { dollars } from '../../shared/format';

/** The three tabs of /assets; the overview is the default and has no ?tab= in the URL. */
export const ASSET_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'cpf', label: 'CPF Accounts' },
  { value: 'stocks', label: 'Investments' },
] as const;
export type AssetTab = (typeof ASSET_TABS)[number]['value'];

export const isAssetTab = (value: string | null): value is AssetTab => ASSET_TABS.some((tab) => tab.value === value);

/** The CPF and assets messages of the web app, as specified (the rules' messages come from core). */
export const CPF_MESSAGES = {
  tabLoadFailed: "We couldn't load your CPF information. Please check your internet connection and try again.",
  activityFailed: 'Failed to load CPF transaction history',
  saveFailed: 'Failed to save transaction',
  createFailed: 'Failed to create retirement account',
  updateFailed: 'Failed to update retirement account',
  deleteFailed: 'Failed to delete retirement account',
  /** The bank account a balance update is recorded in could not be read. */
  accountDataFailed: 'Failed to load account data',
  fetchFailed: 'Failed to fetch retirement accounts',
  breakdownFailed: 'Failed to fetch assets breakdown',
  amountWarning: RETIREMENT_MESSAGES.contributionAmountPositive,
  amountTooLarge: RETIREMENT_MESSAGES.contributionAmountTooLarge,
} as const;

/** The CPF constants (activity list length, contribution defaults and bounds). */
export const CPF_ACTIVITY_LIMIT = CPF_ACTIVITY_LIMIT_DEFAULT;
export const DEFAULT_CONTRIBUTION_DAY = CPF_DEFAULT_CONTRIBUTION_DAY;
export const DEFAULT_CONTRIBUTION_AMOUNT = centsToDecimal(CPF_DEFAULT_CONTRIBUTION_CENTS);
export const WARNING_MS = 3_000;
export const ACTIVITY_NOTE = `Showing the ${CPF_ACTIVITY_LIMIT} most recent transactions`;

export const CPF_ACCOUNT_TYPES = RETIREMENT_ACCOUNT_TYPES;
export type { CpfTransactionType };

/** Card look per account (OA blue, SA green, MA amber). */
export const CPF_ACCOUNT_META: Record<
  RetirementAccountType,
  { short: string; name: string; colour: string; icon: string }
> = {
  'CPF-OA': { short: 'OA', name: 'Ordinary Account', colour: '#2563EB', icon: '🏠' },
  'CPF-SA': { short: 'SA', name: 'Special Account', colour: '#16A34A', icon: '🌿' },
  'CPF-MA': { short: 'MA', name: 'MediSave Account', colour: '#D97706', icon: '🩺' },
};

export const cpfMeta = (accountType: string) =>
  CPF_ACCOUNT_META[accountType as RetirementAccountType] ?? {
    short: accountType,
    name: accountType,
    colour: '#4f6350',
    icon: '🪴',
  };

/** A retirement account and a line of CPF activity as the CPF tab reads them: the generated fragment types. */
export type RetirementAccountView = Generated.RetirementAccountFieldsFragment;
export type CpfActivityView = Generated.CpfActivityFieldsFragment;

/** The three CPF cards in OA, SA, MA order, whatever order the server lists them in. */
export function orderCpfAccounts<T extends Pick<RetirementAccountView, 'accountType'>>(accounts: readonly T[]): T[] {
  const rank = (type: string) => {
    const index = CPF_ACCOUNT_TYPES.indexOf(type as RetirementAccountType);
    return index < 0 ? CPF_ACCOUNT_TYPES.length : index;
  };
  return [...accounts].sort((a, b) => rank(a.accountType) - rank(b.accountType));
}

/** Exact sum of decimal strings, as a decimal string. */
export const sumAmounts = (amounts: readonly string[]): string =>
  centsToDecimal(amounts.reduce((total, amount) => total + decimalToCents(amount), 0));

const WHOLE_DOLLARS = new Intl.NumberFormat('en-SG', {
  style: 'currency',
  currency: 'SGD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * The CPF Total card: en-SG with no decimals, "$12,346". The cents are rounded half
 * away from zero in integers first, so the shown dollars do not depend on float rounding.
 */
export function formatCpfTotal(amount: string): string {
  const cents = decimalToCents(amount);
  const dollars = Math.sign(cents) * Math.floor((Math.abs(cents) + 50) / 100);
  return WHOLE_DOLLARS.format(dollars);
}

/** The typed contribution day as an integer clamped to 1..31 (non-numbers fall to 1). */
export function parseContributionDay(text: string): number {
  const parsed = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(parsed) ? CPF_CONTRIBUTION_DAY_MIN : clampContributionDay(parsed);
}

export const MAX_CONTRIBUTION = centsToDecimal(CPF_CONTRIBUTION_MAX_CENTS);

/**
 * A contribution amount above $0.00, rounded to cents, max 999999.99. Either the amount to
 * save, or the warning to show for 3 s and the value the field is reset to: 1 when not above $0.00, the
 * maximum when above it (held there, not saved, so nothing larger is stored without the user seeing it).
 */
export function checkContributionAmount(text: string): { amount: string } | { warning: string; reset: string } {
  const cents = decimalToCentsRounded(text);
  if (cents === undefined || cents <= 0) return { warning: CPF_MESSAGES.amountWarning, reset: '1' };
  if (cents > CPF_CONTRIBUTION_MAX_CENTS) return { warning: CPF_MESSAGES.amountTooLarge, reset: MAX_CONTRIBUTION };
  return { amount: centsToDecimal(cents) };
}

export interface BalanceForm {
  mode: CpfBalanceUpdateMode;
  newBalance: string;
  amount: string;
  transactionType: CpfTransactionType;
  notes: string;
}

/** The updateCpfBalance input (amounts already rounded to cents). */
export interface CpfBalanceInput {
  accountId: string;
  mode: CpfBalanceUpdateMode;
  newBalance?: string;
  amount?: string;
  transactionType?: CpfTransactionType;
  notes: string;
}

/**
 * The CPF balance update rules, checked before calling with the very rules the api applies (core's
 * planCpfBalanceUpdate): either the call's input and the resulting balance, or the first message.
 */
export function validateBalanceUpdate(
  account: Pick<RetirementAccountView, 'id' | 'balance'>,
  form: BalanceForm,
): { input: CpfBalanceInput; resulting: string } | { error: string } {
  const plan = planCpfBalanceUpdate(decimalToCents(account.balance), {
    mode: form.mode,
    newBalance: form.mode === 'set_balance' ? form.newBalance : undefined,
    amount: form.mode === 'add_transaction' ? form.amount : undefined,
    transactionType: form.transactionType,
    notes: form.notes,
  });
  if ('message' in plan) return { error: plan.message };
  const input: CpfBalanceInput =
    plan.mode === 'set_balance'
      ? { accountId: account.id, mode: plan.mode, newBalance: centsToDecimal(plan.newBalanceCents), notes: plan.notes }
      : {
          accountId: account.id,
          mode: plan.mode,
          amount: centsToDecimal(Math.abs(plan.deltaCents)),
          transactionType: form.transactionType,
          notes: plan.notes,
        };
  return { input, resulting: centsToDecimal(plan.newBalanceCents) };
}

/** "+$500.00" for money in, "-$20.00" for money out. */
export function signedAmount(item: Pick<CpfActivityView, 'amount' | 'isIncome'>): string {
  const cents = Math.abs(decimalToCents(item.amount));
  return `${item.isIncome ? '+' : '-'}${dollars(centsToDecimal(cents))}`;
}

/** 1 -> "1st", 15 -> "15th", 22 -> "22nd". */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}
