import {
  REPORT_PERIODS,
  REPORT_PERIOD_DEFAULT,
  REPORT_PERIOD_LABELS,
  REPORT_RANGE_MAX_DAYS,
  daysBetween,
  decimalToCents,
  isReportPeriod,
  periodGranularity,
  reportPeriodRange,
  singaporeToday,
  type AggregationLevel,
  type DayRange,
  type ReportPeriod,
} from '@garden/core';
import type * as Generated from '../../graphql/generated/graphql';
import { calendarDate } from '../../shared/format';

/** A point and the summary of the spending trend: the generated fragment types of reports.graphql. */
export type TrendPoint = Generated.TrendPointFieldsFragment;
export type TrendSummary = Generated.TrendSummaryFieldsFragment;

export { REPORT_PERIODS, REPORT_PERIOD_LABELS };
export type { ReportPeriod };

/** The reports screen's messages, word for word as specified. */
export const REPORT_ERROR = 'Failed to load report data. Please try again later.';
export const TREND_ERROR = 'Failed to load spending trend data';

/** The preferences (reportsTimeframe) live in local storage under one key. */
export const PREFERENCES_KEY = 'garden.preferences';
/** The last category picked in the breakdown. */
export const SELECTED_CATEGORY_KEY = 'garden.reports.selectedCategoryId';

interface Preferences {
  reportsTimeframe?: string;
  reportsCustomRange?: unknown;
  [key: string]: unknown;
}

function readPreferences(): Preferences {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Preferences) : {};
  } catch {
    return {};
  }
}

/**
 * A "Growing Season": one of the spec's six periods, every day since the first transaction
 * ("All Time"), or a custom range of days.
 */
export type Season =
  { kind: 'period'; period: ReportPeriod } | { kind: 'all-time' } | { kind: 'custom'; range: DayRange };

/** The selector's choices: the spec's periods in its order, then All Time and Custom Range. */
export const SEASON_CHOICES = [...REPORT_PERIODS, 'all-time', 'custom'] as const;
export type SeasonChoice = (typeof SEASON_CHOICES)[number];
export const SEASON_CHOICE_LABELS: Record<SeasonChoice, string> = {
  ...REPORT_PERIOD_LABELS,
  'all-time': 'All Time',
  custom: 'Custom Range',
};

export const seasonChoice = (season: Season): SeasonChoice => (season.kind === 'period' ? season.period : season.kind);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A range a report can cover: two real days, start first, at most the api's 3,653 days. */
export function validRange(range: Partial<DayRange> | null | undefined): range is DayRange {
  if (!range || !isDay(range.startDate) || !isDay(range.endDate)) return false;
  return range.startDate <= range.endDate && daysBetween(range.startDate, range.endDate) <= REPORT_RANGE_MAX_DAYS;
}

/** The remembered season; this-month (the default) when none, or an unknown or broken one, is stored. */
export function storedSeason(): Season {
  const preferences = readPreferences();
  const value = preferences.reportsTimeframe;
  if (isReportPeriod(value)) return { kind: 'period', period: value };
  if (value === 'all-time') return { kind: 'all-time' };
  const range = preferences.reportsCustomRange as Partial<DayRange> | undefined;
  if (value === 'custom' && validRange(range)) {
    return { kind: 'custom', range: { startDate: range.startDate, endDate: range.endDate } };
  }
  return { kind: 'period', period: REPORT_PERIOD_DEFAULT };
}

/** Remembers the season (reportsTimeframe, and the custom range), keeping any other preference under the key. */
export function storeSeason(season: Season): void {
  const next: Preferences = { ...readPreferences(), reportsTimeframe: seasonChoice(season) };
  if (season.kind === 'custom') next.reportsCustomRange = season.range;
  else delete next.reportsCustomRange;
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
}

/** Where the person's transactions lie, all time: the first and last days, null without any. */
export interface History {
  firstDate: string | null;
  lastDate: string | null;
}

const isoDayOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
const dayIndex = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The days a season covers now: a period as core reads it; All Time from the first transaction to today (or to
 * the last transaction when it is later), kept within the api's 3,653 days by starting later; a custom range as
 * chosen. Null for All Time until the history is known.
 */
export function seasonRange(season: Season, now: Date, history: History | null): DayRange | null {
  if (season.kind === 'period') return reportPeriodRange(season.period, now);
  if (season.kind === 'custom') return season.range;
  if (!history) return null;
  const today = singaporeToday(now);
  const endDate = history.lastDate && history.lastDate > today ? history.lastDate : today;
  const earliest = isoDayOf(dayIndex(endDate) - REPORT_RANGE_MAX_DAYS + 1);
  const first = history.firstDate ?? endDate;
  return { startDate: first < earliest ? earliest : first, endDate };
}

/**
 * The trend's points: the spec's granularity for its periods; for All Time and a custom
 * range by length, as the periods do: days up to two months, weeks up to six months, months beyond.
 */
export function seasonGranularity(season: Season, range: DayRange): AggregationLevel {
  if (season.kind === 'period') return periodGranularity(season.period);
  const days = daysBetween(range.startDate, range.endDate);
  if (days <= 62) return 'daily';
  if (days <= 186) return 'weekly';
  return 'monthly';
}

