/**
 * Synthetic Tesseract readings for the tests of the OCR clean-ups: words with their letters' boxes, a line
 * of them, and where the ink matters the grey page they were read from, painted glyph by glyph by the test's
 * own glyph painters (each test prints the shapes its rule looks at: blurred gaps, thin ones, specks, stops).
 */
import type { Block, Line, Symbol as OcrSymbol, Word } from 'tesseract.js';
import type { GreyImage } from '../../api/src/statements/ocr/grey-image';

/** A box on the page, in pixels. */
export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The height band of a line: where its words' boxes start and end. */
export type Band = Pick<Box, 'y0' | 'y1'>;

/** The confidence of every synthetic reading: sure, as Tesseract is of clean print. */
const CONFIDENCE = 90;

/** A letter as Tesseract reports it, boxed by `bbox`. */
export function ocrSymbol(text: string, bbox: Box): OcrSymbol {
  return { text, confidence: CONFIDENCE, bbox, is_superscript: false, is_subscript: false, is_dropcap: false };
}

/** A word as Tesseract reports it: its symbols' text, boxed from its first symbol to its last across `band`. */
export function ocrWord(symbols: OcrSymbol[], band: Band): Word {
  const [first, last] = [symbols[0], symbols[symbols.length - 1]];
  if (!first || !last) throw new Error('a word is read from one letter at least');
  const bbox = { x0: first.bbox.x0, x1: last.bbox.x1, y0: band.y0, y1: band.y1 };
  const text = symbols.map((symbol) => symbol.text).join('');
  return { text, confidence: CONFIDENCE, bbox, symbols, choices: [], font_name: '' };
}

/**
 * A word read over `bbox` with its letters' boxes spread evenly so that they touch: as the LSTM engine places
 * them where it does not see each letter's ink (on a blur, or where a test leaves the page out).
 */
export function evenWord(text: string, bbox: Box): Word {
  const step = (bbox.x1 - bbox.x0) / text.length;
  const symbols = [...text].map((char, at) =>
    ocrSymbol(char, {
      x0: Math.round(bbox.x0 + at * step),
      x1: Math.round(bbox.x0 + (at + 1) * step),
      y0: bbox.y0,
      y1: bbox.y1,
    }),
  );
  return { text, confidence: CONFIDENCE, bbox, symbols, choices: [], font_name: '' };
}

/**
 * A line of `words` as Tesseract reports it: boxed from its first word to its last unless `bbox` says
 * otherwise, its baseline along the box's foot, its row as high as the box unless `rowHeight` says otherwise.
 */
export function ocrLine(words: Word[], bbox: Box = spanOf(words), rowHeight = bbox.y1 - bbox.y0): Line {
  return {
    words,
    text: words.map((word) => word.text).join(' '),
    confidence: CONFIDENCE,
    baseline: { x0: bbox.x0, y0: bbox.y1, x1: bbox.x1, y1: bbox.y1 },
    rowAttributes: { ascenders: 0, descenders: 0, rowHeight },
    bbox,
  };
}

function spanOf(words: Word[]): Box {
  return {
    x0: words[0]?.bbox.x0 ?? 0,
    x1: words[words.length - 1]?.bbox.x1 ?? 0,
    y0: Math.min(...words.map((word) => word.bbox.y0)),
    y1: Math.max(...words.map((word) => word.bbox.y1)),
  };
}

/** A page read as one block of one paragraph holding `lines`: all the OCR clean-ups walk through. */
export function blocksOf(...lines: Line[]): Block[] {
  return [{ paragraphs: [{ lines }] } as unknown as Block];
}

/** The words of every line of `blocks`, in reading order. */
export function wordsOf(blocks: Block[]): Word[] {
  return blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((l) => l.words)));
}

/** The texts of `words`. */
export function textsOf(words: Word[]): string[] {
  return words.map((word) => word.text);
}

/** The texts of the words of every line of `blocks`, in reading order. */
export function wordTexts(blocks: Block[]): string[] {
  return textsOf(wordsOf(blocks));
}

/** The size and the tones of a page with one printed line, and where the line's ink stands on it. */
export interface PageGeometry {
  width: number;
  height: number;
  /** The tone of clean paper (0 black, 255 white). */
  paper: number;
  /** The line's ink from `top` to `bottom`: its words' boxes span that band. */
  top: number;
  bottom: number;
  /** Tesseract's row height for the line: a little more than a capital's ink. */
  rowHeight: number;
}

/** What a glyph painter printed: what Tesseract reads of it, how wide its ink is, and its top if not the line's. */
export interface Glyph {
  read: string;
  width: number;
  top?: number;
}

/** Paints the printed character `char` with its left edge at `x` on `page`. */
export type GlyphPainter = (char: string, x: number, page: PrintedLine) => Glyph;

/** Where a line's first glyph starts. */
const LEFT = 20;

/**
 * A grey page being printed with one line, left to right: a pen that glyph painters print at and gaps move
 * on, then the line read from it (the words the test says Tesseract found, boxed from the margin to the pen).
 */
export class PrintedLine {
  readonly pixels: Buffer;
  /** Where the next glyph or gap starts. */
  x = LEFT;

  constructor(readonly geometry: PageGeometry) {
    this.pixels = Buffer.alloc(geometry.width * geometry.height, geometry.paper);
  }

  /** The line's height band, for its words' boxes. */
  get band(): Band {
    return { y0: this.geometry.top, y1: this.geometry.bottom };
  }

  /** Ink of `tone` from x0 to x1, over the line's band unless y0 and y1 say otherwise. */
  paint(x0: number, x1: number, tone: number, y0 = this.geometry.top, y1 = this.geometry.bottom): void {
    const { width } = this.geometry;
    for (let y = y0; y < y1; y += 1) this.pixels.fill(tone, y * width + x0, y * width + x1);
  }

  /** `width` pixels of paper before the next glyph, or of grey `tone` over the line's band (a blurred gap). */
  gap(width: number, tone?: number): void {
    if (tone !== undefined) this.paint(this.x, this.x + width, tone);
    this.x += width;
  }

  /** `char` printed at the pen by `painter`, the pen moved past it: the symbol Tesseract reads, boxed by its ink. */
  glyph(char: string, painter: GlyphPainter): OcrSymbol {
    const { read, width, top = this.geometry.top } = painter(char, this.x, this);
    const symbol = ocrSymbol(read, { x0: this.x, x1: this.x + width, y0: top, y1: this.geometry.bottom });
    this.x += width;
    return symbol;
  }

  /** The page as printed, and the line Tesseract read from it as `words`. */
  read(words: Word[]): { image: GreyImage; line: Line } {
    const { width, height, paper, top, bottom, rowHeight } = this.geometry;
    const line = ocrLine(words, { x0: LEFT, x1: this.x, y0: top, y1: bottom }, rowHeight);
    return { image: { pixels: this.pixels, width, height, paper }, line };
  }
}
