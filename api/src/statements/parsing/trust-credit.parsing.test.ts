import { parseStatement } from '@garden/core';
import { TRUST_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import {
  drawTrustCreditStatement,
  trustCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/trust-credit.layout';
import { expectSamplesReadAsTheirBanks } from '../../../../test-support/statement-pdfs/sample-statements';
import {
  drawAndRead,
  expectLayoutRead,
  expectMisprintReported,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Trust Bank credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month, wrapped three-line header with two dates', '2025-05-18', 'wrapped' as const, undefined],
    ['a multi-page month, old single-line header with one date', '2024-08-18', 'single' as const, undefined],
    [
      'a January statement of December rows (year on the line under the cycle)',
      '2024-01-18',
      'wrapped' as const,
      undefined,
    ],
    [
      'an AES-128 protected statement',
      '2025-03-18',
      'single' as const,
      { password: 'trust-55', encryption: 'aes128' as const },
    ],
  ])('reads %s exactly', async (_label, statementDate, header, protection) => {
    const scenario = { ...trustCardMonth(2, statementDate, 40, header), rowsPerPage: 20, protection };
    await expectLayoutRead(reader, TRUST_CARD, scenario, (expected) => ({
      account: { name: 'Trust Cashback Card' },
      reconciliation: { expectedCents: expected.closingOwedCents },
    }));
  });

  it('keeps the description part above a dated line, the FCY text and the foreign amount', async () => {
    const { parsed } = await drawAndRead(reader, drawTrustCreditStatement, trustCardMonth(1, '2024-08-18', 3));
    expect(parsed.transactions[0]).toMatchObject({
      description: 'DRAGON-I - DICS JOHOR BAHRU MY 169.15 MYR',
      amountCents: -5049,
      foreignAmount: 'MYR 169.15',
    });
    expect(parsed.transactions.map((row) => row.description)).not.toContain('Previous balance');
  });

  it('spans the year in a January statement', async () => {
    const { parsed } = await drawAndRead(reader, drawTrustCreditStatement, trustCardMonth(1, '2024-01-18', 10));
    expect(parsed.account.statementDate).toBe('2024-01-18');
    const years = new Set(parsed.transactions.map((row) => row.date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024']);
  });

  it('reports a misprinted total outstanding balance with both figures', async () => {
    const scenario = { ...trustCardMonth(3, '2025-06-18', 12), misprintCents: -2500 };
    const { parsed, expected } = await expectMisprintReported(reader, TRUST_CARD, scenario, (drawn) => ({
      figuresCents: [drawn.closingOwedCents, drawn.printedClosingCents],
    }));
    expect(parsed.account.balanceCents).toBe(expected.printedClosingCents);
  });

  it('is chosen for its own statements and claims no other bank', async () => {
    for (const header of ['single', 'wrapped'] as const) {
      const trust = await drawTrustCreditStatement(trustCardMonth(1, '2024-03-18', 5, header));
      expect(parseStatement(await reader.extract(trust.pdf)).bank).toBe('trust');
    }
    await expectSamplesReadAsTheirBanks(reader, ['standard-chartered-credit', 'dbs-credit', 'citibank-credit']);
  });
});
