import { parseStatement } from '@garden/core';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

describe('DBS credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month with fragments, shifted columns, REF NO and foreign lines', '2023-10-15', undefined],
    ['a January statement of December rows (year rollover)', '2024-01-15', undefined],
    ['an AES-256 protected statement', '2024-05-15', { password: 'dbs-789', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...dbsCardMonth(2, statementDate, 45), rowsPerPage: 25, protection };
    const { pdf, expected } = await drawDbsCreditStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf, protection?.password));
    expect(parsed.bank).toBe('dbs');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(-scenario.previousBalanceOwedCents);
    expect(parsed.account).toMatchObject({
      institution: 'DBS',
      accountType: 'credit',
      last4: scenario.cardNumber.slice(-4),
      statementDate,
      balanceCents: expected.closingOwedCents,
      creditLimitCents: scenario.creditLimitCents,
    });
    expect(parsed.reconciliation.ok).toBe(true);
  });

  it('is not mistaken for OCBC, nor OCBC for DBS', async () => {
    const ocbc = await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5));
    expect(parseStatement(await reader.extract(ocbc.pdf)).bank).toBe('ocbc');
    const dbs = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    expect(parseStatement(await reader.extract(dbs.pdf)).bank).toBe('dbs');
  });
});
