import type { Block, Line, Word } from 'tesseract.js';
import { columnRectangles, figureColumns, needsSecondReading, withFigureReadings } from './figure-columns';

const PAGE_WIDTH = 2480;
const ROW_HEIGHT = 40;

function word(text: string, x0: number, x1: number, top: number): Word {
  return { text, confidence: 90, bbox: { x0, x1, y0: top, y1: top + 30 }, symbols: [], choices: [], font_name: '' };
}

function line(top: number, ...words: Word[]): Line {
  return {
    words,
    text: words.map((each) => each.text).join(' '),
    confidence: 90,
    baseline: { x0: 0, y0: top + 30, x1: PAGE_WIDTH, y1: top + 30, has_baseline: true },
    rowAttributes: { ascenders: 8, descenders: 8, rowHeight: 30 },
    bbox: {
      x0: Math.min(...words.map((each) => each.bbox.x0)),
      x1: Math.max(...words.map((each) => each.bbox.x1)),
      y0: top,
      y1: top + 30,
    },
  } as Line;
}

function page(...lines: Line[]): Block[] {
  return [{ paragraphs: [{ lines }] } as unknown as Block];
}

/** A row: date, description and an amount ending at x = 2200. */
const row = (index: number, amount: string, amountX0 = 2100): Line =>
  line(
    500 + index * ROW_HEIGHT,
    word('07', 150, 190, 500 + index * ROW_HEIGHT),
    word('APR', 200, 270, 500 + index * ROW_HEIGHT),
    word('KOUFU', 400, 520, 500 + index * ROW_HEIGHT),
    word(amount, amountX0, 2200, 500 + index * ROW_HEIGHT),
  );

describe('a second, figures-only reading of the amount columns', () => {
  const first = page(row(0, '980.15'), row(1, '62:83'), row(2, '15.05'), row(3, 'Lied2'), row(4, '42.53'));

  it('finds the right-aligned column of figures, not the dates or descriptions', () => {
    const columns = figureColumns(first, PAGE_WIDTH);
    expect(columns).toHaveLength(1);
    expect(columns[0]?.x0).toBeLessThan(2100);
    expect(columns[0]?.x1).toBeGreaterThan(2200);
    const [rectangle] = columnRectangles(columns, PAGE_WIDTH, 3500);
    if (!rectangle) throw new Error('one rectangle');
    // Read again only when the first reading has something there that is not an amount.
    expect(needsSecondReading(first, rectangle)).toBe(true);
    expect(needsSecondReading(page(row(0, '980.15'), row(1, '6.83'), row(2, '15.05')), rectangle)).toBe(false);
    // Fewer than three figures in line make no column.
    expect(figureColumns(page(row(0, '980.15'), row(1, '6.83')), PAGE_WIDTH)).toEqual([]);
  });

  it('puts in the second reading where the first is not an amount, and keeps every amount the first read', () => {
    const second = page(
      line(500, word('980.16', 2100, 2200, 500)),
      line(540, word('6.83', 2130, 2200, 540)),
      line(580, word('15.05', 2110, 2200, 580)),
      line(620, word('7.07', 2130, 2200, 620)),
      line(660, word('42.53', 2110, 2200, 660)),
    );
    const lines = withFigureReadings(first, second, figureColumns(first, PAGE_WIDTH));
    expect(lines.map((each) => each.words.map((one) => one.text).join(' '))).toEqual([
      // Both read an amount: the first reading stands, the statement's arithmetic checks it.
      '07 APR KOUFU 980.15',
      '07 APR KOUFU 6.83',
      '07 APR KOUFU 15.05',
      '07 APR KOUFU 7.07',
      '07 APR KOUFU 42.53',
    ]);
  });

  it('adds a figure the first reading lost to its row, with CR spaced as printed', () => {
    const lost = line(540, word('07', 150, 190, 540), word('APR', 200, 270, 540), word('PAYMENT', 400, 560, 540));
    const firstWithLoss = page(row(0, '980.15'), lost, row(2, '15.05'), row(3, '42.53'));
    const second = page(line(540, word('980.15CR', 2030, 2260, 540)));
    const lines = withFigureReadings(firstWithLoss, second, figureColumns(firstWithLoss, PAGE_WIDTH));
    expect(lines[1]?.words.map((one) => one.text)).toEqual(['07', 'APR', 'PAYMENT', '980.15 CR']);
  });

  it('takes summary figures with their sign and currency, and cents with no zero before the point, for amounts', () => {
    const summary = page(row(0, '+$95.00'), row(1, '$2,054.26'), row(2, '-$1,523.45'), row(3, '.99'));
    const [rectangle] = columnRectangles(figureColumns(first, PAGE_WIDTH), PAGE_WIDTH, 3500);
    if (!rectangle) throw new Error('one rectangle');
    expect(needsSecondReading(summary, rectangle)).toBe(false);
    // A "$" the first reading garbled: the figures-only reading, which may read "$" and "+", puts it in.
    const garbled = page(row(0, '980.15'), row(1, '+$9S.0O'), row(2, '15.05'), row(3, '42.53'));
    const second = page(line(540, word('+$95.00', 2100, 2200, 540)));
    const lines = withFigureReadings(garbled, second, figureColumns(garbled, PAGE_WIDTH));
    expect(lines[1]?.words.map((one) => one.text)).toEqual(['07', 'APR', 'KOUFU', '+$95.00']);
  });

  it('puts in cents with no zero before the point where the first reading has nothing or a glyph, never over digits', () => {
    const lost = line(540, word('07', 150, 190, 540), word('APR', 200, 270, 540), word('APPLE.COM', 400, 560, 540));
    const glyph = page(
      row(0, '980.15'),
      lost,
      row(2, '4', 2150),
      row(3, '15.05'),
      row(4, '42.53'),
      row(5, '11:1', 2130),
    );
    const second = page(
      line(540, word('.99', 2150, 2200, 540)),
      line(580, word('.99', 2150, 2200, 580)),
      line(700, word('.11', 2150, 2200, 700)),
    );
    const lines = withFigureReadings(glyph, second, figureColumns(glyph, PAGE_WIDTH));
    expect(lines.map((each) => each.words.map((one) => one.text).join(' ')).slice(1)).toEqual([
      '07 APR APPLE.COM .99',
      '07 APR KOUFU .99',
      '07 APR KOUFU 15.05',
      '07 APR KOUFU 42.53',
      // "11:1" may be 11.11 with a speck for a point: ".11" is not put over its digits.
      '07 APR KOUFU 11:1',
    ]);
  });

  it('ignores what the second reading makes of anything outside the columns', () => {
    const second = page(line(540, word('12.34', 400, 520, 540)));
    const lines = withFigureReadings(first, second, figureColumns(first, PAGE_WIDTH));
    expect(lines[1]?.words.map((one) => one.text)).toEqual(['07', 'APR', 'KOUFU', '62:83']);
  });
});
