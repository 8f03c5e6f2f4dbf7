import {
  DATE_CHARACTERS,
  figuresWorthReadingAgain,
  headerDateWords,
  isUnreadHeaderDate,
  parseScannedStatement,
  parseStatement,
  reviewOf,
  rowDateCells,
  statementDateFromEvidence,
  StatementParseError,
  unconfirmedRowDates,
  withHeaderDatesReadAgain,
  type ExtractedPdf,
  type ScannedReading,
  type TextItem,
} from '@garden/core';
import { PdfReadError } from '../pdf/pdf-text';
import { OcrTimeoutError } from './ocr-pool';

/** What is being read again, page by page: the figures of a scan that does not add up, its rows' dates, or its header's. */
export type RecheckOf = 'figures' | 'dates' | 'header';
/** Told before each page is read again (1-based, of how many); a rejection (a cancel) stops the reading. */
export type RecheckPage = (ordinal: number, total: number, of: RecheckOf) => Promise<void> | void;

/** What reading a scan again takes of the PDF reader (PdfTextReader.readFiguresAgain, readBoxesAgain). */
export interface FigureRereader {
  readFiguresAgain<Extracted extends ExtractedPdf>(
    bytes: Uint8Array,
    password: string | undefined,
    extracted: Extracted,
    indices: readonly number[],
    onPage?: (ordinal: number, total: number) => Promise<void> | void,
  ): Promise<Extracted>;
  readBoxesAgain(
    bytes: Uint8Array,
    password: string | undefined,
    cuts: readonly { page: number; box: NonNullable<TextItem['ocrBox']> }[],
    characters: string,
    onPage?: (ordinal: number, total: number) => Promise<void> | void,
  ): Promise<string[][]>;
}

/** Whether a failure to read again only leaves the reading as it was: a page over its time limit, a page that no longer renders, a reading no parser takes. */
const leavesReadingAsItWas = (error: unknown): boolean =>
  error instanceof OcrTimeoutError || error instanceof PdfReadError || error instanceof StatementParseError;

/**
 * A scanned statement's rows, OCR slips repaired where its arithmetic confirms them (parseScannedStatement).
 * When they do not add up against a figure the statement prints (the only case other readings can settle),
 * the figures are read again on their own (PdfTextReader.readFiguresAgain) and the statement read with
 * their other readings; that reading is taken only when it needs no review, else the first stands with its
 * difference. A statement taken from figures read again has its rows' dates read again too (see
 * withRowDatesReadAgain). `onPage` is told before each page is read again (a rejection, e.g. a cancel,
 * stops there and is thrown). A statement not read at all throws as parseScannedStatement does.
 */
export async function readScannedStatement(
  reader: FigureRereader,
  bytes: Uint8Array,
  password: string | undefined,
  extracted: ExtractedPdf,
  onPage?: RecheckPage,
): Promise<ScannedReading> {
  const header = await firstReading(reader, bytes, password, extracted, onPage);
  const first = header.reading;
  extracted = header.extracted;
  const needsReview = (reading: ScannedReading): boolean =>
    reviewOf(reading, true, { unreadFigures: reading.unreadFigures }).needsReview;
  const { ok, against } = first.reconciliation;
  if (ok || against === undefined) return first;
  const indices = figuresWorthReadingAgain(extracted);
  if (indices.length === 0) return first;
  let second: ScannedReading;
  try {
    const again = await reader.readFiguresAgain(bytes, password, extracted, indices, (page, of) =>
      onPage?.(page, of, 'figures'),
    );
    second = parseScannedStatement(again);
  } catch (error) {
    // Reading again only ever improves on the first reading: a failure leaves the statement as first read
    // (for review, with its difference). Anything else is a fault, not a reading.
    if (leavesReadingAsItWas(error)) return first;
    throw error;
  }
  if (needsReview(second)) return first;
  // A statement date read only again, or found elsewhere, is so for the second reading too: it keeps the notes.
  const { headerDatesReadAgain, statementDateFromEvidence: dateFound } = first;
  second = {
    ...second,
    repairs: [...(headerDatesReadAgain ?? []), ...(dateFound ?? []), ...second.repairs],
    ...(headerDatesReadAgain ? { headerDatesReadAgain } : {}),
    ...(dateFound ? { statementDateFromEvidence: dateFound } : {}),
  };
  return second.figuresReadAgain.length > 0
    ? withRowDatesReadAgain(reader, bytes, password, extracted, second, onPage)
    : second;
}

/**
 * The scan as first read, or, when that is refused for want of a readable statement date or period, with
 * its header's date words read again (each cut out, at several magnifications, only a date's characters
 * allowed: withHeaderDatesReadAgain), else with the statement date its other dates give
 * (readWithDateFromEvidence). Still refused with the first reason when neither reads.
 */
