import { parseAmount } from '../../money/money';
import { inferYearInPeriod, parseFullDate } from '../statement-dates';
import { cleanDescription, lastFourDigits, parseMoneyCell, withLeadingZero } from '../statement-text';
import { reconcile } from '../reconcile';
import {
  StatementParseError,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

const LONG_DATE = '[A-Z][a-z]+ \\d{1,2}, \\d{4}';
const PERIOD = new RegExp(`(${LONG_DATE})\\s*through\\s*(${LONG_DATE})`);
const ROW_DATE = /^(\d{2})\/(\d{2})(?:\s+(.+))?$/;
/** "1234 ^", "1236 * ^" (^: image available, *: break in the check sequence), description, date paid, amount. */
const CHECK_ROW = /^(\d{3,8})\s*((?:[\^*]\s*)*)(.*?)\s*(\d{2})\/(\d{2})\s+(\$?[\d,]*\.\d{2})$/;
const TOTAL_LINE = /^Total (.+?)\s+\$?\s*([\d,]*\.\d{2})$/i;
const CONTINUATION_GAP = 14;
const AMOUNT_COLUMN_SLACK = 40;

interface SectionKind {
  key: string;
  /** Heading and Total line name, e.g. "ATM & Debit Card Withdrawals". */
  name: string;
  sign: 1 | -1;
}

/** Sections whose rows are transactions; their summary labels share the name. */
const SECTIONS: SectionKind[] = [
  { key: 'deposits', name: 'Deposits and Additions', sign: 1 },
  { key: 'checks', name: 'Checks Paid', sign: -1 },
  { key: 'card', name: 'ATM & Debit Card Withdrawals', sign: -1 },
  { key: 'electronic', name: 'Electronic Withdrawals', sign: -1 },
  { key: 'other', name: 'Other Withdrawals, Fees & Charges', sign: -1 },
  { key: 'other', name: 'Other Withdrawals', sign: -1 },
  { key: 'fees', name: 'Fees', sign: -1 },
];
/** Headings of blocks that hold no transactions (daily balances, card totals, charges). */
const OTHER_HEADING =
  /^(?:CHECKING SUMMARY\b.*|DAILY ENDING BALANCE|SERVICE CHARGE SUMMARY|ATM & DEBIT CARD SUMMARY|IN CASE OF ERRORS\b.*)$/;

function sectionOfHeading(text: string): SectionKind | undefined {
  const heading = text.replace(/\s*\(continued\)$/i, '');
  return SECTIONS.find((section) => section.name.toUpperCase() === heading);
}

function sectionNamed(name: string): SectionKind | undefined {
  return SECTIONS.find((section) => section.name.toLowerCase() === name.toLowerCase());
}

function findPeriod(lines: readonly StatementLine[]): { start: string; end: string } | undefined {
  for (const line of lines) {
    const match = PERIOD.exec(line.text);
    const start = match?.[1] ? parseFullDate(match[1]) : undefined;
    const end = match?.[2] ? parseFullDate(match[2]) : undefined;
    if (start && end) return { start, end };
  }
  return undefined;
}

interface SummaryLine {
  instances?: number;
  cents: number;
}

/** CHECKING SUMMARY: label, INSTANCES, AMOUNT ("$5,123.45", "6,200.00", "- 3,169.04"). */
function readSummary(lines: readonly StatementLine[]): Map<string, SummaryLine> {
  const summary = new Map<string, SummaryLine>();
  const start = lines.findIndex((line) => /^CHECKING SUMMARY\b/.test(line.text));
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
    summary.set(label.text.toLowerCase(), {
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
  const description = cleanDescription([dated[3] ?? '', ...middle.map((cell) => cell.text)].join(' '));
  const date = inferYearInPeriod(Number(dated[2]), Number(dated[1]), period);
  if (!date || description === '') return undefined;
  return {
    transaction: { date, description, amountCents: sign * amount.cents },
    descriptionX: middle[0]?.x ?? first.x,
    lastLine: line,
  };
}

function readCheck(line: StatementLine, period: { start: string; end: string }): ParsedTransaction | undefined {
  const match = CHECK_ROW.exec(cleanDescription(line.text));
  const amount = match?.[6] ? parseMoneyCell(match[6]) : undefined;
  const date = match ? inferYearInPeriod(Number(match[5]), Number(match[4]), period) : undefined;
  if (!match || !amount || !date) return undefined;
  const description = cleanDescription(`Check #${match[1] ?? ''} ${match[3] ?? ''}`);
  return { date, description, amountCents: -amount.cents };
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
  summary: Map<string, SummaryLine>,
  found: Map<SectionKind, { sum: number; count: number; total?: number }>,
): Reconciliation {
  if (!balance.ok) return balance;
  const items = summary.get('ending balance')?.instances;
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
      `"Total ${section.name}" line`,
      total === undefined ? undefined : section.sign * total,
      sum,
    );
    if (!byTotal.ok) return byTotal;
  }
  for (const section of SECTIONS) {
    const printed = summary.get(section.name.toLowerCase());
    if (!printed) continue;
    const rows = found.get(section) ?? { sum: 0, count: 0 };
    const bySummary = reconcile(`"${section.name}" summary line`, printed.cents, rows.sum);
    if (!bySummary.ok) return bySummary;
    if (printed.instances !== undefined && printed.instances !== rows.count) {
      return {
        ok: false,
        against: `"${section.name}" instances`,
        message: `The statement's summary counts ${printed.instances} ${section.name} but ${rows.count} rows were read. Some rows may be missing or misread.`,
      };
    }
  }
  return balance;
}

/** Chase (US) checking statements: CHECKING SUMMARY, then sections of MM/DD rows signed by the section. */
export const CHASE_CHECKING_PARSER: StatementParser = {
  id: 'chase-checking',
  bank: 'chase',
  detect(pdf, lines) {
    const summary = lines.some((line) => /^CHECKING SUMMARY\b/.test(line.text));
    const chase = lines.some((line) => /\bChase\b/i.test(line.text));
    const period = lines.some((line) => PERIOD.test(line.text));
    if (!summary || !chase || !period) return 0;
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
    let open: OpenRow | undefined;

    const add = (transaction: ParsedTransaction, current: SectionKind): void => {
      transactions.push(transaction);
      const totals = found.get(current) ?? { sum: 0, count: 0 };
      found.set(current, { ...totals, sum: totals.sum + transaction.amountCents, count: totals.count + 1 });
    };

    for (const line of lines) {
      const text = cleanDescription(line.text);
      const heading = sectionOfHeading(text);
      if (heading || OTHER_HEADING.test(text)) {
        section = heading;
        open = undefined;
        if (heading && !found.has(heading)) found.set(heading, { sum: 0, count: 0 });
        continue;
      }
      if (!section) continue;
      if (/^(?:DATE|CHECK NUMBER|CHECK NO\.?)\b.*\bAMOUNT$/.test(text)) {
        amountRight = line.cells[line.cells.length - 1]?.right;
        open = undefined;
        continue;
      }
      const total = TOTAL_LINE.exec(text);
      if (total && sectionNamed(total[1] ?? '') === section) {
        const cents = parseAmount(total[2] ?? '')?.cents;
        const current = found.get(section) ?? { sum: 0, count: 0 };
        found.set(section, { ...current, total: cents });
        section = undefined;
        open = undefined;
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
        continue;
      }
      if (open && continues(open, line)) {
        open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
        open.lastLine = line;
        continue;
      }
      open = undefined;
    }

    if (transactions.length === 0) throw new StatementParseError('No transactions were found in this Chase statement.');
    const beginning = summary.get('beginning balance');
    const ending = summary.get('ending balance');
    const rowsSum = transactions.reduce((sum, row) => sum + row.amountCents, 0);
    const balance = reconcile('ending balance', ending?.cents, (beginning?.cents ?? 0) + rowsSum);
    const productLine = lines.find((line) => /^CHECKING SUMMARY\b/.test(line.text));
    const product = productLine ? cleanDescription(productLine.text.replace(/^CHECKING SUMMARY/, '')) : '';
    const accountLine = lines.find((line) => /(?:Primary Account|Account Number):/i.test(line.text));
    return {
      bank: 'chase',
      account: {
        institution: 'Chase',
        name: product || 'Chase Checking',
        accountType: 'checking',
        last4: accountLine
          ? lastFourDigits(accountLine.text.replace(/^.*(?:Primary Account|Account Number):/i, ''))
          : undefined,
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
