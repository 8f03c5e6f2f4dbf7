import { figuresWorthReadingAgain, parseScannedStatement, type ExtractedPdf, type ScannedReading } from '@garden/core';
import { reviewOf } from '../statement-review';

/** What reading a scan again takes of the PDF reader (PdfTextReader.readFiguresAgain). */
export interface FigureRereader {
  readFiguresAgain<Extracted extends ExtractedPdf>(
    bytes: Uint8Array,
    password: string | undefined,
    extracted: Extracted,
    indices: readonly number[],
  ): Promise<Extracted>;
}

/**
 * A scanned statement's rows, OCR slips repaired where its arithmetic confirms them (parseScannedStatement).
 * When they still need review (they do not add up, or a figure on a row was left unread), the figures are
 * read again on their own (PdfTextReader.readFiguresAgain) and the statement read with their other
 * readings; that reading is taken only when it needs no review, else the first stands with its difference.
 * The extra OCR is spent only on statements that do not add up. A statement not read at all throws as
 * parseScannedStatement does.
 */
export async function readScannedStatement(
  reader: FigureRereader,
  bytes: Uint8Array,
  password: string | undefined,
  extracted: ExtractedPdf,
): Promise<ScannedReading> {
  const first = parseScannedStatement(extracted);
  const needsReview = (reading: ScannedReading): boolean => reviewOf(reading, true, reading.unreadFigures).needsReview;
  if (!needsReview(first)) return first;
  const indices = figuresWorthReadingAgain(extracted);
  if (indices.length === 0) return first;
  try {
    const again = await reader.readFiguresAgain(bytes, password, extracted, indices);
    const second = parseScannedStatement(again);
    return needsReview(second) ? first : second;
  } catch {
    // Reading again only ever improves on the first reading: a page over its time limit, or a second
    // reading no parser takes, leaves the statement as first read (for review, with its difference).
    return first;
  }
}
