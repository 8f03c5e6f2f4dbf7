/** Reading an account table whose Withdrawal / Deposit / Balance columns give each row's side. */
import { continuationGap } from '../row-continuation';
import type { ParsedAmount } from '../../money/money';
import { cleanDescription, parseMoneyCell } from '../statement-text';
import { COLUMN_WORDS, GLUED_LABELS, isColumnLabel, isHeaderLine, separateGluedLabels } from '../table-headers';
import type { LineCell, ParsedTransaction, StatementLine } from '../statement.types';
import { FIGURES_IN_TEXT } from './header-columns';
import { rowDate, rowDatePatterns } from './row-dates';
import type { RunningBalances, StatementTable } from './statement-table.types';
import type { RunningBalanceRule, StatementTableProfile, TableDates } from './table-profile';

/** Right edges (x + width) of an account table's amount columns on one page: amounts are right-aligned. */
interface BalanceColumns {
  withdrawal: number;
  deposit: number;
  balance: number;
}

type BalanceSide = keyof BalanceColumns;

/** Wrapped header labels sit within this distance of the header line. */
const HEADER_WRAP_GAP = 11;
/** Continuation lines are indented like the description; some banks indent transfer details a little more. */
const CONTINUATION_LEFT_SLACK = 12;
/** Description text ends at least this far left of the first amount column's right edge. */
const AMOUNTS_BAND = 60;

/** A role's label anywhere in a header cell ("WITHDRAWAL (-)", "Deposits (SGD)", "Balance (S$)"). */
const roleLabel = (role: BalanceSide): RegExp =>
  new RegExp(`(?<![A-Za-z])(?:${COLUMN_WORDS[role].join('|')})(?![A-Za-z])`, 'i');

/** Any amount column's label: where one label ends inside a cell holding several ("Withdrawal Deposits (SGD)"). */
const ANY_ROLE_LABEL = new RegExp(
  (['withdrawal', 'deposit', 'balance'] as const).map((role) => roleLabel(role).source).join('|'),
  'gi',
);

/**
 * Right edge of a role's label inside a cell, from its share of the cell's characters: the label runs to the
 * next label of the cell (or the cell's end), so a currency suffix stays with it; undefined when absent.
 */
function labelRight(cell: LineCell, role: BalanceSide): number | undefined {
  // Labels drawn with no gap ("ChequeWITHDRAWAL") are split first (one space per seam: a share barely moved).
  const text = cell.text.replace(GLUED_LABELS, ' ');
  const label = roleLabel(role).exec(text);
  if (!label) return undefined;
  const next = [...text.matchAll(ANY_ROLE_LABEL)].find((other) => other.index > label.index);
  const end = next ? text.slice(0, next.index).trimEnd().length : text.length;
  return cell.x + ((cell.right - cell.x) * end) / Math.max(text.length, 1);
}

/** Digits with a point or comma between them: a figure's shape, which a cheque or reference number has not. */
const SEPARATED_DIGITS = /\d[.,:;]\d/;

/** A currency in brackets ("(SGD)", "(S$)", OCR's "(8GD)"): a column label's unit, never a label itself. */
const BRACKETED_UNIT = /^\([A-Za-z0-9$]{1,4}\)$/;

/** A bracketed unit standing right after a label, closer than the label's own letters are wide. */
function isUnitSuffix(unit: LineCell, label: LineCell): boolean {
  const letterWidth = (label.right - label.x) / Math.max(1, label.text.length);
  return BRACKETED_UNIT.test(unit.text.trim()) && unit.x - label.right <= 2 * letterWidth;
}

