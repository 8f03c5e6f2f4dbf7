/** Finding a profile's table headers and the columns they name; cutting off a side panel beside the table. */
import { buildLines } from '../statement-lines';
import { cleanDescription } from '../statement-text';
import { headerPattern, isColumnLabel, isHeaderLine, roleCellIndex, trailingLabel } from '../table-headers';
import type { ExtractedPdf, StatementLine } from '../statement.types';
import { MAX_HEADER_LINES, stackedHeader } from '../parsers/stacked-header';
import { stackedHeaderCells } from '../parsers/us-statement-fields';
import type { StatementTableProfile } from './table-profile';

/** Panel text starts at least this far right of the amount column's right edge. */
const PANEL_GAP = 8;
const TRANSACTION_WORD = /^\W*(?:trans(?:action)?|tran|txn)\b/i;
const POSTING_WORD = /^\W*post(?:ing|ed)?\b/i;
export const FIGURES_IN_TEXT = /\d[.,]\d{2}\b/;

interface Columns {
  descriptionX: number;
  /** Left edge of the amount label: amounts end to the right of it. */
  amountX: number;
  /** Right edge of the amount label: a side panel starts beyond it. */
  amountRight: number;
  /** With two dates, the header names the transaction date before the posting date. */
  transactionDateFirst: boolean;
}

export interface Header extends Columns {
  page: number;
  /** The y of the header's last line (a stacked header's lower lines are the header's). */
  bottomY: number;
}

/** The columns a header line names, or undefined when the line is not this profile's header. */
function headerColumns(line: StatementLine, profile: StatementTableProfile): Columns | undefined {
  const { header } = profile;
  let cells = line.cells;
  if (header.sidePanel) {
    const amountIndex = roleCellIndex(cells, 'amount');
    if (amountIndex < 0) return undefined;
    cells = cells.slice(0, amountIndex + 1);
  }
  const text = cleanDescription(cells.map((cell) => cell.text).join(' '));
  if (cells.length > header.maxCells || FIGURES_IN_TEXT.test(text) || !isHeaderLine(text, header.roles)) {
    return undefined;
  }
  const transaction = cells.findIndex((cell) => TRANSACTION_WORD.test(cell.text));
  const posting = cells.findIndex((cell) => POSTING_WORD.test(cell.text));
  if (header.needsTransactionDate && transaction < 0) return undefined;
  // The description label after the date labels ("Transaction" alone also reads as a description word).
  const dates = header.needsTransactionDate ? Math.max(transaction, posting) + 1 : 0;
  const descriptionIndex = roleCellIndex(cells.slice(dates), 'description');
  const description = descriptionIndex < 0 ? undefined : cells[dates + descriptionIndex];
  // The right-most amount label: a foreign-currency amount column ("Amount in FCY") may stand before it.
  // Else the amount label ending a cell that holds two labels drawn close together.
  const amount =
    [...cells].reverse().find((cell) => roleCellIndex([cell], 'amount') === 0) ??
    cells.map((cell) => trailingLabel(cell, 'amount')).findLast((cell) => cell !== undefined);
  const transactionDateFirst = posting >= 0 && transaction >= 0 && transaction < posting;
  if (description && amount) {
    return { descriptionX: description.x, amountX: amount.x, amountRight: amount.right, transactionDateFirst };
  }
  if (header.needsTransactionDate || header.descriptionFallback === undefined) return undefined;
  // Header words drawn into shared cells: positions from the cells around them.
  const last = amount ?? cells[cells.length - 1];
  const fallback = header.descriptionFallback;
  const first = fallback === 'beforeAmount' ? cells[cells.length - 2] : (cells[fallback] ?? cells[0]);
  if (!first || !last || (header.sidePanel && !amount)) return undefined;
  return { descriptionX: first.x, amountX: last.x, amountRight: last.right, transactionDateFirst };
}

/** Each table header by its first line, with the y of its last line, top to bottom. */
function* eachHeader(
  lines: readonly StatementLine[],
  profile: StatementTableProfile,
): Generator<[StatementLine, Header]> {
  // The line under words stacked over it names at least one column itself (cheap, before the stacking).
  const namesAColumn =
    profile.header.stacked === 'wordsAbove' ? headerPattern([...profile.header.roles].slice(-1)) : undefined;
  // Lines down to the last header's bottom belong to it: a stacked header's lower lines start no header.
  let previous: Header | undefined;
  for (const [index, line] of lines.entries()) {
    if (line.cells.length === 0) continue;
    if (previous && previous.page === line.page && line.y <= previous.bottomY) continue;
    // A side panel on the header's baseline can hold figures and words: headerColumns() cuts it off first.
    if (!profile.header.sidePanel && (line.cells.length > profile.header.maxCells || FIGURES_IN_TEXT.test(line.text))) {
      continue;
    }
    if (namesAColumn && !namesAColumn.test(line.text)) continue;
    const header = headerAt(lines, index, profile);
    if (header) {
      previous = header;
      yield [line, header];
    }
  }
}

