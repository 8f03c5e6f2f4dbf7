import type { Line, Word } from 'tesseract.js';
import {
  blocksOf,
  evenWord,
  ocrWord,
  PrintedLine,
  wordsOf,
  wordTexts,
  type GlyphPainter,
} from '../../../../test-support/ocr/tesseract-line';
import type { GreyImage } from './grey-image';
import { blocksSpacedByInk, spacedBlocks } from './ocr-ink-spaces';
import { ocrTextItems, wordsAtSpaces } from './ocr-words';

const PAPER = 235;
/** A blurred narrow gap between letters: grey, never clean paper. */
const BLUR = 150;
const GEOMETRY = { width: 900, height: 200, top: 100, bottom: 128, paper: PAPER, rowHeight: 30 };
const [GLYPH, LETTER_GAP, SPACE] = [16, 3, 7];

/** Every character a solid block of ink. */
const solid: GlyphPainter = (char, x, page) => {
  page.paint(x, x + GLYPH, 20);
  return { read: char, width: GLYPH };
};

/**
 * A page with one printed line: each character a solid block of ink, letters set tight with blurred gaps,
 * words apart by a few pixels of clean paper. What Tesseract would read: the characters of each entry as one
 * word, its letters' boxes spread evenly so that they touch (as the LSTM engine places them on a blur).
 */
function page(
  entries: string[],
  { letterGap = LETTER_GAP, letterGapTone = BLUR, space = SPACE } = {},
): { image: GreyImage; line: Line } {
  const printed = new PrintedLine(GEOMETRY);
  const words: Word[] = entries.map((entry) => {
    const start = printed.x;
    entry.split(' ').forEach((part, index) => {
      if (index > 0) printed.gap(space);
      [...part].forEach((char, at) => {
        if (at > 0) printed.gap(letterGap, letterGapTone);
        printed.glyph(char, solid);
      });
    });
    const word = evenWord(entry.replace(/ /g, ''), { x0: start, x1: printed.x, ...printed.band });
    printed.gap(SPACE + 4);
    return word;
  });
  return printed.read(words);
}

function spacedLine(entries: string[], options?: Parameters<typeof page>[1]): Word[] {
  const { image, line } = page(entries, options);
  return wordsOf(blocksSpacedByInk(blocksOf(line), image));
}

function spacedWords(entries: string[], options?: Parameters<typeof page>[1]): string[] {
  return spacedLine(entries, options).map((word) => word.text);
}

