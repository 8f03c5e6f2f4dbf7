import { cleanDescription, titleCaseCapitals } from '../statement-text';
import type { ExtractedPdf, StatementParser } from '../statement.types';
import type { StatementTableProfile } from '../statement-table';
import { cardBankParser, printedCardName } from './card-bank';
import { CARD_LABELS, startsWithLabel } from './card-summary-labels';
import { statementDateOrPeriodEnd } from './statement-date-labels';

const OPENING = startsWithLabel(CARD_LABELS.previousBalance);

/** Bank knowledge as data: how HSBC card templates print their table, in any case. */
const HSBC_TABLE: StatementTableProfile = {
  /**
   * Posting date, transaction date, description, amount ("DATE DATE DESCRIPTION AMOUNT (SGD)"); the
   * account summary panel on the right shares the table's baselines.
   */
  header: {
    roles: ['date', 'description', 'amount'],
    maxCells: 8,
    descriptionFallback: 'beforeAmount',
    sidePanel: true,
  },
  rowDates: { twoDates: true },
  figures: [
    { figure: 'opening', label: OPENING, combine: 'sum' },
    // The closing figure ends the table: notes after it can show example rows.
    {
      figure: 'closing',
      label: startsWithLabel([...CARD_LABELS.closingBalance, 'total due', 'total balance']),
      combine: 'last',
      needsAmount: true,
      endsTable: 'untilHeader',
    },
  ],
  // Lines under a row ("CCY FEE 1.25", a place) continue it; "USD 12.34" is its foreign amount.
  wrappedLines: [{ match: /^[A-Z]{3} [\d,]+\.\d{2}$/, as: 'foreignAmount' }],
  otherWrappedLines: 'description',
};
/** The bank naming itself: its legal name or the logo as a cell of its own. */
const IDENTITY = [/\bHSBC Bank \(Singapore\) Limited\b/i, /^HSBC$/];
const CARD_NAME = /^(HSBC\b.*?CARD)\b/i;

function isEmailedHsbc(pdf: ExtractedPdf): boolean {
  const { title = '', author = '', creator = '' } = pdf.metadata;
  return /PRJ_BEAGLE/i.test(title) || (/Registered to:/i.test(author) && /OpenText Exstream/i.test(creator));
}

/** HSBC Singapore credit card statements (e-mailed, with a text layer). */
export const HSBC_CREDIT_PARSER: StatementParser = cardBankParser({
  id: 'hsbc-credit',
  bank: 'hsbc',
  institution: 'HSBC',
  statementName: 'HSBC statement',
  table: HSBC_TABLE,
  confidence(pdf, lines, hasHeader) {
    if (!lines.some((line) => /\bHSBC\b/.test(line.text))) return 0;
    const header = hasHeader();
    if (header && isEmailedHsbc(pdf)) return 0.95;
    const named = lines.some((line) =>
      line.cells.some((cell) => IDENTITY.some((pattern) => pattern.test(cell.text.trim()))),
    );
    if (header && named) return 0.8;
    if (header && lines.some((line) => OPENING.test(cleanDescription(line.text)))) return 0.6;
    return isEmailedHsbc(pdf) ? 0.6 : 0;
  },
  statementDate: statementDateOrPeriodEnd,
  missingDate: 'NO_STATEMENT_DATE_OR_PERIOD',
  needsHeader: true,
  cardName: (table) => printedCardName(table, CARD_NAME, (name) => titleCaseCapitals(name, /^HSBC$/)),
  defaultName: 'HSBC Credit Card',
  closing: [{ figure: 'closing', label: 'statement balance' }],
});
