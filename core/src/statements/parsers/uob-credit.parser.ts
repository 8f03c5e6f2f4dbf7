import { labelledLast4 } from '../account-numbers';
import { cardStatement } from '../card-statement';
import {
  hasStatementTableHeader,
  readStatementTable,
  tableFigure,
  type StatementTableProfile,
} from '../statement-table';
import { amountBeside, amountUnder, titleCaseCapitals } from '../statement-text';
import type { StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
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
const CREDIT_LIMIT = /^(?:Total\s+)?Credit\s+Limit:?$/i;
const CARD_NAME = /^(UOB\b.*?CARD)\b/i;

/** UOB credit card statements: posting and transaction dates, trailing CR credits, per-card totals. */
export const UOB_CREDIT_PARSER: StatementParser = {
  id: 'uob-credit',
  bank: 'uob',
  detect(pdf, lines) {
    const header = hasStatementTableHeader(lines, UOB_TABLE);
    const email = lines.some((line) => EMAIL.test(line.text));
    const vault = /Vault Rendering Engine/i.test(pdf.metadata.creator ?? '');
    if (header && (email || vault)) return 0.95;
    if (header && lines.some((line) => /\bUOB\b|United Overseas Bank/i.test(line.text))) return 0.8;
    // The card e-mail alone: ours, though parse() may find it unreadable.
    return email ? 0.6 : 0;
  },
  parse(pdf, lines) {
    const statementDate = labelledStatementDate(lines);
    if (!statementDate) throw new StatementParseError('NO_STATEMENT_DATE', 'UOB card statement');
    const table = readStatementTable(pdf, lines, UOB_TABLE, statementDate);
    if (!table.hasHeader) throw new StatementParseError('NO_TRANSACTION_TABLE', 'UOB card statement');
    const cardTotals = table.figures.get('cardTotal')?.labels ?? [];
    const totalLabel =
      cardTotals.length === 1
        ? `total balance for ${CARD_TOTAL.exec(cardTotals[0] ?? '')?.[1] ?? 'the card'}`
        : 'total balance';
    const name = table.cardTexts.map((text) => CARD_NAME.exec(text)?.[1]).find(Boolean);
    const closingCents = tableFigure(table, 'cardTotal');
    return cardStatement({
      bank: 'uob',
      account: {
        institution: 'UOB',
        name: name ? titleCaseCapitals(name, /^UOB$/) : 'UOB Credit Card',
        last4: labelledLast4(table.cardTexts) ?? labelledLast4(lines.map((line) => line.text)),
        statementDate,
        // "Credit Limit S$ 12,000.00" on one line, or the value under the label.
        creditLimitCents: (amountBeside(lines, CREDIT_LIMIT) ?? amountUnder(lines, CREDIT_LIMIT))?.cents,
      },
      openingBalanceCents: tableFigure(table, 'opening'),
      transactions: table.transactions,
      closingCents: closingCents ?? tableFigure(table, 'subTotal'),
      closingLabel: closingCents === undefined ? 'sub total' : totalLabel,
      statementName: 'UOB card statement',
    });
  },
};
