import { parseStatement } from '@garden/core';
import { STANDARD_CHARTERED_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import {
  drawStandardCharteredCreditStatement,
  standardCharteredCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/standard-chartered-credit.layout';
import { expectSamplesReadAsTheirBanks } from '../../../../test-support/statement-pdfs/sample-statements';
import {
  drawAndRead,
  expectLayoutRead,
  expectMisprintReported,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Standard Chartered credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

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
    await expectLayoutRead(reader, STANDARD_CHARTERED_CARD, scenario, (expected) => ({
      account: { name: 'Simply Cash Credit Card' },
      reconciliation: { expectedCents: expected.closingOwedCents },
    }));
  });

  it('spans the year in a January statement', async () => {
    const scenario = standardCharteredCardMonth(1, '2024-01-16', 10);
    const { parsed } = await drawAndRead(reader, drawStandardCharteredCreditStatement, scenario);
    const years = new Set(parsed.transactions.map((row) => row.date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024']);
  });

  it('reports a misprinted new balance with both figures', async () => {
    const scenario = { ...standardCharteredCardMonth(2, '2023-09-16', 12), misprintCents: 1000 };
    const { parsed, expected } = await expectMisprintReported(reader, STANDARD_CHARTERED_CARD, scenario, (drawn) => ({
      figuresCents: [drawn.closingOwedCents, drawn.printedClosingCents],
    }));
    expect(parsed.account.balanceCents).toBe(expected.printedClosingCents);
  });

  it('is chosen for its own statements, also with changed metadata, and claims no other bank', async () => {
    await expectSamplesReadAsTheirBanks(reader, ['standard-chartered-credit']);
    const drifted = await drawStandardCharteredCreditStatement({
      ...standardCharteredCardMonth(1, '2024-03-16', 5),
      metadata: { title: 'Statement', producer: 'OpenPDF 1.3.30' },
    });
    expect(parseStatement(await reader.extract(drifted.pdf)).bank).toBe('standard_chartered');
    await expectSamplesReadAsTheirBanks(reader, ['dbs-credit', 'ocbc-credit', 'citibank-credit']);
  });
});
