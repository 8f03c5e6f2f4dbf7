import type { Block, Word } from 'tesseract.js';
import type { GreyImage } from './grey-image';

/**
 * A column is clear paper when none of its pixels is darker than this share of the paper's tone. Stricter
 * than the ink threshold: a blurred 150-dpi scan greys the narrow gaps between letters, while a space keeps
 * a couple of pixels of clean paper.
 */
const CLEAR_SHARE = 0.8;
/** A pixel darker than this share of the paper's tone is ink (as the speck remover counts it). */
const INK_SHARE = 0.55;
/** A column with at least this share of the word's tallest column's ink is a straight stem (H, N, D, E). */
const STEM_SHARE = 0.8;
/** Columns either side of a gap looked at for a stem (the blur softens a stem's outer column). */
const EDGE_COLUMNS = 2;
/** Fewer gaps of a kind than this on a page tell nothing of its usual gap between letters. */
const MIN_USUAL_SAMPLES = 5;

/**
 * What stands either side of a gap: two straight stems ("N|D", "U|E", "H|E") keep the widest clean gap
 * between letters, as both letters' side bearings are at full height; a round or open side ("O", "A") leaves
 * a narrower one.
 */
export type GapEdges = 'stems' | 'one-stem' | 'open';

/** A run of clear paper between a word's ink, in page pixels (from inclusive, to exclusive). */
export interface InkGap {
  from: number;
  to: number;
  edges: GapEdges;
}

/** The runs of clear paper between the ink of a word (or any box on the page), across its own height band. */
export function clearGaps(word: Pick<Word, 'bbox'>, image: GreyImage): InkGap[] {
  const { pixels, width, paper } = image;
  const x0 = Math.max(0, word.bbox.x0);
  const x1 = Math.min(width, word.bbox.x1);
  const y0 = Math.max(0, word.bbox.y0);
  const y1 = Math.min(image.height, word.bbox.y1);
  const [clear, ink] = [paper * CLEAR_SHARE, paper * INK_SHARE];
  const inked: boolean[] = [];
  const inkHeight: number[] = [];
  for (let x = x0; x < x1; x += 1) {
    let dark = false;
    let count = 0;
    for (let y = y0; y < y1; y += 1) {
      const value = pixels[y * width + x] ?? 255;
      if (value < clear) dark = true;
      if (value < ink) count += 1;
    }
    inked.push(dark);
    inkHeight.push(count);
  }
  const tallest = Math.max(0, ...inkHeight);
  const stem = (from: number, to: number): boolean =>
    tallest > 0 && Math.max(0, ...inkHeight.slice(Math.max(0, from), to)) >= STEM_SHARE * tallest;
  const gaps: InkGap[] = [];
  let start = -1;
  let seenInk = false;
  inked.forEach((dark, at) => {
    if (!dark) {
      if (seenInk && start < 0) start = at;
      return;
    }
    seenInk = true;
    if (start < 0) return;
    const stems = Number(stem(start - EDGE_COLUMNS, start)) + Number(stem(at, at + EDGE_COLUMNS));
    gaps.push({ from: x0 + start, to: x0 + at, edges: stems === 2 ? 'stems' : stems === 1 ? 'one-stem' : 'open' });
    start = -1;
  });
  return gaps;
}

/** How many pixels of a box (page pixels, end exclusive) are ink: a glyph's weight, to tell a "1" from an "I". */
export function inkIn(box: { x0: number; y0: number; x1: number; y1: number }, image: GreyImage): number {
  const { pixels, width, paper } = image;
  const ink = paper * INK_SHARE;
  let count = 0;
  for (let y = Math.max(0, box.y0); y < Math.min(image.height, box.y1); y += 1)
    for (let x = Math.max(0, box.x0); x < Math.min(width, box.x1); x += 1)
      if ((pixels[y * width + x] ?? 255) < ink) count += 1;
  return count;
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The page's usual clear gap inside its words, for each kind of edges: nearly all of them are gaps between
 * letters, so a space must be clearly wider than these. A kind seen too seldom on the page is left out.
 */
export function usualLetterGaps(blocks: Block[], image: GreyImage): Map<GapEdges, number> {
  const widths = new Map<GapEdges, number[]>();
  for (const block of blocks)
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        for (const word of line.words) {
          if (word.symbols.length < 2) continue;
          for (const gap of clearGaps(word, image)) {
            const some = widths.get(gap.edges) ?? [];
            some.push(gap.to - gap.from);
            widths.set(gap.edges, some);
          }
        }
  const usual = new Map<GapEdges, number>();
  for (const [edges, some] of widths) if (some.length >= MIN_USUAL_SAMPLES) usual.set(edges, median(some));
  return usual;
}
