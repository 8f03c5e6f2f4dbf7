/**
 * The rows' dates of a scan whose figures add up only as read a second time: no total checks a date, so
 * each row's date is read again on its own (cut from the page like the figures, at several magnifications)
 * and checked against what the statement itself says of its dates: they fall in its period and, on a
 * statement printed in date order, each stands in order with its neighbours. A date is confirmed only when
 * every check holds; any other leaves the statement for the person to check, naming the date.
 */
import { buildLines } from './statement-lines';
import { monthNumber } from './statement-dates';
import type { ExtractedPdf, ParsedStatement, TextItem } from './statement.types';
import { monthLettersReadAsDigits } from './ocr-slips';
import { ROW_DATE } from './scanned-statement';

/** A row's date as OCR read it: its words and where they stand in the page image. */
export interface RowDateCell {
  page: number;
  /** The date's words, one or two ("27" "FEB"), joined with a space. */
  text: string;
  /** The box around its words in the page image, in pixels; undefined when a word has none (not OCR). */
  box?: { x0: number; y0: number; x1: number; y1: number };
}

/** Characters a date is printed with: digits, separators and the letters of the months' short names. */
export const DATE_CHARACTERS = '0123456789/-.ABCDEFGJLMNOPRSTUVYabcdefgjlmnoprstuvy';

/** Readings of a date that must agree with its first reading for it to be confirmed (of one per magnification). */
const READINGS_AGREEING = 2;
/** How far before the statement date a row may be dated: a statement covers a month, posted rows a little more. */
const PERIOD_DAYS = 62;
/**
 * A statement is printed in date order when at most this share of its rows (or one row: a payment printed
 * first, a second card's rows) come before the row above in date, and one more row (the misread looked for);
 * rows in another order are not judged by it.
 */
const OUT_OF_ORDER_SHARE = 0.1;

/**
 * A date as printed, whatever its spacing and separators: "27 FEB" and "27FEB" -> "27 2", "07/01" and
 * "7-1" -> "7/1", "2024-01-07" -> "2024/1/7". Undefined when the text reads as no date.
 */
