import type { Block, Line, Word } from 'tesseract.js';
import { withLineWords } from './figure-columns';

/**
 * Two of Tesseract's words whose boxes stand closer than this share of the line's usual space (the median
 * gap between its words) are one printed word it broke: "SIN" + "GAPORE" a pixel apart, while the line's
 * spaces are ten. Boxes overlapping by more than this share were placed roughly and tell nothing.
 */
const TOUCHING_SHARE = 0.25;
/** Letters and digits: a mark ("@", "/", ".") may stand tight against a word and still be printed apart. */
const WORD_END = /[A-Za-z0-9]/;
/** A figure (an amount, a date) is never joined to its neighbour: columns and figures keep their own words. */
const FIGURE = /\d[.,:/]\d/;

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Two words as one: their text, letters and boxes together. */
export function joinedWords(first: Word, second: Word): Word {
  return {
    ...first,
    text: first.text + second.text,
    symbols: [...first.symbols, ...second.symbols],
    choices: [],
    confidence: Math.min(first.confidence, second.confidence),
    bbox: {
      x0: Math.min(first.bbox.x0, second.bbox.x0),
      x1: Math.max(first.bbox.x1, second.bbox.x1),
      y0: Math.min(first.bbox.y0, second.bbox.y0),
      y1: Math.max(first.bbox.y1, second.bbox.y1),
    },
  };
}

/**
 * The line's words, with two that Tesseract read apart joined where their boxes touch: the LSTM engine
 * sometimes breaks a word ("SIN GAPORE") with no paper between the pieces, where every real space on the
 * line leaves a gap. Measured against the line's own spaces; only between a letter or digit and another
 * (a mark may be printed tight and apart), and never into a figure. Where the ink shows a space after all,
 * the splitters that follow (blocksAtSpaces, blocksSpacedByInk) cut the word again.
 */
export function wordsJoinedWhereTouching(line: Line): Word[] {
  const { words } = line;
  const height = line.bbox.y1 - line.bbox.y0;
  const space = median(
    words
      .slice(1)
      .map((word, at) => word.bbox.x0 - (words[at]?.bbox.x1 ?? word.bbox.x0))
      // Gaps wider than the line is tall part columns, not words.
      .filter((gap) => gap > 0 && gap < height * 1.5),
  );
  if (space === undefined) return words;
  const result: Word[] = [];
  for (const word of words) {
    const previous = result[result.length - 1];
    const gap = previous ? word.bbox.x0 - previous.bbox.x1 : Infinity;
    const touching = Math.abs(gap) <= space * TOUCHING_SHARE;
    if (
      previous &&
      touching &&
      WORD_END.test(previous.text.slice(-1)) &&
      WORD_END.test(word.text.slice(0, 1)) &&
      !FIGURE.test(previous.text) &&
      !FIGURE.test(word.text)
    ) {
      result[result.length - 1] = joinedWords(previous, word);
    } else {
      result.push(word);
    }
  }
  return result;
}

/** The page's blocks with every line's broken words joined (see wordsJoinedWhereTouching). */
export function blocksJoinedWhereTouching(blocks: Block[]): Block[] {
  return withLineWords(blocks, wordsJoinedWhereTouching);
}
