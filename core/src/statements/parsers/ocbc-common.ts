/** Facts shared by the two OCBC layouts (credit card and bank account). */
import type { ExtractedPdf, StatementLine } from '../statement.types';

/** OCBC's print stream (Streamline PDFGen) names the bank in the PDF's metadata. */
const OCBC_PRODUCER = /OCBC|Streamline PDFGen/i;

/**
 * The bank naming itself (its legal name, the logo as a cell of its own, its site), as opposed to "OCBC"
 * inside a row of another bank's statement (a payment to an OCBC card).
 */
const OCBC_IDENTITY = [/\bOversea-Chinese Banking Corporation\b/i, /^OCBC(?:\s+Bank)?$/i, /\bocbc\.com(?:\.sg)?\b/i];

/** How a statement shows it is OCBC's: the print stream, the bank naming itself, or only a mention. */
export function ocbcMarks(
  pdf: ExtractedPdf,
  lines: readonly StatementLine[],
): 'producer' | 'named' | 'mentioned' | undefined {
  if (OCBC_PRODUCER.test(`${pdf.metadata.producer ?? ''} ${pdf.metadata.creator ?? ''}`)) return 'producer';
  const cells = lines.flatMap((line) => line.cells.map((cell) => cell.text.trim()));
  if (cells.some((text) => OCBC_IDENTITY.some((pattern) => pattern.test(text)))) return 'named';
  return lines.some((line) => /\bOCBC\b/.test(line.text)) ? 'mentioned' : undefined;
}
