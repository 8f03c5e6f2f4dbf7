import type { Line } from 'tesseract.js';
import { blocksOf, ocrWord, PrintedLine, type GlyphPainter } from '../../../../test-support/ocr/tesseract-line';
import type { GreyImage } from './grey-image';
import { blocksWithGlyphsFixed, usualGlyphInk, wordsWithGlyphsFixed } from './ocr-glyphs';
import { joinedWords } from './ocr-word-joins';

const PAPER = 235;
const INK = 20;
const [TOP, BOTTOM] = [40, 70];
const GEOMETRY = { width: 1200, height: 120, top: TOP, bottom: BOTTOM, paper: PAPER, rowHeight: 30 };
const [GLYPH, LETTER_GAP, SPACE] = [14, 2, 9];
/**
 * What every page below prints besides: enough digit ones and decimal points to know their usual ink, and
 * enough I's between letters to know the face's bare stroke.
 */
const FIGURES = '11.10 21.15 31.01 41.12 51.13 PILLAI SINGAPORE BILLING CITI';

/**
 * Letters are solid blocks; "1" a digit one (stem, flag and base), "¹" a thin stroke read as "1" (as "I" and
 * "l" are printed); "." a full stop, "·" a speck read as ".", "•" a full stop and "∙" a speck OCR did not read,
 * "¸" a full stop read as "1", "␣" the clear paper before a column of figures; "/" a slash as tall as the letters, "⁄" a speck
 * of one read as "/".
 */
/** Dots on the baseline: how many pixels square, and what Tesseract reads of them ('' for nothing). */
const DOTS: Record<string, { size: number; read: string }> = {
  '.': { size: 5, read: '.' },
  '·': { size: 2, read: '.' },
  '•': { size: 5, read: '' },
  '∙': { size: 2, read: '' },
  '¸': { size: 5, read: '1' },
};

const glyph: GlyphPainter = (char, x, page) => {
  switch (char) {
    case '1':
      page.paint(x + 5, x + 9, INK, TOP, BOTTOM);
      page.paint(x + 1, x + 5, INK, TOP, TOP + 6);
      page.paint(x, x + 14, INK, BOTTOM - 4, BOTTOM);
      return { read: '1', width: GLYPH };
    case '¹':
    case 'I':
    case 'l':
      page.paint(x, x + 3, INK, TOP, BOTTOM);
      return { read: char === '¹' ? '1' : char, width: 3 };
    case '.':
    case '·':
    case '•':
    case '∙':
    case '¸': {
      const { size, read } = DOTS[char] ?? { size: 5, read: '.' };
      page.paint(x, x + size, INK, BOTTOM - size, BOTTOM);
      return { read, width: size };
    }
    case '␣':
      return { read: '', width: 70 };
    case '/':
    case '⁄': {
      const top = char === '/' ? TOP : BOTTOM - 6;
      for (let y = top; y < BOTTOM; y += 1) {
        const left = x + Math.floor(((BOTTOM - y) * 6) / (BOTTOM - TOP));
        page.paint(left, left + 3, INK, y, y + 1);
      }
      return { read: '/', width: 9, top };
    }
    default:
      page.paint(x, x + GLYPH, INK, TOP, BOTTOM);
      return { read: char, width: GLYPH };
  }
};

/**
 * A page with one printed line, read by Tesseract as the words of `text`: a space between words is printed,
 * a "+" is a break Tesseract made where none is printed (the pieces set a letter gap apart), each character
 * printed by `glyph` above.
 */
function page(text: string): { image: GreyImage; line: Line } {
  const printed = new PrintedLine(GEOMETRY);
  const words = text.split(' ').flatMap((spaced, index) => {
    if (index > 0) printed.gap(SPACE);
    return spaced.split('+').map((piece, at) => {
      if (at > 0) printed.gap(LETTER_GAP);
      const symbols = [...piece].map((char, place) => {
        if (place > 0) printed.gap(LETTER_GAP);
        return printed.glyph(char, glyph);
      });
      return ocrWord(
        symbols.filter((symbol) => symbol.text !== ''),
        printed.band,
      );
    });
  });
  return printed.read(words);
}

