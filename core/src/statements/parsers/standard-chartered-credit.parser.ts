import { labelledLast4 } from '../account-numbers';
import { cardStatement, postedRow } from '../card-statement';
import { type OpenRow } from '../row-continuation';
import { findFullDate } from '../statement-dates';
import { cleanDescription, parseMoneyCell, titleCaseWords } from '../statement-text';
import { isHeaderLine, roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type ExtractedPdf,
  type LineCell,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { CARD_LABELS, labelCell, labelledAmount, startsWithLabel } from './card-summary-labels';
import { closesRow, openRowFor } from './page-break-rows';
import { stackedHeader } from './stacked-header';
import { statementDateOrPeriodEnd } from './statement-date-labels';

/** Bank knowledge as data: what Standard Chartered card templates print, in any case. */
const SCB_CARD = {
  /** Transaction date, posting date, description, amount; the top line of a two-line header names them too. */
  headerRoles: ['postingDate', 'description', 'amount'] as const,
  /** The transaction date's header cell ("Transaction" over "Date", "Trans Date", "Txn Date"). */
  transactionDate: /^\W*(?:trans(?:action)?|txn)\.?(?:\s*date)?\W*$/i,
  postingDate: /^\W*post(?:ing|ed)?\.?(?:\s*date)?\W*$/i,
  /** "Statement Date : 16 May 2023": a template's own label, else any line ending in ": <date>" but the due date. */
  dateAtLineEnd: /:\s*(\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4})\s*$/,
  reference: /\s*(?:Transaction\s+Ref(?:erence)?|Txn\s+Ref)\.?\s*:?\s*\d+/gi,
  foreign: /^(?:Foreign (?:Currency|Amount)\s*:?\s*)?([A-Z]{3})\s+([\d,]+\.\d{2})$/,
  cardName: /^(.*?\bCARD)\b/i,
  opening: startsWithLabel(CARD_LABELS.previousBalance),
  /** The closing figure ends the table: a rewards box and a payment slip follow it. */
  closing: startsWithLabel(CARD_LABELS.closingBalance),
  closingBox: labelCell(CARD_LABELS.closingBalance),
  creditLimit: labelCell(CARD_LABELS.creditLimit),
};

interface Columns {
  descriptionX: number;
  /** Left edge of the Amount label: an amount's right edge lies beyond it. */
  amountX: number;
  transactionDateFirst: boolean;
}

/**
 * A table header: the columns by meaning, on a short line with no figures, naming a transaction date (on one
 * line, or stacked: "Transaction" over "Date").
 */
function headerColumns(line: StatementLine): Columns | undefined {
  const text = cleanDescription(line.text);
  if (line.cells.length > 8 || /\d[.,]\d{2}\b/.test(text) || !isHeaderLine(text, SCB_CARD.headerRoles))
    return undefined;
  const transaction = line.cells.findIndex((cell) => SCB_CARD.transactionDate.test(cell.text));
  const posting = line.cells.findIndex((cell) => SCB_CARD.postingDate.test(cell.text));
  // The description label after the date labels ("Transaction" alone also reads as a description word).
  const dates = Math.max(transaction, posting) + 1;
  const description = line.cells[dates + roleCellIndex(line.cells.slice(dates), 'description')];
  const amount = line.cells[roleCellIndex(line.cells, 'amount')];
  if (transaction < 0 || !description || !amount) return undefined;
  return {
    descriptionX: description.x,
    amountX: amount.x,
    transactionDateFirst: transaction < posting,
  };
}

/** A header's columns, and where it ends: its lower lines are the header's, not the table's. */
type HeaderAt = Columns & { page: number; bottomY: number };

/** Each header of the table (by its first line) with its columns and the y of its last line. */
function tableHeaders(lines: readonly StatementLine[]): Map<StatementLine, HeaderAt> {
  const headers = new Map<StatementLine, HeaderAt>();
  for (const [index, line] of lines.entries()) {
    if (line.cells.length > 8 || /\d[.,]\d{2}\b/.test(line.text)) continue;
    const stacked = stackedHeader(lines, index);
    const columns = stacked ? headerColumns(stacked.line) : undefined;
    if (stacked && columns) headers.set(line, { ...columns, page: line.page, bottomY: stacked.bottomY });
  }
  return headers;
}

/** The row's amount in the Amount column: the last cell, or the last two when CR is its own cell. */
function rowAmount(line: StatementLine, columns: Columns): { cents: number; cells: number } | undefined {
  const last: LineCell | undefined = line.cells[line.cells.length - 1];
  if (!last || last.right < columns.amountX - 10) return undefined;
  const beforeLast = line.cells[line.cells.length - 2]?.text ?? '';
  const joined = /^CR$/i.test(last.text) ? `${beforeLast} CR` : last.text;
  const amount = parseMoneyCell(joined);
  if (!amount) return undefined;
  // CR marks a payment, refund or cashback (money in); anything else is a charge.
  return { cents: amount.credit ? amount.cents : -amount.cents, cells: /^CR$/i.test(last.text) ? 2 : 1 };
}

