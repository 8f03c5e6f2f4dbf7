import type { StatementTableProfile } from '../statement-table';
import { findFullDate } from '../statement-dates';
import { cleanDescription, titleCaseWords } from '../statement-text';
import type { ExtractedPdf, StatementLine, StatementParser } from '../statement.types';
import { cardBankParser, printedCardName } from './card-bank';
import { CARD_LABELS, startsWithLabel } from './card-summary-labels';
import { statementDateOrPeriodEnd } from './statement-date-labels';

const OPENING = startsWithLabel(CARD_LABELS.previousBalance);

/** Bank knowledge as data: how Standard Chartered card templates print their table, in any case. */
const SCB_TABLE: StatementTableProfile = {
  /**
   * Transaction date, posting date, description, amount; the header can be stacked ("Transaction" over
   * "Date") and always names the transaction date.
   */
  header: {
    roles: ['postingDate', 'description', 'amount'],
    maxCells: 8,
    descriptionFallback: 1,
    stacked: 'wordsBelow',
    needsTransactionDate: true,
  },
  rowDates: { twoDates: true },
  /** Amounts can end a little left of the Amount label. */
  amountSlack: 10,
  figures: [
    { figure: 'opening', label: OPENING, combine: 'last' },
    // The closing figure ends the table: a rewards box and a payment slip follow it.
    {
      figure: 'closing',
      label: startsWithLabel(CARD_LABELS.closingBalance),
      combine: 'first',
      needsAmount: true,
      endsTable: 'untilHeader',
    },
  ],
  wrappedLines: [
    { match: /^(?:Foreign (?:Currency|Amount)\s*:?\s*)?([A-Z]{3})\s+([\d,]+\.\d{2})$/, as: 'foreignAmount' },
  ],
  otherWrappedLines: 'description',
  /** Reference numbers identify a row but are not part of its description. */
  descriptionNoise: /\s*(?:Transaction\s+Ref(?:erence)?|Txn\s+Ref)\.?\s*:?\s*\d+/gi,
};
/** "Statement Date : 16 May 2023": a template's own label, else any line ending in ": <date>" but the due date. */
const DATE_AT_LINE_END = /:\s*(\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4})\s*$/;
const CARD_NAME = /^(.*?\bCARD)\b/i;

function statementDate(lines: StatementLine[]): string | undefined {
  const labelled = statementDateOrPeriodEnd(lines);
  if (labelled) return labelled;
  // A label no template has used yet: the date ending a line that is not the payment due date.
  const chosen = lines.find((line) => DATE_AT_LINE_END.test(line.text) && !/Due/i.test(line.text));
  return chosen ? findFullDate(DATE_AT_LINE_END.exec(chosen.text)?.[1] ?? '') : undefined;
}

function isScbMetadata(pdf: ExtractedPdf): boolean {
  return /eStatement/i.test(pdf.metadata.title ?? '') && /iText/i.test(pdf.metadata.producer ?? '');
}

/** Standard Chartered Singapore credit card statements. */
export const STANDARD_CHARTERED_CREDIT_PARSER: StatementParser = cardBankParser({
  id: 'standard-chartered-credit',
  bank: 'standard_chartered',
  institution: 'Standard Chartered',
  statementName: 'Standard Chartered statement',
  table: SCB_TABLE,
  confidence(pdf, lines, hasHeader) {
    // Trust Bank (partly owned by Standard Chartered) shares the Transaction/Posting/Amount header words.
    if (lines.some((line) => /Trust Bank Singapore Limited/i.test(line.text))) return 0;
    if (!hasHeader()) return 0;
    const named = lines.some((line) => /Standard Chartered/i.test(line.text));
    if (named) return isScbMetadata(pdf) ? 0.95 : 0.85;
    const previous = lines.some((line) => OPENING.test(cleanDescription(line.text)));
    return isScbMetadata(pdf) && previous ? 0.7 : 0;
  },
  statementDate,
  cardName: (table) => printedCardName(table, CARD_NAME, (name) => titleCaseWords(cleanDescription(name))),
  defaultName: 'Standard Chartered Credit Card',
  closing: [{ figure: 'closing', label: 'new balance' }],
});
