import { labelledLast4 } from '../account-numbers';
import { cardStatement } from '../card-statement';
import { type OpenRow } from '../row-continuation';
import { parseDayMonthName } from '../statement-dates';
import { amountAtLineEnd, cardCents, cleanDescription, titleCaseCapitals } from '../statement-text';
import { isHeaderLine, roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type StatementLine,
  type ParsedTransaction,
  type StatementParser,
} from '../statement.types';
import { labelledStatementDate } from './statement-date-labels';
import { closesRow, firstHeaderYByPage, openRowFor } from './page-break-rows';

/** Bank knowledge as data: the labels Citibank templates print, in any case. */
const CITI = {
  headerRoles: ['date', 'description', 'amount'] as const,
  opening: /^(?:BALANCE\s+(?:FROM\s+)?PREVIOUS\s+STATEMENT|PREVIOUS\s+(?:STATEMENT\s+)?BALANCE)\b/i,
  /** The statement's closing figure (the last one printed wins). */
  closing: /^(?:GRAND\s+TOTAL|TOTAL\s+FOR\s+ALL\s+CARDS?)\b/i,
  /** Per-card totals: figures, never rows. */
  subTotal: /^(?:SUB-?\s?TOTAL|TOTAL\s+FOR\b|TOTAL\s*:)/i,
  foreign: /^FOREIGN\s+AMOUNT\s*:?\s*(.+)$/i,
  cardName: /^(CITI\b.*?CARD)\b/i,
  /** "14 NOV", "14 Nov", and "14NOV" as some text layers print it. */
  rowDate: /^(\d{1,2}) ?(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)\b\.?\s*/i,
};

function isRicoh(creator: string | undefined, producer: string | undefined): boolean {
  return /Ricoh Americas Corporation, AFP2PDF/i.test(`${creator ?? ''}|${producer ?? ''}`);
}

/** A table header: the three columns by meaning, on a short line with no figures. */
function isTableHeader(line: StatementLine): boolean {
  return (
    line.cells.length <= 6 &&
    !/\d[.,]\d{2}\b/.test(line.text) &&
    isHeaderLine(cleanDescription(line.text), CITI.headerRoles)
  );
}

/** Where the description and amount columns sit, from a header line. */
function headerColumns(line: StatementLine): { descriptionX: number; amountX: number } | undefined {
  const description = line.cells[roleCellIndex(line.cells, 'description')];
  const amount = line.cells[roleCellIndex(line.cells, 'amount')];
  if (description && amount) return { descriptionX: description.x, amountX: amount.x };
  // Header words drawn into one cell: positions from the line's first and last cells.
  const first = line.cells[1] ?? line.cells[0];
  const last = line.cells[line.cells.length - 1];
  return first && last ? { descriptionX: first.x, amountX: last.x } : undefined;
}

/** Citibank Singapore credit card statements. */
export const CITIBANK_CREDIT_PARSER: StatementParser = {
  id: 'citibank-credit',
  bank: 'citibank',
  detect(pdf, lines) {
    const header = lines.some(isTableHeader);
    if (isRicoh(pdf.metadata.creator, pdf.metadata.producer)) return header ? 0.95 : 0.6;
    return header && lines.some((line) => /\bCITIBANK\b|\bCITI\b/i.test(line.text)) ? 0.75 : 0;
  },
  parse(_pdf, lines) {
    const statementDate = labelledStatementDate(lines);
    if (!statementDate) throw new StatementParseError('This Citibank statement has no readable statement date.');

    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let totalOwedCents: number | undefined;
    let name: string | undefined;
    let columns: { descriptionX: number; amountX: number } | undefined;
    let inTable = false;
    // The last row read; it stays open to the end of its page so a page break can split its description.
    let previousRow: OpenRow | undefined;
    let tableLinesOnPage = 0;
    const headerYs = firstHeaderYByPage(lines, isTableHeader);
    let page = 0;
    const cardTexts: string[] = [];

    for (const line of lines) {
      if (line.page !== page) {
        page = line.page;
        tableLinesOnPage = 0;
      }
      const headerY = headerYs.get(line.page);
      if (headerY !== undefined && line.y < headerY) continue;
      const text = cleanDescription(line.text);
      if (isTableHeader(line)) {
        columns = headerColumns(line) ?? columns;
        inTable = true;
        continue;
      }
      if (!inTable || !columns) continue;
      tableLinesOnPage += 1;
      const end = amountAtLineEnd(line);
      // An amount belongs to the table only when it ends in the amount column.
      const amount = end && end.cell.right > columns.amountX ? end : undefined;
      const cents = amount ? cardCents(amount.amount) : undefined;
      if (CITI.opening.test(text)) {
        if (cents !== undefined) openingBalanceCents = cents;
        previousRow = undefined;
        continue;
      }
      if (CITI.closing.test(text) && cents !== undefined) {
        totalOwedCents = cents;
        inTable = false;
        previousRow = undefined;
        continue;
      }
      if (CITI.subTotal.test(text)) {
        previousRow = undefined;
        continue;
      }
      const dated = CITI.rowDate.exec(text);
      if (dated && amount && cents !== undefined) {
        const date = parseDayMonthName(`${dated[1] ?? ''} ${dated[2] ?? ''}`, statementDate);
        const words = line.cells.slice(0, line.cells.length - amount.cells).map((cell) => cell.text);
        const description = cleanDescription(cleanDescription(words.join(' ')).slice(dated[0].length));
        if (date && description) {
          const transaction: ParsedTransaction = { date, description, amountCents: cents };
          transactions.push(transaction);
          previousRow = { line, transaction };
          continue;
        }
      }
      if (!dated && !amount && !previousRow) cardTexts.push(text);
      const open = openRowFor(previousRow, line, columns.descriptionX, tableLinesOnPage);
      const foreign = CITI.foreign.exec(text);
      if (open && foreign) {
        open.transaction.foreignAmount = cleanDescription(foreign[1] ?? '');
        previousRow = { line, transaction: open.transaction };
        continue;
      }
      if (open && !amount && !dated) {
        open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
        previousRow = { line, transaction: open.transaction };
        continue;
      }
      // A line right under a row that does not continue it closes the row; furniture further down does not.
      if (closesRow(previousRow, line)) previousRow = undefined;
    }
    for (const text of cardTexts) name ??= CITI.cardName.exec(text)?.[1];
    return cardStatement({
      bank: 'citibank',
      account: {
        institution: 'Citibank',
        name: name ? titleCaseCapitals(name) : 'Citibank Credit Card',
        last4: labelledLast4(cardTexts) ?? labelledLast4(lines.map((line) => line.text)),
        statementDate,
      },
      openingBalanceCents,
      transactions,
      closingCents: totalOwedCents,
      closingLabel: 'grand total',
      statementName: 'Citibank statement',
    });
  },
};
