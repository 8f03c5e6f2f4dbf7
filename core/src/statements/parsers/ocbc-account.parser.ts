import { accountLast4, accountStatement, readAccountTable, withInstitution } from '../account-columns';
import { findFullDate } from '../statement-dates';
import { cleanDescription, productTitle } from '../statement-text';
import { StatementParseError, type ExtractedPdf, type StatementLine, type StatementParser } from '../statement.types';

/** The header's lower line; "Transaction" and "Value" wrap above their "Date". */
const TABLE_HEADER = /\bDescription\b.*\bCheque\b.*\bWithdrawal\b.*\bDeposit\b.*\bBalance\b/i;
const FULL_DATE = '\\d{1,2}\\s+[A-Za-z]{3}\\s+\\d{4}';
/** "1 OCT 2023 TO 31 OCT 2023" (the day may lack its zero; spacing varies). */
const PERIOD = new RegExp(`(${FULL_DATE})\\s+TO\\s+(${FULL_DATE})\\s*$`, 'i');
const ACCOUNT_NUMBER = /^Account No\.?:?\s*(\d[\d -]{5,}\d)/i;

function isOcbc(pdf: ExtractedPdf, lines: StatementLine[]): boolean {
  if (/OCBC|Streamline PDFGen/i.test(`${pdf.metadata.producer ?? ''} ${pdf.metadata.creator ?? ''}`)) return true;
  return lines.some((line) => /\bOCBC\b|Oversea-Chinese Banking/i.test(line.text));
}

/** The period's end date; failing that, a full date closing a line (the period without "TO"). */
function statementDateOf(lines: StatementLine[]): string {
  for (const line of lines) {
    const period = PERIOD.exec(cleanDescription(line.text));
    const date = period?.[2] ? findFullDate(period[2]) : undefined;
    if (date) return date;
  }
  for (const line of lines) {
    const ending = new RegExp(`(${FULL_DATE})$`).exec(cleanDescription(line.text));
    const date = ending?.[1] ? findFullDate(ending[1]) : undefined;
    if (date) return date;
  }
  throw new StatementParseError('This OCBC account statement has no readable statement period.');
}

/** OCBC savings and current accounts (360, EasiSave, ...): transaction and value dates, side by column. */
export const OCBC_ACCOUNT_PARSER: StatementParser = {
  id: 'ocbc-account',
  bank: 'ocbc',
  detect(pdf, lines) {
    if (!lines.some((line) => TABLE_HEADER.test(cleanDescription(line.text)))) return 0;
    if (!isOcbc(pdf, lines)) return 0;
    return /Streamline PDFGen/i.test(pdf.metadata.producer ?? '') ? 0.95 : 0.85;
  },
  parse(_pdf, lines) {
    const statementDate = statementDateOf(lines);
    const table = readAccountTable(lines, {
      header: TABLE_HEADER,
      withdrawalLabel: /^Withdrawal/i,
      depositLabel: /^Deposit/i,
      balanceLabel: /^Balance$/i,
      // Transaction date first (kept), then the value date.
      rowDate: /^(\d{1,2} ?[A-Za-z]{3})\s+\d{1,2} ?[A-Za-z]{3}\s+/,
      openingLabel: /\bBALANCE B\/F\b/i,
      closingLabel: /\bBALANCE C\/F\b/i,
      totalsLabel: /^Total Withdrawals\s*\/\s*Deposits\b/i,
      statementDate,
    });
    // "360 ACCOUNT" sits on the line above "Account No. 601234567001".
    const numberIndex = lines.findIndex((line) => ACCOUNT_NUMBER.test(cleanDescription(line.text)));
    const numberLine = lines[numberIndex];
    const productLine = lines[numberIndex - 1];
    const printedProduct =
      productLine && /\b(ACCOUNT|SAVINGS|EASISAVE)\b/i.test(productLine.text) ? cleanDescription(productLine.text) : '';
    const product = printedProduct ? productTitle(printedProduct, /^(OCBC|EASISAVE)$/) : 'Account';
    const number = numberLine ? ACCOUNT_NUMBER.exec(cleanDescription(numberLine.text))?.[1] : undefined;
    return accountStatement('ocbc', table, {
      institution: 'OCBC',
      name: withInstitution('OCBC', product),
      last4: number ? accountLast4(number) : undefined,
      statementDate,
    });
  },
};
