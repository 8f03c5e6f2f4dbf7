import { OCBC_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { drawAndRead, expectLayoutRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('OCBC credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month with fragments, shifted columns, wrapped and foreign lines', '2024-06-01', undefined],
    ['a January statement of December rows (year rollover)', '2024-01-01', undefined],
    ['an AES-128 protected statement', '2024-03-01', { password: 'seed-123', encryption: 'aes128' as const }],
    ['an AES-256 protected statement', '2024-04-01', { password: 'seed-456', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    await expectLayoutRead(reader, OCBC_CARD, { ...ocbcCardMonth(3, statementDate, 60), rowsPerPage: 22, protection });
  });

  it('reports a printed total that the rows do not add up to', async () => {
    const scenario = { ...ocbcCardMonth(5, '2024-07-01', 10), misprintTotalByCents: 1000 };
    const { parsed } = await drawAndRead(reader, drawOcbcCreditStatement, scenario);
    expect(parsed.reconciliation.ok).toBe(false);
    expect(parsed.reconciliation.message).toMatch(/difference -10\.00/);
  });
});
