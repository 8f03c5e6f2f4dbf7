import { buildLines } from '../statement-lines';
import type { ExtractedPdf, TextItem } from '../statement.types';
import { MAYBANK_CREDIT_PARSER } from './maybank-credit.parser';

/** Lines of text items on page 1: each entry is [y, [x, text]...], 5 points a character. */
function pdfOf(rows: [number, ...[number, string][]][]): ExtractedPdf {
  const items: TextItem[] = rows.flatMap(([y, ...cells]) =>
    cells.map(([x, text]) => ({ page: 1, x, y, width: text.length * 5, text })),
  );
  return { pageCount: 1, pages: [{ width: 595, height: 842 }], items, metadata: {} };
}

describe('a Maybank card statement', () => {
  it('reads day-first numeric row dates (transaction date second) and a card heading that prints only the ending', () => {
    const pdf = pdfOf([
      [30, [40, 'Maybank'], [300, 'www.maybank2u.com.sg']],
      [50, [300, 'STATEMENT DATE 28 FEB 2025']],
      [62, [300, 'PAYMENT DUE 20 MAR 2025']],
      [90, [40, 'MAYBANK PLATINUM VISA ending 4410']],
      [110, [40, 'POSTING DATE'], [110, 'TRANSACTION DATE'], [200, 'DESCRIPTION'], [460, 'AMOUNT (SGD)']],
      [130, [200, 'PREVIOUS STATEMENT BALANCE'], [500, '40.00']],
      [145, [40, '14/02'], [110, '12/02'], [200, 'NEIGHBOURHOOD BAKERY'], [500, '7.20']],
      [160, [40, '21/02'], [110, '21/02'], [200, 'PAYMENT RECEIVED'], [490, '40.00 CR']],
      [175, [200, 'TOTAL OUTSTANDING BALANCE'], [500, '7.20']],
    ]);
    const parsed = MAYBANK_CREDIT_PARSER.parse(pdf, buildLines(pdf.items));
    expect(parsed.transactions.map((row) => [row.date, row.description, row.amountCents])).toEqual([
      ['2025-02-12', 'NEIGHBOURHOOD BAKERY', -720],
      ['2025-02-21', 'PAYMENT RECEIVED', 4000],
    ]);
    expect(parsed.account.last4).toBe('4410');
    expect(parsed.reconciliation.ok).toBe(true);
  });
});