/** The amount columns a header line names, also on the lines its labels wrap onto; undefined when one is missing. */
function balanceColumnsOf(header: StatementLine, lines: readonly StatementLine[]): BalanceColumns | undefined {
  const wrapped = lines.filter(
    (line) => line !== header && line.page === header.page && Math.abs(line.y - header.y) <= HEADER_WRAP_GAP,
  );
  const edge = (role: BalanceSide): number | undefined => {
    for (const line of [header, ...wrapped]) {
      for (const [index, cell] of line.cells.entries()) {
        const right = labelRight(cell, role);
        if (right === undefined) continue;
        // The unit in a cell of its own ("Balance" "(SGD)": OCR, or a wider gap): the label ends with it.
        const unit = line.cells[index + 1];
        const ownEnd = Math.abs(right - cell.right) < 0.5;
        return ownEnd && unit && isUnitSuffix(unit, cell) ? unit.right : right;
      }
    }
    return undefined;
  };
  const withdrawal = edge('withdrawal');
  const deposit = edge('deposit');
  const balance = edge('balance');
  if (withdrawal === undefined || deposit === undefined || balance === undefined) return undefined;
  return { withdrawal, deposit, balance };
}

/** The description's label, not the "Transaction" of a "Transaction Date" label printed on one line. */
const DESCRIPTION_LABEL = new RegExp(
  `(?<![A-Za-z])(?:${COLUMN_WORDS.description.join('|')})(?![A-Za-z])(?!\\s*date)`,
  'i',
);

/** Left edge of the description's label on a header line (labels sit over their text), from its share of its cell. */
function descriptionLeft(header: StatementLine): number | undefined {
  for (const cell of header.cells) {
    const label = DESCRIPTION_LABEL.exec(cell.text);
    if (label) return cell.x + ((cell.right - cell.x) * label.index) / Math.max(cell.text.length, 1);
  }
  return undefined;
}

/**
 * A value date as OCR reads it, garbled or not ("17 OCT", "17.0er", "26001"): a day's digit first, a short
 * word or two.
 */
