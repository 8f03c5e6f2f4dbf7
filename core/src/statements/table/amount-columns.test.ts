import type { LineCell, StatementLine } from '../statement.types';
import { amountColumnsByPage, clusterRightEdges, snapToAmountColumns } from './amount-columns';

const cell = (x: number, text: string, width = text.length * 5): LineCell => ({ x, right: x + width, text });
const line = (page: number, y: number, cells: LineCell[]): StatementLine => ({
  page,
  y,
  cells,
  text: cells.map((item) => item.text).join(' '),
});

describe('amount columns from the geometry of the rows', () => {
  it('clusters right edges that run within a few points (jitter, markers) and keeps the columns apart', () => {
    expect(clusterRightEdges([546.1, 400, 547.7, 545.1, 401.5, 480])).toEqual([
      { right: 401.5, count: 2 },
      { right: 480, count: 1 },
      { right: 546.1, count: 3 },
    ]);
  });

  it('finds each page its own columns and drops an edge only one row ends at', () => {
    const amountAt = (right: number, text: string): LineCell => ({ x: right - text.length * 5, right, text });
    const lines = [
      line(1, 100, [cell(40, '05 Oct'), cell(100, 'KOPI'), amountAt(400, '3.80')]),
      line(1, 112, [cell(40, '06 Oct'), cell(100, 'BOOKS'), amountAt(401, '120.00')]),
      line(1, 124, [cell(40, '07 Oct'), cell(100, 'REFUND'), amountAt(300, '9.99')]),
      line(2, 100, [cell(60, '08 Oct'), cell(120, 'BUS'), amountAt(430, '2.17')]),
      line(2, 112, [cell(60, '09 Oct'), cell(120, 'TAXI'), amountAt(431, '15.40')]),
      line(2, 124, [cell(120, 'TOTAL'), amountAt(300, '140.00')]),
    ];
    const byPage = amountColumnsByPage(lines, (candidate) =>
      /^\d{2} Oct/.test(candidate.text) ? candidate.cells.slice(-1) : undefined,
    );
    expect(byPage.get(1)).toEqual([{ right: 401, count: 2 }]);
    expect(byPage.get(2)).toEqual([{ right: 431, count: 2 }]);
  });

  it('moves each label onto the nearest column in reach, in the header order', () => {
    const columns = [
      { right: 400, count: 9 },
      { right: 480, count: 9 },
      { right: 560, count: 20 },
    ];
    // Left-aligned labels end before their numbers: Debit 385, Credit 468, Balance 545.
    expect(snapToAmountColumns([385, 468, 545], columns)).toEqual([400, 480, 560]);
    // A label with no column in reach keeps its own edge.
    expect(snapToAmountColumns([200, 468], columns)).toEqual([200, 480]);
    // Never crossed: the Credit label nearer the Debit column still leaves that column to Debit.
    expect(snapToAmountColumns([398, 440], columns.slice(0, 2))).toEqual([400, 480]);
  });
});
