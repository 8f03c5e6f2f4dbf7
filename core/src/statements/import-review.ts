import { reviewOfReconciliation } from './reconcile';
import type { ParsedStatement } from './statement.types';

/** How far a statement's rows can be trusted, as stored with the statement and shown in the job's summary. */
export interface ImportReview {
  needsReview: boolean;
  reconciliationWarning: string | null;
  reconciliationDifferenceCents: number | null;
}

/** What reading a scan found that no total checks: each sends a statement that adds up to review. */
export interface ScanChecks {
  /** Figures on dated rows left unread (ScannedReading.unreadFigures). */
  unreadFigures?: readonly string[];
  /** Figures that add up only as read a second time (ScannedReading.figuresReadAgain). */
  figuresReadAgain?: readonly string[];
  /** The rows' dates read again and those not confirmed; absent when not read again. */
  datesReadAgain?: { unconfirmed: readonly string[] };
  /** The header's date words taken from a second reading (ScannedReading.headerDatesReadAgain). */
  headerDatesReadAgain?: readonly string[];
  /** Where a statement date that could not be read was found instead (ScannedReading.statementDateFromEvidence). */
  statementDateFromEvidence?: readonly string[];
}

/**
 * A statement is imported even when its rows cannot be trusted as exact (they are most likely right, but one
 * may be missing or misread): it is marked for the person to review, with the reason and any difference.
 */
export function reviewOf(
  { reconciliation }: ParsedStatement,
  readWithOcr: boolean,
  {
    unreadFigures = [],
    figuresReadAgain = [],
    datesReadAgain,
    headerDatesReadAgain = [],
    statementDateFromEvidence = [],
  }: ScanChecks = {},
): ImportReview {
  // Rows read from a scan are trusted only when they add up to a figure the statement prints, and no
  // figure on a row was left unread (the row may be missing while the rest adds up).
  if (readWithOcr && reconciliation.ok && reconciliation.against === undefined)
    return { needsReview: true, reconciliationWarning: UNCHECKED_SCAN_WARNING, reconciliationDifferenceCents: null };
  if (readWithOcr && reconciliation.ok && unreadFigures.length > 0)
    return {
      needsReview: true,
      reconciliationWarning: unreadFiguresWarning(unreadFigures),
      reconciliationDifferenceCents: null,
    };
  // Figures that add up only as read a second time: the scan reads poorly, and no total checks its dates.
  // Trusted only when its rows' dates, read again too, were all confirmed.
  if (readWithOcr && reconciliation.ok && figuresReadAgain.length > 0 && datesReadAgain?.unconfirmed.length !== 0)
    return {
      needsReview: true,
      reconciliationWarning: figuresReadAgainWarning(figuresReadAgain.length, datesReadAgain?.unconfirmed),
      reconciliationDifferenceCents: null,
    };
  // A statement date read only the second time: every row's year comes from it, and no total checks it.
  if (readWithOcr && reconciliation.ok && headerDatesReadAgain.length > 0)
    return {
      needsReview: true,
      reconciliationWarning: HEADER_DATE_READ_AGAIN_WARNING,
      reconciliationDifferenceCents: null,
    };
  // No statement date read at all: the rows' year comes from other dates it prints, which no total checks.
  if (readWithOcr && reconciliation.ok && statementDateFromEvidence.length > 0)
    return {
      needsReview: true,
      reconciliationWarning: statementDateFromEvidenceWarning(statementDateFromEvidence),
      reconciliationDifferenceCents: null,
    };
  const review = reviewOfReconciliation(reconciliation);
  return {
    needsReview: review.needsReview,
    reconciliationWarning: review.reason,
    reconciliationDifferenceCents: review.differenceCents,
  };
}

const UNCHECKED_SCAN_WARNING =
  'Read from a scan with OCR, and no total printed on it could be read to check the rows against. Please check them.';

const HEADER_DATE_READ_AGAIN_WARNING =
  "Read from a scan with OCR: the statement's date or period could be read only a second time, and every row's year comes from it. Please check the rows' dates.";

const statementDateFromEvidenceWarning = (notes: readonly string[]): string =>
  `Read from a scan with OCR: the statement's date or period could not be read, so every row's year was taken from other dates it prints (${notes.join('; ')}). Please check the rows' dates.`;

const unreadFiguresWarning = (figures: readonly string[]): string =>
  `Read from a scan with OCR: ${figures.length === 1 ? 'a figure' : `${figures.length} figures`} on its rows could not be read (${figures
    .map((figure) => `"${figure}"`)
    .join(', ')}), so a row may be missing or wrong. Please check them.`;

const figuresReadAgainWarning = (count: number, unconfirmedDates?: readonly string[]): string =>
  `Read from a scan with OCR: the rows add up only after ${count === 1 ? 'a figure was' : `${count} figures were`} read a second time, so the scan is hard to read and ${
    unconfirmedDates === undefined
      ? "a row's date, which no total checks, may be wrong"
      : `${unconfirmedDates.length === 1 ? 'a date' : 'dates'} no total checks could not be confirmed (${unconfirmedDates
          .map((date) => `"${date}"`)
          .join(', ')})`
  }. Please check them.`;
