/**
 * A second, figures-only reading of a scanned page's amount columns. Read with the page's words around
 * them, Tesseract's language model takes the figures of a table for words and misreads them ("62:83" for
 * 6.83, "427" for 42.77, "Lied2"), worst in thin typewriter faces; read again as a block of their own with
 * only the characters of amounts allowed, the same figures come out right far more often. The second
 * reading replaces a first one only where the first is not an amount at all, or where the first lost
 * the figure; where both read an amount, the first stands (the statement's arithmetic checks it).
 */
import type { Block, Line, Word } from 'tesseract.js';

/**
 * The characters a printed amount is made of, with the CR / DR of credits and debits and the "+$" of
 * summary figures ("+$95.00"): without "$" and "+" allowed, the reading must make them digits ("495.00").
 */
export const FIGURE_CHARACTERS = '0123456789.,-+()$CRD';

/** A column of figures on the page, in pixels of the (straightened) page image. */
export interface FigureColumn {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * A figure the way statements print one: 1,234.56, (1,234.56), -12.30, 45.00CR, and summary figures with
 * their sign and currency: $95.00, -$1,523.45, +$95.00.
 */
const AMOUNT = /^[-+(]?\$?\d{1,3}(?:,\d{3})*\.\d{2}\)?(?:CR|DR)?$/;
/**
 * What the first reading may keep as an amount: also cents with no zero before the point (".99", as US
 * cards print them). A second reading of ".11" replaces no first reading with digits of its own (it is as
 * likely a speck before a number the first reading has): it is put in where the first reading has nothing
 * there, or a glyph ("4" for a row's .99).
 */
const FIRST_READING_AMOUNT = /^[-+(]?\$?(?:\d{1,3}(?:,\d{3})*)?\.\d{2}\)?(?:CR|DR)?$/;
/** Columns start right of the descriptions: never in the left third of the page. */
const COLUMN_START = 0.35;
/** Right edges of right-aligned figures this close (a share of the page's width) are one column. */
const ALIGNMENT = 0.012;
/** A column has at least this many figures in it. */
const MIN_FIGURES = 3;
/** Amounts on statements have at most 10 digits (99,999,999.99). */
const MAX_FIGURE_DIGITS = 10;

/**
 * Words with at least two digits, mostly digits and the marks of amounts: the first reading of a figure.
 * Reference and card numbers (long runs of digits) stand in the descriptions, often one under another.
 */
function looksLikeFigure(text: string): boolean {
  const digits = text.replace(/[^0-9]/g, '').length;
  return digits >= 2 && digits <= MAX_FIGURE_DIGITS && digits >= text.replace(/[\s$]/g, '').length / 2;
}

/** The lines of a reading, in reading order. */
export function linesOf(blocks: readonly Block[]): Line[] {
  return blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
}

/** The blocks with every line's words replaced by what wordsOf makes of the line. */
export function withLineWords(blocks: readonly Block[], wordsOf: (line: Line) => Word[]): Block[] {
  return blocks.map((block) => ({
    ...block,
    paragraphs: block.paragraphs.map((paragraph) => ({
      ...paragraph,
      lines: paragraph.lines.map((line) => ({ ...line, words: wordsOf(line) })),
    })),
  }));
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Right-aligned columns of figures in the first reading of a page `pageWidth` pixels wide. */
export function figureColumns(blocks: readonly Block[], pageWidth: number): FigureColumn[] {
  const lines = linesOf(blocks);
  const lineHeight = median(lines.map((line) => line.bbox.y1 - line.bbox.y0));
  const figures = lines
    .flatMap((line) => line.words)
    .filter((word) => word.bbox.x0 >= pageWidth * COLUMN_START && looksLikeFigure(word.text))
    .sort((a, b) => a.bbox.x1 - b.bbox.x1);
  const columns: FigureColumn[] = [];
  let group: Word[] = [];
  const close = (): void => {
    if (group.length >= MIN_FIGURES) {
      columns.push({
        x0: Math.min(...group.map((word) => word.bbox.x0)) - lineHeight,
        // Room for a CR or DR after the figure.
        x1: Math.max(...group.map((word) => word.bbox.x1)) + 2.5 * lineHeight,
        y0: Math.min(...group.map((word) => word.bbox.y0)) - lineHeight,
        y1: Math.max(...group.map((word) => word.bbox.y1)) + lineHeight,
      });
    }
    group = [];
  };
  for (const word of figures) {
    const last = group[group.length - 1];
    if (last && word.bbox.x1 - last.bbox.x1 > pageWidth * ALIGNMENT) close();
    group.push(word);
  }
  close();
  return columns;
}

/**
 * Rectangles to read again, clipped to the page: one per column, columns that overlap (an amount and its
 * CR) read together. Each is read on its own: with descriptions in the same block, the
 * figures are misread again.
 */
export function columnRectangles(
  columns: readonly FigureColumn[],
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number }[] {
  const merged: FigureColumn[] = [];
  for (const column of [...columns].sort((a, b) => a.x0 - b.x0)) {
    const beside = merged.find(
      (other) => column.x0 <= other.x1 && column.x1 >= other.x0 && column.y0 <= other.y1 && column.y1 >= other.y0,
    );
    if (beside) {
      beside.x0 = Math.min(beside.x0, column.x0);
      beside.x1 = Math.max(beside.x1, column.x1);
      beside.y0 = Math.min(beside.y0, column.y0);
      beside.y1 = Math.max(beside.y1, column.y1);
    } else merged.push({ ...column });
  }
  return merged.flatMap((column) => {
    const left = Math.max(0, Math.floor(column.x0));
    const top = Math.max(0, Math.floor(column.y0));
    const right = Math.min(width, Math.ceil(column.x1));
    const bottom = Math.min(height, Math.ceil(column.y1));
    return right > left && bottom > top ? [{ left, top, width: right - left, height: bottom - top }] : [];
  });
}

/**
 * Whether the first reading left something in the rectangle that is not an amount (a garbled figure, a
 * stray mark): a column read cleanly the first time is not read again, which keeps clean pages fast.
 */
export function needsSecondReading(
  blocks: readonly Block[],
  rectangle: { left: number; top: number; width: number; height: number },
): boolean {
  return linesOf(blocks).some((line) =>
    line.words.some((word) => {
      const middle = (word.bbox.x0 + word.bbox.x1) / 2;
      const centre = (word.bbox.y0 + word.bbox.y1) / 2;
      const inside =
        middle >= rectangle.left &&
        middle <= rectangle.left + rectangle.width &&
        centre >= rectangle.top &&
        centre <= rectangle.top + rectangle.height;
      return inside && !/^(?:CR|DR)$/.test(word.text) && !FIRST_READING_AMOUNT.test(word.text);
    }),
  );
}

const overlap = (a0: number, a1: number, b0: number, b1: number): number => Math.min(a1, b1) - Math.max(a0, b0);

/** "980.15CR" as printed: "980.15 CR". */
const spacedSuffix = (text: string): string => text.replace(/(\d)(CR|DR)$/, '$1 $2');

/**
 * The first reading's lines with the figures of the second put in: a second-reading amount replaces the
 * first-reading words it covers when those do not read as an amount, and is added to the row's line when
 * the first reading has nothing there. Words outside the columns are left as they are.
 */
export function withFigureReadings(
  blocks: readonly Block[],
  figureBlocks: readonly Block[],
  columns: readonly FigureColumn[],
): Line[] {
  const lines = linesOf(blocks).map((line) => ({ ...line, words: [...line.words] }));
  const inColumn = (word: Word): boolean => {
    const middle = (word.bbox.x0 + word.bbox.x1) / 2;
    const centre = (word.bbox.y0 + word.bbox.y1) / 2;
    return columns.some(
      (column) => middle >= column.x0 && middle <= column.x1 && centre >= column.y0 && centre <= column.y1,
    );
  };
  const added: Line[] = [];
  for (const figureLine of linesOf(figureBlocks)) {
    for (const figure of figureLine.words) {
      if (!FIRST_READING_AMOUNT.test(figure.text) || !inColumn(figure)) continue;
      const centsOnly = !AMOUNT.test(figure.text);
      const { x0, x1, y0, y1 } = figure.bbox;
      const height = y1 - y0;
      const replacement: Word = { ...figure, text: spacedSuffix(figure.text) };
      // The first-reading words this figure covers: most of the narrower one's width, and its middle height.
      const covered = lines.flatMap((line) =>
        line.words
          .filter((word) => {
            const across = overlap(x0, x1, word.bbox.x0, word.bbox.x1);
            const centre = (word.bbox.y0 + word.bbox.y1) / 2;
            return (
              across > 0.5 * Math.min(x1 - x0, word.bbox.x1 - word.bbox.x0) &&
              centre >= y0 - height * 0.5 &&
              centre <= y1 + height * 0.5
            );
          })
          .map((word) => ({ line, word })),
      );
      if (covered.length > 0) {
        const firstReading = covered.map(({ word }) => word.text).join('');
        if (FIRST_READING_AMOUNT.test(firstReading.replace(/\s+/g, ''))) continue;
        // Cents alone replace only a reading with fewer digits ("4" for .99): one with as many may be the
        // units and cents of a figure whose units the second reading lost.
        if (centsOnly && firstReading.replace(/\D/g, '').length >= 2) continue;
        const { line } = covered[0] ?? { line: undefined };
        if (!line) continue;
        for (const { line: owner, word } of covered) owner.words.splice(owner.words.indexOf(word), 1);
        line.words.push(replacement);
        line.words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
        continue;
      }
      // Nothing read there the first time: the row's line is the one whose baseline runs at the figure's foot.
      const row = lines.find((line) => {
        const { baseline } = line;
        const middle = (x0 + x1) / 2;
        const slope = baseline.x1 !== baseline.x0 ? (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0) : 0;
        const at = baseline.y0 + slope * (middle - baseline.x0);
        return Math.abs(at - y1) <= height * 0.5;
      });
      if (row) {
        row.words.push(replacement);
        row.words.sort((a, b) => a.bbox.x0 - b.bbox.x0);
      } else {
        added.push({ ...figureLine, words: [replacement] });
      }
    }
  }
  return [...lines, ...added].filter((line) => line.words.length > 0);
}
