import type { Block, Word } from 'tesseract.js';
import type { GreyImage } from './grey-image';
import { blocksWithStopsJoined } from './ocr-stop-joins';

const PAPER = 235;
const [WIDTH, HEIGHT, TOP, BOTTOM] = [900, 120, 40, 70];
const [LETTER, STOP, LETTER_GAP] = [16, 5, 3];

/**
 * One printed line as Tesseract would read it: `printed` drawn with each letter a solid block and each stop a
 * small block on the baseline, `stopSides` of clean paper before and after every stop (a space adds `space`);
 * `read` is how Tesseract cut it into words (the same characters, spaces where it put them).
 */
function readLine(printed: string, read: string, stopSides: [number, number], space = 14): string[] {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, PAPER);
  const boxes: { char: string; x0: number; x1: number }[] = [];
  let x = 20;
  let last = '';
  for (const char of printed) {
    if (char === ' ') {
      x += space;
      last = char;
      continue;
    }
    if (last === '.') x += stopSides[1];
    else if (char === '.') x += stopSides[0];
    else if (last !== ' ' && last !== '') x += LETTER_GAP;
    const width = char === '.' ? STOP : LETTER;
    const top = char === '.' ? BOTTOM - STOP : TOP;
    for (let y = top; y < BOTTOM; y += 1) pixels.fill(20, y * WIDTH + x, y * WIDTH + x + width);
    boxes.push({ char, x0: x, x1: x + width });
    x += width;
    last = char;
  }
  let at = 0;
  const words: Word[] = read.split(' ').map((text) => {
    const symbols = [...text].map((char) => {
      const box = boxes[at];
      at += 1;
      if (box?.char !== char) throw new Error(`read "${read}" does not follow printed "${printed}"`);
      return { text: char, confidence: 90, bbox: { x0: box.x0, x1: box.x1, y0: TOP, y1: BOTTOM } };
    });
    const bbox = { x0: symbols[0]?.bbox.x0 ?? 0, x1: symbols[symbols.length - 1]?.bbox.x1 ?? 0, y0: TOP, y1: BOTTOM };
    return { text, confidence: 90, bbox, symbols } as unknown as Word;
  });
  const line = { words, rowAttributes: { rowHeight: 30 }, bbox: { x0: 20, x1: x, y0: TOP, y1: BOTTOM } };
  const image: GreyImage = { pixels, width: WIDTH, height: HEIGHT, paper: PAPER };
  return blocksWithStopsJoined([{ paragraphs: [{ lines: [line] }] } as unknown as Block], image).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((l) => l.words.map((word) => word.text))),
  );
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
