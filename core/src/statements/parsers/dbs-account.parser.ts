import {
  accountLast4,
  closingBalance,
  depositAccountType,
  openingBalance,
  productTitle,
  readAccountTable,
  reconcileAccount,
} from '../account-columns';
import { findFullDate } from '../statement-dates';
import { cleanDescription } from '../statement-text';
import { StatementParseError, type ParsedStatement, type StatementParser } from '../statement.types';

/** "DATE DESCRIPTION WITHDRAWAL (-) DEPOSIT (+) BALANCE": singular labels (UOB prints plurals). */
const TABLE_HEADER = /^DATE\s+DESCRIPTION\s+WITHDRAWAL\b.*\bDEPOSIT\b.*\bBALANCE\b/i;
/** "POSB SAVINGS ACCOUNT   Account No. 123-45678-9". */
const ACCOUNT_HEADING = /^((?:DBS|POSB)\b.*?\bACCOUNT)\b.*?\bAccount No\.?:?\s*([\d][\d -]{5,}\d)/i;
/** The consolidated statement (several accounts, DD/MM/YYYY rows) is another layout. */
const CONSOLIDATED = /Consolidated Statement|Details as at/i;

/** DBS and POSB savings and current accounts: DD Mon rows, side by Withdrawal / Deposit column. */
export const DBS_ACCOUNT_PARSER: StatementParser = {
  id: 'dbs-account',
  bank: 'dbs',
  detect(pdf, lines) {
    if (!lines.some((line) => TABLE_HEADER.test(cleanDescription(line.text)))) return 0;
    if (lines.some((line) => CONSOLIDATED.test(line.text))) return 0;
    if (!lines.some((line) => /\b(DBS|POSB)\b/.test(line.text))) return 0;
    return /Quadient/i.test(pdf.metadata.creator ?? '') ? 0.95 : 0.8;
  },
  parse(_pdf, lines) {
    // The statement date is the first full "DD Mon YYYY" of the document.
    let statementDate: string | undefined;
    for (const line of lines) {
      const match = /\b\d{1,2} [A-Za-z]{3} \d{4}\b/.exec(line.text);
      statementDate = match ? findFullDate(match[0]) : undefined;
      if (statementDate) break;
    }
    if (!statementDate) throw new StatementParseError('This DBS account statement has no readable statement date.');

    const table = readAccountTable(lines, {
      header: TABLE_HEADER,
      withdrawalLabel: /^WITHDRAWAL/i,
      depositLabel: /^DEPOSIT/i,
      balanceLabel: /^BALANCE/i,
      rowDate: /^(\d{1,2} ?[A-Za-z]{3})\s+/,
      openingLabel: /Balance Brought Forward/i,
      closingLabel: /Balance Carried Forward/i,
      totalsLabel: /^Total\b/i,
      statementDate,
    });
    if (table.rows.length === 0)
      throw new StatementParseError('No transactions were found in this DBS account statement.');

    const heading = lines.map((line) => ACCOUNT_HEADING.exec(cleanDescription(line.text))).find(Boolean);
    const product = heading?.[1] ? productTitle(heading[1], /^(DBS|POSB)$/) : 'DBS Account';
    return {
      bank: 'dbs',
      account: {
        institution: 'DBS',
        name: product,
        accountType: depositAccountType(product),
        last4: heading?.[2] ? accountLast4(heading[2]) : undefined,
        currency: 'SGD',
        statementDate,
        balanceCents: closingBalance(table),
      },
      openingBalanceCents: openingBalance(table),
      transactions: table.rows.map((row) => row.transaction),
      reconciliation: reconcileAccount(table),
    } satisfies ParsedStatement;
  },
};
