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

/** How an import marks a parsed statement: exact only when its rows were checked against a printed figure. */
export interface StatementReview {
  needsReview: boolean;
  /** Why the statement needs review, as the upload results show it; null when it does not. */
  reason: string | null;
  /** The printed figure minus what the rows add up to, when the statement printed one that disagrees. */
  differenceCents: number | null;
}

/** What an unchecked statement's reason adds to its reader's own words. */
export const UNCHECKED_ROWS_ADVICE = 'A row may be missing or misread: please check them against the statement.';

/**
 * A statement is accepted as exact only when its rows add up to a figure it prints (closing balance, total
 * due, section totals, running balance). One that prints no such figure, of a known bank or not, is imported
 * for review with that reason, never accepted silently; one whose rows disagree, with the difference.
 */
export function reviewOfReconciliation(reconciliation: Reconciliation): StatementReview {
  if (reconciliation.ok && reconciliation.against !== undefined)
    return { needsReview: false, reason: null, differenceCents: null };
  if (reconciliation.ok) {
    const unchecked = reconciliation.message ?? 'The statement prints no total to check the rows against.';
    return { needsReview: true, reason: `${unchecked} ${UNCHECKED_ROWS_ADVICE}`, differenceCents: null };
  }
  const { expectedCents, actualCents } = reconciliation;
  return {
    needsReview: true,
    reason: reconciliation.message ?? 'The transactions do not add up to the statement totals.',
    differenceCents: expectedCents !== undefined && actualCents !== undefined ? expectedCents - actualCents : null,
  };
}
