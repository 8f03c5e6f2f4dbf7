import type { Block, Line, Symbol as OcrSymbol, Word } from 'tesseract.js';
import { withLineWords } from './figure-columns';
import type { GreyImage } from './grey-image';
import { clearGaps } from './ink-gaps';
import { joinedWords } from './ocr-word-joins';

/**
 * A stop set tight inside a web address or a code ("NETFLIX.COM") stands its own side bearings from the
 * letters either side, about as much paper after it as before; a stop that ends a word ("U. S. DOLLAR",
 * "credit. Offer") has a space after it as well. Measured against the paper before it, the page's own font
 * and resolution tell: up to this many times as much paper after it is a tight stop.
 */
const TIGHT_AFTER_TIMES = 1.4;
/** Paper either side wider than this share of the line's height is a space whatever the other side shows. */
const MAX_SIDE_SHARE = 0.45;
/** A letter on the other side of the stop: a figure's point is the figure readers' concern. */
const LETTER = /^[A-Za-z]$/;

/**
 * The widest run of clean paper between the ink of two symbols, across the height band of the words they are
 * in (a word's own band: on a page turned a degree the line's band takes in the lines beside it).
 */
function widestClearGap(first: OcrSymbol, last: OcrSymbol, words: readonly Word[], image: GreyImage): number {
  const y0 = Math.min(...words.map((word) => word.bbox.y0));
  const y1 = Math.max(...words.map((word) => word.bbox.y1));
  const gaps = clearGaps({ bbox: { x0: first.bbox.x0, x1: last.bbox.x1, y0, y1 } }, image);
  return Math.max(0, ...gaps.map((gap) => gap.to - gap.from));
}

/**
 * The line's words with a full stop Tesseract stood apart from a letter joined to it where the ink shows no
 * space between them: "NETFLIX . COM", "AWS. AMAZON", "HELP .UBER" as printed, "NETFLIX.COM". Only a stop
 * between letters, and only where every gap of clean paper from the letter before it to the letter after it
 * is narrower than a space.
 */
function wordsWithStopsJoined(line: Line, image: GreyImage): Word[] {
  const { rowAttributes, bbox } = line;
  const height = rowAttributes && rowAttributes.rowHeight > 0 ? rowAttributes.rowHeight : bbox.y1 - bbox.y0;
  const tight = ([before, stop, after]: StopSeam, words: Word[]): boolean => {
    const paperBefore = widestClearGap(before, stop, words, image);
    const paperAfter = widestClearGap(stop, after, words, image);
    return (
      Math.max(paperBefore, paperAfter) <= MAX_SIDE_SHARE * height && paperAfter <= TIGHT_AFTER_TIMES * paperBefore
    );
  };
  const result: Word[] = [];
  const { words } = line;
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at];
    if (!word) continue;
    const previous = result[result.length - 1];
    const following = words[at + 1];
    // A stop read as a word of its own, between two others: "NETFLIX" + "." + "COM".
    const seamLetters = previous && following && word.text === '.' ? letterSeam(previous, following) : undefined;
    const lone: StopSeam | undefined =
      seamLetters && word.symbols[0] ? [seamLetters[0], word.symbols[0], seamLetters[1]] : undefined;
    if (previous && following && lone && tight(lone, [previous, word, following])) {
      result[result.length - 1] = joinedWords(joinedWords(previous, word), following);
      at += 1;
      continue;
    }
    const seam = previous ? stopSeam(previous, word) : undefined;
    if (previous && seam && tight(seam, [previous, word])) result[result.length - 1] = joinedWords(previous, word);
    else result.push(word);
  }
  return result;
}

/** A stop and the letters either side of it. */
type StopSeam = [before: OcrSymbol, stop: OcrSymbol, after: OcrSymbol];

/** Symbols whose letters are the word's text (a word remade from others keeps them so). */
function lettersOf(word: Word): OcrSymbol[] | undefined {
  return word.symbols.map((symbol) => symbol.text).join('') === word.text ? word.symbols : undefined;
}

/** The last letter of one word and the first of the next, when both are letters. */
function letterSeam(previous: Word, next: Word): [OcrSymbol, OcrSymbol] | undefined {
  const [left, right] = [lettersOf(previous), lettersOf(next)];
  const [last, first] = [left?.[left.length - 1], right?.[0]];
  return last && first && LETTER.test(last.text) && LETTER.test(first.text) ? [last, first] : undefined;
}

/**
 * The letters either side of a stop at the seam of two words ("AWS." + "AMAZON", "HELP" + ".UBER"), or
 * undefined when the seam holds no stop between letters.
 */
function stopSeam(previous: Word, next: Word): StopSeam | undefined {
  const [left, right] = [lettersOf(previous), lettersOf(next)];
  if (!left || !right) return undefined;
  const [last, beforeLast] = [left[left.length - 1], left[left.length - 2]];
  const [first, second] = [right[0], right[1]];
  if (last?.text === '.' && beforeLast && first && LETTER.test(beforeLast.text) && LETTER.test(first.text))
    return [beforeLast, last, first];
  if (first?.text === '.' && last && second && LETTER.test(last.text) && LETTER.test(second.text))
    return [last, first, second];
  return undefined;
}

/** The page's blocks with stops joined to the letters they touch (see wordsWithStopsJoined). */
export function blocksWithStopsJoined(blocks: Block[], image: GreyImage): Block[] {
  return withLineWords(blocks, (line) => wordsWithStopsJoined(line, image));
}
