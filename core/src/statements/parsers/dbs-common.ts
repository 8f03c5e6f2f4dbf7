/** Facts shared by the two DBS / POSB layouts (credit card and bank account). */
import { findFullDate } from '../statement-dates';
import type { ExtractedPdf, StatementLine } from '../statement.types';

/** How sure a statement with a DBS table header is DBS: the name printed, and Quadient's print stream. */
export function dbsConfidence(pdf: ExtractedPdf, lines: readonly StatementLine[]): number {
  if (!lines.some((line) => /\b(DBS|POSB)\b/.test(line.text))) return 0;
  return /Quadient/i.test(pdf.metadata.creator ?? '') ? 0.95 : 0.8;
}

/** The statement date: the first full "DD Mon YYYY" of the document (the summary row). */
export function dbsStatementDate(lines: readonly StatementLine[]): string | undefined {
  for (const line of lines) {
    const match = /\b\d{1,2} [A-Za-z]{3} \d{4}\b/.exec(line.text);
    const date = match ? findFullDate(match[0]) : undefined;
    if (date) return date;
  }
  return undefined;
}
