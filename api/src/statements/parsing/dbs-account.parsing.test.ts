import { DBS_ACCOUNT } from '../../../../test-support/statement-pdfs/layout-families';
import {
  dbsAccountMonth,
  drawDbsAccountStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-account.layout';
import { extractSample } from '../../../../test-support/statement-pdfs/sample-statements';
import {
  chosenParserId,
  detectionScore,
  drawAndRead,
  expectLayoutRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('DBS / POSB account statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    [
      'a multi-page month with fragments, later pages shifted right and a page without header',
      { ...dbsAccountMonth(1, '2023-10-31', 45), laterPageShift: 45, headerlessPages: [4] },
      'POSB Savings Account',
      'savings' as const,
    ],
    [
      'a January current-account statement of December rows (year rollover)',
      { ...dbsAccountMonth(2, '2024-01-15', 20, { product: 'DBS CURRENT ACCOUNT' }), laterPageShift: 30 },
      'DBS Current Account',
      'checking' as const,
    ],
    [
      'an AES-256 protected statement',
      { ...dbsAccountMonth(3, '2024-05-31', 18), protection: { password: 'posb-1234', encryption: 'aes256' as const } },
      'POSB Savings Account',
      'savings' as const,
    ],
    [
      'a month with only deposits',
      { ...dbsAccountMonth(4, '2024-03-31', 16, { depositsOnly: true }) },
      'POSB Savings Account',
      'savings' as const,
    ],
  ])('reads %s exactly', async (_label, scenario, name, accountType) => {
    await expectLayoutRead(reader, DBS_ACCOUNT, scenario, () => ({ account: { name, accountType } }));
  });

  it('reports a carried-forward balance that the rows do not add up to', async () => {
    const scenario = { ...dbsAccountMonth(5, '2023-11-30', 12), misprintClosingByCents: 1000 };
    const { parsed, expected } = await drawAndRead(reader, drawDbsAccountStatement, scenario);
    expect(parsed.reconciliation).toMatchObject({
      ok: false,
      against: 'closing balance',
      expectedCents: expected.closingBalanceCents + 1000,
      actualCents: expected.closingBalanceCents,
    });
    expect(parsed.reconciliation.message).toMatch(/difference 10\.00/);
  });

  it('is chosen only for its own layout', async () => {
    const cardText = await extractSample(reader, 'dbs-credit');
    expect(chosenParserId(cardText)).toBe('dbs-credit');
    const ocbcText = await extractSample(reader, 'ocbc-credit');
    expect(detectionScore('dbs-account', ocbcText)).toBe(0);
    expect(detectionScore('dbs-account', cardText)).toBe(0);
  });
});
