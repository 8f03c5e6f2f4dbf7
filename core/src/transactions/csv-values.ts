import { parseAmount } from '../money/money';
import { isoDate, monthNumber } from '../statements/statement-dates';
import { CSV_DATE_FORMATS, type CsvDateFormat } from './csv-file';

/** The values of a CSV cell: dates in the formats people's exports use, and amounts in exact cents. */

const fullYear = (year: string): number => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** A date cell in the given format as YYYY-MM-DD; a time after the date is ignored. Undefined when it is not one. */
export function parseCsvDate(text: string, format: CsvDateFormat): string | undefined {
  const value = text
    .trim()
    .replace(/(?:T|\s+)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AP]M)?(?:Z|[+-]\d{2}:?\d{2})?$/i, '');
  let match: RegExpExecArray | null;
  switch (format) {
    case 'YYYY-MM-DD':
      match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
      return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
    case 'DD/MM/YYYY':
      match = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(value);
      return match ? isoDate(fullYear(match[4] ?? ''), Number(match[3]), Number(match[1])) : undefined;
    case 'MM/DD/YYYY':
      match = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(value);
      return match ? isoDate(fullYear(match[4] ?? ''), Number(match[1]), Number(match[3])) : undefined;
    case 'D MMM YYYY': {
      match = /^(\d{1,2})[\s-]*([A-Za-z]{3,9})\.?,?[\s-]*(\d{4}|\d{2})$/.exec(value);
      if (match) {
        const month = monthNumber(match[2] ?? '');
        return month ? isoDate(fullYear(match[3] ?? ''), month, Number(match[1])) : undefined;
      }
      match = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
      const month = match ? monthNumber(match[1] ?? '') : undefined;
      return match && month ? isoDate(Number(match[3]), month, Number(match[2])) : undefined;
    }
  }
}

/**
 * The format most of the dates read in. DD/MM/YYYY wins a tie with MM/DD/YYYY (Singapore's order), and the tie is
 * reported as ambiguous when every date reads both ways (no day above 12 tells them apart).
 */
export function guessDateFormat(values: readonly string[]): { format: CsvDateFormat; ambiguous: boolean } {
  const present = values.map((value) => value.trim()).filter(Boolean);
  const score = (format: CsvDateFormat) => present.filter((value) => parseCsvDate(value, format)).length;
  const scores = CSV_DATE_FORMATS.map((format) => ({ format, count: score(format) }));
  const best = scores.reduce((a, b) => (b.count > a.count ? b : a));
  const dayFirst = scores.find((entry) => entry.format === 'DD/MM/YYYY')?.count ?? 0;
  const monthFirst = scores.find((entry) => entry.format === 'MM/DD/YYYY')?.count ?? 0;
  if (best.count === 0) return { format: 'DD/MM/YYYY', ambiguous: false };
  const ambiguous = dayFirst === best.count && monthFirst === best.count;
  return { format: ambiguous ? 'DD/MM/YYYY' : best.format, ambiguous };
}

/**
 * An amount cell in signed cents, exactly (no floats): thousands separators, a currency before or after
 * (S$, $, SGD, USD...), a minus or parentheses for money out, a trailing CR (money in) or DR (money out).
 * Undefined when it is not an amount; more than two decimals are refused rather than rounded.
 */
export function parseCsvAmount(text: string): number | undefined {
  const value = text
    .trim()
    .replace(/^\+/, '')
    .replace(/[€£¥₹]/g, '')
    .replace(/^(-?)\s*(?:[A-Z]{3})\s+/i, '$1')
    .replace(/\s+[A-Z]{3}$/i, '')
    .trim();
  if (value === '') return undefined;
  const parsed = parseAmount(value);
  if (!parsed) return undefined;
  const negative = parsed.debit || (parsed.negative && !parsed.credit);
  return negative && parsed.cents !== 0 ? -parsed.cents : parsed.cents;
}
