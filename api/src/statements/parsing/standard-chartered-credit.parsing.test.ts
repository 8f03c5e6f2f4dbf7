import { formatCents, parseStatement } from '@garden/core';
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
import {
  drawStandardCharteredCreditStatement,
  standardCharteredCardMonth,
  type ScbCardScenario,
} from '../../../../test-support/statement-pdfs/layouts/standard-chartered-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Standard Chartered credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  const read = async (scenario: ScbCardScenario) => {
    const { pdf, expected } = await drawStandardCharteredCreditStatement(scenario);
    return { parsed: parseStatement(await reader.extract(pdf, scenario.protection?.password)), expected };
  };

  it.each([
    ['a multi-page month with fragments, shifted columns, references, wrapped and foreign rows', '2023-05-16', {}],
    ['a January statement of December rows with full month names (rollover)', '2024-01-16', { longMonthNames: true }],
    [
      'an AES-256 protected statement',
      '2024-07-16',
      { protection: { password: 'scb-4321', encryption: 'aes256' as const } },
    ],
  ])('reads %s exactly', async (_label, statementDate, options) => {
    const scenario = { ...standardCharteredCardMonth(3, statementDate, 45), rowsPerPage: 22, ...options };
    const { parsed, expected } = await read(scenario);
    expect(parsed.bank).toBe('standard_chartered');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(-scenario.previousBalanceOwedCents);
    expect(parsed.account).toEqual({
      institution: 'Standard Chartered',
      name: 'Simply Cash Credit Card',
      accountType: 'credit',
      last4: scenario.cardNumber.slice(-4),
      currency: 'SGD',
      statementDate,
      balanceCents: expected.closingOwedCents,
      creditLimitCents: scenario.creditLimitCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, expectedCents: expected.closingOwedCents });
  });

  it('spans the year in a January statement', async () => {
    const { parsed } = await read(standardCharteredCardMonth(1, '2024-01-16', 10));
    const years = new Set(parsed.transactions.map((row) => row.date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024']);
  });

  it('reports a misprinted new balance with both figures', async () => {
    const scenario = { ...standardCharteredCardMonth(2, '2023-09-16', 12), misprintCents: 1000 };
    const { parsed, expected } = await read(scenario);
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.account.balanceCents).toBe(expected.printedClosingCents);
    expect(parsed.reconciliation.ok).toBe(false);
    expect(parsed.reconciliation.message).toContain(formatCents(expected.closingOwedCents));
    expect(parsed.reconciliation.message).toContain(formatCents(expected.printedClosingCents));
  });

  it('is chosen for its own statements, also with changed metadata, and claims no other bank', async () => {
    const scb = await drawStandardCharteredCreditStatement(standardCharteredCardMonth(1, '2024-03-16', 5));
    expect(parseStatement(await reader.extract(scb.pdf)).bank).toBe('standard_chartered');
    const drifted = await drawStandardCharteredCreditStatement({
      ...standardCharteredCardMonth(1, '2024-03-16', 5),
      metadata: { title: 'Statement', producer: 'OpenPDF 1.3.30' },
    });
    expect(parseStatement(await reader.extract(drifted.pdf)).bank).toBe('standard_chartered');
    const dbs = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    expect(parseStatement(await reader.extract(dbs.pdf)).bank).toBe('dbs');
    const ocbc = await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5));
    expect(parseStatement(await reader.extract(ocbc.pdf)).bank).toBe('ocbc');
    const citi = await drawCitibankCreditStatement(citibankCardMonth(1, '2024-02-15', 5));
    expect(parseStatement(await reader.extract(citi.pdf)).bank).toBe('citibank');
  });
});
