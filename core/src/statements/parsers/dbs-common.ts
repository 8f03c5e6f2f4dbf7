/** Facts shared by the two DBS / POSB layouts (credit card and bank account). */
import { findFullDate } from '../statement-dates';
import { labelledDate } from '../statement-text';
import type { ExtractedPdf, StatementLine } from '../statement.types';
import { labelledStatementDate } from './statement-date-labels';

/**
 * The bank naming itself (legal name, card centre, the logo as a cell of its own), as opposed to "DBS"
 * inside a row of another bank's statement (a transfer to a DBS account).
 */
const DBS_IDENTITY = [/\bDBS Bank Ltd\b/i, /\bDBS Cards\b/i, /^(?:DBS|POSB)$/, /\bdbs\.com(?:\.sg)?\b/i];

/** How sure a statement with a DBS table header is DBS: Quadient's print stream, the bank naming itself. */
export function dbsConfidence(pdf: ExtractedPdf, lines: readonly StatementLine[]): number {
  if (!lines.some((line) => /\b(DBS|POSB)\b/.test(line.text))) return 0;
  if (/Quadient/i.test(pdf.metadata.creator ?? '')) return 0.95;
  const named = lines.some((line) =>
    line.cells.some((cell) => DBS_IDENTITY.some((pattern) => pattern.test(cell.text.trim()))),
  );
  // "DBS" only inside other text: weaker than another bank's own marks.
  return named ? 0.8 : 0.5;
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
