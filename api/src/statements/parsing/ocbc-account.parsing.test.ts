import fs from 'node:fs';
import { OCBC_ACCOUNT } from '../../../../test-support/statement-pdfs/layout-families';
import {
  drawOcbcAccountStatement,
  ocbcAccountMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-account.layout';
import { extractSample } from '../../../../test-support/statement-pdfs/sample-statements';
import {
  chosenParserId,
  detectionScore,
  drawAndRead,
  expectLayoutRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { OCBC_EXAMPLE } from '../../../../test-support/statement-uploads';
import { PdfTextReader } from '../pdf/pdf-text';

describe('OCBC account statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    [
      'a multi-page month with cheques, fragments, later pages shifted right and a page without header',
      { ...ocbcAccountMonth(1, '2023-10-31', 46), laterPageShift: 45, headerlessPages: [3] },
      'OCBC 360 Account',
      'savings' as const,
    ],
    [
      'a January current-account statement of December rows (year rollover)',
      { ...ocbcAccountMonth(2, '2024-01-12', 20, { product: 'OCBC CURRENT ACCOUNT' }), laterPageShift: 25 },
      'OCBC Current Account',
      'checking' as const,
    ],
    [
      'an AES-128 protected statement',
      {
        ...ocbcAccountMonth(3, '2024-06-30', 14),
        protection: { password: 'S1234567A', encryption: 'aes128' as const },
      },
      'OCBC 360 Account',
      'savings' as const,
    ],
  ])('reads %s exactly', async (_label, scenario, name, accountType) => {
    await expectLayoutRead(reader, OCBC_ACCOUNT, scenario, () => ({ account: { name, accountType } }));
  });

  it('reports printed total withdrawals that the rows do not add up to', async () => {
    const scenario = { ...ocbcAccountMonth(4, '2023-11-30', 12), misprintWithdrawalsByCents: 2500 };
    const { parsed, expected } = await drawAndRead(reader, drawOcbcAccountStatement, scenario);
    expect(parsed.reconciliation).toMatchObject({
      ok: false,
      against: 'total withdrawals',
      expectedCents: expected.totalWithdrawalsCents + 2500,
      actualCents: expected.totalWithdrawalsCents,
    });
    expect(parsed.reconciliation.message).toMatch(/difference 25\.00/);
  });

  it('leaves OCBC card statements (generated and the real example) and DBS accounts alone', async () => {
    const cardText = await extractSample(reader, 'ocbc-credit');
    expect(chosenParserId(cardText)).toBe('ocbc-credit');
    expect(detectionScore('ocbc-account', cardText)).toBe(0);
    const real = await reader.extract(fs.readFileSync(OCBC_EXAMPLE));
    expect(detectionScore('ocbc-account', real)).toBe(0);
    expect(detectionScore('ocbc-account', await extractSample(reader, 'dbs-account'))).toBe(0);
  });
});
