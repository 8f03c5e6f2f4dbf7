import type { Block, Line, Word } from 'tesseract.js';
import { blocksJoinedWhereTouching, wordsJoinedWhereTouching } from './ocr-word-joins';

/** A word read from x0 to x1, its letters spread evenly over it. */
function word(text: string, x0: number, x1: number): Word {
  const step = (x1 - x0) / text.length;
  return {
    text,
    confidence: 90,
    bbox: { x0, x1, y0: 100, y1: 140 },
    symbols: [...text].map((char, at) => ({
      text: char,
      confidence: 90,
      bbox: { x0: Math.round(x0 + at * step), x1: Math.round(x0 + (at + 1) * step), y0: 100, y1: 140 },
    })),
    choices: [],
    font_name: '',
  } as unknown as Word;
}

function line(...words: Word[]): Line {
  return {
    words,
    bbox: { x0: words[0]?.bbox.x0 ?? 0, x1: words[words.length - 1]?.bbox.x1 ?? 0, y0: 100, y1: 140 },
  } as unknown as Line;
}

const texts = (words: Word[]): string[] => words.map((each) => each.text);

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
    expect(texts(joined)).toEqual(['SHENG', 'SIONG', 'SUPERMARKET', 'SINGAPORE']);
    const singapore = joined[3];
    expect(singapore?.symbols.map((symbol) => symbol.text).join('')).toBe('SINGAPORE');
    expect(singapore?.bbox).toEqual({ x0: 1346, x1: 1551, y0: 100, y1: 140 });
  });

  it('joins them in every line of a page', () => {
    const [block] = blocksJoinedWhereTouching([{ paragraphs: [{ lines: [shengSiong] }] } as unknown as Block]);
    expect(block?.paragraphs[0]?.lines[0]?.words.map((each) => each.text)).toEqual([
      'SHENG',
      'SIONG',
      'SUPERMARKET',
      'SINGAPORE',
    ]);
  });

  it('leaves words a space apart, however narrow the line sets its spaces', () => {
    const tight = line(word('14', 242, 274), word('AUG', 282, 358), word('NTUC', 366, 420), word('FAIR', 427, 480));
    expect(texts(wordsJoinedWhereTouching(tight))).toEqual(['14', 'AUG', 'NTUC', 'FAIR']);
  });

  it('leaves marks, figures and words placed roughly over each other as read', () => {
    const marks = line(
      word('card.centre', 100, 300),
      word('@', 301, 330),
      word('uob', 340, 400),
      word('LTD', 412, 470),
    );
    expect(texts(wordsJoinedWhereTouching(marks))).toEqual(['card.centre', '@', 'uob', 'LTD']);
    const figures = line(word('PAID', 100, 200), word('12.30', 201, 300), word('BY', 312, 360), word('CARD', 372, 460));
    expect(texts(wordsJoinedWhereTouching(figures))).toEqual(['PAID', '12.30', 'BY', 'CARD']);
    const overlapping = line(
      word('OAKLAND', 100, 300),
      word('CA', 263, 320),
      word('US', 332, 380),
      word('A', 392, 420),
    );
    expect(texts(wordsJoinedWhereTouching(overlapping))).toEqual(['OAKLAND', 'CA', 'US', 'A']);
  });
});
