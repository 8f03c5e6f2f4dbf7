import { labelledLast4 } from '../account-numbers';
import { depositAccountStatement, withInstitution } from '../deposit-account';
import { readStatementTable, type StatementTableProfile } from '../statement-table';
import { labelledDate, cleanDescription, productTitle } from '../statement-text';
import { headerPattern, type ColumnRole } from '../table-headers';
import type { ExtractedPdf, StatementLine, StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';

/** Bank knowledge as data: what UOB account templates print, in any case. */
const UOB_ACCOUNT = {
  /** Date, description, withdrawal, deposit and balance columns, by meaning (the card prints one amount). */
  columns: ['date', 'description', 'withdrawal', 'deposit', 'balance'] satisfies ColumnRole[] as ColumnRole[],
  email: /customer\.service@uobgroup\.com/i,
  /** "Period: 01 Oct 2023 to 31 Oct 2023", "Statement Period 01/10/2023 - 31/10/2023": dated at its end. */
  periodEnd: [/Period\b.*?\d.*?\s(?:to|-|–)\s+(.+)$/i, /(?:Statement\s*Date|Date\s*of\s*Statement)\s*:?\s*(.+)$/i],
  /** "UOB One Account   Account No.: 123-456-789-0": the product before its number's label. */
  heading: /^(.*?\bAccount)\s+(?:Account\s*(?:No\.?|Number)|A\/C\s*No\.?)\s*:?\s*\d/i,
  opening: /\bBALANCE\s+(?:B\s*[/|Il1]?\s*F|BROUGHT\s+FORWARD)\b|\bOpening\s+Balance\b/i,
  closing: /\bBALANCE\s+(?:C\/F|CARRIED\s+FORWARD)\b|\bClosing\s+Balance\b/i,
  totals: /^Total\b/i,
};

/** How UOB account tables print: DD Mon rows, side by column, balance brought / carried forward, Total. */
const UOB_ACCOUNT_TABLE: StatementTableProfile = {
  header: { roles: UOB_ACCOUNT.columns, maxCells: Number.POSITIVE_INFINITY },
  rowDates: {},
  runningBalance: { opening: UOB_ACCOUNT.opening, closing: UOB_ACCOUNT.closing, totals: UOB_ACCOUNT.totals },
  figures: [],
  wrappedLines: [],
  otherWrappedLines: 'description',
};

function uobMarks(pdf: ExtractedPdf, lines: StatementLine[]): 'metadata' | 'text' | undefined {
  if (/Vault Rendering Engine/i.test(pdf.metadata.creator ?? '')) return 'metadata';
  if (lines.some((line) => UOB_ACCOUNT.email.test(line.text))) return 'metadata';
  return lines.some((line) => /\bUOB\b|United Overseas Bank/i.test(line.text)) ? 'text' : undefined;
}

/** UOB savings and current accounts: DD Mon rows, side by column, balance printed on a day's last row. */
export const UOB_ACCOUNT_PARSER: StatementParser = {
  id: 'uob-account',
  bank: 'uob',
  detect(pdf, lines) {
    const header = headerPattern(UOB_ACCOUNT.columns);
    if (!lines.some((line) => header.test(cleanDescription(line.text)))) return 0;
    const marks = uobMarks(pdf, lines);
    if (!marks) return 0;
    return marks === 'metadata' ? 0.95 : 0.8;
  },
  parse(pdf, lines) {
    const statementDate =
      UOB_ACCOUNT.periodEnd.map((label) => labelledDate(lines, label)).find(Boolean) ?? pdf.statementDateFromEvidence;
    if (!statementDate) throw new StatementParseError('NO_STATEMENT_PERIOD', 'UOB account statement');

    const table = readStatementTable(pdf, lines, UOB_ACCOUNT_TABLE, statementDate);
    const texts = lines.map((line) => cleanDescription(line.text));
    const heading = texts.map((text) => UOB_ACCOUNT.heading.exec(text)).find(Boolean);
    const product = heading?.[1] ? productTitle(heading[1], /^UOB$/) : 'Account';
    return depositAccountStatement('uob', table, {
      institution: 'UOB',
      name: withInstitution('UOB', product),
      last4: labelledLast4(heading ? [heading.input, ...texts] : texts),
      statementDate,
    });
  },
};
