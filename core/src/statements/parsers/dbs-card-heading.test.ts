import type { ExtractedPdf, TextItem } from '../statement.types';
import { DBS_CREDIT_PARSER } from './dbs-credit.parser';
import { buildLines } from '../statement-lines';

/** Lines of text items: each entry is [y, [x, text]...] on page 1. */
function pdfOf(rows: [number, ...[number, string][]][]): ExtractedPdf {
  const items: TextItem[] = rows.flatMap(([y, ...cells]) =>
    cells.map(([x, text]) => ({ page: 1, x, y, width: text.length * 5, text })),
  );
  return { pageCount: 1, pages: [{ width: 595, height: 842 }], items, metadata: {} };
}

describe('a DBS card heading', () => {
  it('gives the card number when the card name is followed by its number with no label', () => {
    const pdf = pdfOf([
      [30, [40, 'DBS Bank Ltd']],
      [50, [40, 'Statement Date: 03 Mar 2025']],
      [80, [40, 'Date'], [100, 'Description'], [470, 'Amount (S$)']],
      [100, [40, 'DBS ALTITUDE VISA SIGNATURE 4000 1234 5678 6617']],
      [115, [100, 'Previous Balance'], [495, '80.00']],
      [130, [40, '20 FEB'], [100, 'GARDEN CENTRE'], [495, '12.00']],
      [145, [100, 'SUB-TOTAL'], [495, '92.00']],
      [160, [100, 'TOTAL:'], [495, '92.00']],
      [200, [40, 'Payment by GIRO from account 012-345678-9']],
    ]);
    const parsed = DBS_CREDIT_PARSER.parse(pdf, buildLines(pdf.items));
    expect(parsed.account.last4).toBe('6617');
    expect(parsed.transactions).toEqual([{ date: '2025-02-20', description: 'GARDEN CENTRE', amountCents: -1200 }]);
  });
});
