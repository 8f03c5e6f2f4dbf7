import type { LineCell, StatementLine, TextItem } from './statement.types';

/**
 * Rows on OCR'd and generated statements jitter by a point or two, so items within this distance of a
 * line's first baseline belong to that line (rows are at least ~8 pt apart on every supported layout).
 */
const SAME_LINE_TOLERANCE = 2.5;
/**
 * Items closer than this are parts of one word ("0" + "1-07-2023"); wider gaps separate words. When the
 * engine reports the font size, the threshold is a share of it: drawn text has exact positions, so
 * fragments of one word touch and words drawn apart with a third of a space (0.09 em) between them are
 * still two; OCR layers leave gaps of up to ~0.15 em inside a word. Else a fixed gap in points.
 */
const WORD_GAP = 1.2;
const WORD_GAP_EM = 0.06;
const OCR_WORD_GAP_EM = 0.15;
/** Gaps wider than this separate cells (columns); narrower ones are spaces inside a cell. */
const CELL_GAP = 6;

/** Groups text items into lines (page by page, top to bottom) and merges fragments into cells. */
export function buildLines(items: readonly TextItem[]): StatementLine[] {
  const byPage = new Map<number, TextItem[]>();
  for (const item of items) {
    // Turned text runs across the page's lines; where it starts says nothing about the line it meets.
    if (item.text === '' || item.rotated) continue;
    const list = byPage.get(item.page) ?? [];
    list.push(item);
    byPage.set(item.page, list);
  }
  const lines: StatementLine[] = [];
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    const pageItems = (byPage.get(page) ?? []).slice().sort((a, b) => a.y - b.y || a.x - b.x);
    let current: TextItem[] = [];
    let lineY = Number.NaN;
    const flush = (): void => {
      if (current.length > 0) lines.push(toLine(page, lineY, current));
      current = [];
    };
    for (const item of pageItems) {
      // Whitespace items are word breaks inside a line; they never start or end one.
      if (item.text.trim() === '') {
        if (current.length > 0 && Math.abs(item.y - lineY) <= SAME_LINE_TOLERANCE) current.push(item);
        continue;
      }
      if (current.length === 0 || Math.abs(item.y - lineY) <= SAME_LINE_TOLERANCE) {
        if (current.length === 0) lineY = item.y;
        current.push(item);
      } else {
        flush();
        lineY = item.y;
        current.push(item);
      }
    }
    flush();
  }
  return lines;
}

/**
 * OCR text layers (pdf2json's reading of them) split a word's first capital off as " C " directly
 * followed by "OMMUTE": a lone capital with a space on both sides touching the next word.
 */
function isOcrSplitCapital(cellText: string): boolean {
  return /(?:^| ) [A-Z] $/.test(cellText) || /^ ?[A-Z] $/.test(cellText);
}

function toLine(page: number, y: number, items: TextItem[]): StatementLine {
  const sorted = items.slice().sort((a, b) => a.x - b.x);
  const cells: LineCell[] = [];
  let spaceBetween = false;
  for (const item of sorted) {
    if (item.text.trim() === '') {
      spaceBetween = cells.length > 0;
      continue;
    }
    const text = item.text.replace(/\s+/g, ' ');
    const last = cells[cells.length - 1];
    const gap = last ? item.x - last.right : Number.POSITIVE_INFINITY;
    const wordGap = item.height ? item.height * (item.ocr ? OCR_WORD_GAP_EM : WORD_GAP_EM) : WORD_GAP;
    const spaced = spaceBetween;
    spaceBetween = false;
    if (last && gap <= CELL_GAP) {
      if (gap < wordGap && isOcrSplitCapital(last.text) && /^[A-Z]/.test(text)) last.text = last.text.trimEnd();
      // OCR's space items stand between the words Tesseract read apart, however their boxes overlap.
      const wordBreak = gap > wordGap || (spaced && (gap > 0 || item.ocr === true));
      const joiner = wordBreak && !last.text.endsWith(' ') && !text.startsWith(' ') ? ' ' : '';
      last.text += joiner + text;
      last.right = Math.max(last.right, item.x + item.width);
    } else {
      cells.push({ x: item.x, right: item.x + item.width, text });
    }
  }
  for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim();
  const kept = cells.filter((cell) => cell.text !== '');
  return { page, y, cells: kept, text: kept.map((cell) => cell.text).join(' ') };
}
