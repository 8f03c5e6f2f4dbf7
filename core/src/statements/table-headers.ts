/**
 * Table headers matched by meaning, not by an exact label: each column role has the words banks print
 * for it, in any case, with currency suffixes such as "(SGD)", "(S$)" or "in SGD" and the odd OCR slip
 * ("(SGD)I"). Bank knowledge as data: a new wording is a new synonym here, not new parsing code.
 */

export type ColumnRole =
  | 'date'
  | 'postingDate'
  | 'description'
  | 'reference'
  | 'amount'
  | 'foreignAmount'
  | 'withdrawal'
  | 'deposit'
  | 'balance';

/** "(SGD)", "(S$)", "in SGD", "SGD", and a bare "S$" or "in S$" ("Amount S$"). */
const CURRENCY_SUFFIX = String.raw`(?:\s*(?:\(\s*(?:S\$|US\$|\$|[A-Z]{3})\s*\)\S?|in\s+(?:[A-Z]{3}|S\$)|[A-Z]{3}(?=\s|$)|S\$(?=\s|$)))?`;

/** Words for each role. Longer wordings first: "Transaction Date" is one date, not a date and a word. */
export const COLUMN_WORDS: Record<ColumnRole, string[]> = {
  postingDate: ['post(?:ing|ed)?\\s*date', 'value\\s*date', 'posting'],
  date: ['tran(?:s|saction)?\\.?\\s*date', 'txn\\s*date', 'date\\s*of\\s*transaction', 'date'],
  description: [
    'description\\s*of\\s*transactions?',
    'transactions?\\s*description',
    'transaction\\s*details',
    'merchant\\s*name(?:\\s*or\\s*transaction\\s*description)?',
    'description',
    'particulars',
    'details',
    'narrative',
    'transactions?',
  ],
  reference: ['reference(?:\\s*no\\.?)?', 'ref\\.?\\s*no\\.?', 'cheque(?:\\s*no\\.?)?', 'check\\s*no\\.?'],
  foreignAmount: ['foreign\\s*(?:currency\\s*)?amount', 'fcy\\s*amount', 'original\\s*amount'],
  amount: ['(?:transaction\\s*)?amount', '(?:S\\$|SGD|USD)\\s*amount'],
  withdrawal: ['withdrawals?', 'debits?', 'paid\\s*out', 'money\\s*out', 'payments?\\s*out', 'DR'],
  deposit: ['deposits?', 'credits?', 'paid\\s*in', 'money\\s*in', 'CR'],
  balance: ['(?:running\\s*)?balance'],
};

function roleSource(role: ColumnRole): string {
  return `(?:${COLUMN_WORDS[role].join('|')})${CURRENCY_SUFFIX}`;
}

const label = (role: ColumnRole): string => `(?<![A-Za-z])${roleSource(role)}(?![A-Za-z])`;
/** Money out and money in stand side by side in either order: banks print deposits first as often as last. */
const SIDES: readonly ColumnRole[] = ['withdrawal', 'deposit'];

/**
 * A pattern matching a header line that names the given columns in this order (other words may sit
 * between and around them), except that two adjacent side columns may swap. Cached: parsers call it per line.
 */
const cache = new Map<string, RegExp>();
export function headerPattern(roles: readonly ColumnRole[]): RegExp {
  const key = roles.join(',');
  let pattern = cache.get(key);
  if (!pattern) {
    const parts: string[] = [];
    for (let index = 0; index < roles.length; index += 1) {
      const role = roles[index] as ColumnRole;
      const next = roles[index + 1];
      if (next !== undefined && next !== role && SIDES.includes(role) && SIDES.includes(next)) {
        parts.push(`(?:${label(role)}.*?${label(next)}|${label(next)}.*?${label(role)})`);
        index += 1;
      } else parts.push(label(role));
    }
    const body = parts.join('.*?');
    pattern = new RegExp(body, 'i');
    cache.set(key, pattern);
  }
  return pattern;
}

/**
 * Where two header labels drawn with no gap meet ("Cheque|WITHDRAWAL", "Cheque|Withdrawals"): a capital
 * right after a lower-case letter starts the next label.
 */
export const GLUED_LABELS = /(?<=[a-z])(?=[A-Z])/g;

/** Header labels drawn with no gap between them come out as one word: they are split where they meet. */
export function separateGluedLabels(text: string): string {
  return text.replace(GLUED_LABELS, ' ');
}

/** True when the line reads as a table header naming these columns in this order (sides in either). */
export function isHeaderLine(text: string, roles: readonly ColumnRole[]): boolean {
  return headerPattern(roles).test(text);
}

/** Index of the header cell that names a role (-1 when none), for column positions. */
export function roleCellIndex(cells: readonly { text: string }[], role: ColumnRole): number {
  const pattern = new RegExp(`^\\W*${roleSource(role)}\\W*$`, 'i');
  return cells.findIndex((cell) => pattern.test(cell.text.trim()));
}

/**
 * The label of a role that ends a header cell holding more than one label ("Amount in FCY Amount in SGD",
 * drawn too close to be two cells), with its left edge estimated from its share of the cell's characters.
 */
export function trailingLabel<Cell extends { x: number; right: number; text: string }>(
  cell: Cell,
  role: ColumnRole,
): Cell | undefined {
  const match = new RegExp(`(?<![A-Za-z])${roleSource(role)}\\W*$`, 'i').exec(cell.text);
  if (!match) return undefined;
  const perChar = (cell.right - cell.x) / Math.max(1, cell.text.length);
  return { ...cell, x: cell.x + match.index * perChar, text: match[0] };
}

/** True when a header cell's text is one column's label by meaning ("Trans Date", "Amount (SGD)"). */
export function isColumnLabel(text: string): boolean {
  return (Object.keys(COLUMN_WORDS) as ColumnRole[]).some((role) => roleCellIndex([{ text }], role) === 0);
}
