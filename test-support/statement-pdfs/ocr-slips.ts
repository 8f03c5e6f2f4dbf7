/**
 * Drawn statements as if OCR had read them, and the slips tests make on their figures: shared by the tests
 * of OCR repairs and of figures read again.
 */
import { formatCents, type ExtractedPdf } from '@garden/core';

/** A row's amount as the statement prints it: "1,234.56", without sign. */
export const printedAmount = (cents: number): string => formatCents(Math.abs(cents));

/** The last digit before the decimal point moved by 5: "2,118.38" -> "2,113.38", "12.34" -> "17.34". */
export const oneDigitOff = (text: string): string =>
  text.replace(/\d(?=\.\d\d$)/, (digit) => String((Number(digit) + 5) % 10));

/** A drawn statement's text, every word marked as read by OCR. */
export async function readAsOcr<Expected>(
  reader: { extract(bytes: Uint8Array): Promise<ExtractedPdf> },
  drawing: Promise<{ pdf: Buffer; expected: Expected }>,
): Promise<{ pdf: ExtractedPdf; expected: Expected }> {
  const { pdf, expected } = await drawing;
  const extracted = await reader.extract(pdf);
  return { pdf: { ...extracted, items: extracted.items.map((item) => ({ ...item, ocr: true })) }, expected };
}
