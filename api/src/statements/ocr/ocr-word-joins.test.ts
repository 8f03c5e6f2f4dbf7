import type { Line, Word } from 'tesseract.js';
import { blocksOf, evenWord, ocrLine, textsOf } from '../../../../test-support/ocr/tesseract-line';
import { blocksJoinedWhereTouching, wordsJoinedWhereTouching } from './ocr-word-joins';

/** A word read from x0 to x1, its letters spread evenly over it. */
const word = (text: string, x0: number, x1: number): Word => evenWord(text, { x0, x1, y0: 100, y1: 140 });

const line = (...words: Word[]): Line => ocrLine(words);

describe('words Tesseract broke with no gap between the pieces', () => {
  // As read at 300 dpi: spaces of 10-12 pixels, "SIN" and "GAPORE" a pixel apart.
  const shengSiong = line(
    word('SHENG', 814, 934),
    word('SIONG', 946, 1056),
    word('SUPERMARKET', 1068, 1336),
    word('SIN', 1346, 1404),
    word('GAPORE', 1405, 1551),
  );

  it('joins them into the printed word, its letters kept', () => {
    const joined = wordsJoinedWhereTouching(shengSiong);
    expect(textsOf(joined)).toEqual(['SHENG', 'SIONG', 'SUPERMARKET', 'SINGAPORE']);
    const singapore = joined[3];
    expect(singapore?.symbols.map((symbol) => symbol.text).join('')).toBe('SINGAPORE');
    expect(singapore?.bbox).toEqual({ x0: 1346, x1: 1551, y0: 100, y1: 140 });
  });

  it('joins them in every line of a page', () => {
    const [block] = blocksJoinedWhereTouching(blocksOf(shengSiong));
    expect(block?.paragraphs[0]?.lines[0]?.words.map((each) => each.text)).toEqual([
      'SHENG',
      'SIONG',
      'SUPERMARKET',
      'SINGAPORE',
    ]);
  });

  it('leaves words a space apart, however narrow the line sets its spaces', () => {
    const tight = line(word('14', 242, 274), word('AUG', 282, 358), word('NTUC', 366, 420), word('FAIR', 427, 480));
    expect(textsOf(wordsJoinedWhereTouching(tight))).toEqual(['14', 'AUG', 'NTUC', 'FAIR']);
  });

  it('leaves marks, figures and words placed roughly over each other as read', () => {
    const marks = line(
      word('card.centre', 100, 300),
      word('@', 301, 330),
      word('uob', 340, 400),
      word('LTD', 412, 470),
    );
    expect(textsOf(wordsJoinedWhereTouching(marks))).toEqual(['card.centre', '@', 'uob', 'LTD']);
    const figures = line(word('PAID', 100, 200), word('12.30', 201, 300), word('BY', 312, 360), word('CARD', 372, 460));
    expect(textsOf(wordsJoinedWhereTouching(figures))).toEqual(['PAID', '12.30', 'BY', 'CARD']);
    const overlapping = line(
      word('OAKLAND', 100, 300),
      word('CA', 263, 320),
      word('US', 332, 380),
      word('A', 392, 420),
    );
    expect(textsOf(wordsJoinedWhereTouching(overlapping))).toEqual(['OAKLAND', 'CA', 'US', 'A']);
  });
});
