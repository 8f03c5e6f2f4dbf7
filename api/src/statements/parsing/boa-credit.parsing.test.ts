import { STATEMENT_PARSERS, buildLines, chooseParser, formatCents, parseStatement } from '@garden/core';
import {
  boaCardMonth,
  drawBoaCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/boa-credit.layout';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

const boaCredit = STATEMENT_PARSERS.find((parser) => parser.id === 'boa-credit');

describe('Bank of America credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    [
      'a multi-page month: fragments, shifted columns, wrapped, foreign, fee and interest rows',
      '2024-05-20',
      undefined,
    ],
    ['a January statement of December rows (year rollover)', '2024-01-14', undefined],
    ['an AES-256 protected statement', '2024-08-02', { password: 'boa-4321', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...boaCardMonth(3, statementDate, 40), rowsPerPage: 22, protection };
    const { pdf, expected } = await drawBoaCreditStatement(scenario);
    const extracted = await reader.extract(pdf, protection?.password);
    expect(chooseParser(extracted, buildLines(extracted.items))?.id).toBe('boa-credit');
    const parsed = parseStatement(extracted);
    expect(parsed.bank).toBe('bank_of_america');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(expected.openingCents);
    expect(parsed.account).toEqual({
      institution: 'Bank of America',
      name: scenario.productName,
      accountType: 'credit',
      last4: scenario.cardNumber.slice(-4),
      currency: 'USD',
      statementDate,
      balanceCents: expected.closingCents,
      creditLimitCents: scenario.creditLimitCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, against: 'new balance total' });
  });

  it('keeps the year of December rows and the transaction (not posting) date', async () => {
    const { pdf } = await drawBoaCreditStatement(boaCardMonth(1, '2024-01-14', 6));
    const parsed = parseStatement(await reader.extract(pdf));
    const dates = parsed.transactions.map((row) => row.date);
    expect(dates).toContain('2023-12-31');
    expect(dates.every((date) => date >= '2023-12-15' && date <= '2024-01-14')).toBe(true);
  });

  it('reports a misprinted New Balance Total with both figures', async () => {
    const scenario = { ...boaCardMonth(5, '2024-03-18', 12), misprintNewBalanceByCents: 1000 };
    const { pdf, expected } = await drawBoaCreditStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.reconciliation.ok).toBe(false);
    expect(parsed.reconciliation.against).toBe('new balance total');
    expect(parsed.reconciliation.message).toContain(formatCents(expected.closingCents));
    expect(parsed.reconciliation.message).toContain(formatCents(expected.closingCents - 1000));
  });

  it('does not claim other banks, and they do not claim it', async () => {
    const dbs = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    const dbsText = await reader.extract(dbs.pdf);
    expect(boaCredit?.detect(dbsText, buildLines(dbsText.items))).toBe(0);
    expect(parseStatement(dbsText).bank).toBe('dbs');
    const ocbc = await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5));
    const ocbcText = await reader.extract(ocbc.pdf);
    expect(boaCredit?.detect(ocbcText, buildLines(ocbcText.items))).toBe(0);
  });
});
