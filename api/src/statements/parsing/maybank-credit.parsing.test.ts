import { MAYBANK_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import { maybankCardMonth } from '../../../../test-support/statement-pdfs/layouts/maybank-credit.layout';
import {
  expectSamplesReadAsTheirBanks,
  sampleDetectionScores,
  type SampleLayout,
} from '../../../../test-support/statement-pdfs/sample-statements';
import {
  expectLayoutRead,
  expectMisprintReported,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Maybank Singapore credit card statements (generated OCR scans)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page two-card month with OCR jitter, split words, stray letters and CR credits', '2023-10-20', undefined],
    ['a January statement of December rows (year rollover)', '2024-01-20', undefined],
    ['an AES-256 protected statement', '2024-05-20', { password: 'mbb-2024', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...maybankCardMonth(3, statementDate, 36), rowsPerPage: 16, protection };
    await expectLayoutRead(reader, MAYBANK_CARD, scenario, () => ({
      account: { name: 'Maybank Family & Friends Mastercard' },
    }));
  });

  it('reports a misprinted total amount due with both figures', async () => {
    const scenario = { ...maybankCardMonth(5, '2023-08-20', 12), misprintTotalByCents: 1000 };
    await expectMisprintReported(reader, MAYBANK_CARD, scenario, ({ closingOwedCents }) => ({
      figuresCents: [closingOwedCents, closingOwedCents - 1000],
      details: { expectedCents: closingOwedCents - 1000, actualCents: closingOwedCents },
    }));
  });

  it('is chosen for Maybank PDFs and does not claim other banks', async () => {
    const others: SampleLayout[] = ['dbs-credit', 'ocbc-credit', 'citibank-credit'];
    expect(await sampleDetectionScores(reader, 'maybank-credit', others)).toEqual([0, 0, 0]);
    await expectSamplesReadAsTheirBanks(reader, [...others, 'maybank-credit']);
  });
});
