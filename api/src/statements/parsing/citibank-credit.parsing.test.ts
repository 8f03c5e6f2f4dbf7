import { statementMessage, parseStatement } from '@garden/core';
import { CITIBANK_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import { citibankCardMonth } from '../../../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import { expectSamplesReadAsTheirBanks } from '../../../../test-support/statement-pdfs/sample-statements';
import { StatementPdf } from '../../../../test-support/statement-pdfs/statement-pdf';
import { expectLayoutRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Citibank credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month with fragments, "14NOV" dates, wrapped, foreign and fee rows', '2022-11-15', undefined],
    ['a January statement of December rows (year rollover)', '2023-01-15', undefined],
    ['an AES-128 protected statement', '2023-06-15', { password: 'citi-1', encryption: 'aes128' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...citibankCardMonth(4, statementDate, 40), rowsPerPage: 24, protection };
    await expectLayoutRead(reader, CITIBANK_CARD, scenario);
  });

  it('does not claim a DBS statement', async () => {
    await expectSamplesReadAsTheirBanks(reader, ['dbs-credit']);
  });
});

describe('a PDF no parser recognises', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it('is reported as an unrecognised layout, never guessed at', async () => {
    const pdf = new StatementPdf();
    pdf.text(40, 60, 'Minutes of the garden club meeting, 3 March 2024');
    pdf.text(40, 80, 'Seeds ordered 12.50 and compost 40.00');
    const extracted = await reader.extract(await pdf.toBuffer());
    expect(() => parseStatement(extracted)).toThrow(statementMessage('UNRECOGNISED'));
  });
});
