/**
 * Reading of bank-account statement tables (DBS/POSB, OCBC and UOB savings and current accounts): dated
 * rows whose amount sits in a Withdrawal or a Deposit column, a running Balance column, indented
 * continuation lines, and balance-only lines (brought / carried forward) that are not transactions.
 * The side of an amount comes from its column, so columns are found on every page from that page's
 * header line: later pages are often shifted, and stale columns flip signs.
 */
import { formatCents } from '../money/money';
import { parseDayMonthName } from './statement-dates';
import { cleanDescription, parseMoneyCell } from './statement-text';
import {
  StatementParseError,
  type BankId,
  type LineCell,
  type ParsedAccount,
  type ParsedStatement,
  type ParsedTransaction,
  type Reconciliation,
  type StatementLine,
} from './statement.types';

/** Right edges (x + width) of the amount columns on one page: amounts are right-aligned. */
export interface AccountColumns {
  withdrawal: number;
  deposit: number;
  balance: number;
}

export interface AccountTableSpec {
  /** The column header line (the line holding the amount labels when the labels wrap). */
  header: RegExp;
  withdrawalLabel: RegExp;
  depositLabel: RegExp;
  balanceLabel: RegExp;
  /** Leading date(s) of a row; group 1 is the date kept (e.g. the transaction, not the value, date). */
  rowDate: RegExp;
  openingLabel: RegExp;
  closingLabel: RegExp;
  /** An undated line that prints the withdrawal and deposit totals. */
  totalsLabel?: RegExp;
  /** ISO statement date, for the year of DD Mon row dates. */
  statementDate: string;
  /**
   * Lines in the description column right after the next page's header (balance-only lines may sit
   * between) continue the last row of the page before: a page break inside a wrapped row.
   */
  continueAcrossPages?: boolean;
  /** A line that ends the table (e.g. its totals): later lines are not rows until another header. */
  tableEnd?: RegExp;
}

export interface AccountRow {
  transaction: ParsedTransaction;
  /** The running balance printed on the row (some layouts print it only on a day's last row). */
  printedBalanceCents?: number;
}

export interface AccountTable {
  rows: AccountRow[];
  openingBalanceCents?: number;
  closingBalanceCents?: number;
  totalWithdrawalsCents?: number;
  totalDepositsCents?: number;
}

type Side = keyof AccountColumns;

/** Wrapped header labels sit within this distance of the header line. */
const HEADER_WRAP_GAP = 11;
/** A continuation line sits right under its row (or under the previous continuation line). */
const CONTINUATION_GAP = 14;
/** Continuation lines are indented like the description; DBS indents PayNow details a little more. */
const CONTINUATION_LEFT_SLACK = 12;

/** Columns named on a header line, or on the lines it wraps with; undefined when one is missing. */
export function readAccountColumns(
  header: StatementLine,
  lines: readonly StatementLine[],
  spec: Pick<AccountTableSpec, 'withdrawalLabel' | 'depositLabel' | 'balanceLabel'>,
): AccountColumns | undefined {
  const wrapped = lines.filter(
    (line) => line !== header && line.page === header.page && Math.abs(line.y - header.y) <= HEADER_WRAP_GAP,
  );
  const edge = (label: RegExp): number | undefined => {
    for (const line of [header, ...wrapped]) {
      const cell = line.cells.find((candidate) => label.test(candidate.text));
      if (cell) return cell.right;
    }
    return undefined;
  };
  const withdrawal = edge(spec.withdrawalLabel);
  const deposit = edge(spec.depositLabel);
  const balance = edge(spec.balanceLabel);
  if (withdrawal === undefined || deposit === undefined || balance === undefined) return undefined;
  return { withdrawal, deposit, balance };
}

