/**
 * The repairs worth trying on a scanned statement's words: each slip ocr-slips.ts reads, placed where it
 * can stand (amounts at the right of a page, dates at the left), and garbled amounts filled in from the
 * running balances printed beside them.
 */
import { formatCents, parseAmount } from '../money/money';
import { buildLines } from './statement-lines';
import type { ExtractedPdf, TextItem } from './statement.types';
import {
  colonForDecimalPoint,
  isGarbledFigure,
  monthLettersReadAsDigits,
  pointsForThousandsCommas,
  restoreDecimalPoint,
  slashLostFromDate,
  smallAmountPointLost,
  strayMarksAfterAmount,
  strayMarksBeforeAmount,
  swapLookalikes,
  FIGURE_LIKE,
  WELL_FORMED_AMOUNT,
  type OcrRepair,
} from './ocr-slips';

/** Amount columns stand in the right part of a page; descriptions with long digit runs stand to their left. */
export const AMOUNT_REGION = 0.45;

/** A page's width in points; a US Letter page's when the PDF does not say. */
export const pageWidthOf = (pdf: ExtractedPdf, page: number): number => pdf.pages[page - 1]?.width ?? 600;

/** An amount read as digits only, its decimal point lost. */
const BARE_DIGITS = /^\d{3,}$/;

export const plainAmount = (cents: number): string => formatCents(Math.abs(cents)).replace(/^-/, '');

/** An amount as read whose digits may be right or off by one, its marks maybe misread ("21.63", "5.20024"). */
const READ_FIGURE = /^\d[\d.,]*\d$/;

/** A running balance as printed, or with its thousands commas read as points ("27.023.37"). */
function balanceRead(text: string): { cents: number; negative: boolean } | undefined {
  const printed = WELL_FORMED_AMOUNT.test(text) ? text : pointsForThousandsCommas(text);
  return printed ? parseAmount(printed) : undefined;
}

/** What a line's cell may be: the change in the running balance beside it, and the words that print it. */
interface BalanceChange {
  cents: number;
  /** The cell's last word, when OCR read it as several. */
  last: TextItem;
  /**
   * The cell reads as a figure (not garbled), on the row right after the previous printed balance with no
   * figure between, and a later row prints a balance too: the two balances around it are the row's own,
   * and one misread of either would still be caught by the balance after it.
   */
  adjacent: boolean;
}

/**
 * Figures the amount on a line could be, from the statement's own arithmetic: the change in the running
 * balance printed at the right of this line and of the row before it. Keyed by the cell's first word;
 * `last` is its last word when OCR read it as several ("6.595]" ":13" for 6,551.13). Garbled cells are
 * kept whatever stands between the balances (the statement's total still checks them); cells read as
 * figures only when the two balances are the row's own (see BalanceChange.adjacent).
 */
