import type { ParsedAmount } from '../../money/money';
import { inferYearInPeriod, parseFullDate, parseMonthDayNumeric } from '../statement-dates';
import { continuationOf } from '../row-continuation';
import { cleanDescription, parseMoneyCell, trailingAmount } from '../statement-text';
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
import { BOA_INSTITUTION, amountAfterLabel, bankOfAmericaSignal, firstFailure, isBoaCardHeader } from './boa-common';
import { closesRow } from './page-break-rows';
import { labelledAccountLast4 } from './labelled-account-number';
import { usStatementDates } from './us-statement-fields';

/** A date on its own: "01/05/24" or "01/05". */
const DATE = String.raw`\d{1,2}/\d{1,2}(?:/\d{2}(?:\d{2})?)?`;
/** The date, or the date and the description in one cell when the text layer joins them. */
const ROW_DATE = new RegExp(`^(${DATE})(?:\\s+(.+))?$`);
const COLUMN_SLACK = 12;

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

interface CheckingRow {
  date: string;
  description: string;
  descriptionX: number;
  amount: ParsedAmount;
}

const namePattern = (names: readonly string[], suffix = ''): RegExp =>
  new RegExp(`^(?:${names.map((name) => name.replace(/ /g, '\\s+')).join('|')})${suffix}$`, 'i');
const sectionNamed = (name: string, suffix = ''): Section | undefined =>
  BOA_CHECKING.sections.find((section) => namePattern(section.names, suffix).test(name));
const sectionCents = (section: Section, amount: ParsedAmount): number =>
  section.moneyIn ? amount.cents : -amount.cents;

/** The column header by meaning ("Date Description Amount", "Posting Date Details Amount ($)"). */
function isColumnHeader(line: StatementLine): boolean {
  return line.cells.length <= 4 && !/\d[.,]\d{2}\b/.test(line.text) && isHeaderLine(line.text, COLUMNS);
}
const COLUMNS = ['date', 'description', 'amount'] as const;

/** A printed row date: with its year, or placed in the statement period. */
function rowDate(printed: string, dates: { statementDate: string; period?: { start: string; end: string } }) {
  if (printed.split('/').length === 3) return parseFullDate(printed, { usMonthFirst: true });
  const [month = 0, day = 0] = printed.split('/').map(Number);
  return dates.period
    ? inferYearInPeriod(day, month, dates.period)
    : parseMonthDayNumeric(printed, dates.statementDate);
}

/** A dated row: date, description, amount in the page's Amount column. */
function readRow(
  line: StatementLine,
  amountRight: number | undefined,
  dates: Parameters<typeof rowDate>[1],
): CheckingRow | undefined {
  const dated = ROW_DATE.exec(line.cells[0]?.text ?? '');
  const last = line.cells[line.cells.length - 1];
  const amount = last && line.cells.length > 1 ? parseMoneyCell(last.text) : undefined;
  const date = dated?.[1] ? rowDate(dated[1], dates) : undefined;
  if (!date || !last || !amount) return undefined;
  if (amountRight !== undefined && Math.abs(last.right - amountRight) > COLUMN_SLACK) return undefined;
  const cells = line.cells.slice(1, -1);
  const description = cleanDescription([dated?.[2] ?? '', ...cells.map((cell) => cell.text)].join(' '));
  if (!description) return undefined;
  return { date, description, descriptionX: cells[0]?.x ?? line.cells[0]?.x ?? 0, amount };
}

