/** Facts shared by the two Bank of America layouts (credit card and checking). */
import type { ParsedAmount } from '../../money/money';
import { reconcile } from '../reconcile';
import { parseMoneyCell } from '../statement-text';
import { isHeaderLine } from '../table-headers';
import type { ExtractedPdf, Reconciliation, StatementLine } from '../statement.types';
import { sectionNamePattern, stackedHeaderCells } from './us-statement-fields';

export const BOA_INSTITUTION = 'Bank of America';

/**
 * The card's column header, by meaning: a transaction and a posting date, a description and an amount
 * ("Transaction" printed over "Date" and so on, or all on one line). The checking header ("Date
 * Description Amount") has no posting date, so the checking parser refuses any PDF that has this line.
 */
function isBoaCardHeader(line: StatementLine, lines: readonly StatementLine[]): boolean {
  // Cheap checks first: a header names a date and prints no amounts.
  if (!/\bDate\b/i.test(line.text) || /\d[.,]\d{2}\b/.test(line.text)) return false;
  const text = stackedHeaderCells(line, lines)
    .map((cell) => cell.text)
    .join(' ');
  return isHeaderLine(text, ['date', 'postingDate', 'description', 'amount']);
}

/**
 * How a PDF shows it is from Bank of America: its print-stream metadata (Creator "Bank of America",
 * Producer "TargetStream StreamEDS ..."), else the printed name (metadata drifts between releases).
 */
function bankOfAmericaSignal(pdf: ExtractedPdf, lines: StatementLine[]): 'metadata' | 'text' | undefined {
  const { creator = '', producer = '' } = pdf.metadata;
  if (/Bank of America/i.test(creator) || /TargetStream|StreamEDS/i.test(producer)) return 'metadata';
  return lines.some((line) => /Bank of America/i.test(line.text)) ? 'text' : undefined;
}

/** What a Bank of America layout is known by. */
export interface BoaLayout {
  /** The card layout prints the card header; the checking one never does (its header's words are a subset). */
  card: boolean;
  /** Text only the bank's own statements of this layout print beside its name. */
  ownText: RegExp;
}

/**
 * The detect score of a Bank of America layout (its own table checks aside): 0 unless the card header is there
 * for the card layout and absent for the checking one; then 0.95 on the bank's metadata, 0.85 for a copy re-saved
 * by another program that prints the bank's name with its own furniture (not a mere mention), else 0.
 */
export function bankOfAmericaScore(pdf: ExtractedPdf, lines: StatementLine[], layout: BoaLayout): number {
  if (lines.some((line) => isBoaCardHeader(line, lines)) !== layout.card) return 0;
  const signal = bankOfAmericaSignal(pdf, lines);
  if (signal === 'metadata') return 0.95;
  return signal === 'text' && lines.some((line) => layout.ownText.test(line.text)) ? 0.85 : 0;
}

/**
 * The amount in the cell right after a label cell ("Previous Balance | $1,234.56"), on the first line
 * that has one; or at the end of the label's own cell when the text layer joined them (a long label
 * printed close to its value). Summary boxes sit side by side, so the label need not start its line.
 * A leading "+" (charges in the card summary) is dropped.
 */
export function amountAfterLabel(lines: readonly StatementLine[], label: RegExp): ParsedAmount | undefined {
  const money = (text: string | undefined): ParsedAmount | undefined =>
    text === undefined ? undefined : parseMoneyCell(text.replace(/^\+\s*/, ''));
  for (const line of lines) {
    for (const [index, cell] of line.cells.entries()) {
      const amount = label.test(cell.text) ? money(line.cells[index + 1]?.text) : undefined;
      if (amount) return amount;
      const joined = /^(.*\S)\s+(\+?\S+)$/.exec(cell.text);
      const own = joined?.[1] && label.test(joined[1]) ? money(joined[2]) : undefined;
      if (own) return own;
    }
  }
  return undefined;
}

/** The first failed check, else the last (the overall one): one mismatch is enough to need review. */
export function firstFailure<T extends { ok: boolean }>(checks: readonly T[], overall: T): T {
  return checks.find((check) => !check.ok) ?? overall;
}

/** One section of rows as the statement names and totals it. */
export interface PrintedSection {
  /** The section's names, the first as checks name it ("Payments and Other Credits"). */
  names: readonly string[];
  /** What its rows add up to (signed from the holder's view). */
  rowsCents: number;
  /** The total printed under the section, signed like the rows. */
  totalCents?: number;
  /** A printed amount of this section's side, signed like the rows. */
  signed: (amount: ParsedAmount) => number;
}

/**
 * Each section's rows against the total printed under it ("total <name><totalSuffix>"), then against the
 * account summary's line for it.
 */
export function sectionChecks(
  lines: readonly StatementLine[],
  sections: readonly PrintedSection[],
  totalSuffix = '',
): Reconciliation[] {
  const checks: Reconciliation[] = [];
  for (const { names, rowsCents, totalCents, signed } of sections) {
    const name = (names[0] ?? '').toLowerCase();
    if (totalCents !== undefined) checks.push(reconcile(`total ${name}${totalSuffix}`, totalCents, rowsCents));
    const summary = amountAfterLabel(lines, sectionNamePattern(names));
    if (summary) checks.push(reconcile(`account summary's ${name}`, signed(summary), rowsCents));
  }
  return checks;
}
