/**
 * What card statement parsers share: columns and amounts of the transaction table, and the result of a
 * card statement (owed amounts negative, the closing balance checked against the previous balance + rows).
 */
import { reconcile } from './reconcile';
import { parseDayMonthName } from './statement-dates';
import { amountAtLineEnd, cardCents, cleanDescription, lastFourDigits } from './statement-text';
import {
  StatementParseError,
  type BankId,
  type ParsedAccount,
  type ParsedStatement,
  type ParsedTransaction,
  type StatementLine,
} from './statement.types';

export interface CardStatementRead {
  bank: BankId;
  account: Pick<ParsedAccount, 'institution' | 'name' | 'last4' | 'statementDate' | 'creditLimitCents'>;
  /** The previous balance (owed negative); a statement with neither it nor rows is refused. */
  openingBalanceCents?: number;
  transactions: ParsedTransaction[];
  /** The printed closing figure (owed negative), checked against the previous balance plus the rows. */
  closingCents?: number;
  /** What the statement calls the closing figure, e.g. "total amount due". */
  closingLabel: string;
  /** The statement as the refusal names it, e.g. "HSBC statement". */
  statementName: string;
}

/** The parsed statement of a Singapore dollar credit card. */
export function cardStatement(read: CardStatementRead): ParsedStatement {
  const { transactions, openingBalanceCents, closingCents } = read;
  if (transactions.length === 0 && openingBalanceCents === undefined) {
    throw new StatementParseError(`No transactions were found in this ${read.statementName}.`);
  }
  const sum = transactions.reduce((total, row) => total + row.amountCents, 0) + (openingBalanceCents ?? 0);
  return {
    bank: read.bank,
    account: {
      institution: read.account.institution,
      name: read.account.name,
      accountType: 'credit',
      last4: read.account.last4,
      currency: 'SGD',
      statementDate: read.account.statementDate,
      balanceCents: closingCents,
      creditLimitCents: read.account.creditLimitCents,
    },
    openingBalanceCents,
    transactions,
    reconciliation: reconcile(read.closingLabel, closingCents, sum),
  };
}

/** Where a card table's columns start, read from a page's own header line (later pages can be shifted). */
export interface CardColumns {
  descriptionX: number;
  /** Left edge of the amount header: amounts end to the right of it. */
  amountX: number;
}

/** The columns named on a header line by its description and amount labels; undefined when one is missing. */
export function cardColumns(
  header: StatementLine,
  labels: { description: RegExp; amount: RegExp },
): CardColumns | undefined {
  const description = header.cells.find((cell) => labels.description.test(cell.text));
  const amount = header.cells.find((cell) => labels.amount.test(cell.text));
  return description && amount ? { descriptionX: description.x, amountX: amount.x } : undefined;
}

/** The signed amount ending a line inside the amount column (a lone CR cell included). */
export function cardAmountInColumn(
  line: StatementLine,
  columns: CardColumns,
): { cents: number; cells: 1 | 2 } | undefined {
  const end = amountAtLineEnd(line);
  if (!end || end.cell.right < columns.amountX) return undefined;
  return { cents: cardCents(end.amount), cells: end.cells };
}

const DAY_MONTH = '\\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)';
/** Posting date, transaction date ("04 Aug" or "04Aug"; separate cells or one), description. */
const POSTED_ROW = new RegExp(`^(${DAY_MONTH}) +(${DAY_MONTH}) +(.+)$`, 'i');
const CARD_NUMBER = /\b\d{4}[- ]?[\dX*]{4}[- ]?[\dX*]{4}[- ]?\d{4}\b/;

/**
 * A row dated by posting and transaction date (the transaction date is kept), before its amount cells.
 * Posting date first unless the header says the transaction date comes first (transactionDateFirst).
 */
export function postedRow(
  line: StatementLine,
  amount: { cents: number; cells: number },
  statementDate: string,
  transactionDateFirst = false,
): ParsedTransaction | undefined {
  const before = line.cells.slice(0, line.cells.length - amount.cells).map((cell) => cell.text);
  const row = POSTED_ROW.exec(cleanDescription(before.join(' ')));
  const date = row ? parseDayMonthName(row[transactionDateFirst ? 1 : 2] ?? '', statementDate) : undefined;
  return row && date ? { date, description: cleanDescription(row[3] ?? ''), amountCents: amount.cents } : undefined;
}

/** "HSBC REVOLUTION CREDIT CARD 4835-XXXX-XXXX-1234": the card's product name and last four digits. */
export function cardNumberLine(text: string): { name: string; last4: string | undefined } | undefined {
  const number = CARD_NUMBER.exec(text);
  return number ? { name: cleanDescription(text.slice(0, number.index)), last4: lastFourDigits(number[0]) } : undefined;
}
