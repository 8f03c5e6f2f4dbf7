import type { TextItem } from '@garden/core';
import type { Block, Line, Word } from 'tesseract.js';
import { linesOf, withFigureReadings, withLineWords } from './figure-columns';
import type { OcrPageResult } from './ocr-pool';

/** Marks ("'", "~", ":") Tesseract is this unsure of are specks and smudges, not print. */
const MIN_MARK_CONFIDENCE = 40;
/**
 * A slash standing at least this share of its line's height is print, however unsure Tesseract is of it: a
 * speck is a dot, and a blurred "Payment/ Receipt" is read at a low confidence that the split-off "/" keeps.
 */
const TALL_SLASH_SHARE = 0.5;
/** A lone letter or digit this unsure is a smudge ("x" for a speck pair); short words are kept (SG, 15). */
const MIN_LETTER_CONFIDENCE = 25;
/** A "word" whose box is this small next to its line's height is a speck of dust (a dash is wider). */
const SPECK_SIZE = 0.2;
/**
 * Letters and digits stand at least an x-height tall; a "word" of them flatter than this share of its line's
 * height is a table rule or the edge of a shadow read as text ("Seri" from a ruled line).
 */
const MIN_LETTER_HEIGHT = 0.35;
/**
 * A shaded band or rule under a column header is read as a line of letters ("Ee REE En ee es"): Tesseract
 * is unsure of them (a median confidence under this) and its line box follows the band's flat edge, far
 * flatter than the "letters" it cut from the band (less than this share of their height). Kept, such a
 * line stands between a row and its wrapped lines at the top of the next page. A blurred printed line
 * can be read as unsure, but its box stands as tall as its words; a lone word is never taken for a band.
 */
const MAX_BAND_CONFIDENCE = 40;
const MAX_BAND_HEIGHT_SHARE = 0.6;
const MIN_BAND_WORDS = 3;

/** True for a line Tesseract read from a shaded band or a rule, not from print. */
export function isBandLine(line: Line): boolean {
  if (line.words.length < MIN_BAND_WORDS) return false;
  const confidence = median(line.words.map((word) => word.confidence)) ?? 0;
  const wordHeight = median(line.words.map((word) => word.bbox.y1 - word.bbox.y0)) ?? 0;
  return confidence < MAX_BAND_CONFIDENCE && line.bbox.y1 - line.bbox.y0 < wordHeight * MAX_BAND_HEIGHT_SHARE;
}

/** A "/" whose own ink box (its symbol's, not its word's) stands as tall as print: never a speck. */
function isTallSlash(word: Word, rowHeightPx: number): boolean {
  const [symbol] = word.symbols;
  if (word.text !== '/' || word.symbols.length !== 1 || !symbol) return false;
  return symbol.bbox.y1 - symbol.bbox.y0 >= TALL_SLASH_SHARE * rowHeightPx;
}

/** Typographic characters Tesseract returns where statements print plain ASCII. */
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': ',',
  '\u201c': '"',
  '\u201d': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00a0': ' ',
};

export function plainOcrText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201c\u201d\u2010-\u2014\u2212\u00a0]/g, (char) => PLAIN[char] ?? char)
    .trim();
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * A piece of a word Tesseract ran together, cut at a space: its letters, its box across them, and its own
 * letters' confidence. Tesseract is unsure of a run-together word as a whole ("GUARDIANHEALTH&" at 8 with
 * every letter at 98): a piece that kept that would be dropped as a smudge when it is a lone letter or
 * mark ("&", "H").
 */
export function wordPiece(word: Word, symbols: Word['symbols'], x0: number, x1: number): Word {
  const confidences = symbols.map((symbol) => symbol.confidence);
  return {
    ...word,
    text: symbols.map((symbol) => symbol.text).join(''),
    symbols,
    confidence: confidences.length > 0 ? Math.min(...confidences) : word.confidence,
    bbox: { x0, x1, y0: word.bbox.y0, y1: word.bbox.y1 },
  };
}

/** A gap inside a word this near the line's usual space (Tesseract's own gaps between its words) is a space. */
const SPACE_SHARE = 0.75;
/** ... and at least this many times the line's usual gap between letters. */
const LETTER_GAP_TIMES = 2;
/** Two letters' boxes overlapping by more than this share of the line's height were placed roughly. */
const OVERLAP_SHARE = 0.2;

/**
 * Whether the ink between a word's letters `at` and `at + 1` shows only a gap between letters: their boxes
 * standing a space apart is then Tesseract's loose placing ("H EALTH"), not a space.
 */
export type LetterGapTest = (word: Word, at: number) => boolean;

/**
 * The line's words, each split where Tesseract left out a space: on a blurred or tightly set line it reads
 * "KOUFUPTELTD" for KOUFU PTE LTD, though its letters' boxes keep the space's gap. A gap between two
 * letters (or a letter and a mark) in a word is a space when it is nearly as wide as the gaps between the
 * line's words and well wider than its gaps between letters, and the ink does not show a mere letter gap there;
 * digits are never split (a "1" stands apart).
 */
