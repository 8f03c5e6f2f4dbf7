import { BUDGET_PERIODS, decimalToCents, type BudgetPeriod, type BudgetState } from '@garden/core';
import { moneyOfCents } from '../../shared/format';
import type { BudgetSpendingFieldsFragment } from '../../graphql/generated/graphql';

export type BudgetRow = BudgetSpendingFieldsFragment;

export const PERIOD_LABELS: Record<BudgetPeriod, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** What each state looks like: a colour for the bar and chip, a short name and a garden emoji. */
export const STATE_LOOKS: Record<BudgetState, { label: string; emoji: string; color: string; tint: string }> = {
  ok: { label: 'On track', emoji: '🌱', color: '#2f7d3b', tint: '#e7f3e4' },
  warning: { label: 'Warning', emoji: '🌼', color: '#b7791f', tint: '#fdf3dc' },
  over: { label: 'Over budget', emoji: '🥀', color: '#d64545', tint: '#fbe5e5' },
};

export const isBudgetPeriod = (value: string): value is BudgetPeriod =>
  (BUDGET_PERIODS as readonly string[]).includes(value);

/** A budget's period as shown ("Monthly"); a period this app version does not know is shown as it came. */
export const periodName = (budget: Pick<BudgetRow, 'period'>): string =>
  isBudgetPeriod(budget.period) ? PERIOD_LABELS[budget.period] : budget.period;

export const asState = (value: string): BudgetState => (value === 'warning' || value === 'over' ? value : 'ok');

/** The app's money format (shared/format): "$1,234.50" for SGD, "US$12.00", the sign kept. */
export const money = (cents: number, currency = 'SGD'): string => moneyOfCents(cents, currency);

export const moneyOf = (decimal: string, currency = 'SGD'): string => money(decimalToCents(decimal), currency);

const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-SG', { timeZone: 'UTC', ...options });
const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
  dayFormat(options).format(new Date(`${iso}T00:00:00Z`));

/** The days a budget measures, as people say them: "Today, 2 Dec", "Mon 30 Nov – Sun 6 Dec", "December 2026", "2026". */
export function periodDays(period: string, startDate: string, endDate: string): string {
  switch (period) {
    case 'daily':
      return day(startDate, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    case 'weekly':
      return `${day(startDate, { weekday: 'short', day: 'numeric', month: 'short' })} – ${day(endDate, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })}`;
    case 'monthly':
      return day(startDate, { month: 'long', year: 'numeric' });
    case 'yearly':
      return startDate.slice(0, 4);
    default:
      return `${startDate} – ${endDate}`;
  }
}

/** The sentence under a budget's bar. */
export function stateText(row: BudgetRow): string {
  const remaining = decimalToCents(row.remaining);
  const state = asState(row.state);
  const used = `${formatPercent(row.percentage)} used`;
  if (state === 'over') return `Over budget by ${money(-remaining, row.currency)} (${used})`;
  if (state === 'warning') {
    return `${used}: past your ${row.notificationThreshold}% alert, ${money(remaining, row.currency)} left`;
  }
  return `${used}, ${money(remaining, row.currency)} left`;
}

export const formatPercent = (value: number): string =>
  `${Number.isInteger(value) ? value : value.toFixed(value * 10 === Math.round(value * 10) ? 1 : 2)}%`;

/** How many budgets are in each state, for the summary line. */
export function stateCounts(rows: readonly BudgetRow[]): Record<BudgetState, number> {
  const counts: Record<BudgetState, number> = { ok: 0, warning: 0, over: 0 };
  for (const row of rows) counts[asState(row.state)] += 1;
  return counts;
}
