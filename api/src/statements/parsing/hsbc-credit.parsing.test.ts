import { parseStatement } from '@garden/core';
import {
  citibankCardMonth,
  drawCitibankCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawHsbcCreditStatement,
  hsbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/hsbc-credit.layout';
import {
  drawUobCreditStatement,
  uobCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-credit.layout';
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
    const { pdf, expected } = await drawHsbcCreditStatement(scenario);
    const extracted = await reader.extract(pdf, protection?.password);
    expect(extracted.pageCount).toBeGreaterThanOrEqual(3);
    const parsed = parseStatement(extracted);
    expect(parsed.bank).toBe('hsbc');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(-scenario.previousBalanceOwedCents);
    expect(parsed.account).toEqual({
      institution: 'HSBC',
      name: 'HSBC Revolution Credit Card',
      accountType: 'credit',
      last4: scenario.cardNumber.slice(-4),
      currency: 'SGD',
      statementDate,
      balanceCents: expected.closingOwedCents,
      creditLimitCents: scenario.creditLimitCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, expectedCents: expected.closingOwedCents });
  });

  it('keeps the dated line amount when a continuation line carries a CCY FEE figure', async () => {
    const { pdf } = await drawHsbcCreditStatement(hsbcCardMonth(1, '2023-08-20', 3));
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toContainEqual({
      date: '2023-07-31',
      description: 'SPOTIFY P1A2B3C4D5 CCY FEE 0.12 STOCKHOLM SE',
      amountCents: -1198,
      foreignAmount: 'EUR 7.99',
    });
    expect(parsed.transactions.filter((row) => row.description === 'DCC FEE')).toHaveLength(1);
  });

  it('reports a printed total that the rows do not add up to, naming both figures', async () => {
    const { pdf } = await drawHsbcCreditStatement({
      ...hsbcCardMonth(5, '2024-07-20', 10),
      misprintTotalByCents: 1000,
    });
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.reconciliation.ok).toBe(false);
    const { expectedCents = 0, actualCents = 0 } = parsed.reconciliation;
    expect(expectedCents - actualCents).toBe(-1000);
    expect(parsed.reconciliation.message).toMatch(/statement balance is -\S+ \(difference -10\.00\)/);
  });

  it('recognises a copy without the e-mailed metadata by its text', async () => {
    const metadata = { title: undefined, author: undefined, creator: 'Microsoft Print to PDF', producer: 'Microsoft' };
    const { pdf, expected } = await drawHsbcCreditStatement({ ...hsbcCardMonth(6, '2024-03-20', 8), metadata });
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.bank).toBe('hsbc');
    expect(parsed.transactions).toEqual(expected.transactions);
  });

  it('is chosen for HSBC cards and claims no DBS, Citibank or UOB statement', async () => {
    const hsbc = await drawHsbcCreditStatement(hsbcCardMonth(2, '2024-02-20', 5));
    expect(parseStatement(await reader.extract(hsbc.pdf)).bank).toBe('hsbc');
    const dbs = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    expect(parseStatement(await reader.extract(dbs.pdf)).bank).toBe('dbs');
    const citi = await drawCitibankCreditStatement(citibankCardMonth(1, '2024-02-15', 5));
    expect(parseStatement(await reader.extract(citi.pdf)).bank).toBe('citibank');
    const uob = await drawUobCreditStatement(uobCardMonth(1, '2024-02-12', 5));
    expect(parseStatement(await reader.extract(uob.pdf)).bank).toBe('uob');
  });
});