/** The amount cells of a line, each given to the column whose right edge is nearest its own. */
export function columnAmounts(
  line: StatementLine,
  columns: AccountColumns,
): Map<LineCell, { side: Side; cents: number }> {
  const edges = Object.entries(columns) as [Side, number][];
  // An amount far from every column edge is text (e.g. a figure inside a description), not a column value.
  const spacing = Math.min(
    Math.abs(columns.withdrawal - columns.deposit),
    Math.abs(columns.deposit - columns.balance),
    Math.abs(columns.withdrawal - columns.balance),
  );
  const tolerance = Math.max(12, spacing * 0.45);
  const found = new Map<LineCell, { side: Side; cents: number }>();
  for (const cell of line.cells) {
    const amount = parseMoneyCell(cell.text);
    if (!amount) continue;
    const [side, distance] = edges
      .map(([name, right]): [Side, number] => [name, Math.abs(right - cell.right)])
      .sort((a, b) => a[1] - b[1])[0] ?? ['balance', Number.POSITIVE_INFINITY];
    if (distance > tolerance) continue;
    // An overdrawn balance is printed with a minus, parentheses or DR.
    const negative = side === 'balance' && (amount.negative || amount.debit);
    found.set(cell, { side, cents: negative ? -amount.cents : amount.cents });
  }
  return found;
}

/** Every header line with the columns it names. */
function headerLines(lines: readonly StatementLine[], spec: AccountTableSpec): Map<StatementLine, AccountColumns> {
  const headers = new Map<StatementLine, AccountColumns>();
  for (const line of lines) {
    if (!spec.header.test(cleanDescription(line.text))) continue;
    const columns = readAccountColumns(line, lines, spec);
    if (columns) headers.set(line, columns);
  }
  return headers;
}

/** Reads every row, balance line and total of an account table, page by page. */
export function readAccountTable(lines: readonly StatementLine[], spec: AccountTableSpec): AccountTable {
  const headers = headerLines(lines, spec);
  const firstHeaderY = new Map<number, number>();
  for (const header of headers.keys()) {
    if (!firstHeaderY.has(header.page)) firstHeaderY.set(header.page, header.y);
  }
  const table: AccountTable = { rows: [] };
  // Columns of the last page that had a header; a page without one keeps them.
  let columns: AccountColumns | undefined;
  let open: { row: AccountRow; descriptionX: number; lastLine: StatementLine } | undefined;
  // The last dated row, which the first lines of the next page may continue (continueAcrossPages).
  let lastRow: { row: AccountRow; descriptionX: number; page: number } | undefined;
  let carryOpen = false;
  let ended = false;

  for (const line of lines) {
    const headerColumns = headers.get(line);
    if (headerColumns) {
      columns = headerColumns;
      open = undefined;
      ended = false;
      carryOpen = spec.continueAcrossPages === true && lastRow?.page === line.page - 1;
      continue;
    }
    if (ended) continue;
    const headerY = firstHeaderY.get(line.page);
    // Above the page's header (page heading, account summary) or before any header: not the table.
    if (!columns || (headerY !== undefined && line.y < headerY)) continue;
    if (open && open.lastLine.page !== line.page) open = undefined;

    const amounts = columnAmounts(line, columns);
    const words = line.cells.filter((cell) => !amounts.has(cell));
    const text = cleanDescription(words.map((cell) => cell.text).join(' '));
    const values = [...amounts.values()];
    const withdrawal = sumOf(values, 'withdrawal');
    const deposit = sumOf(values, 'deposit');
    const balance = values.find((value) => value.side === 'balance')?.cents;

    if (amounts.size === 0) {
      if (open && isContinuation(line, open, columns)) {
        open.row.transaction.description = cleanDescription(`${open.row.transaction.description} ${text}`);
        open.lastLine = line;
      } else if (carryOpen && lastRow && inDescriptionBand(line, lastRow.descriptionX, columns)) {
        lastRow.row.transaction.description = cleanDescription(`${lastRow.row.transaction.description} ${text}`);
      } else {
        open = undefined;
        carryOpen = false;
      }
      continue;
    }
    open = undefined;
    if (withdrawal === undefined && deposit === undefined) {
      // A balance-only line: brought forward (first one wins) or carried forward (last one wins).
      if (balance === undefined) continue;
      if (spec.openingLabel.test(text)) table.openingBalanceCents ??= balance;
      else if (spec.closingLabel.test(text)) table.closingBalanceCents = balance;
      continue;
    }
    const dated = spec.rowDate.exec(text);
    const date = dated?.[1] ? parseDayMonthName(dated[1], spec.statementDate) : undefined;
    if (!dated || !date) {
      if (spec.totalsLabel?.test(text)) {
        table.totalWithdrawalsCents = withdrawal ?? 0;
        table.totalDepositsCents = deposit ?? 0;
      }
      carryOpen = false;
      if (spec.tableEnd?.test(text)) ended = true;
      continue;
    }
    const row: AccountRow = {
      transaction: {
        date,
        description: cleanDescription(text.slice(dated[0].length)),
        amountCents: (deposit ?? 0) - (withdrawal ?? 0),
      },
      ...(balance === undefined ? {} : { printedBalanceCents: balance }),
    };
    table.rows.push(row);
    open = { row, descriptionX: descriptionStart(words, dated[0]), lastLine: line };
    lastRow = { row, descriptionX: open.descriptionX, page: line.page };
    carryOpen = false;
  }
  return table;
}

