import { labelledLast4 } from '../account-numbers';
import { accountStatement, readAccountTable } from '../account-columns';
import { cleanDescription, productTitle } from '../statement-text';
import { COLUMN_WORDS, headerPattern, type ColumnRole } from '../table-headers';
import { StatementParseError, type StatementParser } from '../statement.types';
import { dbsConfidence, dbsStatementDate } from './dbs-common';

/** A header cell naming a column role ("WITHDRAWAL (-)", "Debit", "Balance (S$)"). */
const roleCell = (role: ColumnRole): RegExp => new RegExp(`^\\W*(?:${COLUMN_WORDS[role].join('|')})(?![A-Za-z])`, 'i');

/** Bank knowledge as data: what DBS / POSB account templates print, in any case. */
const DBS_ACCOUNT = {
  /** Date, description, withdrawal, deposit and balance columns, by meaning. */
  header: headerPattern(['date', 'description', 'withdrawal', 'deposit', 'balance']),
  /** "POSB SAVINGS ACCOUNT" (never the page title "DBS Statement of Account"). */
  product: /^((?:DBS|POSB)\b(?:(?!Statement).)*?\bACCOUNT)\b/i,
  opening: /Balance\s+(?:Brought\s+Forward|B\/F)|Opening\s+Balance/i,
  closing: /Balance\s+(?:Carried\s+Forward|C\/F)|Closing\s+Balance/i,
  totals: /^Total\b/i,
  /** The consolidated statement (several accounts, DD/MM/YYYY rows) is another layout. */
  consolidated: /Consolidated Statement|Details as at/i,
};

/** DBS and POSB savings and current accounts: DD Mon rows, side by Withdrawal / Deposit column. */
export const DBS_ACCOUNT_PARSER: StatementParser = {
  id: 'dbs-account',
  bank: 'dbs',
  detect(pdf, lines) {
    if (!lines.some((line) => DBS_ACCOUNT.header.test(cleanDescription(line.text)))) return 0;
    if (lines.some((line) => DBS_ACCOUNT.consolidated.test(line.text))) return 0;
    return dbsConfidence(pdf, lines);
  },
  parse(_pdf, lines) {
    const statementDate = dbsStatementDate(lines);
    if (!statementDate) throw new StatementParseError('This DBS account statement has no readable statement date.');

    const table = readAccountTable(lines, {
      header: DBS_ACCOUNT.header,
      withdrawalLabel: roleCell('withdrawal'),
      depositLabel: roleCell('deposit'),
      balanceLabel: roleCell('balance'),
      rowDate: /^(\d{1,2} ?[A-Za-z]{3})\s+/,
      openingLabel: DBS_ACCOUNT.opening,
      closingLabel: DBS_ACCOUNT.closing,
      totalsLabel: DBS_ACCOUNT.totals,
      tableEnd: DBS_ACCOUNT.totals,
      continueAcrossPages: true,
      statementDate,
    });
    const texts = lines.map((line) => cleanDescription(line.text));
    const product = texts.map((text) => DBS_ACCOUNT.product.exec(text)?.[1]).find(Boolean);
    return accountStatement('dbs', table, {
      institution: 'DBS',
      name: product ? productTitle(product, /^(DBS|POSB)$/) : 'DBS Account',
      last4: labelledLast4(texts),
      statementDate,
    });
  },
};
