import { labelledLast4, lastFourDigits } from '../account-numbers';
import type { StatementTableProfile } from '../statement-table';
import { cleanDescription, titleCaseCapitals } from '../statement-text';
import type { ExtractedPdf, StatementLine, StatementParser } from '../statement.types';
import { cardBankParser, printedCardName } from './card-bank';
import { CARD_LABELS, startsWithLabel } from './card-summary-labels';
import { ocbcMarks } from './ocbc-common';
import { labelledStatementDate } from './statement-date-labels';

/** OCBC's own previous-balance wording: with the header it tells the layout even with no name printed. */
const LAST_MONTHS_BALANCE = /^LAST\s+MONTH'?S\s+BALANCE\b/i;

/** Bank knowledge as data: how OCBC card templates print their table, in any case. */
const OCBC_TABLE: StatementTableProfile = {
  header: { roles: ['date', 'description', 'amount'], maxCells: 6, descriptionFallback: 1 },
  /** "05/03" as OCBC prints it; "05 MAR" / "05 Mar" in other templates. */
  rowDates: { numeric: 'dayFirst' },
  figures: [
    // OCBC's own wording or any the shared card labels know.
    { figure: 'opening', label: [LAST_MONTHS_BALANCE, startsWithLabel(CARD_LABELS.previousBalance)], combine: 'last' },
    // "TOTAL AMOUNT DUE" ends the table: the payment slip after it repeats totals.
    {
      figure: 'due',
      label: startsWithLabel(CARD_LABELS.closingBalance),
      combine: 'last',
      needsAmount: true,
      endsTable: 'forGood',
    },
    { figure: 'subTotal', label: /^SUB[-\s]?TOTAL\b/i, combine: 'first' },
    { figure: 'total', label: /^(?:GRAND\s+)?TOTAL\b/i, combine: 'first' },
  ],
  wrappedLines: [
    // "USD 12.34" under a row, or with its label in any case; the code in capitals, so a wrapped
    // "Fee 1.25" stays part of the description.
    { strip: /^FOREIGN\s+(?:CURRENCY|AMOUNT)\s*:?\s*/i, match: /^[A-Z]{3}\s+[\d,]+\.\d{2}$/, as: 'foreignAmount' },
  ],
  otherWrappedLines: 'description',
};
/** The product line under the header: "OCBC 365 CREDIT CARD". */
const CARD_NAME = /^(.*\bCARD)$/i;

/** How sure a statement with a card table header is OCBC's; OCBC's own wording when no name is printed. */
function ocbcConfidence(pdf: ExtractedPdf, lines: readonly StatementLine[]): number {
  const marks = ocbcMarks(pdf, lines);
  if (marks === 'producer') return 0.95;
  if (marks === 'named') return 0.9;
  if (lines.some((line) => LAST_MONTHS_BALANCE.test(cleanDescription(line.text)))) return 0.7;
  // "OCBC" only inside other text (a payment to an OCBC card): weaker than another bank's own marks.
  return marks === 'mentioned' ? 0.4 : 0;
}

/**
 * The card's last four digits: a labelled number under the header, else the number OCBC prints beside the
 * cardholder's name, else a labelled or masked number anywhere (the payment slip).
 */
function cardLast4(cardTexts: readonly string[], lines: readonly StatementLine[]): string | undefined {
  const labelled = labelledLast4(cardTexts);
  if (labelled) return labelled;
  for (const text of cardTexts) {
    const printed = lastFourDigits(text);
    if (printed) return printed;
  }
  return labelledLast4(lines.map((line) => cleanDescription(line.text)));
}

/** OCBC credit card statements (365, Frank, 90°N...): DD/MM rows, credits in parentheses. */
export const OCBC_CREDIT_PARSER: StatementParser = cardBankParser({
  id: 'ocbc-credit',
  bank: 'ocbc',
  institution: 'OCBC',
  statementName: 'OCBC statement',
  table: OCBC_TABLE,
  confidence: (pdf, lines, hasHeader) => (hasHeader() ? ocbcConfidence(pdf, lines) : 0),
  // The payment slip prints "STATEMENT DATE : 01 AUG 23" beside its label, and a date beside its label
  // wins over one under it: on the anonymised example the box was altered (01-07-2023) while the rows
  // run to 31 July, which only fits the slip's 1 August (see the fixture README).
  statementDate: labelledStatementDate,
  cardName: (table) => printedCardName(table, CARD_NAME, (name) => titleCaseCapitals(name, /^OCBC$/)),
  defaultName: 'OCBC Credit Card',
  last4: (table, lines) => cardLast4(table.cardTexts, lines),
  closing: [
    { figure: 'due', label: 'total amount due' },
    { figure: 'total', label: 'total amount due' },
    { figure: 'subTotal', label: 'total amount due' },
  ],
});
