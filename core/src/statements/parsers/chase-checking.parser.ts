import { parseAmount } from '../../money/money';
import { readStatementTable, type StatementTableProfile, type TableDates, type TableEntry } from '../statement-table';
import { inferYearInPeriod, isoDate } from '../statement-dates';
import { cleanDescription, parseMoneyCell, withLeadingZero } from '../statement-text';
import { reconcile } from '../reconcile';
import type { ParsedStatement, Reconciliation, StatementLine, StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { labelledAccountLast4 } from './labelled-account-number';
import { sectionNamePattern, usBillingPeriod, usStatementDates } from './us-statement-fields';

/** "1234 ^", "1236 * ^" (^: image available, *: break in the check sequence), description, date paid, amount. */
const CHECK_ROW = /^(\d{3,8})\s*((?:[\^*]\s*)*)(.*?)\s*(\d{2})\/(\d{2})(?:\/(\d{2}))?\s+(\$?[\d,]*\.\d{2})$/;
const TOTAL_LINE = /^Total (.+?)\s+\$?\s*([\d,]*\.\d{2})$/i;

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

function sectionOfHeading(text: string): SectionKind | undefined {
  return CHASE_CHECKING.sections.find((section) =>
    sectionNamePattern(section.names, CHASE_CHECKING.continued).test(text),
  );
}

function sectionNamed(name: string): SectionKind | undefined {
  return CHASE_CHECKING.sections.find((section) => sectionNamePattern(section.names).test(name));
}

const nameOf = (section: SectionKind): string => section.names[0] ?? section.key;

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

/** A check: "1234 ^ description 01/05 $100.00" (number, markers, description, date paid, amount). */
function readCheck(text: string, dates: TableDates): TableEntry[] {
  const match = CHECK_ROW.exec(text);
  const amount = match?.[7] ? parseMoneyCell(match[7]) : undefined;
  const date = match && dates.period ? rowDate(Number(match[4]), Number(match[5]), match[6], dates.period) : undefined;
  if (!match || !amount || !date) return [];
  return [{ date, description: cleanDescription(`Check #${match[1] ?? ''} ${match[3] ?? ''}`), amount }];
}

/** How Chase checking templates print their sections of rows. */
const CHASE_CHECKING_TABLE: StatementTableProfile = {
  /** The rows' columns by meaning ("DATE DESCRIPTION AMOUNT"), on a short line. */
  header: { roles: CHASE_CHECKING.rowHeader, maxCells: 6, descriptionFallback: 1 },
  /** "01/05", "01/05/25", or the date and the description in one cell; the year from the period. */
  rowDates: { numeric: 'monthFirst' },
  readAmount: (text) => parseMoneyCell(withLeadingZero(text)),
  /** Amounts are right-aligned under AMOUNT; anything ending far from it is not a row. */
  amountRightEdge: 40,
  sectionTitles: CHASE_CHECKING.sections.map(
    (section) => [sectionNamePattern(section.names, CHASE_CHECKING.continued), section.key] as const,
  ),
  sectionSides: Object.fromEntries(
    CHASE_CHECKING.sections.map((section) => [section.key, section.sign === 1 ? 'in' : 'out'] as const),
  ),
  entriesOfLine: { checks: readCheck },
  figures: [
    // A section ends at its Total line or at the heading of a block without rows (daily balances...).
    { figure: 'sectionTotal', label: TOTAL_LINE, combine: 'last', endsSection: true },
    { figure: 'otherBlock', label: CHASE_CHECKING.otherHeading, combine: 'last', endsSection: true },
  ],
  wrappedLines: [],
  otherWrappedLines: 'description',
  wrappedAlign: 'row',
};

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
export const CHASE_CHECKING_PARSER: StatementParser = {
  id: 'chase-checking',
  bank: 'chase',
  detect(pdf, lines) {
    const summary = lines.some((line) => CHASE_CHECKING.summary.test(line.text));
    const chase = lines.some((line) => /\bChase\b/i.test(line.text));
    if (!summary || !chase || !usStatementDates(lines)) return 0;
    return /OpenText/i.test(pdf.metadata.producer ?? '') ? 0.95 : 0.85;
  },
  parse(pdf, lines) {
    const period = usBillingPeriod(lines);
    if (!period) throw new StatementParseError('NO_STATEMENT_PERIOD', 'Chase checking statement');
    const summary = readSummary(lines);
    const table = readStatementTable(pdf, lines, CHASE_CHECKING_TABLE, { statementDate: period.end, period });
    const { transactions } = table;
    // Each section printed (in print order) with its rows' sum and count and its "Total ..." line.
    const found = new Map<SectionKind, { sum: number; count: number; total?: number }>();
    let section: SectionKind | undefined;
    for (const line of lines) {
      const text = cleanDescription(line.text);
      const heading = sectionOfHeading(text);
      if (heading || CHASE_CHECKING.otherHeading.test(text)) {
        section = heading;
        if (heading && !found.has(heading)) {
          const sum = table.titledSums.get(heading.key) ?? 0;
          found.set(heading, { sum, count: table.titledCounts.get(heading.key) ?? 0 });
        }
        continue;
      }
      const total = section ? TOTAL_LINE.exec(text) : null;
      const current = section ? found.get(section) : undefined;
      if (total && current && section && sectionNamed(cleanDescription(total[1] ?? '')) === section) {
        current.total = parseAmount(total[2] ?? '')?.cents;
        section = undefined;
      }
    }

    if (transactions.length === 0) throw new StatementParseError('NO_TRANSACTIONS', 'Chase statement');
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
