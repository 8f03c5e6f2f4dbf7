/** The dates a row starts with, by the profile's row date shape, and the dates they name. */
import { inferYearDate, inferYearInPeriod, isoDate, parseDayMonthName } from '../statement-dates';
import type { StatementTableProfile, TableDates } from './table-profile';

const MONTH_NAME = '(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)';
/** "14 NOV", "14 Nov", and "14NOV" as some text layers print it. */
const NAMED_DATE = `\\d{1,2} ?${MONTH_NAME}\\.?`;
/** "05/03", and "01/05/25" with its year. */
const NUMERIC_DATE = '\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2}(?:\\d{2})?)?';

/** The leading date pattern of a row (one date, or a posting and a transaction date), and a dates-only cell. */
export function rowDatePatterns(profile: StatementTableProfile): {
  row: RegExp;
  datesOnly: RegExp;
  leadingDates: RegExp;
} {
  const named = profile.rowDates.ocr ? `[A-Z]?${NAMED_DATE}` : NAMED_DATE;
  const one = profile.rowDates.numeric ? `(?:${NUMERIC_DATE}|${named})` : named;
  const { twoDates } = profile.rowDates;
  const dates = twoDates ? `(${one})${twoDates === 'orOne' ? '(?: +(' + one + '))?' : ' +(' + one + ')'}` : `(${one})`;
  return {
    row: new RegExp(`^${dates}(?![\\w/])\\s*`, 'i'),
    datesOnly: new RegExp(`^(?:${one}\\s*)+$`, 'i'),
    leadingDates: new RegExp(`^(?:${one}\\s+)+`, 'i'),
  };
}

export function rowDate(text: string, profile: StatementTableProfile, dates: TableDates): string | undefined {
  const parts = text.split('/').map(Number);
  if (parts.length === 1) return parseDayMonthName(text.replace(/^[A-Z](?=\d)/i, ''), dates.statementDate);
  const [first = 0, second = 0, year] = parts;
  const [day, month] = profile.rowDates.numeric === 'monthFirst' ? [second, first] : [first, second];
  if (year !== undefined) return isoDate(year < 100 ? 2000 + year : year, month, day);
  return dates.period ? inferYearInPeriod(day, month, dates.period) : inferYearDate(day, month, dates.statementDate);
}
