import type { ParsedAmount } from '../../money/money';
import { parseFullDate, parseMonthDayNumeric } from '../statement-dates';
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

const HEADER = /^Date\s+Description\s+Amount$/i;
const PERIOD = /\bfor ([A-Za-z]+ \d{1,2}, \d{4}) to ([A-Za-z]+ \d{1,2}, \d{4})/i;
/** "01/05/24", or the date and the description in one cell when the text layer joins them. */
const ROW_DATE = /^(\d{2}\/\d{2}\/\d{2})(?:\s+(.+))?$/;
const TOTAL_LINE = /^Total (.+?)\s+(\S+)$/i;
const LEDGER_HEADING = /^Daily ledger balances\b/i;
const COLUMN_SLACK = 12;

/** The sections that hold rows; the side of the money comes from the section. */
const SECTIONS = [
  { heading: 'Deposits and other additions', moneyIn: true },
  { heading: 'Withdrawals and other subtractions', moneyIn: false },
  { heading: 'Checks', moneyIn: false },
  { heading: 'Service fees', moneyIn: false },
] as const;
type Section = (typeof SECTIONS)[number];

interface CheckingRow {
  date: string;
  description: string;
  descriptionX: number;
  amount: ParsedAmount;
}

const sectionNamed = (name: string): Section | undefined =>
  SECTIONS.find((section) => section.heading.toLowerCase() === name.toLowerCase());

const sectionCents = (section: Section, amount: ParsedAmount): number =>
  section.moneyIn ? amount.cents : -amount.cents;

/** A dated row: MM/DD/YY, description, amount in the page's Amount column. */
function readRow(line: StatementLine, amountRight: number | undefined): CheckingRow | undefined {
  const dated = ROW_DATE.exec(line.cells[0]?.text ?? '');
  const last = line.cells[line.cells.length - 1];
  const amount = last && line.cells.length > 1 ? parseMoneyCell(last.text) : undefined;
  const date = dated?.[1] ? parseFullDate(dated[1], { usMonthFirst: true }) : undefined;
  if (!date || !last || !amount) return undefined;
  if (amountRight !== undefined && Math.abs(last.right - amountRight) > COLUMN_SLACK) return undefined;
  const cells = line.cells.slice(1, -1);
  const description = cleanDescription([dated?.[2] ?? '', ...cells.map((cell) => cell.text)].join(' '));
  if (!description) return undefined;
  return { date, description, descriptionX: cells[0]?.x ?? line.cells[0]?.x ?? 0, amount };
}

/** A line of the check table: several "date, check number, amount" groups side by side. */
function readChecks(line: StatementLine): { date: string; number: string; amount: ParsedAmount }[] {
  const found: { date: string; number: string; amount: ParsedAmount }[] = [];
  let date: string | undefined;
  let number: string | undefined;
  for (const token of line.text.split(' ')) {
    const amount = parseMoneyCell(token);
    if (/^\d{2}\/\d{2}\/\d{2}$/.test(token)) date = parseFullDate(token, { usMonthFirst: true });
    else if (/^\d{1,8}\*?$/.test(token)) number = token.replace('*', '');
    else if (amount && date && number) {
      found.push({ date, number, amount });
      date = undefined;
      number = undefined;
    }
  }
  return found;
}

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

function periodEnd(lines: StatementLine[]): string {
  for (const line of lines) {
    const match = PERIOD.exec(line.text);
    const end = match?.[2] ? parseFullDate(match[2]) : undefined;
    if (end) return end;
  }
  throw new StatementParseError('This Bank of America statement has no readable statement period.');
}

const signedBalance = (amount: ParsedAmount | undefined): number | undefined =>
  amount ? (amount.negative ? -amount.cents : amount.cents) : undefined;

