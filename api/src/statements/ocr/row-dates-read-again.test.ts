import {
  DATE_CHARACTERS,
  parseScannedStatement,
  reviewOf,
  rowDateCells,
  unconfirmedRowDates,
  type ExtractedPdf,
  type ScannedReading,
} from '@garden/core';
import {
  dbsCardMonth,
  drawDbsCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import { scanSettings, scanStatement } from '../../../../test-support/statement-pdfs/scanned-statement';
import { oneDigitOff, readAsOcr } from '../../../../test-support/statement-pdfs/ocr-slips';
import { PdfTextReader } from '../pdf/pdf-text';
import { OcrTimeoutError } from './ocr-pool';
import { readScannedStatement } from './scanned-reading';

/**
 * A scan whose figures add up only as read a second time has its rows' dates read again too (no total
 * checks a date): it needs no review only when every date is confirmed, read again as the same date, in
 * the statement's period and in order with its neighbours.
 */
describe('row dates read again on a scan whose figures add up only as read again', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  const review = (reading: ScannedReading) => reviewOf(reading, true, reading);

  /** A DBS card statement as OCR with one purchase misread, its right figure offered as a second reading. */
  async function cardReadAgain(): Promise<{ pdf: ExtractedPdf; reading: ScannedReading }> {
    const { pdf } = await readAsOcr(reader, drawDbsCreditStatement(dbsCardMonth(3, '2024-02-15', 8)));
    const index = pdf.items.findIndex((item) => item.x > 300 && /^\d{1,3}\.\d\d$/.test(item.text.trim()));
    const printed = pdf.items[index]?.text.trim() ?? '';
    const slipped = {
      ...pdf,
      items: pdf.items.map((item, at) =>
        at === index ? { ...item, text: oneDigitOff(printed), readings: [printed] } : item,
      ),
    };
    const reading = parseScannedStatement(slipped);
    expect(reading.figuresReadAgain).toHaveLength(1);
    return { pdf: slipped, reading };
  }

  /** Every date cell read again three times as the same date. */
  const readAlike = (pdf: ExtractedPdf): string[][] =>
    rowDateCells(pdf).map((cell) => [cell.text, cell.text, cell.text]);

  it('needs no review once every row date is read again as the same date', async () => {
    const { pdf, reading } = await cardReadAgain();
    const cells = rowDateCells(pdf);
    expect(cells.length).toBeGreaterThanOrEqual(reading.transactions.length);
    const unconfirmed = unconfirmedRowDates(reading, cells, readAlike(pdf));
    expect(unconfirmed).toEqual([]);
    expect(review({ ...reading, datesReadAgain: { unconfirmed } })).toEqual({
      needsReview: false,
      reconciliationWarning: null,
      reconciliationDifferenceCents: null,
    });
    // Dates not read again (a page over its time limit): the statement is still the person's to check.
    expect(review(reading).needsReview).toBe(true);
  });

  it('leaves for review, naming it, a date read again as another date or too few times as a date', async () => {
    const { pdf, reading } = await cardReadAgain();
    const cells = rowDateCells(pdf);
    const readings = readAlike(pdf);
    const at = cells.findIndex((cell) => /^2\d\s?[A-Za-z]{3}$/.test(cell.text));
    const cell = cells[at];
    if (!cell) throw new Error('the scenario dates a row from the 20th');
    // "27 FEB" read again once as "24 FEB": not confirmed, whichever reading is right.
    const other = cell.text.replace(/^2\d/, (day) => (day === '24' ? '27' : '24'));
    readings[at] = [cell.text, other, cell.text];
    const unconfirmed = unconfirmedRowDates(reading, cells, readings);
    expect(unconfirmed[0]).toBe(cell.text);
    expect(review({ ...reading, datesReadAgain: { unconfirmed } })).toMatchObject({
      needsReview: true,
      reconciliationWarning: expect.stringContaining(`could not be confirmed ("${cell.text}"`) as unknown,
    });
    // Read again as noise that reads as no date but once: too little to confirm it.
    readings[at] = [cell.text, '2', '-'];
    expect(unconfirmedRowDates(reading, cells, readings)).toContain(cell.text);
    // A row whose date was not found on its line to read again: nothing confirms it.
    const row = reading.transactions.find((candidate) => candidate.date.endsWith(`-${cell.text.slice(0, 2)}`));
    const others = cells.filter((_cell, index) => index !== at);
    expect(unconfirmedRowDates(reading, others, readAlike(pdf).slice(0, others.length))).toEqual([row?.date]);
  });

  it('leaves for review a row dated out of order with its neighbours, or outside the statement period', async () => {
    const { reading } = await cardReadAgain();
    const dates = reading.transactions.map((row) => row.date);
    const at = dates.findIndex(
      (date, index) => index > 0 && (dates[index - 1] ?? date) < date && index < dates.length - 2,
    );
    const [before = '', date = ''] = [dates[at - 1], dates[at]];
    if (at < 0) throw new Error('the scenario has a row dated after the row before it, inside the statement');
    // The row's date as a misread might leave it (read alike every time): the day before its neighbour's.
    const earlier = new Date(Date.parse(`${before}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const withDate = (changed: string): ScannedReading => ({
      ...reading,
      transactions: reading.transactions.map((row, index) => (index === at ? { ...row, date: changed } : row)),
    });
    expect(dates.filter((other) => other === date)).toHaveLength(1);
    // Every row's date read again alike, as the row has it ("2024-01-22"): only the order and period speak.
    const checked = (changed: ScannedReading): string[] => {
      const cells = changed.transactions.map((row) => ({ page: 1, text: row.date }));
      return unconfirmedRowDates(
        changed,
        cells,
        cells.map((cell) => [cell.text, cell.text, cell.text]),
      );
    };
    expect(checked(reading)).toEqual([]);
    expect(checked(withDate(earlier))).toEqual([earlier]);
    // After the statement date, or months before it: outside the statement's period.
    for (const outside of ['2024-02-20', '2023-11-02']) expect(checked(withDate(outside))).toContain(outside);
  });

  it('reads the row dates of a scan again, and leaves the statement for review when that fails', async () => {
    const { pdf } = await drawDbsCreditStatement(dbsCardMonth(3, '2024-02-15', 8));
    const scan = await scanStatement(reader, pdf, { ...scanSettings(3, 300), rotationDegrees: 0.8 });
    const extracted = await reader.extract(scan, undefined, { useOcr: true });
    expect(parseScannedStatement(extracted).reconciliation).toMatchObject({ ok: true });
    // What a slip of the first reading would leave: one row's figure a digit off.
    const index = extracted.items.findIndex((item) => item.x > 300 && /^\d{1,3}\.\d\d$/.test(item.text));
    const printed = extracted.items[index]?.text ?? '';
    const slipped = {
      ...extracted,
      items: extracted.items.map((item, at) => (at === index ? { ...item, text: oneDigitOff(printed) } : item)),
    };
    const told: [number, number, string][] = [];
    const reading = await readScannedStatement(reader, scan, undefined, slipped, (page, of, what) => {
      told.push([page, of, what]);
    });
    expect(reading.repairs).toContain(`figure read again: "${oneDigitOff(printed)}" -> "${printed}"`);
    // Every date on the scan read again as it was first read: the statement needs no review.
    expect(reading.datesReadAgain).toEqual({ unconfirmed: [] });
    expect(review(reading).needsReview).toBe(false);
    const pages = told.filter(([, , what]) => what === 'dates');
    expect(pages[0]).toEqual([1, pages.length, 'dates']);
    expect(told.findIndex(([, , what]) => what === 'dates')).toBe(told.length - pages.length);
    const readBoxesAgain = reader.readBoxesAgain.bind(reader);
    const readAgain = jest.spyOn(reader, 'readBoxesAgain');
    try {
      // A page over its time limit while the dates are read: they stay unchecked, the statement for review.
      readAgain.mockImplementation((...args) =>
        args[3] === DATE_CHARACTERS ? Promise.reject(new OcrTimeoutError(30_000)) : readBoxesAgain(...args),
      );
      const timedOut = await readScannedStatement(reader, scan, undefined, slipped);
      expect(timedOut.datesReadAgain).toBeUndefined();
      expect(review(timedOut).needsReview).toBe(true);
      readAgain.mockRestore();
      // A cancel while the dates are read again stops the reading and is thrown.
      const cancelled = readScannedStatement(reader, scan, undefined, slipped, (_page, _of, what) => {
        if (what === 'dates') throw new Error('the job was cancelled');
      });
      await expect(cancelled).rejects.toThrow('the job was cancelled');
      // A row's day misread the first time ("22 JAN" as "25 JAN"), the figures still adding up: read again
      // from the scan, the date reads as printed, so the misread is named and the statement left for review.
      const cells = rowDateCells(slipped);
      const dates = new Set(cells.map((cell) => cell.text.slice(0, 2)));
      const misread = cells
        .map((cell) => ({
          cell,
          day: cell.text.replace(
            /^([12])(\d)[\s\S]*$/,
            (_all, tens: string, units: string) => `${tens}${(Number(units) + 3) % 10}`,
          ),
        }))
        .find(({ cell, day }) => day.length === 2 && !dates.has(day) && /^\d\d/.test(cell.text));
      if (!misread?.cell.box) throw new Error('the scan dates a row from the 10th to the 29th');
      const { cell, day } = misread;
      const dayAt = slipped.items.findIndex(
        (item) => item.page === cell.page && item.ocrBox?.x0 === cell.box?.x0 && item.ocrBox?.y0 === cell.box?.y0,
      );
      const misreadDay = {
        ...slipped,
        items: slipped.items.map((item, at) => (at === dayAt ? { ...item, text: day + item.text.slice(2) } : item)),
      };
      const wrongDay = await readScannedStatement(reader, scan, undefined, misreadDay);
      expect(wrongDay.datesReadAgain?.unconfirmed).toContain(day + cell.text.slice(2));
      expect(review(wrongDay)).toMatchObject({
        needsReview: true,
        reconciliationWarning: expect.stringContaining(`"${day + cell.text.slice(2)}"`) as unknown,
      });
    } finally {
      readAgain.mockRestore();
    }
    // A scan read four times over, with its figures and dates read again: minutes on a busy machine.
  }, 240_000);
});
