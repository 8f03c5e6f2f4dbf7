import { buildLines } from '../statement-lines';
import type { ExtractedPdf, TextItem } from '../statement.types';
import { TRUST_CREDIT_PARSER } from './trust-credit.parser';

/** Lines of text items: each entry is [page, y, [x, text]...]. */
function pdfOf(rows: [number, number, ...[number, string][]][]): ExtractedPdf {
  const items: TextItem[] = rows.flatMap(([page, y, ...cells]) =>
    cells.map(([x, text]) => ({ page, x, y, width: text.length * 5, text })),
  );
  return { pageCount: 2, pages: [{ width: 595, height: 842 }], items, metadata: {} };
}

describe('the date of a Trust card statement', () => {
  it('is not the end of an offer period printed in the notes', () => {
    const pdf = pdfOf([
      [1, 40, [300, 'Statement date: 14 Jan 2025']],
      [1, 80, [40, 'Posting date'], [120, 'Description'], [470, 'Amount in SGD']],
      [1, 100, [40, '02 Jan'], [120, 'Previous balance'], [495, '0.00']],
      [1, 115, [40, '05 Jan'], [120, 'NEIGHBOURHOOD BAKERY'], [495, '7.20']],
      [1, 130, [120, 'Total outstanding balance'], [495, '7.20']],
      [1, 200, [40, 'Trust Bank Singapore Limited']],
      [2, 60, [40, 'Double rewards from 20 Jan 2025 to 19 Apr 2025 on dining.']],
    ]);
    const parsed = TRUST_CREDIT_PARSER.parse(pdf, buildLines(pdf.items));
    expect(parsed.account.statementDate).toBe('2025-01-14');
    expect(parsed.transactions.map((row) => row.date)).toEqual(['2025-01-05']);
  });

  it('is read from a one-date table whose date column is labelled plainly "Date"', () => {
    const pdf = pdfOf([
      [1, 40, [300, 'Statement date: 14 Jan 2025']],
      [1, 80, [40, 'Date'], [120, 'Description'], [380, 'Amount in FCY'], [470, 'SGD amount']],
      [1, 100, [40, '02 Jan'], [120, 'Previous balance'], [495, '10.00']],
      [1, 115, [40, '05 Jan'], [120, 'NEIGHBOURHOOD BAKERY'], [495, '7.20']],
      [1, 130, [120, 'Total outstanding balance'], [495, '17.20']],
      [1, 200, [40, 'Trust Bank Singapore Limited']],
    ]);
    const lines = buildLines(pdf.items);
    expect(TRUST_CREDIT_PARSER.detect(pdf, lines)).toBeGreaterThan(0.9);
    expect(TRUST_CREDIT_PARSER.parse(pdf, lines).transactions).toEqual([
      { date: '2025-01-05', description: 'NEIGHBOURHOOD BAKERY', amountCents: -720 },
    ]);
  });
});
