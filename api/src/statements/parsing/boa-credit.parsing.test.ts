import { parseStatement } from '@garden/core';
import { BOA_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import {
  boaCardMonth,
  drawBoaCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/boa-credit.layout';
import { extractSample } from '../../../../test-support/statement-pdfs/sample-statements';
import {
  detectionScore,
  drawAndRead,
  expectLayoutRead,
  expectMisprintReported,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Bank of America credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    [
      'a multi-page month: fragments, shifted columns, wrapped, foreign, fee and interest rows',
      '2024-05-20',
      undefined,
    ],
    ['a January statement of December rows (year rollover)', '2024-01-14', undefined],
    ['an AES-256 protected statement', '2024-08-02', { password: 'boa-4321', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    await expectLayoutRead(reader, BOA_CARD, { ...boaCardMonth(3, statementDate, 40), rowsPerPage: 22, protection });
  });

  it('keeps the year of December rows and the transaction (not posting) date', async () => {
    const { parsed } = await drawAndRead(reader, drawBoaCreditStatement, boaCardMonth(1, '2024-01-14', 6));
    const dates = parsed.transactions.map((row) => row.date);
    expect(dates).toContain('2023-12-31');
    expect(dates.every((date) => date >= '2023-12-15' && date <= '2024-01-14')).toBe(true);
  });

  it('reports a misprinted New Balance Total with both figures', async () => {
    const scenario = { ...boaCardMonth(5, '2024-03-18', 12), misprintNewBalanceByCents: 1000 };
    await expectMisprintReported(reader, BOA_CARD, scenario, ({ closingCents }) => ({
      figuresCents: [closingCents, closingCents - 1000],
      details: { against: 'new balance total' },
    }));
  });

  it('does not claim other banks, and they do not claim it', async () => {
    const dbsText = await extractSample(reader, 'dbs-credit');
    expect(detectionScore('boa-credit', dbsText)).toBe(0);
    expect(parseStatement(dbsText).bank).toBe('dbs');
    expect(detectionScore('boa-credit', await extractSample(reader, 'ocbc-credit'))).toBe(0);
  });
});
