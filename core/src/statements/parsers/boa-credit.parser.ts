import type { ParsedAmount } from '../../money/money';
import { findFullDate, parseMonthDayNumeric } from '../statement-dates';
import { continuationOf } from '../row-continuation';
import { cleanDescription, lastFourDigits, parseMoneyCell, trailingAmount } from '../statement-text';
import { reconcile } from '../reconcile';
import {
  StatementParseError,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { BOA_CARD_HEADER, BOA_INSTITUTION, amountAfterLabel, bankOfAmericaSignal, firstFailure } from './boa-common';

/** "01/05", or both dates in one cell when the text layer joins them. */
const ROW_DATES = /^(\d{2}\/\d{2})(?:\s+(\d{2}\/\d{2}))?$/;
const SECTIONS = ['Payments and Other Credits', 'Purchases and Adjustments', 'Fees Charged', 'Interest Charged'];
const SECTION_TOTAL = /^TOTAL (.+?) FOR THIS PERIOD\s+(\S+)$/i;
/** The year-to-date and interest-calculation boxes follow the last section and carry amounts. */
const TABLE_END = /Totals Year-to-Date|Interest Charge Calculation/i;
const FOREIGN_LINE = /^([\d,]+\.\d{2})\s+([A-Z]{3})$/;
const EXCHANGE_RATE_LINE = /^[\d.]+\s+Exchange Rate$/i;
const COLUMN_SLACK = 12;

/** Column positions read from one page's header line. */
interface Columns {
  reference?: number;
  amountRight?: number;
}

interface CardRow {
  monthDay: string;
  description: string;
  descriptionX: number;
  amount: ParsedAmount;
  reference?: string;
  account?: string;
}

function columnsOf(header: StatementLine): Columns {
  return {
    reference: header.cells.find((cell) => /^Number$/i.test(cell.text))?.x,
    amountRight: header.cells.find((cell) => /^Amount$/i.test(cell.text))?.right,
  };
}

/** Payments and credits carry a leading minus (money in); unmarked amounts are charges. */
function holderCents(amount: ParsedAmount): number {
  return amount.negative ? amount.cents : -amount.cents;
}

/** A dated row: transaction date (first), posting date, description, reference, account, amount. */
function readRow(line: StatementLine, columns: Columns): CardRow | undefined {
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
  if (!first) return undefined;
  return {
    monthDay: dates[1],
    description: cleanDescription(described.map((cell) => cell.text).join(' ')),
    descriptionX: first.x,
    amount,
    reference: numbers[0]?.text,
    account: numbers[1]?.text,
  };
}

function statementDateOf(lines: StatementLine[]): string {
  for (const line of lines) {
    const match = /Statement Closing Date\s+(\d{1,2}\/\d{1,2}\/\d{4})/i.exec(line.text);
    const date = match?.[1] ? findFullDate(match[1], { usMonthFirst: true }) : undefined;
    if (date) return date;
  }
  throw new StatementParseError('This Bank of America card statement has no readable statement closing date.');
}

/** The product name printed at the top of page 1, e.g. "Customized Cash Rewards Visa Signature". */
function productName(lines: StatementLine[]): string | undefined {
  const line = lines.find(
    (candidate) =>
      candidate.page === 1 &&
      /\b(Visa|Mastercard|Signature|Rewards|Card)\b/i.test(candidate.text) &&
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
    if (!lines.some((line) => BOA_CARD_HEADER.test(line.text))) return 0;
    const signal = bankOfAmericaSignal(pdf, lines);
    if (signal === 'metadata') return 0.95;
    const cardText = lines.some((line) => /Statement Closing Date|Member FDIC/i.test(line.text));
    return signal === 'text' && cardText ? 0.85 : 0;
  },
  parse(_pdf, lines) {
    const statementDate = statementDateOf(lines);
    const transactions: ParsedTransaction[] = [];
    const sectionSums = new Map<string, number>();
    const sectionTotals = new Map<string, number>();
    let columns: Columns = {};
    let inTable = false;
    let section = 'TRANSACTIONS';
    let accountColumn: string | undefined;
    let previous: { line: StatementLine; row: CardRow; transaction: ParsedTransaction } | undefined;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (BOA_CARD_HEADER.test(text)) {
        columns = columnsOf(line);
        inTable = true;
        previous = undefined;
        continue;
      }
      if (!inTable) continue;
      if (TABLE_END.test(text)) {
        inTable = false;
        continue;
      }
      const heading = SECTIONS.find((name) => new RegExp(`^${name}(?: \\(?-? ?continued\\)?)?$`, 'i').test(text));
      if (heading) {
        section = heading.toUpperCase();
        previous = undefined;
        continue;
      }
      const total = SECTION_TOTAL.exec(text);
      const totalAmount = total?.[2] ? parseMoneyCell(total[2]) : undefined;
      if (total?.[1] && totalAmount) {
        sectionTotals.set(total[1].toUpperCase(), holderCents(totalAmount));
        previous = undefined;
        continue;
      }
      const row = readRow(line, columns);
      if (row) {
        previous = undefined;
        // Zero interest lines without a reference ("INTEREST CHARGED ON BALANCE TRANSFERS 0.00") inform only.
        if (row.amount.cents === 0 && !row.reference) continue;
        const date = parseMonthDayNumeric(row.monthDay, statementDate);
        if (!date) continue;
        const transaction: ParsedTransaction = {
          date,
          description: row.description,
          amountCents: holderCents(row.amount),
        };
        transactions.push(transaction);
        sectionSums.set(section, (sectionSums.get(section) ?? 0) + transaction.amountCents);
        accountColumn ??= row.account;
        previous = { line, row, transaction };
        continue;
      }
      const open = previous && continuationOf(previous, line, previous.row.descriptionX, COLUMN_SLACK);
      if (open && !trailingAmount(line)) {
        const { transaction } = open;
        const foreign = FOREIGN_LINE.exec(text);
        if (foreign) transaction.foreignAmount = `${foreign[2] ?? ''} ${foreign[1] ?? ''}`;
        else if (!EXCHANGE_RATE_LINE.test(text)) {
          transaction.description = cleanDescription(`${transaction.description} ${text}`);
        }
        previous = { ...open, line };
        continue;
      }
      previous = undefined;
    }

    if (transactions.length === 0) {
      throw new StatementParseError('No transactions were found in this Bank of America card statement.');
    }
    const summary = (label: RegExp): number | undefined => {
      const amount = amountAfterLabel(lines, label);
      return amount ? holderCents(amount) : undefined;
    };
    const openingBalanceCents = summary(/^Previous Balance$/i);
    const closing = summary(/^New Balance Total$/i);
    const limit = amountAfterLabel(lines, /^Total Credit (?:Line|Limit)$/i);
    const last4Line = lines.find((line) => /Account\s*(?:#|Number:?)\s*[X*\d]{4}/i.test(line.text));
    const last4 =
      (last4Line ? lastFourDigits(last4Line.text.replace(/^.*Account\s*(?:#|Number:?)/i, '')) : undefined) ??
      accountColumn;

    const sum = transactions.reduce((total, row) => total + row.amountCents, 0);
    const checks: Reconciliation[] = [];
    for (const name of SECTIONS.map((heading) => heading.toUpperCase())) {
      const rows = sectionSums.get(name) ?? 0;
      const printedTotal = sectionTotals.get(name);
      if (printedTotal !== undefined)
        checks.push(reconcile(`total ${name.toLowerCase()} for this period`, printedTotal, rows));
      const printedSummary = summary(new RegExp(`^${name}$`, 'i'));
      if (printedSummary !== undefined)
        checks.push(reconcile(`account summary's ${name.toLowerCase()}`, printedSummary, rows));
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
