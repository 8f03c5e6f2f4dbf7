/**
 * The table reading of the generic parser: a header line with Date, Description and Amount (or Debit /
 * Credit, Balance) labels gives each page's columns; dated lines under it are rows, undated ones in the
 * description column continue them, and brought / carried forward lines are balances. Signs and dates
 * are decided over the whole statement by generic.parser.ts.
 */
import type { ParsedAmount } from '../../money/money';
import { monthNumber } from '../statement-dates';
import { CONTINUATION_GAP } from '../row-continuation';
import { cleanDescription, closeOcrAmountGaps, parseMoneyCell } from '../statement-text';
import type { LineCell, StatementLine } from '../statement.types';

type MoneyKind = 'amount' | 'debit' | 'credit' | 'balance';
type LabelKind = 'date' | 'description' | MoneyKind;

export interface Columns {
  dateX: number;
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
export const ISO_CURRENCY = /\b(SGD|USD|EUR|GBP|AUD|NZD|HKD|MYR|JPY|CNY|IDR|THB|INR|CAD|CHF|PHP|KRW|TWD|VND)\b/;
export const OPENING_LABEL =
  /^(?:opening balance|balance (?:brought forward|b\/f|from previous statement)|previous (?:statement )?balance|beginning balance|last statement balance)\b/i;
export const CLOSING_LABEL =
  /^(?:closing balance|balance (?:carried forward|c\/f)|new balance|ending balance|statement balance|total amount due|total balance due)\b/i;
const TOTAL_LINE = /^(?:sub[- ]?)?total\b/i;
const FOREIGN_AMOUNT = /^[A-Z]{3} ?[\d,]+\.\d{2}$/;

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
  const cleaned = closeOcrAmountGaps(text.trim());
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

/** Reads the transaction table page by page; columns come from each page's own header line. */
export function readTable(lines: readonly StatementLine[]): { entries: TableEntry[]; columns?: Columns } {
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
