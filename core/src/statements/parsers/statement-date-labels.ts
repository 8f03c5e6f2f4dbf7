/**
 * The statement date as Singapore card and account templates label it: "Statement Date 16 Feb 2025",
 * "STATEMENT DATE: 16/02/2025", "Date of Statement February 16, 2025", or the label above its value in a
 * summary box. Label wordings are data; the date may be in any printed shape.
 */
import { earliestFullDate, findFullDate } from '../statement-dates';
import type { LineCell, StatementLine } from '../statement.types';

const LABEL = String.raw`(?:Statement\s*Date|Date\s*of\s*Statement)`;
const BESIDE = new RegExp(`${LABEL}\\s*:?\\s*(.+)$`, 'i');
const ABOVE = new RegExp(`^${LABEL}\\s*:?$`, 'i');

/**
 * The date after its label on the same line (the one nearest the label: a panel beside it may print other
 * dates further along), else the value under the label; undefined when neither.
 */
export function labelledStatementDate(lines: readonly StatementLine[]): string | undefined {
  for (const line of lines) {
    const match = BESIDE.exec(line.text);
    const date = match?.[1] ? earliestFullDate(match[1]) : undefined;
    if (date) return date;
  }
  return dateUnderLabel(lines);
}

/** How far below its label a summary box prints the value, in points. */
const BOX_GAP = 24;

/**
 * The text of the cells of a line under a label: the value of a summary box. A wide gap may split the value
 * into cells ("12" "Feb 2023" as OCR reads a scan), so every cell under the label counts, in order.
 */
function textUnder(label: LineCell, line: StatementLine): string {
  return line.cells
    .filter((cell) => cell.x < label.right && cell.right > label.x)
    .map((cell) => cell.text)
    .join(' ');
}

/** The date in the cell under the label (a panel beside the box may print lines in between). */
function dateUnderLabel(lines: readonly StatementLine[]): string | undefined {
  for (const [index, line] of lines.entries()) {
    const label = line.cells.find((cell) => ABOVE.test(cell.text));
    if (!label) continue;
    for (const below of lines.slice(index + 1)) {
      if (below.page !== line.page || below.y - line.y > BOX_GAP) break;
      const date = findFullDate(textUnder(label, below));
      if (date) return date;
    }
  }
  return undefined;
}

/**
 * Labels of a printed statement period, as data: "Statement Period", "Billing Cycle", "Statement From",
 * a line starting "From". The statement is dated at the period's end.
 */
const PERIOD_LABEL = String.raw`(?:(?:Statement|Billing)\s*(?:Period|Cycle)|Period|From)`;
const PERIOD_BESIDE = new RegExp(`\\b${PERIOD_LABEL}\\b\\s*:?\\s*(.+)$`, 'i');
const PERIOD_ABOVE = new RegExp(`^${PERIOD_LABEL}\\s*:?$`, 'i');
/** What separates the two ends: "to", "To", "until", or a dash with spaces around it. */
const RANGE_SEPARATOR = /\s+(?:to|until|-|–|—)\s+/i;
/** A statement cycle is about a month; a longer range is a promotion or validity period, not the statement's. */
const LONGEST_PERIOD_DAYS = 62;

export interface StatementPeriod {
  start: string;
  end: string;
}

/** "17 Jan 2025 to 16 Feb 2025", "01/01/2025 - 31/01/2025", "January 17, 2025 To February 16, 2025". */
export function periodIn(text: string): StatementPeriod | undefined {
  const [first, ...rest] = text.split(RANGE_SEPARATOR);
  if (!first || rest.length === 0) return undefined;
  const start = findFullDate(first);
  const end = findFullDate(rest.join(' - '));
  if (!start || !end) return undefined;
  return spansOneCycle(start, end) ? { start, end } : undefined;
}

/** True when the range from start to end (ISO dates) is as long as a statement cycle can be, not a promotion's. */
export function spansOneCycle(start: string, end: string): boolean {
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  return days >= 0 && days <= LONGEST_PERIOD_DAYS;
}

/** The statement period after its label on a line, else the value under its label (a summary box). */
export function labelledStatementPeriod(lines: readonly StatementLine[]): StatementPeriod | undefined {
  for (const line of lines) {
    const match = PERIOD_BESIDE.exec(line.text);
    const period = match?.[1] ? periodIn(match[1]) : undefined;
    if (period) return period;
  }
  for (const [index, line] of lines.entries()) {
    const label = line.cells.find((cell) => PERIOD_ABOVE.test(cell.text));
    if (!label) continue;
    for (const below of lines.slice(index + 1)) {
      if (below.page !== line.page || below.y - line.y > BOX_GAP) break;
      const period = periodIn(textUnder(label, below));
      if (period) return period;
    }
  }
  return undefined;
}

/** The statement date under any of its labels, else the end of the labelled statement period. */
export function statementDateOrPeriodEnd(lines: readonly StatementLine[]): string | undefined {
  return labelledStatementDate(lines) ?? labelledStatementPeriod(lines)?.end;
}
