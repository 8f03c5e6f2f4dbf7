/**
 * The statement table of a bank with no profile (statement-table.ts): a header line naming Date,
 * Description and Amount (or Debit / Credit, Balance) by meaning says which columns there are; where
 * each money column sits on a page comes from the geometry of that page's dated rows (amount-columns.ts),
 * so labels aligned any way over right-aligned numbers, and pages shifted without a header of their own,
 * read alike. Dated lines are rows, undated ones in the description column continue them, brought /
 * carried forward lines are balances. Signs and dates are decided over the whole statement by
 * generic.parser.ts, which tries the plausible readings (day or month first, signs by the balances).
 */
import type { ParsedAmount } from '../../money/money';
import { MONTH_ABBREVIATIONS as MONTHS, monthNumber } from '../statement-dates';
import { continuationGap } from '../row-continuation';
import { cleanDescription, closeOcrAmountGaps, parseMoneyCell } from '../statement-text';
import { COLUMN_WORDS, type ColumnRole } from '../table-headers';
import type { LineCell, StatementLine } from '../statement.types';
import { amountColumnsByPage, snapToAmountColumns, type AmountColumn } from './amount-columns';

type MoneyKind = 'amount' | 'debit' | 'credit' | 'balance';
type LabelKind = 'date' | 'description' | MoneyKind;

export interface Columns {
  dateX: number;
  /** With two date columns (transaction and posting / value date): which one, 0 or 1, is the transaction's. */
  transactionDate: 0 | 1;
  /** Where the description column starts, when its header cell is its own. */
  descriptionX?: number;
  money: { kind: MoneyKind; right: number }[];
  currency?: string;
}

/** A row date as printed; numeric ones keep their two parts in print order until the order is known. */
export interface RowDate {
  day: number;
  month: number;
  /** Set when the row prints its year. */
  year?: number;
  /** DD/MM or MM/DD: which part is the month is decided over the whole statement. */
  numeric: boolean;
}

export interface Money {
  amount: ParsedAmount;
  plus: boolean;
}

