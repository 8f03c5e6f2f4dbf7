import { parseAmount, type ParsedAmount } from '../../money/money';
import { findFullDate, inferYearDate, monthNumber } from '../statement-dates';
import { rowAbove, type OpenRow } from '../row-continuation';
import {
  amountAtLineEnd,
  cardCents,
  cleanDescription,
  closeOcrAmountGaps,
  lastFourDigits,
  parseMoneyCell,
  titleCaseWords,
} from '../statement-text';
import { reconcile } from '../reconcile';
import { isHeaderLine, roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { CARD_LABELS, labelCell, labelledAmount, startsWithLabel } from './card-summary-labels';
import { closesRow } from './page-break-rows';
import { stackedHeader } from './stacked-header';
import { statementDateOrPeriodEnd } from './statement-date-labels';

/**
 * Bank knowledge as data: what Maybank card templates print. Real statements only have an OCR'd text
 * layer, so every pattern tolerates stray spaces.
 */
const MAYBANK_CARD = {
  /** Posting date, transaction date, description, amount, on one line or stacked over two. */
  headerRoles: ['postingDate', 'date', 'description', 'amount'] as const,
  /** "AS AT 20 OCT 2023", Maybank's own statement date label (other labels are the shared ones). */
  asAt: /\bAS\s*AT\s*:?\s*(.+)$/i,
  previousBalance: startsWithLabel(CARD_LABELS.previousBalance),
  subTotal: /^SUB[- ]?TOTAL\b/i,
  grandTotal: startsWithLabel(['grand total', ...CARD_LABELS.closingBalance]),
  totalDue: labelCell(CARD_LABELS.closingBalance),
  creditLimit: labelCell(CARD_LABELS.creditLimit),
  foreign: /^[A-Z]{3} ?[\d,]+\.\d{2}$/,
  /** A card's number as headings print it, masked: "5243 72XX XXXX 1003", "************1003". */
  cardNumber: /(?:card\s*(?:no\.?|number)\s*:?\s*)?(?:(?:[\dX*]{4}[ -]?){3}\d{4}|[X*]{6,}[ -]?\d{4})\b/i,
};
const MONTH = '(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)';
/** Posting date, transaction date ("05OCT 03OCT"), description; OCR may add a capital before a day ("I05OCT"). */
const ROW_START = new RegExp(`^[A-Z]?(\\d{1,2}) ?${MONTH}\\s+[A-Z]?(\\d{1,2}) ?${MONTH}\\s+(.+)$`, 'i');
const DATE_CELL = new RegExp(`^(?:[A-Z]?\\d{1,2} ?${MONTH}\\s*)+$`, 'i');
/** A wrapped description or foreign-amount line starts in its row's description column. */
const COLUMN_SLACK = 12;

interface CardSection {
  name?: string;
  last4?: string;
  openingCents: number;
  rowsCents: number;
  /** The card's new balance as printed on its SUB-TOTAL line (signed, owed negative). */
  subtotalCents?: number;
}

function readOcrAmount(text: string): ParsedAmount | undefined {
  return parseMoneyCell(closeOcrAmountGaps(text));
}

/** A summary figure ("S$12,000.00", "SGD 1 ,234.50") with OCR gaps closed. */
function readOcrAmountWithCurrency(text: string): ParsedAmount | undefined {
  return parseAmount(closeOcrAmountGaps(text));
}

/** The card amount ending a line (trailing CR marks a payment or refund: money in). */
function lineAmount(line: StatementLine): { cents: number; cells: number } | undefined {
  const end = amountAtLineEnd(line, readOcrAmount);
  return end ? { cents: cardCents(end.amount), cells: end.cells } : undefined;
}

function compactText(lines: readonly StatementLine[]): string {
  return lines
    .map((line) => line.text)
    .join(' ')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/** "AS AT 20 OCT 2023" (Maybank's wording), else a statement date or period under the shared labels. */
function findStatementDate(lines: readonly StatementLine[]): string {
  for (const line of lines) {
    const match = MAYBANK_CARD.asAt.exec(line.text);
    const date = match?.[1] ? findFullDate(match[1].replace(/\s+/g, ' ')) : undefined;
    if (date) return date;
  }
  const labelled = statementDateOrPeriodEnd(lines);
  if (labelled) return labelled;
  throw new StatementParseError('This Maybank statement has no readable statement date.');
}

/** A table header's columns, and where it ends (its lower lines are the header's, not the table's). */
interface HeaderAt {
  page: number;
  bottomY: number;
  descriptionX: number;
}

/** Each header of the table (by its first line): the columns by meaning, on one line or stacked over two. */
function tableHeaders(lines: readonly StatementLine[]): Map<StatementLine, HeaderAt> {
  const headers = new Map<StatementLine, HeaderAt>();
  for (const [index, line] of lines.entries()) {
    if (line.cells.length > 8 || /\d[.,]\d{2}\b/.test(line.text)) continue;
    const stacked = stackedHeader(lines, index);
    if (!stacked || !isHeaderLine(cleanDescription(stacked.line.text), MAYBANK_CARD.headerRoles)) continue;
    const { cells } = stacked.line;
    const description = cells[roleCellIndex(cells, 'description')] ?? cells[2];
    if (description) headers.set(line, { page: line.page, bottomY: stacked.bottomY, descriptionX: description.x });
  }
  return headers;
}

/** Each card against its own sub-total first (names the card that breaks), then all cards together. */
function reconcileCards(cards: CardSection[], grandTotalCents: number | undefined, sumCents: number): Reconciliation {
  for (const card of cards) {
    const actual = card.openingCents + card.rowsCents;
    if (card.subtotalCents !== undefined && card.subtotalCents !== actual) {
      return reconcile(`sub-total of the card ending ${card.last4 ?? '(unknown)'}`, card.subtotalCents, actual);
    }
  }
  const subtotals = cards.map((card) => card.subtotalCents);
  const subtotalSum = subtotals.every((value) => value !== undefined)
    ? subtotals.reduce<number>((total, value) => total + (value ?? 0), 0)
    : undefined;
  if (grandTotalCents !== undefined) return reconcile('total amount due', grandTotalCents, sumCents);
  return reconcile('sum of the card sub-totals', cards.length > 0 ? subtotalSum : undefined, sumCents);
}

/** Maybank Singapore credit card statements (OCR'd scans), possibly several cards in one PDF. */
export const MAYBANK_CREDIT_PARSER: StatementParser = {
  id: 'maybank-credit',
  bank: 'maybank',
  detect(_pdf, lines) {
    if (tableHeaders(lines).size === 0) return 0;
    const text = compactText(lines);
    if (text.includes('maybank2u.com.sg') && text.includes('paymentdue')) return 0.9;
    // Text fallback: the bank's name plus a previous-balance label.
    return text.includes('maybank') &&
      lines.some((line) => MAYBANK_CARD.previousBalance.test(cleanDescription(line.text)))
      ? 0.75
      : 0;
  },
  parse(_pdf, lines) {
    const statementDate = findStatementDate(lines);
    const transactions: ParsedTransaction[] = [];
    const cards: CardSection[] = [];
    let grandTotalCents: number | undefined;
    let inTable = false;
    let header: HeaderAt | undefined;
    const headers = tableHeaders(lines);
    // Lines above a page's first header (the logo, the statement date repeated) are page furniture.
    const headerYs = new Map<number, number>();
    for (const line of headers.keys()) if (!headerYs.has(line.page)) headerYs.set(line.page, line.y);
    let page = 0;
    let tableLinesOnPage = 0;
    /** The last row read, with where its description starts; it stays open across a page break. */
    let previousRow: (OpenRow & { descriptionX: number }) | undefined;
    const currentCard = (): CardSection => {
      const card = cards[cards.length - 1] ?? { openingCents: 0, rowsCents: 0 };
      if (cards.length === 0) cards.push(card);
      return card;
    };

    for (const line of lines) {
      if (line.page !== page) {
        page = line.page;
        tableLinesOnPage = 0;
      }
      const headerY = headerYs.get(line.page);
      if (headerY !== undefined && line.y < headerY) continue;
      const text = cleanDescription(line.text);
      const found = headers.get(line);
      if (found) {
        header = found;
        inTable = true;
        continue;
      }
      if (!inTable || !header) continue;
      if (line.page === header.page && line.y <= header.bottomY) continue;
      tableLinesOnPage += 1;
      const amount = lineAmount(line);
      const number = amount ? null : MAYBANK_CARD.cardNumber.exec(text);
      if (number) {
        cards.push({
          name: cleanDescription(text.slice(0, number.index)) || undefined,
          last4: lastFourDigits(number[0]),
          openingCents: 0,
          rowsCents: 0,
        });
        previousRow = undefined;
        continue;
      }
      if (MAYBANK_CARD.previousBalance.test(text) && amount) {
        currentCard().openingCents = amount.cents;
        previousRow = undefined;
        continue;
      }
      if (MAYBANK_CARD.subTotal.test(text) && amount) {
        currentCard().subtotalCents = amount.cents;
        previousRow = undefined;
        continue;
      }
      if (MAYBANK_CARD.grandTotal.test(text) && amount) {
        grandTotalCents = amount.cents;
        inTable = false;
        continue;
      }
      const words = cleanDescription(
        line.cells
          .slice(0, line.cells.length - (amount?.cells ?? 0))
          .map((cell) => cell.text)
          .join(' '),
      );
      const row = amount ? ROW_START.exec(words) : null;
      if (row && amount) {
        const month = monthNumber(row[4] ?? '');
        const date = month ? inferYearDate(Number(row[3]), month, statementDate) : undefined;
        if (!date) continue;
        const transaction: ParsedTransaction = {
          date,
          description: cleanDescription(row[5] ?? ''),
          amountCents: amount.cents,
        };
        transactions.push(transaction);
        currentCard().rowsCents += amount.cents;
        const descriptionCell = line.cells.find((cell) => !DATE_CELL.test(cell.text));
        previousRow = { line, descriptionX: descriptionCell?.x ?? header.descriptionX, transaction };
        continue;
      }
      // Lines right under a row in the description column (or the first of the next page's table, when a
      // page break splits the row): wrapped text or the foreign amount.
      const firstX = line.cells[0]?.x ?? Number.NaN;
      const open =
        rowAbove(previousRow, line) ??
        (previousRow && line.page === previousRow.line.page + 1 && tableLinesOnPage === 1
          ? { ...previousRow, descriptionX: header.descriptionX }
          : undefined);
      if (open && Math.abs(firstX - open.descriptionX) < COLUMN_SLACK) {
        const target = open.transaction;
        if (MAYBANK_CARD.foreign.test(text)) target.foreignAmount = text.replace(/^([A-Z]{3}) ?/, '$1 ');
        else if (!amount) target.description = cleanDescription(`${target.description} ${text}`);
        else {
          previousRow = undefined;
          continue;
        }
        previousRow = { ...open, line };
        continue;
      }
      // A line right under a row that does not continue it closes the row; furniture further down does not.
      if (closesRow(previousRow, line)) previousRow = undefined;
    }

    if (transactions.length === 0 && cards.every((card) => card.openingCents === 0)) {
      throw new StatementParseError('No transactions were found in this Maybank statement.');
    }
    const printedDue = labelledAmount(lines, MAYBANK_CARD.totalDue, readOcrAmountWithCurrency);
    grandTotalCents ??= printedDue ? cardCents(printedDue) : undefined;
    const openingBalanceCents = cards.reduce((total, card) => total + card.openingCents, 0);
    const sum = openingBalanceCents + transactions.reduce((total, row) => total + row.amountCents, 0);
    const primary = cards[0];
    return {
      bank: 'maybank',
      account: {
        institution: 'Maybank',
        name: primary?.name ? titleCaseWords(primary.name) : 'Maybank Credit Card',
        accountType: 'credit',
        last4: primary?.last4,
        currency: 'SGD',
        statementDate,
        balanceCents: grandTotalCents ?? sum,
        creditLimitCents: labelledAmount(lines, MAYBANK_CARD.creditLimit, readOcrAmountWithCurrency)?.cents,
      },
      openingBalanceCents,
      transactions,
      reconciliation: reconcileCards(cards, grandTotalCents, sum),
    } satisfies ParsedStatement;
  },
};
