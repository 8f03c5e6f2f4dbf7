/** Facts shared by the two DBS / POSB layouts (credit card and bank account). */
import { findFullDate } from '../statement-dates';
import { labelledDate } from '../statement-text';
import type { ExtractedPdf, StatementLine } from '../statement.types';
import { labelledStatementDate } from './statement-date-labels';

/** How sure a statement with a DBS table header is DBS: the name printed, and Quadient's print stream. */
export function dbsConfidence(pdf: ExtractedPdf, lines: readonly StatementLine[]): number {
  if (!lines.some((line) => /\b(DBS|POSB)\b/.test(line.text))) return 0;
  return /Quadient/i.test(pdf.metadata.creator ?? '') ? 0.95 : 0.8;
}

/** "Statement Period: 01 Oct 2023 to 31 Oct 2023": the statement is dated at the period's end. */
const PERIOD_END = /Period\b.*?\d.*?\s(?:to|-|–)\s+(.+)$/i;

/**
 * The statement date: after its label on the same line, else under its label (the summary row), else the
 * end of the printed period, else the first full date of the document (printed unlabelled at the top).
 */
export function dbsStatementDate(lines: readonly StatementLine[]): string | undefined {
  const labelled = labelledStatementDate(lines);
  if (labelled) return labelled;
  const periodEnd = labelledDate(lines, PERIOD_END);
  if (periodEnd) return periodEnd;
  for (const line of lines) {
    const date = findFullDate(line.text);
    if (date) return date;
  }
  return undefined;
}
