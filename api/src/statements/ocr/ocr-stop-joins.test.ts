import type { Symbol as OcrSymbol } from 'tesseract.js';
import {
  blocksOf,
  ocrWord,
  PrintedLine,
  wordTexts,
  type GlyphPainter,
} from '../../../../test-support/ocr/tesseract-line';
import { blocksWithStopsJoined } from './ocr-stop-joins';

const [TOP, BOTTOM] = [40, 70];
const GEOMETRY = { width: 900, height: 120, top: TOP, bottom: BOTTOM, paper: 235, rowHeight: 30 };
const [LETTER, STOP, LETTER_GAP] = [16, 5, 3];

/** Each letter a solid block, each stop a small block on the baseline (its symbol boxed over the line's band). */
const letterOrStop: GlyphPainter = (char, x, page) => {
  const width = char === '.' ? STOP : LETTER;
  page.paint(x, x + width, 20, char === '.' ? BOTTOM - STOP : TOP);
  return { read: char, width };
};

/**
 * One printed line as Tesseract would read it: `printed` drawn with `letterOrStop`, `stopSides` of clean
 * paper before and after every stop (a space adds `space`); `read` is how Tesseract cut it into words (the
 * same characters, spaces where it put them).
 */
function readLine(printed: string, read: string, stopSides: [number, number], space = 14): string[] {
  const page = new PrintedLine(GEOMETRY);
  const symbols: OcrSymbol[] = [];
  let last = '';
  for (const char of printed) {
    if (char === ' ') page.gap(space);
    else {
      if (last === '.') page.gap(stopSides[1]);
      else if (char === '.') page.gap(stopSides[0]);
      else if (last !== ' ' && last !== '') page.gap(LETTER_GAP);
      symbols.push(page.glyph(char, letterOrStop));
    }
    last = char;
  }
  const words = read.split(' ').map((text) => {
    const word = ocrWord(symbols.splice(0, text.length), page.band);
    if (word.text !== text) throw new Error(`read "${read}" does not follow printed "${printed}"`);
    return word;
  });
  const { image, line } = page.read(words);
  return wordTexts(blocksWithStopsJoined(blocksOf(line), image));
}

describe('full stops Tesseract stood apart from the letters they touch', () => {
  it('joins a stop set tight between letters, read as a word of its own or at either end of one', () => {
    expect(readLine('NETFLIX.COM CA', 'NETFLIX . COM CA', [6, 6])).toEqual(['NETFLIX.COM', 'CA']);
    expect(readLine('AWS.AMAZON.CO', 'AWS. AMAZON.CO', [6, 7])).toEqual(['AWS.AMAZON.CO']);
    expect(readLine('HELP.UBER.COM', 'HELP .UBER.COM', [7, 6])).toEqual(['HELP.UBER.COM']);
  });

  it('keeps a stop that ends a word apart from the next word, at any resolution', () => {
    expect(readLine('U. S. DOLLAR', 'U. S. DOLLAR', [6, 6])).toEqual(['U.', 'S.', 'DOLLAR']);
    expect(readLine('PTE. LTD', 'PTE. LTD', [3, 3], 7)).toEqual(['PTE.', 'LTD']);
  });

  it('keeps apart a stop with a space either side, and a stop beside a figure', () => {
    expect(readLine('NO . MORE', 'NO . MORE', [14, 14])).toEqual(['NO', '.', 'MORE']);
    expect(readLine('A.1', 'A. 1', [6, 6])).toEqual(['A.', '1']);
  });
});
