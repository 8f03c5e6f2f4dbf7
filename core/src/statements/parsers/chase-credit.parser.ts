import { parseAmount } from '../../money/money';
import { inferYearInPeriod, isoDate } from '../statement-dates';
import { cleanDescription, parseMoneyCell, withLeadingZero } from '../statement-text';
import { reconcile } from '../reconcile';
import { isHeaderLine, roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type LineCell,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { labelledAccountLast4 } from './labelled-account-number';
import { usStatementDates, usStatementPeriod } from './us-statement-fields';

/** "01/05", "01/05/25", or the date and the description in one cell when the text layer joins them. */
const ROW_DATE = /^(\d{2})\/(\d{2})(?:\/(\d{2}))?(?:\s+(.+))?$/;
/** "12.00 X 1.083333 (EXCHG RATE)", optionally preceded by the currency ("EURO 12.00 X ..."). */
const EXCHANGE_LINE = /^(?:(.*?[A-Z])\s+)?([\d,]*\.?\d+)\s+X\s+[\d.]+\s+\(EXCHG RATE\)$/i;
/** Rows sit closer than this to the line above them; wider gaps end a row's continuation lines. */
const CONTINUATION_GAP = 14;
/** Amounts are right-aligned under "$ Amount"; anything ending far from it is not a row. */
const AMOUNT_COLUMN_SLACK = 40;

/** Bank knowledge as data: the wordings Chase card templates print, in any case. */
const CHASE_CARD = {
  /** The activity table's columns by meaning ("Date of Transaction", "Merchant Name or ...", "$ Amount"). */
  headerRoles: ['date', 'description', 'amount'] as const,
  activityEnd: /Totals Year-to-Date|^INTEREST CHARGES$/i,
  /** What only a card statement prints (a checking statement has the same columns and bank name). */
  cardCue: /Minimum Payment Due|Payment Due Date|Credit Access Line|Credit Limit|ACCOUNT ACTIVITY/i,
  previousBalance: /^Previous (?:Statement )?Balance$/i,
  newBalance: /^New Balance(?: Total)?$/i,
  creditLimit: /^(?:Credit Access Line|Credit Limit|Total Credit Line)$/i,
};

type Section = 'payments' | 'purchases' | 'cash' | 'transfers' | 'fees' | 'interest';

const SECTION_HEADINGS: [RegExp, Section][] = [
  [/^PAYMENTS AND (?:OTHER )?CREDITS$/i, 'payments'],
  [/^PURCHASES?$/i, 'purchases'],
  [/^CASH ADVANCES?$/i, 'cash'],
  [/^BALANCE TRANSFERS?$/i, 'transfers'],
  [/^FEES(?: CHARGED)?$/i, 'fees'],
  [/^INTEREST(?: CHARGED)?$/i, 'interest'],
];

/** ACCOUNT SUMMARY lines that total each section, in the order reconciliation reports them. */
const SECTION_SUMMARY: { section: Section; label: RegExp; name: string }[] = [
  { section: 'payments', label: /^Payments?,? (?:and )?Credits$/i, name: 'Payment, Credits' },
  { section: 'purchases', label: /^Purchases$/i, name: 'Purchases' },
  { section: 'cash', label: /^Cash Advances$/i, name: 'Cash Advances' },
  { section: 'transfers', label: /^Balance Transfers$/i, name: 'Balance Transfers' },
  { section: 'fees', label: /^Fees Charged$/i, name: 'Fees Charged' },
  { section: 'interest', label: /^Interest Charged$/i, name: 'Interest Charged' },
];

function isChaseText(lines: readonly StatementLine[]): boolean {
  return lines.some((line) => /\bChase\b/i.test(line.text));
}

/** "-$1,234.56", "+$567.89", "$10,000", ".99" -> signed cents as printed (owed positive). */
function printedCents(text: string): number | undefined {
  const amount = parseAmount(withLeadingZero(text.replace(/^\+\s*/, '')));
  if (!amount) return undefined;
  return amount.negative ? -amount.cents : amount.cents;
}

/**
 * The value printed right after a summary label ("Previous Balance" "$1,234.56"). Matched cell by cell:
 * the PAYMENT INFORMATION box shares baselines with the summary, so one line can hold two label pairs.
 */
function summaryValue(lines: readonly StatementLine[], label: RegExp): number | undefined {
  for (const line of lines) {
    for (const [index, cell] of line.cells.entries()) {
      const value = line.cells[index + 1];
      const cents = value && label.test(cell.text) ? printedCents(value.text) : undefined;
      if (cents !== undefined) return cents;
    }
  }
  return undefined;
}

/** A column header of the activity table: the columns by meaning on a short line without figures. */
function isActivityHeader(line: StatementLine): boolean {
  return line.cells.length <= 4 && !/\d[.,]\d{2}\b/.test(line.text) && isHeaderLine(line.text, CHASE_CARD.headerRoles);
}

/** The billing period: printed as a range, else the month before the closing date. */
function findPeriod(lines: readonly StatementLine[]): { start: string; end: string } | undefined {
  const dates = usStatementDates(lines);
  if (!dates) return undefined;
  if (dates.period?.end === dates.statementDate) return dates.period;
  const end = dates.statementDate;
  // Without the opening date, a billing cycle is about a month long.
  return { start: new Date(Date.parse(end) - 31 * 86_400_000).toISOString().slice(0, 10), end };
}

interface OpenRow {
  transaction: ParsedTransaction;
  descriptionX: number;
  lastLine: StatementLine;
  currency?: string;
}

/** A dated row: "MM/DD", description cells, amount (a leading "-" marks a payment or credit). */
function readRow(
  line: StatementLine,
  amountRight: number | undefined,
  period: { start: string; end: string },
): { transaction: ParsedTransaction; descriptionX: number } | undefined {
  const first = line.cells[0];
  const last = line.cells[line.cells.length - 1];
  const dated = ROW_DATE.exec(first?.text ?? '');
  if (!first || !last || !dated || line.cells.length < 2) return undefined;
  const amount = parseMoneyCell(withLeadingZero(last.text));
  if (!amount) return undefined;
  if (amountRight !== undefined && Math.abs(last.right - amountRight) > AMOUNT_COLUMN_SLACK) return undefined;
  const middle: LineCell[] = line.cells.slice(1, -1);
  const description = cleanDescription([dated[4] ?? '', ...middle.map((cell) => cell.text)].join(' '));
  const [month, day] = [Number(dated[1]), Number(dated[2])];
  const date = dated[3] ? isoDate(2000 + Number(dated[3]), month, day) : inferYearInPeriod(day, month, period);
  if (!date || description === '') return undefined;
  return {
    transaction: { date, description, amountCents: amount.negative ? amount.cents : -amount.cents },
    descriptionX: middle[0]?.x ?? first.x,
  };
}

/**
 * A line right under an open row, with no amount, belongs to it: wrapped description text in the
 * description column, or a foreign-currency line (dated currency name, exchange-rate line).
 */
function continues(open: OpenRow, line: StatementLine): boolean {
  const first = line.cells[0];
  const last = line.cells[line.cells.length - 1];
  if (!first || !last || line.page !== open.lastLine.page) return false;
  if (line.y - open.lastLine.y >= CONTINUATION_GAP || parseMoneyCell(withLeadingZero(last.text))) return false;
  return ROW_DATE.test(first.text) || first.x >= open.descriptionX - 4;
}

/**
 * The first line of a page that continues the last row of the page before (a page break inside its
 * wrapped or foreign lines): no amount, and in the description column of this page's header, or dated.
 */
function continuesOnNextPage(line: StatementLine, descriptionX: number | undefined): boolean {
  const first = line.cells[0];
  const last = line.cells[line.cells.length - 1];
  if (!first || !last || parseMoneyCell(withLeadingZero(last.text))) return false;
  return ROW_DATE.test(first.text) || (descriptionX !== undefined && first.x >= descriptionX - 4);
}

/** Each summary total against its activity section; the first disagreement is reported. */
function checkSections(lines: readonly StatementLine[], sums: Map<Section, number>): Reconciliation | undefined {
  for (const { section, label, name } of SECTION_SUMMARY) {
    const printed = summaryValue(lines, label);
    if (printed === undefined) continue;
    // Rows are signed from the holder's view, the summary as owed: purchases +$567.89 are rows of -567.89.
    const result = reconcile(`"${name}" summary total`, -printed, sums.get(section) ?? 0);
    if (!result.ok) return result;
  }
  return undefined;
}

/** Chase (US) credit card statements: ACCOUNT SUMMARY, ACCOUNT ACTIVITY with MM/DD rows, "-" for credits. */
export const CHASE_CREDIT_PARSER: StatementParser = {
  id: 'chase-credit',
  bank: 'chase',
  detect(pdf, lines) {
    if (!isChaseText(lines) || !lines.some((line) => CHASE_CARD.cardCue.test(line.text))) return 0;
    const header = lines.some(isActivityHeader);
    if (!header && !usStatementPeriod(lines)) return 0;
    const openText = /OpenText Output Transformation Engine/i.test(pdf.metadata.producer ?? '');
    return openText ? 0.95 : header ? 0.85 : 0.7;
  },
  parse(_pdf, lines) {
    const period = findPeriod(lines);
    if (!period) throw new StatementParseError('This Chase statement has no readable statement date.');

    const transactions: ParsedTransaction[] = [];
    const sums = new Map<Section, number>();
    let inActivity = false;
    let section: Section = 'purchases';
    // Right edge of "$ Amount" on the latest header line: columns can move from page to page.
    let amountRight: number | undefined;
    let descriptionX: number | undefined;
    let open: OpenRow | undefined;
    let carried: OpenRow | undefined;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (isActivityHeader(line)) {
        inActivity = true;
        const cells = line.cells;
        amountRight = cells[roleCellIndex(cells, 'amount')]?.right ?? cells[cells.length - 1]?.right ?? amountRight;
        descriptionX = cells[roleCellIndex(cells, 'description')]?.x;
        // The first line of this page may continue the last row of the page before.
        carried = open && open.lastLine.page < line.page ? open : undefined;
        open = undefined;
        continue;
      }
      if (!inActivity) continue;
      if (CHASE_CARD.activityEnd.test(text)) {
        inActivity = false;
        open = undefined;
        continue;
      }
      const heading = SECTION_HEADINGS.find(([pattern]) => pattern.test(text));
      if (heading) {
        section = heading[1];
        open = undefined;
        carried = undefined;
        continue;
      }
      const row = readRow(line, amountRight, period);
      if (row) {
        transactions.push(row.transaction);
        sums.set(section, (sums.get(section) ?? 0) + row.transaction.amountCents);
        open = { ...row, lastLine: line };
        carried = undefined;
        continue;
      }
      const next = carried && continuesOnNextPage(line, descriptionX) ? carried : undefined;
      carried = undefined;
      const current = (open && continues(open, line) ? open : undefined) ?? next;
      if (!current) {
        // A line right under the row, or a figure (a total), closes it; page furniture does not.
        const figure = parseMoneyCell(withLeadingZero(line.cells[line.cells.length - 1]?.text ?? ''));
        const under = open && line.page === open.lastLine.page && line.y - open.lastLine.y < CONTINUATION_GAP;
        if (under || (figure && open?.lastLine.page === line.page)) open = undefined;
        continue;
      }
      open = current;
      // On the next page the description column is where that page puts it (later pages shift).
      if (current === next) open.descriptionX = descriptionX ?? open.descriptionX;
      open.lastLine = line;
      const exchange = EXCHANGE_LINE.exec(text);
      const currencyLine = ROW_DATE.exec(text);
      if (exchange) {
        const currency = exchange[1] ?? open.currency;
        open.transaction.foreignAmount = cleanDescription(`${currency ?? ''} ${exchange[2] ?? ''}`);
      } else if (currencyLine) {
        // A dated line without an amount under a foreign row names its currency ("01/05 EURO").
        open.currency = currencyLine[4];
      } else {
        open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
      }
    }

    if (transactions.length === 0) throw new StatementParseError('No transactions were found in this Chase statement.');
    const previousOwed = summaryValue(lines, CHASE_CARD.previousBalance);
    const newOwed = summaryValue(lines, CHASE_CARD.newBalance);
    const limit = summaryValue(lines, CHASE_CARD.creditLimit);
    const openingBalanceCents = previousOwed === undefined ? undefined : -previousOwed;
    const rowsSum = transactions.reduce((total, row) => total + row.amountCents, 0);
    const balance = reconcile(
      'new balance',
      newOwed === undefined ? undefined : -newOwed,
      (openingBalanceCents ?? 0) + rowsSum,
    );
    const reconciliation = balance.ok ? (checkSections(lines, sums) ?? balance) : balance;
    return {
      bank: 'chase',
      account: {
        institution: 'Chase',
        name: 'Chase Credit Card',
        accountType: 'credit',
        last4: labelledAccountLast4(lines),
        currency: 'USD',
        statementDate: period.end,
        balanceCents: newOwed === undefined ? undefined : -newOwed,
        creditLimitCents: limit,
      },
      openingBalanceCents,
      transactions,
      reconciliation,
    } satisfies ParsedStatement;
  },
};
