import { TRANSACTION_TYPES, decimalToCents, formatCents, type DatePreset, type TransactionType } from '@garden/core';
import type * as Generated from '../../graphql/generated/graphql';

/**
 * The shapes the page reads are the generated fragment types of transactions.graphql: a transaction (its
 * categoryConfidence is 0..1, null when chosen by hand, by a language model, or not known), the category and
 * account choices, and a similar transaction with its score and reason.
 */
export type TransactionItem = Generated.TransactionFieldsFragment;
export type CategoryOption = Generated.TransactionCategoryOptionFieldsFragment;
export type AccountOption = Generated.TransactionAccountOptionFieldsFragment;
export type SimilarItem = Generated.SimilarTransactionsQuery['similarTransactions']['items'][number];

/** The date-range and type choices are core's (the api validates the same lists); these are their labels. */
export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  all: 'All Time',
  'this-month': 'This Month',
  'last-month': 'Last Month',
  'last-3-months': 'Last 3 Months',
  'year-to-date': 'Year to Date',
  'last-year': 'Last Year',
};

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  all: 'All Types',
  income: 'Income',
  expenses: 'Expenses',
};

export interface TransactionFilters {
  datePreset: DatePreset;
  type: TransactionType;
  categoryId: string;
  accountId: string;
  search: string;
  /** A range of days (YYYY-MM-DD) a link into the page set, e.g. an answer of the Garden Gnome; '' when none. */
  startDate: string;
  endDate: string;
}

export const NO_FILTERS: TransactionFilters = {
  datePreset: 'all',
  type: 'all',
  categoryId: '',
  accountId: '',
  search: '',
  startDate: '',
  endDate: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Filters from a link's query (?category=&account=&search=&start=&end=&type=), as the Garden Gnome's answers and
 * tips write them; anything missing or malformed is left at its default.
 */
export function filtersFromLink(params: URLSearchParams): TransactionFilters {
  const type = params.get('type');
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  return {
    ...NO_FILTERS,
    type: TRANSACTION_TYPES.find((known) => known === type) ?? 'all',
    categoryId: params.get('category') ?? '',
    accountId: params.get('account') ?? '',
    search: (params.get('search') ?? '').slice(0, 200),
    startDate: DAY.test(start) ? start : '',
    endDate: DAY.test(end) ? end : '',
  };
}

/** The list loads 20 transactions a page. */
export const PAGE_SIZE = 20;
/** The similarity threshold (percent) sent when asking for similar transactions. */
export const SIMILARITY_THRESHOLD = 80;
/** Notes longer than this are shortened in the list. */
export const NOTES_LIMIT = 30;

/** A page shorter than the page size is the last one. */
export const hasMoreAfter = (pageLength: number): boolean => pageLength >= PAGE_SIZE;

export const filtersActive = (filters: TransactionFilters): boolean =>
  filters.datePreset !== 'all' ||
  filters.type !== 'all' ||
  filters.categoryId !== '' ||
  filters.accountId !== '' ||
  filters.search.trim() !== '' ||
  filters.startDate !== '' ||
  filters.endDate !== '';

/** The contract's TransactionFilter for the chosen filters (empty choices left out). */
export function toFilterInput(filters: TransactionFilters): {
  datePreset: string;
  type: string;
  categoryId?: string;
  accountId?: string;
  search?: string;
  startDate?: string;
  endDate?: string;
} {
  const search = filters.search.trim();
  return {
    datePreset: filters.datePreset,
    type: filters.type,
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(filters.accountId ? { accountId: filters.accountId } : {}),
    ...(search ? { search } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
}

/** Notes over 30 characters keep their first 30 and end with an ellipsis. */
export function shortenNotes(notes: string, limit = NOTES_LIMIT): string {
  const characters = Array.from(notes);
  return characters.length > limit ? `${characters.slice(0, limit).join('').trimEnd()}…` : notes;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A calendar date (YYYY-MM-DD, no time zone involved) as a heading: "Tuesday, 1 August 2023". */
export function formatDateHeading(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

export interface DateGroup {
  date: string;
  label: string;
  items: TransactionItem[];
}

/** Groups by calendar date, newest date first; rows keep the server's order within a date. */
export function groupByDate(items: readonly TransactionItem[]): DateGroup[] {
  const groups = new Map<string, TransactionItem[]>();
  for (const item of items) {
    const group = groups.get(item.date);
    if (group) group.push(item);
    else groups.set(item.date, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, rows]) => ({ date, label: formatDateHeading(date), items: rows }));
}

/** Money in dollar format straight from the exact decimal string: "-12.5" -> "-$12.50", SGD as "$". */
export function formatMoney(amount: string, currency = 'SGD'): string {
  const cents = decimalToCents(amount);
  const symbol = currency === 'SGD' || currency === 'USD' ? '$' : `${currency} `;
  const text = formatCents(Math.abs(cents));
  return `${cents < 0 ? '-' : ''}${currency === 'USD' ? 'US' : ''}${symbol}${text}`;
}

/** Money out (negative, or not income) is shown as an expense: "-$12.34"; income as "+$12.34". */
export function displayAmount(item: Pick<TransactionItem, 'amount' | 'currency' | 'isIncome'>): {
  text: string;
  expense: boolean;
} {
  const cents = decimalToCents(item.amount);
  const expense = cents < 0 || (cents > 0 && !item.isIncome);
  const magnitude = formatMoney(item.amount.replace(/^\s*-/, ''), item.currency);
  return { text: `${expense ? '-' : '+'}${magnitude}`, expense };
}

/** The unsigned amount for the edit form's numeric field: "-12.30" -> "12.30". */
export const unsignedAmount = (amount: string): string => amount.trim().replace(/^-/, '');

/** A valid edit-form amount: 0 or more with up to two decimals. */
export const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** 'Same Merchant' for a merchant match, else the score as 'N% similar'. */
export const similarityLabel = (item: Pick<SimilarItem, 'reason' | 'score'>): string =>
  item.reason === 'merchant_match' ? 'Same Merchant' : `${item.score}% similar`;

/** "83 % sure" from a confidence of 0.83 (whole percent, never 100 % for a guess). */
const sure = (confidence: number | null | undefined): string =>
  confidence === null || confidence === undefined ? '' : ` (${Math.min(99, Math.round(confidence * 100))} % sure)`;

/** Why a transaction has its category, for the tooltip of its category chip. */
export function categoryReason(item: Pick<TransactionItem, 'categorySource' | 'categoryConfidence'>): string {
  switch (item.categorySource) {
    case 'user':
      return 'You chose this category';
    case 'user_rule':
      return 'Your rule for this merchant';
    case 'user_model':
      return `Learned from your changes${sure(item.categoryConfidence)}`;
    case 'statement_hint':
      return 'Statement pattern';
    case 'knowledge_base':
      return 'Known merchant';
    case 'classifier':
      return `Learned${sure(item.categoryConfidence)}`;
    case 'language_model':
      return 'Suggested by a language model — please check';
    default:
      return 'Not sure — please check';
  }
}
