import { labelledLast4, lastFourDigits } from '../account-numbers';
import { cardStatement } from '../card-statement';
import { type OpenRow } from '../row-continuation';
import { parseDayMonthName, parseDayMonthNumeric } from '../statement-dates';
import { amountAtLineEnd, cardCents, cleanDescription, titleCaseCapitals } from '../statement-text';
import { isHeaderLine, roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type ExtractedPdf,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { CARD_LABELS, labelCell, labelledAmount, startsWithLabel } from './card-summary-labels';
import { ocbcMarks } from './ocbc-common';
import { closesRow, firstHeaderYByPage, openRowFor } from './page-break-rows';
import { labelledStatementDate } from './statement-date-labels';

/** OCBC's own previous-balance wording: with the header it tells the layout even with no name printed. */
const LAST_MONTHS_BALANCE = /^LAST\s+MONTH'?S\s+BALANCE\b/i;

/** Bank knowledge as data: what OCBC card templates print, in any case. */
const OCBC_CARD = {
  headerRoles: ['date', 'description', 'amount'] as const,
  /** The previous balance: OCBC's own wording or any the shared card labels know. */
  opening: [LAST_MONTHS_BALANCE, startsWithLabel(CARD_LABELS.previousBalance)],
  /** The closing figure ("TOTAL AMOUNT DUE"); it ends the table (the payment slip after it repeats totals). */
  due: startsWithLabel(CARD_LABELS.closingBalance),
  subTotal: /^SUB[-\s]?TOTAL\b/i,
  total: /^(?:GRAND\s+)?TOTAL\b/i,
  /** "USD 12.34" under a row, or with its label in any case: "Foreign Currency USD 12.34". */
  foreignLabel: /^FOREIGN\s+(?:CURRENCY|AMOUNT)\s*:?\s*/i,
  /** The code in capitals, so a wrapped "Fee 1.25" stays part of the description. */
  foreignAmount: /^[A-Z]{3}\s+[\d,]+\.\d{2}$/,
  /** "05/03" as OCBC prints it; "05 MAR" / "05 Mar" in other templates. */
  rowDate: /^(?:(\d{1,2}\/\d{1,2})|(\d{1,2} ?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)))(?![\w/])\.?\s*/i,
  creditLimit: labelCell(CARD_LABELS.creditLimit),
  /** The product line under the header: "OCBC 365 CREDIT CARD". */
  cardName: /^(.*\bCARD)$/i,
  acronyms: /^OCBC$/,
};

/** How sure a statement with a card table header is OCBC's; OCBC's own wording when no name is printed. */
function ocbcConfidence(pdf: ExtractedPdf, lines: readonly StatementLine[]): number {
  const marks = ocbcMarks(pdf, lines);
  if (marks === 'producer') return 0.95;
  if (marks === 'named') return 0.9;
  if (lines.some((line) => LAST_MONTHS_BALANCE.test(cleanDescription(line.text)))) return 0.7;
  // "OCBC" only inside other text (a payment to an OCBC card): weaker than another bank's own marks.
  return marks === 'mentioned' ? 0.4 : 0;
}

/** A table header: the three columns by meaning, on a short line with no figures. */
function isTableHeader(line: StatementLine): boolean {
  return (
    line.cells.length <= 6 &&
    !/\d[.,]\d{2}\b/.test(line.text) &&
    isHeaderLine(cleanDescription(line.text), OCBC_CARD.headerRoles)
  );
}

/** Where the description and amount columns start, from a header line. */
function headerColumns(line: StatementLine): { descriptionX: number; amountX: number } | undefined {
  const description = line.cells[roleCellIndex(line.cells, 'description')];
  const amount = line.cells[roleCellIndex(line.cells, 'amount')];
  if (description && amount) return { descriptionX: description.x, amountX: amount.x };
  const first = line.cells[1] ?? line.cells[0];
  const last = line.cells[line.cells.length - 1];
  return first && last ? { descriptionX: first.x, amountX: last.x } : undefined;
}

/** A row's date: DD/MM or DD MON, the year from the statement date. */
function rowDate(dated: RegExpExecArray, statementDate: string): string | undefined {
  return dated[1] ? parseDayMonthNumeric(dated[1], statementDate) : parseDayMonthName(dated[2] ?? '', statementDate);
}

/**
 * The card's last four digits: a labelled number under the header, else the number OCBC prints beside the
 * cardholder's name, else a labelled or masked number anywhere (the payment slip).
 */
function cardLast4(cardTexts: readonly string[], lines: readonly StatementLine[]): string | undefined {
  const labelled = labelledLast4(cardTexts);
  if (labelled) return labelled;
  for (const text of cardTexts) {
    const printed = lastFourDigits(text);
    if (printed) return printed;
  }
  return labelledLast4(lines.map((line) => cleanDescription(line.text)));
}

