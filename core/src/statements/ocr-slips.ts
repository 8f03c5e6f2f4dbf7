/**
 * The slips OCR makes in one word of a statement, each read back to what was printed where it reads only
 * one way: a letter for a digit, a decimal point lost or read as a colon, a date's month letter read as a
 * digit. Which of them a statement takes is decided by its own arithmetic (ocr-repairs.ts,
 * scanned-statement.ts).
 */
import type { TextItem } from './statement.types';

/** One repair: items replaced by others (a character slip, a decimal point restored, two pieces joined). */
export interface OcrRepair {
  /** What was changed, for the log and tests: `"286" -> "2.86"`. */
  change: string;
  /** The first item it changes (a join also removes the items after it up to its second piece). */
  index: number;
  /** How many items from `index` it changes: more than one for a join. */
  span?: number;
  /** It repairs a row's date, not a figure: no total can confirm it, and without it the row is lost. */
  rowDate?: boolean;
  apply(items: readonly TextItem[]): TextItem[];
}

/** A figure-like token: digits with the characters OCR confuses with them, and the marks of amounts. */
export const FIGURE_LIKE = /^([-+(]?(?:S\$|\$)?)([0-9OoIlSs|.,]*\d[0-9OoIlSs|.,]*)(\)?(?:CR|DR)?)$/;

/**
 * O/o read for 0, I/l/| for 1, S/s for 5, in a token that is otherwise a figure ("1O5.2S", "O5"); words
 * (OCT, SGD) and a leading S$ are left alone.
 */
export function swapLookalikes(text: string): string {
  const match = FIGURE_LIKE.exec(text);
  if (!match) return text;
  const [, lead = '', body = '', tail = ''] = match;
  return `${lead}${body.replace(/[Oo]/g, '0').replace(/[Il|]/g, '1').replace(/[Ss]/g, '5')}${tail}`;
}

/** "286" or "1,23456" with the decimal point lost: the point restored before the last two digits. */
export function restoreDecimalPoint(text: string): string | undefined {
  const match = /^([-+(]?)(\d[\d,]*\d)(\)?(?:\s?(?:CR|DR))?)$/.exec(text);
  if (!match) return undefined;
  const [, lead = '', digits = '', tail = ''] = match;
  if (digits.replace(/,/g, '').length < 3) return undefined;
  // "12,30": a comma read (or printed) for the decimal point.
  if (/^\d+,\d{2}$/.test(digits)) return `${lead}${digits.replace(',', '.')}${tail}`;
  const bare = digits.replace(/,/g, '');
  const whole = bare.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${lead}${whole}.${bare.slice(-2)}${tail}`;
}

/**
 * "99", "+99" or ".99" alone in an amount column for 0.99: a small amount whose "0." OCR lost (at 150 dpi
 * the point and a thin 0 fade). Only the statement's arithmetic can tell it from 99.00 (smallAmountRival).
 */
export function smallAmountPointLost(text: string): string | undefined {
  const match = /^[+.]?(\d{1,2})$/.exec(text);
  return match ? `0.${(match[1] ?? '').padStart(2, '0')}` : undefined;
}

/** The other amount such digits may be: whole units ("99" -> "99.00"), the reading that must not add up too. */
export function smallAmountRival(text: string): string | undefined {
  const match = /^[+.]?(\d{1,2})$/.exec(text);
  return match ? `${Number(match[1])}.00` : undefined;
}

/**
 * "2:35", "1,200;22" or "29°21": a decimal point read as a colon, a semicolon or a degree sign (a speck
 * beside it or above it, a thin face).
 */
export function colonForDecimalPoint(text: string): string | undefined {
  const match = /^([-(]?\d{1,3}(?:,\d{3})*)[:;°º](\d{2}\)?(?:\s?(?:CR|DR))?)$/.exec(text);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

/**
 * "52,102.34" for "$2,102.34": a currency sign read as a digit (a "$" reads 5, S or 8), its "+" maybe as a 4
 * ("4595.00" for "+$95.00"). Only a layout that prints "$" before its figures can tell it from a printed 5.
 */
export function dollarSignReadAsDigit(text: string): string | undefined {
  const match = /^([+-]|4(?=[5S8]\d))?[5S8](\d[\d,]*(?:\.\d\d)?)$/.exec(text.trim());
  if (!match) return undefined;
  return `${match[1] === '4' ? '+' : (match[1] ?? '')}$${match[2] ?? ''}`;
}

/** "5.200.03": thousands separated by points where the statement prints commas (a comma's tail lost). */
export function pointsForThousandsCommas(text: string): string | undefined {
  const match = /^([-(]?\d{1,3})((?:\.\d{3})+)(\.\d{2}\)?(?:\s?(?:CR|DR))?)$/.exec(text);
  return match ? `${match[1]}${(match[2] ?? '').replace(/\./g, ',')}${match[3]}` : undefined;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/**
 * Letters of month names that OCR reads as digits (0 for O, D or J, 5 for S, 8 for B, 6 for G, 1 for I or L) or as
 * another letter (Q for O, W for V).
 */
const MONTH_LOOKALIKES: Record<string, string[]> = {
  '0': ['O', 'D', 'J'],
  '1': ['I', 'L', 'J'],
  '4': ['A'],
  '5': ['S'],
  '6': ['G'],
  '8': ['B'],
  // Not a digit, but the O of OCT or NOV with a speck at its foot.
  Q: ['O'],
  // The v of Nov with a speck beside its point ("18 Now"): no other month has a V.
  W: ['V'],
};

/** The month a three-letter word stands for, letters read as digits allowed ("0CT", "5EP"); printed case kept. */
function monthRead(read: string): string | undefined {
  // A speck read as a letter inside the month ("Muay" for May); a month printed in full ("June") is no slip.
  if (read.length === 4) {
    if (MONTHS.some((name) => read.toUpperCase().startsWith(name))) return undefined;
    const readings = [1, 2, 3].flatMap((at) => {
      const month = monthRead(read.slice(0, at) + read.slice(at + 1));
      return month ? [month] : [];
    });
    return new Set(readings).size === 1 ? readings[0] : undefined;
  }
  const month = MONTHS.find((name) =>
    [...read.toUpperCase()].every(
      (char, at) => char === name[at] || (MONTH_LOOKALIKES[char] ?? []).includes(name[at] ?? ''),
    ),
  );
  if (!month || !/[A-Za-z]/.test(read)) return undefined;
  // Statements print months in capitals ("OCT") or with a capital first ("Oct"): lower-case letters read tell.
  return /[a-z]/.test(read) ? `${month[0] ?? ''}${month.slice(1).toLowerCase()}` : month;
}

/**
 * A row's date OCR left unreadable: a letter of its month read as a digit ("010CT" or "01 0CT" for 01 OCT,
 * "15 5EP" for 15 SEP, "06 0ct" for 06 Oct), a digit of its day read as a letter ("D1JAN" for 01 JAN), a
 * speck read as a letter in the month ("31 Muay"), or a mark stuck to the day or month ("13. OCT:", "\"30DEC"). Only what
 * reads one way is put right: a day of three digits ("2260CT") is left for review. `text` may be the day
 * and the month read as two words, joined with a space.
 */
export function monthLettersReadAsDigits(text: string): string | undefined {
  const match = /^([.,:;'"`~*_^-]?)([\dDOoQIl|]{1,2})([.,:]?)\s?([A-Za-z0-9]{3,4})([.,:]?)$/.exec(text);
  if (!match) return undefined;
  const [, beforeDay = '', dayRead = '', afterDay = '', read = '', afterMonth = ''] = match;
  // A digit of the day read as a letter ("D1JAN" for 01 JAN): at least one digit read as one.
  if (!/\d/.test(dayRead)) return undefined;
  const day = dayRead.replace(/[DOoQ]/g, '0').replace(/[Il|]/g, '1');
  if (Number(day) < 1 || Number(day) > 31) return undefined;
  const month = monthRead(read);
  if (!month) return undefined;
  const repaired = `${day} ${month}`;
  // A date read cleanly ("07 OCT", "07OCT") is not a slip.
  const slipped = read.toUpperCase() !== month.toUpperCase() || day !== dayRead;
  return slipped || beforeDay !== '' || afterDay !== '' || afterMonth !== '' ? repaired : undefined;
}

