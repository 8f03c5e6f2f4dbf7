import { labelledLast4 } from '../account-numbers';
import type { StatementTable, StatementTableProfile } from '../statement-table';
import { isoDate, monthNumber, parseFullDate } from '../statement-dates';
import { cleanDescription, parseMoneyCell } from '../statement-text';
import type { StatementLine, StatementParser } from '../statement.types';
import { cardBankParser } from './card-bank';
import { CARD_LABELS, startsWithLabel } from './card-summary-labels';
import { spansOneCycle, statementDateOrPeriodEnd } from './statement-date-labels';

/** Bank knowledge as data: what Trust card templates print, in any case. */
const TRUST_CARD = {
  /**
   * "23 Apr 2025 - 23 May" (the statement cycle, under any label), the end date's year printed on a later
   * line or, on later pages, right after it.
   */
  cycle: /(\d{1,2} [A-Za-z]{3,9} \d{4})\s*(?:-|–|to)\s*(\d{1,2}) ([A-Za-z]{3,9})\b(?:\s+(\d{4}))?/i,
  /** The product name before the card's number or its label ("Trust Cashback Card ending in 1234"). */
  cardName: /^(.+?\s+card)\b/i,
};
/** How Trust card templates print their table. */
const TRUST_TABLE: StatementTableProfile = {
  /**
   * A date, description, the SGD amount: the old one-line header ("Posting date ... Amount in SGD", or just
   * "Date") or the newer one wrapped over three lines with a transaction date first.
   */
  header: { roles: ['date', 'description', 'amount'], maxCells: 8, stacked: 'wordsBelow' },
  /** "20 Oct", transaction date first when the header names one; a row may print only one date. */
  rowDates: { twoDates: 'orOne' },
  /** The SGD amount: plain = charge, leading "+" = credit (money in). */
  readAmount: (text) => {
    const match = /^(\+)?\s*([\d,]+\.\d{2})$/.exec(text.trim());
    const amount = match ? parseMoneyCell(match[2] ?? '') : undefined;
    return amount && { ...amount, credit: Boolean(match?.[1]) };
  },
  amountSlack: 10,
  /** Descriptions start above their dated line and end below it. */
  wordsAroundRows: true,
  /** The previous balance and the closing figure are dated like rows. */
  datedFigures: true,
  figures: [
    { figure: 'opening', label: startsWithLabel(CARD_LABELS.previousBalance), combine: 'last', needsAmount: true },
    // The closing figure ends the table.
    {
      figure: 'closing',
      label: startsWithLabel(CARD_LABELS.closingBalance),
      combine: 'first',
      needsAmount: true,
      endsTable: 'untilHeader',
    },
  ],
  /** The Amount in FCY column as it reads at the end of a description: "9.99 USD". */
  foreignInRow: /(?<amount>[\d,]+\.\d{2}) (?<currency>(?!SGD)[A-Z]{3})$/,
  wrappedLines: [],
  otherWrappedLines: 'description',
};

/** The statement cycle's end, else a labelled statement date or period. */
function statementDate(lines: StatementLine[]): string | undefined {
  for (const [index, line] of lines.entries()) {
    const cycle = TRUST_CARD.cycle.exec(line.text);
    const start = cycle ? parseFullDate(cycle[1] ?? '') : undefined;
    const month = monthNumber(cycle?.[3] ?? '');
    if (!cycle || !start || !month) continue;
    const startYear = Number(start.slice(0, 4));
    const inferred = month < Number(start.slice(5, 7)) ? startYear + 1 : startYear;
    const year = Number(cycle[4] ?? yearBelow(lines, index, startYear) ?? inferred);
    const date = isoDate(year, month, Number(cycle[2]));
    // A range of several months on the same pattern is a promotion or offer period, not the statement's cycle.
    if (date && spansOneCycle(start, date)) return date;
  }
  return statementDateOrPeriodEnd(lines);
}

/** The end date's year, printed alone a line or two under the cycle (its label sits between). */
function yearBelow(lines: StatementLine[], index: number, startYear: number): string | undefined {
  const cycleLine = lines[index];
  for (const line of lines.slice(index + 1, index + 4)) {
    if (!cycleLine || line.page !== cycleLine.page || line.y - cycleLine.y > 40) break;
    const year = line.cells.find((cell) => /^\d{4}$/.test(cell.text))?.text;
    if (year && (Number(year) === startYear || Number(year) === startYear + 1)) return year;
  }
  return undefined;
}

/** The lines above the table: the card's name and number are printed there. */
function cardHeading(table: StatementTable, lines: readonly StatementLine[]): string[] {
  const firstHeader = table.firstHeaderLine ? lines.indexOf(table.firstHeaderLine) : 0;
  return lines.slice(0, Math.max(firstHeader, 0)).map((line) => cleanDescription(line.text));
}

/** Trust Bank Singapore credit card statements (both the one-date and the two-date table layouts). */
export const TRUST_CREDIT_PARSER: StatementParser = cardBankParser({
  id: 'trust-credit',
  bank: 'trust',
  institution: 'Trust Bank',
  statementName: 'Trust Bank statement',
  table: TRUST_TABLE,
  confidence(_pdf, lines, hasHeader) {
    // Trust sets no telling metadata, so the text decides.
    if (!hasHeader()) return 0;
    if (lines.some((line) => /Trust Bank Singapore Limited/i.test(line.text))) return 0.95;
    return lines.some((line) => /Statement cycle/i.test(line.text)) ? 0.7 : 0;
  },
  statementDate,
  missingDate: 'NO_STATEMENT_CYCLE_OR_DATE',
  needsHeader: true,
  cardName: (table, lines) =>
    cardHeading(table, lines)
      .filter((text) => !/^card\b/i.test(text))
      .map((text) => TRUST_CARD.cardName.exec(text)?.[1])
      .find(Boolean),
  defaultName: 'Trust Credit Card',
  last4: (table, lines) => labelledLast4(cardHeading(table, lines)) ?? labelledLast4(lines.map((line) => line.text)),
  closing: [{ figure: 'closing', label: 'total outstanding balance' }],
});
