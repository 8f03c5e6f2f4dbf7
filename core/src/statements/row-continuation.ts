/**
 * Rows wrap: lines right under a dated row (a longer description, a foreign amount, a reference) belong to
 * it. The table readers keep a row open while each next line sits right under the last one it took.
 */

import type { StatementLine } from './statement.types';

/** A wrapped line sits right under its row, or under the row's previous wrapped line. */
export const CONTINUATION_GAP = 14;

/** The usual distance between consecutive lines of a statement, from the distances that look like line spacing. */
export function linePitch(lines: readonly StatementLine[]): number | undefined {
  const distances: number[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const above = lines[index - 1];
    const line = lines[index];
    if (!above || !line || above.page !== line.page) continue;
    const distance = line.y - above.y;
    if (distance >= MIN_PITCH && distance <= MAX_PITCH) distances.push(distance);
  }
  if (distances.length === 0) return undefined;
  distances.sort((a, b) => a - b);
  return distances[Math.floor(distances.length / 2)];
}

/** Line spacing outside this range is a gap between blocks (or two baselines of one line), not a pitch. */
const MIN_PITCH = 6;
const MAX_PITCH = 40;

/**
 * How far under its row (or its last wrapped line) a wrapped line may sit: a statement set in loose line
 * spacing wraps one full pitch down, further than the fixed gap; a quarter of a pitch more absorbs jitter.
 */
export function continuationGap(lines: readonly StatementLine[]): number {
  const pitch = linePitch(lines);
  return pitch === undefined ? CONTINUATION_GAP : Math.max(CONTINUATION_GAP, pitch * 1.25);
}