/** "Last Year", "All Time", "1 Jul 2023 – 31 Jul 2023". */
export function seasonLabel(season: Season): string {
  if (season.kind === 'custom')
    return `${calendarDate(season.range.startDate)} – ${calendarDate(season.range.endDate)}`;
  return SEASON_CHOICE_LABELS[seasonChoice(season)];
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Where to jump from an empty season: the shortest of the spec's periods that holds the latest transaction, or
 * else the calendar month of that transaction (as a custom range), with the button's words.
 */
export function latestSeasonWithData(lastDate: string, now: Date): { season: Season; label: string } {
  for (const period of REPORT_PERIODS) {
    const range = reportPeriodRange(period, now);
    if (range.startDate <= lastDate && lastDate <= range.endDate) {
      return { season: { kind: 'period', period }, label: REPORT_PERIOD_LABELS[period] };
    }
  }
  const year = Number(lastDate.slice(0, 4));
  const month = Number(lastDate.slice(5, 7));
  const startDate = `${lastDate.slice(0, 8)}01`;
  const endDate = isoDayOf(
    dayIndex(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`) - 1,
  );
  return {
    season: { kind: 'custom', range: { startDate, endDate } },
    label: `${MONTH_NAMES[month - 1] ?? ''} ${year}`,
  };
}

export function storedCategoryId(): string | null {
  try {
    return localStorage.getItem(SELECTED_CATEGORY_KEY);
  } catch {
    return null;
  }
}

export function storeCategoryId(id: string | null): void {
  try {
    if (id) localStorage.setItem(SELECTED_CATEGORY_KEY, id);
    else localStorage.removeItem(SELECTED_CATEGORY_KEY);
  } catch {
    // As above.
  }
}

/** The doughnut's ten colours, as specified; after them, hues spread by the golden angle. */
export const CHART_PALETTE = [
  '#2f7d3b',
  '#c98b2b',
  '#3B82F6',
  '#EC4899',
  '#14B8A6',
  '#A855F7',
  '#F97316',
  '#84CC16',
  '#EF4444',
  '#0EA5E9',
] as const;

export function chartColour(index: number): string {
  const fixed = CHART_PALETTE[index];
  if (fixed) return fixed;
  const hue = Math.round(((index - CHART_PALETTE.length) * 137.508 + 20) % 360);
  return `hsl(${hue}, 62%, 48%)`;
}

// The shared money and calendar-date formats (also the assets pages').
export { dollars as money, calendarDate as shortDate } from '../../shared/format';

/** A monthly axis tick: "Mar" within a year, the year kept on the first tick and on January ("Jan 2026"). */
export function monthTick(label: string, index: number): string {
  const [month = label] = label.split(' ');
  return index === 0 || month === 'Jan' ? label : month;
}

/** A chart value in dollars (the chart draws numbers; the figures shown as text stay exact). */
export const chartNumber = (amount: string): number => decimalToCents(amount) / 100;

/** "+12.34%" / "-5%" / "0%". */
export function percentText(value: number): string {
  const text = `${Math.abs(value)
    .toFixed(2)
    .replace(/\.?0+$/, '')}%`;
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text;
}

export const TREND_VIEWS = [
  { value: 'expenses', label: 'Expenses' },
  { value: 'income', label: 'Income' },
  { value: 'net', label: 'Net Cash Flow' },
] as const;
export type TrendView = (typeof TREND_VIEWS)[number]['value'];

export interface TrendStats {
  total: string;
  average: string;
  highest: string;
  trend: string;
  percentage: number;
}

/** The four tiles of one view: Total, Average (per data point), Highest (data point), Trend. */
export function trendStats(summary: TrendSummary, view: TrendView): TrendStats {
  switch (view) {
    case 'expenses':
      return {
        total: summary.totalExpenses,
        average: summary.avgExpenses,
        highest: summary.maxExpenses,
        trend: summary.trend,
        percentage: summary.trendPercentage,
      };
    case 'income':
      return {
        total: summary.totalIncome,
        average: summary.avgIncome,
        highest: summary.maxIncome,
        trend: summary.incomeTrend.trend,
        percentage: summary.incomeTrend.percentage,
      };
    case 'net':
      return {
        total: summary.totalNet,
        average: summary.avgNet,
        highest: summary.maxNet,
        trend: summary.netTrend.trend,
        percentage: summary.netTrend.percentage,
      };
  }
}

/** Whether a trend is good news: less spending, more income, better net. */
export function trendIsGood(view: TrendView, trend: string): boolean | null {
  if (trend === 'stable') return null;
  const up = trend === 'increasing';
  return view === 'expenses' ? !up : up;
}

export const pointValue = (point: TrendPoint, view: TrendView): string => point[view];

/** Fewer transactions than this in the earlier half of a season is too little history to state a trend from. */
export const TREND_MIN_HISTORY = 3;

/**
 * Whether the trend has something to compare against: the api compares the later half of the points with the
 * earlier half (an odd middle point in neither), so the earlier half needs TREND_MIN_HISTORY transactions of the
 * view's kind (either kind for Net Cash Flow). Otherwise "+1466.83 %" would only say the season started empty.
 */
export function trendHasHistory(points: readonly TrendPoint[], view: TrendView): boolean {
  const earlier = points.slice(0, Math.floor(points.length / 2));
  const count = earlier.reduce(
    (sum, point) =>
      sum +
      (view === 'expenses'
        ? point.expenseTrxCount
        : view === 'income'
          ? point.incomeTrxCount
          : point.expenseTrxCount + point.incomeTrxCount),
    0,
  );
  return count >= TREND_MIN_HISTORY;
}

/** What a point's drill-down shows: its expenses (biggest first) or its income; the Net view has none. */
export function drillDownOf(view: TrendView): { isIncome: boolean; sortOrder: 'asc' | 'desc' } | null {
  if (view === 'expenses') return { isIncome: false, sortOrder: 'asc' };
  if (view === 'income') return { isIncome: true, sortOrder: 'desc' };
  return null;
}
