import type { ParsedAmount } from '../../money/money';
import { parseFullDate, parseMonthDayNumeric } from '../statement-dates';
import { continuationOf } from '../row-continuation';
import { cleanDescription, parseMoneyCell, trailingAmount } from '../statement-text';
import { reconcile } from '../reconcile';
import { roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { BOA_INSTITUTION, amountAfterLabel, bankOfAmericaSignal, firstFailure, isBoaCardHeader } from './boa-common';
import { closesRow } from './page-break-rows';
import { labelledAccountLast4 } from './labelled-account-number';
import { stackedHeaderCells, usStatementDates } from './us-statement-fields';

/** "01/05" or "01/05/25"; both dates in one cell when the text layer joins them. */
const ONE_DATE = String.raw`\d{1,2}/\d{1,2}(?:/\d{2}(?:\d{2})?)?`;
const ROW_DATES = new RegExp(`^(${ONE_DATE})(?:\\s+(${ONE_DATE}))?$`);

/** Bank knowledge as data: the wordings Bank of America card templates print, in any case. */
const BOA_CARD = {
  /** Sections and the names their headings, totals and summary lines print (longest first). */
  sections: [
    { key: 'payments', names: ['Payments and Other Credits', 'Payments and Credits'] },
    { key: 'purchases', names: ['Purchases and Adjustments', 'Purchases and Other Charges', 'Purchases'] },
    { key: 'fees', names: ['Fees Charged', 'Fees'] },
    { key: 'interest', names: ['Interest Charged', 'Interest'] },
  ],
  sectionTotal: /^TOTAL (.+?) FOR THIS PERIOD\s+(\S+)$/i,
  continued: String.raw`(?:\s*[(-]?\s*continued\s*\)?)?`,
  /** The year-to-date and interest-calculation boxes follow the last section and carry amounts. */
  tableEnd: /Totals Year-to-Date|Interest Charge Calculation/i,
  previousBalance: /^Previous (?:Statement )?Balance$/i,
  newBalance: /^New Balance(?: Total)?$/i,
  creditLimit: /^(?:Total )?Credit (?:Line|Limit)$/i,
  foreignLine: /^([\d,]+\.\d{2})\s+([A-Z]{3})$/,
  exchangeRateLine: /^[\d.]+\s+Exchange Rate$/i,
  product: /\b(Visa|Mastercard|Signature|Rewards|Card)\b/i,
  /** Text only the bank's own statements print beside its name. */
  ownText: /Member FDIC|Closing Date|bankofamerica\.com|Bank of America, N\.A\./i,
};
const COLUMN_SLACK = 12;

type SectionKey = (typeof BOA_CARD.sections)[number]['key'];
const namePattern = (names: readonly string[], suffix = ''): RegExp =>
  new RegExp(`^(?:${names.map((name) => name.replace(/ /g, '\\s+')).join('|')})${suffix}$`, 'i');
const sectionNamed = (text: string, suffix = ''): SectionKey | undefined =>
  BOA_CARD.sections.find((section) => namePattern(section.names, suffix).test(text))?.key;

/** Column positions read from one page's header line (its labels may sit over two lines). */
interface Columns {
  descriptionX?: number;
  reference?: number;
  amountRight?: number;
}

interface CardRow {
  date: string;
  description: string;
  descriptionX: number;
  amount: ParsedAmount;
  reference?: string;
  account?: string;
}

function columnsOf(header: StatementLine, lines: readonly StatementLine[]): Columns {
  const cells = stackedHeaderCells(header, lines);
  return {
    descriptionX: cells[roleCellIndex(cells, 'description')]?.x,
    reference: cells[roleCellIndex(cells, 'reference')]?.x,
    amountRight: cells[roleCellIndex(cells, 'amount')]?.right,
  };
}

/** Payments and credits carry a leading minus or parentheses (money in); unmarked amounts are charges. */
function holderCents(amount: ParsedAmount): number {
  return amount.negative ? amount.cents : -amount.cents;
}

/** A row date with its year when printed, else the year of the statement date. */
function rowDate(printed: string, statementDate: string): string | undefined {
  return printed.split('/').length === 3
    ? parseFullDate(printed, { usMonthFirst: true })
    : parseMonthDayNumeric(printed, statementDate);
}

/** A dated row: transaction date (first), posting date, description, reference, account, amount. */
function readRow(line: StatementLine, columns: Columns, statementDate: string): CardRow | undefined {
  const dates = ROW_DATES.exec(line.cells[0]?.text ?? '');
  const last = line.cells[line.cells.length - 1];
  const amount = last ? parseMoneyCell(last.text) : undefined;
  if (!dates?.[1] || !last || !amount) return undefined;
  // A figure in the Total column (right of Amount) belongs to a total line, not a row.
  if (columns.amountRight !== undefined && last.right > columns.amountRight + COLUMN_SLACK) return undefined;
  const start = !dates[2] && ROW_DATES.test(line.cells[1]?.text ?? '') ? 2 : 1;
  const middle = line.cells.slice(start, -1);
  const inNumberColumns = (x: number): boolean =>
    columns.reference === undefined || x >= columns.reference - COLUMN_SLACK;
  const numbers = middle.filter((cell) => /^\d{4}$/.test(cell.text) && inNumberColumns(cell.x));
  const described = middle.filter((cell) => !numbers.includes(cell));
  const first = described[0];
  const date = rowDate(dates[1], statementDate);
  if (!first || !date) return undefined;
  return {
    date,
    description: cleanDescription(described.map((cell) => cell.text).join(' ')),
    descriptionX: first.x,
    amount,
    reference: numbers[0]?.text,
    account: numbers[1]?.text,
  };
}

/** The product name printed at the top of page 1, e.g. "Customized Cash Rewards Visa Signature". */
function productName(lines: StatementLine[]): string | undefined {
  const line = lines.find(
    (candidate) =>
      candidate.page === 1 &&
      BOA_CARD.product.test(candidate.text) &&
      !/\d/.test(candidate.text) &&
      candidate.text.length <= 60,
  );
  return line ? cleanDescription(line.text) : undefined;
}

/** Bank of America credit card statements: MM/DD MM/DD rows with reference and account numbers. */
export const BOA_CREDIT_PARSER: StatementParser = {
  id: 'boa-credit',
  bank: 'bank_of_america',
  detect(pdf, lines) {
    if (!lines.some((line) => isBoaCardHeader(line, lines))) return 0;
    const signal = bankOfAmericaSignal(pdf, lines);
    if (signal === 'metadata') return 0.95;
    // A copy re-saved by another program: the bank's name with its own furniture, not a mere mention.
    return signal === 'text' && lines.some((line) => BOA_CARD.ownText.test(line.text)) ? 0.85 : 0;
  },
  parse(_pdf, lines) {
    const dates = usStatementDates(lines);
    if (!dates) {
      throw new StatementParseError('This Bank of America card statement has no readable statement closing date.');
    }
    const { statementDate } = dates;
    const transactions: ParsedTransaction[] = [];
    const sectionSums = new Map<SectionKey, number>();
    const sectionTotals = new Map<SectionKey, number>();
    let columns: Columns = {};
    let inTable = false;
    let section: SectionKey | undefined;
    let accountColumn: string | undefined;
    // The last row read; it stays open to the end of its page, so a page break can split its wrapped lines.
    let previous: { line: StatementLine; row: CardRow; transaction: ParsedTransaction } | undefined;
    let carried: typeof previous;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (isBoaCardHeader(line, lines)) {
        columns = columnsOf(line, lines);
        inTable = true;
        // The first lines of a page may continue the last row of the page before (a page break inside it).
        carried = previous && previous.line.page < line.page ? previous : undefined;
        previous = undefined;
        continue;
      }
      if (!inTable) continue;
      if (BOA_CARD.tableEnd.test(text)) {
        inTable = false;
        continue;
      }
      const heading = sectionNamed(text, BOA_CARD.continued);
      if (heading) {
        // A "(continued)" heading repeats the section at the top of a page; the carried row stays open.
        if (heading !== section) carried = undefined;
        section = heading;
        previous = undefined;
        continue;
      }
      const total = BOA_CARD.sectionTotal.exec(text);
      const totalSection = total?.[1] ? sectionNamed(cleanDescription(total[1])) : undefined;
      const totalAmount = total?.[2] ? parseMoneyCell(total[2]) : undefined;
      if (totalSection && totalAmount) {
        sectionTotals.set(totalSection, holderCents(totalAmount));
        previous = undefined;
        carried = undefined;
        continue;
      }
      const row = readRow(line, columns, statementDate);
      if (row) {
        previous = undefined;
        carried = undefined;
        // Zero interest lines without a reference ("INTEREST CHARGED ON BALANCE TRANSFERS 0.00") inform only.
        if (row.amount.cents === 0 && !row.reference) continue;
        const transaction: ParsedTransaction = {
          date: row.date,
          description: row.description,
          amountCents: holderCents(row.amount),
        };
        transactions.push(transaction);
        const key = section ?? 'purchases';
        sectionSums.set(key, (sectionSums.get(key) ?? 0) + transaction.amountCents);
        accountColumn ??= row.account;
        previous = { line, row, transaction };
        continue;
      }
      // On the next page the description column is where that page's header puts it (pages shift).
      const pageDescriptionX = columns.descriptionX ?? carried?.row.descriptionX;
      const inDescription =
        pageDescriptionX !== undefined && Math.abs((line.cells[0]?.x ?? Number.NaN) - pageDescriptionX) <= COLUMN_SLACK;
      const next = carried && inDescription ? carried : undefined;
      const open = (previous && continuationOf(previous, line, previous.row.descriptionX, COLUMN_SLACK)) ?? next;
      carried = undefined;
      if (open && !trailingAmount(line)) {
        const { transaction } = open;
        const foreign = BOA_CARD.foreignLine.exec(text);
        if (foreign) transaction.foreignAmount = `${foreign[2] ?? ''} ${foreign[1] ?? ''}`;
        else if (!BOA_CARD.exchangeRateLine.test(text)) {
          transaction.description = cleanDescription(`${transaction.description} ${text}`);
        }
        // On the next page the description column is where that page puts it (later pages shift).
        const row = open === next ? { ...open.row, descriptionX: pageDescriptionX ?? open.row.descriptionX } : open.row;
        previous = { ...open, row, line };
        continue;
      }
      // A line right under the row that does not continue it closes the row; furniture further down does not.
      if (closesRow(previous, line)) previous = undefined;
    }

    if (transactions.length === 0) {
      throw new StatementParseError('No transactions were found in this Bank of America card statement.');
    }
    const summary = (label: RegExp): number | undefined => {
      const amount = amountAfterLabel(lines, label);
      return amount ? holderCents(amount) : undefined;
    };
    const openingBalanceCents = summary(BOA_CARD.previousBalance);
    const closing = summary(BOA_CARD.newBalance);
    const limit = amountAfterLabel(lines, BOA_CARD.creditLimit);
    const last4 = labelledAccountLast4(lines) ?? accountColumn;

    const sum = transactions.reduce((total, row) => total + row.amountCents, 0);
    const checks: Reconciliation[] = [];
    for (const { key, names } of BOA_CARD.sections) {
      const name = (names[0] ?? key).toLowerCase();
      const rows = sectionSums.get(key) ?? 0;
      const printedTotal = sectionTotals.get(key);
      if (printedTotal !== undefined) checks.push(reconcile(`total ${name} for this period`, printedTotal, rows));
      const printedSummary = summary(namePattern(names));
      if (printedSummary !== undefined) checks.push(reconcile(`account summary's ${name}`, printedSummary, rows));
    }
    const overall = reconcile('new balance total', closing, (openingBalanceCents ?? 0) + sum);
    return {
      bank: 'bank_of_america',
      account: {
        institution: BOA_INSTITUTION,
        name: productName(lines) ?? 'Bank of America Credit Card',
        accountType: 'credit',
        last4,
        currency: 'USD',
        statementDate,
        balanceCents: closing,
        creditLimitCents: limit?.cents,
      },
      openingBalanceCents,
      transactions,
      reconciliation: firstFailure(checks, overall),
    } satisfies ParsedStatement;
  },
};
