import { labelledLast4 } from '../account-numbers';
import { cardStatement } from '../card-statement';
import {
  hasStatementTableHeader,
  readStatementTable,
  tableFigure,
  type StatementTableProfile,
} from '../statement-table';
import { titleCaseCapitals } from '../statement-text';
import type { StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { labelledStatementDate } from './statement-date-labels';

/** Bank knowledge as data: how Citibank card templates print their table, in any case. */
const CITI_TABLE: StatementTableProfile = {
  header: { roles: ['date', 'description', 'amount'], maxCells: 6, descriptionFallback: 1 },
  rowDates: {},
  figures: [
    {
      figure: 'opening',
      label: /^(?:BALANCE\s+(?:FROM\s+)?PREVIOUS\s+STATEMENT|PREVIOUS\s+(?:STATEMENT\s+)?BALANCE)\b/i,
      combine: 'last',
    },
    // The statement's closing figure (the last one printed wins).
    {
      figure: 'closing',
      label: /^(?:GRAND\s+TOTAL|TOTAL\s+FOR\s+ALL\s+CARDS?)\b/i,
      combine: 'last',
      needsAmount: true,
      endsTable: 'untilHeader',
    },
    // Per-card totals: figures, never rows.
    { figure: 'subTotal', label: /^(?:SUB-?\s?TOTAL|TOTAL\s+FOR\b|TOTAL\s*:)/i, combine: 'last' },
  ],
  wrappedLines: [{ match: /^FOREIGN\s+AMOUNT\s*:?\s*(.+)$/i, as: 'foreignAmount' }],
  otherWrappedLines: 'description',
};
const CARD_NAME = /^(CITI\b.*?CARD)\b/i;

function isRicoh(creator: string | undefined, producer: string | undefined): boolean {
  return /Ricoh Americas Corporation, AFP2PDF/i.test(`${creator ?? ''}|${producer ?? ''}`);
}

/** Citibank Singapore credit card statements. */
export const CITIBANK_CREDIT_PARSER: StatementParser = {
  id: 'citibank-credit',
  bank: 'citibank',
  detect(pdf, lines) {
    const header = hasStatementTableHeader(lines, CITI_TABLE);
    if (isRicoh(pdf.metadata.creator, pdf.metadata.producer)) return header ? 0.95 : 0.6;
    return header && lines.some((line) => /\bCITIBANK\b|\bCITI\b/i.test(line.text)) ? 0.75 : 0;
  },
  parse(pdf, lines) {
    const statementDate = labelledStatementDate(lines);
    if (!statementDate) throw new StatementParseError('NO_STATEMENT_DATE', 'Citibank statement');
    const table = readStatementTable(pdf, lines, CITI_TABLE, statementDate);
    const name = table.cardTexts.map((text) => CARD_NAME.exec(text)?.[1]).find(Boolean);
    return cardStatement({
      bank: 'citibank',
      account: {
        institution: 'Citibank',
        name: name ? titleCaseCapitals(name) : 'Citibank Credit Card',
        last4: labelledLast4(table.cardTexts) ?? labelledLast4(lines.map((line) => line.text)),
        statementDate,
      },
      openingBalanceCents: tableFigure(table, 'opening'),
      transactions: table.transactions,
      closingCents: tableFigure(table, 'closing'),
      closingLabel: 'grand total',
      statementName: 'Citibank statement',
    });
  },
};
