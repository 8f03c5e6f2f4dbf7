import { budgetPeriodRange } from '../budgets/budget-periods';
import { addDays, daysFrom } from './insight.rules';
import { dayMonthsBack } from '../retirement/contribution-schedule';

/** The periods a question about one's money names ("last month", "October 2026", "the last 30 days"), as calendar days. */

export interface ChatPeriod {
  /** As people say it: "last month", "October 2026", "the last 30 days". */
  label: string;
  startDate: string;
  endDate: string;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_ALIASES: Record<string, number> = Object.fromEntries([
  ...MONTHS.map((name, index) => [name, index] as const),
  ...MONTHS.map((name, index) => [name.slice(0, 3), index] as const),
  ['sept', 8] as const,
]);
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const MONTH_LABELS = MONTHS.map((name) => name[0]!.toUpperCase() + name.slice(1));

const isoDay = (year: number, monthIndex: number, day: number): string =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
const lastDayOf = (year: number, monthIndex: number): string => isoDay(year, monthIndex + 1, 0);
const earliestOf = (a: string, b: string): string => (a < b ? a : b);

export interface Found<T> {
  value: T;
  at: number;
  text: string;
}

/** Every period named in the question, in the order they are written. */
export function periodsIn(text: string, today: string): Found<ChatPeriod>[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const found: Found<ChatPeriod>[] = [];
  const add = (match: RegExpExecArray, period: ChatPeriod) =>
    found.push({ value: period, at: match.index, text: match[0] });
  const scan = (pattern: RegExp, make: (match: RegExpExecArray) => ChatPeriod | undefined) => {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      if (found.some((one) => match.index < one.at + one.text.length && one.at < match.index + match[0].length))
        continue;
      const period = make(match);
      if (period) add(match, period);
    }
  };
  scan(/ (?:in |during |over )?(?:the )?(?:last|past|previous) (\d+|[a-z]+) (days?|weeks?|months?)(?= )/, (match) => {
    const count = /^\d+$/.test(match[1]!) ? Number(match[1]) : NUMBER_WORDS[match[1]!];
    if (!count || count > 120) return undefined;
    const unit = match[2]!.replace(/s$/, '');
    const startDate =
      unit === 'day'
        ? addDays(today, -count + 1)
        : unit === 'week'
          ? addDays(today, -7 * count + 1)
          : addDays(dayMonthsBack(today, count), 1);
    return { label: `the last ${count} ${unit}${count === 1 ? '' : 's'}`, startDate, endDate: today };
  });
  scan(/ (?:in |during |for )?(?:this|the current) month(?:'s)?(?: so far)?(?= )/, () => ({
    label: 'this month',
    startDate: isoDay(year, month, 1),
    endDate: today,
  }));
  scan(/ (?:in |during |for )?(?:last|the previous|previous) month(?:'s)?(?= )/, () => ({
    label: 'last month',
    startDate: isoDay(year, month - 1, 1),
    endDate: lastDayOf(year, month - 1),
  }));
  scan(/ (?:in |during |for )?(?:this|the current) week(?= )/, () => ({
    label: 'this week',
    startDate: budgetPeriodRange('weekly', today).startDate,
    endDate: today,
  }));
  scan(/ (?:in |during |for )?(?:last|the previous|previous) week(?= )/, () => {
    const { startDate, endDate } = budgetPeriodRange('weekly', addDays(today, -7));
    return { label: 'last week', startDate, endDate };
  });
  scan(/ (?:so far )?(?:in |during |for )?(?:this year|the current year|year to date|ytd)(?: so far)?(?= )/, () => ({
    label: 'this year',
    startDate: isoDay(year, 0, 1),
    endDate: today,
  }));
  scan(/ (?:in |during |for )?(?:last|the previous|previous) year(?= )/, () => ({
    label: 'last year',
    startDate: isoDay(year - 1, 0, 1),
    endDate: isoDay(year - 1, 11, 31),
  }));
  scan(/ today(?= )/, () => ({ label: 'today', startDate: today, endDate: today }));
  scan(/ yesterday(?= )/, () => ({ label: 'yesterday', startDate: addDays(today, -1), endDate: addDays(today, -1) }));
  scan(/ (?:in |during |for |of )?([a-z]+)(?: (\d{4}))?(?= )/, (match) => {
    const index = MONTH_ALIASES[match[1]!];
    // "may" is a month only with "in" or a year before it is read as one (not "may I ...").
    if (index === undefined || (match[1] === 'may' && !/^ (in|during|for|of) /.test(match[0]) && !match[2]))
      return undefined;
    const named = match[2] ? Number(match[2]) : index > month ? year - 1 : year;
    const endDate = earliestOf(lastDayOf(named, index), today);
    const startDate = isoDay(named, index, 1);
    if (startDate > today) return undefined;
    return { label: `${MONTH_LABELS[index]} ${named}`, startDate, endDate };
  });
  scan(/ (?:in |during |for )?(20\d\d)(?= )/, (match) => {
    const named = Number(match[1]);
    const startDate = isoDay(named, 0, 1);
    if (startDate > today) return undefined;
    return { label: String(named), startDate, endDate: earliestOf(isoDay(named, 11, 31), today) };
  });
  return found.sort((a, b) => a.at - b.at);
}

/** The period just before one: the month, week or year before, or as many days before. */
export function periodBefore(period: ChatPeriod): ChatPeriod {
  const start = period.startDate;
  if (period.label === 'this month' || /^[A-Z][a-z]+ \d{4}$/.test(period.label)) {
    const first = dayMonthsBack(start, 1);
    const monthIndex = Number(first.slice(5, 7)) - 1;
    const year = Number(first.slice(0, 4));
    return {
      label: period.label === 'this month' ? 'last month' : `${MONTH_LABELS[monthIndex]} ${year}`,
      startDate: first,
      endDate: lastDayOf(year, monthIndex),
    };
  }
  if (period.label === 'this year' || /^\d{4}$/.test(period.label)) {
    const year = Number(start.slice(0, 4)) - 1;
    return {
      label: period.label === 'this year' ? 'last year' : String(year),
      startDate: isoDay(year, 0, 1),
      endDate: isoDay(year, 11, 31),
    };
  }
  const days = daysFrom(period.startDate, period.endDate) + 1;
  return {
    label: period.label === 'this week' ? 'last week' : `the ${days} days before`,
    startDate: addDays(start, -days),
    endDate: addDays(start, -1),
  };
}