export function wordsAtSpaces(line: Line, inkShowsLetterGap: LetterGapTest = () => false): Word[] {
  const { words } = line;
  const height = line.bbox.y1 - line.bbox.y0;
  const between = words
    .slice(1)
    .map((word, at) => word.bbox.x0 - (words[at]?.bbox.x1 ?? word.bbox.x0))
    // Gaps wider than the line is tall part columns, not words.
    .filter((gap) => gap > 0 && gap < height * 1.5);
  const space = median(between);
  const letterGap = median(
    words.flatMap((word) =>
      word.symbols.slice(1).map((symbol, at) => symbol.bbox.x0 - (word.symbols[at]?.bbox.x1 ?? 0)),
    ),
  );
  // Letters' boxes that overlap more than they stand apart are no measure of anything.
  if (space === undefined || letterGap === undefined || letterGap < 0) return words;
  const wide = Math.max(space * SPACE_SHARE, Math.max(letterGap, 1) * LETTER_GAP_TIMES);
  return words.flatMap((word) => {
    const pieces: Word[] = [];
    let from = 0;
    const piece = (to: number): Word => {
      const symbols = word.symbols.slice(from, to);
      const x0 = symbols[0]?.bbox.x0 ?? word.bbox.x0;
      return wordPiece(word, symbols, x0, symbols[symbols.length - 1]?.bbox.x1 ?? word.bbox.x1);
    };
    // Only where the symbols spell the word (tesseract.js gives both; a mismatch is left alone).
    if (word.symbols.map((symbol) => symbol.text).join('') !== word.text) return [word];
    // Nor where two of its letters' boxes overlap by much: Tesseract placed them roughly.
    const gaps = word.symbols.slice(1).map((symbol, at) => symbol.bbox.x0 - (word.symbols[at]?.bbox.x1 ?? 0));
    if (gaps.some((gap) => gap < -OVERLAP_SHARE * height)) return [word];
    word.symbols.forEach((symbol, at) => {
      const next = word.symbols[at + 1];
      if (!next || /\d/.test(symbol.text + next.text)) return;
      if (next.bbox.x0 - symbol.bbox.x1 < wide) return;
      if (inkShowsLetterGap(word, at)) return;
      pieces.push(piece(at + 1));
      from = at + 1;
    });
    if (pieces.length === 0) return [word];
    pieces.push(piece(word.symbols.length));
    return pieces;
  });
}

/**
 * The page's blocks with every line's words split where Tesseract left out a space (see wordsAtSpaces).
 * Done on Tesseract's own words, before the ink spacer adds words: the gaps it cuts are measured from the
 * ink, narrower than Tesseract's gaps between word boxes, and would lower the line's usual space.
 */
export function blocksAtSpaces(blocks: Block[], inkShowsLetterGap?: LetterGapTest): Block[] {
  return withLineWords(blocks, (line) => wordsAtSpaces(line, inkShowsLetterGap));
}

/** A masked number: a run of x's (capital or small as printed) and digits, "xxxxxxxxxxxx5678". */
const MASKED_NUMBER = /^[-Xx]*[Xx]{3}[-Xx]*[0-9A-Za-z]{0,6}$/;
/** An x less tall than this share of the digits beside it is a small x; as tall as them, a capital. */
const SMALL_SHARE = 0.82;
const CAPITAL_SHARE = 0.92;

/** A masked number whose x's OCR read partly as other letters or marks ("XXXXXOOXXX5678", "HOOOOOOOONXXX56"). */
const GARBLED_MASK = /^([A-Za-z%»«×]{6,})\d{2,}$/;
/** Letters and marks OCR reads for a blurred small x. */
const X_LIKE = /[XxKkHhAOoYy%»«×]/g;
/** Most of a garbled mask's glyphs are x-like, and at least a few are read as x: no word or code is. */
const MIN_X_LIKE_SHARE = 2 / 3;
const MIN_XS = 3;

function isGarbledMask(text: string): boolean {
  const glyphs = GARBLED_MASK.exec(text)?.[1];
  if (glyphs === undefined) return false;
  const xLike = (glyphs.match(X_LIKE) ?? []).length;
  return xLike >= glyphs.length * MIN_X_LIKE_SHARE && (glyphs.match(/[Xx]/g) ?? []).length >= MIN_XS;
}

/**
 * A masked number's x's in the case their height gives: on a blurred scan Tesseract reads a masked
 * "xxxxxxxxxxxx5678" as capitals, though its x's stand two thirds as tall as its digits. Measured against
 * the digits of the same word; other words, and masks with no digit read, are left as read.
 */
