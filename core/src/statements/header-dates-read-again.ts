/**
 * A scan refused because its statement date or period could not be read: the header's date words read
 * again, each cut out on its own (as a row's date is, row-dates-read-again.ts), and taken only where the
 * readings agree with each other. One misread header line then costs no refusal when the rest reads; a
 * header still unreadable keeps the refusal and its reason.
 */
import { buildLines } from './statement-lines';
import { findFullDate, MONTH_ABBREVIATIONS } from './statement-dates';
import { StatementParseError, type StatementParseErrorCode } from './statement.errors';
import type { ExtractedPdf, TextItem } from './statement.types';
import { ROW_DATE } from './scanned-statement';

/** The refusals a header's date words misread can cause. */
const HEADER_DATE_CODES: ReadonlySet<StatementParseErrorCode> = new Set([
  'NO_STATEMENT_DATE',
  'NO_STATEMENT_PERIOD',
  'NO_STATEMENT_DATE_OR_PERIOD',
  'NO_STATEMENT_CYCLE_OR_DATE',
]);

/** Whether a reading was refused for want of a readable statement date or period. */
export const isUnreadHeaderDate = (error: unknown): error is StatementParseError =>
  error instanceof StatementParseError && HEADER_DATE_CODES.has(error.code as StatementParseErrorCode);

/** Readings of a word that must agree (of one per magnification) for it to replace the first reading. */
const READINGS_AGREEING = 2;

const MONTH_WORD = new RegExp(String.raw`^(?:${MONTH_ABBREVIATIONS})[A-Za-z]*[.,]?$`, 'i');

/**
 * What a header's date is printed as, word by word: a day or a year ("31", "2023,"), a month's name, a
 * day and month ("31OCT"), or a whole date ("31/10/2023", "31OCT2023"). A label read again is none of them.
 */
export function isDateWord(text: string): boolean {
  const plain = text.trim();
  if (/^\d{1,4}[.,]?$/.test(plain) || MONTH_WORD.test(plain)) return true;
  if (new RegExp(String.raw`^\d{1,2}(?:${MONTH_ABBREVIATIONS})[A-Za-z]*\d{0,4}[.,]?$`, 'i').test(plain)) return true;
  return findFullDate(plain) !== undefined;
}

/**
 * The OCR words worth reading again for a statement date or period: on the lines above a page's first
 * dated row (its header), those of the lines with a digit in them (a date prints its day or year in
 * figures, whatever slips its month took), that have a box in the page image.
 */
export function headerDateWords(pdf: ExtractedPdf): number[] {
  const lines = buildLines(pdf.items);
  const firstRow = new Map<number, number>();
  for (const line of lines) if (ROW_DATE.test(line.text) && !firstRow.has(line.page)) firstRow.set(line.page, line.y);
  const header = lines.filter(
    (line) => /\d/.test(line.text) && !ROW_DATE.test(line.text) && line.y < (firstRow.get(line.page) ?? Infinity),
  );
  return pdf.items.flatMap((item, index) =>
    item.ocr &&
    item.ocrBox &&
    item.text.trim() !== '' &&
    header.some((line) => line.page === item.page && Math.abs(line.y - item.y) <= 2.5)
      ? [index]
      : [],
  );
}

/**
 * The scan with its header's date words as read again: a word takes the reading that at least
 * READINGS_AGREEING of its readings agree on, when that reads as a date's word and the first did not.
 * Undefined when no word changes.
 */
export function withHeaderDatesReadAgain(
  pdf: ExtractedPdf,
  indices: readonly number[],
  readings: readonly (readonly string[])[],
): { pdf: ExtractedPdf; changes: string[] } | undefined {
  const changes: string[] = [];
  const replaced = new Map<number, TextItem>();
  indices.forEach((index, at) => {
    const item = pdf.items[index];
    const texts = (readings[at] ?? []).map((text) => text.trim());
    const agreed = texts.find((text) => texts.filter((other) => other === text).length >= READINGS_AGREEING);
    // A word first read as a date's word stays as read: only what could not be read is put right.
    if (!item || isDateWord(item.text) || agreed === undefined || !isDateWord(agreed)) return;
    replaced.set(index, { ...item, text: agreed });
    changes.push(`header date read again: "${item.text.trim()}" -> "${agreed}"`);
  });
  if (changes.length === 0) return undefined;
  return { pdf: { ...pdf, items: pdf.items.map((item, index) => replaced.get(index) ?? item) }, changes };
}