/**
 * "0523" at the start of a row for 05/23: the slash of a date in figures lost (a thin stroke). Both halves
 * must be a day or a month, one of them a month; only a repair the statement's total confirms is kept.
 */
export function slashLostFromDate(text: string): string | undefined {
  const match = /^(\d{2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [first, second] = [Number(match[1]), Number(match[2])];
  const day = (value: number): boolean => value >= 1 && value <= 31;
  if (!day(first) || !day(second) || Math.min(first, second) > 12) return undefined;
  return `${match[1] ?? ''}/${match[2] ?? ''}`;
}

/** "+01:21,810.13": marks stuck before a well-formed amount are dropped. */
export function strayMarksBeforeAmount(text: string): string | undefined {
  const match = /^[^A-Za-z\s]*?[:;'"`~^*+=|!]\s?((?:\(|-)?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?:\s?(?:CR|DR))?)$/.exec(text);
  return match?.[1];
}

/** "88.41." or "12.30'": a speck or mark read after a well-formed amount is dropped. */
export function strayMarksAfterAmount(text: string): string | undefined {
  const match = /^((?:\(|-)?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?:\s?(?:CR|DR))?)[.,:;'"`~^*|!]+$/.exec(text);
  return match?.[1];
}

/** A printed amount as statements print it: 1,234.56, (1,234.56), -12.30, 45.00CR. */
export const WELL_FORMED_AMOUNT = /^[-(]?(?:S\$|\$)?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?:\s?(?:CR|DR))?$/;
/** A date in a row ("07 JAN", "07/01", "2024-01-07"): never taken for a garbled amount. */
const DATE_LIKE = /^\d{1,2}[/ -]?[A-Za-z]{3}|^\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?$/;

/**
 * Glyphs OCR could not make into a figure where an amount stands ("1l(o}ik7/" for 10.17): some digits
 * among other marks, not an amount, not a date.
 */
export function isGarbledFigure(text: string): boolean {
  const digits = text.replace(/[^0-9]/g, '').length;
  return (
    digits >= 1 && text.length >= 3 && !WELL_FORMED_AMOUNT.test(text) && !DATE_LIKE.test(text) && !/^\d+$/.test(text)
  );
}