/** A dated transaction line, before its sign is known. */
export interface TableRow {
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

export type TableEntry = TableRow | BalanceMark;

/** Header roles by meaning (table-headers.ts), as the generic table uses them. */
const ROLE_KINDS: [ColumnRole, LabelKind | 'postingDate' | 'other'][] = [
  ['postingDate', 'postingDate'],
  ['date', 'date'],
  ['description', 'description'],
  ['foreignAmount', 'other'],
  ['reference', 'other'],
  ['amount', 'amount'],
  ['withdrawal', 'debit'],
  ['deposit', 'credit'],
  ['balance', 'balance'],
];
const roleWords = (role: ColumnRole): string =>
  COLUMN_WORDS[role].filter((word) => word !== 'DR' && word !== 'CR').join('|');
const LABELS: [LabelKind | 'postingDate' | 'other', RegExp][] = ROLE_KINDS.map(([role, kind]) => [
  kind,
  new RegExp(`^(?:${roleWords(role)})$`, 'i'),
]);
export const ISO_CURRENCY = /\b(SGD|USD|EUR|GBP|AUD|NZD|HKD|MYR|JPY|CNY|IDR|THB|INR|CAD|CHF|PHP|KRW|TWD|VND)\b/;
export const OPENING_LABEL =
  /^(?:opening balance|balance (?:brought forward|b\/f|from previous statement)|previous (?:statement )?balance|beginning balance|last statement balance)\b/i;
export const CLOSING_LABEL =
  /^(?:closing balance|balance (?:carried forward|c\/f)|new balance|ending balance|statement balance|total amount due|total balance due)\b/i;
const TOTAL_LINE = /^(?:sub[- ]?)?total\b/i;
const FOREIGN_AMOUNT = /^[A-Z]{3} ?[\d,]+\.\d{2}$/;

/** Currency suffixes of header labels: "(SGD)", "(S$)", "SGD", "in SGD", "($)". */
const CURRENCY_SUFFIX = /\s*(?:\(\s*(S\$|US\$|\$|[A-Z]{3})\s*\)|\bin\s+([A-Z]{3})|\b([A-Z]{3}))$/;
const CURRENCY_PREFIX = /^(S\$|US\$|[A-Z]{3})\s+(?=\S)/;

/** Header cell text without a currency suffix (or prefix): "Amount (SGD)" -> "Amount" + SGD. */
function headerWords(text: string): { words: string; currency?: string } {
  const trimmed = text.trim();
  const suffix = CURRENCY_SUFFIX.exec(trimmed);
  const prefix = suffix ? undefined : CURRENCY_PREFIX.exec(trimmed);
  const code = suffix?.[1] ?? suffix?.[2] ?? suffix?.[3] ?? prefix?.[1];
  const words = suffix ? trimmed.slice(0, suffix.index).trim() : prefix ? trimmed.slice(prefix[0].length) : trimmed;
  if (!code || !words || (code.length === 3 && code !== '$' && !ISO_CURRENCY.test(code))) return { words: trimmed };
  const currency = code === 'S$' ? 'SGD' : code === 'US$' || code === '$' ? 'USD' : code;
  return { words, currency };
}

/** The header roles a cell holds: one label, or several left-side labels drawn close together. */
function labelsOf(text: string): (LabelKind | 'postingDate' | 'other')[] | undefined {
  const whole = LABELS.find(([, pattern]) => pattern.test(text));
  if (whole) return [whole[0]];
  const words = text.split(' ');
  // Header phrases are short: longer cells are never header labels (and splitting them is costly).
  if (words.length > 5) return undefined;
  for (let cut = 1; cut < words.length; cut += 1) {
    const left = labelsOf(words.slice(0, cut).join(' '));
    const right = labelsOf(words.slice(cut).join(' '));
    const roles = left && right ? [...left, ...right] : undefined;
    if (roles?.every((role) => role === 'date' || role === 'postingDate' || role === 'description')) return roles;
  }
  return undefined;
}

/** The table columns when the line is a header with Date, Description and Amount or Debit/Credit. */
function readHeader(line: StatementLine): Columns | undefined {
  let descriptionX: number | undefined;
  let hasDescription = false;
  let unknown = 0;
  let currency: string | undefined;
  // Date columns in print order: the transaction date, and a posting or value date.
  const dates: { x: number; posting: boolean }[] = [];
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
      for (const role of roles) {
        if (role === 'date' || role === 'postingDate') dates.push({ x: cell.x, posting: role === 'postingDate' });
      }
      hasDescription ||= roles.includes('description');
      continue;
    }
    const [role] = roles;
    if (role === 'date' || role === 'postingDate') dates.push({ x: cell.x, posting: role === 'postingDate' });
    else if (role === 'description') {
      hasDescription = true;
      descriptionX ??= cell.x;
    } else if (role && role !== 'other') money.push({ kind: role, right: cell.right });
  }
  const kinds = new Set(money.map((column) => column.kind));
  const hasAmounts = kinds.has('amount') || (kinds.has('debit') && kinds.has('credit'));
  const [first, second] = dates;
  if (!first || !hasDescription || !hasAmounts || unknown > 2) return undefined;
  // A lone "Posting Date" column is the row's date; beside a transaction date it is the other one.
  const transactionDate = second && first.posting && !second.posting ? 1 : 0;
  return { dateX: first.x, transactionDate, descriptionX, money, currency };
}

