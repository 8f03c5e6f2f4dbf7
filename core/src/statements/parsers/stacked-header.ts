/**
 * Table headers printed over two or three lines ("Transaction" over "Date", "Amount in" over "SGD", a
 * "Description" set between them): the header line and the word-only lines right under it, each column's
 * words joined top to bottom, so a stacked header is matched by meaning like a one-line header.
 */
import type { LineCell, StatementLine } from '../statement.types';

/**
 * Each line of one header sits closer than this under the line above it (the header's own line spacing);
 * the table's first row sits further, and holds figures or dates anyway.
 */
const STACK_GAP = 15;
/** A header is printed over at most this many lines: more word-only lines are text, not column labels. */
export const MAX_HEADER_LINES = 3;
/** Words of one column overlap horizontally (within this slack). */
const COLUMN_SLACK = 2;

export interface StackedHeader {
  /** The header as one line: each column's words in one cell. */
  line: StatementLine;
  /** The y of the header's last line: lines down to it are the header's, not the table's. */
  bottomY: number;
}

/**
 * The header starting at lines[index], merged with the word-only lines right under it. With isLabel, a line
 * joins only when every column it adds to or starts still reads as a label: a row's wrapped words or a name
 * printed under the header ("Description" + "SINGAPORE SG") end the header.
 */
export function stackedHeader(
  lines: readonly StatementLine[],
  index: number,
  isLabel?: (text: string) => boolean,
): StackedHeader | undefined {
  const top = lines[index];
  if (!top) return undefined;
  const cells: LineCell[] = top.cells.map((cell) => ({ ...cell }));
  let bottomY = top.y;
  for (let next = index + 1; next < Math.min(lines.length, index + MAX_HEADER_LINES); next += 1) {
    const below = lines[next];
    // Figures or dates below are the table's first line, not header words.
    if (!below || below.page !== top.page || below.y - bottomY > STACK_GAP || /\d/.test(below.text)) break;
    const merged = withLine(cells, below);
    if (isLabel && merged.touched.some((cell) => !isLabel(cell.text))) break;
    cells.splice(0, cells.length, ...merged.cells);
    bottomY = below.y;
  }
  cells.sort((a, b) => a.x - b.x);
  return { line: { ...top, cells, text: cells.map((cell) => cell.text).join(' ') }, bottomY };
}

/** The header's columns with a lower line's words joined to the columns they overlap (new columns for the rest). */
function withLine(columns: readonly LineCell[], below: StatementLine): { cells: LineCell[]; touched: LineCell[] } {
  const cells = columns.map((cell) => ({ ...cell }));
  const touched = new Set<LineCell>();
  for (const cell of below.cells) {
    let column = cells.find(
      (candidate) => cell.x < candidate.right + COLUMN_SLACK && cell.right > candidate.x - COLUMN_SLACK,
    );
    if (column) {
      column.text = `${column.text} ${cell.text}`;
      column.x = Math.min(column.x, cell.x);
      column.right = Math.max(column.right, cell.right);
    } else {
      column = { ...cell };
      cells.push(column);
    }
    touched.add(column);
  }
  return { cells, touched: [...touched] };
}
