import type { Block, Line, Word } from 'tesseract.js';
import { withLineWords } from './figure-columns';
import type { GreyImage } from './grey-image';
import { clearGaps, usualLetterGaps, type GapEdges } from './ink-gaps';
import { blocksWithLabelsJoined } from './ocr-label-joins';
import { blocksWithStopsJoined } from './ocr-stop-joins';
import { blocksJoinedWhereTouching } from './ocr-word-joins';
import { blocksAtSpaces, wordPiece, type LetterGapTest } from './ocr-words';

/** A run of clear columns inside a word this wide next to its line's height is a space between words. */
const SPACE_SHARE = 0.19;
/**
 * ... and at least this many times the page's usual clear gap between letters with the same edges: at
 * 150 dpi two straight stems ("FUN D", "CHEQU E") stand nearly a space's width apart.
 */
const USUAL_GAP_TIMES = 1.25;
/** How far (share of the line's height) the space may stand from the gap between Tesseract's two letters. */
const PLACE_SHARE = 0.15;
/** Letters and digits on both sides ("&" stands as a word of its own). */
const SPLITTABLE = /^[A-Za-z0-9&]$/;
/**
 * A dash stands apart by a space where the print sets it so ("CCC - 4119110012345678" read as
 * "-4119110012345678"): unlike a full stop, its side bearings are a letter's, so clean paper a space wide
 * beside it is a space. A hyphen inside a word ("A-6KXJ2PL") keeps a letter gap.
 */
const DASH = /^[-\u2010-\u2014]$/;
/**
 * Narrow glyphs stand in a wide advance: the clear paper beside an "I" or a "1" is nearly a space's width
 * ("S INGAPORE", "BI STRO"), so no cut is made beside one.
 */
const NARROW = /^[1IiljJtf!|]$/;
/** A figure (an amount, a rate) is left as read: its digits' gaps are not word spaces. */
const FIGURE = /\d[.,:]\d/;

/**
 * Where Tesseract ran words together ("KOUFUPTELTD" for KOUFU PTE LTD, "ONLINEMARKETPLACE"), measured from
 * the ink rather than from its letters' boxes, which the LSTM engine places loosely on a blurred scan: the
 * runs of clear paper across the word's own height band (a turned page keeps a word's letters within it),
 * and a run as wide as a word space is cut at the gap between letters nearest it. Only between two letters,
 * or a letter and a digit, or a dash and either: never between two digits, beside a narrow glyph ("I", "1": wide side
 * bearings), beside another mark (a full stop stands in a gap as wide as a space), nor inside a figure.
 */
function wordsSpacedByInk(line: Line, image: GreyImage, usualGaps: ReadonlyMap<GapEdges, number> = new Map()): Word[] {
  const { rowAttributes, bbox } = line;
  const height = rowAttributes && rowAttributes.rowHeight > 0 ? rowAttributes.rowHeight : bbox.y1 - bbox.y0;
  return line.words.flatMap((word) => {
    const { symbols } = word;
    if (symbols.length < 2 || FIGURE.test(word.text) || symbols.map((symbol) => symbol.text).join('') !== word.text)
      return [word];
    // Where each cut goes, with the clear paper either side of it: the parts' boxes end at their ink.
    const cuts = new Map<number, { from: number; to: number }>();
    for (const gap of clearGaps(word, image)) {
      const space = gap.to - gap.from;
      if (space < SPACE_SHARE * height || space < USUAL_GAP_TIMES * (usualGaps.get(gap.edges) ?? 0)) continue;
      const middle = (gap.from + gap.to) / 2;
      let nearest = -1;
      let distance = Infinity;
      symbols.slice(1).forEach((symbol, at) => {
        const between = ((symbols[at]?.bbox.x1 ?? 0) + symbol.bbox.x0) / 2;
        if (Math.abs(between - middle) < distance) [nearest, distance] = [at, Math.abs(between - middle)];
      });
      if (nearest < 0 || distance > space / 2 + PLACE_SHARE * height) continue;
      const [before, after] = [symbols[nearest]?.text ?? '', symbols[nearest + 1]?.text ?? ''];
      const sides = [before, after].map((side) =>
        DASH.test(side) ? 'dash' : SPLITTABLE.test(side) ? 'letter' : 'mark',
      );
      if (sides.includes('mark') || sides.every((side) => side === 'dash')) continue;
      if (/\d/.test(before) && /\d/.test(after)) continue;
      if (NARROW.test(before) || NARROW.test(after)) continue;
      cuts.set(nearest + 1, gap);
    }
    if (cuts.size === 0) return [word];
    const bounds = [0, ...[...cuts.keys()].sort((a, b) => a - b), symbols.length];
    return bounds.slice(1).map((to, at) => {
      const from = bounds[at] ?? 0;
      const part = symbols.slice(from, to);
      const [before, after] = [cuts.get(from), cuts.get(to)];
      const x0 = part[0]?.bbox.x0 ?? word.bbox.x0;
      const x1 = part[part.length - 1]?.bbox.x1 ?? word.bbox.x1;
      // The space between the parts as wide as the clear paper: it is measured against the line's other
      // spaces (wordsAtSpaces), and letters' boxes running into it would make it look like a letter gap.
      return wordPiece(word, part, before ? Math.max(x0, before.to) : x0, after ? Math.min(x1, after.from) : x1);
    });
  });
}

/**
 * Whether the ink between two of a word's letters shows only a letter gap: its widest run of clean paper
 * between the letters' middles is no wider than the page's usual gap between letters with such edges
 * (times USUAL_GAP_TIMES). A page with no usual gap measured tells nothing, and no cut is vetoed.
 */
function inkLetterGapTest(blocks: Block[], image: GreyImage): LetterGapTest {
  const usualGaps = usualLetterGaps(blocks, image);
  return (word, at) => {
    const [left, right] = [word.symbols[at]?.bbox, word.symbols[at + 1]?.bbox];
    if (!left || !right) return false;
    const [from, to] = [(left.x0 + left.x1) / 2, (right.x0 + right.x1) / 2];
    const between = clearGaps(word, image).filter((gap) => gap.from >= from && gap.to <= to);
    // Letters whose ink runs together (no clean paper at all) are left to the boxes: a blur can grey a space.
    return (
      between.length > 0 &&
      between.every((gap) => {
        const usual = usualGaps.get(gap.edges);
        return usual !== undefined && gap.to - gap.from <= USUAL_GAP_TIMES * usual;
      })
    );
  };
}

/** The page's blocks with every line's words split where the ink shows a space (see wordsSpacedByInk). */
export function blocksSpacedByInk(blocks: Block[], image: GreyImage): Block[] {
  const usualGaps = usualLetterGaps(blocks, image);
  return withLineWords(blocks, (line) => wordsSpacedByInk(line, image, usualGaps));
}

/**
 * Words Tesseract broke with no gap between the pieces, joined (blocksJoinedWhereTouching); then words it
 * ran together, split: first where its letters' boxes stand a space apart (blocksAtSpaces, measured
 * against its own spaces between words), then where the ink shows a space. Last, the pieces of a table
 * column's label cut apart are joined again (blocksWithLabelsJoined), as are full stops standing apart from the
 * letters they touch (blocksWithStopsJoined).
 */
export function spacedBlocks(blocks: Block[], image: GreyImage): Block[] {
  const joined = blocksJoinedWhereTouching(blocks);
  const spaced = blocksSpacedByInk(blocksAtSpaces(joined, inkLetterGapTest(joined, image)), image);
  return blocksWithLabelsJoined(blocksWithStopsJoined(spaced, image));
}