async function firstReading(
  reader: FigureRereader,
  bytes: Uint8Array,
  password: string | undefined,
  extracted: ExtractedPdf,
  onPage?: RecheckPage,
): Promise<{ reading: ScannedReading; extracted: ExtractedPdf }> {
  try {
    return { reading: parseScannedStatement(extracted), extracted };
  } catch (refusal) {
    if (!isUnreadHeaderDate(refusal)) throw refusal;
    const again = await withHeaderReadAgain(reader, bytes, password, extracted, onPage);
    if (again) return again;
    // The header still unread: the rows' year from the other dates the statement prints, else the refusal.
    const dated = readWithDateFromEvidence(extracted);
    if (dated)
      return { reading: dated, extracted: { ...extracted, statementDateFromEvidence: dated.account.statementDate } };
    throw refusal;
  }
}

/** The scan with its header's date words read again, as parsed; undefined when that reads no date either. */
async function withHeaderReadAgain(
  reader: FigureRereader,
  bytes: Uint8Array,
  password: string | undefined,
  extracted: ExtractedPdf,
  onPage: RecheckPage | undefined,
): Promise<{ reading: ScannedReading; extracted: ExtractedPdf } | undefined> {
  const indices = headerDateWords(extracted);
  const cuts = indices.flatMap((index) => {
    const item = extracted.items[index];
    return item?.ocrBox ? [{ page: item.page, box: item.ocrBox }] : [];
  });
  if (cuts.length === 0) return undefined;
  let readAgain: ReturnType<typeof withHeaderDatesReadAgain>;
  try {
    const read = await reader.readBoxesAgain(bytes, password, cuts, DATE_CHARACTERS, (page, of) =>
      onPage?.(page, of, 'header'),
    );
    readAgain = withHeaderDatesReadAgain(extracted, indices, read);
  } catch (error) {
    if (leavesReadingAsItWas(error)) return undefined;
    throw error;
  }
  if (!readAgain) return undefined;
  try {
    const reading = parseScannedStatement(readAgain.pdf);
    return {
      reading: {
        ...reading,
        repairs: [...readAgain.changes, ...reading.repairs],
        headerDatesReadAgain: readAgain.changes,
      },
      extracted: readAgain.pdf,
    };
  } catch (error) {
    // The header read again but still no date: the person is told why as first read.
    if (error instanceof StatementParseError) return undefined;
    throw error;
  }
}

/** Any date will do to read the rows' months by: their years are what the other dates then settle. */
const ANY_STATEMENT_DATE = '2000-12-31';

/**
 * A scan with no readable statement date, read with the one its other dates give (statementDateFromEvidence),
 * with a note of where it came from; undefined when its rows do not read or its dates name no one year.
 */
function readWithDateFromEvidence(extracted: ExtractedPdf): ScannedReading | undefined {
  let found: ReturnType<typeof statementDateFromEvidence>;
  try {
    found = statementDateFromEvidence(
      extracted,
      parseStatement({ ...extracted, statementDateFromEvidence: ANY_STATEMENT_DATE }),
    );
    if (!found) return undefined;
    const reading = parseScannedStatement({ ...extracted, statementDateFromEvidence: found.date });
    // The rows as repaired must span the same months, or the date found was for other rows than these.
    if (statementDateFromEvidence(extracted, reading)?.date !== found.date) return undefined;
    const note = `statement date unread: ${found.date} from the rows' months and the year of ${found.evidence
      .map((evidence) => `"${evidence.line}"`)
      .join(', ')}`;
    return { ...reading, repairs: [note, ...reading.repairs], statementDateFromEvidence: [note] };
  } catch (error) {
    if (error instanceof StatementParseError) return undefined;
    throw error;
  }
}

/**
 * A statement whose figures add up only as read again, with its rows' dates read again the same way (each
 * cut out, at several magnifications, only a date's characters allowed) and checked (unconfirmedRowDates).
 * A failure to read them (a page over its time limit) leaves them unchecked: the statement stays for review.
 */
async function withRowDatesReadAgain(
  reader: FigureRereader,
  bytes: Uint8Array,
  password: string | undefined,
  extracted: ExtractedPdf,
  reading: ScannedReading,
  onPage?: RecheckPage,
): Promise<ScannedReading> {
  const cells = rowDateCells(extracted);
  if (cells.length === 0) return reading;
  const cuts = cells.flatMap((cell) => (cell.box ? [{ page: cell.page, box: cell.box }] : []));
  try {
    const read = await reader.readBoxesAgain(bytes, password, cuts, DATE_CHARACTERS, (page, of) =>
      onPage?.(page, of, 'dates'),
    );
    // A date with no box (not read by OCR) has no reading again, so it is not confirmed.
    let next = 0;
    const readings = cells.map((cell) => (cell.box ? (read[next++] ?? []) : []));
    return { ...reading, datesReadAgain: { unconfirmed: unconfirmedRowDates(reading, cells, readings) } };
  } catch (error) {
    if (leavesReadingAsItWas(error)) return reading;
    throw error;
  }
}
