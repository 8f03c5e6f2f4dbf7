/** Rows whose words wrap above and below the dated line (profile.wordsAroundRows). */
import type { ParsedTransaction } from '../statement.types';

/** Undated lines further than this from every row are notes, not description parts. */
const ATTACH_GAP = 16;
/**
 * A description's first part sits this close above its dated line; a line at the top of a page further
 * from the next row is the end of the previous page's last row (a page break inside the row).
 */
const ABOVE_GAP = 11;

export interface Anchor {
  y: number;
  /** Undefined for a dated figure (a previous balance row), which takes its neighbours but is not a transaction. */
  transaction?: ParsedTransaction;
  before: string[];
  after: string[];
}

export type Entry = { kind: 'row'; anchor: Anchor } | { kind: 'text'; y: number; text: string };

/**
 * Gives each undated line of a stretch to the row above or below it: a run of such lines between two
 * rows is cut at its widest gap, and near-ties go to the row below (descriptions start above the date).
 * At the top of a page, lines that do not sit tight above the next row end the previous page's last row.
 */
export function attachLoose(entries: Entry[], carried?: Anchor): void {
  let previous: Anchor | undefined;
  let run: { y: number; text: string }[] = [];
  if (carried) {
    while (entries[0]?.kind === 'text') {
      const next = entries[1];
      const nextY = next ? (next.kind === 'row' ? next.anchor.y : next.y) : Number.POSITIVE_INFINITY;
      if (nextY - entries[0].y <= ABOVE_GAP) break;
      carried.after.push(entries[0].text);
      entries.shift();
    }
  }
  const settle = (next: Anchor | undefined): void => {
    if (run.length === 0) return;
    const ys = [previous?.y, ...run.map((line) => line.y), next?.y];
    let cut = previous && !next ? run.length : 0;
    if (previous && next) {
      for (let index = 1; index < ys.length - 1; index += 1) {
        const gap = (ys[index + 1] ?? 0) - (ys[index] ?? 0);
        const widest = (ys[cut + 1] ?? 0) - (ys[cut] ?? 0);
        if (gap > widest + 1) cut = index;
      }
    }
    // Lines before the cut end the row above; the rest start the row below. Far-away lines are dropped.
    let lastY = previous?.y ?? Number.NEGATIVE_INFINITY;
    for (const line of run.slice(0, cut)) {
      if (!previous || line.y - lastY > ATTACH_GAP) break;
      previous.after.push(line.text);
      lastY = line.y;
    }
    let nextY = next?.y ?? Number.POSITIVE_INFINITY;
    const toNext: string[] = [];
    for (const line of run.slice(Math.max(cut, 0)).reverse()) {
      if (!next || nextY - line.y > ATTACH_GAP) break;
      toNext.unshift(line.text);
      nextY = line.y;
    }
    next?.before.unshift(...toNext);
    run = [];
  };
  for (const entry of entries) {
    if (entry.kind === 'text') {
      run.push(entry);
      continue;
    }
    settle(entry.anchor);
    previous = entry.anchor;
  }
  settle(undefined);
}
