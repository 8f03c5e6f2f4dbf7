import { centsToDecimal, connectionBadge, decimalToCents } from '@garden/core';
import type * as Generated from '../../graphql/generated/graphql';
import { formatMoney } from '../transactions/transactions-model';

/** The shapes the dashboard reads are the generated fragment types of dashboard.graphql. */
export type DashboardAccount = Generated.DashboardAccountFieldsFragment;
/** The totals of one currency, as exact decimal strings summed by the api. */
export type DashboardTotals = Generated.DashboardTotalsFieldsFragment;
export type RecentTransaction = Generated.DashboardRecentTransactionFieldsFragment;

/** The dashboard shows the 5 most recent transactions. */
export const RECENT_TRANSACTIONS_LIMIT = 5;

/** The dashboard's load failure message, as specified. */
export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data. Please try again later.';

export const RECENT_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'expenses', label: 'Expenses' },
  { value: 'income', label: 'Income' },
] as const;
export type RecentFilter = (typeof RECENT_FILTERS)[number]['value'];

export const ACCOUNT_TYPE_ICONS: Record<string, string> = {
  checking: '🏦',
  credit: '💳',
  savings: '🌱',
  investment: '📈',
  others: '🪴',
};

export const ACCOUNT_TYPE_LABELS: Record<string, string> = {
  checking: 'Checking',
  credit: 'Credit Card',
  savings: 'Savings',
  investment: 'Investment',
  others: 'Other',
};

export const isCredit = (account: Pick<DashboardAccount, 'accountType'>): boolean => account.accountType === 'credit';

/** The badge of an active pdf account: it was read from statements, and the app holds no live bank connection. */
export const IMPORTED_BADGE = 'Imported from PDF';

/**
 * The badge shows for pdf-provider accounts only, with the spec's labels for the statuses that
 * say something is wrong or under way. An active pdf account is not "Connected" to the bank (nothing is: its data
 * comes from uploaded statements), so it says where its data comes from instead.
 */
export function accountBadge(
  account: Pick<DashboardAccount, 'providerType' | 'connectionStatus'>,
): { label: string; color: 'success' | 'warning' | 'error' | 'default' } | null {
  if (account.providerType !== 'pdf') return null;
  if (account.connectionStatus === 'active') return { label: IMPORTED_BADGE, color: 'success' };
  const label = connectionBadge(account.connectionStatus);
  const color =
    account.connectionStatus === 'pending' ? 'warning' : account.connectionStatus === 'error' ? 'error' : 'default';
  return { label, color };
}

/**
 * The money a card shows. A credit account shows what it owes (its balance is negative while money is owed; a
 * card in credit shows that instead) with its credit limit beside it; any other account shows its balance.
 */
export function cardAmount(account: DashboardAccount): { label: string; text: string; detail?: string } {
  if (isCredit(account)) {
    const cents = decimalToCents(account.balance);
    const detail = `Credit limit ${account.creditLimit ? formatMoney(account.creditLimit, account.currency) : 'not stated'}`;
    if (cents > 0) return { label: 'In Credit', text: formatMoney(account.balance, account.currency), detail };
    return { label: 'Amount Owed', text: formatMoney(centsToDecimal(-cents), account.currency), detail };
  }
  return { label: 'Balance', text: formatMoney(account.balance, account.currency) };
}

/** "1 account", "3 accounts". */
export const accountCountLabel = (count: number): string => `${count} account${count === 1 ? '' : 's'}`;

export type TotalKind = 'balance' | 'creditLimit' | 'owed' | 'netWorth';

/**
 * One figure per currency ("$12,345.67", "US$250.05"), straight from the exact decimal strings; "$0.00" when
 * there is nothing to sum. Currencies with no account of the summed kind are left out: balances are of non-credit
 * accounts, limits and amounts owed of cards, the net worth of every account.
 */
export function formatTotals(totals: readonly DashboardTotals[], kind: TotalKind): string[] {
  const counted = (row: DashboardTotals): number =>
    kind === 'balance'
      ? row.accountCount - row.creditAccountCount
      : kind === 'netWorth'
        ? row.accountCount
        : row.creditAccountCount;
  const amount = (row: DashboardTotals): string =>
    kind === 'balance'
      ? row.totalBalance
      : kind === 'creditLimit'
        ? row.totalCreditLimit
        : kind === 'owed'
          ? row.totalOwed
          : row.netWorth;
  const figures = totals.filter((row) => counted(row) > 0).map((row) => formatMoney(amount(row), row.currency));
  return figures.length > 0 ? figures : [formatMoney('0.00')];
}

/** Whether any currency has a card: the dashboard then shows what the cards owe. */
export const hasCards = (totals: readonly DashboardTotals[]): boolean =>
  totals.some((row) => row.creditAccountCount > 0);

const DATE_FORMAT = new Intl.DateTimeFormat('en-SG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Singapore',
});

const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How old data is. Under a minute "Just now", then minutes, hours, days, weeks
 * (under 4), then the date (Singapore calendar).
 */
export function staleLabel(timestamp: string, now: Date): string {
  const then = new Date(timestamp);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, 'day');
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return plural(weeks, 'week');
  return DATE_FORMAT.format(then);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (YYYY-MM-DD, no time zone involved): "1 Aug 2023". */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/**
 * "First visit" is known per browser and per user: a local flag set when the dashboard was first shown to this
 * user. A new user (or a new browser) sees the first-visit greeting once, then "Welcome back!".
 */
export const visitedKey = (userId: string): string => `garden.dashboard.visited.${userId}`;

export function isFirstVisit(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(visitedKey(userId)) === null;
  } catch {
    return false;
  }
}

export function markVisited(userId: string | undefined): void {
  if (!userId) return;
  try {
    localStorage.setItem(visitedKey(userId), new Date().toISOString());
  } catch {
    // Storage may be unavailable (some private modes); isFirstVisit then reads false and greets with welcome back.
  }
}
