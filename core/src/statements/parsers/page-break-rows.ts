/**
 * Rows whose wrapped lines fall on the next page: a page can end between a dated row and the lines
 * printed under it (the rest of its description, a foreign amount). Used by the statement table
 * (statement-table.ts); the line must start in the description column either way.
 */
import { CONTINUATION_GAP } from '../row-continuation';
import type { StatementLine } from '../statement.types';

/** Continuation lines start within this distance of the description column. */
export const DESCRIPTION_SLACK = 12;

/**
 * The open row when the line sits under it in the description column: right under it on the same page,
 * or as the first table line of the next page (a page break inside a wrapped row).
 */
export function openRowFor<Row extends { line: StatementLine }>(
  open: Row | undefined,
  line: StatementLine,
  descriptionX: number,
  tableLinesOnPage: number,
  gap = CONTINUATION_GAP,
): Row | undefined {
  const first = line.cells[0];
  if (!open || !first || Math.abs(first.x - descriptionX) > DESCRIPTION_SLACK) return undefined;
  if (line.page === open.line.page) return line.y - open.line.y < gap ? open : undefined;
  return line.page === open.line.page + 1 && tableLinesOnPage === 1 ? open : undefined;
}

/** True when a line that does not continue the open row closes it (it sits right under the row). */
export function closesRow(
  open: { line: StatementLine } | undefined,
  line: StatementLine,
  gap = CONTINUATION_GAP,
): boolean {
  return open !== undefined && line.page === open.line.page && line.y - open.line.y < gap;
}
