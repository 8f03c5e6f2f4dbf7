import { parseAmount } from '../../money/money';
import { inferYearInPeriod, isoDate } from '../statement-dates';
import { cleanDescription, parseMoneyCell, withLeadingZero } from '../statement-text';
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
import { labelledAccountLast4 } from './labelled-account-number';
import { usStatementDates } from './us-statement-fields';

/** "01/05", "01/05/25", or the date and the description in one cell when the text layer joins them. */
const ROW_DATE = /^(\d{2})\/(\d{2})(?:\/(\d{2}))?(?:\s+(.+))?$/;
/** "1234 ^", "1236 * ^" (^: image available, *: break in the check sequence), description, date paid, amount. */
const CHECK_ROW = /^(\d{3,8})\s*((?:[\^*]\s*)*)(.*?)\s*(\d{2})\/(\d{2})(?:\/(\d{2}))?\s+(\$?[\d,]*\.\d{2})$/;
const TOTAL_LINE = /^Total (.+?)\s+\$?\s*([\d,]*\.\d{2})$/i;
const CONTINUATION_GAP = 14;
const AMOUNT_COLUMN_SLACK = 40;

interface SectionKind {
  key: string;
  /** Heading and Total line names, e.g. "ATM & Debit Card Withdrawals"; the first names the section in messages. */
  names: string[];
  sign: 1 | -1;
}

