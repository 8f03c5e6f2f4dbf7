import { parseAmount } from '../../money/money';
import { hasStatementTableHeader, readStatementTable, type StatementTableProfile } from '../statement-table';
import { parseMoneyCell, withLeadingZero } from '../statement-text';
import { dollarSignReadAsDigit, pointsForThousandsCommas } from '../ocr-slips';
import { reconcile } from '../reconcile';
import type { ParsedStatement, Reconciliation, StatementLine, StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { labelledAccountLast4 } from './labelled-account-number';
import { usBillingPeriod, usStatementPeriod } from './us-statement-fields';

/** Bank knowledge as data: the wordings Chase card templates print, in any case. */
const CHASE_CARD = {
  /** What only a card statement prints (a checking statement has the same columns and bank name). */
  cardCue: /Minimum Payment Due|Payment Due Date|Credit Access Line|Credit Limit|ACCOUNT ACTIVITY/i,
  previousBalance: /^Previous (?:Statement )?Balance$/i,
  newBalance: /^New Balance(?: Total)?$/i,
  creditLimit: /^(?:Credit Access Line|Credit Limit|Total Credit Line)$/i,
};

type Section = 'payments' | 'purchases' | 'cash' | 'transfers' | 'fees' | 'interest';

const SECTION_HEADINGS: (readonly [RegExp, Section])[] = [
  [/^PAYMENTS AND (?:OTHER )?CREDITS$/i, 'payments'],
  [/^PURCHASES?$/i, 'purchases'],
  [/^CASH ADVANCES?$/i, 'cash'],
  [/^BALANCE TRANSFERS?$/i, 'transfers'],
  [/^FEES(?: CHARGED)?$/i, 'fees'],
  [/^INTEREST(?: CHARGED)?$/i, 'interest'],
];

/** How Chase card templates print the ACCOUNT ACTIVITY table. */
export const CHASE_TABLE: StatementTableProfile = {
  /** The columns by meaning ("Date of Transaction", "Merchant Name or ...", "$ Amount"), on a short line. */
  header: { roles: ['date', 'description', 'amount'], maxCells: 4, descriptionFallback: 1 },
  /** "01/05", "01/05/25"; the year from the billing period. */
  rowDates: { numeric: 'monthFirst' },
  /** ".99" as printed; a leading "-" marks a payment or credit. */
  readAmount: (text) => parseMoneyCell(withLeadingZero(text)),
  /** Amounts are right-aligned under "$ Amount"; anything ending far from it is not a row. */
  amountRightEdge: 40,
  sectionTitles: SECTION_HEADINGS,
  untitledSection: 'purchases',
  figures: [
    {
      figure: 'activityEnd',
      label: /Totals Year-to-Date|^INTEREST CHARGES$/i,
      combine: 'last',
      endsTable: 'untilHeader',
    },
  ],
  wrappedLines: [
    // "12.00 X 1.083333 (EXCHG RATE)", optionally after the currency ("EURO 12.00 X ..."); a scan's OCR may
    // close up the spaces around the X ("12.00X 1.083333").
    {
      match: /^(?:(?<currency>.*?[A-Z])\s+)?(?<amount>[\d,]*\.?\d+)\s*X\s*[\d.]+\s*\(EXCHG RATE\)$/i,
      as: 'foreignAmount',
      anywhere: true,
    },
    // A dated line without an amount under a foreign row names its currency ("01/05 EURO").
    { match: /^\d{2}\/\d{2}(?:\/\d{2})?\s+(?<currency>.+)$/, as: 'foreignCurrency', anywhere: true },
  ],
  otherWrappedLines: 'description',
  wrappedAlign: 'row',
};

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

/** A summary value as read: its text, and its signed cents as printed (owed positive). */
interface SummaryReading {
  text: string;
  cents: number;
}

/** A label printed in as many as this many cells: a scan may read "Previous" and "Statement Balance" apart. */
const MOST_LABEL_CELLS = 3;

/** A summary value as read: as printed, with its thousands commas read as points ("$1.845.10"), or its "$" as S. */
function summaryCents(text: string): number | undefined {
  const cents = printedCents(text);
  if (cents !== undefined) return cents;
  const [, sign = '', figure = ''] = /^([+-]?\$?)(.*)$/.exec(text.trim()) ?? [];
  const commas = pointsForThousandsCommas(figure);
  if (commas !== undefined) return printedCents(`${sign}${commas}`);
  // An "S" for the "$" reads only one way.
  return /^[+-]?S\d/.test(text.trim()) ? dollarSignSlip(text) : undefined;
}

/**
 * The values printed right after a summary label ("Previous Balance" "$1,234.56"), in reading order. Matched
 * cell by cell: the PAYMENT INFORMATION box shares baselines with the summary, so one line can hold two label
 * pairs.
 */
function summaryReadings(lines: readonly StatementLine[], label: RegExp): SummaryReading[] {
  return lines.flatMap((line) =>
    line.cells.flatMap((_, start) => {
      for (let end = start; end < Math.min(line.cells.length - 1, start + MOST_LABEL_CELLS); end += 1) {
        const text = line.cells
          .slice(start, end + 1)
          .map((cell) => cell.text)
          .join(' ');
        if (!label.test(text)) continue;
        const value = line.cells[end + 1];
        const cents = value ? summaryCents(value.text) : undefined;
        return value && cents !== undefined ? [{ text: value.text, cents }] : [];
      }
      return [];
    }),
  );
}

function summaryValue(lines: readonly StatementLine[], label: RegExp): number | undefined {
  return summaryReadings(lines, label)[0]?.cents;
}

/** The figure a "$" read as a digit stands for (dollarSignReadAsDigit): Chase prints "$" on every summary figure. */
function dollarSignSlip(text: string): number | undefined {
  const printed = dollarSignReadAsDigit(text);
  return printed === undefined ? undefined : summaryCents(printed);
}

/**
 * The new balance, printed more than once (summary, payment box, coupon): the first printing, unless a scan
 * read its "$" as a digit and another printing reads the figure that slip stands for (none the figure as read).
 */
function newBalanceOwed(lines: readonly StatementLine[]): number | undefined {
  const [first, ...others] = summaryReadings(lines, CHASE_CARD.newBalance);
  if (!first) return undefined;
  const slip = dollarSignSlip(first.text);
  const confirmed = (cents: number | undefined) => others.some((other) => other.cents === cents);
  return slip !== undefined && confirmed(slip) && !confirmed(first.cents) ? slip : first.cents;
}

/** The ACCOUNT SUMMARY's figures: the previous balance and each section's total, keyed by section. */
interface AccountSummary {
  previousOwed: number | undefined;
  sections: Map<Section, number>;
}

/** At most this many "$" read as digits are looked for in one summary (2^n sums are tried). */
const MOST_DOLLAR_SLIPS = 4;

/**
 * The summary as printed. It adds up: previous balance plus each section's total is the new balance. Where a
 * scan's reading does not, and reading back the "$" of a few figures read as a digit ("50.00" for "$0.00",
 * "51,846.01" for "$1,846.01") makes it add up in one way only (the fewest such figures), that reading stands.
 */
function accountSummary(lines: readonly StatementLine[], newOwed: number | undefined): AccountSummary {
  const read = [
    { key: 'previous' as const, reading: summaryReadings(lines, CHASE_CARD.previousBalance)[0] },
    ...SECTION_SUMMARY.map(({ section, label }) => ({ key: section, reading: summaryReadings(lines, label)[0] })),
  ].flatMap(({ key, reading }) => {
    if (!reading) return [];
    // A slip that reads as the figure already read ("S12.61") is no other reading.
    const slip = dollarSignSlip(reading.text);
    return [{ key, cents: reading.cents, slip: slip === reading.cents ? undefined : slip }];
  });
  const summaryOf = (values: readonly number[]): AccountSummary => {
    const sections = new Map<Section, number>();
    let previousOwed: number | undefined;
    read.forEach(({ key }, index) => {
      if (key === 'previous') previousOwed = values[index];
      else sections.set(key, values[index] ?? 0);
    });
    return { previousOwed, sections };
  };
  const asRead = read.map(({ cents }) => cents);
  const hasPrevious = read.some(({ key }) => key === 'previous');
  const addsUp = (values: readonly number[]) => values.reduce((sum, cents) => sum + cents, 0) === newOwed;
  const slipped = read.flatMap(({ slip }, index) => (slip === undefined ? [] : [index]));
  if (!hasPrevious || newOwed === undefined || addsUp(asRead) || slipped.length > MOST_DOLLAR_SLIPS) {
    return summaryOf(asRead);
  }
  const readings = Array.from({ length: 2 ** slipped.length }, (_, mask) =>
    read.map(({ cents, slip }, index) => {
      const bit = slipped.indexOf(index);
      return bit >= 0 && mask & (1 << bit) ? (slip ?? cents) : cents;
    }),
  );
  const slipsIn = (values: readonly number[]) => values.filter((cents, index) => cents !== asRead[index]).length;
  const adding = readings.filter(addsUp);
  const fewest = Math.min(...adding.map(slipsIn));
  const best = adding.filter((values) => slipsIn(values) === fewest);
  return summaryOf(best.length === 1 && best[0] ? best[0] : asRead);
}

/** Each summary total against its activity section; the first disagreement is reported. */
function checkSections(summary: AccountSummary, sums: ReadonlyMap<string, number>): Reconciliation | undefined {
  for (const { section, name } of SECTION_SUMMARY) {
    const printed = summary.sections.get(section);
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
    const header = hasStatementTableHeader(lines, CHASE_TABLE);
    if (!header && !usStatementPeriod(lines)) return 0;
    const openText = /OpenText Output Transformation Engine/i.test(pdf.metadata.producer ?? '');
    return openText ? 0.95 : header ? 0.85 : 0.7;
  },
  parse(pdf, lines) {
    const period = usBillingPeriod(lines);
    const statementDate = period?.end ?? pdf.statementDateFromEvidence;
    if (!statementDate) throw new StatementParseError('NO_STATEMENT_DATE', 'Chase statement');

    const table = readStatementTable(pdf, lines, CHASE_TABLE, period ? { statementDate, period } : statementDate);
    const { transactions } = table;
    if (transactions.length === 0) throw new StatementParseError('NO_TRANSACTIONS', 'Chase statement');
    const newOwed = newBalanceOwed(lines);
    const summary = accountSummary(lines, newOwed);
    const { previousOwed } = summary;
    const limit = summaryValue(lines, CHASE_CARD.creditLimit);
    const openingBalanceCents = previousOwed === undefined ? undefined : -previousOwed;
    const rowsSum = transactions.reduce((total, row) => total + row.amountCents, 0);
    const balance = reconcile(
      'new balance',
      newOwed === undefined ? undefined : -newOwed,
      (openingBalanceCents ?? 0) + rowsSum,
    );
    const reconciliation = balance.ok ? (checkSections(summary, table.titledSums) ?? balance) : balance;
    return {
      bank: 'chase',
      account: {
        institution: 'Chase',
        name: 'Chase Credit Card',
        accountType: 'credit',
        last4: labelledAccountLast4(lines),
        currency: 'USD',
        statementDate,
        balanceCents: newOwed === undefined ? undefined : -newOwed,
        creditLimitCents: limit,
      },
      openingBalanceCents,
      transactions,
      reconciliation,
    } satisfies ParsedStatement;
  },
};
