import { buildLines } from '../statement-lines';
import type { TextItem } from '../statement.types';
import { readTable } from './read-generic-table';

/** Lines of text items on page 1: each entry is [y, [x, text]...], 5 points a character. */
function linesOf(rows: [number, ...[number, string][]][]) {
  const items: TextItem[] = rows.flatMap(([y, ...cells]) =>
    cells.map(([x, text]) => ({ page: 1, x, y, width: text.length * 5, text })),
  );
  return buildLines(items);
}

describe('the table of a bank with no profile', () => {
  it('takes wrapped lines one full line below their row when the statement is set in loose line spacing', () => {
    // Every line 18 points under the one before.
    const lines = linesOf([
      [80, [40, 'Date'], [100, 'Description'], [470, 'Amount']],
      [98, [40, '03/02/2025'], [100, 'RIVERSIDE NURSERY'], [490, '31.00']],
      [116, [100, 'KUALA LUMPUR MY']],
      [134, [40, '04/02/2025'], [100, 'CORNER DELI'], [495, '8.40']],
      [152, [100, 'IPOH MY']],
    ]);
    const rows = readTable(lines).entries.flatMap((entry) => (entry.type === 'row' ? [entry.description] : []));
    expect(rows).toEqual(['RIVERSIDE NURSERY KUALA LUMPUR MY', 'CORNER DELI IPOH MY']);
  });
});
