/** The parsed statement of a Singapore dollar deposit account (savings or current) read from its table. */
import { closingBalanceOf, openingBalanceOf, reconcileRunningBalance, type StatementTable } from './statement-table';
import type { BankId, ParsedAccount, ParsedStatement } from './statement.types';
import { StatementParseError } from './statement.errors';

/** Current accounts are checking accounts; every other deposit account is a savings account. */
export function depositAccountType(productName: string): 'checking' | 'savings' {
  return /\bCURRENT\b|\bCHEQUING\b/i.test(productName) ? 'checking' : 'savings';
}

/** "360 Account" -> "OCBC 360 Account"; a product already named after the bank is kept as printed. */
export function withInstitution(institution: string, product: string): string {
  return new RegExp(`^${institution}\\b`, 'i').test(product) ? product : `${institution} ${product}`;
}

/** The statement of an account table read with a running-balance profile (StatementTableProfile.runningBalance). */
export function depositAccountStatement(
  bank: BankId,
  table: StatementTable,
  account: Pick<ParsedAccount, 'institution' | 'name' | 'last4' | 'statementDate'>,
): ParsedStatement {
  if (table.transactions.length === 0) {
    throw new StatementParseError('NO_TRANSACTIONS', `${account.institution} account statement`);
  }
  return {
    bank,
    account: {
      institution: account.institution,
      name: account.name,
      accountType: depositAccountType(account.name),
      last4: account.last4,
      currency: 'SGD',
      statementDate: account.statementDate,
      balanceCents: closingBalanceOf(table),
    },
    openingBalanceCents: openingBalanceOf(table),
    transactions: table.transactions,
    reconciliation: reconcileRunningBalance(table),
  };
}
