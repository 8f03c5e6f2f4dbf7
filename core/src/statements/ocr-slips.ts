/**
 * OCR slips in the figures of a scanned statement, repaired only where the statement's own arithmetic
 * confirms the repair: a reading with repairs is taken only when it reconciles with a figure the
 * statement prints; otherwise the reading as OCR gave it stands, with its difference, for review.
 */
import { formatCents, parseAmount } from '../money/money';
import { parseStatement } from './parsers';
import { buildLines } from './statement-lines';
import type { ExtractedPdf, ParsedStatement, TextItem } from './statement.types';

/** How many repairs one statement may need at most (each round of the search adds one). */
const MAX_REPAIRS = 4;
/** Amount columns stand in the right part of a page; descriptions with long digit runs stand to their left. */
const AMOUNT_REGION = 0.45;

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
const FIGURE_LIKE = /^([-+(]?(?:S\$|\$)?)([0-9OoIlSs|.,]*\d[0-9OoIlSs|.,]*)(\)?(?:CR|DR)?)$/;

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
 * "2:35", "1,200;22" or "29°21": a decimal point read as a colon, a semicolon or a degree sign (a speck
 * beside it or above it, a thin face).
 */
export function colonForDecimalPoint(text: string): string | undefined {
  const match = /^([-(]?\d{1,3}(?:,\d{3})*)[:;°º](\d{2}\)?(?:\s?(?:CR|DR))?)$/.exec(text);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

/** "5.200.03": thousands separated by points where the statement prints commas (a comma's tail lost). */
export function pointsForThousandsCommas(text: string): string | undefined {
  const match = /^([-(]?\d{1,3})((?:\.\d{3})+)(\.\d{2}\)?(?:\s?(?:CR|DR))?)$/.exec(text);
  return match ? `${match[1]}${(match[2] ?? '').replace(/\./g, ',')}${match[3]}` : undefined;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/**
 * Letters of month names that OCR reads as digits (0 for O, D or J, 5 for S, 8 for B, 6 for G, 1 for I or L) or as
 * another letter.
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
const WELL_FORMED_AMOUNT = /^[-(]?(?:S\$|\$)?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?:\s?(?:CR|DR))?$/;
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

/** An amount read as digits only, its decimal point lost. */
const BARE_DIGITS = /^\d{3,}$/;

const plainAmount = (cents: number): string => formatCents(Math.abs(cents)).replace(/^-/, '');

/**
 * Figures the garbled amount on a line could be, from the statement's own arithmetic: the change in the
 * running balance printed at the right of this line and of the row before it. Keyed by the garbled cell's
 * first word; `last` is its last word when OCR read it as several ("6.595]" ":13" for 6,551.13).
 */
function balanceChanges(pdf: ExtractedPdf): Map<TextItem, { cents: number; last: TextItem }> {
  const changes = new Map<TextItem, { cents: number; last: TextItem }>();
  const lines = buildLines(pdf.items);
  let previousBalance: { cents: number; right: number; page: number } | undefined;
  for (const line of lines) {
    const last = line.cells[line.cells.length - 1];
    const balance = last && WELL_FORMED_AMOUNT.test(last.text) ? parseAmount(last.text) : undefined;
    if (!last || !balance) continue;
    // Garbled glyphs, or bare digits ("50138" for 501.33: the point lost and a digit misread).
    const garbled = line.cells.slice(0, -1).filter((cell) => isGarbledFigure(cell.text) || BARE_DIGITS.test(cell.text));
    const sameColumn = previousBalance && Math.abs(previousBalance.right - last.right) < 20;
    const cell = garbled[0];
    if (cell && garbled.length === 1 && previousBalance && sameColumn) {
      // The cell's words: OCR items on the line within the cell's span.
      const words = pdf.items
        .filter(
          (candidate) =>
            candidate.ocr &&
            candidate.page === line.page &&
            Math.abs(candidate.y - line.y) <= Math.max(1.5, (candidate.height ?? 8) * 0.25) &&
            candidate.text.trim() !== '' &&
            candidate.x >= cell.x - 0.5 &&
            candidate.x + candidate.width <= cell.right + 0.5,
        )
        .sort((a, b) => a.x - b.x);
      const [first] = words;
      const final = words[words.length - 1];
      const signed = (amount: { cents: number; negative: boolean }): number =>
        amount.negative ? -amount.cents : amount.cents;
      if (first && final && words.map((word) => word.text).join(' ') === cell.text)
        changes.set(first, { cents: Math.abs(signed(balance) - previousBalance.cents), last: final });
    }
    previousBalance = {
      cents: balance.negative ? -balance.cents : balance.cents,
      right: last.right,
      page: line.page,
    };
  }
  return changes;
}

/** The digits of a figure as read, its marks dropped: "7.555.592" -> "7555592". */
const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * Whether a figure as read is a plausible OCR slip of another: their digits differ by at most one digit
 * changed, added or dropped ("22,118.38" for 22,118.33, "14,293.53" for 4,293.53 with a rule read as a 1);
 * points and commas are not counted.
 */
export function isDigitSlip(read: string, figure: string): boolean {
  const [a, b] = [digitsOf(read), digitsOf(figure)];
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 2) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let [endA, endB] = [a.length, b.length];
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  // Left between the common start and end: one digit at most on either side.
  return endA - start <= 1 && endB - start <= 1;
}

const sameLine = (a: TextItem, b: TextItem): boolean =>
  a.page === b.page && Math.abs(a.y - b.y) <= Math.max(1.5, (a.height ?? 8) * 0.25);

/** Whether no word stands left of the item on its line. */
function firstOnLine(items: readonly TextItem[], index: number): boolean {
  const item = items[index];
  if (!item) return false;
  return !items.some(
    (other) => other !== item && other.text.trim() !== '' && sameLine(item, other) && other.x < item.x,
  );
}

/**
 * Every repair worth trying on the OCR'd items: where a figure-like token is not a well-formed figure.
 * A garbled amount is filled in only from the running balance printed beside it (two printed figures),
 * never from the difference to a printed total: that would spend the one check meant to catch misreads.
 */
export function ocrRepairs(pdf: ExtractedPdf): OcrRepair[] {
  const repairs: OcrRepair[] = [];
  const items = pdf.items;
  const changes = balanceChanges(pdf);
  const replace = (index: number, text: string, why: string, rowDate = false): void => {
    const before = items[index]?.text ?? '';
    repairs.push({
      change: `${why}: "${before}" -> "${text}"`,
      index,
      ...(rowDate ? { rowDate } : {}),
      apply: (current) => current.map((item, at) => (at === index ? { ...item, text } : item)),
    });
  };
  /** Two pieces of one figure (and the space item between them, if any) made into one item. */
  const join = (index: number, gap: number, next: TextItem, joined: string, why: string, rowDate = false): void => {
    const item = items[index];
    if (!item) return;
    repairs.push({
      change: `${why}: "${item.text}" "${next.text}" -> "${joined}"`,
      index,
      span: 2 + gap,
      ...(rowDate ? { rowDate } : {}),
      apply: (current) =>
        current.flatMap((piece, at) => {
          if (at === index) return [{ ...piece, text: joined, width: next.x + next.width - piece.x }];
          return at > index && at <= index + 1 + gap ? [] : [piece];
        }),
    });
  };
  items.forEach((item, index) => {
    if (!item.ocr) return;
    const pageWidth = pdf.pages[item.page - 1]?.width ?? 600;
    const inAmounts = item.x >= pageWidth * AMOUNT_REGION;
    // Digits only, a slip of the change between the balances beside them: before the point is put back,
    // which would keep the misread digit.
    const slipOf = inAmounts && BARE_DIGITS.test(item.text) ? changes.get(item)?.cents : undefined;
    if (slipOf && digitsOf(plainAmount(slipOf)) !== item.text && isDigitSlip(item.text, plainAmount(slipOf)))
      replace(index, plainAmount(slipOf), 'amount misread, from the running balance');
    if (FIGURE_LIKE.test(item.text)) {
      const swapped = swapLookalikes(item.text);
      if (swapped !== item.text) replace(index, swapped, 'letter read for a digit');
      const pointed = inAmounts ? restoreDecimalPoint(swapped) : undefined;
      if (pointed && pointed !== item.text) replace(index, pointed, 'decimal point lost');
    }
    const thousands = inAmounts ? pointsForThousandsCommas(item.text) : undefined;
    if (thousands) replace(index, thousands, 'thousands commas read as points');
    // Dates stand at the left of a row: a month with a letter read as a digit leaves the row undated.
    const date = inAmounts ? undefined : monthLettersReadAsDigits(item.text);
    const dayMisread = date !== undefined && !item.text.startsWith(date.split(' ')[0] ?? '');
    if (date) replace(index, date, dayMisread ? 'day of a date misread' : 'letter of a month read as a digit', true);
    // Only the first word of a line stands where a row's date does ("1023" in a description is a number).
    const slash = !inAmounts && firstOnLine(items, index) ? slashLostFromDate(item.text) : undefined;
    if (slash) replace(index, slash, 'slash of a date lost');
    const colon = inAmounts ? colonForDecimalPoint(item.text) : undefined;
    if (colon) replace(index, colon, 'decimal point read as a colon');
    const stray = inAmounts && !colon ? strayMarksBeforeAmount(item.text) : undefined;
    if (stray) replace(index, stray, 'marks before an amount');
    const trailing = inAmounts ? strayMarksAfterAmount(item.text) : undefined;
    if (trailing) replace(index, trailing, 'marks after an amount');
    const change = inAmounts && !stray && isGarbledFigure(item.text) ? changes.get(item) : undefined;
    if (change && change.cents > 0) {
      const lastIndex = items.indexOf(change.last);
      if (change.last === item) replace(index, plainAmount(change.cents), 'garbled amount, from the running balance');
      else if (lastIndex > index)
        join(
          index,
          lastIndex - index - 1,
          change.last,
          plainAmount(change.cents),
          'garbled amount, from the running balance',
        );
    }
    // A row's date read as two words with a slip in either: "13." "OCT:", "01" "0CT".
    const dateNext = items[index + 1]?.text.trim() === '' ? items[index + 2] : undefined;
    const joinedDate =
      !inAmounts && dateNext?.ocr && sameLine(item, dateNext) && /^\d{1,2}[.,:]?$/.test(item.text)
        ? monthLettersReadAsDigits(`${item.text} ${dateNext.text}`)
        : undefined;
    if (dateNext && joinedDate) join(index, 1, dateNext, joinedDate, 'letter of a month read as a digit', true);
    // A thousands group read as a word of its own: "1" ",234.56", "1," "234.56", "1" "234.56" (with or
    // without a space item between them).
    const gap = items[index + 1]?.text.trim() === '' ? 1 : 0;
    const next = items[index + 1 + gap];
    if (
      inAmounts &&
      next?.ocr &&
      sameLine(item, next) &&
      /^[-(]?\d{1,3},?$/.test(item.text) &&
      /^,?\d{3}(?:,\d{3})*\.\d{2}\)?(?:\s?(?:CR|DR))?$/.test(next.text) &&
      next.x - (item.x + item.width) < (item.height ?? 9)
    ) {
      join(index, gap, next, `${item.text.replace(/,$/, '')},${next.text.replace(/^,/, '')}`, 'thousands group split');
    }
    // The decimal point read as a gap: "1,200" "24" (or "24 CR"), its thousands comma maybe read as a point.
    if (
      inAmounts &&
      next?.ocr &&
      sameLine(item, next) &&
      /^[-(]?\d{1,3}(?:[,.]\d{3})*$/.test(item.text) &&
      /^\d{2}\)?(?:\s?(?:CR|DR))?$/.test(next.text) &&
      next.x - (item.x + item.width) < (item.height ?? 9) * 0.6
    ) {
      join(index, gap, next, `${item.text.replace(/\./g, ',')}.${next.text}`, 'decimal point read as a space');
    }
  });
  return repairs;
}

/** How far a reading is from adding up: 0 when it reconciles with a printed figure. */
function distance(reading: ParsedStatement): number {
  const { reconciliation } = reading;
  if (reconciliation.ok) return reconciliation.against === undefined ? Number.POSITIVE_INFINITY : 0;
  if (reconciliation.expectedCents === undefined || reconciliation.actualCents === undefined)
    return Number.POSITIVE_INFINITY;
  return Math.abs(reconciliation.expectedCents - reconciliation.actualCents);
}

function tryParse(pdf: ExtractedPdf): ParsedStatement | undefined {
  try {
    return parseStatement(pdf);
  } catch {
    return undefined;
  }
}

export interface ScannedReading extends ParsedStatement {
  /** The OCR slips repaired, confirmed by the statement reconciling; empty when none was needed. */
  repairs: string[];
  /**
   * Figures on dated rows that OCR could not read and no repair confirmed ("213", "B2E55"): a row may be
   * missing, even when what was read adds up. Also row dates with a mark where a digit may have been
   * ("12/1:"), which no total checks. Such a statement is for the person to check.
   */
  unreadFigures: string[];
}

/** A row's date at the start of a line: "07 JAN", "07JAN", "07/01", "2024-01-07". */
const ROW_DATE = /^(?:\d{1,2}\s?[A-Za-z]{3}\b|\d{1,2}[/.-]\d{1,2}\b|\d{4}-\d{2}-\d{2})/;

/** Indices of the items on lines that start with a row's date. */
function datedRowItems(pdf: ExtractedPdf): Set<number> {
  const rows = buildLines(pdf.items).filter((line) => ROW_DATE.test(line.text));
  const dated = new Set<number>();
  pdf.items.forEach((item, index) => {
    if (rows.some((row) => row.page === item.page && Math.abs(row.y - item.y) <= 2.5)) dated.add(index);
  });
  return dated;
}

const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?$/i;

/** "2023" after a month ("31 Dec 2023" in a notice): the year of a date, not a figure left unread. */
export function isYearOfDate(items: readonly TextItem[], index: number): boolean {
  if (!/^(?:19|20)\d{2}[.,]?$/.test(items[index]?.text ?? '')) return false;
  const before = items[index - 1]?.text.trim() === '' ? items[index - 2] : items[index - 1];
  return MONTH.test(before?.text ?? '');
}

/**
 * A row's date in figures with a mark stuck after it where a digit may have been read as the mark ("12/1:"
 * for 12/11): no total checks a date. After a complete date ("12/27,") the mark is a speck. Likewise a
 * day and month in letters with marks no repair reads away.
 */
export function isMarkedDate(text: string): boolean {
  // A day and a month in letters with marks OCR put in or around them ("2_5APR", "_25APR" if no repair
  // reads it): the row would take the date of another column.
  const lettered = /^[^A-Za-z0-9\s]*\d[^A-Za-z0-9\s]*\d?[^A-Za-z0-9\s]*\s?([A-Za-z]{3})[^A-Za-z0-9\s]*$/.exec(text);
  if (lettered && MONTH.test(lettered[1] ?? '') && /[^A-Za-z0-9\s]/.test(text))
    return monthLettersReadAsDigits(text) === undefined;
  const match = /^\d{1,2}[/.-](\d{1,2})(?:[/.-](\d{2,4}))?[^\w\s/]+$/.exec(text);
  if (!match) return false;
  const [, second = '', year] = match;
  // A day or a month has two digits at most, a year two or four: after them a mark ("12/27,") hides no digit.
  return year === undefined ? second.length < 2 : year.length === 3;
}

/** Figures on dated rows that some repair would change, and dates with marks stuck to them: what OCR left unread. */
function unreadFigures(pdf: ExtractedPdf): string[] {
  const dated = datedRowItems(pdf);
  const indices = new Set([
    ...ocrRepairs(pdf).flatMap((repair) =>
      dated.has(repair.index) && !isYearOfDate(pdf.items, repair.index) ? [repair.index] : [],
    ),
    ...pdf.items.flatMap((item, index) => (item.ocr && dated.has(index) && isMarkedDate(item.text) ? [index] : [])),
  ]);
  return [...indices].sort((a, b) => a - b).map((index) => pdf.items[index]?.text ?? '');
}

/**
 * The rows' dates OCR read with a digit for a month's letter ("010CT", "15 0CT"), all repaired at once.
 * A date is no figure: no total can confirm its repair, but a row left undated is a row lost, and a scan in
 * a thin face can read most months that way. Only what reads one way is repaired (see
 * monthLettersReadAsDigits), and the figures of the rows it brings back are still checked by the total.
 */
function withRowDatesRead(pdf: ExtractedPdf): { pdf: ExtractedPdf; repairs: string[] } | undefined {
  const chosen = oneRepairPerItem(ocrRepairs(pdf).filter((repair) => repair.rowDate));
  if (chosen.length === 0) return undefined;
  return { pdf: { ...pdf, items: applyAll(pdf.items, chosen) }, repairs: chosen.map((repair) => repair.change) };
}

/**
 * The reading to repair figures from: the scan as read, or with its rows' dates repaired when that reads
 * as many rows or more (unless the rows as read reconcile and the repaired ones do not).
 */
function startingReading(pdf: ExtractedPdf): { pdf: ExtractedPdf; reading: ParsedStatement; repairs: string[] } {
  const asRead = tryParse(pdf);
  const dates = withRowDatesRead(pdf);
  const redated = dates ? tryParse(dates.pdf) : undefined;
  if (dates && redated) {
    // As many rows: the dates only lose marks stuck to them ("27 Jun."), no longer left for the person to check.
    const moreRows = !asRead || redated.transactions.length >= asRead.transactions.length;
    const keepsBalance = !asRead || distance(asRead) !== 0 || distance(redated) === 0;
    if (moreRows && keepsBalance) return { pdf: dates.pdf, reading: redated, repairs: dates.repairs };
  }
  // Not readable even so: the reason the scan as read gives.
  return { pdf, reading: asRead ?? parseStatement(pdf), repairs: [] };
}

/**
 * Reads a statement whose text is (partly) OCR. Rows' dates with a month's letter read as a digit are
 * repaired first (see withRowDatesRead). When the reading does not reconcile, OCR slips in its
 * figures are repaired: all at once (then any repair not needed is dropped), else one at a time, each
 * round keeping the repair that brings the rows closest to the printed figures. A reading with figures
 * repaired is returned only when it reconciles with a printed figure; otherwise the reading without them
 * is returned, its difference intact, for the person to review. A reading that adds up as read is still
 * checked against the figures OCR left unread on its rows: when one repaired also adds up, with more rows,
 * it explains more of the page and is taken (a row whose amount was unread, the closing balance read as
 * the row before's).
 */
export function parseScannedStatement(scanned: ExtractedPdf): ScannedReading {
  if (!scanned.items.some((item) => item.ocr)) return { ...parseStatement(scanned), repairs: [], unreadFigures: [] };
  const { pdf, reading: base, repairs: dateRepairs } = startingReading(scanned);
  const result = (reading: ParsedStatement, repairs: string[], items: readonly TextItem[]): ScannedReading => ({
    ...reading,
    repairs: [...dateRepairs, ...repairs],
    unreadFigures: unreadFigures({ ...pdf, items: [...items] }),
  });
  if (distance(base) === 0) {
    const dated = datedRowItems(pdf);
    let fuller: { reading: ParsedStatement; repair: OcrRepair } | undefined;
    for (const repair of ocrRepairs(pdf).filter((candidate) => dated.has(candidate.index))) {
      const reading = tryParse({ ...pdf, items: repair.apply(pdf.items) });
      const rows = fuller?.reading.transactions.length ?? base.transactions.length;
      if (reading && distance(reading) === 0 && reading.transactions.length > rows) fuller = { reading, repair };
    }
    if (fuller) return result(fuller.reading, [fuller.repair.change], fuller.repair.apply(pdf.items));
    const balances = balanceRepairs(pdf, base, dated);
    if (balances) return result(balances.reading, balances.repairs, balances.items);
    return result(base, [], pdf.items);
  }
  const repaired = allAtOnce(pdf, base) ?? oneAtATime(pdf, base);
  if (!repaired) return result(base, [], pdf.items);
  // Running balances misread on rows the repaired reading did not need: repaired too when it still adds up.
  const repairedPdf = { ...pdf, items: [...repaired.items] };
  const balances = balanceRepairs(repairedPdf, repaired.reading, datedRowItems(repairedPdf));
  return balances
    ? result(balances.reading, [...repaired.repairs, ...balances.repairs], balances.items)
    : result(repaired.reading, repaired.repairs, repaired.items);
}

/**
 * A running balance OCR misread ("22,118.38" for 22,118.33): the reading breaks at one printed balance
 * only, the balance printed after it (or the closing balance) agrees with the rows again, and what was
 * read is a one-digit slip of what the rows give. The printed figure is put right; every row stays as read
 * and is still checked by the balances on either side of it.
 */
export function lonePrintedBalanceRepair(pdf: ExtractedPdf, reading: ParsedStatement): OcrRepair | undefined {
  const lone = reading.reconciliation.lonePrintedBalance;
  if (!lone || lone.printedCents < 0 || lone.runningCents < 0) return undefined;
  const figure = plainAmount(lone.runningCents);
  if (!isDigitSlip(plainAmount(lone.printedCents), figure)) return undefined;
  const dated = datedRowItems(pdf);
  const printed = [...dated].filter((index) => {
    const item = pdf.items[index];
    const amount = item?.ocr && WELL_FORMED_AMOUNT.test(item.text) ? parseAmount(item.text) : undefined;
    return (
      amount !== undefined &&
      !amount.negative &&
      !amount.credit &&
      !amount.debit &&
      amount.cents === lone.printedCents &&
      lastFigureOfLine(pdf.items, index)
    );
  });
  const [index] = printed;
  if (printed.length !== 1 || index === undefined) return undefined;
  return {
    change: `misread balance, the balances before and after it agree: "${pdf.items[index]?.text ?? ''}" -> "${figure}"`,
    index,
    apply: (current) => current.map((item, at) => (at === index ? { ...item, text: figure } : item)),
  };
}

/** A reading that reconciles after repairs, with the repairs and the repaired items. */
interface Repaired {
  reading: ParsedStatement;
  repairs: string[];
  items: readonly TextItem[];
}

/** Whether nothing with a digit stands right of the item on its line: the balance column of a row. */
function lastFigureOfLine(items: readonly TextItem[], index: number): boolean {
  const item = items[index];
  if (!item) return false;
  return !items.some((other, at) => at !== index && sameLine(item, other) && other.x > item.x && /\d/.test(other.text));
}

const sameRows = (a: ParsedStatement, b: ParsedStatement): boolean =>
  JSON.stringify(a.transactions.map((row) => [row.date, row.amountCents])) ===
  JSON.stringify(b.transactions.map((row) => [row.date, row.amountCents]));

/**
 * A reading that adds up, with running balances on its rows OCR misread ("5.430.99"): the balances
 * repaired, when the statement still adds up with the same rows. A misread balance at the end of a row is
 * not a row left out, so it need not send the statement to review.
 */
function balanceRepairs(pdf: ExtractedPdf, base: ParsedStatement, dated: Set<number>): Repaired | undefined {
  const chosen = oneRepairPerItem(
    ocrRepairs(pdf).filter(
      (repair) =>
        dated.has(repair.index) &&
        !repair.span &&
        !isYearOfDate(pdf.items, repair.index) &&
        lastFigureOfLine(pdf.items, repair.index),
    ),
  );
  if (chosen.length === 0) return undefined;
  const items = applyAll(pdf.items, chosen);
  const reading = tryParse({ ...pdf, items });
  if (!reading || distance(reading) !== 0 || !sameRows(reading, base)) return undefined;
  return { reading, repairs: chosen.map((repair) => repair.change), items };
}

/** One repair per item (the first found), a join never overlapping another repair. */
function oneRepairPerItem(repairs: readonly OcrRepair[]): OcrRepair[] {
  const chosen: OcrRepair[] = [];
  const taken = new Set<number>();
  for (const repair of repairs) {
    // A join touches its item and the next one or two.
    const span = Array.from({ length: repair.span ?? 1 }, (_unused, offset) => offset);
    if (span.some((offset) => taken.has(repair.index + offset))) continue;
    chosen.push(repair);
    for (const offset of span) taken.add(repair.index + offset);
  }
  return chosen;
}

/** Applies repairs to the items from the last item to the first, so each one's index still holds. */
function applyAll(items: readonly TextItem[], repairs: readonly OcrRepair[]): TextItem[] {
  return [...repairs].sort((a, b) => b.index - a.index).reduce((current, repair) => repair.apply(current), [...items]);
}

/**
 * Every item's first repair at once (a statement with several slips needs them together: one alone may
 * move the mismatch to a later row); kept when the statement then reconciles, less any repair it does not
 * need to.
 */
function allAtOnce(pdf: ExtractedPdf, base: ParsedStatement): Repaired | undefined {
  const lone = lonePrintedBalanceRepair(pdf, base);
  const chosen = oneRepairPerItem([...(lone ? [lone] : []), ...ocrRepairs(pdf)]);
  if (chosen.length === 0) return undefined;
  let reading = tryParse({ ...pdf, items: applyAll(pdf.items, chosen) });
  if (!reading || distance(reading) !== 0) return undefined;
  for (const repair of [...chosen]) {
    const without = chosen.filter((other) => other !== repair);
    const fewer = tryParse({ ...pdf, items: applyAll(pdf.items, without) });
    if (fewer && distance(fewer) === 0) {
      chosen.splice(chosen.indexOf(repair), 1);
      reading = fewer;
    }
  }
  return { reading, repairs: chosen.map((repair) => repair.change), items: applyAll(pdf.items, chosen) };
}

/** One repair per round, each round keeping the one that brings the rows closest to the printed figures. */
function oneAtATime(pdf: ExtractedPdf, base: ParsedStatement): Repaired | undefined {
  let items: readonly TextItem[] = pdf.items;
  let reached = base;
  let closest = distance(base);
  const applied: string[] = [];
  for (let round = 0; round < MAX_REPAIRS; round += 1) {
    const current: ExtractedPdf = { ...pdf, items: [...items] };
    let choice: { repair: OcrRepair; reading: ParsedStatement; distance: number } | undefined;
    const lone = lonePrintedBalanceRepair(current, reached);
    for (const repair of [...(lone ? [lone] : []), ...ocrRepairs(current)]) {
      const reading = tryParse({ ...pdf, items: repair.apply(current.items) });
      if (!reading) continue;
      const away = distance(reading);
      if (away < (choice?.distance ?? closest)) choice = { repair, reading, distance: away };
      if (away === 0) break;
    }
    if (!choice) return undefined;
    items = choice.repair.apply(current.items);
    applied.push(choice.repair.change);
    closest = choice.distance;
    reached = choice.reading;
    if (choice.distance === 0) return { reading: choice.reading, repairs: applied, items };
  }
  return undefined;
}
