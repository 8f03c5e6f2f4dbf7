import { formatCents } from '../money/money';
import type { Reconciliation } from './statement.types';

/**
 * Compares what the parsed rows add up to with a figure the statement prints (closing balance,
 * total amount due, ...). A mismatch is reported with both figures; it is never silent.
 */
export function reconcile(against: string, expectedCents: number | undefined, actualCents: number): Reconciliation {
  if (expectedCents === undefined) {
    return {
      ok: true,
      against: undefined,
      actualCents,
      message: 'The statement prints no total to check the rows against.',
    };
  }
  if (expectedCents === actualCents) return { ok: true, against, expectedCents, actualCents };
  return {
    ok: false,
    against,
    expectedCents,
    actualCents,
    message: `The transactions add up to ${formatCents(actualCents)} but the statement's ${against} is ${formatCents(expectedCents)} (difference ${formatCents(expectedCents - actualCents)}). Some rows may be missing or misread.`,
  };
}
