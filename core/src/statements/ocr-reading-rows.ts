/**
 * How a statement's rows read with other readings of its figures compare with its rows as first read: a
 * reading is taken only where it changes rows' amounts, or brings back the one row a word that first read as
 * no amount at all had lost ("4522", "7:13"), and never moves a check figure, a date, or any other row.
 */
import type { ParsedStatement, ParsedTransaction } from './statement.types';
import { parseMoneyCell } from './statement-text';

/** Whether a word's first reading is no amount a statement's column takes: its row may have been lost. */
export const readAsNoAmount = (text: string): boolean => parseMoneyCell(text.trim()) === undefined;

/**
 * Where in `tried` the one row brought back stands: a row of one of `restorable`'s amounts (cents, either
 * sign) whose removal leaves `base`'s rows on their dates. Undefined when no row, or more than one, was added.
 */
export function restoredRowAt(
  base: ParsedStatement,
  tried: ParsedStatement,
  restorable: readonly number[],
): number | undefined {
  const rows = base.transactions;
  if (restorable.length === 0 || tried.transactions.length !== rows.length + 1) return undefined;
  const sameDates = (others: readonly ParsedTransaction[]): boolean =>
    others.every((row, at) => row.date === rows[at]?.date);
  const at = tried.transactions.findIndex(
    (row, index) =>
      restorable.includes(Math.abs(row.amountCents)) &&
      sameDates(tried.transactions.filter((_row, other) => other !== index)),
  );
  return at < 0 ? undefined : at;
}

/**
 * Whether `tried` differs from `base` only in rows' amounts: as many rows (or one more, brought back by a
 * reading of one of `restorable`'s amounts), on the same dates, the same opening and closing balances and the
 * same printed figure checked. A reading that moved a check figure (a total, a printed balance) could
 * "reconcile" with a row still misread by the same amount.
 */
export function changesRowsOnly(
  base: ParsedStatement,
  tried: ParsedStatement,
  restorable: readonly number[] = [],
): boolean {
  if (tried.openingBalanceCents !== base.openingBalanceCents) return false;
  if (tried.account.balanceCents !== base.account.balanceCents) return false;
  const { against, expectedCents } = base.reconciliation;
  // Against running balances the figure checked is the balance of the row where they break, which moves.
  if (
    against !== 'running balance' &&
    (tried.reconciliation.against !== against || tried.reconciliation.expectedCents !== expectedCents)
  )
    return false;
  const rows = base.transactions;
  if (tried.transactions.length !== rows.length) return restoredRowAt(base, tried, restorable) !== undefined;
  if (tried.transactions.some((row, at) => row.date !== rows[at]?.date)) return false;
  return tried.transactions.some((row, at) => row.amountCents !== rows[at]?.amountCents);
}
