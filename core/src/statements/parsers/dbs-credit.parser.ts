import { parseAmount } from '../../money/money';
import { findFullDate, parseDayMonthName } from '../statement-dates';
import { cleanDescription, lastFourDigits, parseMoneyCell, valueUnder } from '../statement-text';
import { reconcile } from '../reconcile';
import {
  StatementParseError,
  type ParsedStatement,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

const TABLE_HEADER = /^DATE\s+DESCRIPTION\s+AMOUNT\s*\(S\$\)/;
const ROW_DATE = /^\d{1,2} (?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)$/;
const CARD_HEADING = /^(DBS|POSB)\b(.*?)\s*CARD NO\.?:?\s*([\d ]{12,23})$/;
/** A spelled-out foreign amount under a row: "U. S. DOLLAR 100.00". */
const FOREIGN_LINE = /^[A-Z][A-Z. ]+ [\d,]+\.\d{2}$/;
const CONTINUATION_GAP = 14;

/** The amount of a row: the last cell, or the last two when CR is drawn as its own cell. */
function rowAmount(line: StatementLine): { cents: number; cells: number } | undefined {
  const last = line.cells[line.cells.length - 1]?.text ?? '';
  const beforeLast = line.cells[line.cells.length - 2]?.text ?? '';
  const joined = last === 'CR' ? `${beforeLast} CR` : last;
  const amount = parseMoneyCell(joined);
  if (!amount) return undefined;
  // CR marks a payment or credit (money in); anything else is a charge.
  return { cents: amount.credit || amount.negative ? amount.cents : -amount.cents, cells: last === 'CR' ? 2 : 1 };
}

/** DBS and POSB credit card statements: DD MON rows, trailing CR for credits, per-card totals. */
export const DBS_CREDIT_PARSER: StatementParser = {
  id: 'dbs-credit',
  bank: 'dbs',
  detect(pdf, lines) {
    if (!lines.some((line) => TABLE_HEADER.test(line.text))) return 0;
    const dbsText = lines.some((line) => /\b(DBS|POSB)\b/.test(line.text));
    if (!dbsText) return 0;
    return /Quadient/i.test(pdf.metadata.creator ?? '') ? 0.95 : 0.8;
  },
  parse(_pdf, lines) {
    // The statement date is the first full "DD Mon YYYY" of the document (the summary row).
    let statementDate: string | undefined;
    for (const line of lines) {
      const match = /\b\d{1,2} [A-Za-z]{3} \d{4}\b/.exec(line.text);
      statementDate = match ? findFullDate(match[0]) : undefined;
      if (statementDate) break;
    }
    if (!statementDate) throw new StatementParseError('This DBS statement has no readable statement date.');

    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let totalOwedCents: number | undefined;
    let name: string | undefined;
    let last4: string | undefined;
    let inTable = false;
    let previousRow: { line: StatementLine; transaction: ParsedTransaction } | undefined;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (TABLE_HEADER.test(text)) {
        inTable = true;
        previousRow = undefined;
        continue;
      }
      if (!inTable) continue;
      const heading = CARD_HEADING.exec(text);
      if (heading) {
        name ??= cleanDescription(`${heading[1] ?? 'DBS'} ${heading[2] ?? ''} Card`);
        last4 ??= lastFourDigits(heading[3] ?? '');
        continue;
      }
      const amount = rowAmount(line);
      if (/^PREVIOUS BALANCE\b/.test(text) && amount) {
        openingBalanceCents = amount.cents;
        continue;
      }
      if (/^GRAND TOTAL\b/.test(text) && amount) {
        totalOwedCents = amount.cents;
        inTable = false;
        continue;
      }
      if (/^TOTAL:/.test(text) && amount) {
        totalOwedCents ??= amount.cents;
        continue;
      }
      if (/^SUB-TOTAL:/.test(text)) continue;
      const first = line.cells[0]?.text ?? '';
      if (ROW_DATE.test(first) && amount && line.cells.length > amount.cells + 1) {
        const date = parseDayMonthName(first, statementDate);
        if (!date) continue;
        const description = cleanDescription(
          line.cells
            .slice(1, line.cells.length - amount.cells)
            .map((cell) => cell.text)
            .join(' '),
        );
        const transaction: ParsedTransaction = { date, description, amountCents: amount.cents };
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      const underRow =
        previousRow && line.page === previousRow.line.page && line.y - previousRow.line.y < CONTINUATION_GAP;
      if (previousRow && underRow && !/^REF NO/.test(text) && FOREIGN_LINE.test(text) && !parseAmount(text)) {
        previousRow.transaction.foreignAmount = text;
        previousRow = { line, transaction: previousRow.transaction };
        continue;
      }
      if (previousRow && underRow) {
        // REF NO lines and other notes under a row belong to it but are not part of the description.
        previousRow = { line, transaction: previousRow.transaction };
        continue;
      }
      previousRow = undefined;
    }

    if (transactions.length === 0 && openingBalanceCents === undefined) {
      throw new StatementParseError('No transactions were found in this DBS statement.');
    }
    const closing = totalOwedCents;
    const limitText = valueUnder(lines, /^CREDIT LIMIT$/);
    const limit = limitText ? parseAmount(limitText.replace(/^S?\$/, '')) : undefined;
    const sum = transactions.reduce((total, row) => total + row.amountCents, 0) + (openingBalanceCents ?? 0);
    return {
      bank: 'dbs',
      account: {
        institution: 'DBS',
        name: name
          ? name.replace(/\b([A-Z])([A-Z]+)\b/g, (_w, a: string, b: string) => a + b.toLowerCase())
          : 'DBS Credit Card',
        accountType: 'credit',
        last4,
        currency: 'SGD',
        statementDate,
        balanceCents: closing,
        creditLimitCents: limit?.cents,
      },
      openingBalanceCents,
      transactions,
      reconciliation: reconcile('total', closing, sum),
    } satisfies ParsedStatement;
  },
};
