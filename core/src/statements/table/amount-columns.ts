/**
 * Amount columns from the geometry of the rows (PARSING.md, layer 3): numbers are right-aligned, so the
 * right edges of the amounts printed on dated lines cluster at each column's edge, whatever the header
 * label's own alignment (left, centred, right) or wording. Found per page: later pages are often shifted.
 */
import type { LineCell, StatementLine } from '../statement.types';

export interface AmountColumn {
  /** The column's right edge: the median right edge of its amounts. */
  right: number;
  /** How many amounts end there. */
  count: number;
}

/** Right edges of one column's amounts stay within this distance of each other (OCR jitter, CR markers). */
const EDGE_TOLERANCE = 4;
/**
 * A header label sits within this distance of its column's right edge: a left-aligned "Amount" over wide
 * numbers ends well before them, a centred one about half as far.
 */
const LABEL_REACH = 60;

/** Right edges grouped where they run within the tolerance of each other, left to right. */
export function clusterRightEdges(edges: readonly number[], tolerance = EDGE_TOLERANCE): AmountColumn[] {
  const sorted = [...edges].sort((a, b) => a - b);
  const groups: number[][] = [];
  for (const edge of sorted) {
    const group = groups[groups.length - 1];
    const last = group?.[group.length - 1];
    if (group && last !== undefined && edge - last <= tolerance) group.push(edge);
    else groups.push([edge]);
  }
  return groups.map((group) => ({ right: group[Math.floor(group.length / 2)] ?? 0, count: group.length }));
}

/**
 * Each page's amount columns: the right edges of the amounts that end candidate rows (lines that start
 * with a date), clustered. An edge only one row of a page ends at is noise (a figure inside a
 * description) unless the page has a single row.
 */
export function amountColumnsByPage(
  lines: readonly StatementLine[],
  rowAmounts: (line: StatementLine) => readonly LineCell[] | undefined,
): Map<number, AmountColumn[]> {
  const edges = new Map<number, { rows: number; rights: number[] }>();
  for (const line of lines) {
    const amounts = rowAmounts(line);
    if (!amounts || amounts.length === 0) continue;
    const page = edges.get(line.page) ?? { rows: 0, rights: [] };
    page.rows += 1;
    page.rights.push(...amounts.map((cell) => cell.right));
    edges.set(line.page, page);
  }
  const columns = new Map<number, AmountColumn[]>();
  for (const [page, { rows, rights }] of edges) {
    const clusters = clusterRightEdges(rights);
    columns.set(
      page,
      clusters.filter((cluster) => rows === 1 || cluster.count > 1),
    );
  }
  return columns;
}

/**
 * The right edges a header's money labels name, moved onto the page's amount columns: each label takes
 * the nearest column within reach (closest pairs first, one column per label, in the header's order); a
 * label with none in reach keeps its own edge.
 */
export function snapToAmountColumns(labelRights: readonly number[], columns: readonly AmountColumn[]): number[] {
  const pairs = labelRights
    .flatMap((right, label) =>
      columns.map((column, index) => ({ label, index, distance: Math.abs(column.right - right) })),
    )
    .filter((pair) => pair.distance <= LABEL_REACH)
    .sort((a, b) => a.distance - b.distance);
  const snapped = [...labelRights];
  const usedLabels = new Set<number>();
  const usedColumns = new Set<number>();
  const assigned: { label: number; index: number }[] = [];
  for (const { label, index } of pairs) {
    if (usedLabels.has(label) || usedColumns.has(index)) continue;
    // Columns keep the header's left-to-right order: a pairing that crosses one already made is wrong.
    if (assigned.some((other) => (other.label - label) * (other.index - index) <= 0)) continue;
    assigned.push({ label, index });
    usedLabels.add(label);
    usedColumns.add(index);
    snapped[label] = columns[index]?.right ?? snapped[label] ?? 0;
  }
  return snapped;
}
