import { buildLines, chooseParser, parseStatement, STATEMENT_PARSERS } from '@garden/core';
import {
  dbsAccountMonth,
  drawDbsAccountStatement,
  type DbsAccountScenario,
} from '../../../../test-support/statement-pdfs/layouts/dbs-account.layout';
import {
  dbsCardMonth,
  drawDbsCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

describe('DBS / POSB account statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  const read = async (scenario: DbsAccountScenario) => {
    const { pdf, expected } = await drawDbsAccountStatement(scenario);
    const extracted = await reader.extract(pdf, scenario.protection?.password);
    return { parsed: parseStatement(extracted), expected, extracted };
  };

  it.each([
    [
      'a multi-page month with fragments, later pages shifted right and a page without header',
      { ...dbsAccountMonth(1, '2023-10-31', 45), laterPageShift: 45, headerlessPages: [4] },
      'savings',
    ],
    [
      'a January current-account statement of December rows (year rollover)',
      { ...dbsAccountMonth(2, '2024-01-15', 20, { product: 'DBS CURRENT ACCOUNT' }), laterPageShift: 30 },
      'checking',
    ],
    [
      'an AES-256 protected statement',
      { ...dbsAccountMonth(3, '2024-05-31', 18), protection: { password: 'posb-1234', encryption: 'aes256' as const } },
      'savings',
    ],
    ['a month with only deposits', { ...dbsAccountMonth(4, '2024-03-31', 16, { depositsOnly: true }) }, 'savings'],
  ])('reads %s exactly', async (_label, scenario, accountType) => {
    const { parsed, expected, extracted } = await read(scenario);
    expect(chooseParser(extracted, buildLines(extracted.items))?.id).toBe('dbs-account');
    expect(parsed.bank).toBe('dbs');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(expected.openingBalanceCents);
    expect(parsed.account).toEqual({
      institution: 'DBS',
      name: scenario.product.replace(
        / (SAVINGS|CURRENT) ACCOUNT$/,
        (_m, kind: string) => ` ${kind[0]}${kind.slice(1).toLowerCase()} Account`,
      ),
      accountType,
      last4: expected.last4,
      currency: 'SGD',
      statementDate: scenario.statementDate,
      balanceCents: expected.closingBalanceCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, against: 'closing balance' });
  });

  it('reports a carried-forward balance that the rows do not add up to', async () => {
    const { parsed, expected } = await read({ ...dbsAccountMonth(5, '2023-11-30', 12), misprintClosingByCents: 1000 });
    expect(parsed.reconciliation).toMatchObject({
      ok: false,
      against: 'closing balance',
      expectedCents: expected.closingBalanceCents + 1000,
      actualCents: expected.closingBalanceCents,
    });
    expect(parsed.reconciliation.message).toMatch(/difference 10\.00/);
  });

  it('is chosen only for its own layout', async () => {
    const card = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    const cardText = await reader.extract(card.pdf);
    expect(chooseParser(cardText, buildLines(cardText.items))?.id).toBe('dbs-credit');
    const ocbc = await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5));
    const ocbcText = await reader.extract(ocbc.pdf);
    const mine = STATEMENT_PARSERS.find((parser) => parser.id === 'dbs-account');
    expect(mine?.detect(ocbcText, buildLines(ocbcText.items))).toBe(0);
    expect(mine?.detect(cardText, buildLines(cardText.items))).toBe(0);
  });
});