export function maskCaseFromHeight(word: Word): string {
  if (
    !(MASKED_NUMBER.test(word.text) || isGarbledMask(word.text)) ||
    word.symbols.map((symbol) => symbol.text).join('') !== word.text
  )
    return word.text;
  const digitHeight = median(
    word.symbols.filter((symbol) => /^\d$/.test(symbol.text)).map((symbol) => symbol.bbox.y1 - symbol.bbox.y0),
  );
  if (digitHeight === undefined) return word.text;
  return word.symbols
    .map(({ text, bbox }) => {
      if (!/^[Xx]$/.test(text)) return text;
      const height = bbox.y1 - bbox.y0;
      if (height <= digitHeight * SMALL_SHARE) return 'x';
      return height >= digitHeight * CAPITAL_SHARE ? 'X' : text;
    })
    .join('');
}

/**
 * How far the page's printed lines fall per pixel across (tan of the scan's turn): the median slope of
 * the baselines of lines at least a tenth of the page wide (short ones give noisy slopes).
 */
export function pageSkew(lines: readonly Line[]): number {
  const width = Math.max(0, ...lines.map((line) => line.bbox.x1));
  const slopes = lines
    .filter((line) => line.baseline && line.baseline.x1 - line.baseline.x0 >= width * 0.1)
    .map((line) => (line.baseline.y1 - line.baseline.y0) / (line.baseline.x1 - line.baseline.x0));
  return median(slopes) ?? 0;
}

/**
 * Tesseract's words on one page as text items in PDF points from the page's top-left, marked `ocr`.
 * `scale` is the rendering's pixels per point. Every word of a printed row gets the same baseline, read
 * from its line's baseline where the word stands, and the same top (baseline minus the page's usual font
 * size), so the words of a row land on one line even when Tesseract reads the row as several lines (one
 * per column) whose heights differ; each word's height is its own line's font size (for word gaps).
 * The page is read as scanned, turned by up to a degree or two: each word's place is turned back by the
 * page's skew, so a row's words, left and right, share one baseline. Words Tesseract ran together have
 * been split already, where the page was read (spacedBlocks).
 */
export function ocrTextItems(page: number, result: OcrPageResult, scale: number): TextItem[] {
  const lines = result.figures
    ? withFigureReadings(result.blocks, result.figures.blocks, result.figures.columns)
    : linesOf(result.blocks);
  const fontSizeOf = (line: (typeof lines)[number]): number => {
    const rowHeight = line.rowAttributes?.rowHeight ?? 0;
    return (rowHeight > 0 ? rowHeight : line.bbox.y1 - line.bbox.y0) / scale;
  };
  const pageFontSize = median(lines.map(fontSizeOf).filter((size) => size > 0)) ?? 9;
  const turn = Math.atan(pageSkew(lines));
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  /** A point of the scanned image in the straightened page. */
  const straight = (x: number, y: number): { x: number; y: number } => ({
    x: x * cos + y * sin,
    y: -x * sin + y * cos,
  });
  const items: TextItem[] = [];
  for (const line of lines) {
    if (isBandLine(line)) continue;
    const fontSize = fontSizeOf(line) || pageFontSize;
    const { baseline } = line;
    const slope =
      baseline && baseline.x1 !== baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
    const rowHeightPx = fontSize * scale;
    const lineItems: TextItem[] = [];
    for (const word of line.words) {
      const text = plainOcrText(maskCaseFromHeight(word));
      if (text === '') continue;
      const { x0, x1, y0, y1 } = word.bbox;
      if (Math.max(x1 - x0, y1 - y0) <= SPECK_SIZE * rowHeightPx) continue;
      if (/[A-Za-z0-9]/.test(text) && y1 - y0 < MIN_LETTER_HEIGHT * rowHeightPx) continue;
      const mark = !/[A-Za-z0-9]/.test(text);
      const slash = isTallSlash(word, rowHeightPx);
      if (mark && word.confidence < MIN_MARK_CONFIDENCE && !slash) continue;
      if (text.length === 1 && word.confidence < MIN_LETTER_CONFIDENCE && !slash) continue;
      const middle = (x0 + x1) / 2;
      const baselineY = baseline && baseline.x1 !== baseline.x0 ? baseline.y0 + slope * (middle - baseline.x0) : y1;
      const foot = straight(middle, baselineY);
      const item: TextItem = {
        page,
        x: (foot.x - (x1 - x0) / 2) / scale,
        y: foot.y / scale - pageFontSize,
        width: (x1 - x0) / scale,
        height: fontSize,
        text,
        ocr: true,
        ocrBox: { x0, y0, x1, y1 },
      };
      // Tesseract found the words: between two words of a line there is a space, however tight the print.
      const previous = lineItems[lineItems.length - 1];
      if (previous) {
        const end = previous.x + previous.width;
        // Before the word even where the boxes overlap ("Payment" reaching over a narrow "/"), so the space
        // stays between them when the line's items are put in order across.
        const x = Math.min(end, item.x);
        lineItems.push({ ...item, x, width: Math.max(0, item.x - x), text: ' ' });
      }
      lineItems.push(item);
    }
    items.push(...lineItems);
  }
  return items;
}