function sumOf(values: { side: Side; cents: number }[], side: Side): number | undefined {
  const own = values.filter((value) => value.side === side);
  return own.length === 0 ? undefined : own.reduce((total, value) => total + value.cents, 0);
}

/** x of the first description cell of a dated row: the first cell after the date text. */
function descriptionStart(words: LineCell[], datePrefix: string): number {
  let consumed = 0;
  const prefix = cleanDescription(datePrefix).length;
  for (const cell of words) {
    if (consumed >= prefix) return cell.x;
    consumed += cell.text.length + 1;
  }
  return words[0]?.x ?? 0;
}

/** Starts in the description column: at or right of the description, left of the amount columns. */
function inDescriptionBand(line: StatementLine, descriptionX: number, columns: AccountColumns): boolean {
  const first = line.cells[0];
  const amountsStart = Math.min(columns.withdrawal, columns.deposit, columns.balance) - 60;
  return first !== undefined && first.x >= descriptionX - CONTINUATION_LEFT_SLACK && first.x < amountsStart;
}

function isContinuation(
  line: StatementLine,
  open: { descriptionX: number; lastLine: StatementLine },
  columns: AccountColumns,
): boolean {
  const first = line.cells[0];
  if (!first || line.y - open.lastLine.y > CONTINUATION_GAP) return false;
  const amountsStart = Math.min(columns.withdrawal, columns.deposit, columns.balance) - 60;
  return first.x >= open.descriptionX - CONTINUATION_LEFT_SLACK && first.x < amountsStart;
}

/** The closing balance: the carried-forward line, else the last printed running balance. */
export function closingBalance(table: AccountTable): number | undefined {
  if (table.closingBalanceCents !== undefined) return table.closingBalanceCents;
  const printed = table.rows.filter((row) => row.printedBalanceCents !== undefined);
  return printed[printed.length - 1]?.printedBalanceCents;
}

/** The opening balance: brought forward when printed, else worked back from the first printed balance. */
export function openingBalance(table: AccountTable): number | undefined {
  if (table.openingBalanceCents !== undefined) return table.openingBalanceCents;
  let moved = 0;
  for (const row of table.rows) {
    moved += row.transaction.amountCents;
    if (row.printedBalanceCents !== undefined) return row.printedBalanceCents - moved;
  }
  return undefined;
}

function mismatch(against: string, expectedCents: number, actualCents: number, message: string): Reconciliation {
  return { ok: false, against, expectedCents, actualCents, message };
}

/**
 * Checks the rows against everything the statement prints: the running balance row by row (which names
 * the first row that breaks, e.g. a row read on the wrong side), the printed totals, and the closing
 * balance = opening balance + rows.
 */
