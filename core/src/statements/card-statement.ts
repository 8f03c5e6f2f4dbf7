/**
 * The result of a card statement (owed amounts negative, the closing balance checked against the previous
 * balance + rows). Its table is read by statement-table.ts.
 */
import { reconcile } from './reconcile';
import type { BankId, ParsedAccount, ParsedStatement, ParsedTransaction } from './statement.types';
import { StatementParseError } from './statement.errors';

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
    throw new StatementParseError('NO_TRANSACTIONS', read.statementName);
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