export function dateKey(text: string): string | undefined {
  // Marks before or after a date (a speck, a rule's end: "-30Dec") say nothing of it.
  const plain = text.trim().replace(/^[-/.,:;'"_~]+|[-/.,:;'"_~]+$/g, '');
  const lettered = /^(\d{1,2})\s?([A-Za-z]{3,4})$/.exec(plain);
  if (lettered) {
    const [, day = '', month = ''] = lettered;
    const number = monthNumber(month);
    return number && Number(day) >= 1 && Number(day) <= 31 ? `${Number(day)} ${number}` : undefined;
  }
  const figures = /^(\d{1,4})[/.-](\d{1,2})(?:[/.-](\d{2,4}))?$/.exec(plain);
  if (!figures) return undefined;
  const [, first = '', second = '', year] = figures;
  const [a, b] = [Number(first), Number(second)];
  if (first.length === 4) return b >= 1 && b <= 12 && year !== undefined ? `${a}/${b}/${Number(year)}` : undefined;
  // A day and a month, in either order: both a day, one of them a month (not an amount, "12.34").
  if (a < 1 || b < 1 || a > 31 || b > 31 || Math.min(a, b) > 12) return undefined;
  return year === undefined ? `${a}/${b}` : `${a}/${b}/${Number(year) % 100}`;
}

/** A date as first read: as OCR gave it, or as the scan's reading put its month's letters right ("010CT"). */
const firstKey = (text: string): string | undefined => {
  const repaired = monthLettersReadAsDigits(text);
  return dateKey(text) ?? (repaired === undefined ? undefined : dateKey(repaired));
};

const boxAround = (items: readonly TextItem[]): RowDateCell['box'] => {
  const boxes = items.map((item) => item.ocrBox);
  if (boxes.some((box) => box === undefined)) return undefined;
  const defined = boxes.filter((box): box is NonNullable<TextItem['ocrBox']> => box !== undefined);
  return {
    x0: Math.min(...defined.map((box) => box.x0)),
    y0: Math.min(...defined.map((box) => box.y0)),
    x1: Math.max(...defined.map((box) => box.x1)),
    y1: Math.max(...defined.map((box) => box.y1)),
  };
};

/**
 * The dates at the start of each dated row (a card's row prints two: made and posted), each as the words
 * that read as one date: one word ("27FEB", "07/01") or a day and a month ("27" "FEB").
 */
export function rowDateCells(pdf: ExtractedPdf): RowDateCell[] {
  const rows = buildLines(pdf.items).filter((line) => ROW_DATE.test(line.text));
  return rows.flatMap((row) => {
    const words = pdf.items
      .filter((item) => item.page === row.page && Math.abs(item.y - row.y) <= 2.5 && item.text.trim() !== '')
      .sort((a, b) => a.x - b.x);
    const cells: RowDateCell[] = [];
    let at = 0;
    while (at < words.length && cells.length < 2) {
      const size = [1, 2].find((count) => {
        const taken = words.slice(at, at + count);
        return taken.length === count && firstKey(taken.map((word) => word.text.trim()).join(' ')) !== undefined;
      });
      if (size === undefined) break;
      const taken = words.slice(at, at + size);
      const box = boxAround(taken);
      cells.push({ page: row.page, text: taken.map((word) => word.text.trim()).join(' '), ...(box ? { box } : {}) });
      at += size;
    }
    return cells;
  });
}

/**
 * Whether a date read again confirms its first reading: at least READINGS_AGREEING of its readings read as
 * a date, and every one of them as the same date as the first (noise that reads as no date is passed over).
 */
export function dateReadAlike(cell: RowDateCell, readings: readonly string[]): boolean {
  const first = firstKey(cell.text);
  const keys = readings.flatMap((reading) => dateKey(reading) ?? []);
  return first !== undefined && keys.length >= READINGS_AGREEING && keys.every((key) => key === first);
}

const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Rows whose date breaks the order of its neighbours on a statement printed in date order: its neighbours
 * in order with each other, it not between them ("25 FEB, 24 FEB, 28 FEB"). Where two runs in date order
 * meet (one card's rows after another's, a payment printed first) neither neighbour pair is in order, and
 * the first and last rows have one neighbour only: no row there is judged.
 */
function outOfOrder(dates: readonly string[]): number[] {
  if (dates.length < 3) return [];
  const breaks = dates.slice(1).filter((date, at) => date < (dates[at] ?? date)).length;
  if (breaks > Math.max(1, Math.floor((dates.length - 1) * OUT_OF_ORDER_SHARE)) + 1) return [];
  return dates.flatMap((date, at) => {
    const [before, after] = [dates[at - 1], dates[at + 1]];
    if (before === undefined || after === undefined) return [];
    return before <= after && (date < before || date > after) ? [at] : [];
  });
}

/** The days ("2-27" for 27 FEB) a date's key may be: "07/01" is 7 January or July 1. */
function daysOfKey(key: string): string[] {
  const lettered = /^(\d+) (\d+)$/.exec(key);
  if (lettered) return [`${lettered[2]}-${lettered[1]}`];
  const [first = '', second = '', third] = key.split('/');
  if (first.length === 4) return [`${second}-${third}`];
  return [...new Set([`${second}-${first}`, `${first}-${second}`])];
}

/**
 * Rows whose date no date read again confirms: on each day, more rows than dates confirmed as that day
 * (a row whose date was not found on its line to read again, or read again as another).
 */
function rowsUnconfirmed(dates: readonly string[], confirmedKeys: readonly string[]): string[] {
  const days = confirmedKeys.flatMap(daysOfKey);
  const dayOf = (date: string): string => `${Number(date.slice(5, 7))}-${Number(date.slice(8, 10))}`;
  return dates.filter(
    (date) => dates.filter((other) => other === date).length > days.filter((day) => day === dayOf(date)).length,
  );
}

/**
 * The dates of a statement that could not be confirmed: those read again as another date or too few
 * times as one (named as read), rows no date read again confirms, and the rows dated outside the statement's period (up to its statement
 * date) or out of order with their neighbours (named by their date). Empty when every date is confirmed.
 */
export function unconfirmedRowDates(
  reading: ParsedStatement,
  cells: readonly RowDateCell[],
  readings: readonly (readonly string[])[],
): string[] {
  const alike = cells.map((cell, at) => dateReadAlike(cell, readings[at] ?? []));
  const readAgain = cells.flatMap((cell, at) => (alike[at] ? [] : [cell.text]));
  const dates = reading.transactions.map((row) => row.date);
  const confirmedKeys = cells.flatMap((cell, at) => (alike[at] ? (firstKey(cell.text) ?? []) : []));
  const { statementDate } = reading.account;
  const earliest = daysBefore(statementDate, PERIOD_DAYS);
  const outOfPeriod = dates.filter((date) => date > statementDate || date < earliest);
  const unordered = outOfOrder(dates).flatMap((at) => dates[at] ?? []);
  return [...new Set([...readAgain, ...rowsUnconfirmed(dates, confirmedKeys), ...outOfPeriod, ...unordered])];
}
