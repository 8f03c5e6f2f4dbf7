import { labelledLast4 } from '../account-numbers';
import { cardAmountInColumn, cardStatement, postedRow, type CardColumns } from '../card-statement';
import { type OpenRow } from '../row-continuation';
import { buildLines } from '../statement-lines';
import { cleanDescription, titleCaseCapitals } from '../statement-text';
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
import { closesRow, firstHeaderYByPage, openRowFor } from './page-break-rows';
import { statementDateOrPeriodEnd } from './statement-date-labels';

/** Bank knowledge as data: what HSBC card templates print, in any case. */
const HSBC_CARD = {
  /** Posting date, transaction date, description, amount ("DATE DATE DESCRIPTION AMOUNT (SGD)"). */
  headerRoles: ['date', 'description', 'amount'] as const,
  /** The bank naming itself: its legal name or the logo as a cell of its own. */
  identity: [/\bHSBC Bank \(Singapore\) Limited\b/i, /^HSBC$/],
  opening: startsWithLabel(CARD_LABELS.previousBalance),
  /** The closing figure ends the table: notes after it can show example rows. */
  closing: startsWithLabel([...CARD_LABELS.closingBalance, 'total due', 'total balance']),
  creditLimit: labelCell(CARD_LABELS.creditLimit),
  foreign: /^[A-Z]{3} [\d,]+\.\d{2}$/,
  cardName: /^(HSBC\b.*?CARD)\b/i,
  /** Header words that say the transaction date comes before the posting date. */
  transactionFirst: /^\W*(?:trans(?:action)?|tran|txn)\b/i,
  postingWord: /^\W*post(?:ing|ed)?\b/i,
};

/** Panel text starts at least this far right of the amount column's right edge. */
const PANEL_GAP = 8;

interface HeaderFound {
  columns: CardColumns;
  /** Right edge of the amount label: the table ends there, the right-hand panel starts beyond it. */
  right: number;
  transactionDateFirst: boolean;
}

/**
 * The table header read from the left of a line: the cells up to the amount label name the columns by
 * meaning. Cells further right are the panel's, which can share the header's baseline.
 */
function tableHeader(line: StatementLine): HeaderFound | undefined {
  const amountIndex = roleCellIndex(line.cells, 'amount');
  const amount = line.cells[amountIndex];
  if (!amount) return undefined;
  const cells = line.cells.slice(0, amountIndex + 1);
  const text = cleanDescription(cells.map((cell) => cell.text).join(' '));
  if (cells.length > 8 || /\d[.,]\d{2}\b/.test(text) || !isHeaderLine(text, HSBC_CARD.headerRoles)) return undefined;
  const description = cells[roleCellIndex(cells, 'description')] ?? cells[cells.length - 2];
  if (!description) return undefined;
  return {
    columns: { descriptionX: description.x, amountX: amount.x },
    right: amount.right,
    transactionDateFirst: transactionDateFirst(cells),
  };
}

/** True when the header names the transaction date before the posting date (HSBC prints posting first). */
function transactionDateFirst(cells: readonly LineCell[]): boolean {
  const posting = cells.findIndex((cell) => HSBC_CARD.postingWord.test(cell.text));
  const transaction = cells.findIndex((cell) => HSBC_CARD.transactionFirst.test(cell.text));
  return posting >= 0 && transaction >= 0 && transaction < posting;
}

/**
 * Where the table ends on each page: the right edge of that page's amount label (a page without a header
 * keeps the previous page's; pages before the first header take the first).
 */
function tableRightByPage(lines: readonly StatementLine[]): (page: number) => number | undefined {
  const rights = new Map<number, number>();
  for (const line of lines) {
    const header = rights.has(line.page) ? undefined : tableHeader(line);
    if (header) rights.set(line.page, header.right);
  }
  const first = [...rights.values()][0];
  return (page) => {
    for (let candidate = page; candidate >= 1; candidate -= 1) {
      const right = rights.get(candidate);
      if (right !== undefined) return right;
    }
    return first;
  };
}

