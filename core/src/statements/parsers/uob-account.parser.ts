import { accountLast4, accountStatement, readAccountTable, withInstitution } from '../account-columns';
import { findFullDate } from '../statement-dates';
import { cleanDescription, productTitle } from '../statement-text';
import { StatementParseError, type ExtractedPdf, type StatementLine, type StatementParser } from '../statement.types';

/** Plural labels: DBS prints "WITHDRAWAL (-) DEPOSIT (+)", the UOB card "Transaction Amount". */
const TABLE_HEADER = /^Date\s+Description\s+Withdrawals\s+Deposits\s+Balance\b/i;
const ACCOUNT_EMAIL = /customer\.service@uobgroup\.com/i;
/** "Period: 01 Oct 2023 to 31 Oct 2023". */
const PERIOD = /Period\s*:?\s*.+?\bto\s+(\d{1,2}\s+[A-Za-z]{3}\s+\d{4})/i;
/** "UOB One Account   Account No.: 123-456-789-0". */
const ACCOUNT_HEADING = /^(.*?)\s+Account No\.?:?\s*(\d[\d -]{5,}\d)$/i;

function uobMarks(pdf: ExtractedPdf, lines: StatementLine[]): 'metadata' | 'text' | undefined {
  if (/Vault Rendering Engine/i.test(pdf.metadata.creator ?? '')) return 'metadata';
  if (lines.some((line) => ACCOUNT_EMAIL.test(line.text))) return 'metadata';
  return lines.some((line) => /\bUOB\b|United Overseas Bank/i.test(line.text)) ? 'text' : undefined;
}

/** UOB savings and current accounts: DD Mon rows, side by column, balance printed on a day's last row. */
export const UOB_ACCOUNT_PARSER: StatementParser = {
  id: 'uob-account',
  bank: 'uob',
  detect(pdf, lines) {
    if (!lines.some((line) => TABLE_HEADER.test(cleanDescription(line.text)))) return 0;
    const marks = uobMarks(pdf, lines);
    if (!marks) return 0;
    return marks === 'metadata' ? 0.95 : 0.8;
  },
  parse(_pdf, lines) {
    const period = lines.map((line) => PERIOD.exec(cleanDescription(line.text))).find(Boolean);
    const statementDate = period?.[1] ? findFullDate(period[1]) : undefined;
    if (!statementDate) throw new StatementParseError('This UOB account statement has no readable statement period.');

    const table = readAccountTable(lines, {
      header: TABLE_HEADER,
      withdrawalLabel: /^Withdrawals/i,
      depositLabel: /^Deposits/i,
      balanceLabel: /^Balance/i,
      rowDate: /^(\d{1,2} ?[A-Za-z]{3})\s+/,
      openingLabel: /\bBALANCE B\/F\b/i,
      closingLabel: /\bBALANCE C\/F\b/i,
      totalsLabel: /^Total\b/i,
      statementDate,
    });
    const heading = lines.map((line) => ACCOUNT_HEADING.exec(cleanDescription(line.text))).find(Boolean);
    const product = heading?.[1] ? productTitle(heading[1], /^UOB$/) : 'Account';
    return accountStatement('uob', table, {
      institution: 'UOB',
      name: withInstitution('UOB', product),
      last4: heading?.[2] ? accountLast4(heading[2]) : undefined,
      statementDate,
    });
  },
};
