import { parseAmount } from '../../money/money';
import { cardStatement } from '../card-statement';
import { rowAbove, type OpenRow } from '../row-continuation';
import { parseDayMonthName } from '../statement-dates';
import {
  cardCents,
  cleanDescription,
  lastFourDigits,
  parseMoneyCell,
  titleCaseCapitals,
  valueUnder,
} from '../statement-text';
import {
  StatementParseError,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { dbsConfidence, dbsStatementDate } from './dbs-common';

const TABLE_HEADER = /^DATE\s+DESCRIPTION\s+AMOUNT\s*\(S\$\)/;
const ROW_DATE = /^\d{1,2} (?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)$/;
const CARD_HEADING = /^(DBS|POSB)\b(.*?)\s*CARD NO\.?:?\s*([\d ]{12,23})$/;
/** A spelled-out foreign amount under a row: "U. S. DOLLAR 100.00". */
const FOREIGN_LINE = /^[A-Z][A-Z. ]+ [\d,]+\.\d{2}$/;

/** The amount of a row: the last cell, or the last two when CR is drawn as its own cell. */
function rowAmount(line: StatementLine): { cents: number; cells: number } | undefined {
  const last = line.cells[line.cells.length - 1]?.text ?? '';
  const beforeLast = line.cells[line.cells.length - 2]?.text ?? '';
  const joined = last === 'CR' ? `${beforeLast} CR` : last;
  const amount = parseMoneyCell(joined);
  return amount ? { cents: cardCents(amount), cells: last === 'CR' ? 2 : 1 } : undefined;
}

/** DBS and POSB credit card statements: DD MON rows, trailing CR for credits, per-card totals. */
export const DBS_CREDIT_PARSER: StatementParser = {
  id: 'dbs-credit',
  bank: 'dbs',
  detect(pdf, lines) {
    if (!lines.some((line) => TABLE_HEADER.test(line.text))) return 0;
    return dbsConfidence(pdf, lines);
  },
  parse(_pdf, lines) {
    const statementDate = dbsStatementDate(lines);
    if (!statementDate) throw new StatementParseError('This DBS statement has no readable statement date.');

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
      const open = rowAbove(previousRow, line);
      if (open) {
        // REF NO lines and other notes under a row belong to it but are not part of the description.
        if (!/^REF NO/.test(text) && FOREIGN_LINE.test(text) && !parseAmount(text))
          open.transaction.foreignAmount = text;
        previousRow = { line, transaction: open.transaction };
        continue;
      }
      previousRow = undefined;
    }

    const limitText = valueUnder(lines, /^CREDIT LIMIT$/);
    return cardStatement({
      bank: 'dbs',
      account: {
        institution: 'DBS',
        name: name ? titleCaseCapitals(name) : 'DBS Credit Card',
        last4,
        statementDate,
        creditLimitCents: limitText ? parseAmount(limitText.replace(/^S?\$/, ''))?.cents : undefined,
      },
      openingBalanceCents,
      transactions,
      closingCents: totalOwedCents,
      closingLabel: 'total',
      statementName: 'DBS statement',
    });
  },
};
