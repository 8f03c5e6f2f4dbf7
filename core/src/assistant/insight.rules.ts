import { CADENCE_RULES, type RecurringCadence } from '../recurring/recurring-detection';
import { dayMonthsBack } from '../retirement/contribution-schedule';

/**
 * The Garden Gnome's insights: each kind's rule, its thresholds and the least history it needs. Every
 * figure is worked out from the person's own transactions, on the calendar of Asia/Singapore.
 */
export const INSIGHT_KINDS = [
  'duplicate_charge',
  'budget_overrun',
  'price_increase',
  'missing_charge',
  'category_spike',
  'large_transaction',
  'new_recurring',
  'cpf_contribution',
] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

/** Ranking: the kind's weight first (money at stake or a deadline first), then the amount involved. */
export const INSIGHT_KIND_WEIGHT: Record<InsightKind, number> = {
  duplicate_charge: 90,
  budget_overrun: 85,
  price_increase: 80,
  missing_charge: 70,
  category_spike: 60,
  large_transaction: 55,
  new_recurring: 50,
  cpf_contribution: 30,
};

export const INSIGHT_RULES = {
  /** At most this many insights are answered, best first. */
  maxInsights: 20,
  /** A price rise of a subscription is news for 60 days after the first charge at the new price. */
  priceIncreaseRecentDays: 60,
  /** A series is new for 35 days after the charge that made it one (3 charges; 2 for a yearly one). */
  newRecurringDays: 35,
  /** A charge is missing once its expected day plus the cadence's tolerance has passed, up to 31 days back. */
  missingLookbackDays: 31,
  /** Two charges of the same merchant and amount at most 3 days apart in the last 45 days, of at least S$10... */
  duplicateWindowDays: 3,
  duplicateRecentDays: 45,
  duplicateMinimumCents: 1_000,
  /** ...when that merchant and amount came up at most 3 times in the last 90 days (not a daily habit). */
  duplicateHabitDays: 90,
  duplicateHabitMaximum: 3,
  /** A category's month so far at 1.5 times its median month and S$50 above it... */
  spikeRatio: 1.5,
  spikeMinimumExcessCents: 5_000,
  /** ...against the median of up to its 6 previous months; needs 3 months of history before this one. */
  spikeMonths: 6,
  spikeMinimumHistoryMonths: 3,
  /** A budget's pace is judged once a quarter of its period has passed (daily budgets: never). */
  budgetMinimumElapsedShare: 0.25,
  /** A charge of the last 30 days, of at least S$50, at 3 times the median of the half year before... */
  largeRecentDays: 30,
  largeBaselineDays: 182,
  largeMinimumCents: 5_000,
  largeMultiple: 3,
  /** ...of at least 4 earlier charges at its merchant, or of at least 10 in its category (and above all of them). */
  largeMerchantMinimumHistory: 4,
  largeCategoryMinimumHistory: 10,
  /** A CPF auto-contribution within the next 7 days. */
  cpfUpcomingDays: 7,
} as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** A day some days after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one day to another (positive when `to` is later). */
export const daysFrom = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The first day of the month of a day, some months back (0: this month). */
export function monthStart(day: string, monthsBack = 0): string {
  return `${dayMonthsBack(`${day.slice(0, 7)}-01`, monthsBack)}`;
}

/** The months (YYYY-MM) before the month of a day, newest first. */
export function monthsBefore(day: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => monthStart(day, index + 1).slice(0, 7));
}

export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * A category running well above its usual month: this month so far against the median of its previous months
 * (a month with no spending counts as 0), once the person has `spikeMinimumHistoryMonths` months of history before
 * this one. Undefined when it is not a spike (or the history is too short to say).
 */
