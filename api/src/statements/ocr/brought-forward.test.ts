import { parseScannedStatement, parseStatement, type ExtractedPdf, type ParsedTransaction } from '@garden/core';
import {
  drawOcbcAccountStatement,
  ocbcAccountMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-account.layout';
import {
  drawUobAccountStatement,
  uobAccountMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-account.layout';
import { readAsOcr } from '../../../../test-support/statement-pdfs/ocr-slips';
import { PdfTextReader } from '../pdf/pdf-text';

/** The statement with its first "B/F" read as OCR reads a lost or thin slash. */
function withFirstBroughtForwardAs(pdf: ExtractedPdf, reading: string): ExtractedPdf {
  const first = pdf.items.findIndex((item) => /\bB\/F\b/.test(item.text));
  expect(first).toBeGreaterThanOrEqual(0);
  return {
    ...pdf,
    items: pdf.items.map((item, index) =>
      index === first ? { ...item, text: item.text.replace('B/F', reading) } : item,
    ),
  };
}

/**
 * A scan's first BALANCE B/F read with its slash lost ("BALANCE BF", uob-account tuning seed 5000 at 150 dpi)
 * or as a stroke: still the opening balance. Unread, the next page's brought-forward balance stood in for
 * it, and rows read from there on added up to the closing balance while the first page's rows were lost.
 */
describe('an opening balance whose B/F a scan misreads', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  type Drawing = Promise<{ pdf: Buffer; expected: { transactions: ParsedTransaction[] } }>;
  const layouts: Record<string, () => Drawing> = {
    'uob-account': () => drawUobAccountStatement(uobAccountMonth(5, '2024-02-29', 30)),
    'ocbc-account': () => drawOcbcAccountStatement(ocbcAccountMonth(5, '2024-02-29', 30)),
  };

  it.each(Object.entries(layouts))('%s: reads every row from the first page on', async (_layout, draw) => {
    const { pdf, expected } = await readAsOcr(reader, draw());
    const printed = parseStatement(pdf);
    expect(printed.transactions).toEqual(expected.transactions);
    for (const reading of ['BF', 'B1F', 'B F', 'B|F']) {
      const parsed = parseScannedStatement(withFirstBroughtForwardAs(pdf, reading));
      expect(parsed.openingBalanceCents).toBe(printed.openingBalanceCents);
      expect(parsed.transactions).toEqual(expected.transactions);
      expect(parsed.reconciliation.ok).toBe(true);
    }
  });
});
