import type { StatementTableProfile } from '../statement-table';
import { titleCaseCapitals } from '../statement-text';
import type { StatementParser } from '../statement.types';
import { cardBankParser, printedCardName } from './card-bank';
import { labelledStatementDate } from './statement-date-labels';

/** "TOTAL BALANCE FOR UOB ONE CARD 1,234.56": one card's closing figure. */
const CARD_TOTAL = /^TOTAL\s+BALANCE\s+FOR\s+(.+?)\s+[\d,]+\.\d{2}/i;

/** Bank knowledge as data: how UOB card templates print their table, in any case. */
const UOB_TABLE: StatementTableProfile = {
  /** Posting date, transaction date, description, amount; account statements print Withdrawals instead. */
  header: { roles: ['postingDate', 'date', 'description', 'amount'], maxCells: 8, descriptionFallback: 2 },
  rowDates: { twoDates: true },
  figures: [
    { figure: 'opening', label: /^PREVIOUS\s+(?:STATEMENT\s+)?BALANCE\b/i, combine: 'sum' },
    // One per card: the statement's closing figure is their sum.
    { figure: 'cardTotal', label: CARD_TOTAL, combine: 'sum', needsAmount: true },
    { figure: 'subTotal', label: /^SUB[\s-]?TOTAL\b/i, combine: 'sum' },
  ],
  wrappedLines: [
    { match: /^[A-Z]{3} [\d,]+\.\d{2}$/, as: 'foreignAmount' },
    // Reference lines identify a row but are not part of its description.
    { match: /^(?:Ref(?:erence)?\.?\s*No\.?)\s*:?/i, as: 'ignore' },
  ],
  otherWrappedLines: 'description',
};
const EMAIL = /card\.centre@uobgroup\.com/i;
const CARD_NAME = /^(UOB\b.*?CARD)\b/i;

/** UOB credit card statements: posting and transaction dates, trailing CR credits, per-card totals. */
export const UOB_CREDIT_PARSER: StatementParser = cardBankParser({
  id: 'uob-credit',
  bank: 'uob',
  institution: 'UOB',
  statementName: 'UOB card statement',
  table: UOB_TABLE,
  confidence(pdf, lines, hasHeader) {
    const email = lines.some((line) => EMAIL.test(line.text));
    const vault = /Vault Rendering Engine/i.test(pdf.metadata.creator ?? '');
    if ((email || vault) && hasHeader()) return 0.95;
    if (lines.some((line) => /\bUOB\b|United Overseas Bank/i.test(line.text)) && hasHeader()) return 0.8;
    // The card e-mail alone: ours, though parse() may find it unreadable.
    return email ? 0.6 : 0;
  },
  statementDate: labelledStatementDate,
  needsHeader: true,
  cardName: (table) => printedCardName(table, CARD_NAME, (name) => titleCaseCapitals(name, /^UOB$/)),
  defaultName: 'UOB Credit Card',
  closing: [
    { figure: 'cardTotal', label: 'total balance' },
    { figure: 'subTotal', label: 'sub total' },
  ],
  // One card's total names the card: "total balance for UOB ONE CARD".
  closingLabel(table, figure) {
    const cardTotals = table.figures.get('cardTotal')?.labels ?? [];
    if (figure !== 'cardTotal' || cardTotals.length !== 1) return undefined;
    return `total balance for ${CARD_TOTAL.exec(cardTotals[0] ?? '')?.[1] ?? 'the card'}`;
  },
});
