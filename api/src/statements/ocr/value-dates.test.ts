import { parseScannedStatement, parseStatement, type TextItem } from '@garden/core';
import {
  drawOcbcAccountStatement,
  ocbcAccountMonth,
  ocbcAccountVariant,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-account.layout';
import { readAsOcr } from '../../../../test-support/statement-pdfs/ocr-slips';
import { PdfTextReader } from '../pdf/pdf-text';

/** A printed value date's day as Tesseract misread the date on tuning scans ocbc-account 30524: no date. */
const garbled = (day: string, count: number): string => `${day}${count % 2 === 0 ? '.0er' : '001'}`;

const DAY = /^\d{2}$/;
const MONTH = /^[A-Za-z]{3}$/;
const WHOLE_DATE = /^\d{2} [A-Za-z]{3}$/;

/** The scan's words with each row's value date ("17 OCT" after the row's "17 OCT") misread as one word. */
function valueDatesMisread(items: readonly TextItem[]): { items: TextItem[]; count: number } {
  const words = items.filter((item) => item.text.trim() !== '');
  const dropped = new Set<TextItem>();
  const changed = new Map<TextItem, string>();
  for (const [index, day] of words.entries()) {
    const before = words[index - 1];
    if (before && before.y === day.y && before.page === day.page) continue;
    const next = words[index + 1];
    // Drawn as one word each ("17 OCT").
    if (next && next.y === day.y && WHOLE_DATE.test(day.text) && WHOLE_DATE.test(next.text)) {
      changed.set(next, garbled(next.text.slice(0, 2), changed.size));
      continue;
    }
    const [month, valueDay, valueMonth] = words.slice(index + 1, index + 4);
    if (!month || !valueDay || !valueMonth) continue;
    const sameRow = [month, valueDay, valueMonth].every((word) => word.y === day.y && word.page === day.page);
    if (!sameRow || !DAY.test(day.text) || !MONTH.test(month.text)) continue;
    if (!DAY.test(valueDay.text) || !MONTH.test(valueMonth.text)) continue;
    changed.set(valueDay, garbled(valueDay.text, changed.size));
    dropped.add(valueMonth);
  }
  // A dropped word's space before it goes with it.
  const kept = items.filter((item, index) => !dropped.has(item) && !dropped.has(items[index + 1] as TextItem));
  return {
    items: kept.map((item) => (changed.has(item) ? { ...item, text: changed.get(item) ?? item.text } : item)),
    count: changed.size,
  };
}

/**
 * OCBC rows print a value date between the transaction date and the description: misread, it is no date
 * the row's date pattern takes, and it started the row's description ("17.0er IBG GIRO ...").
 */
describe('a value date OCR misread on an account row', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['the standard template (date labels over two lines)', ocbcAccountMonth(3, '2023-10-31', 14)],
    ['a variant with "Particulars" (date labels on one line)', ocbcAccountVariant(30524)],
    ['a variant with "Transaction Details" (date labels on one line)', ocbcAccountVariant(5)],
    ['a variant with "Transaction Details" (date labels over two lines)', ocbcAccountVariant(16)],
  ])('is left out of the description on %s', async (_, scenario) => {
    const { pdf, expected } = await readAsOcr(reader, drawOcbcAccountStatement(scenario));
    const { items, count } = valueDatesMisread(pdf.items);
    expect(count).toBeGreaterThan(2);
    const reading = parseScannedStatement({ ...pdf, items });
    expect(reading.transactions).toEqual(expected.transactions);
  });
});

/** A running balance read as no amount beside a row ("7.555.592" for 7,555.92, tuning ocbc-account 5524). */
describe('a running balance OCR read as no amount on an account row', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it('is no part of the row description', async () => {
    const { pdf, expected } = await readAsOcr(reader, drawOcbcAccountStatement(ocbcAccountMonth(3, '2023-10-31', 14)));
    const balances = pdf.items.filter((item) => /^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(item.text) && item.x > 480);
    // A row's balance (the first is brought forward).
    const misread = balances[2];
    expect(misread).toBeDefined();
    const items = pdf.items.map((item) =>
      item === misread ? { ...item, text: item.text.replace(/,/g, '.').replace(/\.(\d)(\d)$/, '.$1$2$1') } : item,
    );
    expect(items.some((item) => /^\d+(?:\.\d{3})+$/.test(item.text))).toBe(true);
    expect(parseStatement({ ...pdf, items }).transactions).toEqual(expected.transactions);
  });
});
