import type { StatementLine } from '../statement.types';
import { tableHeaders } from './header-columns';
import type { StatementTableProfile } from './table-profile';

/** A line of cells given as [x, right, text]. */
function line(y: number, ...cells: [number, number, string][]): StatementLine {
  const lineCells = cells.map(([x, right, text]) => ({ x, right, text }));
  return { page: 1, y, cells: lineCells, text: lineCells.map((cell) => cell.text).join(' ') };
}

/** A card table naming posting date, transaction date, description and amount; nothing says it is stacked. */
const CARD_TABLE: StatementTableProfile = {
  header: { roles: ['postingDate', 'date', 'description', 'amount'], maxCells: 8 },
  rowDates: { twoDates: true },
  figures: [],
  wrappedLines: [],
  otherWrappedLines: 'description',
};

const ROW = line(140, [34, 60, '05 Jan'], [74, 100, '03 Jan'], [132, 200, 'SOME SHOP'], [520, 552, '12.96']);

describe('table headers stacked over several lines', () => {
  it('reads abbreviated labels stacked over two lines ("Post" over "Date", "Amount" over "SGD")', () => {
    const top = line(
      100,
      [34, 52, 'Post'],
      [74, 96, 'Trans'],
      [132, 249, 'DESCRIPTION OF TRANSACTION'],
      [471, 552, 'Transaction Amount'],
    );
    const headers = tableHeaders(
      [top, line(111, [34, 52, 'Date'], [74, 92, 'Date'], [539, 552, 'SGD']), ROW],
      CARD_TABLE,
    );
    expect([...headers.entries()]).toEqual([
      [top, { page: 1, bottomY: 111, descriptionX: 132, amountX: 471, amountRight: 552, transactionDateFirst: false }],
    ]);
  });

  it('reads a header over three lines, with a label set between the lines', () => {
    const top = line(100, [34, 52, 'Post'], [74, 96, 'Txn'], [471, 552, 'Amount']);
    const lines = [
      top,
      line(112, [132, 180, 'Description']),
      line(124, [34, 52, 'Date'], [74, 92, 'Date'], [530, 552, '(SGD)']),
      ROW,
    ];
    expect([...tableHeaders(lines, CARD_TABLE).values()]).toEqual([
      { page: 1, bottomY: 124, descriptionX: 132, amountX: 471, amountRight: 552, transactionDateFirst: false },
    ]);
  });

  it('keeps a one-line header to itself: words under it that are no labels are not the header', () => {
    const header = line(
      100,
      [34, 80, 'Post Date'],
      [90, 130, 'Trans Date'],
      [132, 190, 'Description'],
      [500, 552, 'Amount'],
    );
    const name = line(111, [132, 200, 'TAN AH KOW']);
    expect([...tableHeaders([header, name, ROW], CARD_TABLE).values()]).toEqual([
      { page: 1, bottomY: 100, descriptionX: 132, amountX: 500, amountRight: 552, transactionDateFirst: false },
    ]);
  });

  it('finds no header in word lines whose stack still misses a column', () => {
    const lines = [line(100, [34, 52, 'Post'], [74, 96, 'Trans']), line(111, [34, 52, 'Date'], [74, 92, 'Date']), ROW];
    expect(tableHeaders(lines, CARD_TABLE).size).toBe(0);
  });
});