/** A line of the check table: several "date, check number, amount" groups side by side. */
function readChecks(
  line: StatementLine,
  dates: Parameters<typeof rowDate>[1],
): { date: string; number: string; amount: ParsedAmount }[] {
  const found: { date: string; number: string; amount: ParsedAmount }[] = [];
  let date: string | undefined;
  let number: string | undefined;
  for (const token of line.text.split(' ')) {
    const amount = parseMoneyCell(token);
    if (new RegExp(`^${DATE}$`).test(token)) date = rowDate(token, dates);
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

const signedBalance = (amount: ParsedAmount | undefined): number | undefined =>
  amount ? (amount.negative ? -amount.cents : amount.cents) : undefined;

/** Bank of America checking statements: MM/DD/YY rows in deposit, withdrawal, check and fee sections. */
export const BOA_CHECKING_PARSER: StatementParser = {
  id: 'boa-checking',
  bank: 'bank_of_america',
  detect(pdf, lines) {
    // The card header holds every checking header word: a card statement is never a checking one.
    if (lines.some((line) => isBoaCardHeader(line, lines))) return 0;
    if (!lines.some(isColumnHeader)) return 0;
    if (!lines.some((line) => sectionNamed(cleanDescription(line.text), BOA_CHECKING.continued))) return 0;
    const signal = bankOfAmericaSignal(pdf, lines);
    if (signal === 'metadata') return 0.95;
    return signal === 'text' && lines.some((line) => BOA_CHECKING.ownText.test(line.text)) ? 0.85 : 0;
  },
  parse(_pdf, lines) {
    const dates = usStatementDates(lines);
    if (!dates) throw new StatementParseError('This Bank of America statement has no readable statement period.');
    const { statementDate } = dates;
    const transactions: ParsedTransaction[] = [];
    const sums = new Map<Section, number>();
    const totals = new Map<Section, number>();
    const ledger: { monthDay: string; amount: ParsedAmount }[] = [];
    let section: Section | undefined;
    let inLedger = false;
    let amountRight: number | undefined;
    let descriptionX: number | undefined;
    let signProblem: string | undefined;
    // The last row read stays open to the end of its page: a page break can split its wrapped lines.
    let previous: { line: StatementLine; row: CheckingRow; transaction: ParsedTransaction } | undefined;
    let carried: typeof previous;

    const add = (current: Section, date: string, description: string, amount: ParsedAmount): ParsedTransaction => {
      const transaction: ParsedTransaction = { date, description, amountCents: sectionCents(current, amount) };
      transactions.push(transaction);
      sums.set(current, (sums.get(current) ?? 0) + transaction.amountCents);
      // Withdrawals are printed with a minus; a row whose sign disagrees with its section needs review.
      if (!signProblem && amount.negative === current.moneyIn) {
        signProblem = `The row "${description}" on ${date} is printed as money ${amount.negative ? 'out' : 'in'} but sits under "${current.names[0] ?? ''}"; it was read as money ${current.moneyIn ? 'in' : 'out'}.`;
      }
      return transaction;
    };

    for (const line of lines) {
      const text = cleanDescription(line.text);
      const heading = sectionNamed(text, BOA_CHECKING.continued);
      if (heading) {
        // A page that opens with the rest of a wrapped row continues the last row of the page before.
        carried = heading === section && previous && previous.line.page < line.page ? previous : undefined;
        section = heading;
        inLedger = false;
        previous = undefined;
        continue;
      }
      if (BOA_CHECKING.ledgerHeading.test(text)) {
        section = undefined;
        inLedger = true;
        continue;
      }
      if (inLedger) {
        ledger.push(...readLedger(line));
        continue;
      }
      if (!section) continue;
      if (isColumnHeader(line)) {
        amountRight = line.cells[roleCellIndex(line.cells, 'amount')]?.right ?? line.cells.at(-1)?.right;
        descriptionX = line.cells[roleCellIndex(line.cells, 'description')]?.x;
        continue;
      }
      const total = BOA_CHECKING.totalLine.exec(text);
      const totalSection = total?.[1] ? sectionNamed(cleanDescription(total[1])) : undefined;
      const totalAmount = total?.[2] ? parseMoneyCell(total[2]) : undefined;
      if (totalSection && totalAmount) {
        totals.set(totalSection, sectionCents(totalSection, totalAmount));
        // A section ends at its total: nothing after it is a row until the next section heading.
        section = undefined;
        previous = undefined;
        carried = undefined;
        continue;
      }
      if (section.checks) {
        for (const check of readChecks(line, dates)) add(section, check.date, `Check ${check.number}`, check.amount);
        continue;
      }
      const row = readRow(line, amountRight, dates);
      if (row) {
        previous = { line, row, transaction: add(section, row.date, row.description, row.amount) };
        carried = undefined;
        continue;
      }
      const inDescription =
        descriptionX !== undefined && Math.abs((line.cells[0]?.x ?? Number.NaN) - descriptionX) <= COLUMN_SLACK;
      const next = carried && inDescription ? carried : undefined;
      const open = (previous && continuationOf(previous, line, previous.row.descriptionX, COLUMN_SLACK)) ?? next;
      carried = undefined;
      if (open && !trailingAmount(line)) {
        open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
        // On the next page the description column is where that page puts it (later pages shift).
        const row = open === next ? { ...open.row, descriptionX: descriptionX ?? open.row.descriptionX } : open.row;
        previous = { ...open, row, line };
        continue;
      }
      // A line right under the row that does not continue it closes the row; furniture further down does not.
      if (closesRow(previous, line)) previous = undefined;
    }

    if (transactions.length === 0) {
      throw new StatementParseError('No transactions were found in this Bank of America checking statement.');
    }
    const opening = signedBalance(amountAfterLabel(lines, BOA_CHECKING.beginning));
    const closing = signedBalance(amountAfterLabel(lines, BOA_CHECKING.ending));
    // The ledger comes first: it names the first day a missing or misread row breaks.
    const checks: Reconciliation[] = ledgerChecks(ledger, transactions, opening ?? 0, statementDate);
    for (const current of BOA_CHECKING.sections) {
      const name = (current.names[0] ?? '').toLowerCase();
      const rows = sums.get(current) ?? 0;
      const total = totals.get(current);
      if (total !== undefined) checks.push(reconcile(`total ${name}`, total, rows));
      const summary = amountAfterLabel(lines, namePattern(current.names));
      if (summary) checks.push(reconcile(`account summary's ${name}`, sectionCents(current, summary), rows));
    }
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
