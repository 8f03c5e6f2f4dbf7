import { parseAmount } from '../../money/money';
import { findFullDate, parseDayMonthName } from '../statement-dates';
import { cleanDescription, lastFourDigits, parseMoneyCell, valueUnder } from '../statement-text';
import { reconcile } from '../reconcile';
import {
  StatementParseError,
  type LineCell,
  type ParsedStatement,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

/** The card table header; UOB account statements print "Withdrawals Deposits Balance" instead. */
const TABLE_HEADER = /Description of Transaction.*Transaction Amount/i;
const CARD_EMAIL = /card\.centre@uobgroup\.com/i;
const DAY_MONTH = '\\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)';
/** Posting date, transaction date, description (dates may arrive as separate cells or one). */
const ROW_START = new RegExp(`^(${DAY_MONTH}) +(${DAY_MONTH}) +(.+)$`, 'i');
const CARD_NUMBER = /\b\d{4}[- ]?[\dX*]{4}[- ]?[\dX*]{4}[- ]?\d{4}\b/;
const FOREIGN_LINE = /^[A-Z]{3} [\d,]+\.\d{2}$/;
/** Slack around the header's column positions, in points. */
const COLUMN_SLACK = 10;
const CONTINUATION_GAP = 14;

interface Columns {
  descriptionX: number;
  /** Left edge of the amount header: amounts end to the right of it. */
  amountX: number;
}

/** The row amount in the amount column: the last cell, or the last two when CR is its own cell. */
function rowAmount(line: StatementLine, columns: Columns): { cents: number; cells: number } | undefined {
  const last = line.cells[line.cells.length - 1];
  if (!last || last.right < columns.amountX) return undefined;
  const beforeLast = line.cells[line.cells.length - 2]?.text ?? '';
  const separateCr = /^CR$/i.test(last.text);
  const amount = parseMoneyCell(separateCr ? `${beforeLast} CR` : last.text);
  if (!amount) return undefined;
  // CR marks a payment, refund or rebate (money in); anything else is a charge.
  return { cents: amount.credit || amount.negative ? amount.cents : -amount.cents, cells: separateCr ? 2 : 1 };
}

function headerColumns(line: StatementLine): Columns | undefined {
  const find = (pattern: RegExp): LineCell | undefined => line.cells.find((cell) => pattern.test(cell.text));
  const description = find(/Description/i);
  const amount = find(/Transaction Amount/i);
  return description && amount ? { descriptionX: description.x, amountX: amount.x } : undefined;
}

function statementDateOf(lines: StatementLine[]): string {
  for (const line of lines) {
    const match = /Statement Date\s*:?\s*(.+)$/i.exec(line.text);
    const date = match?.[1] ? findFullDate(match[1]) : undefined;
    if (date) return date;
  }
  throw new StatementParseError('This UOB card statement has no readable statement date.');
}

/** "Credit Limit S$ 12,000.00" on one line, or the value under the label. */
function creditLimitOf(lines: StatementLine[]): number | undefined {
  for (const line of lines) {
    const index = line.cells.findIndex((cell) => /^Credit Limit$/i.test(cell.text));
    const value = index >= 0 ? line.cells[index + 1]?.text : undefined;
    const amount = value ? parseAmount(value) : undefined;
    if (amount) return amount.cents;
  }
  const under = valueUnder(lines, /^Credit Limit$/i);
  return under ? parseAmount(under)?.cents : undefined;
}

/** UOB credit card statements: posting and transaction dates, trailing CR credits, per-card totals. */
export const UOB_CREDIT_PARSER: StatementParser = {
  id: 'uob-credit',
  bank: 'uob',
  detect(pdf, lines) {
    const header = lines.some((line) => TABLE_HEADER.test(line.text));
    const email = lines.some((line) => CARD_EMAIL.test(line.text));
    const vault = /Vault Rendering Engine/i.test(pdf.metadata.creator ?? '');
    if (header && (email || vault)) return 0.95;
    if (header && lines.some((line) => /\bUOB\b|United Overseas Bank/i.test(line.text))) return 0.8;
    // The card e-mail alone: ours, though parse() may find it unreadable.
    return email ? 0.6 : 0;
  },
  parse(_pdf, lines) {
    const statementDate = statementDateOf(lines);
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    let subTotalCents: number | undefined;
    let totalLabel: string | undefined;
    let name: string | undefined;
    let last4: string | undefined;
    // Columns come from each page's own header; a page without one keeps the last page's.
    let columns: Columns | undefined;
    let previousRow: { line: StatementLine; transaction: ParsedTransaction } | undefined;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (TABLE_HEADER.test(text)) {
        columns = headerColumns(line) ?? columns;
        previousRow = undefined;
        continue;
      }
      if (!columns) continue;
      const amount = rowAmount(line, columns);
      if (/^PREVIOUS BALANCE\b/i.test(text)) {
        if (amount) openingBalanceCents = (openingBalanceCents ?? 0) + amount.cents;
        previousRow = undefined;
        continue;
      }
      const total = /^TOTAL BALANCE FOR (.+?)\s+[\d,]+\.\d{2}/i.exec(text);
      if (total && amount) {
        closingCents = (closingCents ?? 0) + amount.cents;
        totalLabel = totalLabel ? 'total balance' : `total balance for ${total[1] ?? 'the card'}`;
        previousRow = undefined;
        continue;
      }
      if (/^SUB TOTAL\b/i.test(text)) {
        if (amount) subTotalCents = (subTotalCents ?? 0) + amount.cents;
        previousRow = undefined;
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
          const transaction: ParsedTransaction = {
            date,
            description: cleanDescription(row[3] ?? ''),
            amountCents: amount.cents,
          };
          transactions.push(transaction);
          previousRow = { line, transaction };
          continue;
        }
      }
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
        // Ref No. lines identify the row but are not part of its description.
        if (FOREIGN_LINE.test(text)) transaction.foreignAmount = text;
        else if (!/^Ref No\.?\s*:/i.test(text))
          transaction.description = cleanDescription(`${transaction.description} ${text}`);
        previousRow = { line, transaction };
        continue;
      }
      previousRow = undefined;
    }

    if (!columns) throw new StatementParseError('This UOB card statement has no transaction table.');
    if (transactions.length === 0 && openingBalanceCents === undefined) {
      throw new StatementParseError('No transactions were found in this UOB card statement.');
    }
    const closing = closingCents ?? subTotalCents;
    const sum = transactions.reduce((result, row) => result + row.amountCents, 0) + (openingBalanceCents ?? 0);
    return {
      bank: 'uob',
      account: {
        institution: 'UOB',
        name: name ? titleCase(name) : 'UOB Credit Card',
        accountType: 'credit',
        last4,
        currency: 'SGD',
        statementDate,
        balanceCents: closing,
        creditLimitCents: creditLimitOf(lines),
      },
      openingBalanceCents,
      transactions,
      reconciliation: reconcile(
        closingCents === undefined ? 'sub total' : (totalLabel ?? 'total balance'),
        closing,
        sum,
      ),
    } satisfies ParsedStatement;
  },
};

/** "UOB ONE CARD" -> "UOB One Card". */
function titleCase(text: string): string {
  return text.replace(/\b([A-Z])([A-Z]+)\b/g, (word, first: string, rest: string) =>
    word === 'UOB' ? word : first + rest.toLowerCase(),
  );
}
