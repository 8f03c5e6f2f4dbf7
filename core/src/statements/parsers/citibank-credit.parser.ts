import type { StatementTableProfile } from '../statement-table';
import { titleCaseCapitals } from '../statement-text';
import type { StatementParser } from '../statement.types';
import { cardBankParser, printedCardName } from './card-bank';
import { CARD_LABELS, startsWithLabel } from './card-summary-labels';
import { labelledStatementDate } from './statement-date-labels';

/** Bank knowledge as data: how Citibank card templates print their table, in any case. */
export const CITI_TABLE: StatementTableProfile = {
  header: { roles: ['date', 'description', 'amount'], maxCells: 6, descriptionFallback: 1 },
  rowDates: {},
  figures: [
    {
      figure: 'opening',
      label: /^(?:BALANCE\s+(?:FROM\s+)?PREVIOUS\s+STATEMENT|PREVIOUS\s+(?:STATEMENT\s+)?BALANCE)\b/i,
      combine: 'last',
    },
    // The statement's closing figure under any of its wordings (the last one printed wins).
    {
      figure: 'closing',
      label: [/^(?:GRAND\s*TOTAL|TOTAL\s+FOR\s+ALL\s+CARDS?)\b/i, startsWithLabel(CARD_LABELS.closingBalance)],
      combine: 'last',
      needsAmount: true,
      endsTable: 'untilHeader',
    },
    // Per-card totals: figures, never rows.
    { figure: 'subTotal', label: /^(?:SUB-?\s?TOTAL|TOTAL\s+FOR\b|TOTAL\s*:)/i, combine: 'last' },
  ],
  wrappedLines: [
    // "FOREIGN AMOUNT EUR 3.10"; a scan's OCR may close up its spaces ("FOREIGNAMOUNTEUR3.10"): the currency
    // and the amount are then told apart by letters and digits.
    {
      match: /^FOREIGN\s*AMOUNT\s*:?\s*(?:(?<currency>[A-Z]{3})\s*(?<amount>\d[\d,]*\.\d{2})|(.+))$/i,
      as: 'foreignAmount',
    },
  ],
  otherWrappedLines: 'description',
};
const CARD_NAME = /^(CITI\b.*?CARD)\b/i;

function isRicoh(creator: string | undefined, producer: string | undefined): boolean {
  return /Ricoh Americas Corporation, AFP2PDF/i.test(`${creator ?? ''}|${producer ?? ''}`);
}

/** Citibank Singapore credit card statements. */
export const CITIBANK_CREDIT_PARSER: StatementParser = cardBankParser({
  id: 'citibank-credit',
  bank: 'citibank',
  institution: 'Citibank',
  statementName: 'Citibank statement',
  table: CITI_TABLE,
  confidence(pdf, lines, hasHeader) {
    if (isRicoh(pdf.metadata.creator, pdf.metadata.producer)) return hasHeader() ? 0.95 : 0.6;
    return hasHeader() && lines.some((line) => /\bCITIBANK\b|\bCITI\b/i.test(line.text)) ? 0.75 : 0;
  },
  statementDate: labelledStatementDate,
  cardName: (table) => printedCardName(table, CARD_NAME, (name) => titleCaseCapitals(name)),
  defaultName: 'Citibank Credit Card',
  closing: [{ figure: 'closing', label: 'grand total' }],
});
