import { CARD_NUMBER, labelledLast4, lastFourDigits } from '../account-numbers';
import type { StatementTable, StatementTableProfile } from '../statement-table';
import { cleanDescription, titleCaseCapitals } from '../statement-text';
import type { StatementParser } from '../statement.types';
import { cardBankParser } from './card-bank';
import { dbsConfidence, dbsStatementDate } from './dbs-common';

/** Bank knowledge as data: how DBS card templates print their table, in any case. */
export const DBS_TABLE: StatementTableProfile = {
  header: { roles: ['date', 'description', 'amount'], maxCells: 6, descriptionFallback: 1 },
  rowDates: {},
  /** "DBS LIVE FRESH CARD NO.: 4119 XXXX XXXX 1234", or the card's name followed by its number alone. */
  cardHeading: new RegExp(
    String.raw`^((?:DBS|POSB)\b.*?)\s*(?:CARD\s*(?:NO\.?|NUMBER)\s*:?\s*(.+)|\s(${CARD_NUMBER}))$`,
    'i',
  ),
  figures: [
    { figure: 'opening', label: /^PREVIOUS\s+BALANCE\b/i, combine: 'sum' },
    // The statement's total; the payment slip after it repeats figures.
    { figure: 'grandTotal', label: /^GRAND\s+TOTAL\b/i, combine: 'last', needsAmount: true, endsTable: 'forGood' },
    { figure: 'cardTotal', label: /^TOTAL\s*:/i, combine: 'first' },
    { figure: 'subTotal', label: /^SUB-?\s?TOTAL\b/i, combine: 'first' },
  ],
  // REF NO lines and other notes under a row belong to it but are not part of the description.
  wrappedLines: [
    { match: /^REF\s*NO/i, as: 'ignore' },
    // A spelled-out foreign amount under a row: "U. S. DOLLAR 100.00". A scan's OCR may read an abbreviated
    // letter as the digit it looks like ("U. 5. DOLLAR"): the table reader spells it back.
    {
      match: /^(?<currency>[A-Z](?:[A-Z. ]|[0158](?=\.))*[A-Z.]) (?<amount>[\d,]+\.\d{2})$/i,
      as: 'foreignAmount',
    },
  ],
  otherWrappedLines: 'ignore',
};
/** The card headings of the statement ("DBS LIVE FRESH" and its number), in print order. */
function cardHeadings(table: StatementTable): RegExpExecArray[] {
  return table.sections.flatMap((section) => (section.heading ? [section.heading] : []));
}

/** DBS and POSB credit card statements: DD MON rows, trailing CR for credits, per-card totals. */
export const DBS_CREDIT_PARSER: StatementParser = cardBankParser({
  id: 'dbs-credit',
  bank: 'dbs',
  institution: 'DBS',
  statementName: 'DBS statement',
  table: DBS_TABLE,
  confidence: (pdf, lines, hasHeader) => (hasHeader() ? dbsConfidence(pdf, lines) : 0),
  statementDate: dbsStatementDate,
  cardName(table) {
    const heading = cardHeadings(table)[0];
    return heading ? titleCaseCapitals(cleanDescription(`${heading[1] ?? 'DBS'} Card`)) : undefined;
  },
  defaultName: 'DBS Credit Card',
  last4: (table, lines) =>
    cardHeadings(table)
      .map((card) => lastFourDigits(card[2] ?? card[3] ?? ''))
      .find(Boolean) ?? labelledLast4(lines.map((line) => line.text)),
  // The grand total when printed, else the first card's total.
  closing: [
    { figure: 'grandTotal', label: 'total' },
    { figure: 'cardTotal', label: 'total' },
  ],
});
