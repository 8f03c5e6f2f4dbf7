/**
 * The figures a Singapore card statement labels (previous balance, closing balance, credit limit) in the
 * wordings issuers print, as data: a new wording is a new synonym here, not new parsing code. Labels match
 * in any case and with any spacing (OCR layers drop or add spaces), and a summary figure is read beside its
 * label, in the label's own cell ("Credit Limit: S$12,000.00") or under it in a summary box.
 */
import { parseAmount, type ParsedAmount } from '../../money/money';
import type { LineCell, StatementLine } from '../statement.types';

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

/**
 * The figures a card's summary box prints, each as the core wordings of one meaning. A label may start with
 * words that do not change its meaning ("Your Credit Limit", "Total Credit Limit") and end with its currency
 * ("Total Amount Due (SGD)"). The available limit is its own figure so it is never read as the limit.
 */
export const SUMMARY_FIGURES = {
  creditLimit: ['credit limit', 'credit line', 'card limit'],
  availableLimit: [
    'available credit limit',
    'available credit',
    'available limit',
    'available balance',
    'remaining credit limit',
    'remaining limit',
    'unused credit limit',
    'unused limit',
    'credit available',
    'open to buy',
  ],
  closingBalance: [
    ...CARD_LABELS.closingBalance,
    'amount due',
    'balance due',
    'outstanding balance',
    'statement outstanding',
  ],
  previousBalance: CARD_LABELS.previousBalance,
  minimumPayment: ['minimum payment', 'minimum amount due', 'minimum due', 'min payment due', 'min. payment due'],
} as const satisfies Record<string, readonly string[]>;
export type SummaryFigure = keyof typeof SUMMARY_FIGURES;

/** Words before a summary label that keep its meaning. */
const LABEL_LEADS = ['your', 'the', 'total', 'combined', 'approved', 'overall'];

function figurePattern(labels: readonly string[]): RegExp {
  return new RegExp(
    `^((?:(?:${wordsSource(LABEL_LEADS)})\\s+)*(?:${wordsSource(labels)}))(?![A-Za-z])` +
      `\\s*(?:\\(\\s*(?:S\\$|SGD|US\\$|USD|\\$)\\s*\\))?\\s*:?\\s*(.*)$`,
    'i',
  );
}

const FIGURE_PATTERNS = Object.entries(SUMMARY_FIGURES).map(
  ([figure, labels]) => [figure as SummaryFigure, figurePattern(labels)] as const,
);

/** Which summary figure a label text names, with the text after the label (its value, if printed there). */
export function summaryLabel(text: string): { figure: SummaryFigure; text: string; rest: string } | undefined {
  let named: { figure: SummaryFigure; text: string; rest: string } | undefined;
  for (const [figure, pattern] of FIGURE_PATTERNS) {
    const match = pattern.exec(text.trim());
    const rest = match?.[2]?.trim();
    // The longest wording decides.
    if (match && rest !== undefined && (!named || rest.length < named.rest.length)) {
      named = { figure, text: (match[1] ?? '').replace(/\s+/g, ' ').toLowerCase(), rest };
    }
  }
  return named;
}

/** How far below its label a summary box prints the value, in points. */
const BOX_GAP = 24;
/** How far apart the lines of a label wrapped in a summary box's column are, in points. */
const STACK_GAP = 16;

const overlaps = (a: LineCell, b: LineCell): boolean => a.x < b.right && a.right > b.x;

/** The text of the cell right above, when it is the first line of the same wrapped label ("TOTAL CREDIT" / "LIMIT"). */
function labelAbove(lines: readonly StatementLine[], index: number, cell: LineCell): string | undefined {
  const line = lines[index];
  const above = lines[index - 1];
  if (!line || !above || above.page !== line.page || line.y - above.y > STACK_GAP) return undefined;
  const first = above.cells.find((candidate) => overlaps(candidate, cell));
  return first && !/\d/.test(first.text) ? first.text.trim() : undefined;
}

