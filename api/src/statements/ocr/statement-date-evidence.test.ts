import {
  headerDateWords,
  isDateWord,
  isUnreadHeaderDate,
  parseStatement,
  reviewOf,
  type ExtractedPdf,
  type ParsedStatement,
} from '@garden/core';
import { SCAN_LAYOUTS, type ScanLayout } from '../../../../test-support/statement-pdfs/scanned-expectations';
import { PdfTextReader } from '../pdf/pdf-text';
import { readScannedStatement } from './scanned-reading';

/** A digit of a date word read as a mark: "2023" -> "2~023" (as header-dates-read-again.test.ts garbles them). */
const garbled = (text: string): string => `${text.slice(0, 1)}~${text.slice(1)}`;

/** A drawn statement as OCR reads it: word by word, each with its box in the page image. */
function asOcrWords(pdf: ExtractedPdf): ExtractedPdf {
  const items = pdf.items.flatMap((item) => {
    const perCharacter = item.width / Math.max(1, item.text.length);
    return [...item.text.matchAll(/\S+/g)].map((word) => {
      const x = item.x + (word.index ?? 0) * perCharacter;
      const width = word[0].length * perCharacter;
      const ocrBox = { x0: x * 4, y0: item.y * 4, x1: (x + width) * 4, y1: item.y * 4 + 30 };
      return { ...item, text: word[0], x, width, ocr: true, ocrBox };
    });
  });
  return { ...pdf, items };
}

const refusedForItsDate = (pdf: ExtractedPdf): boolean => {
  try {
    parseStatement(pdf);
    return false;
  } catch (error) {
    return isUnreadHeaderDate(error);
  }
};

/**
 * The fewest of the header's date words garbled that leave the statement refused for want of its date: one
 * word, else one line's, else the lines' from the first on. What is left readable is the other evidence.
 */
function headerGarbled(pdf: ExtractedPdf): ExtractedPdf | undefined {
  const words = headerDateWords(pdf).filter((index) => isDateWord(pdf.items[index]?.text ?? ''));
  const withGarbled = (indices: readonly number[]): ExtractedPdf => ({
    ...pdf,
    items: pdf.items.map((item, index) => (indices.includes(index) ? { ...item, text: garbled(item.text) } : item)),
  });
  const lines = [...new Set(words.map((index) => `${pdf.items[index]?.page}:${Math.round(pdf.items[index]?.y ?? 0)}`))];
  const onLine = (line: string) =>
    words.filter((index) => `${pdf.items[index]?.page}:${Math.round(pdf.items[index]?.y ?? 0)}` === line);
  const candidates = [
    ...words.map((index) => [index]),
    ...lines.map(onLine),
    ...lines.map((_, at) => lines.slice(0, at + 1).flatMap(onLine)),
  ];
  const chosen = candidates.find((indices) => refusedForItsDate(withGarbled(indices)));
  return chosen ? withGarbled(chosen) : undefined;
}

const dates = (statement: ParsedStatement): string[] => statement.transactions.map((row) => row.date);

/**
 * A scan whose statement date or period reads neither first nor again, while its rows read: imported for
 * review with its rows' years from the other dates it prints about the same weeks, when they all name one
 * year; else refused as before. Never a row with a wrong year.
 */
describe('a statement date unread taken from the other dates a scan prints', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());
  afterEach(() => jest.restoreAllMocks());

  /** Header words read again the same as first read: nothing agrees on a date, the header stays unread. */
  const readAgainAsFirst = () =>
    jest
      .spyOn(reader, 'readBoxesAgain')
      .mockImplementation((_bytes, _password, cuts) => Promise.resolve(cuts.map(() => [])));

  const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
  /**
   * What each family prints besides the date its parser reads, as its templates vary: a due date or a
   * period's other end beside a statement date (taken), or that one date alone, on its only line or on
   * every page (refused when unread), or a date its parser also finds after the table (never refused).
   */
  const OUTCOMES: Record<ScanLayout, { recovered: boolean; refused: boolean }> = {
    'dbs-credit': { recovered: false, refused: false },
    'dbs-account': { recovered: false, refused: true },
    'uob-credit': { recovered: true, refused: true },
    'uob-account': { recovered: false, refused: true },
    'ocbc-account': { recovered: true, refused: true },
    'citibank-credit': { recovered: false, refused: true },
    'chase-credit': { recovered: true, refused: true },
  };

  it.each(Object.keys(SCAN_LAYOUTS) as ScanLayout[])(
    '%s: rows imported for review with the right years, or refused; never a wrong year',
    async (layout) => {
      let [recovered, refused] = [0, 0];
      for (const seed of SEEDS) {
        const { pdf } = await SCAN_LAYOUTS[layout](seed);
        const text = await reader.extract(pdf);
        const truth = parseStatement(text);
        const scan = headerGarbled(asOcrWords(text));
        if (!scan) continue;
        readAgainAsFirst();
        let reading;
        try {
          reading = await readScannedStatement(reader, new Uint8Array(0), undefined, scan);
        } catch (error) {
          expect(isUnreadHeaderDate(error)).toBe(true);
          refused += 1;
          continue;
        }
        recovered += 1;
        expect(dates(reading)).toEqual(dates(truth));
        expect(reading.statementDateFromEvidence).toHaveLength(1);
        expect(reviewOf(reading, true, reading).needsReview).toBe(true);
      }
      expect({ recovered: recovered > 0, refused: refused > 0 }).toEqual(OUTCOMES[layout]);
    },
  );
});

describe('a statement date from other dates that do not agree', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());
  afterEach(() => jest.restoreAllMocks());

  it('stays refused when a due date names another year than the period, across a year end', async () => {
    // (The due date printed before a word, not closing its line: OCBC's parser takes a date closing a line.)
    // OCBC account seed 1: a 16 DEC 2023 - 15 JAN 2024 statement, its rows across the year end.
    const text = await reader.extract((await SCAN_LAYOUTS['ocbc-account'](1)).pdf);
    const scan = headerGarbled(asOcrWords(text));
    if (!scan) throw new Error('the period line garbled leaves the statement readable');
    jest
      .spyOn(reader, 'readBoxesAgain')
      .mockImplementation((_bytes, _password, cuts) => Promise.resolve(cuts.map(() => [])));
    const taken = await readScannedStatement(reader, new Uint8Array(0), undefined, scan);
    expect(dates(taken)).toEqual(dates(parseStatement(text)));
    expect(taken.statementDateFromEvidence?.[0]).toContain('2024-01-15');
    const first = scan.items.find((item) => item.page === 1);
    if (!first) throw new Error('no page 1');
    const dueDate = ['Payment', 'Due', 'Date', '05', 'FEB', '2025', '(Wed)'].map((word, at) => ({
      ...first,
      text: word,
      x: 300 + at * 40,
      y: 20,
      width: 30,
    }));
    await expect(
      readScannedStatement(reader, new Uint8Array(0), undefined, { ...scan, items: [...dueDate, ...scan.items] }),
    ).rejects.toThrow('This OCBC account statement has no readable statement period.');
  });
});