function balanceChanges(pdf: ExtractedPdf): Map<TextItem, BalanceChange> {
  const changes = new Map<TextItem, BalanceChange>();
  const lines = buildLines(pdf.items);
  const withBalance = lines.map((line) => {
    const last = line.cells[line.cells.length - 1];
    return last ? balanceRead(last.text) : undefined;
  });
  const lastBalanceLine = withBalance.reduce((found, balance, at) => (balance ? at : found), -1);
  let previousBalance: { cents: number; right: number; page: number } | undefined;
  let figuresSinceBalance = 0;
  lines.forEach((line, at) => {
    const last = line.cells[line.cells.length - 1];
    const balance = withBalance[at];
    const pageWidth = pageWidthOf(pdf, line.page);
    const figures = line.cells
      .slice(0, balance ? -1 : undefined)
      .filter((cell) => cell.x >= pageWidth * AMOUNT_REGION && /\d/.test(cell.text));
    if (!last || !balance) {
      figuresSinceBalance += figures.length;
      return;
    }
    // Garbled glyphs, or bare digits ("50138" for 501.33: the point lost and a digit misread).
    const garbled = line.cells.slice(0, -1).filter((cell) => isGarbledFigure(cell.text) || BARE_DIGITS.test(cell.text));
    const sameColumn = previousBalance && Math.abs(previousBalance.right - last.right) < 20;
    const readFigure =
      garbled.length === 0 && figures.length === 1 && READ_FIGURE.test(figures[0]?.text ?? '') ? figures[0] : undefined;
    const cell = garbled.length === 1 ? garbled[0] : readFigure;
    if (cell && previousBalance && sameColumn) {
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
      const adjacent = cell === readFigure && figuresSinceBalance === 0 && at < lastBalanceLine;
      if (first && final && words.map((word) => word.text).join(' ') === cell.text && (cell !== readFigure || adjacent))
        changes.set(first, { cents: Math.abs(signed(balance) - previousBalance.cents), last: final, adjacent });
    }
    previousBalance = {
      cents: balance.negative ? -balance.cents : balance.cents,
      right: last.right,
      page: line.page,
    };
    figuresSinceBalance = 0;
  });
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

export const sameLine = (a: TextItem, b: TextItem): boolean =>
  a.page === b.page && Math.abs(a.y - b.y) <= Math.max(1.5, (a.height ?? 8) * 0.25);

/**
 * Whether the item stands alone in an amount column: the word before it on its line ends a column's gap
 * away and has no digit (digits after a figure are the rest of it: "26,903" "01"), and no word after it but
 * figures (a description's number is followed by its words: "STALL 10 SINGAPORE").
 */
function standsInAmountColumn(items: readonly TextItem[], index: number): boolean {
  const item = items[index];
  if (!item) return false;
  const others = items.filter((other) => other !== item && other.text.trim() !== '' && sameLine(item, other));
  const before = others.filter((other) => other.x < item.x).sort((a, b) => b.x - a.x)[0];
  const columnGap = 2 * (item.height ?? 8);
  if (before && (/\d/.test(before.text) || item.x - (before.x + before.width) < columnGap)) return false;
  return others.every((other) => other.x < item.x || /\d/.test(other.text));
}

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
    const pageWidth = pageWidthOf(pdf, item.page);
    const inAmounts = item.x >= pageWidth * AMOUNT_REGION;
    // Digits only, a slip of the change between the balances beside them: before the point is put back,
    // which would keep the misread digit.
    const slipOf = inAmounts && BARE_DIGITS.test(item.text) ? changes.get(item)?.cents : undefined;
    if (slipOf && digitsOf(plainAmount(slipOf)) !== item.text && isDigitSlip(item.text, plainAmount(slipOf)))
      replace(index, plainAmount(slipOf), 'amount misread, from the running balance');
    // A figure read with a digit or a mark wrong ("21.63" for 23.63, "5.20024" for 5,200.24), between the
    // row's own two balances: what they give, when it is a one-digit slip of what was read.
    const between = inAmounts && !BARE_DIGITS.test(item.text) ? changes.get(item) : undefined;
    const fromBalances = between?.adjacent && between.cents > 0 ? plainAmount(between.cents) : undefined;
    if (fromBalances && fromBalances !== item.text && isDigitSlip(item.text, fromBalances))
      replace(index, fromBalances, 'amount misread, from the running balance');
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
    // "99" alone in an amount column, for 0.99.
    const small = inAmounts && standsInAmountColumn(items, index) ? smallAmountPointLost(item.text) : undefined;
    if (small) replace(index, small, 'small amount read without its "0."');
    // A row's date read as two words with a slip in either: "13." "OCT:", "01" "0CT", a speck read as a mark
    // before the day ('"30' "DEC"): left, the row is lost.
    const dateNext = items[index + 1]?.text.trim() === '' ? items[index + 2] : undefined;
    const joinedDate =
      !inAmounts && dateNext?.ocr && sameLine(item, dateNext) && /^[.,:;'"`~*_^-]?\d{1,2}[.,:]?$/.test(item.text)
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
