import type { ParsedAmount } from '../../money/money';
import {
  hasStatementTableHeader,
  readStatementTable,
  type StatementTableProfile,
  type TableDates,
  type TableEntry,
} from '../statement-table';
import { inferYearInPeriod, parseFullDate, parseMonthDayNumeric } from '../statement-dates';
import { cleanDescription, parseMoneyCell } from '../statement-text';
import { reconcile } from '../reconcile';
import type {
  ParsedStatement,
  ParsedTransaction,
  Reconciliation,
  StatementLine,
  StatementParser,
} from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { BOA_INSTITUTION, amountAfterLabel, bankOfAmericaScore, firstFailure, sectionChecks } from './boa-common';
import { labelledAccountLast4 } from './labelled-account-number';
import { sectionNamePattern, usStatementDates } from './us-statement-fields';

/** A date on its own: "01/05/24" or "01/05". */
const DATE = String.raw`\d{1,2}/\d{1,2}(?:/\d{2}(?:\d{2})?)?`;

/** Bank knowledge as data: the wordings Bank of America checking templates print, in any case. */
const BOA_CHECKING = {
  /** Sections that hold rows; the side of the money comes from the section. Names longest first. */
  sections: [
    {
      names: ['Deposits and other additions', 'Deposits and other credits', 'Deposits and additions'],
      moneyIn: true,
    },
    { names: ['Withdrawals and other subtractions', 'Withdrawals and other debits'], moneyIn: false },
    { names: ['ATM and debit card subtractions', 'ATM & debit card withdrawals'], moneyIn: false },
    { names: ['Other subtractions', 'Electronic withdrawals'], moneyIn: false },
    { names: ['Checks', 'Checks paid'], moneyIn: false, checks: true },
    { names: ['Service fees', 'Fees'], moneyIn: false },
  ],
  continued: String.raw`(?:\s*(?:-\s*continued|\(continued\)))?`,
  totalLine: /^Total (.+?)\s+(\S+)$/i,
  ledgerHeading: /^Daily (?:ledger|ending) balances?\b/i,
  beginning: /^(?:Beginning|Opening) balance\b/i,
  ending: /^(?:Ending|Closing) balance\b/i,
  product: /^Your (.*(?:Banking|Checking))$/i,
  /** Labels of the debit card's number, which is not the account's. */
  cardNumber: /\bcard\b/i,
  /** Text only the bank's own statements print beside its name. */
  ownText: /Member FDIC|bankofamerica\.com|Bank of America, N\.A\./i,
};

interface Section {
  names: readonly string[];
  moneyIn: boolean;
  checks?: boolean;
}

const sectionNamed = (name: string, suffix = ''): Section | undefined =>
  BOA_CHECKING.sections.find((section) => sectionNamePattern(section.names, suffix).test(name));
const sectionCents = (section: Section, amount: ParsedAmount): number =>
  section.moneyIn ? amount.cents : -amount.cents;

/** A printed row date: with its year, or placed in the statement period. */
function rowDate(printed: string, dates: TableDates): string | undefined {
  if (printed.split('/').length === 3) return parseFullDate(printed, { usMonthFirst: true });
  const [month = 0, day = 0] = printed.split('/').map(Number);
  return dates.period
    ? inferYearInPeriod(day, month, dates.period)
    : parseMonthDayNumeric(printed, dates.statementDate);
}

/** A line of the check table: several "date, check number, amount" groups side by side. */
function readChecks(text: string, dates: TableDates): TableEntry[] {
  const found: TableEntry[] = [];
  let date: string | undefined;
  let number: string | undefined;
  for (const token of text.split(' ')) {
    const amount = parseMoneyCell(token);
    if (new RegExp(`^${DATE}$`).test(token)) date = rowDate(token, dates);
    else if (/^\d{1,8}\*?$/.test(token)) number = token.replace('*', '');
    else if (amount && date && number) {
      found.push({ date, description: `Check ${number}`, amount });
      date = undefined;
      number = undefined;
    }
  }
  return found;
}

/** The section names as one pattern, for "Total <section>" lines. */
const ALL_NAMES = BOA_CHECKING.sections.flatMap((section) => section.names.map((name) => name.replace(/ /g, '\\s+')));

/** How Bank of America checking templates print their sections of rows. */
const BOA_CHECKING_TABLE: StatementTableProfile = {
  /** "Date Description Amount", "Posting Date Details Amount ($)", on a short line. */
  header: { roles: ['date', 'description', 'amount'], maxCells: 4, descriptionFallback: 1 },
  /** "01/05/24" or "01/05", the date and the description in one cell when the text layer joins them. */
  rowDates: { numeric: 'monthFirst' },
  amountRightEdge: 12,
  sectionTitles: BOA_CHECKING.sections.map(
    (section) => [sectionNamePattern(section.names, BOA_CHECKING.continued), section.names[0] ?? ''] as const,
  ),
  sectionSides: Object.fromEntries(
    BOA_CHECKING.sections.map((section) => [section.names[0] ?? '', section.moneyIn ? 'in' : 'out'] as const),
  ),
  entriesOfLine: Object.fromEntries(
    BOA_CHECKING.sections.filter((section) => section.checks).map((section) => [section.names[0] ?? '', readChecks]),
  ),
  figures: [
    // A section ends at its total: nothing after it is a row until the next section title.
    {
      figure: 'sectionTotal',
      label: new RegExp(`^Total (?:${ALL_NAMES.join('|')})\\s+\\S+$`, 'i'),
      combine: 'last',
      endsSection: true,
    },
    { figure: 'ledger', label: BOA_CHECKING.ledgerHeading, combine: 'last', endsSection: true },
  ],
  wrappedLines: [],
  otherWrappedLines: 'description',
  wrappedAlign: 'row',
};