/**
 * The header starting at lines[index]: as the profile stacks its labels, else the line alone, else the line
 * with the label lines under it (any bank may print "Post" over "Date", or a header over three lines).
 */
function headerAt(lines: readonly StatementLine[], index: number, profile: StatementTableProfile): Header | undefined {
  const line = lines[index];
  if (!line) return undefined;
  if (profile.header.stacked) return headerOf(line, stackedLine(lines, index, profile), profile);
  const alone = headerOf(line, { line, bottomY: line.y }, profile);
  if (alone) return alone;
  const stacked = stackedHeader(
    profile.header.sidePanel ? withoutSidePanel(lines, index) : lines,
    index,
    isColumnLabel,
  );
  if (!stacked || stacked.bottomY === line.y) return undefined;
  // A line under this one that is a header by itself starts the header: this one is a title above it.
  const lower = lines.filter((other) => other.page === line.page && other.y > line.y && other.y <= stacked.bottomY);
  if (lower.some((other) => headerColumns(other, profile))) return undefined;
  return headerOf(line, stacked, profile);
}

function headerOf(
  first: StatementLine,
  candidate: { line: StatementLine; bottomY: number } | undefined,
  profile: StatementTableProfile,
): Header | undefined {
  const columns = candidate ? headerColumns(candidate.line, profile) : undefined;
  return candidate && columns ? { ...columns, page: first.page, bottomY: candidate.bottomY } : undefined;
}

/**
 * The lines a header starting at lines[index] may be stacked over, cut right of its amount label: a side panel
 * on the header's baselines holds words and figures ("Earn 10X points") that are no column's label.
 */
function withoutSidePanel(lines: readonly StatementLine[], index: number): readonly StatementLine[] {
  const top = lines[index];
  const amount = top?.cells[roleCellIndex(top.cells, 'amount')];
  if (!amount) return lines;
  const cut = (line: StatementLine): StatementLine => {
    const cells = line.cells.filter((cell) => cell.x < amount.right + PANEL_GAP);
    return { ...line, cells, text: cells.map((cell) => cell.text).join(' ') };
  };
  return lines.map((line, at) => (at > index && at < index + MAX_HEADER_LINES ? cut(line) : line));
}

export function tableHeaders(
  lines: readonly StatementLine[],
  profile: StatementTableProfile,
): Map<StatementLine, Header> {
  return new Map(eachHeader(lines, profile));
}

/** The header line at lines[index] with the words stacked over or under its cells. */
function stackedLine(
  lines: readonly StatementLine[],
  index: number,
  profile: StatementTableProfile,
): { line: StatementLine; bottomY: number } | undefined {
  const line = lines[index];
  if (!line) return undefined;
  if (profile.header.stacked === 'wordsBelow') return stackedHeader(lines, index, isColumnLabel);
  if (profile.header.stacked !== 'wordsAbove') return { line, bottomY: line.y };
  const cells = stackedHeaderCells(line, lines);
  return { line: { ...line, cells, text: cells.map((cell) => cell.text).join(' ') }, bottomY: line.y };
}

/** True when a line is (the first line of) one of this profile's table headers. */
export function hasStatementTableHeader(lines: readonly StatementLine[], profile: StatementTableProfile): boolean {
  return !eachHeader(lines, profile).next().done;
}

/** The lines of the table's side of each page: a side panel beyond the amount column cut off. */
export function tableSideLines(
  pdf: ExtractedPdf,
  lines: readonly StatementLine[],
  profile: StatementTableProfile,
): StatementLine[] {
  const rights = new Map<number, number>();
  for (const header of tableHeaders(lines, profile).values()) {
    if (!rights.has(header.page)) rights.set(header.page, header.amountRight);
  }
  const first = [...rights.values()][0];
  // A page without a header keeps the previous page's edge; pages before the first header take the first.
  const rightOf = (page: number): number | undefined => {
    for (let candidate = page; candidate >= 1; candidate -= 1) {
      const right = rights.get(candidate);
      if (right !== undefined) return right;
    }
    return first;
  };
  return buildLines(
    pdf.items.filter((item) => {
      const right = rightOf(item.page);
      return right === undefined || item.x < right + PANEL_GAP;
    }),
  );
}
