import { buildLines, chooseParser, parseStatement, STATEMENT_PARSERS } from '@garden/core';
import {
  drawUobAccountStatement,
  uobAccountMonth,
  type UobAccountScenario,
} from '../../../../test-support/statement-pdfs/layouts/uob-account.layout';
import {
  drawUobCreditStatement,
  uobCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-credit.layout';
import {
  dbsAccountMonth,
  drawDbsAccountStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-account.layout';
import {
  drawOcbcAccountStatement,
  ocbcAccountMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-account.layout';
import { PdfTextReader } from '../pdf/pdf-text';

describe('UOB account statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  const read = async (scenario: UobAccountScenario) => {
    const { pdf, expected } = await drawUobAccountStatement(scenario);
    const extracted = await reader.extract(pdf, scenario.protection?.password);
    return { parsed: parseStatement(extracted), expected, extracted };
  };

  it.each([
    [
      'a multi-page month with fragments, a balance per day, later pages shifted right and a page without header',
      { ...uobAccountMonth(1, '2023-10-31', 50), laterPageShift: 50, headerlessPages: [3] },
      'UOB One Account',
      'savings',
    ],
    [
      'a January current-account statement of December rows (year rollover)',
      { ...uobAccountMonth(2, '2024-01-14', 24, { product: 'UOB Current Account' }), laterPageShift: 20 },
      'UOB Current Account',
      'checking',
    ],
    [
      'an AES-256 protected statement',
      { ...uobAccountMonth(3, '2024-08-31', 16), protection: { password: '01Jan90', encryption: 'aes256' as const } },
      'UOB One Account',
      'savings',
    ],
  ])('reads %s exactly', async (_label, scenario, name, accountType) => {
    const { parsed, expected, extracted } = await read(scenario);
    expect(chooseParser(extracted, buildLines(extracted.items))?.id).toBe('uob-account');
    expect(parsed.bank).toBe('uob');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(expected.openingBalanceCents);
    expect(parsed.account).toEqual({
      institution: 'UOB',
      name,
      accountType,
      last4: expected.last4,
      currency: 'SGD',
      statementDate: scenario.statementDate,
      balanceCents: expected.closingBalanceCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, against: 'closing balance' });
  });

  it('reports printed total deposits that the rows do not add up to', async () => {
    const { parsed, expected } = await read({ ...uobAccountMonth(4, '2023-12-31', 14), misprintDepositsByCents: -990 });
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
    const { parsed, expected } = await read({ ...scenario, wrongSideRow: wrong });
    const row = expected.transactions[wrong];
    expect(parsed.reconciliation).toMatchObject({ ok: false, against: 'running balance' });
    expect(parsed.reconciliation.message).toContain(`Row ${wrong + 1} (${row?.date ?? ''} ${row?.description ?? ''}`);
  });

  it('is chosen only for its own layout', async () => {
    const mine = STATEMENT_PARSERS.find((parser) => parser.id === 'uob-account');
    const card = await drawUobCreditStatement(uobCardMonth(1, '2024-02-15', 5));
    const cardText = await reader.extract(card.pdf);
    expect(chooseParser(cardText, buildLines(cardText.items))?.id).toBe('uob-credit');
    expect(mine?.detect(cardText, buildLines(cardText.items))).toBe(0);
    for (const other of [
      await drawDbsAccountStatement(dbsAccountMonth(1, '2024-02-29', 5)),
      await drawOcbcAccountStatement(ocbcAccountMonth(1, '2024-02-29', 5)),
    ]) {
      const text = await reader.extract(other.pdf);
      expect(mine?.detect(text, buildLines(text.items))).toBe(0);
    }
  });
});
