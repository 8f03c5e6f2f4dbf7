import { labelledLast4 } from '../account-numbers';
import { accountStatement, readAccountTable, withInstitution } from '../account-columns';
import { labelledDate, cleanDescription, productTitle } from '../statement-text';
import { COLUMN_WORDS, headerPattern, type ColumnRole } from '../table-headers';
import { StatementParseError, type ExtractedPdf, type StatementLine, type StatementParser } from '../statement.types';

/** A header cell naming a column role ("Withdrawals", "Deposit (SGD)", "Balance (S$)"). */
const roleCell = (role: ColumnRole): RegExp => new RegExp(`^\\W*(?:${COLUMN_WORDS[role].join('|')})(?![A-Za-z])`, 'i');

/** Bank knowledge as data: what UOB account templates print, in any case. */
const UOB_ACCOUNT = {
  /** Date, description, withdrawal, deposit and balance columns, by meaning (the card prints one amount). */
  header: headerPattern(['date', 'description', 'withdrawal', 'deposit', 'balance']),
  email: /customer\.service@uobgroup\.com/i,
  /** "Period: 01 Oct 2023 to 31 Oct 2023", "Statement Period 01/10/2023 - 31/10/2023": dated at its end. */
  periodEnd: [/Period\b.*?\d.*?\s(?:to|-|–)\s+(.+)$/i, /(?:Statement\s*Date|Date\s*of\s*Statement)\s*:?\s*(.+)$/i],
  /** "UOB One Account   Account No.: 123-456-789-0": the product before its number's label. */
  heading: /^(.*?\bAccount)\s+(?:Account\s*(?:No\.?|Number)|A\/C\s*No\.?)\s*:?\s*\d/i,
  opening: /\bBALANCE\s+(?:B\/F|BROUGHT\s+FORWARD)\b|\bOpening\s+Balance\b/i,
  closing: /\bBALANCE\s+(?:C\/F|CARRIED\s+FORWARD)\b|\bClosing\s+Balance\b/i,
  totals: /^Total\b/i,
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
    if (!lines.some((line) => UOB_ACCOUNT.header.test(cleanDescription(line.text)))) return 0;
    const marks = uobMarks(pdf, lines);
    if (!marks) return 0;
    return marks === 'metadata' ? 0.95 : 0.8;
  },
  parse(_pdf, lines) {
    const statementDate = UOB_ACCOUNT.periodEnd.map((label) => labelledDate(lines, label)).find(Boolean);
    if (!statementDate) throw new StatementParseError('This UOB account statement has no readable statement period.');

    const table = readAccountTable(lines, {
      header: UOB_ACCOUNT.header,
      withdrawalLabel: roleCell('withdrawal'),
      depositLabel: roleCell('deposit'),
      balanceLabel: roleCell('balance'),
      rowDate: /^(\d{1,2} ?[A-Za-z]{3})\s+/,
      openingLabel: UOB_ACCOUNT.opening,
      closingLabel: UOB_ACCOUNT.closing,
      totalsLabel: UOB_ACCOUNT.totals,
      tableEnd: UOB_ACCOUNT.totals,
      continueAcrossPages: true,
      statementDate,
    });
    const texts = lines.map((line) => cleanDescription(line.text));
    const heading = texts.map((text) => UOB_ACCOUNT.heading.exec(text)).find(Boolean);
    const product = heading?.[1] ? productTitle(heading[1], /^UOB$/) : 'Account';
    return accountStatement('uob', table, {
      institution: 'UOB',
      name: withInstitution('UOB', product),
      last4: labelledLast4(heading ? [heading.input, ...texts] : texts),
      statementDate,
    });
  },
};