/** The lines of the table's side of each page: the right-hand panel cut off beyond the amount column. */
function tableLines(pdf: ExtractedPdf, allLines: readonly StatementLine[]): StatementLine[] {
  const rightOf = tableRightByPage(allLines);
  return buildLines(
    pdf.items.filter((item) => {
      const right = rightOf(item.page);
      return right === undefined || item.x < right + PANEL_GAP;
    }),
  );
}

function isEmailedHsbc(pdf: ExtractedPdf): boolean {
  const { title = '', author = '', creator = '' } = pdf.metadata;
  return /PRJ_BEAGLE/i.test(title) || (/Registered to:/i.test(author) && /OpenText Exstream/i.test(creator));
}

/** HSBC Singapore credit card statements (e-mailed, with a text layer). */
export const HSBC_CREDIT_PARSER: StatementParser = {
  id: 'hsbc-credit',
  bank: 'hsbc',
  detect(pdf, lines) {
    if (!lines.some((line) => /\bHSBC\b/.test(line.text))) return 0;
    const header = lines.some((line) => tableHeader(line) !== undefined);
    if (header && isEmailedHsbc(pdf)) return 0.95;
    const named = lines.some((line) =>
      line.cells.some((cell) => HSBC_CARD.identity.some((pattern) => pattern.test(cell.text.trim()))),
    );
    if (header && named) return 0.8;
    if (header && lines.some((line) => HSBC_CARD.opening.test(cleanDescription(line.text)))) return 0.6;
    return isEmailedHsbc(pdf) ? 0.6 : 0;
  },
  parse(pdf, allLines) {
    const statementDate = statementDateOrPeriodEnd(allLines);
    if (!statementDate) throw new StatementParseError('This HSBC statement has no readable statement date or period.');

    const lines = tableLines(pdf, allLines);
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    // Columns come from each page's own header; a page without one keeps the last page's.
    let header: HeaderFound | undefined;
    let inTable = false;
    let previousRow: OpenRow | undefined;
    let tableLinesOnPage = 0;
    const headerYs = firstHeaderYByPage(lines, (line) => tableHeader(line) !== undefined);
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
      const found = tableHeader(line);
      if (found) {
        header = found;
        inTable = true;
        continue;
      }
      if (!inTable || !header) continue;
      tableLinesOnPage += 1;
      const { columns } = header;
      const amount = cardAmountInColumn(line, columns);
      if (HSBC_CARD.opening.test(text)) {
        if (amount) openingBalanceCents = (openingBalanceCents ?? 0) + amount.cents;
        previousRow = undefined;
        continue;
      }
      if (HSBC_CARD.closing.test(text) && amount) {
        closingCents = amount.cents;
        // Notes after the table can show example rows; only a new table header resumes reading.
        inTable = false;
        previousRow = undefined;
        continue;
      }
      const transaction = amount ? postedRow(line, amount, statementDate, header.transactionDateFirst) : undefined;
      if (transaction) {
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      // Lines under a row in the description column ("CCY FEE 1.25", a place, the foreign amount) belong
      // to it, also on the next page; a number in them is not the row's amount.
      const open = amount ? undefined : openRowFor(previousRow, line, columns.descriptionX, tableLinesOnPage);
      if (open) {
        const { transaction: row } = open;
        if (HSBC_CARD.foreign.test(text)) row.foreignAmount = text;
        else row.description = cleanDescription(`${row.description} ${text}`);
        previousRow = { line, transaction: row };
        continue;
      }
      if (!amount && transactions.length === 0) cardTexts.push(text);
      if (closesRow(previousRow, line)) previousRow = undefined;
    }

    if (!header) throw new StatementParseError('This HSBC statement has no transaction table.');
    const name = cardTexts.map((text) => HSBC_CARD.cardName.exec(text)?.[1]).find(Boolean);
    return cardStatement({
      bank: 'hsbc',
      account: {
        institution: 'HSBC',
        name: name ? titleCaseCapitals(name, /^HSBC$/) : 'HSBC Credit Card',
        last4: labelledLast4(cardTexts) ?? labelledLast4(allLines.map((line) => line.text)),
        statementDate,
        creditLimitCents: labelledAmount(allLines, HSBC_CARD.creditLimit)?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents,
      closingLabel: 'statement balance',
      statementName: 'HSBC statement',
    });
  },
};