export function categorySpike(
  thisMonthCents: number,
  previousMonthsCents: readonly number[],
): { medianCents: number; ratio: number } | undefined {
  if (previousMonthsCents.length < INSIGHT_RULES.spikeMinimumHistoryMonths) return undefined;
  const medianCents = medianOf(previousMonthsCents.slice(0, INSIGHT_RULES.spikeMonths));
  if (medianCents <= 0) return undefined;
  if (thisMonthCents < INSIGHT_RULES.spikeRatio * medianCents) return undefined;
  if (thisMonthCents - medianCents < INSIGHT_RULES.spikeMinimumExcessCents) return undefined;
  return { medianCents, ratio: thisMonthCents / medianCents };
}

/**
 * The day a budget will be exceeded at the pace of its period so far (spent / days elapsed, today included), when
 * that day falls inside the period. Undefined when it will not be, is already over, or too little of the period
 * has passed to judge a pace.
 */
export function budgetExceedDate(
  spentCents: number,
  amountCents: number,
  startDate: string,
  endDate: string,
  today: string,
): string | undefined {
  const totalDays = daysFrom(startDate, endDate) + 1;
  const elapsedDays = daysFrom(startDate, today) + 1;
  if (totalDays <= 1 || elapsedDays < 1 || elapsedDays >= totalDays) return undefined;
  if (elapsedDays < INSIGHT_RULES.budgetMinimumElapsedShare * totalDays) return undefined;
  if (spentCents <= 0 || spentCents > amountCents) return undefined;
  // The first day whose running total passes the amount: spent * n / elapsed > amount.
  const dayNumberInPeriod = Math.floor((amountCents * elapsedDays) / spentCents) + 1;
  if (dayNumberInPeriod > totalDays || dayNumberInPeriod <= elapsedDays) return undefined;
  return addDays(startDate, dayNumberInPeriod - 1);
}

/**
 * A running series' charge is missing when its expected day plus the cadence's tolerance has passed (within the
 * last `missingLookbackDays`), and the person's transactions reach past that day (else the statement that would
 * show it is simply not imported yet).
 */
export function isChargeMissing(
  cadence: RecurringCadence,
  nextExpectedDate: string,
  today: string,
  latestTransactionDate: string | null,
): boolean {
  const overdueFrom = addDays(nextExpectedDate, CADENCE_RULES[cadence].toleranceDays);
  if (overdueFrom >= today) return false;
  if (daysFrom(nextExpectedDate, today) > INSIGHT_RULES.missingLookbackDays) return false;
  return latestTransactionDate !== null && latestTransactionDate > overdueFrom;
}

/** Unusually large against earlier charges at its merchant (first) or in its category; undefined when not. */
export function unusuallyLarge(
  amountCents: number,
  merchant: { count: number; medianCents: number },
  category: { count: number; medianCents: number; maxCents: number },
): { against: 'merchant' | 'category'; medianCents: number } | undefined {
  if (amountCents < INSIGHT_RULES.largeMinimumCents) return undefined;
  if (merchant.count >= INSIGHT_RULES.largeMerchantMinimumHistory) {
    return amountCents >= INSIGHT_RULES.largeMultiple * merchant.medianCents
      ? { against: 'merchant', medianCents: merchant.medianCents }
      : undefined;
  }
  if (
    category.count >= INSIGHT_RULES.largeCategoryMinimumHistory &&
    amountCents >= INSIGHT_RULES.largeMultiple * category.medianCents &&
    amountCents > category.maxCents
  )
    return { against: 'category', medianCents: category.medianCents };
  return undefined;
}

/** "15 Apr 2026" */
export function shortDate(day: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(day.slice(8, 10))} ${months[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** A link into the Transaction Garden filtered the way an answer was worked out. */
export function transactionsLink(filter: {
  categoryId?: string | null;
  accountId?: string | null;
  search?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  type?: 'income' | 'expenses';
}): string {
  const params = new URLSearchParams();
  if (filter.categoryId) params.set('category', filter.categoryId);
  if (filter.accountId) params.set('account', filter.accountId);
  if (filter.search) params.set('search', filter.search);
  if (filter.startDate) params.set('start', filter.startDate);
  if (filter.endDate) params.set('end', filter.endDate);
  if (filter.type) params.set('type', filter.type);
  const query = params.toString();
  return query ? `/transactions?${query}` : '/transactions';
}