/** Bank of America checking statements: MM/DD/YY rows in deposit, withdrawal, check and fee sections. */
export const BOA_CHECKING_PARSER: StatementParser = {
  id: 'boa-checking',
  bank: 'bank_of_america',
  detect(pdf, lines) {
    // The card header holds every checking header word: a card statement is never a checking one.
    if (lines.some((line) => BOA_CARD_HEADER.test(line.text))) return 0;
    if (!lines.some((line) => HEADER.test(line.text))) return 0;
    const signal = bankOfAmericaSignal(pdf, lines);
    if (signal === 'metadata') return 0.95;
    return signal === 'text' && lines.some((line) => /Member FDIC/i.test(line.text)) ? 0.85 : 0;
  },
  parse(_pdf, lines) {
    const statementDate = periodEnd(lines);
    const transactions: ParsedTransaction[] = [];
    const sums = new Map<Section, number>();
    const totals = new Map<Section, number>();
    const ledger: { monthDay: string; amount: ParsedAmount }[] = [];
    let section: Section | undefined;
    let inLedger = false;
    let amountRight: number | undefined;
    let signProblem: string | undefined;
    let previous: { line: StatementLine; row: CheckingRow; transaction: ParsedTransaction } | undefined;

    const add = (current: Section, date: string, description: string, amount: ParsedAmount): ParsedTransaction => {
      const transaction: ParsedTransaction = { date, description, amountCents: sectionCents(current, amount) };
      transactions.push(transaction);
      sums.set(current, (sums.get(current) ?? 0) + transaction.amountCents);
      // Withdrawals are printed with a minus; a row whose sign disagrees with its section needs review.
      if (!signProblem && amount.negative === current.moneyIn) {
        signProblem = `The row "${description}" on ${date} is printed as money ${amount.negative ? 'out' : 'in'} but sits under "${current.heading}"; it was read as money ${current.moneyIn ? 'in' : 'out'}.`;
      }
      return transaction;
    };

    for (const line of lines) {
      const text = cleanDescription(line.text);
      const heading = sectionNamed(text.replace(/\s*-\s*continued$/i, ''));
      if (heading) {
        section = heading;
        inLedger = false;
        previous = undefined;
        continue;
      }
      if (LEDGER_HEADING.test(text)) {
        section = undefined;
        inLedger = true;
        continue;
      }
      if (inLedger) {
        ledger.push(...readLedger(line));
        continue;
      }
      if (!section) continue;
      if (HEADER.test(text)) {
        amountRight = line.cells[line.cells.length - 1]?.right;
        previous = undefined;
        continue;
      }
      const total = TOTAL_LINE.exec(text);
      const totalSection = total?.[1] ? sectionNamed(total[1]) : undefined;
      const totalAmount = total?.[2] ? parseMoneyCell(total[2]) : undefined;
      if (totalSection && totalAmount) {
        totals.set(totalSection, sectionCents(totalSection, totalAmount));
        previous = undefined;
        continue;
      }
      if (section.heading === 'Checks') {
        for (const check of readChecks(line)) add(section, check.date, `Check ${check.number}`, check.amount);
        continue;
      }
      const row = readRow(line, amountRight);
      if (row) {
        previous = { line, row, transaction: add(section, row.date, row.description, row.amount) };
        continue;
      }
      const open = previous && continuationOf(previous, line, previous.row.descriptionX, COLUMN_SLACK);
      if (open && !trailingAmount(line)) {
        open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
        previous = { ...open, line };
        continue;
      }
      previous = undefined;
    }

    if (transactions.length === 0) {
      throw new StatementParseError('No transactions were found in this Bank of America checking statement.');
    }
    const opening = signedBalance(amountAfterLabel(lines, /^Beginning balance on\b/i));
    const closing = signedBalance(amountAfterLabel(lines, /^Ending balance on\b/i));
    // The ledger comes first: it names the first day a missing or misread row breaks.
    const checks: Reconciliation[] = ledgerChecks(ledger, transactions, opening ?? 0, statementDate);
    for (const current of SECTIONS) {
      const rows = sums.get(current) ?? 0;
      const total = totals.get(current);
      if (total !== undefined) checks.push(reconcile(`total ${current.heading.toLowerCase()}`, total, rows));
      const summary = amountAfterLabel(lines, new RegExp(`^${current.heading}$`, 'i'));
      if (summary)
        checks.push(
          reconcile(`account summary's ${current.heading.toLowerCase()}`, sectionCents(current, summary), rows),
        );
    }
    const sum = transactions.reduce((total, row) => total + row.amountCents, 0);
    const overall = reconcile('ending balance', closing, (opening ?? 0) + sum);
    checks.push(overall);
    if (signProblem) checks.push({ ok: false, against: 'printed signs', message: signProblem });

    const accountLine = lines.find((line) => /Account (?:number|#):?\s*\d/i.test(line.text));
    const product = lines.find((line) => line.page === 1 && /^Your .*(?:Banking|Checking)$/i.test(line.text));
    return {
      bank: 'bank_of_america',
      account: {
        institution: BOA_INSTITUTION,
        name: product ? cleanDescription(product.text.replace(/^Your /i, '')) : 'Bank of America Checking',
        accountType: 'checking',
        last4: accountLine ? lastFourDigits(accountLine.text.replace(/^.*Account (?:number|#):?/i, '')) : undefined,
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
