import {
  REPORT_PERIODS,
  REPORT_PERIOD_DEFAULT,
  REPORT_PERIOD_LABELS,
  decimalToCents,
  isReportPeriod,
  type ReportPeriod,
} from '@garden/core';

export { REPORT_PERIODS, REPORT_PERIOD_LABELS };
export type { ReportPeriod };

/** Spec 02 section 8: the reports screen's messages. */
export const REPORT_ERROR = 'Failed to load report data. Please try again later.';
export const TREND_ERROR = 'Failed to load spending trend data';

/** Spec 02 section 3: the preferences (reportsTimeframe) live in local storage under one key. */
export const PREFERENCES_KEY = 'garden.preferences';
/** The last category picked in the breakdown. */
export const SELECTED_CATEGORY_KEY = 'garden.reports.selectedCategoryId';

interface Preferences {
  reportsTimeframe?: string;
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

/** The remembered timeframe, this-month when none (or an unknown one) is stored. */
export function storedTimeframe(): ReportPeriod {
  const value = readPreferences().reportsTimeframe;
  return isReportPeriod(value) ? value : REPORT_PERIOD_DEFAULT;
}

/** Remembers the timeframe, keeping any other preference stored under the same key. */
export function storeTimeframe(period: ReportPeriod): void {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ ...readPreferences(), reportsTimeframe: period }));
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
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

/** Spec 02 section 9: the doughnut's ten colours; after them, hues spread by the golden angle. */
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

export interface TrendPoint {
  periodLabel: string;
  date: string;
  endDate: string;
  expenses: string;
  income: string;
  net: string;
  expenseTrxCount: number;
  incomeTrxCount: number;
}

export interface TrendSummary {
  totalExpenses: string;
  totalIncome: string;
  totalNet: string;
  avgExpenses: string;
  avgIncome: string;
  avgNet: string;
  maxExpenses: string;
  maxIncome: string;
  maxNet: string;
  trend: string;
  trendPercentage: number;
  incomeTrend: { trend: string; percentage: number };
  netTrend: { trend: string; percentage: number };
}

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

/** What a point's drill-down shows: its expenses (biggest first) or its income; the Net view has none. */
export function drillDownOf(view: TrendView): { isIncome: boolean; sortOrder: 'asc' | 'desc' } | null {
  if (view === 'expenses') return { isIncome: false, sortOrder: 'asc' };
  if (view === 'income') return { isIncome: true, sortOrder: 'desc' };
  return null;
}
