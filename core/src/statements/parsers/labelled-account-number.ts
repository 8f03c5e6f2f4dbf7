/**
 * The account or card number printed after its label, read cell by cell: "Account Number: XXXX XXXX XXXX
 * 1234", "Account # 4820 1003 5603", "Primary account number: 0000 1234 5678", "A/C No. 301-48202-7",
 * "Account ending in 1234", or a bare label with the number in the next cell. Used by the US parsers and
 * the generic one.
 */
import { lastFourDigits } from '../account-numbers';
import type { StatementLine } from '../statement.types';

/** A bare label: the number is in the next cell. */
const NUMBER_LABEL =
  /\b(?:(?:primary\s+)?account|card|acct|a\/c)\s*(?:number|no\.?|#)?\s*(?:ending\s*in)?\s*[:#.]?\s*$|\b(?:account|card)\s+ending\s+in\b/i;
const LABEL_START = /(?:\b(?:primary\s+)?(?:account|card|acct)\b|\bA\/C\b)/i;

/**
 * Last four digits of the account or card number: read from the labelled cell alone (or the cell right
 * after a bare label), so a figure printed beside it on the same baseline ("2025 Year-End Summary") is
 * never taken for its digits. `skip` leaves out labels of other numbers (e.g. a debit card's).
 */
export function labelledAccountLast4(lines: readonly StatementLine[], skip?: RegExp): string | undefined {
  for (const line of lines) {
    for (const [index, cell] of line.cells.entries()) {
      const start = LABEL_START.exec(cell.text);
      if (!start || (skip && skip.test(cell.text))) continue;
      const labelled = cell.text.slice(start.index);
      const own = lastFourDigits(labelled);
      if (own && /\d/.test(labelled)) return own;
      const next = line.cells[index + 1];
      if (next && NUMBER_LABEL.test(labelled)) {
        const found = lastFourDigits(next.text);
        if (found) return found;
      }
    }
  }
  return undefined;
}
