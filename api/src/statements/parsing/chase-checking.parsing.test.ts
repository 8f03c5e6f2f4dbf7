import { CHASE_CHECKING } from '../../../../test-support/statement-pdfs/layout-families';
import {
  chaseCheckingMonth,
  drawChaseCheckingStatement,
} from '../../../../test-support/statement-pdfs/layouts/chase-checking.layout';
import {
  expectSamplesReadAsTheirBanks,
  extractSample,
} from '../../../../test-support/statement-pdfs/sample-statements';
import {
  chosenParserId,
  drawAndRead,
  expectLayoutRead,
  expectMisprintReported,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

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
    const { extracted } = await expectLayoutRead(reader, CHASE_CHECKING, scenario, () => ({
      account: { name: 'Chase Total Checking' },
    }));
    expect(extracted.pageCount).toBeGreaterThanOrEqual(3);
  });

  it('dates December rows of a January statement in the previous year', async () => {
    const { parsed } = await drawAndRead(reader, drawChaseCheckingStatement, chaseCheckingMonth(1, '2024-01-14', 6));
    const dates = parsed.transactions.map((row) => row.date);
    expect(dates).toContain('2023-12-16');
    expect(dates.every((date) => date >= '2023-12-16' && date <= '2024-01-14')).toBe(true);
  });

  it('reports a misprinted ending balance with both figures', async () => {
    const scenario = { ...chaseCheckingMonth(2, '2024-03-14', 8), misprintEndingCents: 123456 };
    await expectMisprintReported(reader, CHASE_CHECKING, scenario, ({ endingCents }) => ({
      figuresCents: [123456, endingCents],
    }));
  });

  it('reports a section total or a summary count that disagrees with the rows', async () => {
    const base = chaseCheckingMonth(2, '2024-03-14', 8);
    const misTotal = { ...base, misprintTotal: { section: 'electronic' as const, cents: 1 } };
    const byTotal = (await drawAndRead(reader, drawChaseCheckingStatement, misTotal)).parsed.reconciliation;
    expect(byTotal).toMatchObject({ ok: false, against: '"Total Electronic Withdrawals" line', expectedCents: -1 });
    const misCount = { ...base, misprintInstances: { section: 'card' as const, count: 99 } };
    const byCount = (await drawAndRead(reader, drawChaseCheckingStatement, misCount)).parsed.reconciliation;
    expect(byCount.ok).toBe(false);
    expect(byCount.message).toContain('99 ATM & Debit Card Withdrawals but 9 rows');
  });

  it('is told apart from Chase card statements and other banks', async () => {
    expect(chosenParserId(await extractSample(reader, 'chase-credit'))).toBe('chase-credit');
    expect(chosenParserId(await extractSample(reader, 'chase-checking'))).toBe('chase-checking');
    await expectSamplesReadAsTheirBanks(reader, ['dbs-credit', 'ocbc-credit']);
  });
});
