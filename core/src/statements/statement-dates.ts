/** Dates as statements print them, turned into ISO dates with the year taken from the statement date. */

const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  SEPT: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
  JANUARY: 1,
  FEBRUARY: 2,
  MARCH: 3,
  APRIL: 4,
  JUNE: 6,
  JULY: 7,
  AUGUST: 8,
  SEPTEMBER: 9,
  OCTOBER: 10,
  NOVEMBER: 11,
  DECEMBER: 12,
};

export function monthNumber(name: string): number | undefined {
  return MONTHS[name.trim().toUpperCase().replace(/\.$/, '')];
}

export function isoDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * A day and month without a year, placed on or before the statement month: a December row on a January
 * statement belongs to the previous year. A row in the month just after the statement month is a row
 * posted after the printed date (seen on real statements), so it keeps the statement's year (or the next
 * year for a December statement).
 */
export function inferYearDate(day: number, month: number, statementDate: string): string | undefined {
  const [statementYear = 0, statementMonth = 0] = statementDate.split('-').map(Number);
  const nextMonth = (statementMonth % 12) + 1;
  let year = statementYear;
  if (month === nextMonth) year = statementMonth === 12 ? statementYear + 1 : statementYear;
  else if (month > statementMonth) year = statementYear - 1;
  return isoDate(year, month, day);
}

/** "05 OCT", "5 Oct", "17 JUL" -> ISO date using the statement year. */
export function parseDayMonthName(text: string, statementDate: string): string | undefined {
  const match = /^(\d{1,2})\s*([A-Za-z]{3,9})\.?$/.exec(text.trim());
  if (!match) return undefined;
  const month = monthNumber(match[2] ?? '');
  return month ? inferYearDate(Number(match[1]), month, statementDate) : undefined;
}

/** "02/07" (DD/MM) -> ISO date using the statement year. */
export function parseDayMonthNumeric(text: string, statementDate: string): string | undefined {
  const match = /^(\d{1,2})[/.-](\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  return inferYearDate(Number(match[1]), Number(match[2]), statementDate);
}

/** "MM/DD" (US layouts) -> ISO date using the statement year. */
export function parseMonthDayNumeric(text: string, statementDate: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(text.trim());
  if (!match) return undefined;
  return inferYearDate(Number(match[2]), Number(match[1]), statementDate);
}

/**
 * A full date in any of the printed shapes: "01-07-2023", "01/07/2023", "01 AUG 23", "31 Oct 2023",
 * "October 31, 2023", "10/31/2023" (with usMonthFirst) -> ISO date.
 */
export function parseFullDate(text: string, options: { usMonthFirst?: boolean } = {}): string | undefined {
  const value = text
    .trim()
    .replace(/,/g, ' ')
    .replace(/(\d)(?:st|nd|rd|th)\b/gi, '$1')
    .replace(/\s+/g, ' ');
  let match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})$/.exec(value);
  if (match) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    const year = fullYear(Number(match[3]));
    return options.usMonthFirst ? isoDate(year, a, b) : isoDate(year, b, a);
  }
  match = /^(\d{1,2}) ?([A-Za-z]{3,9})\.? ?(\d{2,4})$/.exec(value);
  if (match) {
    const month = monthNumber(match[2] ?? '');
    return month ? isoDate(fullYear(Number(match[3])), month, Number(match[1])) : undefined;
  }
  // "June 26. 2021": a scan's comma read as a full stop (only between a named month's day and its year).
  match = /^([A-Za-z]{3,9})\.? (\d{1,2})\.? (\d{4})$/.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    return month ? isoDate(Number(match[3]), month, Number(match[2])) : undefined;
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return undefined;
}

/** The months' abbreviations as statements print them, for patterns matched without regard to case. */
export const MONTH_ABBREVIATIONS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC';

/** The shapes of a full date in free text, most trusted first. */
const FULL_DATE_PATTERNS = [
  /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{4}\b/,
  /\b\d{4}-\d{2}-\d{2}\b/,
  new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)? ?(?:${MONTH_ABBREVIATIONS})[A-Z]*\.?,? ?\d{2,4}\b`, 'i'),
  new RegExp(String.raw`\b(?:${MONTH_ABBREVIATIONS})[A-Z]*\.? \d{1,2}(?:st|nd|rd|th)?[,.]? \d{4}\b`, 'i'),
  /\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2}\b/,
];

/**
 * A date in figures with spaces around its separators, as a scan reads one ("23 -12 - 2024"): the same
 * separator twice, so that a range ("01 - 31/01/2025") is never taken for one date.
 */
const SPACED_FIGURES_DATE = /\b(\d{1,2}) ?([-/.]) ?(\d{1,2}) ?\2 ?(\d{4}|\d{2})\b/g;

/** The text with a date in figures closed up ("23 -12 - 2024" -> "23-12-2024"); other text as it is. */
const closedUpDates = (text: string): string => text.replace(SPACED_FIGURES_DATE, '$1$2$3$2$4');

/** Finds the first full date in free text (several shapes); undefined when none. */
export function findFullDate(given: string, options: { usMonthFirst?: boolean } = {}): string | undefined {
  const text = closedUpDates(given);
  for (const pattern of FULL_DATE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) {
      const parsed = parseFullDate(match[0], options);
      if (parsed) return parsed;
    }
  }
  return undefined;
}

/**
 * The left-most full date in free text, whatever its shape: the one right after a label when a panel
 * beside it prints another date further along the same line ("November 22, 2024 ... expiring on
 * 22 Jul 2025"). findFullDate prefers shapes over positions.
 */
export function earliestFullDate(given: string, options: { usMonthFirst?: boolean } = {}): string | undefined {
  const text = closedUpDates(given);
  let earliest: { index: number; date: string } | undefined;
  for (const pattern of FULL_DATE_PATTERNS) {
    const match = pattern.exec(text);
    const date = match ? parseFullDate(match[0], options) : undefined;
    if (match && date && (!earliest || match.index < earliest.index)) earliest = { index: match.index, date };
  }
  return earliest?.date;
}

const DAY_MS = 86_400_000;

/**
 * A day and month without a year, placed in the year that puts it inside a printed period (start..end,
 * ISO dates) widened by slackDays: rows of a Dec 20 - Jan 19 cycle span two years, and a few rows fall
 * just outside the printed range. Outside every candidate window, the year nearest the period wins.
 */
export function inferYearInPeriod(
  day: number,
  month: number,
  period: { start: string; end: string },
  slackDays = 7,
): string | undefined {
  const from = Date.parse(period.start) - slackDays * DAY_MS;
  const to = Date.parse(period.end) + slackDays * DAY_MS;
  const startYear = Number(period.start.slice(0, 4));
  const endYear = Number(period.end.slice(0, 4));
  let best: { date: string; distance: number } | undefined;
  for (let year = startYear - 1; year <= endYear + 1; year += 1) {
    const date = isoDate(year, month, day);
    if (!date) continue;
    const time = Date.parse(date);
    const distance = time < from ? from - time : time > to ? time - to : 0;
    if (!best || distance < best.distance) best = { date, distance };
  }
  return best?.date;
}
