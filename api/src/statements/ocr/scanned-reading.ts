import {
  figuresWorthReadingAgain,
  parseScannedStatement,
  StatementParseError,
  type ExtractedPdf,
  type ScannedReading,
} from '@garden/core';
import { PdfReadError } from '../pdf/pdf-text';
import { reviewOf } from '../statement-review';
import { OcrTimeoutError } from './ocr-pool';

/** What reading a scan again takes of the PDF reader (PdfTextReader.readFiguresAgain). */
export interface FigureRereader {
  readFiguresAgain<Extracted extends ExtractedPdf>(
    bytes: Uint8Array,
    password: string | undefined,
    extracted: Extracted,
    indices: readonly number[],
    onPage?: (ordinal: number, total: number) => Promise<void> | void,
  ): Promise<Extracted>;
}

/**
 * A scanned statement's rows, OCR slips repaired where its arithmetic confirms them (parseScannedStatement).
 * When they do not add up against a figure the statement prints (the only case other readings can settle),
 * the figures are read again on their own (PdfTextReader.readFiguresAgain) and the statement read with
 * their other readings; that reading is taken only when it needs no review, else the first stands with its
 * difference. `onPage` is told before each page is read again (a rejection, e.g. a cancel, stops there and
 * is thrown). A statement not read at all throws as parseScannedStatement does.
 */
export async function readScannedStatement(
  reader: FigureRereader,
  bytes: Uint8Array,
  password: string | undefined,
  extracted: ExtractedPdf,
  onPage?: (ordinal: number, total: number) => Promise<void> | void,
): Promise<ScannedReading> {
  const first = parseScannedStatement(extracted);
  const needsReview = (reading: ScannedReading): boolean => reviewOf(reading, true, reading.unreadFigures).needsReview;
  const { ok, against } = first.reconciliation;
  if (ok || against === undefined) return first;
  const indices = figuresWorthReadingAgain(extracted);
  if (indices.length === 0) return first;
  try {
    const again = await reader.readFiguresAgain(bytes, password, extracted, indices, onPage);
    const second = parseScannedStatement(again);
    return needsReview(second) ? first : second;
  } catch (error) {
    // Reading again only ever improves on the first reading: a page over its time limit, a page that no
    // longer renders, or a second reading no parser takes, leaves the statement as first read (for review,
    // with its difference). Anything else is a fault, not a reading.
    if (error instanceof OcrTimeoutError || error instanceof PdfReadError || error instanceof StatementParseError)
      return first;
    throw error;
  }
}