function statementDate(lines: StatementLine[]): string {
  const labelled = statementDateOrPeriodEnd(lines);
  if (labelled) return labelled;
  // A label no template has used yet: the date ending a line that is not the payment due date.
  const chosen = lines.find((line) => SCB_CARD.dateAtLineEnd.test(line.text) && !/Due/i.test(line.text));
  const date = chosen ? findFullDate(SCB_CARD.dateAtLineEnd.exec(chosen.text)?.[1] ?? '') : undefined;
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
    if (tableHeaders(lines).size === 0) return 0;
    const named = lines.some((line) => /Standard Chartered/i.test(line.text));
    if (named) return isScbMetadata(pdf) ? 0.95 : 0.85;
    const previous = lines.some((line) => SCB_CARD.opening.test(cleanDescription(line.text)));
    return isScbMetadata(pdf) && previous ? 0.7 : 0;
  },
  parse(_pdf, lines) {
    const date = statementDate(lines);
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    // Columns come from each page's own header; a page without one keeps the last page's.
    let columns: HeaderAt | undefined;
    let inTable = false;
    let previousRow: OpenRow | undefined;
    let tableLinesOnPage = 0;
    const headers = tableHeaders(lines);
    // Lines above a page's first header (page headings, the statement date repeated) are furniture.
    const headerYs = new Map<number, number>();
    for (const line of headers.keys()) if (!headerYs.has(line.page)) headerYs.set(line.page, line.y);
    let page = 0;
    // Lines of the table before its first row: the card's name and number.
    const cardTexts: string[] = [];

    for (const line of lines) {
      if (line.page !== page) {
        page = line.page;
        tableLinesOnPage = 0;
      }
      const headerY = headerYs.get(line.page);
      if (headerY !== undefined && line.y < headerY) continue;
      const text = cleanDescription(line.text);
      const header = headers.get(line);
      if (header) {
        columns = header;
        inTable = true;
        continue;
      }
      if (!inTable || !columns) continue;
      // The header's lower lines ("Date  Date").
      if (line.page === columns.page && line.y <= columns.bottomY) continue;
      tableLinesOnPage += 1;
      const amount = rowAmount(line, columns);
      if (SCB_CARD.opening.test(text)) {
        if (amount) openingBalanceCents = amount.cents;
        previousRow = undefined;
        continue;
      }
      if (SCB_CARD.closing.test(text) && amount) {
        closingCents ??= amount.cents;
        inTable = false;
        previousRow = undefined;
        continue;
      }
      const row = amount ? postedRow(line, amount, date, columns.transactionDateFirst) : undefined;
      if (row) {
        const transaction = { ...row, description: cleanDescription(row.description.replace(SCB_CARD.reference, ' ')) };
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      // Wrapped text, a reference or the foreign amount under a row (also at the top of the next page).
      const open = amount ? undefined : openRowFor(previousRow, line, columns.descriptionX, tableLinesOnPage);
      if (open) {
        const { transaction } = open;
        const foreign = SCB_CARD.foreign.exec(text);
        const rest = cleanDescription(text.replace(SCB_CARD.reference, ' '));
        if (foreign) transaction.foreignAmount = `${foreign[1] ?? ''} ${foreign[2] ?? ''}`;
        else if (rest) transaction.description = `${transaction.description} ${rest}`;
        previousRow = { line, transaction };
        continue;
      }
      if (!amount && transactions.length === 0) cardTexts.push(text);
      if (closesRow(previousRow, line)) previousRow = undefined;
    }

    if (closingCents === undefined) {
      // The summary box's figure: what is owed, unless marked CR.
      const owed = labelledAmount(lines, SCB_CARD.closingBox);
      if (owed) closingCents = owed.credit ? owed.cents : -owed.cents;
    }
    const name = cardTexts.map((text) => SCB_CARD.cardName.exec(text)?.[1]).find(Boolean);
    return cardStatement({
      bank: 'standard_chartered',
      account: {
        institution: 'Standard Chartered',
        name: name ? titleCaseWords(cleanDescription(name)) : 'Standard Chartered Credit Card',
        last4: labelledLast4(cardTexts) ?? labelledLast4(lines.map((line) => line.text)),
        statementDate: date,
        creditLimitCents: labelledAmount(lines, SCB_CARD.creditLimit)?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents,
      closingLabel: 'new balance',
      statementName: 'Standard Chartered statement',
    });
  },
};
