import type { Block, Line, Word } from 'tesseract.js';
import type { GreyImage } from './grey-image';

/**
 * A column is clear paper when none of its pixels is darker than this share of the paper's tone. Stricter
 * than the ink threshold: a blurred 150-dpi scan greys the narrow gaps between letters, while a space keeps
 * a couple of pixels of clean paper.
 */
const CLEAR_SHARE = 0.8;
/** A run of clear columns inside a word this wide next to its line's height is a space between words. */
const SPACE_SHARE = 0.19;
/** How far (share of the line's height) the space may stand from the gap between Tesseract's two letters. */
const PLACE_SHARE = 0.15;
/** Letters and digits on both sides ("&" stands as a word of its own). */
const SPLITTABLE = /^[A-Za-z0-9&]$/;
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
 * or a letter and a digit: never between two digits, beside a narrow glyph ("I", "1": wide side bearings), beside a
 * mark (a full stop stands in a gap as wide as a space), nor inside a figure.
 */
export function wordsSpacedByInk(line: Line, image: GreyImage): Word[] {
  const { rowAttributes, bbox } = line;
  const height = rowAttributes && rowAttributes.rowHeight > 0 ? rowAttributes.rowHeight : bbox.y1 - bbox.y0;
  const clear = image.paper * CLEAR_SHARE;
  const { pixels, width } = image;
  return line.words.flatMap((word) => {
    const { symbols } = word;
    if (symbols.length < 2 || FIGURE.test(word.text) || symbols.map((symbol) => symbol.text).join('') !== word.text)
      return [word];
    const x0 = Math.max(0, word.bbox.x0);
    const x1 = Math.min(width, word.bbox.x1);
    const y0 = Math.max(0, word.bbox.y0);
    const y1 = Math.min(image.height, word.bbox.y1);
    const inked = (x: number): boolean => {
      for (let y = y0; y < y1; y += 1) if ((pixels[y * width + x] ?? 255) < clear) return true;
      return false;
    };
    const cuts = new Set<number>();
    let runStart = -1;
    let seenInk = false;
    for (let x = x0; x < x1; x += 1) {
      if (!inked(x)) {
        if (seenInk && runStart < 0) runStart = x;
        continue;
      }
      seenInk = true;
      if (runStart < 0) continue;
      const run = { from: runStart, to: x };
      runStart = -1;
      if (run.to - run.from < SPACE_SHARE * height) continue;
      const middle = (run.from + run.to) / 2;
      let nearest = -1;
      let distance = Infinity;
      symbols.slice(1).forEach((symbol, at) => {
        const gap = ((symbols[at]?.bbox.x1 ?? 0) + symbol.bbox.x0) / 2;
        if (Math.abs(gap - middle) < distance) [nearest, distance] = [at, Math.abs(gap - middle)];
      });
      if (nearest < 0 || distance > (run.to - run.from) / 2 + PLACE_SHARE * height) continue;
      const [before, after] = [symbols[nearest]?.text ?? '', symbols[nearest + 1]?.text ?? ''];
      if (!SPLITTABLE.test(before) || !SPLITTABLE.test(after)) continue;
      if (/\d/.test(before) && /\d/.test(after)) continue;
      if (NARROW.test(before) || NARROW.test(after)) continue;
      cuts.add(nearest + 1);
    }
    if (cuts.size === 0) return [word];
    const bounds = [0, ...[...cuts].sort((a, b) => a - b), symbols.length];
    return bounds.slice(1).map((to, at) => {
      const part = symbols.slice(bounds[at], to);
      return {
        ...word,
        text: part.map((symbol) => symbol.text).join(''),
        symbols: part,
        bbox: {
          x0: part[0]?.bbox.x0 ?? word.bbox.x0,
          x1: part[part.length - 1]?.bbox.x1 ?? word.bbox.x1,
          y0: word.bbox.y0,
          y1: word.bbox.y1,
        },
      };
    });
  });
}

/** The page's blocks with every line's words split where the ink shows a space (see wordsSpacedByInk). */
export function blocksSpacedByInk(blocks: Block[], image: GreyImage): Block[] {
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({
      ...paragraph,
      lines: paragraph.lines.map((line) => ({ ...line, words: wordsSpacedByInk(line, image) })),
    })),
  }));
}
