import { parseStatement } from '@garden/core';
import { HSBC_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import {
  drawHsbcCreditStatement,
  hsbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/hsbc-credit.layout';
import { expectSamplesReadAsTheirBanks } from '../../../../test-support/statement-pdfs/sample-statements';
import { drawAndRead, expectLayoutRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('HSBC credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month with a right-hand panel, "02Aug" dates, CCY FEE and DCC FEE rows', '2023-08-20', undefined],
    ['a January statement of December rows (year rollover)', '2024-01-20', undefined],
    ['an AES-256 protected statement', '2024-04-20', { password: '01Jan1990123456', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...hsbcCardMonth(4, statementDate, 60), rowsPerPage: 30, protection };
    const { extracted } = await expectLayoutRead(reader, HSBC_CARD, scenario, (expected) => ({
      account: { name: 'HSBC Revolution Credit Card' },
      reconciliation: { expectedCents: expected.closingOwedCents },
    }));
    expect(extracted.pageCount).toBeGreaterThanOrEqual(3);
  });

  it('keeps the dated line amount when a continuation line carries a CCY FEE figure', async () => {
    const { parsed } = await drawAndRead(reader, drawHsbcCreditStatement, hsbcCardMonth(1, '2023-08-20', 3));
    expect(parsed.transactions).toContainEqual({
      date: '2023-07-31',
      description: 'SPOTIFY P1A2B3C4D5 CCY FEE 0.12 STOCKHOLM SE',
      amountCents: -1198,
      foreignAmount: 'EUR 7.99',
    });
    expect(parsed.transactions.filter((row) => row.description === 'DCC FEE')).toHaveLength(1);
  });

  it('reports a printed total that the rows do not add up to, naming both figures', async () => {
    const scenario = { ...hsbcCardMonth(5, '2024-07-20', 10), misprintTotalByCents: 1000 };
    const { parsed } = await drawAndRead(reader, drawHsbcCreditStatement, scenario);
    expect(parsed.reconciliation.ok).toBe(false);
    const { expectedCents = 0, actualCents = 0 } = parsed.reconciliation;
    expect(expectedCents - actualCents).toBe(-1000);
    expect(parsed.reconciliation.message).toMatch(/statement balance is -\S+ \(difference -10\.00\)/);
  });

  it('recognises a copy without the e-mailed metadata by its text', async () => {
    const metadata = { title: undefined, author: undefined, creator: 'Microsoft Print to PDF', producer: 'Microsoft' };
    const scenario = { ...hsbcCardMonth(6, '2024-03-20', 8), metadata };
    const { parsed, expected } = await drawAndRead(reader, drawHsbcCreditStatement, scenario);
    expect(parsed.bank).toBe('hsbc');
    expect(parsed.transactions).toEqual(expected.transactions);
  });

  it('is chosen for HSBC cards and claims no DBS, Citibank or UOB statement', async () => {
    const hsbc = await drawHsbcCreditStatement(hsbcCardMonth(2, '2024-02-20', 5));
    expect(parseStatement(await reader.extract(hsbc.pdf)).bank).toBe('hsbc');
    await expectSamplesReadAsTheirBanks(reader, ['dbs-credit', 'citibank-credit', 'uob-credit']);
  });
});
