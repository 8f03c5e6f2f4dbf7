/**
 * Rows wrap: lines right under a dated row (a longer description, a foreign amount, a reference) belong to
 * it. A parser keeps the row open while each next line sits right under the last one it took.
 */
import type { ParsedTransaction, StatementLine } from './statement.types';

/** A wrapped line sits right under its row, or under the row's previous wrapped line. */
export const CONTINUATION_GAP = 14;

/** The last dated row read, and the last line (its own or a wrapped one) that reached down to it. */
export interface OpenRow {
  line: StatementLine;
  transaction: ParsedTransaction;
}

/** The open row when the line sits right under its last line on the same page; else undefined. */
export function rowAbove<Row extends { line: StatementLine }>(
  open: Row | undefined,
  line: StatementLine,
): Row | undefined {
  return open && line.page === open.line.page && line.y - open.line.y < CONTINUATION_GAP ? open : undefined;
}

/**
 * The open row when the line continues its description: right under it and starting in the description
 * column (within `slack` points of descriptionX). Undefined for anything else, e.g. a note further down.
 */
export function continuationOf<Row extends { line: StatementLine }>(
  open: Row | undefined,
  line: StatementLine,
  descriptionX: number,
  slack: number,
): Row | undefined {
  const first = line.cells[0];
  return first && Math.abs(first.x - descriptionX) <= slack ? rowAbove(open, line) : undefined;
}
