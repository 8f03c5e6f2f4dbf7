import { buildLines, chooseParser, formatCents, parseStatement, type ExtractedPdf } from '@garden/core';
import {
  chaseCheckingMonth,
  drawChaseCheckingStatement,
} from '../../../../test-support/statement-pdfs/layouts/chase-checking.layout';
import {
  chaseCardMonth,
  drawChaseCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/chase-credit.layout';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

const parserOf = (pdf: ExtractedPdf): string | undefined => chooseParser(pdf, buildLines(pdf.items))?.id;

describe('Chase checking statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    [
      'a multi-page month with sections continued across pages, shifted columns and wrapped rows',
      '2024-06-14',
      undefined,
    ],
    ['a December 16 - January 14 statement (year rollover)', '2024-01-14', undefined],
    ['an AES-256 protected statement', '2023-09-14', { password: 'chase-77', encryption: 'aes256' as const }],
  ])('reads %s exactly', async (_label, endDate, protection) => {
    const scenario = { ...chaseCheckingMonth(3, endDate, 36), rowsPerPage: 18, protection };
    const { pdf, expected } = await drawChaseCheckingStatement(scenario);
    const extracted = await reader.extract(pdf, protection?.password);
    expect(extracted.pageCount).toBeGreaterThanOrEqual(3);
    expect(parserOf(extracted)).toBe('chase-checking');
    const parsed = parseStatement(extracted);
    expect(parsed.bank).toBe('chase');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(scenario.beginningCents);
    expect(parsed.account).toEqual({
      institution: 'Chase',
      name: 'Chase Total Checking',
      accountType: 'checking',
      last4: scenario.accountNumber.slice(-4),
      currency: 'USD',
      statementDate: endDate,
      balanceCents: expected.endingCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, against: 'ending balance' });
  });

  it('dates December rows of a January statement in the previous year', async () => {
    const { pdf } = await drawChaseCheckingStatement(chaseCheckingMonth(1, '2024-01-14', 6));
    const dates = parseStatement(await reader.extract(pdf)).transactions.map((row) => row.date);
    expect(dates).toContain('2023-12-16');
    expect(dates.every((date) => date >= '2023-12-16' && date <= '2024-01-14')).toBe(true);
  });

  it('reports a misprinted ending balance with both figures', async () => {
    const scenario = { ...chaseCheckingMonth(2, '2024-03-14', 8), misprintEndingCents: 123456 };
    const { pdf, expected } = await drawChaseCheckingStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.reconciliation.ok).toBe(false);
    expect(parsed.reconciliation.message).toContain(formatCents(123456));
    expect(parsed.reconciliation.message).toContain(formatCents(expected.endingCents));
  });

  it('reports a section total or a summary count that disagrees with the rows', async () => {
    const base = chaseCheckingMonth(2, '2024-03-14', 8);
    const misTotal = await drawChaseCheckingStatement({ ...base, misprintTotal: { section: 'electronic', cents: 1 } });
    const byTotal = parseStatement(await reader.extract(misTotal.pdf)).reconciliation;
    expect(byTotal).toMatchObject({ ok: false, against: '"Total Electronic Withdrawals" line', expectedCents: -1 });
    const misCount = await drawChaseCheckingStatement({ ...base, misprintInstances: { section: 'card', count: 99 } });
    const byCount = parseStatement(await reader.extract(misCount.pdf)).reconciliation;
    expect(byCount.ok).toBe(false);
    expect(byCount.message).toContain('99 ATM & Debit Card Withdrawals but 9 rows');
  });

  it('is told apart from Chase card statements and other banks', async () => {
    const card = await drawChaseCreditStatement(chaseCardMonth(1, '2024-02-19', 5));
    expect(parserOf(await reader.extract(card.pdf))).toBe('chase-credit');
    const checking = await drawChaseCheckingStatement(chaseCheckingMonth(1, '2024-02-14', 5));
    expect(parserOf(await reader.extract(checking.pdf))).toBe('chase-checking');
    const dbs = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    expect(parseStatement(await reader.extract(dbs.pdf)).bank).toBe('dbs');
    const ocbc = await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5));
    expect(parseStatement(await reader.extract(ocbc.pdf)).bank).toBe('ocbc');
  });
});