/**
 * The label a cell ends when the cell above starts it: "TOTAL CREDIT" over "LIMIT" is the credit limit and
 * "TOTAL AVAILABLE" over "CREDIT LIMIT" the available limit. A cell above that is a label of its own
 * ("Your Credit Limit" over "Current Balance") starts nothing.
 */
function wrappedLabel(
  lines: readonly StatementLine[],
  index: number,
  cell: LineCell,
): ReturnType<typeof summaryLabel> | undefined {
  const above = labelAbove(lines, index, cell);
  if (!above || summaryLabel(above)) return undefined;
  const joined = summaryLabel(`${above} ${cell.text.trim()}`);
  return joined && joined.rest.length < cell.text.trim().length ? joined : undefined;
}

/** The value of the label in a line's cell: after it in the cell, in the next cell, or under it. */
function valueOf(
  lines: readonly StatementLine[],
  index: number,
  cellIndex: number,
  rest: string,
  read: (text: string) => ParsedAmount | undefined,
): ParsedAmount | undefined {
  const line = lines[index];
  const cell = line?.cells[cellIndex];
  if (!line || !cell) return undefined;
  // "Credit Limit Utilised 1,234.00" is another figure: only a value right after the label counts.
  if (rest) return read(rest);
  const beside = line.cells[cellIndex + 1];
  const besideAmount = beside ? read(withoutColon(beside.text)) : undefined;
  if (besideAmount) return besideAmount;
  for (const below of lines.slice(index + 1)) {
    if (below.page !== line.page || below.y - line.y > BOX_GAP) break;
    const under = below.cells.find((candidate) => overlaps(candidate, cell));
    const underAmount = under ? read(withoutColon(under.text)) : undefined;
    if (underAmount) return underAmount;
  }
  return undefined;
}

/** A value beside its label: ": S$15,000.00" reads as "S$15,000.00". */
const withoutColon = (text: string): string => text.replace(/^\s*:\s*/, '');

/**
 * The amount a card's summary prints for a figure, whatever the wording of its label (SUMMARY_FIGURES): in
 * the label's own cell after it ("Credit limit S$10,000.00", "CREDIT LIMIT : S$8,000"), in the next cell
 * on its line ("Your Credit Limit | $30,000", "TOTAL CREDIT LIMIT | : S$15,000.00"), or under it in a box,
 * the label possibly wrapped over two lines ("TOTAL CREDIT" over "LIMIT"). A label that names another
 * figure ("TOTAL AVAILABLE" over "CREDIT LIMIT") is never read as this one.
 */
export function summaryAmount(
  lines: readonly StatementLine[],
  figure: SummaryFigure,
  read: (text: string) => ParsedAmount | undefined = parseAmount,
): ParsedAmount | undefined {
  return summaryValue(lines, figure, read)?.amount;
}

/** The amount a card's summary prints for a figure (see summaryAmount), with its label as printed. */
function summaryValue(
  lines: readonly StatementLine[],
  figure: SummaryFigure,
  read: (text: string) => ParsedAmount | undefined,
): { amount: ParsedAmount; label: string } | undefined {
  for (const [index, line] of lines.entries()) {
    for (const [cellIndex, cell] of line.cells.entries()) {
      const label = wrappedLabel(lines, index, cell) ?? summaryLabel(cell.text);
      if (label?.figure !== figure) continue;
      const printed = valueOf(lines, index, cellIndex, label.rest, read);
      if (printed) return { amount: printed, label: label.text };
    }
  }
  return undefined;
}

/**
 * What a card owes by its summary's closing figure ("Current Balance", "Total Amount Due", "New Balance"...),
 * negative unless printed as a credit, with the label it prints.
 */
export function summaryClosing(
  lines: readonly StatementLine[],
  read: (text: string) => ParsedAmount | undefined = parseAmount,
): { cents: number; label: string } | undefined {
  const owed = summaryValue(lines, 'closingBalance', read);
  if (!owed) return undefined;
  const { amount } = owed;
  return { cents: amount.credit || amount.negative ? amount.cents : -amount.cents, label: owed.label };
}

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