const VALUE_DATE_SHAPE = /^\d[\dA-Za-z.,:;'°-]{1,5}$|^\d{1,2} [\dA-Za-z]{3}\.?$/;

/**
 * Cells of a row's second date column (the value date beside the transaction date): date-shaped, after a
 * first cell that is the row's date, and wholly left of the description's label. A value date OCR misread
 * is no date the row's date pattern takes, and would start the description.
 */
function valueDateCells(line: StatementLine, descriptionX: number, datesOnly: RegExp): Set<LineCell> {
  const [first, ...rest] = line.cells;
  if (!first || !datesOnly.test(cleanDescription(first.text))) return new Set();
  return new Set(rest.filter((cell) => cell.right < descriptionX && VALUE_DATE_SHAPE.test(cell.text)));
}

/**
 * The column a cell's right edge is nearest (amounts are right-aligned), or undefined when it is far from every
 * column edge: an amount there is text (a figure inside a description), not a column value.
 */
function nearestColumn(cell: LineCell, columns: BalanceColumns): BalanceSide | undefined {
  const spacing = Math.min(
    Math.abs(columns.withdrawal - columns.deposit),
    Math.abs(columns.deposit - columns.balance),
    Math.abs(columns.withdrawal - columns.balance),
  );
  const tolerance = Math.max(12, spacing * 0.45);
  const [side, distance] = (Object.entries(columns) as [BalanceSide, number][])
    .map(([name, right]): [BalanceSide, number] => [name, Math.abs(right - cell.right)])
    .sort((a, b) => a[1] - b[1])[0] ?? ['balance', Number.POSITIVE_INFINITY];
  return distance > tolerance ? undefined : side;
}

/** The amount cells of a line, each given to the column whose right edge is nearest its own. */
function balanceColumnAmounts(
  line: StatementLine,
  columns: BalanceColumns,
  read: (text: string) => ParsedAmount | undefined,
): Map<LineCell, { side: BalanceSide; cents: number }> {
  const found = new Map<LineCell, { side: BalanceSide; cents: number }>();
  for (const cell of line.cells) {
    const amount = read(cell.text);
    const side = amount ? nearestColumn(cell, columns) : undefined;
    if (!amount || !side) continue;
    // An overdrawn balance is printed with a minus, parentheses or DR.
    const negative = side === 'balance' && (amount.negative || amount.debit);
    found.set(cell, { side, cents: negative ? -amount.cents : amount.cents });
  }
  return found;
}

/**
 * Cells of a line in an amount column holding figures that are not a readable amount ("201752" where 1,271.52
 * is printed), with their column: a total there is unknown, not zero.
 */
function unreadableFigures(
  line: StatementLine,
  columns: BalanceColumns,
  amounts: ReadonlyMap<LineCell, unknown>,
): Map<LineCell, BalanceSide> {
  const found = new Map<LineCell, BalanceSide>();
  for (const cell of line.cells) {
    const side = amounts.has(cell) || !/\d/.test(cell.text) ? undefined : nearestColumn(cell, columns);
    if (side) found.set(cell, side);
  }
  return found;
}

function sideSum(values: { side: BalanceSide; cents: number }[], side: BalanceSide): number | undefined {
  const own = values.filter((value) => value.side === side);
  return own.length === 0 ? undefined : own.reduce((total, value) => total + value.cents, 0);
}

/** Starts in the description band: at or right of the description, left of the amount columns. */
function inDescriptionBand(line: StatementLine, descriptionX: number, columns: BalanceColumns): boolean {
  const first = line.cells[0];
  const amountsStart = Math.min(columns.withdrawal, columns.deposit, columns.balance) - AMOUNTS_BAND;
  return first !== undefined && first.x >= descriptionX - CONTINUATION_LEFT_SLACK && first.x < amountsStart;
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

/**
 * Reads an account table (profile.runningBalance), page by page: columns come from each page's header
 * (later pages are often shifted, and stale columns flip signs); a row's side is its amount's column; lines
 * under a row in the description band continue it, also right after the next page's header.
 */
export function readBalanceColumns(
  lines: readonly StatementLine[],
  profile: StatementTableProfile,
  rule: RunningBalanceRule,
  when: TableDates,
): StatementTable {
  const read = profile.readAmount ?? parseMoneyCell;
  const { row: datePattern, datesOnly } = rowDatePatterns(profile);
  const headers = new Map<StatementLine, BalanceColumns>();
  // Where the description's label starts, on a table that prints a value date left of it.
  const descriptionLabels = new Map<StatementLine, number>();
  for (const line of lines) {
    const text = cleanDescription(line.text);
    if (FIGURES_IN_TEXT.test(text) || !isHeaderLine(separateGluedLabels(text), profile.header.roles)) continue;
    const columns = balanceColumnsOf(line, lines);
    if (columns) headers.set(line, columns);
    const left = profile.rowDates.twoDates ? descriptionLeft(line) : undefined;
    if (columns && left !== undefined) descriptionLabels.set(line, left);
  }
  const firstHeaderY = new Map<number, number>();
  for (const header of headers.keys()) if (!firstHeaderY.has(header.page)) firstHeaderY.set(header.page, header.y);

  // A continuation line sits right under its row (or its previous continuation line), a line pitch at most.
  const wrapGap = continuationGap(lines.filter((line) => line.y > (firstHeaderY.get(line.page) ?? Infinity)));
  const balances: RunningBalances = { printed: new Map() };
  const transactions: ParsedTransaction[] = [];
  // Columns of the last page that had a header; a page without one keeps them.
  let columns: BalanceColumns | undefined;
  let descriptionLabel: number | undefined;
  let open: { transaction: ParsedTransaction; descriptionX: number; lastLine: StatementLine } | undefined;
  // The last row, which the first lines of the next page may continue (a page break inside a wrapped row).
  let lastRow: { transaction: ParsedTransaction; descriptionX: number; page: number } | undefined;
  let carryOpen = false;
  let ended = false;
  // Right under a header: its labels may go on over the lines below ("Transaction" over "Date").
  let underHeader = false;

  for (const line of lines) {
    const headerColumns = headers.get(line);
    if (headerColumns) {
      columns = headerColumns;
      descriptionLabel = descriptionLabels.get(line);
      open = undefined;
      ended = false;
      carryOpen = lastRow?.page === line.page - 1;
      underHeader = true;
      continue;
    }
    // The header's lower label lines are the header's: a row carried over the page break stays open past them.
    underHeader &&= line.cells.length > 0 && line.cells.every((cell) => isColumnLabel(cell.text));
    if (underHeader) continue;
    if (ended) continue;
    const headerY = firstHeaderY.get(line.page);
    // Above the page's header (page heading, account summary) or before any header: not the table.
    if (!columns || (headerY !== undefined && line.y < headerY)) continue;
    if (open && open.lastLine.page !== line.page) open = undefined;

    const amounts = balanceColumnAmounts(line, columns, read);
    const valueDates = descriptionLabel === undefined ? new Set() : valueDateCells(line, descriptionLabel, datesOnly);
    const words = line.cells.filter((cell) => !amounts.has(cell) && !valueDates.has(cell));
    const text = cleanDescription(words.map((cell) => cell.text).join(' '));
    const values = [...amounts.values()];
    const withdrawal = sideSum(values, 'withdrawal');
    const deposit = sideSum(values, 'deposit');
    const balance = values.find((value) => value.side === 'balance')?.cents;

    if (amounts.size === 0) {
      const first = line.cells[0];
      const underOpen =
        open && first !== undefined && line.y - open.lastLine.y <= wrapGap
          ? inDescriptionBand(line, open.descriptionX, columns)
          : false;
      if (open && underOpen) {
        open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
        open.lastLine = line;
      } else if (carryOpen && lastRow && inDescriptionBand(line, lastRow.descriptionX, columns)) {
        lastRow.transaction.description = cleanDescription(`${lastRow.transaction.description} ${text}`);
      } else {
        open = undefined;
        carryOpen = false;
      }
      continue;
    }
    open = undefined;
    if (withdrawal === undefined && deposit === undefined) {
      // A balance-only line: brought forward (the first one) or carried forward (the last one).
      if (balance === undefined) continue;
      if (rule.opening.test(text)) balances.openingCents ??= balance;
      else if (rule.closing.test(text)) balances.closingCents = balance;
      continue;
    }
    const dated = datePattern.exec(text);
    const date = dated?.[1] ? rowDate(dated[1], profile, when) : undefined;
    if (!dated || !date) {
      carryOpen = false;
      const unreadable = unreadableFigures(line, columns, amounts);
      const label = cleanDescription(
        words
          .filter((cell) => !unreadable.has(cell))
          .map((cell) => cell.text)
          .join(' '),
      );
      if (rule.totals?.test(label)) {
        // A side left empty totals nothing; a side whose figure cannot be read is not checked at all.
        const unread = new Set(unreadable.values());
        if (withdrawal !== undefined || !unread.has('withdrawal')) balances.totalWithdrawalsCents = withdrawal ?? 0;
        if (deposit !== undefined || !unread.has('deposit')) balances.totalDepositsCents = deposit ?? 0;
        ended = true;
      }
      continue;
    }
    // A figure in an amount column that is no amount ("7.555.592" for a balance) is no part of the description;
    // plain digits (a cheque number in its own column beside the amounts) are.
    const unreadable = unreadableFigures(line, columns, amounts);
    const described = cleanDescription(
      words
        .filter((cell) => !(unreadable.has(cell) && SEPARATED_DIGITS.test(cell.text)))
        .map((cell) => cell.text)
        .join(' '),
    );
    const transaction: ParsedTransaction = {
      date,
      description: cleanDescription(described.slice(dated[0].length)),
      amountCents: (deposit ?? 0) - (withdrawal ?? 0),
    };
    transactions.push(transaction);
    if (balance !== undefined) balances.printed.set(transaction, balance);
    open = { transaction, descriptionX: descriptionStart(words, dated[0]), lastLine: line };
    lastRow = { transaction, descriptionX: open.descriptionX, page: line.page };
    carryOpen = false;
  }
  const rowsCents = transactions.reduce((total, transaction) => total + transaction.amountCents, 0);
  return {
    hasHeader: headers.size > 0,
    firstHeaderLine: [...headers.keys()][0],
    transactions,
    figures: new Map(),
    cardTexts: [],
    sections: [{ figures: new Map(), rowsCents }],
    rowNumbers: new Map(),
    titledCounts: new Map(),
    sideMismatches: [],
    titledSums: new Map(),
    balances,
  };
}
