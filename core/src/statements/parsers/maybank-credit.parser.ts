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
  valueUnder,
} from '../statement-text';
import { reconcile } from '../reconcile';
import {
  StatementParseError,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

/** Real Maybank SG statements only have an OCR'd text layer, so every pattern tolerates stray spaces. */
const TABLE_HEADER = /DESCRIPTION\s*OF\s*TRANSACTION.*TRANSACTION\s*AMOUNT/i;
const MONTH = '(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)';
/** Posting date, transaction date ("05OCT 03OCT"), description; OCR may add a capital before a day ("I05OCT"). */
const ROW_START = new RegExp(`^[A-Z]?(\\d{1,2}) ?${MONTH}\\s+[A-Z]?(\\d{1,2}) ?${MONTH}\\s+(.+)$`);
const DATE_CELL = new RegExp(`^(?:[A-Z]?\\d{1,2} ?${MONTH}\\s*)+$`);
const STATEMENT_DATE = /\bAS\s*AT\s*:?\s*(\d{1,2}\s?[A-Z]{3}\s?\d{4})/i;
const PREVIOUS_BALANCE = /^OUTSTANDING BALANCE BROUGHT FORWARD\b/;
const SUBTOTAL = /^SUB[- ]?TOTAL\b/;
const GRAND_TOTAL = /^(?:GRAND TOTAL|TOTAL OUTSTANDING BALANCE|TOTAL AMOUNT DUE)\b/;
const CARD_HEADING = /^(MAYBANK\b.*?)\s*:?\s+((?:[\dX*]{4}[ -]?){3}\d{4})$/i;
const FOREIGN_AMOUNT = /^[A-Z]{3} ?[\d,]+\.\d{2}$/;
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

function findStatementDate(lines: readonly StatementLine[]): string {
  for (const line of lines) {
    const match = STATEMENT_DATE.exec(line.text);
    const date = match?.[1] ? findFullDate(match[1].replace(/\s+/g, ' ')) : undefined;
    if (date) return date;
  }
  throw new StatementParseError('This Maybank statement has no readable "AS AT" statement date.');
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
    const header = lines.some((line) => TABLE_HEADER.test(line.text));
    if (!header) return 0;
    const text = compactText(lines);
    if (text.includes('maybank2u.com.sg') && text.includes('paymentdue')) return 0.9;
    // Text fallback: the bank's name plus its own previous-balance label.
    return text.includes('maybank') && lines.some((line) => PREVIOUS_BALANCE.test(cleanDescription(line.text)))
      ? 0.75
      : 0;
  },
  parse(_pdf, lines) {
    const statementDate = findStatementDate(lines);
    const transactions: ParsedTransaction[] = [];
    const cards: CardSection[] = [];
    let grandTotalCents: number | undefined;
    let inTable = false;
    let descriptionX: number | undefined;
    /** The last row read, with where its description starts. */
    let previousRow: (OpenRow & { descriptionX: number }) | undefined;
    const currentCard = (): CardSection => {
      const card = cards[cards.length - 1] ?? { openingCents: 0, rowsCents: 0 };
      if (cards.length === 0) cards.push(card);
      return card;
    };

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (TABLE_HEADER.test(text)) {
        inTable = true;
        previousRow = undefined;
        const column = line.cells.find((cell) => /^DESCRIPTION/i.test(cell.text));
        descriptionX = column?.x;
        continue;
      }
      if (!inTable) continue;
      const heading = CARD_HEADING.exec(text);
      if (heading) {
        cards.push({
          name: cleanDescription(heading[1] ?? ''),
          last4: lastFourDigits(heading[2] ?? ''),
          openingCents: 0,
          rowsCents: 0,
        });
        previousRow = undefined;
        continue;
      }
      const amount = lineAmount(line);
      if (PREVIOUS_BALANCE.test(text) && amount) {
        currentCard().openingCents = amount.cents;
        previousRow = undefined;
        continue;
      }
      if (SUBTOTAL.test(text) && amount) {
        currentCard().subtotalCents = amount.cents;
        previousRow = undefined;
        continue;
      }
      if (GRAND_TOTAL.test(text) && amount) {
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
        previousRow = { line, descriptionX: descriptionCell?.x ?? descriptionX ?? 0, transaction };
        continue;
      }
      // Lines right under a row in the description column: wrapped text or the foreign amount.
      const open = rowAbove(previousRow, line);
      const firstX = line.cells[0]?.x ?? Number.NaN;
      if (open && Math.abs(firstX - open.descriptionX) < COLUMN_SLACK) {
        const target = open.transaction;
        if (FOREIGN_AMOUNT.test(text)) target.foreignAmount = text.replace(/^([A-Z]{3}) ?/, '$1 ');
        else if (!amount) target.description = cleanDescription(`${target.description} ${text}`);
        else {
          previousRow = undefined;
          continue;
        }
        previousRow = { ...open, line };
        continue;
      }
      previousRow = undefined;
    }

    if (transactions.length === 0 && cards.every((card) => card.openingCents === 0)) {
      throw new StatementParseError('No transactions were found in this Maybank statement.');
    }
    const summaryDue = valueUnder(lines, /^TOTAL AMOUNT DUE$/);
    const printedDue = summaryDue ? readOcrAmount(summaryDue.replace(/^S\$\s*/, '')) : undefined;
    grandTotalCents ??= printedDue ? cardCents(printedDue) : undefined;
    const openingBalanceCents = cards.reduce((total, card) => total + card.openingCents, 0);
    const sum = openingBalanceCents + transactions.reduce((total, row) => total + row.amountCents, 0);
    const primary = cards[0];
    const limitText = valueUnder(lines, /^CREDIT LIMIT$/);
    const limit = limitText ? parseAmount(closeOcrAmountGaps(limitText)) : undefined;
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
        creditLimitCents: limit?.cents,
      },
      openingBalanceCents,
      transactions,
      reconciliation: reconcileCards(cards, grandTotalCents, sum),
    } satisfies ParsedStatement;
  },
};
