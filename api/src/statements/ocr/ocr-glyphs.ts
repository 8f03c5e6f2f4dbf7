/**
 * Letters Tesseract misreads in descriptions, put right from the ink of the page: a figure-exact statement
 * whose only fault is "CAP1TAL", "AMAZON." or "INTERNET /WIRELESS" becomes exact. Each rule weighs a
 * glyph against glyphs of the same page (its figures' ones and decimal points, its words' I's and letter
 * gaps), so it follows the scan's typeface, dpi and blur; a page with too few of them is left as read.
 */
import type { Block, Line, Word } from 'tesseract.js';
import { linesOf, withLineWords } from './figure-columns';
import type { GreyImage } from './grey-image';
import { clearGaps, inkIn } from './ink-gaps';
import { joinedWords } from './ocr-word-joins';

/**
 * A "1" between letters with at most this share of the ink of the page's usual "1", and no more than its
 * usual "I" or "l" between letters, is that letter: a digit one has a flag (and in many faces a base), a
 * sans-serif I or l is a bare stroke. In a face whose I weighs as much as its 1 (Courier, Times) nothing
 * is changed. A real "1" between letters ("28E4C1B5") weighs three quarters of the usual one and more.
 */
const THIN_ONE_SHARE = 0.65;
/**
 * A "." after a letter at most this share as dark as the page's usual decimal point is a speck: printed
 * stops after letters weigh at least half a decimal point (whose box takes in the halo of the digits
 * beside it), specks a third.
 */
const SPECK_STOP_SHARE = 0.45;
/** Pixels around a dot's box taken in when weighing it. */
const DOT_MARGIN = 2;
/** Fewer glyphs of a kind on the page than this tell nothing of its usual ink. */
const MIN_SAMPLES = 5;
/**
 * A slash with at most this many times the clear paper of a gap between letters between it and a letter
 * touches the letter ("S/O"); a printed space adds a whole advance of paper.
 */
const TOUCHING_SLASH_TIMES = 1.75;
/** A slash standing less tall than this share of its line's height is a speck (as ocrTextItems judges it). */
const TALL_SLASH_SHARE = 0.5;
/**
 * A point is there when the ink low beside the cents weighs at least this share of the page's usual decimal
 * point: a speck weighs a third of one (see SPECK_STOP_SHARE), a printed point all of it.
 */
const LOST_POINT_SHARE = 0.6;
/** Ink above a point's height: at most this share of the page's usual "1" (a digit has far more there). */
const CLEAR_INK_SHARE = 0.1;
/** Figures stand right of the descriptions: at least this share of the page's width from its left. */
const FIGURE_REGION = 0.45;
const LETTER = /^[A-Za-z]$/;
const DIGIT = /^\d$/;

type Symbol = Word['symbols'][number];

/** What the page's glyphs usually weigh, where it has enough of them (undefined where not). */
export interface UsualGlyphInk {
  one?: number;
  /** The usual ink of an "I" or "l" between letters: a bare stroke in this face. */
  stroke?: number;
  stop?: number;
  /** The page's usual run of clear paper between two letters of a word, in pixels. */
  letterGap?: number;
}

