import type { Block, Line, Word } from 'tesseract.js';
import { isColumnLabel } from '@garden/core';
import { withLineWords } from './figure-columns';
import { joinedWords } from './ocr-word-joins';

/** Pieces of one word stand closer than this share of the line's height; header columns stand far wider apart. */
const PIECES_GAP_SHARE = 0.75;
/** Letters only: a figure or a mark is never part of a label word. */
const LETTERS = /^[A-Za-z]+$/;

/**
 * The line's words, with two pieces joined where together they are a table column's label and neither is one
 * itself ("D" + "EPOSIT", "DESCRI" + "PTION"): on a turned or blurred scan a wide letter gap in a
 * bold header ("D|E", "I|P") is read, or cut by the ink, as a space, and a header missing one label is no
 * header at all: the page's rows were lost with it. Labels are the header words the parsers know (core's
 * table-headers); a label word in a description ("Trans action") is put right the same way.
 */
export function wordsWithLabelsJoined(line: Line): Word[] {
  const height = line.bbox.y1 - line.bbox.y0;
  const result: Word[] = [];
  for (const word of line.words) {
    const previous = result[result.length - 1];
    const joinable =
      previous !== undefined &&
      LETTERS.test(previous.text) &&
      LETTERS.test(word.text) &&
      previous.text.length + word.text.length >= 4 &&
      word.bbox.x0 - previous.bbox.x1 < height * PIECES_GAP_SHARE &&
      isColumnLabel(previous.text + word.text) &&
      // "Txn" + "Date" is two printed words: a piece that is a label itself was printed apart.
      !isColumnLabel(previous.text) &&
      !isColumnLabel(word.text);
    if (joinable) result[result.length - 1] = joinedWords(previous, word);
    else result.push(word);
  }
  return result;
}

/** The page's blocks with every line's broken label words joined (see wordsWithLabelsJoined). */
export function blocksWithLabelsJoined(blocks: Block[]): Block[] {
  return withLineWords(blocks, wordsWithLabelsJoined);
}
