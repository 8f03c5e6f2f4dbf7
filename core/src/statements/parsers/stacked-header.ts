/**
 * Table headers printed over two or three lines ("Transaction" over "Date", "Amount in" over "SGD", a
 * "Description" set between them): the header line and the word-only lines right under it, each column's
 * words joined top to bottom, so a stacked header is matched by meaning like a one-line header.
 */
import type { LineCell, StatementLine } from '../statement.types';

/** The lines of one header sit closer than this to its first line; the table's first row sits further. */
const STACK_GAP = 12;
/** Words of one column overlap horizontally (within this slack). */
const COLUMN_SLACK = 2;

export interface StackedHeader {
  /** The header as one line: each column's words in one cell. */
  line: StatementLine;
  /** The y of the header's last line: lines down to it are the header's, not the table's. */
  bottomY: number;
}

/** The header starting at lines[index], merged with the word-only lines right under it. */
export function stackedHeader(lines: readonly StatementLine[], index: number): StackedHeader | undefined {
  const top = lines[index];
  if (!top) return undefined;
  const cells: LineCell[] = top.cells.map((cell) => ({ ...cell }));
  let bottomY = top.y;
  for (let next = index + 1; next < lines.length; next += 1) {
    const below = lines[next];
    // Figures or dates below are the table's first line, not header words.
    if (!below || below.page !== top.page || below.y - top.y > STACK_GAP || /\d/.test(below.text)) break;
    for (const cell of below.cells) {
      const column = cells.find(
        (candidate) => cell.x < candidate.right + COLUMN_SLACK && cell.right > candidate.x - COLUMN_SLACK,
      );
      if (column) {
        column.text = `${column.text} ${cell.text}`;
        column.x = Math.min(column.x, cell.x);
        column.right = Math.max(column.right, cell.right);
      } else cells.push({ ...cell });
    }
    bottomY = below.y;
  }
  cells.sort((a, b) => a.x - b.x);
  return { line: { ...top, cells, text: cells.map((cell) => cell.text).join(' ') }, bottomY };
}
