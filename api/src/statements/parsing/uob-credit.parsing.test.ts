import { parseStatement } from '@garden/core';
import { UOB_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import {
  drawUobCreditStatement,
  uobCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-credit.layout';
import {
  expectSamplesReadAsTheirBanks,
  extractSample,
} from '../../../../test-support/statement-pdfs/sample-statements';
import {
  detectionScore,
  drawAndRead,
  expectLayoutRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('UOB credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month with fragments, shifted columns, Ref No., wrapped and foreign lines', '2023-10-12', undefined],
    ['a January statement of December rows (year rollover)', '2024-01-12', undefined],
    ['an AES-128 protected statement', '2024-05-12', { password: 'uob-1234', encryption: 'aes128' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...uobCardMonth(3, statementDate, 45), rowsPerPage: 24, protection };
    const { extracted } = await expectLayoutRead(reader, UOB_CARD, scenario, (expected) => ({
      account: { name: 'UOB One Card' },
      reconciliation: { expectedCents: expected.closingOwedCents },
    }));
    expect(extracted.pageCount).toBeGreaterThanOrEqual(3);
  });

  it('keeps December rows posted in January in the previous year', async () => {
    const { parsed, expected } = await drawAndRead(reader, drawUobCreditStatement, uobCardMonth(1, '2024-01-03', 10));
    expect(parsed.transactions.some((row) => row.date.startsWith('2023-12'))).toBe(true);
    expect(parsed.transactions).toEqual(expected.transactions);
  });

  it('reports a printed total that the rows do not add up to, naming both figures', async () => {
    const scenario = { ...uobCardMonth(5, '2024-07-12', 10), misprintTotalByCents: 1000 };
    const { parsed } = await drawAndRead(reader, drawUobCreditStatement, scenario);
    expect(parsed.reconciliation.ok).toBe(false);
    const { expectedCents = 0, actualCents = 0 } = parsed.reconciliation;
    expect(expectedCents - actualCents).toBe(-1000);
    expect(parsed.reconciliation.message).toMatch(/TOTAL BALANCE FOR UOB ONE CARD is -\S+ \(difference -10\.00\)/i);
  });

  it('recognises an app download without the Vault metadata by its card header and e-mail', async () => {
    const metadata = { creator: 'Microsoft Print to PDF', producer: 'Microsoft: Print To PDF' };
    const scenario = { ...uobCardMonth(4, '2024-03-12', 8), metadata };
    const { parsed, expected } = await drawAndRead(reader, drawUobCreditStatement, scenario);
    expect(parsed.bank).toBe('uob');
    expect(parsed.transactions).toEqual(expected.transactions);
  });

  it('is chosen for UOB cards and claims no UOB account, DBS or OCBC statement', async () => {
    const uob = await drawUobCreditStatement(uobCardMonth(2, '2024-02-12', 5));
    expect(parseStatement(await reader.extract(uob.pdf)).bank).toBe('uob');
    expect(detectionScore('uob-credit', await extractSample(reader, 'uob-account'))).toBe(0);
    await expectSamplesReadAsTheirBanks(reader, ['dbs-credit', 'ocbc-credit']);
  });
});
