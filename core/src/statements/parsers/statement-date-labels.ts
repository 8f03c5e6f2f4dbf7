/**
 * The statement date as Singapore card and account templates label it: "Statement Date 16 Feb 2025",
 * "STATEMENT DATE: 16/02/2025", "Date of Statement February 16, 2025", or the label above its value in a
 * summary box. Label wordings are data; the date may be in any printed shape.
 */
import { findFullDate } from '../statement-dates';
import { labelledDate } from '../statement-text';
import type { StatementLine } from '../statement.types';

const LABEL = String.raw`(?:Statement\s*Date|Date\s*of\s*Statement)`;
const BESIDE = new RegExp(`${LABEL}\\s*:?\\s*(.+)$`, 'i');
const ABOVE = new RegExp(`^${LABEL}\\s*:?$`, 'i');

/** The date after its label on the same line, else the value under the label; undefined when neither. */
export function labelledStatementDate(lines: readonly StatementLine[]): string | undefined {
  const beside = labelledDate(lines, BESIDE);
  if (beside) return beside;
  return dateUnderLabel(lines);
}

/** How far below its label a summary box prints the value, in points. */
const BOX_GAP = 24;

/** The date in the cell under the label (a panel beside the box may print lines in between). */
function dateUnderLabel(lines: readonly StatementLine[]): string | undefined {
  for (const [index, line] of lines.entries()) {
    const label = line.cells.find((cell) => ABOVE.test(cell.text));
    if (!label) continue;
    for (const below of lines.slice(index + 1)) {
      if (below.page !== line.page || below.y - line.y > BOX_GAP) break;
      const cell = below.cells.find((candidate) => candidate.x < label.right && candidate.right > label.x);
      const date = cell ? findFullDate(cell.text) : undefined;
      if (date) return date;
    }
  }
  return undefined;
}
