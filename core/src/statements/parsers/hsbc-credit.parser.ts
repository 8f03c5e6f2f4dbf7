import {
  cardAmountInColumn,
  cardColumns,
  cardNumberLine,
  cardStatement,
  postedRow,
  type CardColumns,
} from '../card-statement';
import { continuationOf, type OpenRow } from '../row-continuation';
import { buildLines } from '../statement-lines';
import { parseFullDate } from '../statement-dates';
import { amountBeside, cleanDescription, titleCaseCapitals } from '../statement-text';
import {
  StatementParseError,
  type ExtractedPdf,
  type ParsedTransaction,
  type StatementParser,
} from '../statement.types';

/**
 * The transactions sit in the left 379 pt of the A4 page; the right-hand panel holds a summary, points
 * and messages whose dates and amounts share the rows' baselines, so it is cut off before reading rows.
 */
const LEFT_PANEL_WIDTH = 379;
const TABLE_HEADER = /\bDATE\b.*\bDESCRIPTION\b.*\bAMOUNT\b/i;
const PERIOD = /From\s+(\d{1,2} ?[A-Za-z]{3,9} ?\d{4})\s+to\s+(\d{1,2} ?[A-Za-z]{3,9} ?\d{4})/i;
const FOREIGN_LINE = /^[A-Z]{3} [\d,]+\.\d{2}$/;
const TABLE_END = /^(Statement Balance|Total Due|Total Balance)\b/i;
const COLUMN_SLACK = 10;

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
    const header = lines.some((line) => TABLE_HEADER.test(line.text));
    if (header && isEmailedHsbc(pdf)) return 0.95;
    if (header && lines.some((line) => /Previous Statement Balance/i.test(line.text))) return 0.8;
    return isEmailedHsbc(pdf) ? 0.6 : 0;
  },
  parse(pdf, allLines) {
    const period = allLines.map((line) => PERIOD.exec(cleanDescription(line.text))).find(Boolean);
    const statementDate = period?.[2] ? parseFullDate(period[2]) : undefined;
    if (!statementDate) throw new StatementParseError('This HSBC statement has no readable statement period.');

    const lines = buildLines(pdf.items.filter((item) => item.x < LEFT_PANEL_WIDTH));
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    let name: string | undefined;
    let last4: string | undefined;
    // Columns come from each page's own header; a page without one keeps the last page's.
    let columns: CardColumns | undefined;
    let inTable = false;
    let previousRow: OpenRow | undefined;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (TABLE_HEADER.test(text)) {
        columns = cardColumns(line, { description: /DESCRIPTION/i, amount: /AMOUNT/i }) ?? columns;
        inTable = columns !== undefined;
        previousRow = undefined;
        continue;
      }
      if (!inTable || !columns) continue;
      const amount = cardAmountInColumn(line, columns);
      if (/^Previous Statement Balance\b/i.test(text)) {
        if (amount) openingBalanceCents = (openingBalanceCents ?? 0) + amount.cents;
        previousRow = undefined;
        continue;
      }
      if (TABLE_END.test(text) && amount) {
        closingCents = amount.cents;
        // Notes after the table can show example rows; only a new table header resumes reading.
        inTable = false;
        continue;
      }
      const card = amount ? undefined : cardNumberLine(text);
      if (card) {
        name ??= card.name;
        last4 ??= card.last4;
        previousRow = undefined;
        continue;
      }
      const transaction = amount ? postedRow(line, amount, statementDate) : undefined;
      if (transaction) {
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      // Lines under a row in the description column ("CCY FEE 1.25", a place) belong to its description;
      // a number in them is not the row's amount.
      const open = amount ? undefined : continuationOf(previousRow, line, columns.descriptionX, COLUMN_SLACK);
      if (open) {
        const { transaction } = open;
        if (FOREIGN_LINE.test(text)) transaction.foreignAmount = text;
        else transaction.description = cleanDescription(`${transaction.description} ${text}`);
        previousRow = { line, transaction };
        continue;
      }
      previousRow = undefined;
    }

    if (!columns) throw new StatementParseError('This HSBC statement has no transaction table.');
    return cardStatement({
      bank: 'hsbc',
      account: {
        institution: 'HSBC',
        name: name ? titleCaseCapitals(name, /^HSBC$/) : 'HSBC Credit Card',
        last4,
        statementDate,
        creditLimitCents: amountBeside(allLines, /^Credit Limit$/i)?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents,
      closingLabel: 'statement balance',
      statementName: 'HSBC statement',
    });
  },
};
