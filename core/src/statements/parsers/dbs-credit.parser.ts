import { parseAmount } from '../../money/money';
import { labelledLast4, lastFourDigits } from '../account-numbers';
import { cardStatement } from '../card-statement';
import { type OpenRow } from '../row-continuation';
import { parseDayMonthName } from '../statement-dates';
import {
  amountAtLineEnd,
  amountBeside,
  cardCents,
  cleanDescription,
  titleCaseCapitals,
  valueUnder,
} from '../statement-text';
import { isHeaderLine, roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { dbsConfidence, dbsStatementDate } from './dbs-common';
import { closesRow, firstHeaderYByPage, openRowFor } from './page-break-rows';

/** Bank knowledge as data: the labels DBS card templates print, in any case. */
const DBS_CARD = {
  headerRoles: ['date', 'description', 'amount'] as const,
  rowDate: /^(\d{1,2}) ?(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)\b\.?\s*/i,
  /** "DBS LIVE FRESH CARD NO.: 4119 XXXX XXXX 1234". */
  cardHeading: /^((?:DBS|POSB)\b.*?)\s*CARD\s*(?:NO\.?|NUMBER)\s*:?\s*(.+)$/i,
  opening: /^PREVIOUS\s+BALANCE\b/i,
  grandTotal: /^GRAND\s+TOTAL\b/i,
  cardTotal: /^TOTAL\s*:/i,
  subTotal: /^SUB-?\s?TOTAL\b/i,
  /** A spelled-out foreign amount under a row: "U. S. DOLLAR 100.00". */
  foreign: /^[A-Z][A-Z. ]+ [\d,]+\.\d{2}$/i,
  reference: /^REF\s*NO/i,
  creditLimit: /^CREDIT\s+LIMIT:?$/i,
};

/** A table header: the columns by meaning, on a short line with no figures. */
function isTableHeader(line: StatementLine): boolean {
  return (
    line.cells.length <= 6 &&
    !/\d[.,]\d{2}\b/.test(line.text) &&
    isHeaderLine(cleanDescription(line.text), DBS_CARD.headerRoles)
  );
}

function headerColumns(line: StatementLine): { descriptionX: number; amountX: number } | undefined {
  const description = line.cells[roleCellIndex(line.cells, 'description')];
  const amount = line.cells[roleCellIndex(line.cells, 'amount')];
  if (description && amount) return { descriptionX: description.x, amountX: amount.x };
  const first = line.cells[1] ?? line.cells[0];
  const last = line.cells[line.cells.length - 1];
  return first && last ? { descriptionX: first.x, amountX: last.x } : undefined;
}

/** "$10,000.00", "S$10,000.00", "SGD 10,000.00". */
function limitCents(text: string | undefined): number | undefined {
  return text ? parseAmount(text.replace(/^\s*(?:S\$|\$|SGD)\s*/i, ''))?.cents : undefined;
}

/** DBS and POSB credit card statements: DD MON rows, trailing CR for credits, per-card totals. */
export const DBS_CREDIT_PARSER: StatementParser = {
  id: 'dbs-credit',
  bank: 'dbs',
  detect(pdf, lines) {
    if (!lines.some(isTableHeader)) return 0;
    return dbsConfidence(pdf, lines);
  },
  parse(_pdf, lines) {
    const statementDate = dbsStatementDate(lines);
    if (!statementDate) throw new StatementParseError('This DBS statement has no readable statement date.');

    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let totalOwedCents: number | undefined;
    let grandTotalSeen = false;
    let name: string | undefined;
    let last4: string | undefined;
    let columns: { descriptionX: number; amountX: number } | undefined;
    let inTable = false;
    let previousRow: OpenRow | undefined;
    let tableLinesOnPage = 0;
    const headerYs = firstHeaderYByPage(lines, isTableHeader);
    let page = 0;

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
        inTable = !grandTotalSeen;
        continue;
      }
      if (!inTable || !columns) continue;
      tableLinesOnPage += 1;
      const heading = DBS_CARD.cardHeading.exec(text);
      if (heading) {
        name ??= cleanDescription(`${heading[1] ?? 'DBS'} Card`);
        last4 ??= lastFourDigits(heading[2] ?? '');
        previousRow = undefined;
        continue;
      }
      const end = amountAtLineEnd(line);
      const amount = end && end.cell.right > columns.amountX ? end : undefined;
      const cents = amount ? cardCents(amount.amount) : undefined;
      if (DBS_CARD.opening.test(text)) {
        if (cents !== undefined) openingBalanceCents = (openingBalanceCents ?? 0) + cents;
        previousRow = undefined;
        continue;
      }
      if (DBS_CARD.grandTotal.test(text) && cents !== undefined) {
        totalOwedCents = cents;
        grandTotalSeen = true;
        inTable = false;
        continue;
      }
      if (DBS_CARD.cardTotal.test(text) || DBS_CARD.subTotal.test(text)) {
        if (DBS_CARD.cardTotal.test(text) && cents !== undefined) totalOwedCents ??= cents;
        previousRow = undefined;
        continue;
      }
      const dated = DBS_CARD.rowDate.exec(text);
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
      const open = amount || dated ? undefined : openRowFor(previousRow, line, columns.descriptionX, tableLinesOnPage);
      if (open) {
        // REF NO lines and other notes under a row belong to it but are not part of the description.
        if (!DBS_CARD.reference.test(text) && DBS_CARD.foreign.test(text)) open.transaction.foreignAmount = text;
        previousRow = { line, transaction: open.transaction };
        continue;
      }
      if (closesRow(previousRow, line)) previousRow = undefined;
    }

    return cardStatement({
      bank: 'dbs',
      account: {
        institution: 'DBS',
        name: name ? titleCaseCapitals(name) : 'DBS Credit Card',
        last4: last4 ?? labelledLast4(lines.map((line) => line.text)),
        statementDate,
        creditLimitCents:
          limitCents(valueUnder(lines, DBS_CARD.creditLimit)) ?? amountBeside(lines, DBS_CARD.creditLimit)?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents: totalOwedCents,
      closingLabel: 'total',
      statementName: 'DBS statement',
    });
  },
};
