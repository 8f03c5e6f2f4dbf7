import { STATEMENT_PARSERS, buildLines, formatCents, parseStatement } from '@garden/core';
import {
  citibankCardMonth,
  drawCitibankCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawMaybankCreditStatement,
  maybankCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/maybank-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Maybank Singapore credit card statements (generated OCR scans)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page two-card month with OCR jitter, split words, stray letters and CR credits', '2023-10-20', undefined],
    ['a January statement of December rows (year rollover)', '2024-01-20', undefined],
    ['an AES-256 protected statement', '2024-05-20', { password: 'mbb-2024', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...maybankCardMonth(3, statementDate, 36), rowsPerPage: 16, protection };
    const { pdf, expected } = await drawMaybankCreditStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf, protection?.password));
    expect(parsed.bank).toBe('maybank');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(expected.openingBalanceCents);
    expect(parsed.account).toEqual({
      institution: 'Maybank',
      name: 'Maybank Family & Friends Mastercard',
      accountType: 'credit',
      last4: scenario.cards[0]?.number.slice(-4),
      currency: 'SGD',
      statementDate,
      balanceCents: expected.closingOwedCents,
      creditLimitCents: scenario.creditLimitCents,
    });
    expect(parsed.reconciliation.ok).toBe(true);
  });

  it('reports a misprinted total amount due with both figures', async () => {
    const scenario = { ...maybankCardMonth(5, '2023-08-20', 12), misprintTotalByCents: 1000 };
    const { pdf, expected } = await drawMaybankCreditStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.reconciliation).toMatchObject({
      ok: false,
      expectedCents: expected.closingOwedCents - 1000,
      actualCents: expected.closingOwedCents,
    });
    expect(parsed.reconciliation.message).toContain(formatCents(expected.closingOwedCents));
    expect(parsed.reconciliation.message).toContain(formatCents(expected.closingOwedCents - 1000));
  });

  it('is chosen for Maybank PDFs and does not claim other banks', async () => {
    const maybank = STATEMENT_PARSERS.find((parser) => parser.id === 'maybank-credit');
    const others = [
      ['dbs', (await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5))).pdf],
      ['ocbc', (await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5))).pdf],
      ['citibank', (await drawCitibankCreditStatement(citibankCardMonth(1, '2024-02-15', 5))).pdf],
    ] as const;
    for (const [bank, pdf] of others) {
      const extracted = await reader.extract(pdf);
      expect(maybank?.detect(extracted, buildLines(extracted.items))).toBe(0);
      expect(parseStatement(extracted).bank).toBe(bank);
    }
    const own = await drawMaybankCreditStatement(maybankCardMonth(1, '2024-02-20', 6));
    expect(parseStatement(await reader.extract(own.pdf)).bank).toBe('maybank');
  });
});
