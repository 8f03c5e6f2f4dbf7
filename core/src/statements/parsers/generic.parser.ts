import type { ParsedAmount } from '../../money/money';
import { findFullDate, inferYearDate, isoDate, monthNumber } from '../statement-dates';
import { cleanDescription, closeOcrAmountGaps, parseMoneyCell, valueUnder } from '../statement-text';
import { reconcile } from '../reconcile';
import {
  StatementParseError,
  type ExtractedPdf,
  type LineCell,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

/**
 * Statements from banks without their own parser, read by a header line with Date, Description and
 * Amount (or Debit/Credit) columns. It scores low so every bank parser wins on its own statements, and
 * it refuses to guess the direction of unmarked amounts it cannot prove.
 */

type MoneyKind = 'amount' | 'debit' | 'credit' | 'balance';
type LabelKind = 'date' | 'description' | MoneyKind;

interface Columns {
  dateX: number;
  /** Where the description column starts, when its header cell is its own. */
  descriptionX?: number;
  money: { kind: MoneyKind; right: number }[];
  currency?: string;
}

/** A row date as printed; numeric ones keep their two parts in print order until the order is known. */
interface RowDate {
  day: number;
  month: number;
  /** Set when the row prints its year. */
  year?: number;
  /** DD/MM or MM/DD: which part is the month is decided over the whole statement. */
  numeric: boolean;
}

interface Money {
  amount: ParsedAmount;
  plus: boolean;
}

/** A dated transaction line, before its sign is known. */
interface TableRow {
  type: 'row';
  date: RowDate;
  description: string;
  foreignAmount?: string;
  /** The amount in a debit, credit or amount column. */
  kind: Exclude<MoneyKind, 'balance'>;
  money: Money;
  /** The running balance printed on the row. */
  balanceCents?: number;
  /** Where the description starts, for wrapped lines under it. */
  x: number;
}

/** A balance-only line inside the table (brought / carried forward). */
interface BalanceMark {
  type: 'balance';
  cents: number;
}

type TableEntry = TableRow | BalanceMark;

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec';
const LABELS: [LabelKind, RegExp][] = [
  ['date', /^(?:(?:transaction|trans\.?|txn|posting|post|value|entry|booking)\s+)?date$/i],
  ['description', /^(?:transaction\s+)?(?:description|details|particulars|narrative)(?:\s+of\s+transactions?)?$/i],
  ['description', /^transactions?$/i],
  ['amount', /^(?:transaction\s+)?amount$/i],
  ['debit', /^(?:debits?|withdrawals?|paid\s+out|money\s+out)(?:\s+amount)?$/i],
  ['credit', /^(?:credits?|deposits?|paid\s+in|money\s+in)(?:\s+amount)?$/i],
  ['balance', /^(?:running\s+)?balance$/i],
];
const ISO_CURRENCY = /\b(SGD|USD|EUR|GBP|AUD|NZD|HKD|MYR|JPY|CNY|IDR|THB|INR|CAD|CHF|PHP|KRW|TWD|VND)\b/;
const OPENING_LABEL =
  /^(?:opening balance|balance (?:brought forward|b\/f|from previous statement)|previous (?:statement )?balance|beginning balance|last statement balance)\b/i;
const CLOSING_LABEL =
  /^(?:closing balance|balance (?:carried forward|c\/f)|new balance|ending balance|statement balance|total amount due|total balance due)\b/i;
const TOTAL_LINE = /^(?:sub[- ]?)?total\b/i;
const FOREIGN_AMOUNT = /^[A-Z]{3} ?[\d,]+\.\d{2}$/;
const CARD_HINT = /\b(?:credit limit|minimum (?:payment|amount) due|minimum payment|card (?:no|number|account)\b)/i;
const BANK_NAME =
  /\b((?:[A-Z][A-Za-z&.']*\s+)*[A-Z][A-Za-z&.']*\s+(?:Bank|Banking Corporation|Credit Union))\b|\b(Bank of(?:\s+[A-Z][A-Za-z&.']*)+)/;
const CONTINUATION_GAP = 14;
const MIN_ROWS = 3;

/** Header cell text without a currency suffix: "Amount (SGD)" -> "Amount" + SGD. */
function headerWords(text: string): { words: string; currency?: string } {
  const currency = new RegExp(`\\(?(?:${ISO_CURRENCY.source}|\\b(S\\$|US\\$))\\)?$`).exec(text.trim());
  const code = currency?.[1] ?? currency?.[2];
  const words = currency ? text.slice(0, currency.index).trim() : text.trim();
  if (!code || !words) return { words: text.trim() };
  return { words, currency: code === 'S$' ? 'SGD' : code === 'US$' ? 'USD' : code };
}

/** The header roles a cell holds: one label, or several left-side labels drawn close together. */
function labelsOf(text: string): LabelKind[] | undefined {
  const whole = LABELS.find(([, pattern]) => pattern.test(text));
  if (whole) return [whole[0]];
  const words = text.split(' ');
  // Header phrases are short: longer cells are never header labels (and splitting them is costly).
  if (words.length > 5) return undefined;
  for (let cut = 1; cut < words.length; cut += 1) {
    const left = labelsOf(words.slice(0, cut).join(' '));
    const right = labelsOf(words.slice(cut).join(' '));
    const roles = left && right ? [...left, ...right] : undefined;
    if (roles?.every((role) => role === 'date' || role === 'description')) return roles;
  }
  return undefined;
}

/** The table columns when the line is a header with Date, Description and Amount or Debit/Credit. */
function readHeader(line: StatementLine): Columns | undefined {
  let dateX: number | undefined;
  let descriptionX: number | undefined;
  let hasDescription = false;
  let unknown = 0;
  let currency: string | undefined;
  const money: Columns['money'] = [];
  for (const cell of line.cells) {
    const { words, currency: code } = headerWords(cell.text);
    const roles = labelsOf(words);
    if (!roles) {
      unknown += 1;
      continue;
    }
    currency ??= code;
    if (roles.length > 1) {
      dateX ??= roles[0] === 'date' ? cell.x : undefined;
      hasDescription ||= roles.includes('description');
      continue;
    }
    const [role] = roles;
    if (role === 'date') dateX ??= cell.x;
    else if (role === 'description') {
      hasDescription = true;
      descriptionX ??= cell.x;
    } else if (role) money.push({ kind: role, right: cell.right });
  }
  const kinds = new Set(money.map((column) => column.kind));
  const hasAmounts = kinds.has('amount') || (kinds.has('debit') && kinds.has('credit'));
  if (dateX === undefined || !hasDescription || !hasAmounts || unknown > 2) return undefined;
  return { dateX, descriptionX, money, currency };
}

/** A date at the start of a text (several printed shapes) and the length it took. */
function leadingDate(text: string): { date: RowDate; length: number } | undefined {
  const fullYear = (value: string): number => (value.length === 2 ? 2000 + Number(value) : Number(value));
  const named = (day: string | undefined, month: string | undefined, year?: string): RowDate => ({
    day: Number(day),
    month: monthNumber(month ?? '') ?? 0,
    year: year ? Number(year) : undefined,
    numeric: false,
  });
  const shapes: [RegExp, (match: RegExpExecArray) => RowDate][] = [
    [
      /^(\d{4})-(\d{2})-(\d{2})\b/,
      (m) => ({ day: Number(m[3]), month: Number(m[2]), year: Number(m[1]), numeric: false }),
    ],
    [
      /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/,
      (m) => ({ day: Number(m[1]), month: Number(m[2]), year: fullYear(m[3] ?? ''), numeric: true }),
    ],
    [new RegExp(`^(\\d{1,2})[ -]?(${MONTHS})[a-z]*\\.?[ -](\\d{4})\\b`, 'i'), (m) => named(m[1], m[2], m[3])],
    [new RegExp(`^(${MONTHS})[a-z]*\\.? (\\d{1,2}),? (\\d{4})\\b`, 'i'), (m) => named(m[2], m[1], m[3])],
    [new RegExp(`^(\\d{1,2})[ -]?(${MONTHS})[a-z]*\\b\\.?`, 'i'), (m) => named(m[1], m[2])],
    [/^(\d{1,2})\/(\d{1,2})\b/, (m) => ({ day: Number(m[1]), month: Number(m[2]), numeric: true })],
  ];
  for (const [pattern, read] of shapes) {
    const match = pattern.exec(text);
    if (match && plausible(read(match))) return { date: read(match), length: match[0].length };
  }
  return undefined;
}

function plausible({ day, month, numeric }: RowDate): boolean {
  const inRange = (value: number, max: number): boolean => value >= 1 && value <= max;
  if (numeric) return inRange(day, 31) && inRange(month, 31) && (day <= 12 || month <= 12);
  return inRange(day, 31) && inRange(month, 12);
}

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

/** Text after any leading dates (transaction date, value date). */
function withoutDates(text: string): { dates: RowDate[]; rest: string } {
  const dates: RowDate[] = [];
  let rest = text.trim();
  for (let found = leadingDate(rest); found && dates.length < 2; found = leadingDate(rest)) {
    dates.push(found.date);
    rest = rest.slice(found.length).trim();
  }
  return { dates, rest };
}

function readMoney(text: string): Money | undefined {
  const cleaned = closeOcrAmountGaps(text.trim());
  const plus = cleaned.startsWith('+');
  const amount = parseMoneyCell(plus ? cleaned.slice(1) : cleaned);
  return amount ? { amount, plus } : undefined;
}

/** A running balance: negative when printed with a minus, parentheses or DR (overdrawn). */
function balanceValue(money: Money): number {
  const { amount } = money;
  return amount.negative || amount.debit ? -amount.cents : amount.cents;
}

/** Money cells at the end of a line (a lone CR/DR joins the amount before it), right to left. */
function trailingMoney(
  cells: readonly LineCell[],
  minRight: number,
): { money: Money; cell: LineCell; cellCount: number }[] {
  const found: { money: Money; cell: LineCell; cellCount: number }[] = [];
  let end = cells.length;
  while (end > 0) {
    const last = cells[end - 1];
    const marker = last && /^(?:CR|DR)$/i.test(last.text) ? last : undefined;
    const cell = marker ? cells[end - 2] : last;
    if (!cell || cell.right < minRight) break;
    const money = readMoney(marker ? `${cell.text} ${marker.text}` : cell.text);
    if (!money) break;
    found.push({ money, cell: { ...cell, right: marker?.right ?? cell.right }, cellCount: marker ? 2 : 1 });
    end -= marker ? 2 : 1;
  }
  return found;
}

/** Each amount goes to the unused money column whose right edge is nearest its own. */
function assignColumns(found: readonly { money: Money; cell: LineCell }[], columns: Columns) {
  const used = new Set<number>();
  return found.map(({ money, cell }) => {
    let best = -1;
    for (const [index, column] of columns.money.entries()) {
      if (used.has(index)) continue;
      const distance = Math.abs(column.right - cell.right);
      const bestColumn = columns.money[best];
      if (!bestColumn || distance < Math.abs(bestColumn.right - cell.right)) best = index;
    }
    used.add(best);
    return { money, kind: columns.money[best]?.kind ?? 'amount' };
  });
}

/** Where a row's description starts: its first cell that holds no date (undefined when merged with one). */
function descriptionStart(words: readonly LineCell[]): number | undefined {
  const cell = words.find((candidate) => withoutDates(candidate.text).rest !== '');
  return cell && !leadingDate(cell.text) ? cell.x : undefined;
}

/** Reads the transaction table page by page; columns come from each page's own header line. */
function readTable(lines: readonly StatementLine[]): { entries: TableEntry[]; columns?: Columns } {
  const entries: TableEntry[] = [];
  let columns: Columns | undefined;
  let firstColumns: Columns | undefined;
  let open = false;
  let page = 0;
  let previous: { row: TableRow; y: number } | undefined;
  for (const line of lines) {
    if (line.page !== page) {
      page = line.page;
      previous = undefined;
    }
    const header = readHeader(line);
    if (header) {
      columns = header;
      firstColumns ??= header;
      open = true;
      previous = undefined;
      continue;
    }
    if (!open || !columns) continue;
    const text = cleanDescription(line.text);
    const firstX = line.cells[0]?.x ?? 0;
    const descriptionX = previous?.row.x ?? columns.descriptionX ?? columns.dateX;
    const underRow = previous && line.y - previous.y < CONTINUATION_GAP && Math.abs(firstX - descriptionX) < 15;
    if (previous && underRow && FOREIGN_AMOUNT.test(text)) {
      previous.row.foreignAmount = text.replace(/^([A-Z]{3}) ?/, '$1 ');
      previous.y = line.y;
      continue;
    }
    const minRight = Math.min(...columns.money.map((column) => column.right)) - 80;
    const found = trailingMoney(line.cells, minRight);
    const assigned = assignColumns(found, columns);
    const amountCells = found.reduce((count, item) => count + item.cellCount, 0);
    const words = line.cells.slice(0, line.cells.length - amountCells);
    const wordsText = cleanDescription(words.map((cell) => cell.text).join(' '));
    const { dates, rest } = withoutDates(wordsText);
    // A dated "TOTAL..." line is a merchant (TotalEnergies); an undated one is a total.
    const isTotal = dates.length === 0 && TOTAL_LINE.test(rest);
    const isClosing = isTotal || CLOSING_LABEL.test(rest);
    const isLabel = isClosing || OPENING_LABEL.test(rest);
    if (previous && underRow && amountCells === 0 && dates.length === 0 && rest !== '' && !isLabel) {
      previous.row.description = cleanDescription(`${previous.row.description} ${rest}`);
      previous.y = line.y;
      continue;
    }
    previous = undefined;
    const balance = assigned.find((item) => item.kind === 'balance');
    const moved = assigned.filter((item) => item.kind !== 'balance');
    if (isLabel) {
      // Brought / carried forward balances help decide unmarked signs; totals end the table.
      if (balance && !isTotal) entries.push({ type: 'balance', cents: balanceValue(balance.money) });
      if (isClosing) open = false;
      continue;
    }
    const [date] = dates;
    const inDateColumn = firstX < (columns.descriptionX ?? Number.POSITIVE_INFINITY) - 4;
    const [item] = moved;
    if (!date || !inDateColumn || !item || moved.length > 1 || rest === '') continue;
    const row: TableRow = {
      type: 'row',
      date,
      description: rest,
      kind: item.kind === 'balance' ? 'amount' : item.kind,
      money: item.money,
      balanceCents: balance ? balanceValue(balance.money) : undefined,
      x: descriptionStart(words) ?? columns.descriptionX ?? descriptionX,
    };
    entries.push(row);
    previous = { row, y: line.y };
  }
  return { entries, columns: firstColumns };
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
    throw new StatementParseError(
      'This statement prints its amounts in one column without marking money in or out, and its balances do not show which way each amount went. Please upload a statement with Debit/Credit columns or marked amounts.',
    );
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
      throw new StatementParseError(
        'This statement prints its amounts in one column without marking money in or out, and has no running balance to tell them apart. Please upload a statement with Debit/Credit columns or marked amounts.',
      );
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

function statementDateFrom(lines: readonly StatementLine[], usMonthFirst: boolean): string | undefined {
  for (const line of lines) {
    const dated = /\bStatement Date\s*:?\s*(.*)$/i.exec(line.text);
    const date = dated?.[1] ? findFullDate(dated[1], { usMonthFirst }) : undefined;
    if (date) return date;
    const period = /\b(?:Statement Period|Period|For the period)\b\s*:?\s*(.*)$/i.exec(line.text);
    const end = period?.[1]?.split(/\s+(?:to|until|through|-|–)\s+/i).pop();
    const periodEnd = end ? findFullDate(end, { usMonthFirst }) : undefined;
    if (periodEnd) return periodEnd;
  }
  const under = valueUnder([...lines], /^Statement Date$/i);
  return under ? findFullDate(under, { usMonthFirst }) : undefined;
}

function institutionOf(pdf: ExtractedPdf, lines: readonly StatementLine[]): string {
  const top = lines.filter((line) => line.page === 1).slice(0, 15);
  for (const text of [pdf.metadata.author, pdf.metadata.title, ...top.map((line) => line.text)]) {
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

function last4Of(lines: readonly StatementLine[]): string | undefined {
  for (const line of lines) {
    const match = /\b(?:Account|Card)\s*(?:No\.?|Number|#)\s*:?\s*([\dXx*][\dXx* -]{3,})/.exec(line.text);
    const digits = match?.[1]?.replace(/\D/g, '') ?? '';
    if (digits.length >= 4) return digits.slice(-4);
  }
  return undefined;
}

function rowDate(row: TableRow, isMonthFirst: boolean, statementDate: string): string {
  const date = resolveDate(row.date, isMonthFirst, statementDate);
  if (!date) throw new StatementParseError(`The date of the row "${row.description}" is not a real date.`);
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
    if (rows.length === 0) throw new StatementParseError('No transactions were found in this statement.');
    const isCard = lines.some((line) => CARD_HINT.test(line.text));
    const currency = currencyOf(lines, columns);
    const isMonthFirst = monthFirst(
      rows.map((row) => row.date),
      currency,
    );
    const fullDates = rows.map((row) => resolveDate(row.date, isMonthFirst)).filter((iso) => iso !== undefined);
    const statementDate =
      statementDateFrom(lines, isMonthFirst) ?? (fullDates.length === rows.length ? fullDates.sort().pop() : undefined);
    if (!statementDate) throw new StatementParseError('This statement has no readable statement date or period.');

    const opening = labelledAmount(lines, OPENING_LABEL, 'first');
    const closing = labelledAmount(lines, CLOSING_LABEL, 'last');
    const owed = (money: Money | undefined): number | undefined =>
      money && (money.amount.credit || money.amount.negative || money.plus ? money.amount.cents : -money.amount.cents);
    const openingCents = isCard ? owed(opening) : opening && balanceValue(opening);
    let closingCents = isCard ? owed(closing) : closing && balanceValue(closing);

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
        last4: last4Of(lines),
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

function creditLimit(lines: readonly StatementLine[]): number | undefined {
  const money = labelledAmount(lines, /^credit limit\b/i, 'first');
  return money?.amount.cents;
}
