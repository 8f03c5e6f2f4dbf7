import fs from 'node:fs';
import { buildLines, chooseParser, parseStatement, STATEMENT_PARSERS } from '@garden/core';
import {
  drawOcbcAccountStatement,
  ocbcAccountMonth,
  type OcbcAccountScenario,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-account.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import {
  dbsAccountMonth,
  drawDbsAccountStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-account.layout';
import { OCBC_EXAMPLE } from '../../../../test-support/statement-uploads';
import { PdfTextReader } from '../pdf/pdf-text';

describe('OCBC account statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  const read = async (scenario: OcbcAccountScenario) => {
    const { pdf, expected } = await drawOcbcAccountStatement(scenario);
    const extracted = await reader.extract(pdf, scenario.protection?.password);
    return { parsed: parseStatement(extracted), expected, extracted };
  };
  const mine = STATEMENT_PARSERS.find((parser) => parser.id === 'ocbc-account');

  it.each([
    [
      'a multi-page month with cheques, fragments, later pages shifted right and a page without header',
      { ...ocbcAccountMonth(1, '2023-10-31', 46), laterPageShift: 45, headerlessPages: [3] },
      'OCBC 360 Account',
      'savings',
    ],
    [
      'a January current-account statement of December rows (year rollover)',
      { ...ocbcAccountMonth(2, '2024-01-12', 20, { product: 'OCBC CURRENT ACCOUNT' }), laterPageShift: 25 },
      'OCBC Current Account',
      'checking',
    ],
    [
      'an AES-128 protected statement',
      {
        ...ocbcAccountMonth(3, '2024-06-30', 14),
        protection: { password: 'S1234567A', encryption: 'aes128' as const },
      },
      'OCBC 360 Account',
      'savings',
    ],
  ])('reads %s exactly', async (_label, scenario, name, accountType) => {
    const { parsed, expected, extracted } = await read(scenario);
    expect(chooseParser(extracted, buildLines(extracted.items))?.id).toBe('ocbc-account');
    expect(parsed.bank).toBe('ocbc');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(expected.openingBalanceCents);
    expect(parsed.account).toEqual({
      institution: 'OCBC',
      name,
      accountType,
      last4: expected.last4,
      currency: 'SGD',
      statementDate: scenario.statementDate,
      balanceCents: expected.closingBalanceCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, against: 'closing balance' });
  });

  it('reports printed total withdrawals that the rows do not add up to', async () => {
    const { parsed, expected } = await read({
      ...ocbcAccountMonth(4, '2023-11-30', 12),
      misprintWithdrawalsByCents: 2500,
    });
    expect(parsed.reconciliation).toMatchObject({
      ok: false,
      against: 'total withdrawals',
      expectedCents: expected.totalWithdrawalsCents + 2500,
      actualCents: expected.totalWithdrawalsCents,
    });
    expect(parsed.reconciliation.message).toMatch(/difference 25\.00/);
  });

  it('leaves OCBC card statements (generated and the real example) and DBS accounts alone', async () => {
    const card = await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5));
    const cardText = await reader.extract(card.pdf);
    expect(chooseParser(cardText, buildLines(cardText.items))?.id).toBe('ocbc-credit');
    expect(mine?.detect(cardText, buildLines(cardText.items))).toBe(0);
    const real = await reader.extract(fs.readFileSync(OCBC_EXAMPLE));
    expect(mine?.detect(real, buildLines(real.items))).toBe(0);
    const dbs = await drawDbsAccountStatement(dbsAccountMonth(1, '2024-02-29', 5));
    const dbsText = await reader.extract(dbs.pdf);
    expect(mine?.detect(dbsText, buildLines(dbsText.items))).toBe(0);
  });
});
