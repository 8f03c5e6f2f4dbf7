import {
  DATE_CHARACTERS,
  headerDateWords,
  isDateWord,
  parseScannedStatement,
  parseStatement,
  reviewOf,
  withHeaderDatesReadAgain,
  type ExtractedPdf,
} from '@garden/core';
import {
  drawUobAccountStatement,
  uobAccountMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-account.layout';
import { readAsOcr } from '../../../../test-support/statement-pdfs/ocr-slips';
import { PdfTextReader } from '../pdf/pdf-text';
import { OcrTimeoutError } from './ocr-pool';
import { readScannedStatement } from './scanned-reading';

/** A digit of a date word read as a mark: "2023" -> "20~23", "31" -> "3~1"; a month's name with one too. */
const garbled = (text: string): string => `${text.slice(0, 1)}~${text.slice(1)}`;

/**
 * A scan refused because its statement date or period could not be read (its header's date words misread)
 * has those words read again on their own before it is refused, as its figures and rows' dates are.
 */
describe("a scan's header dates read again before it is refused", () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  /** A UOB account statement as OCR (each word with a box) with every date word of its header garbled. */
  async function headerMisread(): Promise<{ pdf: ExtractedPdf; printed: Map<number, string>; text: ExtractedPdf }> {
    const drawing = drawUobAccountStatement(uobAccountMonth(4, '2024-03-28', 8));
    const { pdf } = await readAsOcr(reader, drawing);
    const text = await reader.extract((await drawUobAccountStatement(uobAccountMonth(4, '2024-03-28', 8))).pdf);
    // OCR reads words, each with its box in the page image: the drawn text's phrases split into them.
    const words = pdf.items.flatMap((item) => {
      const perCharacter = item.width / Math.max(1, item.text.length);
      return [...item.text.matchAll(/\S+/g)].map((word) => {
        const x = item.x + (word.index ?? 0) * perCharacter;
        const width = word[0].length * perCharacter;
        const ocrBox = { x0: x * 4, y0: item.y * 4, x1: (x + width) * 4, y1: item.y * 4 + 30 };
        return { ...item, text: word[0], x, width, ocrBox };
      });
    });
    const boxed = { ...pdf, items: words };
    const printed = new Map<number, string>();
    for (const index of headerDateWords(boxed)) {
      const word = boxed.items[index]?.text.trim() ?? '';
      if (isDateWord(word)) printed.set(index, word);
    }
    const items = boxed.items.map((item, index) => (printed.has(index) ? { ...item, text: garbled(item.text) } : item));
    return { pdf: { ...boxed, items }, printed, text };
  }

  /** The header's words as read again, each by `read` (one reading per magnification). */
  function rereadWith(
    pdf: ExtractedPdf,
    read: (first: string, printed?: string) => string[],
    printed: Map<number, string>,
  ) {
    const indices = headerDateWords(pdf);
    return jest.spyOn(reader, 'readBoxesAgain').mockImplementation((_bytes, _password, cuts, characters) => {
      expect(characters).toBe(DATE_CHARACTERS);
      expect(cuts).toHaveLength(indices.length);
      return Promise.resolve(indices.map((index) => read(pdf.items[index]?.text.trim() ?? '', printed.get(index))));
    });
  }

  afterEach(() => jest.restoreAllMocks());

  it('reads a statement whose period reads once its date words agree as read again', async () => {
    const { pdf, printed, text } = await headerMisread();
    expect(printed.size).toBeGreaterThan(0);
    expect(() => parseScannedStatement(pdf)).toThrow('has no readable statement period');
    const spy = rereadWith(pdf, (first, right) => (right ? [right, right, garbled(right)] : [first]), printed);
    const reading = await readScannedStatement(reader, new Uint8Array(0), undefined, pdf);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(reading.transactions).toEqual(parseStatement(text).transactions);
    expect(reading.reconciliation.ok).toBe(true);
    expect(reading.repairs.filter((repair) => repair.startsWith('header date read again'))).toHaveLength(printed.size);
    // Imported, but for the person to check: no total checks the date every row takes its year from.
    expect(reading.headerDatesReadAgain).toHaveLength(printed.size);
    expect(reviewOf(reading, true, reading)).toMatchObject({ needsReview: true, reconciliationDifferenceCents: null });
  });

  it('stays refused, with its reason, when the readings do not agree or the reading fails', async () => {
    const { pdf, printed } = await headerMisread();
    rereadWith(pdf, (first, right) => (right ? [right, `1${right}`, garbled(right)] : [first]), printed);
    await expect(readScannedStatement(reader, new Uint8Array(0), undefined, pdf)).rejects.toThrow(
      'This UOB account statement has no readable statement period.',
    );
    jest.restoreAllMocks();
    jest.spyOn(reader, 'readBoxesAgain').mockRejectedValue(new OcrTimeoutError(30_000));
    await expect(readScannedStatement(reader, new Uint8Array(0), undefined, pdf)).rejects.toThrow(
      'has no readable statement period',
    );
  });

  it('puts right only the words first read as no date, with a reading that is a date word', () => {
    expect(['31', '2024,', 'MAR', 'March', '28MAR', '28/03/2024', '28MAR2024'].every(isDateWord)).toBe(true);
    expect(['Statement', '3~1', '2O24', 'Period:'].some(isDateWord)).toBe(false);
    const pdf: ExtractedPdf = {
      pageCount: 1,
      ocrPages: [1],
      metadata: {},
      items: ['Period', '01', 'M~AR', '2024', 'to', '3l'].map((text, at) => ({
        text,
        x: 10 + at * 30,
        y: 50,
        width: 20,
        height: 8,
        page: 1,
        ocr: true,
      })),
    } as unknown as ExtractedPdf;
    const again = withHeaderDatesReadAgain(
      pdf,
      [0, 1, 2, 3, 4, 5],
      [
        ['Period', 'Period'],
        ['07', '07'],
        ['MAR', 'MAR', 'MAB'],
        ['2028', '2028'],
        ['to', 'to'],
        ['31', '37'],
      ],
    );
    // "01" and "2024" were read as a date's words: they stay; "3l" has no two readings alike.
    expect(again?.pdf.items.map((item) => item.text)).toEqual(['Period', '01', 'MAR', '2024', 'to', '3l']);
    expect(again?.changes).toEqual(['header date read again: "M~AR" -> "MAR"']);
    expect(withHeaderDatesReadAgain(pdf, [5], [['31', '37', '3']])).toBeUndefined();
  });
});
