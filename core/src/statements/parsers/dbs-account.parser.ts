import { labelledLast4 } from '../account-numbers';
import { depositAccountStatement } from '../deposit-account';
import { readStatementTable, type StatementTableProfile } from '../statement-table';
import { cleanDescription, productTitle } from '../statement-text';
import { headerPattern } from '../table-headers';
import type { StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { dbsConfidence, dbsStatementDate } from './dbs-common';

/** Bank knowledge as data: what DBS / POSB account templates print, in any case. */
const DBS_ACCOUNT = {
  /** Date, description, withdrawal, deposit and balance columns, by meaning. */
  columns: ['date', 'description', 'withdrawal', 'deposit', 'balance'] as const,
  /** "POSB SAVINGS ACCOUNT" (never the page title "DBS Statement of Account"). */
  product: /^((?:DBS|POSB)\b(?:(?!Statement).)*?\bACCOUNT)\b/i,
  opening: /Balance\s+(?:Brought\s+Forward|B\/F)|Opening\s+Balance/i,
  closing: /Balance\s+(?:Carried\s+Forward|C\/F)|Closing\s+Balance/i,
  totals: /^Total\b/i,
  /** The consolidated statement (several accounts, DD/MM/YYYY rows) is another layout. */
  consolidated: /Consolidated Statement|Details as at/i,
};

/** How DBS / POSB account tables print: DD Mon rows, side by column, balance brought / carried forward, Total. */
const DBS_ACCOUNT_TABLE: StatementTableProfile = {
  header: { roles: DBS_ACCOUNT.columns, maxCells: Number.POSITIVE_INFINITY },
  rowDates: {},
  runningBalance: { opening: DBS_ACCOUNT.opening, closing: DBS_ACCOUNT.closing, totals: DBS_ACCOUNT.totals },
  figures: [],
  wrappedLines: [],
  otherWrappedLines: 'description',
};

/** DBS and POSB savings and current accounts: DD Mon rows, side by Withdrawal / Deposit column. */
export const DBS_ACCOUNT_PARSER: StatementParser = {
  id: 'dbs-account',
  bank: 'dbs',
  detect(pdf, lines) {
    const header = headerPattern(DBS_ACCOUNT.columns);
    if (!lines.some((line) => header.test(cleanDescription(line.text)))) return 0;
    if (lines.some((line) => DBS_ACCOUNT.consolidated.test(line.text))) return 0;
    return dbsConfidence(pdf, lines);
  },
  parse(pdf, lines) {
    const statementDate = dbsStatementDate(lines) ?? pdf.statementDateFromEvidence;
    if (!statementDate) throw new StatementParseError('NO_STATEMENT_DATE', 'DBS account statement');

    const table = readStatementTable(pdf, lines, DBS_ACCOUNT_TABLE, statementDate);
    const texts = lines.map((line) => cleanDescription(line.text));
    const product = texts.map((text) => DBS_ACCOUNT.product.exec(text)?.[1]).find(Boolean);
    return depositAccountStatement('dbs', table, {
      institution: 'DBS',
      name: product ? productTitle(product, /^(DBS|POSB)$/) : 'DBS Account',
      last4: labelledLast4(texts),
      statementDate,
    });
  },
};
