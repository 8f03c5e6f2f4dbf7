import { dayMonthsBack } from '../retirement/contribution-schedule';

/**
 * The cadences of recurring payments and the calendar arithmetic of their periods: how long a period is, the day
 * some periods later, and how many periods separate two charges within a cadence's tolerance.
 */
export const RECURRING_CADENCES = ['weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurringCadence = (typeof RECURRING_CADENCES)[number];

/** detected by the rules; confirmed, dismissed or ended by the person. */
export const RECURRING_STATUSES = ['detected', 'confirmed', 'dismissed', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

export const isRecurringStatus = (value: unknown): value is RecurringStatus =>
  typeof value === 'string' && (RECURRING_STATUSES as readonly string[]).includes(value);

interface CadenceRule {
  /** Length of one period: whole days, or calendar months (day of month kept, clamped to the month's end). */
  step: { days: number } | { months: number };
  /**
   * How far a charge may land from one (or two, a skipped period) periods after the charge before it. Each charge
   * may drift from its schedule (weekly 1 day, fortnightly 2, the month-based cadences 3), and two neighbours can
   * drift in opposite directions, so the gap tolerance is twice the drift (plus a day for month-end clamping).
   */
  toleranceDays: number;
  /** Fewer charges than this are not yet a series. */
  minOccurrences: number;
  perYear: number;
}

export const CADENCE_RULES: Record<RecurringCadence, CadenceRule> = {
  weekly: { step: { days: 7 }, toleranceDays: 2, minOccurrences: 4, perYear: 52 },
  fortnightly: { step: { days: 14 }, toleranceDays: 4, minOccurrences: 3, perYear: 26 },
  monthly: { step: { months: 1 }, toleranceDays: 7, minOccurrences: 3, perYear: 12 },
  quarterly: { step: { months: 3 }, toleranceDays: 7, minOccurrences: 3, perYear: 4 },
  yearly: { step: { months: 12 }, toleranceDays: 7, minOccurrences: 2, perYear: 1 },
};

/** The nominal length of a period in days (for windows and densities, never for a due date). */
export function cadenceDays(cadence: RecurringCadence): number {
  const { step } = CADENCE_RULES[cadence];
  return 'days' in step ? step.days : step.months * 30.44;
}

const DAY_MS = 86_400_000;
const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A day as the rules compute with it: its number (days since 1970-01-01) and its calendar parts. */
export interface DayParts {
  day: number;
  year: number;
  /** 0..11 */
  month: number;
  dayOfMonth: number;
}

export function partsOf(iso: string): DayParts {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1;
  const dayOfMonth = Number(iso.slice(8, 10));
  return { day: Date.UTC(year, month, dayOfMonth) / DAY_MS, year, month, dayOfMonth };
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const monthLength = (year: number, month: number): number =>
  month === 1 && ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0) ? 29 : MONTH_DAYS[month]!;

/** The day number some months after (or before) a day, the day of the month clamped to the month's end. */
function shiftMonths(parts: DayParts, months: number): number {
  const index = parts.year * 12 + parts.month + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  return Date.UTC(year, month, Math.min(parts.dayOfMonth, monthLength(year, month))) / DAY_MS;
}

/** The day `count` periods after a day. */
export function addPeriods(day: string, cadence: RecurringCadence, count = 1): string {
  const { step } = CADENCE_RULES[cadence];
  return 'days' in step ? dayText(partsOf(day).day + step.days * count) : dayMonthsBack(day, -step.months * count);
}

/** {@link periodsBetween} on day parts: the rules' inner loop, with no dates parsed or printed. */
export function periodsBetweenParts(earlier: DayParts, later: DayParts, cadence: RecurringCadence): 0 | 1 | 2 {
  const { step, toleranceDays } = CADENCE_RULES[cadence];
  const gap = later.day - earlier.day;
  for (const count of [1, 2] as const) {
    if ('days' in step) {
      if (Math.abs(gap - step.days * count) <= toleranceDays) return count;
      continue;
    }
    // Month-based cadences measure the same day of the month forward from the earlier charge, backward from the
    // later one, and the average month: a charge that drifted across a short month's end (2 March -> 27 February,
    // 26 February -> 1 March) is off one calendar reading but not all of them.
    const months = step.months * count;
    const off = Math.min(
      Math.abs(later.day - shiftMonths(earlier, months)),
      Math.abs(earlier.day - shiftMonths(later, -months)),
      Math.abs(gap - cadenceDays(cadence) * count),
    );
    if (off <= toleranceDays) return count;
  }
  return 0;
}

/**
 * How many periods separate two charges: 1 (the next one), 2 (one period skipped) or 0 (neither, within the
 * cadence's tolerance).
 */
export function periodsBetween(earlier: string, later: string, cadence: RecurringCadence): 0 | 1 | 2 {
  return periodsBetweenParts(partsOf(earlier), partsOf(later), cadence);
}
