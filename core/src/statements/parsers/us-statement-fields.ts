/**
 * Fields of US (Bank of America, Chase) statements in the wordings their templates print: the closing
 * date after its label ("Statement Closing Date 02/16/2025", "Closing Date", "Statement Date: 02/16/25"),
 * the statement period ("Opening/Closing Date 01/17/25 - 02/16/25", "for January 17, 2025 to February 16,
 * 2025", "January 17 - February 16, 2025", "... through ..."), and column headers printed over two lines.
 * Wordings are data; dates are month first.
 */
import { findFullDate, isoDate, monthNumber } from '../statement-dates';
import { cleanDescription } from '../statement-text';
import { linePitch } from '../row-continuation';
import type { LineCell, StatementLine } from '../statement.types';

const US = { usMonthFirst: true } as const;
const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?`;
/** A US full date: 02/16/2025, 02/16/25, February 16, 2025, Feb 16, 2025. */
const FULL_DATE = String.raw`(?:\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})\b|${MONTH}\s+\d{1,2},?\s+\d{4})`;
/** The start of a period may leave out its year when the end prints it ("January 17 - February 16, 2025"). */
const START_DATE = String.raw`(?:${FULL_DATE}|${MONTH}\s+\d{1,2}\b)`;
const RANGE = new RegExp(`(${START_DATE})\\s*(?:-|–|to|through|thru)\\s*(${FULL_DATE})`, 'i');

/** Labels of the statement's closing date, longest first. */
export const CLOSING_DATE_LABELS = ['Statement\\s+Closing\\s+Date', 'Closing\\s+Date', 'Statement\\s+Date'];
const CLOSING_LABEL = new RegExp(`(?:${CLOSING_DATE_LABELS.join('|')})\\s*:?\\s*`, 'i');

/** A month-first date in any printed US shape; undefined when the text does not start with one. */
export function usFullDate(text: string): string | undefined {
  const match = new RegExp(`^\\s*(${FULL_DATE})`, 'i').exec(text);
  return match?.[1] ? findFullDate(match[1], US) : undefined;
}

/** The statement period printed as a range; undefined when no line prints one. */
export function usStatementPeriod(lines: readonly StatementLine[]): { start: string; end: string } | undefined {
  for (const line of lines) {
    const match = RANGE.exec(cleanDescription(line.text));
    const end = match?.[2] ? findFullDate(match[2], US) : undefined;
    if (!match?.[1] || !end) continue;
    const start = findFullDate(match[1], US) ?? startWithoutYear(match[1], end);
    if (start && start <= end) return { start, end };
  }
  return undefined;
}

/** "January 17" before "February 16, 2025": the year of the end, or the one before across New Year. */
function startWithoutYear(text: string, end: string): string | undefined {
  const match = /^([A-Za-z]+)\.?\s+(\d{1,2})$/.exec(text.trim());
  const month = match?.[1] ? monthNumber(match[1]) : undefined;
  if (!month || !match?.[2]) return undefined;
  const [endYear = 0, endMonth = 0] = end.split('-').map(Number);
  return isoDate(month > endMonth ? endYear - 1 : endYear, month, Number(match[2]));
}

/** The closing date after one of its labels, on the same line (beside it, or in the next cell). */
export function usClosingDate(lines: readonly StatementLine[]): string | undefined {
  for (const line of lines) {
    const text = cleanDescription(line.text);
    const label = CLOSING_LABEL.exec(text);
    if (!label) continue;
    const rest = text.slice(label.index + label[0].length);
    // "Opening/Closing Date 01/17/25 - 02/16/25" labels a period: its end is the closing date.
    const range = new RegExp(`^${RANGE.source}`, 'i').exec(rest);
    const date = range?.[2] ? findFullDate(range[2], US) : usFullDate(rest);
    if (date) return date;
  }
  return undefined;
}

/**
 * The statement date: the labelled closing date, else the end of the printed period (with the period,
 * when printed, for the year of rows printed without one).
 */
export function usStatementDates(
  lines: readonly StatementLine[],
): { statementDate: string; period?: { start: string; end: string } } | undefined {
  const period = usStatementPeriod(lines);
  const statementDate = usClosingDate(lines) ?? period?.end;
  return statementDate ? { statementDate, ...(period ? { period } : {}) } : undefined;
}

/** The billing period: printed as a range, else the month before the closing date. */
export function usBillingPeriod(lines: readonly StatementLine[]): { start: string; end: string } | undefined {
  const dates = usStatementDates(lines);
  if (!dates) return undefined;
  if (dates.period?.end === dates.statementDate) return dates.period;
  const end = dates.statementDate;
  // Without the opening date, a billing cycle is about a month long.
  return { start: new Date(Date.parse(end) - 31 * 86_400_000).toISOString().slice(0, 10), end };
}

/**
 * A section heading, total or summary label by the section's names (US statements title their sections
 * in words: "Deposits and other additions", "Payments and Other Credits"), any spacing, then `suffix`.
 */
export function sectionNamePattern(names: readonly string[], suffix = ''): RegExp {
  const words = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return new RegExp(`^(?:${words.join('|')})${suffix}$`, 'i');
}

/**
 * Header labels printed over two lines sit within this distance of each other, or within one line pitch
 * (and a tenth for jitter) of a statement set in loose line spacing.
 */
const STACK_GAP = 12;
const stackGap = (lines: readonly StatementLine[]): number => Math.max(STACK_GAP, (linePitch(lines) ?? 0) * 1.1);

/**
 * The cells of a header line with the words printed right above each ("Transaction" over "Date" ->
 * "Transaction Date"): a word above belongs to the cell whose left or right edge it shares. Words above
 * that the text layer joined into one cell ("Transaction Posting") are placed by their share of its width.
 */
export function stackedHeaderCells(line: StatementLine, lines: readonly StatementLine[]): LineCell[] {
  const gap = stackGap(lines);
  const above = lines.filter((other) => other.page === line.page && other.y < line.y && line.y - other.y <= gap).pop();
  const cells = line.cells.map((cell) => ({ ...cell, words: [] as string[] }));
  for (const top of (above?.cells ?? []).flatMap(wordsOf)) {
    const overlapping = cells.filter((cell) => top.x < cell.right && top.right > cell.x);
    const edge = (cell: LineCell): number => Math.min(Math.abs(cell.x - top.x), Math.abs(cell.right - top.right));
    const owner = overlapping.sort((a, b) => edge(a) - edge(b))[0];
    owner?.words.push(top.text);
  }
  return cells.map(({ words, ...cell }) =>
    words.length > 0
      ? { x: cell.x, right: cell.right, text: cleanDescription(`${words.join(' ')} ${cell.text}`) }
      : cell,
  );
}

/** Each word of a cell with its span estimated from its share of the cell's characters. */
function wordsOf(cell: LineCell): LineCell[] {
  const perChar = (cell.right - cell.x) / Math.max(1, cell.text.length);
  const words: LineCell[] = [];
  for (const match of cell.text.matchAll(/\S+/g)) {
    const x = cell.x + match.index * perChar;
    words.push({ x, right: x + match[0].length * perChar, text: match[0] });
  }
  return words;
}
