import { parseAmount } from '../../money/money';
import { buildLines } from '../statement-lines';
import { parseDayMonthName, parseFullDate } from '../statement-dates';
import { cleanDescription, lastFourDigits, parseMoneyCell } from '../statement-text';
import { reconcile } from '../reconcile';
import {
  StatementParseError,
  type ExtractedPdf,
  type LineCell,
  type ParsedStatement,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

/**
 * The transactions sit in the left 379 pt of the A4 page; the right-hand panel holds a summary, points
 * and messages whose dates and amounts share the rows' baselines, so it is cut off before reading rows.
 */
const LEFT_PANEL_WIDTH = 379;
const TABLE_HEADER = /\bDATE\b.*\bDESCRIPTION\b.*\bAMOUNT\b/i;
const PERIOD = /From\s+(\d{1,2} ?[A-Za-z]{3,9} ?\d{4})\s+to\s+(\d{1,2} ?[A-Za-z]{3,9} ?\d{4})/i;
const DAY_MONTH = '\\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)';
/** Posting date, transaction date ("04 Aug" or "04Aug"), description. */
const ROW_START = new RegExp(`^(${DAY_MONTH}) +(${DAY_MONTH}) +(.+)$`, 'i');
const CARD_NUMBER = /\b\d{4}[- ]?[\dX*]{4}[- ]?[\dX*]{4}[- ]?\d{4}\b/;
const FOREIGN_LINE = /^[A-Z]{3} [\d,]+\.\d{2}$/;
const TABLE_END = /^(Statement Balance|Total Due|Total Balance)\b/i;
const COLUMN_SLACK = 10;
const CONTINUATION_GAP = 14;

interface Columns {
  descriptionX: number;
  /** Left edge of the amount header: amounts end to the right of it. */
  amountX: number;
}

function isEmailedHsbc(pdf: ExtractedPdf): boolean {
  const { title = '', author = '', creator = '' } = pdf.metadata;
  return /PRJ_BEAGLE/i.test(title) || (/Registered to:/i.test(author) && /OpenText Exstream/i.test(creator));
}

function headerColumns(line: StatementLine): Columns | undefined {
  const find = (pattern: RegExp): LineCell | undefined => line.cells.find((cell) => pattern.test(cell.text));
  const description = find(/DESCRIPTION/i);
  const amount = find(/AMOUNT/i);
  return description && amount ? { descriptionX: description.x, amountX: amount.x } : undefined;
}

/** The row amount in the amount column: the last cell, or the last two when CR is its own cell. */
function rowAmount(line: StatementLine, columns: Columns): { cents: number; cells: number } | undefined {
  const last = line.cells[line.cells.length - 1];
  if (!last || last.right < columns.amountX) return undefined;
  const separateCr = /^CR$/i.test(last.text);
  const beforeLast = line.cells[line.cells.length - 2]?.text ?? '';
  const amount = parseMoneyCell(separateCr ? `${beforeLast} CR` : last.text);
  if (!amount) return undefined;
  // CR marks a payment or refund (money in); anything else is a charge.
  return { cents: amount.credit || amount.negative ? amount.cents : -amount.cents, cells: separateCr ? 2 : 1 };
}

/** "Credit Limit 10,000.00" in the right-hand panel. */
function creditLimitOf(lines: StatementLine[]): number | undefined {
  for (const line of lines) {
    const index = line.cells.findIndex((cell) => /^Credit Limit$/i.test(cell.text));
    const value = index >= 0 ? line.cells[index + 1]?.text : undefined;
    const amount = value ? parseAmount(value) : undefined;
    if (amount) return amount.cents;
  }
  return undefined;
}

/** HSBC Singapore credit card statements (e-mailed, with a text layer). */
export const HSBC_CREDIT_PARSER: StatementParser = {
  id: 'hsbc-credit',
  bank: 'hsbc',
  detect(pdf, lines) {
    if (!lines.some((line) => /\bHSBC\b/.test(line.text))) return 0;
    const header = lines.some((line) => TABLE_HEADER.test(line.text));
    if (header && isEmailedHsbc(pdf)) return 0.95;
    if (header && lines.some((line) => /Previous Statement Balance/i.test(line.text))) return 0.8;
    return isEmailedHsbc(pdf) ? 0.6 : 0;
  },
  parse(pdf, allLines) {
    const period = allLines.map((line) => PERIOD.exec(cleanDescription(line.text))).find(Boolean);
    const statementDate = period?.[2] ? parseFullDate(period[2]) : undefined;
    if (!statementDate) throw new StatementParseError('This HSBC statement has no readable statement period.');

    const lines = buildLines(pdf.items.filter((item) => item.x < LEFT_PANEL_WIDTH));
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    let name: string | undefined;
    let last4: string | undefined;
    // Columns come from each page's own header; a page without one keeps the last page's.
    let columns: Columns | undefined;
    let inTable = false;
    let previousRow: { line: StatementLine; transaction: ParsedTransaction } | undefined;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (TABLE_HEADER.test(text)) {
        columns = headerColumns(line) ?? columns;
        inTable = columns !== undefined;
        previousRow = undefined;
        continue;
      }
      if (!inTable || !columns) continue;
      const amount = rowAmount(line, columns);
      if (/^Previous Statement Balance\b/i.test(text)) {
        if (amount) openingBalanceCents = (openingBalanceCents ?? 0) + amount.cents;
        previousRow = undefined;
        continue;
      }
      if (TABLE_END.test(text) && amount) {
        closingCents = amount.cents;
        // Notes after the table can show example rows; only a new table header resumes reading.
        inTable = false;
        continue;
      }
      const cardNumber = CARD_NUMBER.exec(text);
      if (cardNumber && !amount) {
        name ??= cleanDescription(text.slice(0, cardNumber.index));
        last4 ??= lastFourDigits(cardNumber[0]);
        previousRow = undefined;
        continue;
      }
      if (amount) {
        const before = line.cells.slice(0, line.cells.length - amount.cells).map((cell) => cell.text);
        const row = ROW_START.exec(cleanDescription(before.join(' ')));
        const date = row ? parseDayMonthName(row[2] ?? '', statementDate) : undefined;
        if (row && date) {
          const description = cleanDescription(row[3] ?? '');
          const transaction: ParsedTransaction = { date, description, amountCents: amount.cents };
          transactions.push(transaction);
          previousRow = { line, transaction };
          continue;
        }
      }
      // Lines under a row in the description column ("CCY FEE 1.25", a place) belong to its description;
      // a number in them is not the row's amount.
      const first = line.cells[0];
      const underRow =
        previousRow &&
        first &&
        !amount &&
        line.page === previousRow.line.page &&
        line.y - previousRow.line.y < CONTINUATION_GAP &&
        Math.abs(first.x - columns.descriptionX) <= COLUMN_SLACK;
      if (previousRow && underRow) {
        const transaction = previousRow.transaction;
        if (FOREIGN_LINE.test(text)) transaction.foreignAmount = text;
        else transaction.description = cleanDescription(`${transaction.description} ${text}`);
        previousRow = { line, transaction };
        continue;
      }
      previousRow = undefined;
    }

    if (!columns) throw new StatementParseError('This HSBC statement has no transaction table.');
    if (transactions.length === 0 && openingBalanceCents === undefined) {
      throw new StatementParseError('No transactions were found in this HSBC statement.');
    }
    const sum = transactions.reduce((total, row) => total + row.amountCents, 0) + (openingBalanceCents ?? 0);
    return {
      bank: 'hsbc',
      account: {
        institution: 'HSBC',
        name: name ? titleCase(name) : 'HSBC Credit Card',
        accountType: 'credit',
        last4,
        currency: 'SGD',
        statementDate,
        balanceCents: closingCents,
        creditLimitCents: creditLimitOf(allLines),
      },
      openingBalanceCents,
      transactions,
      reconciliation: reconcile('statement balance', closingCents, sum),
    } satisfies ParsedStatement;
  },
};

/** "HSBC REVOLUTION CREDIT CARD" -> "HSBC Revolution Credit Card". */
function titleCase(text: string): string {
  return text.replace(/\b([A-Z])([A-Z]+)\b/g, (word, first: string, rest: string) =>
    word === 'HSBC' ? word : first + rest.toLowerCase(),
  );
}
