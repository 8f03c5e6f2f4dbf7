/**
 * The figures a Singapore card statement labels (previous balance, closing balance, credit limit) in the
 * wordings issuers print, as data: a new wording is a new synonym here, not new parsing code. Labels match
 * in any case and with any spacing (OCR layers drop or add spaces), and a summary figure is read beside its
 * label, in the label's own cell ("Credit Limit: S$12,000.00") or under it in a summary box.
 */
import { parseAmount, type ParsedAmount } from '../../money/money';
import type { StatementLine } from '../statement.types';

export const CARD_LABELS = {
  /** What the card owed at the previous statement: an undated line at the top of the card's table. */
  previousBalance: [
    'previous statement balance',
    'balance from previous statement',
    'balance previous statement',
    'last statement balance',
    'outstanding balance brought forward',
    'balance brought forward',
    'balance b/f',
    'previous balance',
    'opening balance',
  ],
  /** What the card owes now: the closing figure the rows add up to. */
  closingBalance: [
    'statement balance',
    'new balance',
    'current balance',
    'total amount due',
    'total balance due',
    'total outstanding balance',
    'closing balance',
  ],
  creditLimit: ['combined credit limit', 'total credit limit', 'approved credit limit', 'credit limit'],
} as const;

function wordsSource(labels: readonly string[]): string {
  return labels
    .map((label) =>
      label
        .split(/\s+/)
        .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('\\s*'),
    )
    .join('|');
}

/** A line that starts with one of the labels (then anything: an amount, a card name). */
export function startsWithLabel(labels: readonly string[]): RegExp {
  return new RegExp(`^(?:${wordsSource(labels)})(?![A-Za-z])`, 'i');
}

/** A cell that is one of the labels, optionally followed by ":" and its value (group 1). */
export function labelCell(labels: readonly string[]): RegExp {
  return new RegExp(`^(?:${wordsSource(labels)})\\s*:?\\s*(.*)$`, 'i');
}

/** How far below its label a summary box prints the value, in points. */
const BOX_GAP = 24;

/**
 * The amount printed for a label: in the label's own cell after it, in the next cell on its line, or in the
 * cell under it (a summary box). The first label that has a readable amount wins. `read` reads the value
 * (OCR layers need their gaps closed first); currency prefixes such as "S$" and "SGD" are accepted.
 */
export function labelledAmount(
  lines: readonly StatementLine[],
  label: RegExp,
  read: (text: string) => ParsedAmount | undefined = parseAmount,
): ParsedAmount | undefined {
  for (const [index, line] of lines.entries()) {
    for (const [cellIndex, cell] of line.cells.entries()) {
      const match = label.exec(cell.text.trim());
      if (!match) continue;
      const rest = (match[1] ?? '').trim();
      if (rest) {
        // "Credit Limit Utilised 1,234.00" is another figure: only a value right after the label counts.
        const inCell = read(rest);
        if (inCell) return inCell;
        continue;
      }
      const beside = line.cells[cellIndex + 1];
      const besideAmount = beside ? read(beside.text) : undefined;
      if (besideAmount) return besideAmount;
      for (const below of lines.slice(index + 1)) {
        if (below.page !== line.page || below.y - line.y > BOX_GAP) break;
        const under = below.cells.find((candidate) => candidate.x < cell.right && candidate.right > cell.x);
        const underAmount = under ? read(under.text) : undefined;
        if (underAmount) return underAmount;
      }
    }
  }
  return undefined;
}
