import { parseAmount } from '../../money/money';
import { cardStatement } from '../card-statement';
import { rowAbove, type OpenRow } from '../row-continuation';
import { findFullDate, parseDayMonthNumeric } from '../statement-dates';
import {
  cardCents,
  cleanDescription,
  labelledDate,
  lastFourDigits,
  parseMoneyCell,
  titleCaseWords,
  valueUnder,
} from '../statement-text';
import {
  StatementParseError,
  type ExtractedPdf,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

const TABLE_HEADER = /TRANSACTION DATE\s+DESCRIPTION\s+AMOUNT/;
const PREVIOUS_BALANCE = /^LAST MONTH'?S BALANCE\b/;
const ROW_DATE = /^\d{2}\/\d{2}$/;
const FOREIGN_AMOUNT = /^[A-Z]{3} [\d,]+\.\d{2}$/;

function isOcbcProducer(pdf: ExtractedPdf): boolean {
  return /OCBC|Streamline PDFGen/i.test(`${pdf.metadata.producer ?? ''} ${pdf.metadata.creator ?? ''}`);
}

/**
 * The statement date. The payment slip prints "STATEMENT DATE : 01 AUG 23"; the summary box prints
 * DD-MM-YYYY. The slip wins: on the anonymised example the box was altered (01-07-2023) while the
 * rows run to 31 July, which only fits the slip's 1 August (see the fixture README).
 */
function statementDate(lines: StatementLine[]): string {
  const slip = labelledDate(lines, /STATEMENT DATE\s*:\s*(.+)$/);
  if (slip) return slip;
  const boxed = valueUnder(lines, /^STATEMENT DATE$/);
  const date = boxed ? findFullDate(boxed) : undefined;
  if (!date) throw new StatementParseError('This OCBC statement has no readable statement date.');
  return date;
}

/** Parentheses (or CR) mark money paid in: payments, rebates, refunds. */
function signedCardAmount(text: string): number | undefined {
  const amount = parseMoneyCell(text);
  return amount ? cardCents(amount) : undefined;
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
    let previousRow: OpenRow | undefined;

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
      const open = rowAbove(previousRow, line);
      if (open && (FOREIGN_AMOUNT.test(text) || !parseAmount(last))) {
        const { transaction } = open;
        if (FOREIGN_AMOUNT.test(text)) transaction.foreignAmount = text;
        else transaction.description = cleanDescription(`${transaction.description} ${text}`);
        previousRow = { line, transaction };
        continue;
      }
      previousRow = undefined;
    }

    const limitText = valueUnder(lines, /TOTAL CREDIT LIMIT/);
    return cardStatement({
      bank: 'ocbc',
      account: {
        institution: 'OCBC',
        name: productName ? titleCaseWords(productName) : 'OCBC Credit Card',
        last4,
        statementDate: date,
        creditLimitCents: limitText ? parseAmount(limitText.replace(/^S\$/, ''))?.cents : undefined,
      },
      openingBalanceCents,
      transactions,
      closingCents: closingOwedCents ?? subtotalCents,
      closingLabel: 'total amount due',
      statementName: 'OCBC statement',
    });
  },
};