/** Bank knowledge as data: the wordings Chase checking templates print, in any case. */
const CHASE_CHECKING = {
  /** Sections whose rows are transactions; their summary labels share the names. */
  sections: [
    { key: 'deposits', names: ['Deposits and Additions', 'Deposits and Other Additions'], sign: 1 },
    { key: 'checks', names: ['Checks Paid'], sign: -1 },
    { key: 'card', names: ['ATM & Debit Card Withdrawals', 'ATM and Debit Card Withdrawals'], sign: -1 },
    { key: 'electronic', names: ['Electronic Withdrawals', 'Electronic Payments'], sign: -1 },
    { key: 'other', names: ['Other Withdrawals, Fees & Charges', 'Other Withdrawals'], sign: -1 },
    { key: 'fees', names: ['Fees', 'Service Fees'], sign: -1 },
  ] satisfies SectionKind[] as SectionKind[],
  continued: String.raw`(?:\s*(?:\(continued\)|-\s*continued))?`,
  summary: /^CHECKING SUMMARY\b/i,
  /** Headings of blocks that hold no transactions (daily balances, card totals, charges). */
  otherHeading:
    /^(?:CHECKING SUMMARY\b.*|DAILY ENDING BALANCE|SERVICE CHARGE SUMMARY|ATM & DEBIT CARD SUMMARY|IN CASE OF ERRORS\b.*)$/i,
  /** Column headers: rows by meaning; the check table by its check number column. */
  rowHeader: ['date', 'description', 'amount'] as const,
  checkHeader: /^CHECK\s*(?:NUMBER|NO\.?|#)\b.*\bAMOUNT\b/i,
  beginning: /^(?:Beginning|Opening) Balance$/i,
  ending: /^(?:Ending|Closing) Balance$/i,
  /** Labels of a debit card's number, which is not the account's. */
  cardNumber: /\bcard\b/i,
};

const namePattern = (names: readonly string[], suffix = ''): RegExp =>
  new RegExp(
    `^(?:${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})${suffix}$`,
    'i',
  );

function sectionOfHeading(text: string): SectionKind | undefined {
  return CHASE_CHECKING.sections.find((section) => namePattern(section.names, CHASE_CHECKING.continued).test(text));
}

function sectionNamed(name: string): SectionKind | undefined {
  return CHASE_CHECKING.sections.find((section) => namePattern(section.names).test(name));
}

const nameOf = (section: SectionKind): string => section.names[0] ?? section.key;

/** The statement period: printed as a range, else the month before the closing date. */
function findPeriod(lines: readonly StatementLine[]): { start: string; end: string } | undefined {
  const dates = usStatementDates(lines);
  if (!dates) return undefined;
  if (dates.period?.end === dates.statementDate) return dates.period;
  const end = dates.statementDate;
  return { start: new Date(Date.parse(end) - 31 * 86_400_000).toISOString().slice(0, 10), end };
}

/** A row date: with its printed year, else placed in the statement period. */
function rowDate(month: number, day: number, year: string | undefined, period: { start: string; end: string }) {
  return year ? isoDate(2000 + Number(year), month, day) : inferYearInPeriod(day, month, period);
}

interface SummaryLine {
  instances?: number;
  cents: number;
}

/** CHECKING SUMMARY: label, INSTANCES, AMOUNT ("$5,123.45", "6,200.00", "- 3,169.04", "(3,169.04)"). */
function readSummary(lines: readonly StatementLine[]): Map<SectionKind | 'beginning' | 'ending', SummaryLine> {
  const summary = new Map<SectionKind | 'beginning' | 'ending', SummaryLine>();
  const start = lines.findIndex((line) => CHASE_CHECKING.summary.test(line.text));
  if (start < 0) return summary;
  for (const line of lines.slice(start + 1)) {
    if (sectionOfHeading(line.text)) break;
    const [label, ...rest] = line.cells;
    const instancesCell = rest.find((cell) => /^\d{1,4}$/.test(cell.text));
    const amountText = rest
      .filter((cell) => cell !== instancesCell)
      .map((cell) => cell.text)
      .join(' ');
    const amount = label ? parseAmount(withLeadingZero(amountText)) : undefined;
    if (!label || !amount || !/\.\d{2}$/.test(amountText)) continue;
    const key = CHASE_CHECKING.beginning.test(label.text)
      ? 'beginning'
      : CHASE_CHECKING.ending.test(label.text)
        ? 'ending'
        : sectionNamed(label.text);
    if (!key) continue;
    summary.set(key, {
      instances: instancesCell ? Number(instancesCell.text) : undefined,
      cents: amount.negative ? -amount.cents : amount.cents,
    });
  }
  return summary;
}

interface OpenRow {
  transaction: ParsedTransaction;
  descriptionX: number;
  lastLine: StatementLine;
}

/** A "MM/DD description amount" row; the section gives the sign. */
function readRow(line: StatementLine, sign: number, period: { start: string; end: string }): OpenRow | undefined {
  const first = line.cells[0];
  const last = line.cells[line.cells.length - 1];
  const dated = ROW_DATE.exec(first?.text ?? '');
  const amount = last && line.cells.length > 1 ? parseMoneyCell(withLeadingZero(last.text)) : undefined;
  if (!first || !dated || !amount) return undefined;
  const middle = line.cells.slice(1, -1);
  const description = cleanDescription([dated[4] ?? '', ...middle.map((cell) => cell.text)].join(' '));
  const date = rowDate(Number(dated[1]), Number(dated[2]), dated[3], period);
  if (!date || description === '') return undefined;
  return {
    transaction: { date, description, amountCents: sign * amount.cents },
    descriptionX: middle[0]?.x ?? first.x,
    lastLine: line,
  };
}

function readCheck(line: StatementLine, period: { start: string; end: string }): ParsedTransaction | undefined {
  const match = CHECK_ROW.exec(cleanDescription(line.text));
  const amount = match?.[7] ? parseMoneyCell(match[7]) : undefined;
  const date = match ? rowDate(Number(match[4]), Number(match[5]), match[6], period) : undefined;
  if (!match || !amount || !date) return undefined;
  const description = cleanDescription(`Check #${match[1] ?? ''} ${match[3] ?? ''}`);
  return { date, description, amountCents: -amount.cents };
}

/** The first line under the next page's header, in its description column: the rest of a wrapped row. */
function continuesOnNextPage(open: OpenRow, line: StatementLine, descriptionX: number | undefined): boolean {
  const first = line.cells[0];
  const last = line.cells[line.cells.length - 1];
  if (!first || !last || descriptionX === undefined || line.page <= open.lastLine.page) return false;
  if (parseMoneyCell(withLeadingZero(last.text)) || /^Total\b/i.test(line.text)) return false;
  return Math.abs(first.x - descriptionX) <= 12;
}

function continues(open: OpenRow, line: StatementLine): boolean {
  const first = line.cells[0];
  const last = line.cells[line.cells.length - 1];
  if (!first || !last || line.page !== open.lastLine.page) return false;
  if (line.y - open.lastLine.y >= CONTINUATION_GAP || parseMoneyCell(withLeadingZero(last.text))) return false;
  return first.x >= open.descriptionX - 4 && !/^Total\b|^Page \d+ of \d+$/i.test(line.text);
}

/**
 * The balance first, then each section against its Total line and the summary (amount and INSTANCES).
 * The first disagreement is reported.
 */
function checkAll(
  balance: Reconciliation,
  summary: Map<SectionKind | 'beginning' | 'ending', SummaryLine>,
  found: Map<SectionKind, { sum: number; count: number; total?: number }>,
): Reconciliation {
  if (!balance.ok) return balance;
  const items = summary.get('ending')?.instances;
  const read = [...found.values()].reduce((sum, section) => sum + section.count, 0);
  if (items !== undefined && items !== read) {
    return {
      ok: false,
      against: 'number of items',
      message: `The statement's summary counts ${items} items but ${read} rows were read. Some rows may be missing or misread.`,
    };
  }
  for (const [section, { sum, total }] of found) {
    const byTotal = reconcile(
      `"Total ${nameOf(section)}" line`,
      total === undefined ? undefined : section.sign * total,
      sum,
    );
    if (!byTotal.ok) return byTotal;
  }
  for (const section of CHASE_CHECKING.sections) {
    const printed = summary.get(section);
    if (!printed) continue;
    const rows = found.get(section) ?? { sum: 0, count: 0 };
    const bySummary = reconcile(`"${nameOf(section)}" summary line`, printed.cents, rows.sum);
    if (!bySummary.ok) return bySummary;
    if (printed.instances !== undefined && printed.instances !== rows.count) {
      return {
        ok: false,
        against: `"${nameOf(section)}" instances`,
        message: `The statement's summary counts ${printed.instances} ${nameOf(section)} but ${rows.count} rows were read. Some rows may be missing or misread.`,
      };
    }
  }
  return balance;
}

/** Chase (US) checking statements: CHECKING SUMMARY, then sections of MM/DD rows signed by the section. */
/** A column header line: the rows' columns by meaning, or the check table's. */
function isColumnHeader(line: StatementLine): boolean {
  if (line.cells.length > 6 || /\d[.,]\d{2}\b/.test(line.text)) return false;
  return CHASE_CHECKING.checkHeader.test(line.text) || isHeaderLine(line.text, CHASE_CHECKING.rowHeader);
}

/** Chase (US) checking statements: CHECKING SUMMARY, then sections of MM/DD rows signed by the section. */
export const CHASE_CHECKING_PARSER: StatementParser = {
  id: 'chase-checking',
  bank: 'chase',
  detect(pdf, lines) {
    const summary = lines.some((line) => CHASE_CHECKING.summary.test(line.text));
    const chase = lines.some((line) => /\bChase\b/i.test(line.text));
    if (!summary || !chase || !usStatementDates(lines)) return 0;
    return /OpenText/i.test(pdf.metadata.producer ?? '') ? 0.95 : 0.85;
  },
  parse(_pdf, lines) {
    const period = findPeriod(lines);
    if (!period) throw new StatementParseError('This Chase checking statement has no readable statement period.');
    const summary = readSummary(lines);
    const transactions: ParsedTransaction[] = [];
    const found = new Map<SectionKind, { sum: number; count: number; total?: number }>();
    let section: SectionKind | undefined;
    let amountRight: number | undefined;
    let descriptionX: number | undefined;
    let open: OpenRow | undefined;
    // The last row of the page before, which the first line under this page's header may continue.
    let carried: OpenRow | undefined;

    const add = (transaction: ParsedTransaction, current: SectionKind): void => {
      transactions.push(transaction);
      const totals = found.get(current) ?? { sum: 0, count: 0 };
      found.set(current, { ...totals, sum: totals.sum + transaction.amountCents, count: totals.count + 1 });
    };

    for (const line of lines) {
      const text = cleanDescription(line.text);
      const heading = sectionOfHeading(text);
      if (heading || CHASE_CHECKING.otherHeading.test(text)) {
        carried = heading && heading === section && open && open.lastLine.page < line.page ? open : undefined;
        section = heading;
        open = undefined;
        if (heading && !found.has(heading)) found.set(heading, { sum: 0, count: 0 });
        continue;
      }
      if (!section) continue;
      if (isColumnHeader(line)) {
        const cells = line.cells;
        amountRight = cells[roleCellIndex(cells, 'amount')]?.right ?? cells[cells.length - 1]?.right;
        descriptionX = cells[roleCellIndex(cells, 'description')]?.x;
        open = undefined;
        continue;
      }
      const total = TOTAL_LINE.exec(text);
      if (total && sectionNamed(cleanDescription(total[1] ?? '')) === section) {
        const cents = parseAmount(total[2] ?? '')?.cents;
        const current = found.get(section) ?? { sum: 0, count: 0 };
        found.set(section, { ...current, total: cents });
        section = undefined;
        open = undefined;
        carried = undefined;
        continue;
      }
      const last = line.cells[line.cells.length - 1];
      const inAmountColumn =
        amountRight === undefined || (last !== undefined && Math.abs(last.right - amountRight) <= AMOUNT_COLUMN_SLACK);
      if (section.key === 'checks') {
        const check = inAmountColumn ? readCheck(line, period) : undefined;
        if (check) add(check, section);
        open = undefined;
        continue;
      }
      const row = inAmountColumn ? readRow(line, section.sign, period) : undefined;
      if (row) {
        add(row.transaction, section);
        open = row;
        carried = undefined;
        continue;
      }
      const next = carried && continuesOnNextPage(carried, line, descriptionX) ? carried : undefined;
      carried = undefined;
      const current = (open && continues(open, line) ? open : undefined) ?? next;
      if (current) {
        current.transaction.description = cleanDescription(`${current.transaction.description} ${text}`);
        // On the next page the description column is where that page puts it (later pages shift).
        if (current === next) current.descriptionX = line.cells[0]?.x ?? current.descriptionX;
        current.lastLine = line;
        open = current;
        continue;
      }
      // A line right under the row closes it; page furniture further down (or on the next page) does not.
      if (open && line.page === open.lastLine.page && line.y - open.lastLine.y < CONTINUATION_GAP) open = undefined;
    }

    if (transactions.length === 0) throw new StatementParseError('No transactions were found in this Chase statement.');
    const beginning = summary.get('beginning');
    const ending = summary.get('ending');
    const rowsSum = transactions.reduce((sum, row) => sum + row.amountCents, 0);
    const balance = reconcile('ending balance', ending?.cents, (beginning?.cents ?? 0) + rowsSum);
    const productLine = lines.find((line) => CHASE_CHECKING.summary.test(line.text));
    const product = productLine ? cleanDescription(productLine.text.replace(CHASE_CHECKING.summary, '')) : '';
    return {
      bank: 'chase',
      account: {
        institution: 'Chase',
        name: product || 'Chase Checking',
        accountType: 'checking',
        last4: labelledAccountLast4(lines, CHASE_CHECKING.cardNumber),
        currency: 'USD',
        statementDate: period.end,
        balanceCents: ending?.cents,
      },
      openingBalanceCents: beginning?.cents,
      transactions,
      reconciliation: checkAll(balance, summary, found),
    } satisfies ParsedStatement;
  },
};
