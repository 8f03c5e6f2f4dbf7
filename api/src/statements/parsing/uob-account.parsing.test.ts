import { UOB_ACCOUNT } from '../../../../test-support/statement-pdfs/layout-families';
import {
  drawUobAccountStatement,
  uobAccountMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-account.layout';
import {
  drawUobCreditStatement,
  uobCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-credit.layout';
import { sampleDetectionScores } from '../../../../test-support/statement-pdfs/sample-statements';
import {
  chosenParserId,
  detectionScore,
  drawAndRead,
  expectLayoutRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('UOB account statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    [
      'a multi-page month with fragments, a balance per day, later pages shifted right and a page without header',
      { ...uobAccountMonth(1, '2023-10-31', 50), laterPageShift: 50, headerlessPages: [3] },
      'UOB One Account',
      'savings' as const,
    ],
    [
      'a January current-account statement of December rows (year rollover)',
      { ...uobAccountMonth(2, '2024-01-14', 24, { product: 'UOB Current Account' }), laterPageShift: 20 },
      'UOB Current Account',
      'checking' as const,
    ],
    [
      'an AES-256 protected statement',
      { ...uobAccountMonth(3, '2024-08-31', 16), protection: { password: '01Jan90', encryption: 'aes256' as const } },
      'UOB One Account',
      'savings' as const,
    ],
  ])('reads %s exactly', async (_label, scenario, name, accountType) => {
    await expectLayoutRead(reader, UOB_ACCOUNT, scenario, () => ({ account: { name, accountType } }));
  });

  it('reports printed total deposits that the rows do not add up to', async () => {
    const scenario = { ...uobAccountMonth(4, '2023-12-31', 14), misprintDepositsByCents: -990 };
    const { parsed, expected } = await drawAndRead(reader, drawUobAccountStatement, scenario);
    expect(parsed.reconciliation).toMatchObject({
      ok: false,
      against: 'total deposits',
      expectedCents: expected.totalDepositsCents - 990,
      actualCents: expected.totalDepositsCents,
    });
    expect(parsed.reconciliation.message).toMatch(/difference -9\.90/);
  });

  it('names the first row whose running balance breaks (an amount drawn in the wrong column)', async () => {
    const scenario = uobAccountMonth(5, '2024-02-29', 12);
    // A withdrawal that is the last row of its day, so its own printed balance exposes it.
    const wrong = scenario.rows.findIndex(
      (row, index) => row.amountCents < 0 && scenario.rows[index + 1]?.date !== row.date,
    );
    const { parsed, expected } = await drawAndRead(reader, drawUobAccountStatement, {
      ...scenario,
      wrongSideRow: wrong,
    });
    const row = expected.transactions[wrong];
    expect(parsed.reconciliation).toMatchObject({ ok: false, against: 'running balance' });
    expect(parsed.reconciliation.message).toContain(`Row ${wrong + 1} (${row?.date ?? ''} ${row?.description ?? ''}`);
  });

  it('is chosen only for its own layout', async () => {
    const card = await drawUobCreditStatement(uobCardMonth(1, '2024-02-15', 5));
    const cardText = await reader.extract(card.pdf);
    expect(chosenParserId(cardText)).toBe('uob-credit');
    expect(detectionScore('uob-account', cardText)).toBe(0);
    expect(await sampleDetectionScores(reader, 'uob-account', ['dbs-account', 'ocbc-account'])).toEqual([0, 0]);
  });
});
