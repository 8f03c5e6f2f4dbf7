import type { LineCell, StatementLine, TextItem } from './statement.types';

/**
 * Rows on OCR'd and generated statements jitter by a point or two, so items within this distance of a
 * line's first baseline belong to that line (rows are at least ~8 pt apart on every supported layout).
 */
const SAME_LINE_TOLERANCE = 2.5;
/** Items closer than this are parts of one word ("0" + "1-07-2023"); wider gaps separate words. */
const WORD_GAP = 1.2;
/** Gaps wider than this separate cells (columns); narrower ones are spaces inside a cell. */
const CELL_GAP = 6;

/** Groups text items into lines (page by page, top to bottom) and merges fragments into cells. */
export function buildLines(items: readonly TextItem[]): StatementLine[] {
  const byPage = new Map<number, TextItem[]>();
  for (const item of items) {
    if (item.text.trim() === '') continue;
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
  for (const item of sorted) {
    const text = item.text.replace(/\s+/g, ' ');
    const last = cells[cells.length - 1];
    const gap = last ? item.x - last.right : Number.POSITIVE_INFINITY;
    if (last && gap <= CELL_GAP) {
      if (gap < WORD_GAP && isOcrSplitCapital(last.text) && /^[A-Z]/.test(text)) last.text = last.text.trimEnd();
      const joiner = gap > WORD_GAP && !last.text.endsWith(' ') && !text.startsWith(' ') ? ' ' : '';
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
