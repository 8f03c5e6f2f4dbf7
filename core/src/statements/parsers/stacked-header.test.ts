import type { StatementLine } from '../statement.types';
import { isHeaderLine } from '../table-headers';
import { stackedHeader } from './stacked-header';

/** A line of cells given as [x, right, text]. */
function line(y: number, ...cells: [number, number, string][]): StatementLine {
  const lineCells = cells.map(([x, right, text]) => ({ x, right, text }));
  return { page: 1, y, cells: lineCells, text: lineCells.map((cell) => cell.text).join(' ') };
}

describe('headers stacked over several lines', () => {
  it('joins each column top to bottom, with a label set between the lines', () => {
    const lines = [
      line(100, [40, 85, 'Transaction'], [92, 120, 'Posting'], [430, 470, 'Amount in'], [515, 555, 'Amount in']),
      line(105, [145, 190, 'Description']),
      line(110, [40, 55, 'date'], [92, 107, 'date'], [452, 470, 'FCY'], [537, 555, 'SGD']),
      line(128, [40, 62, '20 Oct'], [145, 200, 'Some Shop'], [530, 555, '12.96']),
    ];
    const header = stackedHeader(lines, 0);
    expect(header?.line.cells.map((cell) => cell.text)).toEqual([
      'Transaction date',
      'Posting date',
      'Description',
      'Amount in FCY',
      'Amount in SGD',
    ]);
    expect(header?.bottomY).toBe(110);
    expect(isHeaderLine(header?.line.text ?? '', ['date', 'postingDate', 'description', 'amount'])).toBe(true);
  });

  it('stops at the table: a line with figures below the header is not header words', () => {
    const lines = [line(100, [40, 80, 'DATE'], [100, 160, 'DESCRIPTION']), line(110, [40, 62, '05 Oct'])];
    expect(stackedHeader(lines, 0)).toEqual({ line: lines[0], bottomY: 100 });
  });
});
