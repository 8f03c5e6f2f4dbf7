import { parseStatement } from '@garden/core';
import { BOA_CHECKING } from '../../../../test-support/statement-pdfs/layout-families';
import {
  boaCheckingMonth,
  drawBoaCheckingStatement,
} from '../../../../test-support/statement-pdfs/layouts/boa-checking.layout';
import { extractSample } from '../../../../test-support/statement-pdfs/sample-statements';
import {
  detectionScore,
  drawAndRead,
  expectLayoutRead,
  expectMisprintReported,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Bank of America checking statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    [
      'a multi-page month: continued sections, shifted columns, wrapped rows, checks and ledger',
      '2024-03-31',
      undefined,
    ],
    ['a statement from December into January (year rollover)', '2024-01-14', undefined],
    ['an AES-128 protected statement', '2024-07-31', { password: 'boa-chk-9', encryption: 'aes128' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...boaCheckingMonth(2, statementDate, 30), rowsPerPage: 18, protection };
    await expectLayoutRead(reader, BOA_CHECKING, scenario, () => ({ account: { name: 'Adv Plus Banking' } }));
  });

  it('dates December rows in the previous year', async () => {
    const { parsed } = await drawAndRead(reader, drawBoaCheckingStatement, boaCheckingMonth(1, '2024-01-14', 8));
    const dates = parsed.transactions.map((row) => row.date);
    expect(dates).toContain('2023-12-15');
    expect(dates).toContain('2024-01-14');
  });

  it('reports a misprinted ending balance with both figures', async () => {
    const scenario = { ...boaCheckingMonth(4, '2024-02-29', 10), misprintEndingByCents: 2500 };
    await expectMisprintReported(reader, BOA_CHECKING, scenario, ({ closingCents }) => ({
      figuresCents: [closingCents, closingCents + 2500],
      details: { against: 'ending balance' },
    }));
  });

  it('takes the sign from the section and reports a withdrawal printed without its minus', async () => {
    const scenario = boaCheckingMonth(6, '2024-04-30', 6);
    const unsigned = scenario.rows.find((row) => row.description.startsWith('Zelle payment to'));
    if (unsigned) unsigned.printUnsigned = true;
    const { parsed, expected } = await drawAndRead(reader, drawBoaCheckingStatement, scenario);
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.reconciliation.ok).toBe(false);
    expect(parsed.reconciliation.message).toContain('Zelle payment to PAT KIM');
  });

  it('reports the first daily ledger balance that a missing row breaks', async () => {
    const { pdf } = await drawBoaCheckingStatement(boaCheckingMonth(3, '2024-05-31', 6));
    const extracted = await reader.extract(pdf);
    // Drop the utility bill's text: the rows no longer reach the printed balances from its day on.
    const items = extracted.items.filter((item) => !/CITY OF AUSTIN|INDN:JORDAN LEE|^-142\.30$/.test(item.text));
    const parsed = parseStatement({ ...extracted, items });
    expect(parsed.reconciliation.ok).toBe(false);
    expect(parsed.reconciliation.against).toBe('daily ledger balance on 05/04');
  });

  it('is told apart from the Bank of America card, and does not claim other banks', async () => {
    const cardText = await extractSample(reader, 'boa-credit');
    const checkingText = await extractSample(reader, 'boa-checking');
    const dbsText = await extractSample(reader, 'dbs-credit');
    expect(detectionScore('boa-checking', cardText)).toBe(0);
    expect(detectionScore('boa-credit', checkingText)).toBe(0);
    expect(detectionScore('boa-checking', dbsText)).toBe(0);
    expect(parseStatement(cardText).account.accountType).toBe('credit');
    expect(parseStatement(checkingText).account.accountType).toBe('checking');
    expect(parseStatement(dbsText).bank).toBe('dbs');
  });
});