/** "MM/DD balance" pairs of the daily ledger balances table. */
function readLedger(line: StatementLine): { monthDay: string; amount: ParsedAmount }[] {
  const tokens = line.text.split(' ');
  const pairs: { monthDay: string; amount: ParsedAmount }[] = [];
  for (const [index, token] of tokens.entries()) {
    const amount = parseMoneyCell(tokens[index + 1] ?? '');
    if (/^\d{2}\/\d{2}$/.test(token) && amount) pairs.push({ monthDay: token, amount });
  }
  return pairs;
}

const signedBalance = (amount: ParsedAmount | undefined): number | undefined =>
  amount ? (amount.negative ? -amount.cents : amount.cents) : undefined;

/** Bank of America checking statements: MM/DD/YY rows in deposit, withdrawal, check and fee sections. */
export const BOA_CHECKING_PARSER: StatementParser = {
  id: 'boa-checking',
  bank: 'bank_of_america',
  detect(pdf, lines) {
    if (!hasStatementTableHeader(lines, BOA_CHECKING_TABLE)) return 0;
    if (!lines.some((line) => sectionNamed(cleanDescription(line.text), BOA_CHECKING.continued))) return 0;
    // The card header holds every checking header word: a card statement is never a checking one.
    return bankOfAmericaScore(pdf, lines, { card: false, ownText: BOA_CHECKING.ownText });
  },
  parse(pdf, lines) {
    const dates = usStatementDates(lines);
    if (!dates) throw new StatementParseError('NO_STATEMENT_PERIOD', 'Bank of America statement');
    const { statementDate } = dates;
    const table = readStatementTable(pdf, lines, BOA_CHECKING_TABLE, dates);
    const { transactions } = table;
    // "Total deposits and other additions $1,234.56" under each section; the daily ledger after them.
    const totals = new Map<Section, number>();
    const ledger: { monthDay: string; amount: ParsedAmount }[] = [];
    let inLedger = false;
    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (sectionNamed(text, BOA_CHECKING.continued)) inLedger = false;
      else if (BOA_CHECKING.ledgerHeading.test(text)) inLedger = true;
      else if (inLedger) ledger.push(...readLedger(line));
      const total = BOA_CHECKING.totalLine.exec(text);
      const totalSection = total?.[1] ? sectionNamed(cleanDescription(total[1])) : undefined;
      const totalAmount = total?.[2] ? parseMoneyCell(total[2]) : undefined;
      if (totalSection && totalAmount) totals.set(totalSection, sectionCents(totalSection, totalAmount));
    }
    // Withdrawals are printed with a minus; a row whose sign disagrees with its section needs review.
    const mismatch = table.sideMismatches[0];
    const moneyIn = mismatch ? BOA_CHECKING_TABLE.sectionSides?.[mismatch.section] === 'in' : false;
    const signProblem = mismatch
      ? `The row "${mismatch.transaction.description}" on ${mismatch.transaction.date} is printed as money ${moneyIn ? 'out' : 'in'} but sits under "${mismatch.section}"; it was read as money ${moneyIn ? 'in' : 'out'}.`
      : undefined;

    if (transactions.length === 0) {
      throw new StatementParseError('NO_TRANSACTIONS', 'Bank of America checking statement');
    }
    const opening = signedBalance(amountAfterLabel(lines, BOA_CHECKING.beginning));
    const closing = signedBalance(amountAfterLabel(lines, BOA_CHECKING.ending));
    // The ledger comes first: it names the first day a missing or misread row breaks.
    const checks: Reconciliation[] = ledgerChecks(ledger, transactions, opening ?? 0, statementDate);
    checks.push(
      ...sectionChecks(
        lines,
        BOA_CHECKING.sections.map((current) => ({
          names: current.names,
          rowsCents: table.titledSums.get(current.names[0] ?? '') ?? 0,
          totalCents: totals.get(current),
          signed: (amount: ParsedAmount) => sectionCents(current, amount),
        })),
      ),
    );
    const sum = transactions.reduce((total, row) => total + row.amountCents, 0);
    const overall = reconcile('ending balance', closing, (opening ?? 0) + sum);
    checks.push(overall);
    if (signProblem) checks.push({ ok: false, against: 'printed signs', message: signProblem });

    const product = lines
      .filter((line) => line.page === 1)
      .map((line) => BOA_CHECKING.product.exec(cleanDescription(line.text))?.[1])
      .find(Boolean);
    return {
      bank: 'bank_of_america',
      account: {
        institution: BOA_INSTITUTION,
        name: product ?? 'Bank of America Checking',
        accountType: 'checking',
        last4: labelledAccountLast4(lines, BOA_CHECKING.cardNumber),
        currency: 'USD',
        statementDate,
        balanceCents: closing,
      },
      openingBalanceCents: opening,
      transactions,
      reconciliation: firstFailure(checks, overall),
    } satisfies ParsedStatement;
  },
};

/** Each printed end-of-day balance against the beginning balance plus the rows up to that day. */
function ledgerChecks(
  ledger: { monthDay: string; amount: ParsedAmount }[],
  transactions: ParsedTransaction[],
  opening: number,
  statementDate: string,
): Reconciliation[] {
  return ledger.map(({ monthDay, amount }) => {
    const day = parseMonthDayNumeric(monthDay, statementDate) ?? '';
    const upToDay = transactions.filter((row) => row.date <= day).reduce((sum, row) => sum + row.amountCents, 0);
    return reconcile(`daily ledger balance on ${monthDay}`, signedBalance(amount), opening + upToDay);
  });
}
