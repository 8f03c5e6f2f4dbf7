import { DBS_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import { dbsCardMonth } from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import { expectSamplesReadAsTheirBanks } from '../../../../test-support/statement-pdfs/sample-statements';
import { expectLayoutRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('DBS credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month with fragments, shifted columns, REF NO and foreign lines', '2023-10-15', undefined],
    ['a January statement of December rows (year rollover)', '2024-01-15', undefined],
    ['an AES-256 protected statement', '2024-05-15', { password: 'dbs-789', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    await expectLayoutRead(reader, DBS_CARD, { ...dbsCardMonth(2, statementDate, 45), rowsPerPage: 25, protection });
  });

  it('is not mistaken for OCBC, nor OCBC for DBS', async () => {
    await expectSamplesReadAsTheirBanks(reader, ['ocbc-credit', 'dbs-credit']);
  });
});
