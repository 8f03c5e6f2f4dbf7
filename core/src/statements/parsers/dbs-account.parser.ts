import { accountLast4, accountStatement, readAccountTable } from '../account-columns';
import { cleanDescription, productTitle } from '../statement-text';
import { StatementParseError, type StatementParser } from '../statement.types';
import { dbsConfidence, dbsStatementDate } from './dbs-common';

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
    return dbsConfidence(pdf, lines);
  },
  parse(_pdf, lines) {
    const statementDate = dbsStatementDate(lines);
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
    const heading = lines.map((line) => ACCOUNT_HEADING.exec(cleanDescription(line.text))).find(Boolean);
    return accountStatement('dbs', table, {
      institution: 'DBS',
      name: heading?.[1] ? productTitle(heading[1], /^(DBS|POSB)$/) : 'DBS Account',
      last4: heading?.[2] ? accountLast4(heading[2]) : undefined,
      statementDate,
    });
  },
};