describe('spaces measured from the ink', () => {
  it('splits a word Tesseract ran together where clean paper stands as wide as a space', () => {
    // Its letters' boxes touch: measured from them, there is no space to find.
    const { line } = page(['KOUFU PTE LTD', 'SINGAPORE']);
    expect(wordsAtSpaces(line).map((word) => word.text)).toEqual(['KOUFUPTELTD', 'SINGAPORE']);
    expect(spacedWords(['KOUFU PTE LTD', 'SINGAPORE'])).toEqual(['KOUFU', 'PTE', 'LTD', 'SINGAPORE']);
    expect(spacedWords(['STALL 25 SINGAPORE'])).toEqual(['STALL', '25', 'SINGAPORE']);
  });

  it("ends the parts' boxes at their ink, so the space between them is as wide as the clean paper", () => {
    // KOUFU's five letters end at x = 20 + 5 * 16 + 4 * 3 = 112; PTE starts a space (7) later. Tesseract's
    // evenly spread letters' boxes would have both at 117, a gap of nothing next to the line's other spaces.
    const [koufu, pte] = spacedLine(['KOUFU PTE LTD', 'SINGAPORE']);
    expect([koufu?.text, koufu?.bbox.x1, pte?.text, pte?.bbox.x0]).toEqual(['KOUFU', 112, 'PTE', 119]);
  });

  it('leaves words whose gaps are all letter gaps', () => {
    expect(spacedWords(['ONLINE', 'MARKETPLACE'])).toEqual(['ONLINE', 'MARKETPLACE']);
  });

  it('never splits between two digits, beside a 1 or an I, beside a mark, or inside a figure', () => {
    expect(spacedWords(['PIB23 10081234586', 'AB 1C', 'S INGAPORE', 'AWS .AMAZON', 'EUR3.10 X'])).toEqual([
      'PIB2310081234586',
      'AB1C',
      'SINGAPORE',
      'AWS.AMAZON',
      'EUR3.10X',
    ]);
  });

  it('splits beside a dash where clean paper stands as wide as a space, not at a hyphen', () => {
    // "CCC - 4119110012345678" read as "CCC" and "-4119110012345678": the dash's side bearings are a letter's.
    expect(spacedWords(['CCC', '- 4119110012345678', 'A-6KXJ2PL'])).toEqual([
      'CCC',
      '-',
      '4119110012345678',
      'A-6KXJ2PL',
    ]);
    expect(spacedWords(['CCC - 4119110012345678'])).toEqual(['CCC', '-', '4119110012345678']);
  });

  it('keeps letters with straight sides together where the clean paper between them is as usual', () => {
    // At 150 dpi the gap between two stems ("N|D", "U|E") stays clean paper nearly a space's width (here a
    // fifth of the line's height, which alone would count as a space); the real space is clearly wider.
    const tight = { letterGap: 6, letterGapTone: PAPER, space: 10 };
    expect(spacedWords(['FUND TRANSFER', 'CASH', 'CHEQUE'], tight)).toEqual(['FUND', 'TRANSFER', 'CASH', 'CHEQUE']);
  });

  it("splits by letters' boxes against Tesseract's own spaces, before the ink's cuts narrow the usual space", () => {
    const { image, line } = page(['GUARDIAN HEALTH', 'KOUFU PTE', 'SP DIGITAL PTE LTD'], { letterGapTone: PAPER });
    // Tesseract's boxes of "H" and "E" of HEALTH stand 6 apart: less than its spaces between words (11),
    // more than the clean paper of the spaces the ink finds (7), which outnumber those.
    const [h, e] = line.words[0]?.symbols.slice(8, 10) ?? [];
    if (!h || !e) throw new Error('no HEALTH');
    [h.bbox.x1, e.bbox.x0] = [h.bbox.x1 - 3, e.bbox.x0 + 3];
    const blocks = spacedBlocks(blocksOf(line), image);
    const texts = ocrTextItems(1, { blocks }, 1).map((item) => item.text);
    expect(texts.filter((text) => text !== ' ')).toEqual([
      'GUARDIAN',
      'HEALTH',
      'KOUFU',
      'PTE',
      'SP',
      'DIGITAL',
      'PTE',
      'LTD',
    ]);
  });
  it("does not split where Tesseract's letters' boxes stand a space apart but the ink shows a letter gap", () => {
    // "GUARDIANHEALTH" with the boxes of H and E placed 12 apart, more than Tesseract's spaces (11): the ink
    // between them is the usual 3 of clean paper, so "H EALTH" would be a space that is not printed.
    const { image, line } = page(['GUARDIAN HEALTH', 'BEAUTY', 'KOUFU PTE'], { letterGapTone: PAPER });
    const [h, e] = line.words[0]?.symbols.slice(8, 10) ?? [];
    if (!h || !e) throw new Error('no HEALTH');
    [h.bbox.x1, e.bbox.x0] = [h.bbox.x1 - 6, e.bbox.x0 + 6];
    expect(wordsAtSpaces(line).map((word) => word.text)).toContain('EALTH');
    expect(wordTexts(spacedBlocks(blocksOf(line), image))).toEqual(['GUARDIAN', 'HEALTH', 'BEAUTY', 'KOUFU', 'PTE']);
  });
});

describe('words Tesseract broke with their boxes touching', () => {
  /** The page with the last entry read as two words, broken after `at` letters, their boxes touching. */
  function broken(entries: string[], at: number): { image: GreyImage; line: Line } {
    const { image, line } = page(entries);
    const last = line.words[line.words.length - 1];
    if (!last) throw new Error('no word');
    const piece = (from: number, to: number): Word => ocrWord(last.symbols.slice(from, to), last.bbox);
    const words = [...line.words.slice(0, -1), piece(0, at), piece(at, last.symbols.length)];
    return { image, line: { ...line, words } };
  }
  const spacedTexts = ({ image, line }: { image: GreyImage; line: Line }): string[] =>
    wordTexts(spacedBlocks(blocksOf(line), image));

  it('reads them as one word where the ink between the pieces is a letter gap ("SIN GAPORE")', () => {
    expect(spacedTexts(broken(['SHENG', 'SIONG', 'SINGAPORE'], 3))).toEqual(['SHENG', 'SIONG', 'SINGAPORE']);
  });

  it('keeps them apart where the ink shows a space between them', () => {
    expect(spacedTexts(broken(['SHENG', 'SIONG', 'KOUFU PTE'], 5))).toEqual(['SHENG', 'SIONG', 'KOUFU', 'PTE']);
  });
});
