import { buildLines, chooseParser, formatCents, parseStatement } from '@garden/core';
import {
  chaseCardMonth,
  drawChaseCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/chase-credit.layout';
import {
  citibankCardMonth,
  drawCitibankCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Chase credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page cycle with fragments, shifted columns, wrapped, foreign and ".99" rows', '2024-05-19', undefined],
    ['a Dec 20 - Jan 19 cycle whose rows span two years', '2024-01-19', undefined],
    ['an AES-128 protected statement', '2023-08-19', { password: 'chase-42', encryption: 'aes128' as const }],
  ])('reads %s exactly', async (_label, closingDate, protection) => {
    const scenario = { ...chaseCardMonth(4, closingDate, 40), rowsPerPage: 22, protection };
    const { pdf, expected } = await drawChaseCreditStatement(scenario);
    const extracted = await reader.extract(pdf, protection?.password);
    expect(chooseParser(extracted, buildLines(extracted.items))?.id).toBe('chase-credit');
    const parsed = parseStatement(extracted);
    expect(parsed.bank).toBe('chase');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(-scenario.previousBalanceOwedCents);
    expect(parsed.account).toEqual({
      institution: 'Chase',
      name: 'Chase Credit Card',
      accountType: 'credit',
      last4: scenario.accountNumber.slice(-4),
      currency: 'USD',
      statementDate: closingDate,
      balanceCents: expected.closingOwedCents,
      creditLimitCents: scenario.creditLimitCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, against: 'new balance' });
  });

  it('places December rows of a January statement in the previous year', async () => {
    const { pdf } = await drawChaseCreditStatement(chaseCardMonth(1, '2024-01-19', 10));
    const dates = parseStatement(await reader.extract(pdf)).transactions.map((row) => row.date);
    expect(dates).toContain('2023-12-18');
    expect(dates.every((date) => date >= '2023-12-18' && date <= '2024-01-19')).toBe(true);
  });

  it('reports a misprinted new balance with both figures', async () => {
    const scenario = chaseCardMonth(2, '2024-03-19', 12);
    const { pdf, expected } = await drawChaseCreditStatement({ ...scenario, misprintNewBalanceOwedCents: 99999 });
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.reconciliation.ok).toBe(false);
    expect(parsed.reconciliation.message).toContain(formatCents(-99999));
    expect(parsed.reconciliation.message).toContain(formatCents(expected.closingOwedCents));
  });

  it('does not claim DBS, OCBC or Citibank statements', async () => {
    const others = [
      [(await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5))).pdf, 'dbs'],
      [(await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5))).pdf, 'ocbc'],
      [(await drawCitibankCreditStatement(citibankCardMonth(1, '2024-02-15', 5))).pdf, 'citibank'],
    ] as const;
    for (const [pdf, bank] of others) expect(parseStatement(await reader.extract(pdf)).bank).toBe(bank);
  });
});