/** A date at the start of a text (several printed shapes) and the length it took. */
function leadingDate(text: string): { date: RowDate; length: number } | undefined {
  const fullYear = (value: string): number => (value.length === 2 ? 2000 + Number(value) : Number(value));
  const named = (day: string | undefined, month: string | undefined, year?: string): RowDate => ({
    day: Number(day),
    month: monthNumber(month ?? '') ?? 0,
    year: year ? fullYear(year) : undefined,
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
    // "28-Dec-24": a two-digit year only joined by hyphens ("05 Oct 12 ..." may be a description's number).
    [new RegExp(`^(\\d{1,2})-(${MONTHS})[a-z]*-(\\d{2})\\b`, 'i'), (m) => named(m[1], m[2], m[3])],
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

/** Text after any leading dates (transaction date, value date). */
export function withoutDates(text: string): { dates: RowDate[]; rest: string } {
  const dates: RowDate[] = [];
  let rest = text.trim();
  for (let found = leadingDate(rest); found && dates.length < 2; found = leadingDate(rest)) {
    dates.push(found.date);
    rest = rest.slice(found.length).trim();
  }
  return { dates, rest };
}

export function readMoney(text: string): Money | undefined {
  // "HKD 64,000.00", "MYR50.00": a currency code before the figure is not part of it.
  const code = /^([A-Z]{3}) ?(?=[\d(+-])/.exec(text.trim());
  const bare = code?.[1] && ISO_CURRENCY.test(code[1]) ? text.trim().slice(code[0].length) : text;
  const cleaned = closeOcrAmountGaps(bare.trim());
  const plus = cleaned.startsWith('+');
  const amount = parseMoneyCell(plus ? cleaned.slice(1) : cleaned);
  return amount ? { amount, plus } : undefined;
}

/** A running balance: negative when printed with a minus, parentheses or DR (overdrawn). */
export function balanceValue(money: Money): number {
  const { amount } = money;
  return amount.negative || amount.debit ? -amount.cents : amount.cents;
}

/** Money cells at the end of a line (a lone CR/DR joins the amount before it), right to left. */
export function trailingMoney(
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

/** The money cells ending a line that starts with a date: where a candidate row's amounts sit. */
function rowAmountCells(line: StatementLine): LineCell[] | undefined {
  const found = trailingMoney(line.cells, Number.NEGATIVE_INFINITY);
  if (found.length === 0) return undefined;
  const amountCells = found.reduce((count, item) => count + item.cellCount, 0);
  const words = cleanDescription(
    line.cells
      .slice(0, line.cells.length - amountCells)
      .map((cell) => cell.text)
      .join(' '),
  );
  const { dates, rest } = withoutDates(words);
  return dates.length > 0 && rest !== '' ? found.map((item) => item.cell) : undefined;
}

/** A header's money columns at the right edges the page's amounts end at (the labels' own when none near). */
function placeMoneyColumns(money: Columns['money'], columns: readonly AmountColumn[]): Columns['money'] {
  const rights = snapToAmountColumns(
    money.map((column) => column.right),
    columns,
  );
  return money.map((column, index) => ({ ...column, right: rights[index] ?? column.right }));
}

/**
 * Reads the transaction table page by page: the columns a header names (the last one printed), each at
 * the page's own amount column.
 */
export function readTable(lines: readonly StatementLine[]): { entries: TableEntry[]; columns?: Columns } {
  const entries: TableEntry[] = [];
  const pageColumns = amountColumnsByPage(lines, rowAmountCells);
  const wrapGap = continuationGap(lines);
  // The last header as printed, and its money columns moved onto the current page's amount columns.
  let header: Columns | undefined;
  const onPage = (printed: Columns, page: number): Columns => ({
    ...printed,
    money: placeMoneyColumns(printed.money, pageColumns.get(page) ?? []),
  });
  let columns: Columns | undefined;
  let firstColumns: Columns | undefined;
  let open = false;
  let page = 0;
  let previous: { row: TableRow; y: number } | undefined;
  // The last row read, and whether the lines right after this page's header may continue it (a page
  // break inside its wrapped lines; brought-forward balance lines may sit between).
  let lastRow: { row: TableRow; page: number } | undefined;
  let carry = false;
  for (const line of lines) {
    if (line.page !== page) {
      page = line.page;
      previous = undefined;
      if (header) columns = onPage(header, page);
    }
    const printed = readHeader(line);
    if (printed) {
      header = printed;
      columns = onPage(printed, line.page);
      firstColumns ??= printed;
      open = true;
      previous = undefined;
      carry = lastRow !== undefined && lastRow.page < line.page;
      continue;
    }
    if (!open || !columns) continue;
    const text = cleanDescription(line.text);
    const firstX = line.cells[0]?.x ?? 0;
    const descriptionX = previous?.row.x ?? columns.descriptionX ?? columns.dateX;
    const underRow = previous && line.y - previous.y < wrapGap && Math.abs(firstX - descriptionX) < 15;
    const carried =
      carry && lastRow && Math.abs(firstX - (columns.descriptionX ?? lastRow.row.x)) < 15 ? lastRow.row : undefined;
    const continued = (previous && underRow ? previous.row : undefined) ?? carried;
    if (continued && FOREIGN_AMOUNT.test(text)) {
      continued.foreignAmount = text.replace(/^([A-Z]{3}) ?/, '$1 ');
      previous = { row: continued, y: line.y };
      carry = false;
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
    if (continued && amountCells === 0 && dates.length === 0 && rest !== '' && !isLabel) {
      continued.description = cleanDescription(`${continued.description} ${rest}`);
      // On the next page the description column is where that page puts it (later pages shift).
      if (continued === carried) continued.x = firstX;
      previous = { row: continued, y: line.y };
      carry = false;
      continue;
    }
    previous = undefined;
    const balance = assigned.find((item) => item.kind === 'balance');
    const moved = assigned.filter((item) => item.kind !== 'balance');
    if (isLabel) {
      // Brought / carried forward balances help decide unmarked signs; totals end the table.
      if (balance && !isTotal) entries.push({ type: 'balance', cents: balanceValue(balance.money) });
      if (isClosing) open = false;
      // A balance brought forward may sit between the header and the rest of a wrapped row.
      carry &&= !isClosing;
      continue;
    }
    carry = false;
    const date = dates.length > 1 ? dates[columns.transactionDate] : dates[0];
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
    lastRow = { row, page: line.page };
  }
  return { entries, columns: firstColumns };
}
