/** Facts shared by the two Bank of America layouts (credit card and checking). */
import type { ParsedAmount } from '../../money/money';
import { parseMoneyCell } from '../statement-text';
import type { ExtractedPdf, StatementLine } from '../statement.types';

export const BOA_INSTITUTION = 'Bank of America';

/**
 * Bottom line of the card's two-line column header. The checking header ("Date Description Amount") is a
 * subset of these words, so the checking parser refuses any PDF that has this line.
 */
export const BOA_CARD_HEADER = /\bDate\s+Date\s+Description\s+Number\s+Number\s+Amount\s+Total\b/i;

/**
 * How a PDF shows it is from Bank of America: its print-stream metadata (Creator "Bank of America",
 * Producer "TargetStream StreamEDS ..."), else the printed name (metadata drifts between releases).
 */
export function bankOfAmericaSignal(pdf: ExtractedPdf, lines: StatementLine[]): 'metadata' | 'text' | undefined {
  const { creator = '', producer = '' } = pdf.metadata;
  if (/Bank of America/i.test(creator) || /TargetStream|StreamEDS/i.test(producer)) return 'metadata';
  return lines.some((line) => /Bank of America/i.test(line.text)) ? 'text' : undefined;
}

/**
 * The amount in the cell right after a label cell ("Previous Balance | $1,234.56"), on the first line
 * that has one. Summary boxes sit side by side, so the label need not start its line. A leading "+"
 * (charges in the card summary) is dropped.
 */
export function amountAfterLabel(lines: readonly StatementLine[], label: RegExp): ParsedAmount | undefined {
  for (const line of lines) {
    for (const [index, cell] of line.cells.entries()) {
      if (!label.test(cell.text)) continue;
      const next = line.cells[index + 1];
      const amount = next ? parseMoneyCell(next.text.replace(/^\+\s*/, '')) : undefined;
      if (amount) return amount;
    }
  }
  return undefined;
}

/** The first failed check, else the last (the overall one): one mismatch is enough to need review. */
export function firstFailure<T extends { ok: boolean }>(checks: readonly T[], overall: T): T {
  return checks.find((check) => !check.ok) ?? overall;
}
