import { parseAmount } from '../../money/money';
import { findFullDate, parseDayMonthNumeric } from '../statement-dates';
import { cleanDescription, lastFourDigits, parseMoneyCell, valueUnder } from '../statement-text';
import { reconcile } from '../reconcile';
import {
  StatementParseError,
  type ExtractedPdf,
  type ParsedStatement,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

const TABLE_HEADER = /TRANSACTION DATE\s+DESCRIPTION\s+AMOUNT/;
const PREVIOUS_BALANCE = /^LAST MONTH'?S BALANCE\b/;
const ROW_DATE = /^\d{2}\/\d{2}$/;
const FOREIGN_AMOUNT = /^[A-Z]{3} [\d,]+\.\d{2}$/;
/** A wrapped description or foreign-amount line sits right under its row. */
const CONTINUATION_GAP = 14;

function isOcbcProducer(pdf: ExtractedPdf): boolean {
  return /OCBC|Streamline PDFGen/i.test(`${pdf.metadata.producer ?? ''} ${pdf.metadata.creator ?? ''}`);
}

/**
 * The statement date. The payment slip prints "STATEMENT DATE : 01 AUG 23"; the summary box prints
 * DD-MM-YYYY. The slip wins: on the anonymised example the box was altered (01-07-2023) while the
 * rows run to 31 July, which only fits the slip's 1 August (see the fixture README).
 */
function statementDate(lines: StatementLine[]): string {
  for (const line of lines) {
    const slip = /STATEMENT DATE\s*:\s*(.+)$/.exec(line.text);
    const date = slip?.[1] ? findFullDate(slip[1]) : undefined;
    if (date) return date;
  }
  const boxed = valueUnder(lines, /^STATEMENT DATE$/);
  const date = boxed ? findFullDate(boxed) : undefined;
  if (!date) throw new StatementParseError('This OCBC statement has no readable statement date.');
  return date;
}

function signedCardAmount(text: string): number | undefined {
  const amount = parseMoneyCell(text);
  if (!amount) return undefined;
  // Parentheses (or CR) mark money paid in: payments, rebates, refunds.
  return amount.negative || amount.credit ? amount.cents : -amount.cents;
}

/** OCBC credit card statements (365, Frank, 90°N...): DD/MM rows, credits in parentheses. */
export const OCBC_CREDIT_PARSER: StatementParser = {
  id: 'ocbc-credit',
  bank: 'ocbc',
  detect(pdf, lines) {
    const header = lines.some((line) => TABLE_HEADER.test(line.text));
    const previous = lines.some(
      (line) => PREVIOUS_BALANCE.test(line.cells[0]?.text ?? '') || PREVIOUS_BALANCE.test(line.text),
    );
    if (!header) return 0;
    if (isOcbcProducer(pdf) || lines.some((line) => /\bOCBC\b/.test(line.text))) return 0.95;
    return previous ? 0.7 : 0;
  },
  parse(_pdf, lines) {
    const date = statementDate(lines);
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingOwedCents: number | undefined;
    let subtotalCents: number | undefined;
    let productName: string | undefined;
    let last4: string | undefined;
    let inTable = false;
    let previousRow: { line: StatementLine; transaction: ParsedTransaction } | undefined;

    for (const [index, line] of lines.entries()) {
      if (TABLE_HEADER.test(line.text)) {
        inTable = true;
        previousRow = undefined;
        const next = lines[index + 1];
        if (!productName && next && /CARD/.test(next.text)) productName = cleanDescription(next.text);
        continue;
      }
      if (!inTable) continue;
      const first = line.cells[0]?.text ?? '';
      const last = line.cells[line.cells.length - 1]?.text ?? '';
      if (!last4 && /\d{4}[- ]\d{4}[- ]\d{4}[- ]\d{4}/.test(line.text)) last4 = lastFourDigits(line.text);
      if (PREVIOUS_BALANCE.test(line.text)) {
        const owed = signedCardAmount(last);
        if (owed !== undefined) openingBalanceCents = owed;
        continue;
      }
      if (/^TOTAL AMOUNT DUE\b/.test(line.text)) {
        closingOwedCents = signedCardAmount(last);
        inTable = false;
        continue;
      }
      if (/^SUBTOTAL\b/.test(line.text)) {
        subtotalCents = signedCardAmount(last);
        continue;
      }
      if (/^TOTAL\b/.test(line.text)) {
        closingOwedCents ??= signedCardAmount(last);
        continue;
      }
      const amountCents = ROW_DATE.test(first) ? signedCardAmount(last) : undefined;
      if (amountCents !== undefined && line.cells.length >= 3) {
        const rowDate = parseDayMonthNumeric(first, date);
        if (!rowDate) continue;
        const description = cleanDescription(
          line.cells
            .slice(1, -1)
            .map((cell) => cell.text)
            .join(' '),
        );
        const transaction: ParsedTransaction = { date: rowDate, description, amountCents };
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      // A line right under a row, without date or amount: wrapped description or foreign amount.
      const text = cleanDescription(line.text);
      const underRow =
        previousRow && line.page === previousRow.line.page && line.y - previousRow.line.y < CONTINUATION_GAP;
      if (previousRow && underRow && (FOREIGN_AMOUNT.test(text) || !parseAmount(last))) {
        if (FOREIGN_AMOUNT.test(text)) previousRow.transaction.foreignAmount = text;
        else previousRow.transaction.description = cleanDescription(`${previousRow.transaction.description} ${text}`);
        previousRow = { line, transaction: previousRow.transaction };
        continue;
      }
      previousRow = undefined;
    }

    if (transactions.length === 0 && openingBalanceCents === undefined) {
      throw new StatementParseError('No transactions were found in this OCBC statement.');
    }
    const closing = closingOwedCents ?? subtotalCents;
    const limitText = valueUnder(lines, /TOTAL CREDIT LIMIT/);
    const limit = limitText ? parseAmount(limitText.replace(/^S\$/, '')) : undefined;
    const sum = transactions.reduce((total, row) => total + row.amountCents, 0) + (openingBalanceCents ?? 0);
    return {
      bank: 'ocbc',
      account: {
        institution: 'OCBC',
        name: productName ? titleCase(productName) : 'OCBC Credit Card',
        accountType: 'credit',
        last4,
        currency: 'SGD',
        statementDate: date,
        balanceCents: closing,
        creditLimitCents: limit?.cents,
      },
      openingBalanceCents,
      transactions,
      reconciliation: reconcile('total amount due', closing, sum),
    } satisfies ParsedStatement;
  },
};

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}