/** The words of a line printed with the page's figures before it, as the glyph fixes leave them. */
function fixed(text: string): string[] {
  const { image, line } = page(`${FIGURES} ${text}`);
  const [block] = blocksWithGlyphsFixed(blocksOf(line), image);
  const words = block?.paragraphs[0]?.lines[0]?.words ?? [];
  return words.slice(FIGURES.split(' ').length).map((word) => word.text);
}

describe('glyphs put right from the ink', () => {
  it('measures the usual ink of the digit ones, bare strokes and decimal points on the page', () => {
    const { image, line } = page(FIGURES);
    // A digit one: a 4 x 30 stem, a 4 x 6 flag and a 14 x 4 base; an I a 3 x 30 stroke; a stop 5 x 5 pixels
    // of ink, each as dark as the paper less the ink's tone.
    const usual = usualGlyphInk(blocksOf(line), image);
    expect([usual.one, usual.stroke, usual.stop?.toFixed(2), usual.letterGap]).toEqual([
      120 + 24 + 56 - 16,
      90,
      ((25 * (PAPER - INK)) / 255).toFixed(2),
      LETTER_GAP,
    ]);
  });

  it('reads a thin "1" between capitals as I, beside a small letter as l', () => {
    expect(fixed('CAP¹TAL SH¹P P¹B2310081234570')).toEqual(['CAPITAL', 'SHIP', 'PIB2310081234570']);
    expect(fixed('Ca¹l')).toEqual(['Call']);
  });

  it('leaves a "1" with the ink of a digit, and every "1" beside a digit', () => {
    expect(fixed('STALL1A 4¹19¹10 A¹')).toEqual(['STALL1A', '4119110', 'A1']);
  });

  it('leaves letters alone on a page with too few figures to know its usual one', () => {
    const { image, line } = page('CAP¹TAL 11.10 PILLAI SINGAPORE BILLING CITI');
    const [block] = blocksWithGlyphsFixed(blocksOf(line), image);
    expect(block?.paragraphs[0]?.lines[0]?.words.map((word) => word.text)).toEqual([
      'CAP1TAL',
      '11.10',
      'PILLAI',
      'SINGAPORE',
      'BILLING',
      'CITI',
    ]);
  });

  it('drops a speck read as a full stop after a letter, and keeps a printed one', () => {
    expect(fixed('AMAZON· IRAS+· ITX')).toEqual(['AMAZON', 'IRAS', 'ITX']);
    expect(fixed('AWS.AMAZON.CO PTE. LTD.')).toEqual(['AWS.AMAZON.CO', 'PTE.', 'LTD.']);
  });

  it('puts back the decimal point of cents OCR lost, or read as a "1", where the ink shows one', () => {
    expect(fixed('␣•99 ␣¸99')).toEqual(['.99', '.99']);
  });

  it('adds no point where none is printed, a speck stands, or the units stand before it', () => {
    expect(fixed('␣99 ␣∙99 ␣199')).toEqual(['99', '99', '199']);
    expect(fixed('␣12 •99')).toEqual(['12', '99']);
  });

  it('joins a slash to a letter its ink touches, and keeps a printed space beside one', () => {
    expect(fixed('S+/+O INTERNET+/WIRELESS')).toEqual(['S/O', 'INTERNET/WIRELESS']);
    expect(fixed('Payment / Receipt')).toEqual(['Payment', '/', 'Receipt']);
  });

  it('keeps the space after a slash Tesseract ran into the word before it ("Payment/ Receipt")', () => {
    const { image, line } = page(`${FIGURES} Payment / Receipt`);
    const [payment, slash, ...rest] = line.words.slice(-3);
    if (!payment || !slash) throw new Error('no words');
    const words = [...line.words.slice(0, -3), joinedWords(payment, slash), ...rest];
    const usual = usualGlyphInk(blocksOf(line), image);
    const fixed = wordsWithGlyphsFixed({ ...line, words }, image, usual).map((word) => word.text);
    expect(fixed.slice(-2)).toEqual(['Payment/', 'Receipt']);
  });

  it('never joins a speck read as a slash', () => {
    expect(fixed('S+⁄+O')).toEqual(['S', '/', 'O']);
  });
});
