import { parseAmount } from '../../money/money';
import { cardStatement } from '../card-statement';
import { rowAbove, type OpenRow } from '../row-continuation';
import { parseDayMonthName } from '../statement-dates';
import {
  cardCents,
  cleanDescription,
  labelledDate,
  lastFourDigits,
  parseMoneyCell,
  titleCaseCapitals,
} from '../statement-text';
import { StatementParseError, type ParsedTransaction, type StatementParser } from '../statement.types';

const TABLE_HEADER = /^DATE\s+DESCRIPTION\s+AMOUNT$/;
/** "14 NOV", and "14NOV" as some text layers print it. */
const ROW_DATE = /^(\d{1,2}) ?(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)$/;
const FOREIGN_LINE = /^FOREIGN AMOUNT\s+(.+)$/;

function isRicoh(creator: string | undefined, producer: string | undefined): boolean {
  return /Ricoh Americas Corporation, AFP2PDF/i.test(`${creator ?? ''}|${producer ?? ''}`);
}

/** Parentheses mark payments, refunds and rebates (money in); every other row is a charge. */
function signed(text: string): number | undefined {
  const amount = parseMoneyCell(text);
  return amount ? cardCents(amount) : undefined;
}

/** Citibank Singapore credit card statements. */
export const CITIBANK_CREDIT_PARSER: StatementParser = {
  id: 'citibank-credit',
  bank: 'citibank',
  detect(pdf, lines) {
    const header = lines.some((line) => TABLE_HEADER.test(cleanDescription(line.text)));
    if (isRicoh(pdf.metadata.creator, pdf.metadata.producer)) return header ? 0.95 : 0.6;
    return header && lines.some((line) => /\bCITIBANK\b|\bCITI\b/i.test(line.text)) ? 0.75 : 0;
  },
  parse(_pdf, lines) {
    const statementDate = labelledDate(lines, /Statement Date\s*:?\s*(.+)$/i);
    if (!statementDate) throw new StatementParseError('This Citibank statement has no readable statement date.');

    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let totalOwedCents: number | undefined;
    let name: string | undefined;
    let last4: string | undefined;
    let inTable = false;
    let previousRow: OpenRow | undefined;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (TABLE_HEADER.test(text)) {
        inTable = true;
        previousRow = undefined;
        continue;
      }
      if (!inTable) continue;
      const last = line.cells[line.cells.length - 1]?.text ?? '';
      const card = /^(CITI .+?CARD)\s+([\dX* -]{12,23})$/.exec(text);
      if (card) {
        name ??= card[1];
        last4 ??= lastFourDigits(card[2] ?? '');
        continue;
      }
      if (/^BALANCE PREVIOUS STATEMENT\b/.test(text)) {
        openingBalanceCents = signed(last);
        continue;
      }
      if (/^GRAND TOTAL\b/.test(text)) {
        totalOwedCents = signed(last);
        inTable = false;
        continue;
      }
      if (/^(SUB-TOTAL|TOTAL FOR)\b/.test(text)) continue;
      const dated = ROW_DATE.exec(line.cells[0]?.text ?? '');
      const amountCents = dated ? signed(last) : undefined;
      if (dated && amountCents !== undefined && line.cells.length >= 3) {
        const date = parseDayMonthName(`${dated[1]} ${dated[2]}`, statementDate);
        if (!date) continue;
        const description = cleanDescription(
          line.cells
            .slice(1, -1)
            .map((cell) => cell.text)
            .join(' '),
        );
        const transaction: ParsedTransaction = { date, description, amountCents };
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      const open = rowAbove(previousRow, line);
      const foreign = FOREIGN_LINE.exec(text);
      if (open && foreign) {
        open.transaction.foreignAmount = cleanDescription(foreign[1] ?? '');
        continue;
      }
      if (open && !parseAmount(last)) {
        open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
        previousRow = { line, transaction: open.transaction };
        continue;
      }
      previousRow = undefined;
    }
    return cardStatement({
      bank: 'citibank',
      account: {
        institution: 'Citibank',
        name: name ? titleCaseCapitals(name) : 'Citibank Credit Card',
        last4,
        statementDate,
      },
      openingBalanceCents,
      transactions,
      closingCents: totalOwedCents,
      closingLabel: 'grand total',
      statementName: 'Citibank statement',
    });
  },
};
