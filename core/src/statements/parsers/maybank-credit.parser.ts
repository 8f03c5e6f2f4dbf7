import { parseAmount, type ParsedAmount } from '../../money/money';
import { CARD_NUMBER } from '../account-numbers';
import {
  hasStatementTableHeader,
  readStatementTable,
  type TableSection,
  type StatementTableProfile,
} from '../statement-table';
import { findFullDate } from '../statement-dates';
import {
  cardCents,
  cleanDescription,
  closeOcrAmountGaps,
  lastFourDigits,
  parseMoneyCell,
  titleCaseWords,
} from '../statement-text';
import { reconcile } from '../reconcile';
import type { ParsedStatement, Reconciliation, StatementLine, StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { CARD_LABELS, startsWithLabel, summaryAmount } from './card-summary-labels';
import { statementDateOrPeriodEnd } from './statement-date-labels';

const PREVIOUS_BALANCE = startsWithLabel(CARD_LABELS.previousBalance);

/** "S$12,000.00", "SGD 1 ,234.50": OCR gaps closed. */
function readOcrAmount(text: string): ParsedAmount | undefined {
  return parseMoneyCell(closeOcrAmountGaps(text));
}

/**
 * Bank knowledge as data: how Maybank card templates print their table. Real statements only have an
 * OCR'd text layer, so every pattern tolerates stray spaces and rows start under their own words.
 */
const MAYBANK_TABLE: StatementTableProfile = {
  /** Posting date, transaction date, description, amount, on one line or stacked over two. */
  header: {
    roles: ['postingDate', 'date', 'description', 'amount'],
    maxCells: 8,
    descriptionFallback: 2,
    stacked: 'wordsBelow',
  },
  /** "05OCT 03OCT" or "05/10 03/10" (day first); OCR may add a capital before a day ("I05OCT"). */
  rowDates: { numeric: 'dayFirst', twoDates: true, ocr: true },
  readAmount: readOcrAmount,
  /** A card's number as headings print it, masked: "5243 72XX XXXX 1003", "************1003". */
  cardHeading: new RegExp(String.raw`(?:card\s*(?:no\.?|number)\s*:?\s*)?(?:${CARD_NUMBER})\b`, 'i'),
  figures: [
    { figure: 'opening', label: PREVIOUS_BALANCE, combine: 'last', needsAmount: true },
    /** A card's new balance. */
    { figure: 'subTotal', label: /^SUB[- ]?TOTAL\b/i, combine: 'last', needsAmount: true },
    {
      figure: 'grandTotal',
      label: startsWithLabel(['grand total', ...CARD_LABELS.closingBalance]),
      combine: 'last',
      needsAmount: true,
      endsTable: 'untilHeader',
    },
  ],
  wrappedLines: [{ match: /^([A-Z]{3}) ?([\d,]+\.\d{2})$/, as: 'foreignAmount' }],
  otherWrappedLines: 'description',
  wrappedAlign: 'row',
};
/** "AS AT 20 OCT 2023", Maybank's own statement date label (other labels are the shared ones). */
const AS_AT = /\bAS\s*AT\s*:?\s*(.+)$/i;

/** A summary figure ("S$12,000.00", "SGD 1 ,234.50") with OCR gaps closed. */
function readOcrAmountWithCurrency(text: string): ParsedAmount | undefined {
  return parseAmount(closeOcrAmountGaps(text));
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
    const match = AS_AT.exec(line.text);
    const date = match?.[1] ? findFullDate(match[1].replace(/\s+/g, ' ')) : undefined;
    if (date) return date;
  }
  const labelled = statementDateOrPeriodEnd(lines);
  if (labelled) return labelled;
  throw new StatementParseError('NO_STATEMENT_DATE', 'Maybank statement');
}

const sectionOpening = (card: TableSection): number => card.figures.get('opening')?.cents ?? 0;
const sectionLast4 = (card: TableSection): string | undefined =>
  card.heading ? lastFourDigits(card.heading[0]) : undefined;

/** Each card against its own sub-total first (names the card that breaks), then all cards together. */
function reconcileCards(
  cards: readonly TableSection[],
  grandTotalCents: number | undefined,
  sumCents: number,
): Reconciliation {
  for (const card of cards) {
    const actual = sectionOpening(card) + card.rowsCents;
    const subtotal = card.figures.get('subTotal')?.cents;
    if (subtotal !== undefined && subtotal !== actual) {
      return reconcile(`sub-total of the card ending ${sectionLast4(card) ?? '(unknown)'}`, subtotal, actual);
    }
  }
  const subtotals = cards.map((card) => card.figures.get('subTotal')?.cents);
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
    if (!hasStatementTableHeader(lines, MAYBANK_TABLE)) return 0;
    const text = compactText(lines);
    if (text.includes('maybank2u.com.sg') && text.includes('paymentdue')) return 0.9;
    // Text fallback: the bank's name plus a previous-balance label.
    return text.includes('maybank') && lines.some((line) => PREVIOUS_BALANCE.test(cleanDescription(line.text)))
      ? 0.75
      : 0;
  },
  parse(pdf, lines) {
    const statementDate = findStatementDate(lines);
    const table = readStatementTable(pdf, lines, MAYBANK_TABLE, statementDate);
    const cards = table.sections;
    const { transactions } = table;
    if (transactions.length === 0 && cards.every((card) => sectionOpening(card) === 0)) {
      throw new StatementParseError('NO_TRANSACTIONS', 'Maybank statement');
    }
    const printedDue = summaryAmount(lines, 'closingBalance', readOcrAmountWithCurrency);
    const grandTotalCents = table.figures.get('grandTotal')?.cents ?? (printedDue ? cardCents(printedDue) : undefined);
    const openingBalanceCents = cards.reduce((total, card) => total + sectionOpening(card), 0);
    const sum = openingBalanceCents + transactions.reduce((total, row) => total + row.amountCents, 0);
    const primary = cards[0]?.heading;
    const name = primary ? cleanDescription(primary.input.slice(0, primary.index)) : '';
    return {
      bank: 'maybank',
      account: {
        institution: 'Maybank',
        name: name ? titleCaseWords(name) : 'Maybank Credit Card',
        accountType: 'credit',
        last4: cards[0] ? sectionLast4(cards[0]) : undefined,
        currency: 'SGD',
        statementDate,
        balanceCents: grandTotalCents ?? sum,
        creditLimitCents: summaryAmount(lines, 'creditLimit', readOcrAmountWithCurrency)?.cents,
      },
      openingBalanceCents,
      transactions,
      reconciliation: reconcileCards(cards, grandTotalCents, sum),
    } satisfies ParsedStatement;
  },
};
