import type { Line, Word } from 'tesseract.js';
import { blocksOf, evenWord, ocrLine, textsOf } from '../../../../test-support/ocr/tesseract-line';
import { blocksWithLabelsJoined, wordsWithLabelsJoined } from './ocr-label-joins';

/** A word read from x0 to x1 on a 40-pixel line, its letters spread evenly over it. */
const word = (text: string, x0: number, x1: number): Word => evenWord(text, { x0, x1, y0: 100, y1: 140 });

const line = (...words: Word[]): Line => ocrLine(words);

describe('table column labels cut apart by a wide letter gap', () => {
  // A DBS account header as read from a scan turned 1.5 degrees at 300 dpi: "D|EPOSIT" and "DESCRI|PTION".
  const header = line(
    word('Txn', 250, 310),
    word('Date', 322, 390),
    word('DESCRI', 512, 640),
    word('PTION', 648, 745),
    word('Withdrawals', 1258, 1455),
    word('(-)', 1462, 1490),
    word('D', 1604, 1625),
    word('EPOSIT', 1630, 1752),
    word('(+)', 1762, 1800),
    word('BALANCE', 2040, 2180),
  );

  it('joins the pieces into the label, letters and box together, and leaves printed spaces alone', () => {
    const joined = wordsWithLabelsJoined(header);
    expect(textsOf(joined)).toEqual(['Txn', 'Date', 'DESCRIPTION', 'Withdrawals', '(-)', 'DEPOSIT', '(+)', 'BALANCE']);
    const deposit = joined[5];
    expect(deposit?.symbols.map((symbol) => symbol.text).join('')).toBe('DEPOSIT');
    expect(deposit?.bbox).toEqual({ x0: 1604, x1: 1752, y0: 100, y1: 140 });
  });

  it('joins them in every line of a page', () => {
    const [block] = blocksWithLabelsJoined(blocksOf(header));
    expect(block?.paragraphs[0]?.lines[0]?.words.map((each) => each.text)).toContain('DEPOSIT');
  });

  it('leaves pieces that make no label, pieces a column apart, and figures', () => {
    const row = line(word('KOP', 500, 560), word('I', 566, 572), word('TIAM', 580, 660), word('1.94', 1600, 1680));
    expect(textsOf(wordsWithLabelsJoined(row))).toEqual(['KOP', 'I', 'TIAM', '1.94']);
    // "BAL" and "ANCE" a column apart (wider than the line is tall) are two columns' words.
    const apart = line(word('BAL', 500, 560), word('ANCE', 620, 700));
    expect(textsOf(wordsWithLabelsJoined(apart))).toEqual(['BAL', 'ANCE']);
    expect(textsOf(wordsWithLabelsJoined(line(word('BAL', 500, 560), word('ANCE', 566, 640))))).toEqual(['BALANCE']);
  });
});
