import { parseScannedStatement } from '@garden/core';
import {
  dbsAccountMonth,
  drawDbsAccountStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-account.layout';
import { readAsOcr } from '../../../../test-support/statement-pdfs/ocr-slips';
import { PdfTextReader } from '../pdf/pdf-text';

/** A DBS account statement's debit card rows, their dashed card mask garbled the way a blurred scan reads it. */
describe('a dashed card mask garbled by OCR in a scanned row', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it('is read as printed, every other word as read', async () => {
    const { pdf, expected } = await readAsOcr(reader, drawDbsAccountStatement(dbsAccountMonth(5, '2024-02-29', 12)));
    const masked = expected.transactions.filter((row) => row.description.endsWith('XXXX-XXXX-XXXX-4821'));
    expect(masked.length).toBeGreaterThan(0);
    // Tesseract's reading of the mask at 150 dpi (tuning dbs-account 5131).
    const garbled = {
      ...pdf,
      items: pdf.items.map((item) =>
        item.text === 'XXXX-XXXX-XXXX-4821' ? { ...item, text: 'HKXXA-XKAK-KAXKK-4821' } : item,
      ),
    };
    expect(garbled.items.some((item) => item.text === 'HKXXA-XKAK-KAXKK-4821')).toBe(true);
    expect(parseScannedStatement(garbled).transactions).toEqual(expected.transactions);
  });
});
