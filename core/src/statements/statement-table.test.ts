import { readStatementTable, tableFigure, type StatementTableProfile } from './statement-table';
import { buildLines } from './statement-lines';
import type { ExtractedPdf, TextItem } from './statement.types';

/** A page of text items: each entry is [page, y, [x, text]...]. */
function pdfOf(rows: [number, number, ...[number, string][]][]): ExtractedPdf {
  const items: TextItem[] = rows.flatMap(([page, y, ...cells]) =>
    cells.map(([x, text]) => ({ page, x, y, width: text.length * 5, text })),
  );
  return { pageCount: 2, pages: [{ width: 595, height: 842 }], items, metadata: {} };
}

const PROFILE: StatementTableProfile = {
  header: { roles: ['date', 'description', 'amount'], maxCells: 6, descriptionFallback: 1 },
  rowDates: {},
  figures: [
    { figure: 'opening', label: /^PREVIOUS BALANCE\b/i, combine: 'last' },
    { figure: 'closing', label: /^TOTAL DUE\b/i, combine: 'last', needsAmount: true, endsTable: 'untilHeader' },
  ],
  wrappedLines: [{ match: /^(?<currency>[A-Z]{3}) (?<amount>[\d,]+\.\d{2})$/, as: 'foreignAmount' }],
  otherWrappedLines: 'description',
};

describe('the statement table read with a profile', () => {
  // Amounts end at x 520 ("(SGD)" after the header word); a panel line sits above the header.
  const pdf = pdfOf([
    [1, 40, [40, 'STATEMENT DATE 16 FEB 2025']],
    [1, 80, [40, 'Date'], [100, 'Transaction Details'], [470, 'Amount (SGD)']],
    [1, 100, [100, 'PREVIOUS BALANCE'], [490, '1,000.00']],
    [1, 120, [40, '03 FEB'], [100, 'GARDEN CENTRE'], [495, '45.60']],
    [1, 131, [100, 'SINGAPORE SG']],
    [1, 142, [100, 'USD 33.00']],
    [1, 170, [40, '05 FEB'], [100, 'PAYMENT - THANK YOU'], [480, '500.00 CR']],
    [1, 800, [100, 'Page 1 of 2']],
    [2, 80, [44, 'DATE'], [104, 'DESCRIPTION'], [474, 'AMOUNT']],
    [2, 100, [44, '09 FEB'], [104, 'BOOK SHOP'], [495, '12.00']],
    [2, 111, [104, 'ORCHARD']],
    [2, 140, [104, 'TOTAL DUE'], [490, '557.60']],
    [2, 160, [44, '10 FEB'], [104, 'AN EXAMPLE ROW IN THE NOTES'], [495, '99.99']],
  ]);
  const table = readStatementTable(pdf, buildLines(pdf.items), PROFILE, '2025-02-16');

  it('reads dated rows with their wrapped words and foreign amount, signed by the card convention', () => {
    expect(table.transactions).toEqual([
      {
        date: '2025-02-03',
        description: 'GARDEN CENTRE SINGAPORE SG',
        amountCents: -4560,
        foreignAmount: 'USD 33.00',
      },
      { date: '2025-02-05', description: 'PAYMENT - THANK YOU', amountCents: 50000 },
      { date: '2025-02-09', description: 'BOOK SHOP ORCHARD', amountCents: -1200 },
    ]);
  });

  it('reads labelled lines as figures, not rows, and stops at the closing figure', () => {
    expect(tableFigure(table, 'opening')).toBe(-100000);
    expect(tableFigure(table, 'closing')).toBe(-55760);
    expect(table.transactions.map((row) => row.description)).not.toContain('AN EXAMPLE ROW IN THE NOTES');
  });

  it('keeps page furniture out of descriptions', () => {
    const words = table.transactions.map((row) => row.description).join(' ');
    expect(words).not.toMatch(/Page 1|STATEMENT DATE/);
  });

  it('continues a row across a page break when the next page opens in its description column', () => {
    const broken = pdfOf([
      [1, 80, [40, 'Date'], [100, 'Description'], [470, 'Amount']],
      [1, 790, [40, '03 FEB'], [100, 'AIRLINE TICKET'], [495, '845.00']],
      [2, 80, [44, 'Date'], [104, 'Description'], [474, 'Amount']],
      [2, 100, [104, 'SIN - LHR RETURN']],
      [2, 120, [44, '04 FEB'], [104, 'TAXI'], [495, '12.00']],
    ]);
    const read = readStatementTable(broken, buildLines(broken.items), PROFILE, '2025-02-16');
    expect(read.transactions.map((row) => row.description)).toEqual(['AIRLINE TICKET SIN - LHR RETURN', 'TAXI']);
  });

  it('takes the transaction date of two-date rows from the header words, and one date when only one is printed', () => {
    const twoDates = pdfOf([
      [1, 80, [40, 'Trans Date'], [100, 'Post Date'], [160, 'Description'], [470, 'Amount']],
      [1, 100, [40, '02 FEB'], [100, '04 FEB'], [160, 'COFFEE'], [495, '5.00']],
      [1, 120, [100, '05 FEB'], [160, 'INTEREST'], [495, '1.00']],
    ]);
    const read = readStatementTable(
      twoDates,
      buildLines(twoDates.items),
      { ...PROFILE, rowDates: { twoDates: 'orOne' } },
      '2025-02-16',
    );
    expect(read.transactions.map((row) => row.date)).toEqual(['2025-02-02', '2025-02-05']);
  });
});