function median(values: number[]): number | undefined {
  if (values.length < MIN_SAMPLES) return undefined;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Whether the word's symbols spell its text: only then can a symbol be changed and the text follow. */
const spelled = (word: Word): boolean => word.symbols.map((symbol) => symbol.text).join('') === word.text;

/**
 * The ink of the page's "1"s standing among digits (amounts, dates), of its I's and l's between letters, and
 * the darkness of its decimal points ("." between digits): what a printed one, a bare stroke and a printed
 * dot weigh on this scan; and its usual clear gap between two letters.
 */
export function usualGlyphInk(blocks: readonly Block[], image: GreyImage): UsualGlyphInk {
  const ones: number[] = [];
  const stops: number[] = [];
  const strokes: number[] = [];
  const letterGaps: number[] = [];
  for (const word of linesOf(blocks).flatMap((line) => line.words)) {
    if (!spelled(word)) continue;
    if (word.symbols.length > 1) letterGaps.push(...clearGaps(word, image).map((gap) => gap.to - gap.from));
    word.symbols.forEach((symbol, at) => {
      const [before, after] = [word.symbols[at - 1]?.text ?? '', word.symbols[at + 1]?.text ?? ''];
      if (/^[Il]$/.test(symbol.text) && LETTER.test(before) && LETTER.test(after))
        strokes.push(inkIn(symbol.bbox, image));
      if (LETTER.test(before) || LETTER.test(after)) return;
      if (symbol.text === '1' && (DIGIT.test(before) || DIGIT.test(after))) ones.push(inkIn(symbol.bbox, image));
      if (symbol.text === '.' && DIGIT.test(before) && DIGIT.test(after)) stops.push(dotMass(symbol.bbox, image));
    });
  }
  return { one: median(ones), stroke: median(strokes), stop: median(stops), letterGap: median(letterGaps) };
}

/**
 * How dark a dot is: the paper's tone less each pixel's, summed over its box widened by a little (Tesseract
 * places a dot's box a pixel or two off its ink), less on the left, where the letter before it stands.
 * Summed darkness, not a count of ink pixels: a stop a few pixels wide is blurred into greys that no
 * threshold counts alike, but the blur keeps its darkness.
 */
function dotMass(box: Symbol['bbox'], image: GreyImage, margin = DOT_MARGIN): number {
  const { pixels, width, paper } = image;
  let mass = 0;
  for (let y = Math.max(0, box.y0 - margin); y < Math.min(image.height, box.y1 + margin); y += 1)
    for (let x = Math.max(0, box.x0 - Math.min(1, margin)); x < Math.min(width, box.x1 + margin); x += 1)
      mass += Math.max(0, paper - (pixels[y * width + x] ?? paper));
  return mass / 255;
}

/** The word with its symbols as given, its text and box following them. */
function withSymbols(word: Word, symbols: Symbol[]): Word {
  return {
    ...word,
    text: symbols.map((symbol) => symbol.text).join(''),
    symbols,
    bbox: {
      ...word.bbox,
      x0: symbols[0]?.bbox.x0 ?? word.bbox.x0,
      x1: symbols[symbols.length - 1]?.bbox.x1 ?? word.bbox.x1,
    },
  };
}

/**
 * The word with each thin "1" between two letters read as the letter it is: "I" between capitals
 * ("CAP1TAL", "SH1P"), "l" beside a small letter ("Ph1lips"). Only between letters: a one in an amount, a
 * date or a card number stands among digits.
 */
function withThinOnesAsLetters(word: Word, image: GreyImage, usualOne: number, usualStroke: number): Word {
  const { symbols } = word;
  if (!spelled(word) || !symbols.some((symbol) => symbol.text === '1')) return word;
  let changed = false;
  const next = symbols.map((symbol, at) => {
    const [before, after] = [symbols[at - 1]?.text ?? '', symbols[at + 1]?.text ?? ''];
    if (symbol.text !== '1' || !LETTER.test(before) || !LETTER.test(after)) return symbol;
    const ink = inkIn(symbol.bbox, image);
    if (ink > THIN_ONE_SHARE * usualOne || ink > usualStroke) return symbol;
    changed = true;
    const small = before === before.toLowerCase() || after === after.toLowerCase();
    return { ...symbol, text: small ? 'l' : 'I' };
  });
  return changed ? withSymbols(word, next) : word;
}

/** Whether the "." weighs so little next to the page's decimal points that it is a speck of the scan. */
const isSpeckStop = (symbol: Symbol, image: GreyImage, usualStop: number): boolean =>
  symbol.text === '.' && dotMass(symbol.bbox, image) <= SPECK_STOP_SHARE * usualStop;

/**
 * The line's words with a speck read as a full stop after a letter left out ("AMAZON." for AMAZON, "IRAS.
 * ITX"): the stop at a word's end, or a "." word of its own after a word ending in a letter.
 */
function wordsWithoutSpeckStops(words: readonly Word[], image: GreyImage, usualStop: number): Word[] {
  const result: Word[] = [];
  for (const word of words) {
    const { symbols } = word;
    const last = symbols[symbols.length - 1];
    const before = symbols[symbols.length - 2];
    if (spelled(word) && last && before && LETTER.test(before.text) && isSpeckStop(last, image, usualStop)) {
      result.push(withSymbols(word, symbols.slice(0, -1)));
      continue;
    }
    const previous = result[result.length - 1];
    const afterLetter = previous !== undefined && LETTER.test(previous.text.slice(-1));
    if (afterLetter && word.text === '.' && last && symbols.length === 1 && isSpeckStop(last, image, usualStop))
      continue;
    result.push(word);
  }
  return result;
}

/** Runs of columns with ink between x0 and x1 (end exclusive) across the band y0 to y1, left to right. */
function inkRuns(x0: number, x1: number, y0: number, y1: number, image: GreyImage): { x0: number; x1: number }[] {
  const runs: { x0: number; x1: number }[] = [];
  for (let x = Math.max(0, x0); x < Math.min(image.width, x1); x += 1) {
    if (inkIn({ x0: x, x1: x + 1, y0, y1 }, image) === 0) continue;
    const last = runs[runs.length - 1];
    if (last && last.x1 === x) last.x1 = x + 1;
    else runs.push({ x0: x, x1: x + 1 });
  }
  return runs;
}

/**
 * A cents figure with its decimal point lost (".99" read as "99", or as "199" with the point taken for a
 * "1"), at 150 dpi where a point is a few grey pixels. Tesseract's letter boxes there are no guide (the point
 * shares a box with the first 9), so the ink is read across the word and the paper before it: the first
 * glyph is a point when it is narrow, has ink only low down, weighs most of the page's usual decimal point,
 * and nothing stands in the paper before it (the units of "12.99" read apart are other repairs' business).
 */
function withLostPointFound(word: Word, image: GreyImage, usual: { one: number; stop: number }): Word {
  const { bbox, symbols } = word;
  if (!spelled(word) || bbox.x0 < FIGURE_REGION * image.width || !/^1?\d{2}$/.test(word.text)) return word;
  const height = bbox.y1 - bbox.y0;
  // Down to just below the baseline: a point sits on it, and a turned scan lowers it a pixel or two.
  const [top, bottom] = [bbox.y0, bbox.y1 + DOT_MARGIN];
  const runs = inkRuns(bbox.x0 - 2 * height, bbox.x1, top, bottom, image);
  const [first, next] = runs;
  if (!first || !next || first.x0 < bbox.x0 - height || next.x0 - first.x1 > 0.6 * height) return word;
  // The point's blur, too faint to count as ink, is weighed with it (as the usual point's is), up to the cents.
  const dot = {
    x0: first.x0 - DOT_MARGIN,
    x1: Math.min(first.x1 + DOT_MARGIN, next.x0),
    y0: Math.round(bbox.y1 - height / 3),
    y1: bottom,
  };
  const point =
    first.x1 - first.x0 <= 0.35 * height &&
    inkIn({ ...first, y0: top, y1: Math.round(bbox.y1 - height * 0.45) }, image) <= CLEAR_INK_SHARE * usual.one &&
    dotMass(dot, image, 0) >= LOST_POINT_SHARE * usual.stop;
  if (!point) return word;
  const cents = symbols.slice(-2);
  const [tens] = cents;
  return tens ? withSymbols(word, [{ ...tens, text: '.', bbox: { ...dot, y1: bbox.y1 } }, ...cents]) : word;
}

/** The widest run of clear paper between two symbols (0 where their ink touches), across both their heights. */
function clearBetween(left: Symbol, right: Symbol, image: GreyImage): number {
  const bbox = {
    x0: left.bbox.x0,
    x1: right.bbox.x1,
    y0: Math.min(left.bbox.y0, right.bbox.y0),
    y1: Math.max(left.bbox.y1, right.bbox.y1),
  };
  const span = { text: '', confidence: 0, bbox, symbols: [], choices: [], font_name: '' } as unknown as Word;
  return Math.max(0, ...clearGaps(span, image).map((gap) => gap.to - gap.from));
}

/**
 * The line's words with a slash joined to a letter its ink touches: Tesseract reads a tightly printed "S/O"
 * or "INTERNET/WIRELESS" as "S / O" or "INTERNET /WIRELESS", and every word break becomes a space. Touching
 * is measured against the page's usual gap between letters (a face with wide side bearings, Courier, leaves
 * paper either side of a slash it prints tight), never against the slash's gap inside its own word: that
 * word may itself be two Tesseract ran together ("Payment/ Receipt" for Payment / Receipt). A slash printed
 * with spaces stands a space apart and stays so; a speck read as a slash is never joined.
 */
function wordsWithSlashesJoined(words: readonly Word[], image: GreyImage, height: number, letterGap: number): Word[] {
  const isSlash = (symbol: Symbol | undefined): symbol is Symbol =>
    symbol !== undefined && symbol.text === '/' && symbol.bbox.y1 - symbol.bbox.y0 >= TALL_SLASH_SHARE * height;
  const result: Word[] = [];
  for (const word of words) {
    const previous = result[result.length - 1];
    const left = previous?.symbols[previous.symbols.length - 1];
    const right = word.symbols[0];
    const joinable =
      previous !== undefined &&
      left !== undefined &&
      right !== undefined &&
      spelled(previous) &&
      spelled(word) &&
      ((isSlash(left) && LETTER.test(right.text)) || (LETTER.test(left.text) && isSlash(right))) &&
      clearBetween(left, right, image) <= TOUCHING_SLASH_TIMES * Math.max(letterGap, 1);
    if (joinable) result[result.length - 1] = joinedWords(previous, word);
    else result.push(word);
  }
  return result;
}

/** The line's words with the glyph faults above put right (each only where the page measures it). */
export function wordsWithGlyphsFixed(line: Line, image: GreyImage, usual: UsualGlyphInk): Word[] {
  const { rowAttributes, bbox } = line;
  const height = rowAttributes && rowAttributes.rowHeight > 0 ? rowAttributes.rowHeight : bbox.y1 - bbox.y0;
  const { one, stroke, stop } = usual;
  let words = line.words;
  if (one !== undefined && stroke !== undefined)
    words = words.map((word) => withThinOnesAsLetters(word, image, one, stroke));
  if (stop !== undefined) words = wordsWithoutSpeckStops(words, image, stop);
  if (one !== undefined && stop !== undefined)
    words = words.map((word) => withLostPointFound(word, image, { one, stop }));
  return wordsWithSlashesJoined(words, image, height, usual.letterGap ?? 0);
}

/** The page's blocks with thin ones, speck stops, lost points and touching slashes put right (see wordsWithGlyphsFixed). */
export function blocksWithGlyphsFixed(
  blocks: Block[],
  image: GreyImage,
  usual: UsualGlyphInk = usualGlyphInk(blocks, image),
): Block[] {
  return withLineWords(blocks, (line) => wordsWithGlyphsFixed(line, image, usual));
}
