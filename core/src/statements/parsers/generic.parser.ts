/**
 * Statements from banks without their own parser, read by a header line with Date, Description and
 * Amount (or Debit/Credit) columns. It scores low so every bank parser wins on its own statements, and
 * it refuses to guess the direction of unmarked amounts it cannot prove.
 * The table itself is read by the table model (table/read-generic-table.ts); this file decides dates, signs
 * and balances.
 */
import { findFullDate, inferYearDate, isoDate } from '../statement-dates';
import { cleanDescription, valueUnder } from '../statement-text';
import { reconcile } from '../reconcile';
import type {
  ExtractedPdf,
  ParsedStatement,
  ParsedTransaction,
  Reconciliation,
  StatementLine,
  StatementParser,
} from '../statement.types';
import { summaryAmount, summaryClosing } from './card-summary-labels';
import { StatementParseError } from '../statement.errors';
import {
  CLOSING_LABEL,
  ISO_CURRENCY,
  OPENING_LABEL,
  balanceValue,
  readMoney,
  readTable,
  trailingMoney,
  withoutDates,
  type Columns,
  type Money,
  type RowDate,
  type TableEntry,
  type TableRow,
} from '../table/read-generic-table';
import { labelledAccountLast4 } from './labelled-account-number';

const CARD_HINT = /\b(?:credit limit|minimum (?:payment|amount) due|minimum payment|card (?:no|number|account)\b)/i;
const BANK_NAME =
  /\b((?:[A-Z][A-Za-z&.']*\s+)*[A-Z][A-Za-z&.']*\s+(?:Bank|Banking Corporation|Credit Union))\b|\b(Bank of(?:\s+[A-Z][A-Za-z&.']*)+)/;
const MIN_ROWS = 3;

/**
 * Whether numeric dates are month-first: a first part above 12 proves DD/MM, a second part above 12
 * proves MM/DD; with no proof, US dollar statements are month-first and all others day-first.
 */
function monthFirst(dates: readonly RowDate[], currency: string): boolean {
  const numeric = dates.filter((date) => date.numeric);
  if (numeric.some((date) => date.day > 12)) return false;
  if (numeric.some((date) => date.month > 12)) return true;
  return currency === 'USD';
}

function resolveDate(date: RowDate, isMonthFirst: boolean, statementDate?: string): string | undefined {
  const [day, month] = date.numeric && isMonthFirst ? [date.month, date.day] : [date.day, date.month];
  if (date.year !== undefined) return isoDate(date.year, month, day);
  return statementDate ? inferYearDate(day, month, statementDate) : undefined;
}

/** The sign a row's column or marker proves; undefined for an unmarked single Amount column. */
function provenSign(row: TableRow, isCard: boolean): 1 | -1 | undefined {
  if (row.kind === 'debit') return -1;
  if (row.kind === 'credit') return 1;
  const { amount, plus } = row.money;
  if (amount.credit || plus) return 1;
  if (amount.debit) return -1;
  // Cards print payments as (12.00) or -12.00; accounts print money out that way.
  if (amount.negative) return isCard ? 1 : -1;
  return isCard ? -1 : undefined;
}

/**
 * Unmarked amounts on an account, decided by the running balance: between two printed balances the
 * rows' signs must add up to the change. Exactly one combination must fit, or the statement is refused.
 */
function signsFromBalances(entries: TableEntry[], signs: Map<TableRow, 1 | -1>, openingCents?: number): void {
  const fail = (): never => {
    throw new StatementParseError('UNMARKED_SIGNS_UNBALANCED');
  };
  let known = openingCents;
  let group: TableRow[] = [];
  /** Rows since the last printed balance, against the next printed balance (a row's or a carried-forward line's). */
  const settle = (balanceCents: number): void => {
    const open = group.filter((row) => !signs.has(row));
    if (open.length > 0) {
      if (known === undefined || open.length > 14) fail();
      const fixed = group.reduce((sum, row) => sum + (signs.get(row) ?? 0) * row.money.amount.cents, 0);
      const change = balanceCents - (known ?? 0) - fixed;
      const fits: number[] = [];
      for (let mask = 0; mask < 1 << open.length && fits.length < 2; mask += 1) {
        const total = open.reduce(
          (sum, row, index) => sum + (mask & (1 << index) ? 1 : -1) * row.money.amount.cents,
          0,
        );
        if (total === change) fits.push(mask);
      }
      const [mask] = fits;
      if (fits.length !== 1 || mask === undefined) fail();
      open.forEach((row, index) => signs.set(row, (mask ?? 0) & (1 << index) ? 1 : -1));
    }
    known = balanceCents;
    group = [];
  };
  for (const entry of entries) {
    if (entry.type === 'balance') settle(entry.cents);
    else {
      group.push(entry);
      if (entry.balanceCents !== undefined) settle(entry.balanceCents);
    }
  }
  if (entries.some((entry) => entry.type === 'row' && !signs.has(entry))) fail();
}

/** Every row with its signed amount: by column or marker, else by the running balance, else refused. */
function signedRows(
  entries: TableEntry[],
  rows: readonly TableRow[],
  isCard: boolean,
  openingCents: number | undefined,
): { row: TableRow; cents: number }[] {
  const signs = new Map<TableRow, 1 | -1>();
  for (const row of rows) {
    const sign = provenSign(row, isCard);
    if (sign) signs.set(row, sign);
  }
  if (signs.size < rows.length) {
    if (!rows.some((row) => row.balanceCents !== undefined)) {
      throw new StatementParseError('UNMARKED_SIGNS_NO_BALANCE');
    }
    signsFromBalances(entries, signs, openingCents);
  }
  return rows.map((row) => ({ row, cents: (signs.get(row) ?? -1) * row.money.amount.cents }));
}

/** The amount printed after a label (same line, else under it), signed for a card or an account. */
function labelledAmount(lines: readonly StatementLine[], label: RegExp, pick: 'first' | 'last'): Money | undefined {
  const hits: Money[] = [];
  for (const line of lines) {
    const { rest } = withoutDates(cleanDescription(line.text));
    if (!label.test(rest)) continue;
    const [last] = trailingMoney(line.cells, Number.NEGATIVE_INFINITY);
    if (last) hits.push(last.money);
  }
  const hit = pick === 'first' ? hits[0] : hits[hits.length - 1];
  if (hit) return hit;
  const under = valueUnder([...lines], new RegExp(`${label.source}$`, 'i'));
  return under ? readMoney(under) : undefined;
}

/** Bank knowledge as data: the wordings statements of unknown banks label their dates and figures with. */
const GENERIC = {
  /** Labels of the statement date itself (the date follows on the line, or sits under the label). */
  statementDate: String.raw`(?:Statement\s+Date|Date\s+of\s+Statement|Statement\s+(?:as\s+)?(?:at|of)|As\s+(?:at|of)|Closing\s+Date)`,
  /** Labels of a period, whose end is the statement date. */
  period: String.raw`(?:Statement\s+Period|Billing\s+(?:Period|Cycle)|For\s+the\s+period(?:\s+from)?|Statement\s+(?:from|for)|Period)`,
  periodEnd: /\s+(?:to|until|through|-|–)\s+/i,
  creditLimit: /^(?:total\s+)?credit\s+(?:limit|line)\b/i,
};
const STATEMENT_DATE_BESIDE = new RegExp(`\\b${GENERIC.statementDate}\\s*:?\\s*(.*)$`, 'i');
const STATEMENT_DATE_ABOVE = new RegExp(`^${GENERIC.statementDate}\\s*:?$`, 'i');
const PERIOD = new RegExp(`\\b${GENERIC.period}\\b\\s*:?\\s*(.*)$`, 'i');

function statementDateFrom(lines: readonly StatementLine[], usMonthFirst: boolean): string | undefined {
  for (const line of lines) {
    const dated = STATEMENT_DATE_BESIDE.exec(line.text);
    const date = dated?.[1] ? findFullDate(dated[1], { usMonthFirst }) : undefined;
    if (date) return date;
    const period = PERIOD.exec(line.text);
    const end = period?.[1]?.split(GENERIC.periodEnd).pop();
    const periodEnd = end ? findFullDate(end, { usMonthFirst }) : undefined;
    if (periodEnd) return periodEnd;
  }
  const under = valueUnder([...lines], STATEMENT_DATE_ABOVE);
  return under ? findFullDate(under, { usMonthFirst }) : undefined;
}

/** Cells closer than this belong to one phrase (a name drawn word by word); wider gaps part columns. */
const PHRASE_GAP = 24;

/** A line's texts split where a column gap parts them ("Bank of Meridian" | "Account Statement"). */
function phrasesOf(line: StatementLine): string[] {
  const phrases: { text: string; right: number }[] = [];
  for (const cell of line.cells) {
    const last = phrases[phrases.length - 1];
    if (last && cell.x - last.right <= PHRASE_GAP) {
      last.text = `${last.text} ${cell.text}`;
      last.right = cell.right;
    } else phrases.push({ text: cell.text, right: cell.right });
  }
  return phrases.map((phrase) => phrase.text);
}

function institutionOf(pdf: ExtractedPdf, lines: readonly StatementLine[]): string {
  const top = lines.filter((line) => line.page === 1).slice(0, 15);
  // Phrase by phrase: a title printed beside the bank's name on its baseline is not part of the name.
  const texts = [pdf.metadata.author, pdf.metadata.title, ...top.flatMap(phrasesOf)];
  for (const text of texts) {
    const match = text ? BANK_NAME.exec(text) : null;
    const name = match?.[1] ?? match?.[2];
    if (name) return cleanDescription(name);
  }
  return 'Other bank';
}

function currencyOf(lines: readonly StatementLine[], columns: Columns | undefined): string {
  if (columns?.currency) return columns.currency;
  for (const line of lines) {
    const labelled = /\bCurrency\s*:?\s*([A-Z]{3})\b/.exec(line.text);
    if (labelled?.[1] && ISO_CURRENCY.test(labelled[1])) return labelled[1];
  }
  return 'SGD';
}

function rowDate(row: TableRow, isMonthFirst: boolean, statementDate: string): string {
  const date = resolveDate(row.date, isMonthFirst, statementDate);
  if (!date) throw new StatementParseError('ROW_DATE_INVALID', row.description);
  return date;
}

/** The row-by-row balance check: names the first row whose printed balance does not follow. */
function checkRunningBalance(
  rows: readonly TableRow[],
  transactions: readonly ParsedTransaction[],
  openingCents: number,
): Reconciliation | undefined {
  let running = openingCents;
  for (const [index, row] of rows.entries()) {
    const transaction = transactions[index];
    if (!transaction) break;
    running += transaction.amountCents;
    if (row.balanceCents === undefined) continue;
    if (row.balanceCents !== running) {
      const where = `balance after the ${transaction.date} row "${transaction.description}"`;
      return reconcile(where, row.balanceCents, running);
    }
    running = row.balanceCents;
  }
  return undefined;
}

export const GENERIC_PARSER: StatementParser = {
  id: 'generic',
  bank: 'generic',
  detect(_pdf, lines) {
    const rows = readTable(lines).entries.filter((entry) => entry.type === 'row');
    return rows.length >= MIN_ROWS ? 0.2 : 0;
  },
  parse(pdf, lines) {
    const { entries, columns } = readTable(lines);
    const rows = entries.filter((entry): entry is TableRow => entry.type === 'row');
    if (rows.length === 0) throw new StatementParseError('NO_TRANSACTIONS', 'statement');
    const isCard = lines.some((line) => CARD_HINT.test(line.text));
    const currency = currencyOf(lines, columns);
    const isMonthFirst = monthFirst(
      rows.map((row) => row.date),
      currency,
    );
    const fullDates = rows.map((row) => resolveDate(row.date, isMonthFirst)).filter((iso) => iso !== undefined);
    const statementDate =
      statementDateFrom(lines, isMonthFirst) ?? (fullDates.length === rows.length ? fullDates.sort().pop() : undefined);
    if (!statementDate) throw new StatementParseError('NO_STATEMENT_DATE_OR_PERIOD', 'statement');

    const opening = labelledAmount(lines, OPENING_LABEL, 'first');
    const closing = labelledAmount(lines, CLOSING_LABEL, 'last');
    const owed = (money: Money | undefined): number | undefined =>
      money && (money.amount.credit || money.amount.negative || money.plus ? money.amount.cents : -money.amount.cents);
    const openingCents = isCard ? owed(opening) : opening && balanceValue(opening);
    // A card whose table prints no closing figure: its summary's, under any of its wordings.
    let closingCents = isCard ? (owed(closing) ?? summaryClosing(lines)?.cents) : closing && balanceValue(closing);

    const signed = signedRows(entries, rows, isCard, openingCents);
    const transactions: ParsedTransaction[] = signed.map(({ row, cents }) => ({
      date: rowDate(row, isMonthFirst, statementDate),
      description: row.description,
      amountCents: cents,
      ...(row.foreignAmount ? { foreignAmount: row.foreignAmount } : {}),
    }));
    const sum = signed.reduce((total, { cents }) => total + cents, 0);
    // Without a printed opening balance, the first printed running balance shows what it was.
    const firstBalanced = signed.findIndex(({ row }) => row.balanceCents !== undefined);
    const firstBalance = signed[firstBalanced]?.row.balanceCents;
    const start =
      openingCents ??
      (firstBalance === undefined
        ? undefined
        : firstBalance - signed.slice(0, firstBalanced + 1).reduce((total, item) => total + item.cents, 0));
    closingCents ??= isCard ? undefined : rows.findLast((row) => row.balanceCents !== undefined)?.balanceCents;
    const runningCheck = !isCard && start !== undefined ? checkRunningBalance(rows, transactions, start) : undefined;
    const against = isCard ? 'new balance' : 'closing balance';
    const reconciliation =
      runningCheck ?? reconcile(against, start === undefined ? undefined : closingCents, (start ?? 0) + sum);

    const institution = institutionOf(pdf, lines);
    return {
      bank: 'generic',
      account: {
        institution,
        name: `${institution === 'Other bank' ? 'Bank' : institution} ${isCard ? 'Credit Card' : 'Account'}`,
        accountType: isCard ? 'credit' : 'savings',
        last4: labelledAccountLast4(lines),
        currency,
        statementDate,
        balanceCents: closingCents,
        creditLimitCents: isCard ? creditLimit(lines) : undefined,
      },
      openingBalanceCents: start,
      transactions,
      reconciliation,
    } satisfies ParsedStatement;
  },
};

/** The summary's credit limit under any of its wordings, else an amount printed after a credit-limit label. */
function creditLimit(lines: readonly StatementLine[]): number | undefined {
  return (
    summaryAmount(lines, 'creditLimit')?.cents ?? labelledAmount(lines, GENERIC.creditLimit, 'first')?.amount.cents
  );
}
