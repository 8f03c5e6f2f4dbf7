import { parseAmount, type ParsedAmount } from '../money/money';
import { findFullDate } from './statement-dates';
import type { LineCell, StatementLine } from './statement.types';

export { lastFourDigits } from './account-numbers';

/** Collapses whitespace and trims: the description form every parser emits. */
export function cleanDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** True when the whole text (not a part) is an amount such as 1,234.50 / (12.00) / 5.00 CR. */
export function isAmountText(text: string): boolean {
  return /\d/.test(text) && /[.,]\d{2}\b|^\(?\d/.test(text) && parseAmount(text) !== undefined;
}

/** Amount with two decimals only (rejects bare integers such as reference numbers). */
export function parseMoneyCell(text: string): ParsedAmount | undefined {
  if (!/\d\.\d{2}\s*(?:\)|CR|DR|-)?\s*$/i.test(text.trim())) return undefined;
  return parseAmount(text);
}

/** The right-most cell of a line when it is an amount, with its position. */
export function trailingAmount(line: StatementLine): { cell: LineCell; amount: ParsedAmount } | undefined {
  const cell = line.cells[line.cells.length - 1];
  if (!cell) return undefined;
  const amount = parseMoneyCell(cell.text);
  return amount ? { cell, amount } : undefined;
}

/**
 * The amount ending a line: its last cell, or the last two when a text layer draws CR as a cell of its
 * own. `read` reads the amount text (OCR layers need their gaps closed first).
 */
export function amountAtLineEnd(
  line: StatementLine,
  read: (text: string) => ParsedAmount | undefined = parseMoneyCell,
): { amount: ParsedAmount; cell: LineCell; cells: 1 | 2 } | undefined {
  const last = line.cells[line.cells.length - 1];
  if (!last) return undefined;
  const loneCr = /^CR$/i.test(last.text);
  const beforeLast = line.cells[line.cells.length - 2]?.text ?? '';
  const amount = read(loneCr ? `${beforeLast} CR` : last.text);
  return amount ? { amount, cell: last, cells: loneCr ? 2 : 1 } : undefined;
}

/** A card amount from the holder's view: CR, a minus or parentheses mark money in; the rest are charges. */
export function cardCents(amount: ParsedAmount): number {
  return amount.credit || amount.negative ? amount.cents : -amount.cents;
}

/** Finds the first line whose text matches the pattern (optionally after a given index). */
export function findLine(lines: readonly StatementLine[], pattern: RegExp, from = 0): number {
  for (let index = from; index < lines.length; index += 1) {
    if (pattern.test(lines[index]?.text ?? '')) return index;
  }
  return -1;
}

/** Every distinct printed money amount inside a text, in order. */
export function amountsIn(text: string): ParsedAmount[] {
  const found: ParsedAmount[] = [];
  for (const match of text.matchAll(/\(?-?(?:S\$|US\$|\$)?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?:\s?CR\b|\s?DR\b)?/gi)) {
    const amount = parseAmount(match[0]);
    if (amount) found.push(amount);
  }
  return found;
}

/** Center x of a header word on a line, for column classification; undefined when absent. */
export function columnCenter(line: StatementLine, word: RegExp): number | undefined {
  const cell = line.cells.find((candidate) => word.test(candidate.text));
  return cell ? (cell.x + cell.right) / 2 : undefined;
}

/** The first full date printed after a label: group 1 of the pattern on the first line where it reads as one. */
export function labelledDate(
  lines: readonly StatementLine[],
  pattern: RegExp,
  options: { usMonthFirst?: boolean } = {},
): string | undefined {
  for (const line of lines) {
    const match = pattern.exec(line.text);
    const date = match?.[1] ? findFullDate(match[1], options) : undefined;
    if (date) return date;
  }
  return undefined;
}

/** The cell of the line under a label line that sits closest to the label (summary boxes). */
export function valueUnder(lines: StatementLine[], label: RegExp): string | undefined {
  const index = lines.findIndex((line) => line.cells.some((cell) => label.test(cell.text)));
  const labelLine = lines[index];
  const values = lines[index + 1];
  if (!labelLine || !values || values.page !== labelLine.page) return undefined;
  const labelCell = labelLine.cells.find((cell) => label.test(cell.text));
  if (!labelCell) return undefined;
  const center = (cell: LineCell): number => (cell.x + cell.right) / 2;
  const nearest = [...values.cells].sort(
    (a, b) => Math.abs(center(a) - center(labelCell)) - Math.abs(center(b) - center(labelCell)),
  )[0];
  return nearest?.text;
}

/** The amount in the cell right after a label cell ("Credit Limit | 10,000.00"), on the first line that has one. */
export function amountBeside(lines: readonly StatementLine[], label: RegExp): ParsedAmount | undefined {
  for (const line of lines) {
    const index = line.cells.findIndex((cell) => label.test(cell.text));
    const value = index >= 0 ? line.cells[index + 1]?.text : undefined;
    const amount = value ? parseAmount(value) : undefined;
    if (amount) return amount;
  }
  return undefined;
}

/** The amount under a label line (summary boxes), e.g. the credit limit. */
export function amountUnder(lines: StatementLine[], label: RegExp): ParsedAmount | undefined {
  const printed = valueUnder(lines, label);
  return printed ? parseAmount(printed) : undefined;
}

/**
 * "HSBC REVOLUTION CREDIT CARD" -> "HSBC Revolution Credit Card": every word of two or more capitals is
 * title-cased unless `keep` (bank acronyms) matches it; other words are left as printed.
 */
export function titleCaseCapitals(text: string, keep?: RegExp): string {
  return text.replace(/\b([A-Z])([A-Z]+)\b/g, (word, first: string, rest: string) =>
    keep?.test(word) ? word : first + rest.toLowerCase(),
  );
}

/** "OCBC 365 CREDIT CARD" -> "Ocbc 365 Credit Card": every word, acronyms included. */
export function titleCaseWords(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** "POSB SAVINGS ACCOUNT" -> "POSB Savings Account": words in capitals, bank acronyms kept. */
export function productTitle(text: string, keep: RegExp): string {
  return cleanDescription(text)
    .split(' ')
    .map((word) => (keep.test(word) || !/^[A-Z]{2,}$/.test(word) ? word : word[0] + word.slice(1).toLowerCase()))
    .join(' ');
}

/**
 * US statements drop the leading zero of amounts under a dollar (".99", "-.99", "$.99"). Puts it back so
 * parseMoneyCell / parseAmount can read them; any other text is returned trimmed and unchanged.
 */
export function withLeadingZero(text: string): string {
  return text
    .trim()
    .replace(/^(\(?-?\$?-?)\.(\d{2})\b/, (_match, prefix: string, cents: string) => `${prefix}0.${cents}`);
}

/** OCR text layers put stray spaces inside amounts ("1 ,234.50", "702 .10"): closes them up. */
export function closeOcrAmountGaps(text: string): string {
  return text.replace(/(\d)\s+(?=[.,]\d)/g, '$1').replace(/(\d[.,])\s+(?=\d)/g, '$1');
}
