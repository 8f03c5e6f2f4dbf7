import { buildLines } from '@garden/core';
import { StatementPdf } from '../../../../test-support/statement-pdfs/statement-pdf';
import { Variation, variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

const PHRASES = ['PAYMENT BY INTERNET', 'EATERY STOP SINGAPORE SG', 'GRAB *RIDE 12 AB SINGAPORE', 'NTUC FP-BEDOK 2 SG'];

describe('words drawn as separate fragments', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds(12))('keep their spaces and stay whole (seed %i)', async (seed) => {
    const variation = new Variation(seed);
    const pdf = new StatementPdf({
      look: { ...variation.look(), wordGapSpaces: variation.between(0.35, 0.95) },
    });
    const sizes: number[] = [];
    PHRASES.forEach((phrase, index) => {
      const size = variation.between(6, 10);
      sizes.push(size);
      pdf.text(60, 80 + index * 18, phrase, { size });
      pdf.text(540, 80 + index * 18, '12.30', { size, align: 'right' });
    });
    const lines = buildLines((await reader.extract(await pdf.toBuffer())).items);
    expect(lines.map((line) => line.cells.map((cell) => cell.text))).toEqual(
      PHRASES.map((phrase) => [phrase, '12.30']),
    );
  });
});
