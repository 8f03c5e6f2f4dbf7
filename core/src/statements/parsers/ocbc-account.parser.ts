import { lastFourDigits } from '../account-numbers';
import { depositAccountStatement, withInstitution } from '../deposit-account';
import { readStatementTable, type StatementTableProfile } from '../statement-table';
import { findFullDate } from '../statement-dates';
import { cleanDescription, productTitle } from '../statement-text';
import { headerPattern, separateGluedLabels, type ColumnRole } from '../table-headers';
import type { StatementLine, StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { ocbcMarks } from './ocbc-common';
import { labelledStatementDate, periodIn } from './statement-date-labels';

/** Description, withdrawal, deposit and balance columns, by meaning (the dates may wrap over two lines). */
const ACCOUNT_COLUMNS: readonly ColumnRole[] = ['description', 'withdrawal', 'deposit', 'balance'];

/** Bank knowledge as data: what OCBC account templates print, in any case. */
const OCBC_ACCOUNT = {
  /**
   * The header line holding the amount labels ("Transaction" / "Value" may wrap above their "Date"):
   * description, withdrawal, deposit and balance by meaning, on a line with no figures.
   */
  header: new RegExp(String.raw`^(?!.*\d[.,]\d{2}\b).*?` + headerPattern(ACCOUNT_COLUMNS).source, 'i'),
  opening: /\bBALANCE\s+(?:B\s*[/|Il1]?\s*F|BROUGHT\s+FORWARD)\b|\bOpening\s+Balance\b/i,
  closing: /\bBALANCE\s+(?:C\/F|CARRIED\s+FORWARD)\b|\bClosing\s+Balance\b/i,
  /** "Total Withdrawals/Deposits", "Total Debits / Credits", "Total": nothing after it is a row. */
  totals: /^Total(?:\s+(?:Withdrawals?|Debits?)\s*(?:\/|and|&)\s*(?:Deposits?|Credits?))?$/i,
  accountLabel: /\b(?:Account\s*(?:No\.?|Number)|A\/C\s*No\.?)\s*:?\s*/i,
  /** The product heading printed with the account number: "360 ACCOUNT", "OCBC Monthly Savings Account". */
  product: /\b(?:ACCOUNT|SAVINGS|EASISAVE)\b/i,
  acronyms: /^(?:OCBC|EASISAVE)$/,
};

/** How OCBC account tables print: the transaction date (kept), then the value date, side by column. */
const OCBC_ACCOUNT_TABLE: StatementTableProfile = {
  header: { roles: ACCOUNT_COLUMNS, maxCells: Number.POSITIVE_INFINITY },
  rowDates: { twoDates: 'orOne' },
  runningBalance: { opening: OCBC_ACCOUNT.opening, closing: OCBC_ACCOUNT.closing, totals: OCBC_ACCOUNT.totals },
  figures: [],
  wrappedLines: [],
  otherWrappedLines: 'description',
};

/** The product heading sits right above the account number line. */
const HEADING_GAP = 16;

/**
 * The statement date: under or beside its label when printed, else the end of the statement period on any
 * line (OCBC prints it with no label: "1 OCT 2023 TO 31 OCT 2023", "From 01/10/2023 To 31/10/2023"), else
 * a full date closing a line.
 */
function statementDateOf(lines: StatementLine[], fromEvidence?: string): string {
  const labelled = labelledStatementDate(lines);
  if (labelled) return labelled;
  for (const line of lines) {
    const end = periodIn(cleanDescription(line.text))?.end;
    if (end) return end;
  }
  for (const line of lines) {
    const ending = /(\d{1,2}\s+[A-Za-z]{3}\s+\d{4})$/.exec(cleanDescription(line.text));
    const date = ending?.[1] ? findFullDate(ending[1]) : undefined;
    if (date) return date;
  }
  if (fromEvidence) return fromEvidence;
  throw new StatementParseError('NO_STATEMENT_PERIOD', 'OCBC account statement');
}

/** The account number's last four digits, and the product heading before it or on the line above it. */
function accountHeading(lines: StatementLine[]): { last4?: string; product?: string } {
  for (const [index, line] of lines.entries()) {
    const text = cleanDescription(line.text);
    const label = OCBC_ACCOUNT.accountLabel.exec(text);
    const last4 = label ? lastFourDigits(text.slice(label.index + label[0].length)) : undefined;
    if (!label || !last4) continue;
    const before = cleanDescription(text.slice(0, label.index));
    const above = lines[index - 1];
    const heading =
      above && above.page === line.page && line.y - above.y <= HEADING_GAP ? cleanDescription(above.text) : '';
    const product = [before, heading].find((candidate) => OCBC_ACCOUNT.product.test(candidate));
    return { last4, ...(product ? { product } : {}) };
  }
  return {};
}

/** OCBC savings and current accounts (360, EasiSave, ...): transaction and value dates, side by column. */
export const OCBC_ACCOUNT_PARSER: StatementParser = {
  id: 'ocbc-account',
  bank: 'ocbc',
  detect(pdf, lines) {
    if (!lines.some((line) => OCBC_ACCOUNT.header.test(separateGluedLabels(cleanDescription(line.text))))) return 0;
    const marks = ocbcMarks(pdf, lines);
    if (marks === 'producer') return 0.95;
    if (marks === 'named') return 0.85;
    // "OCBC" only inside other text (a transfer to an OCBC account): weaker than another bank's own marks.
    return marks === 'mentioned' ? 0.4 : 0;
  },
  parse(pdf, lines) {
    const statementDate = statementDateOf(lines, pdf.statementDateFromEvidence);
    const table = readStatementTable(pdf, lines, OCBC_ACCOUNT_TABLE, statementDate);
    const { last4, product } = accountHeading(lines);
    return depositAccountStatement('ocbc', table, {
      institution: 'OCBC',
      name: withInstitution('OCBC', product ? productTitle(product, OCBC_ACCOUNT.acronyms) : 'Account'),
      last4,
      statementDate,
    });
  },
};
