/**
 * A scan whose statement date or period cannot be read, even as read again, while its rows can: the year of
 * its rows from the other dates it prints about the same weeks (a payment due date, the other end of its
 * period, a statement date elsewhere, a balance brought forward, a row printed with its year). Each such
 * date names one year only (it lies near the rows in one year alone); they must all name the same one, else
 * nothing is taken and the statement stays refused. The rows' own months give the statement's month.
 */
import { buildLines } from './statement-lines';
import { findFullDate, isoDate } from './statement-dates';
import type { ExtractedPdf, ParsedStatement } from './statement.types';
import { ROW_DATE } from './scanned-statement';

/**
 * Labels of the dates a statement prints about its own weeks, as data: the statement date, its period or
 * cycle (either end), the payment due date, the opening / closing date, a balance brought forward.
 * A date with no such label (an offer's end, points expiring, a fee from a date) may be of any year.
 */
const EVIDENCE_LABELS =
  /\b(?:Statement\s*Date|Date\s*of\s*Statement|(?:Statement|Billing)\s*(?:Period|Cycle)|Period|Payment\s*Due\s*Date|Due\s*Date|Opening\s*\/?\s*Closing\s*Date|Closing\s*Date|Opening\s*Date|B(?:alance|AL)\.?\s*(?:B\/F|Brought\s*Forward)|Previous\s*Balance|Opening\s*Balance)\b/i;
/** A period printed with no label ("1 OCT 2023 TO 3~1 OCT 2023"): a full date on either side of "to". */
const RANGE = /\s(?:to|until|-|–|—)\s/i;
/** A row printed with its year: a line starting with a full date ("05/10/2023", "05 OCT 2023"). */
const DATED_ROW = /^\d{1,2}(?:[/.-]\d{1,2}[/.-]\d{2}(?:\d{2})?|\s?[A-Za-z]{3,9}\.?,?\s?\d{4})\b/;
/**
 * A date's year as printed: in four figures, or two after a day and month in figures. "17 Dec 17 Dec" (a
 * row's two dates) reads as a full date with a year of two figures: no year is printed there.
 */
const printsYear = (text: string, date: string): boolean =>
  text.includes(date.slice(0, 4)) || new RegExp(String.raw`\d[/.-]\d{1,2}[/.-]${date.slice(2, 4)}\b`).test(text);

/**
 * How far from the rows' months a date about the statement's weeks may lie, in days: a payment is due some
 * three weeks after the statement date, a period starts up to a month before its first row. Less than half a
 * year, so that a date lies this near the rows in one year at most.
 */
const NEAR_DAYS = 45;
/** Most months a statement's rows span (a cycle across two months, a row posted late): more is no statement's. */
const MOST_MONTHS = 3;
const DAY_MS = 86_400_000;

/** A date the statement prints about its weeks, where it was read. */
export interface DateEvidence {
  date: string;
  line: string;
}

/** The statement's month and the rows' first month, from the rows' months (1-12) as read. */
export function rowMonthsSpan(months: readonly number[]): { first: number; last: number } | undefined {
  const distinct = [...new Set(months)];
  if (distinct.length === 0) return undefined;
  // The shortest run of months, round the year's end, holding every row's month: a Dec -> Jan cycle.
  let best: { first: number; last: number; length: number } | undefined;
  for (const first of distinct) {
    const length = Math.max(...distinct.map((month) => ((month - first + 12) % 12) + 1));
    if (!best || length < best.length) best = { first, last: ((first + length - 2) % 12) + 1, length };
  }
  return best && best.length <= MOST_MONTHS ? { first: best.first, last: best.last } : undefined;
}

/** The year of the statement's month (the rows' last) that puts a date near the rows; undefined for none. */
export function yearNear(date: string, span: { first: number; last: number }): number | undefined {
  const time = Date.parse(date);
  const year = Number(date.slice(0, 4));
  const years = [year - 1, year, year + 1].filter((candidate) => {
    const from = Date.parse(isoDate(span.first > span.last ? candidate - 1 : candidate, span.first, 1) ?? '');
    const to = Date.parse(isoDate(span.last === 12 ? candidate + 1 : candidate, (span.last % 12) + 1, 1) ?? '');
    return time >= from - NEAR_DAYS * DAY_MS && time < to + NEAR_DAYS * DAY_MS;
  });
  return years.length === 1 ? years[0] : undefined;
}

/**
 * The full dates on lines that say what they are of (EVIDENCE_LABELS, a range, a row with its year), each
 * with its readings: a date in figures whose day and month could be either way round ("01/04/25") has two.
 * Only lines of the statement's head and table count: above each page's first dated row (pages before the
 * first with rows, a summary page), and rows; notices and offers after the table may date other years.
 */
export function dateEvidence(pdf: ExtractedPdf): DateEvidence[][] {
  const lines = buildLines(pdf.items);
  const firstRow = new Map<number, number>();
  for (const line of lines) if (ROW_DATE.test(line.text) && !firstRow.has(line.page)) firstRow.set(line.page, line.y);
  const firstRowPage = Math.min(...firstRow.keys());
  return lines.flatMap((line) => {
    const text = line.text.replace(/\s+/g, ' ').trim();
    const head = line.y < (firstRow.get(line.page) ?? (line.page < firstRowPage ? Infinity : -Infinity));
    if (DATED_ROW.test(text) ? false : !head || (!EVIDENCE_LABELS.test(text) && !RANGE.test(text))) return [];
    const readings = [findFullDate(text), findFullDate(text, { usMonthFirst: true })].filter(
      (date): date is string => date !== undefined && printsYear(text, date),
    );
    return readings.length === 0 ? [] : [[...new Set(readings)].map((date) => ({ date, line: text }))];
  });
}

/**
 * The statement date to read the rows' years from, when only the rows could be read: the last row's date in
 * the statement's month, in the one year every dated line (dateEvidence) near the rows names. Undefined
 * (the statement stays refused) when the rows span no statement's months, no date names a year, or two
 * name different years. `rows` is the statement as read with any year (its months are what count).
 */
export function statementDateFromEvidence(
  pdf: ExtractedPdf,
  rows: Pick<ParsedStatement, 'transactions'>,
): { date: string; evidence: DateEvidence[] } | undefined {
  const months = rows.transactions.map((row) => Number(row.date.slice(5, 7)));
  const span = rowMonthsSpan(months);
  if (!span) return undefined;
  const years = new Set<number>();
  const evidence: DateEvidence[] = [];
  for (const readings of dateEvidence(pdf)) {
    const named = new Set(readings.map((reading) => yearNear(reading.date, span)));
    const [year] = [...named];
    // A date near the rows in no year (an offer's end) says nothing, nor one whose two readings differ.
    if (named.size !== 1 || year === undefined) continue;
    years.add(year);
    evidence.push(readings[0] as DateEvidence);
  }
  const [year] = [...years];
  if (years.size !== 1 || year === undefined) return undefined;
  const lastDay = Math.max(
    ...rows.transactions
      .filter((row) => Number(row.date.slice(5, 7)) === span.last)
      .map((row) => Number(row.date.slice(8, 10))),
  );
  const date = isoDate(year, span.last, lastDay);
  return date ? { date, evidence } : undefined;
}
