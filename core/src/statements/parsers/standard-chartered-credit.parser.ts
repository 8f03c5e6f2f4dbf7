import { cardStatement } from '../card-statement';
import { rowAbove, type OpenRow } from '../row-continuation';
import { findFullDate, parseDayMonthName } from '../statement-dates';
import { amountUnder, cleanDescription, lastFourDigits, parseMoneyCell, titleCaseWords } from '../statement-text';
import {
  StatementParseError,
  type ExtractedPdf,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

const TABLE_HEADER = /\bTransaction\b.*\bPosting\b.*\bAmount\b/i;
/** "Statement Date : 16 May 2023"; an early layout printed full month names ("16 January 2024"). */
const DATE_AT_LINE_END = /:\s*(\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4})\s*$/;
/** Transaction date, posting date, then the rest of the row. */
const TWO_DATES = /^(\d{1,2} ?[A-Za-z]{3})\s+(\d{1,2} ?[A-Za-z]{3})\s+(.+)$/;
const REFERENCE = /\s*Transaction Ref\.?\s*:?\s*\d+/gi;
const FOREIGN_LINE = /^(?:Foreign (?:Currency|Amount)\s*:?\s*)?([A-Z]{3})\s+([\d,]+\.\d{2})$/;
const CARD_HEADING = /^(.*?\bCARD)\s+((?:[\dX*]{4}[ -]?){3}\d{4})$/i;
const PREVIOUS_BALANCE = /^BALANCE FROM PREVIOUS STATEMENT\b/i;
const NEW_BALANCE = /^(?:NEW BALANCE|TOTAL BALANCE DUE)\b/i;

interface Columns {
  descriptionX: number;
  /** Left edge of the Amount label: an amount's right edge lies beyond it. */
  amountX: number;
}

/** Columns of a page, read from that page's header line (later pages can be shifted). */
function headerColumns(line: StatementLine): Columns | undefined {
  const description = line.cells.find((cell) => /Description/i.test(cell.text));
  const amount = line.cells.find((cell) => /Amount/i.test(cell.text));
  if (!amount) return undefined;
  return { descriptionX: description?.x ?? amount.x / 3, amountX: amount.x };
}

/** The row's amount in the Amount column: the last cell, or the last two when CR is its own cell. */
function rowAmount(line: StatementLine, columns: Columns): { cents: number; cells: number } | undefined {
  const last = line.cells[line.cells.length - 1];
  if (!last || last.right < columns.amountX - 10) return undefined;
  const beforeLast = line.cells[line.cells.length - 2]?.text ?? '';
  const joined = last.text === 'CR' ? `${beforeLast} CR` : last.text;
  const amount = parseMoneyCell(joined);
  if (!amount) return undefined;
  // CR marks a payment, refund or cashback (money in); anything else is a charge.
  return { cents: amount.credit ? amount.cents : -amount.cents, cells: last.text === 'CR' ? 2 : 1 };
}

function statementDate(lines: StatementLine[]): string {
  const candidates = lines.filter((line) => DATE_AT_LINE_END.test(line.text));
  const labelled = candidates.find((line) => /Statement Date/i.test(line.text));
  const chosen = labelled ?? candidates.find((line) => !/Due/i.test(line.text));
  const date = chosen ? findFullDate(DATE_AT_LINE_END.exec(chosen.text)?.[1] ?? '') : undefined;
  if (!date) throw new StatementParseError('This Standard Chartered statement has no readable statement date.');
  return date;
}

function isScbMetadata(pdf: ExtractedPdf): boolean {
  return /eStatement/i.test(pdf.metadata.title ?? '') && /iText/i.test(pdf.metadata.producer ?? '');
}

/** Standard Chartered Singapore credit card statements. */
export const STANDARD_CHARTERED_CREDIT_PARSER: StatementParser = {
  id: 'standard-chartered-credit',
  bank: 'standard_chartered',
  detect(pdf, lines) {
    // Trust Bank (partly owned by Standard Chartered) shares the Transaction/Posting/Amount header words.
    if (lines.some((line) => /Trust Bank Singapore Limited/i.test(line.text))) return 0;
    const header = lines.some((line) => TABLE_HEADER.test(line.text));
    if (!header) return 0;
    const named = lines.some((line) => /Standard Chartered/i.test(line.text));
    if (named) return isScbMetadata(pdf) ? 0.95 : 0.85;
    const previous = lines.some((line) => PREVIOUS_BALANCE.test(line.text));
    return isScbMetadata(pdf) && previous ? 0.7 : 0;
  },
  parse(_pdf, lines) {
    const date = statementDate(lines);
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    let name: string | undefined;
    let last4: string | undefined;
    let columns: Columns | undefined;
    let page = 0;
    let previousRow: OpenRow | undefined;

    for (const line of lines) {
      if (line.page !== page) {
        // A new page starts outside the table until its own header line gives the columns.
        page = line.page;
        columns = undefined;
        previousRow = undefined;
      }
      const text = cleanDescription(line.text);
      if (TABLE_HEADER.test(text)) {
        columns = headerColumns(line);
        previousRow = undefined;
        continue;
      }
      if (!columns) continue;
      const amount = rowAmount(line, columns);
      const heading = CARD_HEADING.exec(text);
      if (heading) {
        name ??= titleCaseWords(cleanDescription(heading[1] ?? ''));
        last4 ??= lastFourDigits(heading[2] ?? '');
        continue;
      }
      if (PREVIOUS_BALANCE.test(text)) {
        openingBalanceCents = amount?.cents;
        continue;
      }
      if (NEW_BALANCE.test(text)) {
        closingCents ??= amount?.cents;
        columns = undefined;
        continue;
      }
      const rowText = amount
        ? line.cells
            .slice(0, line.cells.length - amount.cells)
            .map((cell) => cell.text)
            .join(' ')
        : '';
      const dated = TWO_DATES.exec(rowText);
      const rowDate = dated ? parseDayMonthName(dated[1] ?? '', date) : undefined;
      if (amount && dated && rowDate) {
        const description = cleanDescription((dated[3] ?? '').replace(REFERENCE, ' '));
        const transaction: ParsedTransaction = { date: rowDate, description, amountCents: amount.cents };
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      // Wrapped text, a reference or the foreign amount under a row, from the description column rightwards.
      const open = amount ? undefined : rowAbove(previousRow, line);
      const first = line.cells[0];
      if (open && first && first.x >= columns.descriptionX - 10) {
        const { transaction } = open;
        const foreign = FOREIGN_LINE.exec(text);
        const rest = cleanDescription(text.replace(REFERENCE, ' '));
        if (foreign) transaction.foreignAmount = `${foreign[1] ?? ''} ${foreign[2] ?? ''}`;
        else if (rest) transaction.description = `${transaction.description} ${rest}`;
        previousRow = { line, transaction };
        continue;
      }
      previousRow = undefined;
    }

    if (closingCents === undefined) {
      const owed = amountUnder(lines, /^New Balance$/i);
      if (owed) closingCents = owed.credit ? owed.cents : -owed.cents;
    }
    return cardStatement({
      bank: 'standard_chartered',
      account: {
        institution: 'Standard Chartered',
        name: name ?? 'Standard Chartered Credit Card',
        last4,
        statementDate: date,
        creditLimitCents: amountUnder(lines, /^Credit Limit$/i)?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents,
      closingLabel: 'new balance',
      statementName: 'Standard Chartered statement',
    });
  },
};