/** OCBC credit card statements (365, Frank, 90°N...): DD/MM rows, credits in parentheses. */
export const OCBC_CREDIT_PARSER: StatementParser = {
  id: 'ocbc-credit',
  bank: 'ocbc',
  detect(pdf, lines) {
    if (!lines.some(isTableHeader)) return 0;
    return ocbcConfidence(pdf, lines);
  },
  parse(_pdf, lines) {
    // The payment slip prints "STATEMENT DATE : 01 AUG 23" beside its label, and a date beside its label
    // wins over one under it: on the anonymised example the box was altered (01-07-2023) while the rows
    // run to 31 July, which only fits the slip's 1 August (see the fixture README).
    const date = labelledStatementDate(lines);
    if (!date) throw new StatementParseError('This OCBC statement has no readable statement date.');
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingOwedCents: number | undefined;
    let totalCents: number | undefined;
    let subtotalCents: number | undefined;
    let columns: { descriptionX: number; amountX: number } | undefined;
    let inTable = false;
    let tableEnded = false;
    // The last row read; it stays open to the end of its page so a page break can split it from its lines.
    let previousRow: OpenRow | undefined;
    let tableLinesOnPage = 0;
    let page = 0;
    const headerYs = firstHeaderYByPage(lines, isTableHeader);
    // Lines under the header before the first row: the card's product name, cardholder and number.
    const cardTexts: string[] = [];

    for (const line of lines) {
      if (line.page !== page) {
        page = line.page;
        tableLinesOnPage = 0;
      }
      const headerY = headerYs.get(line.page);
      if (headerY !== undefined && line.y < headerY) continue;
      if (isTableHeader(line)) {
        columns = headerColumns(line) ?? columns;
        inTable = !tableEnded;
        continue;
      }
      if (!inTable || !columns) continue;
      tableLinesOnPage += 1;
      const text = cleanDescription(line.text);
      const end = amountAtLineEnd(line);
      // An amount belongs to the table only when it ends in the amount column.
      const amount = end && end.cell.right > columns.amountX ? end : undefined;
      const cents = amount ? cardCents(amount.amount) : undefined;
      if (OCBC_CARD.opening.some((label) => label.test(text))) {
        if (cents !== undefined) openingBalanceCents = cents;
        previousRow = undefined;
        continue;
      }
      if (OCBC_CARD.due.test(text) && cents !== undefined) {
        closingOwedCents = cents;
        inTable = false;
        tableEnded = true;
        continue;
      }
      if (OCBC_CARD.subTotal.test(text) || OCBC_CARD.total.test(text)) {
        if (OCBC_CARD.subTotal.test(text)) subtotalCents ??= cents;
        else totalCents ??= cents;
        previousRow = undefined;
        continue;
      }
      const dated = OCBC_CARD.rowDate.exec(text);
      if (dated && amount && cents !== undefined) {
        const rowOn = rowDate(dated, date);
        const words = line.cells.slice(0, line.cells.length - amount.cells).map((cell) => cell.text);
        const description = cleanDescription(cleanDescription(words.join(' ')).slice(dated[0].length));
        if (rowOn && description) {
          const transaction: ParsedTransaction = { date: rowOn, description, amountCents: cents };
          transactions.push(transaction);
          previousRow = { line, transaction };
          continue;
        }
      }
      if (!dated && !amount && !previousRow) cardTexts.push(text);
      // A line under a row in the description column: its foreign amount or the rest of its description.
      const open = amount || dated ? undefined : openRowFor(previousRow, line, columns.descriptionX, tableLinesOnPage);
      if (open) {
        const foreign = text.replace(OCBC_CARD.foreignLabel, '');
        if (OCBC_CARD.foreignAmount.test(foreign)) open.transaction.foreignAmount = foreign;
        else open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
        previousRow = { line, transaction: open.transaction };
        continue;
      }
      // A line right under a row that does not continue it closes the row; furniture further down does not.
      if (closesRow(previousRow, line)) previousRow = undefined;
    }

    const name = cardTexts.map((text) => OCBC_CARD.cardName.exec(text)?.[1]).find(Boolean);
    return cardStatement({
      bank: 'ocbc',
      account: {
        institution: 'OCBC',
        name: name ? titleCaseCapitals(name, OCBC_CARD.acronyms) : 'OCBC Credit Card',
        last4: cardLast4(cardTexts, lines),
        statementDate: date,
        creditLimitCents: labelledAmount(lines, OCBC_CARD.creditLimit)?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents: closingOwedCents ?? totalCents ?? subtotalCents,
      closingLabel: 'total amount due',
      statementName: 'OCBC statement',
    });
  },
};