export function reconcileAccount(table: AccountTable): Reconciliation {
  const sum = table.rows.reduce((total, row) => total + row.transaction.amountCents, 0);
  const opening = openingBalance(table);
  if (opening !== undefined) {
    let running = opening;
    for (const [index, { transaction, printedBalanceCents }] of table.rows.entries()) {
      running += transaction.amountCents;
      if (printedBalanceCents === undefined || printedBalanceCents === running) continue;
      return mismatch(
        'running balance',
        printedBalanceCents,
        running,
        `Row ${index + 1} (${transaction.date} ${transaction.description}, ${formatCents(transaction.amountCents)}) leaves a balance of ${formatCents(running)} but the statement prints ${formatCents(printedBalanceCents)}. The row may be misread or on the wrong side.`,
      );
    }
  }
  const sides: [string, number | undefined, number][] = [
    ['total withdrawals', table.totalWithdrawalsCents, -sumWhere(table, (cents) => cents < 0)],
    ['total deposits', table.totalDepositsCents, sumWhere(table, (cents) => cents > 0)],
  ];
  for (const [against, printed, actual] of sides) {
    if (printed === undefined || printed === actual) continue;
    return mismatch(
      against,
      printed,
      actual,
      `The ${against} of the rows come to ${formatCents(actual)} but the statement prints ${formatCents(printed)} (difference ${formatCents(printed - actual)}). Some rows may be missing or misread.`,
    );
  }
  const closing = closingBalance(table);
  if (opening === undefined || closing === undefined) {
    return { ok: true, actualCents: sum, message: 'The statement prints no balance to check the rows against.' };
  }
  if (opening + sum === closing) {
    return { ok: true, against: 'closing balance', expectedCents: closing, actualCents: opening + sum };
  }
  return mismatch(
    'closing balance',
    closing,
    opening + sum,
    `The opening balance ${formatCents(opening)} plus the transactions (${formatCents(sum)}) comes to ${formatCents(opening + sum)} but the statement's closing balance is ${formatCents(closing)} (difference ${formatCents(closing - opening - sum)}). Some rows may be missing or misread.`,
  );
}

function sumWhere(table: AccountTable, keep: (cents: number) => boolean): number {
  return table.rows.reduce(
    (total, row) => total + (keep(row.transaction.amountCents) ? row.transaction.amountCents : 0),
    0,
  );
}

/** Last four digits of an account number printed with dashes or spaces ("123-45678-9" -> "6789"). */
export function accountLast4(printed: string): string | undefined {
  const digits = printed.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/** Current accounts are checking accounts; every other deposit account is a savings account. */
export function depositAccountType(productName: string): 'checking' | 'savings' {
  return /\bCURRENT\b|\bCHEQUING\b/i.test(productName) ? 'checking' : 'savings';
}

/** "360 Account" -> "OCBC 360 Account"; a product already named after the bank is kept as printed. */
export function withInstitution(institution: string, product: string): string {
  return new RegExp(`^${institution}\\b`, 'i').test(product) ? product : `${institution} ${product}`;
}

/** The parsed statement of a Singapore dollar bank account read from its table. */
export function accountStatement(
  bank: BankId,
  table: AccountTable,
  account: Pick<ParsedAccount, 'institution' | 'name' | 'last4' | 'statementDate'>,
): ParsedStatement {
  if (table.rows.length === 0) {
    throw new StatementParseError(`No transactions were found in this ${account.institution} account statement.`);
  }
  return {
    bank,
    account: {
      institution: account.institution,
      name: account.name,
      accountType: depositAccountType(account.name),
      last4: account.last4,
      currency: 'SGD',
      statementDate: account.statementDate,
      balanceCents: closingBalance(table),
    },
    openingBalanceCents: openingBalance(table),
    transactions: table.rows.map((row) => row.transaction),
    reconciliation: reconcileAccount(table),
  };
}
