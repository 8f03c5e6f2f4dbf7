import { STATEMENT_PARSERS, buildLines, chooseParser, formatCents, parseStatement } from '@garden/core';
import {
  boaCheckingMonth,
  drawBoaCheckingStatement,
} from '../../../../test-support/statement-pdfs/layouts/boa-checking.layout';
import {
  boaCardMonth,
  drawBoaCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/boa-credit.layout';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

const parserNamed = (id: string) => STATEMENT_PARSERS.find((parser) => parser.id === id);

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
    const { pdf, expected } = await drawBoaCheckingStatement(scenario);
    const extracted = await reader.extract(pdf, protection?.password);
    expect(chooseParser(extracted, buildLines(extracted.items))?.id).toBe('boa-checking');
    const parsed = parseStatement(extracted);
    expect(parsed.bank).toBe('bank_of_america');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(expected.openingCents);
    expect(parsed.account).toEqual({
      institution: 'Bank of America',
      name: 'Adv Plus Banking',
      accountType: 'checking',
      last4: scenario.accountNumber.slice(-4),
      currency: 'USD',
      statementDate,
      balanceCents: expected.closingCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, against: 'ending balance' });
  });

  it('dates December rows in the previous year', async () => {
    const { pdf } = await drawBoaCheckingStatement(boaCheckingMonth(1, '2024-01-14', 8));
    const dates = parseStatement(await reader.extract(pdf)).transactions.map((row) => row.date);
    expect(dates).toContain('2023-12-15');
    expect(dates).toContain('2024-01-14');
  });

  it('reports a misprinted ending balance with both figures', async () => {
    const scenario = { ...boaCheckingMonth(4, '2024-02-29', 10), misprintEndingByCents: 2500 };
    const { pdf, expected } = await drawBoaCheckingStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.reconciliation).toMatchObject({ ok: false, against: 'ending balance' });
    expect(parsed.reconciliation.message).toContain(formatCents(expected.closingCents));
    expect(parsed.reconciliation.message).toContain(formatCents(expected.closingCents + 2500));
  });

  it('takes the sign from the section and reports a withdrawal printed without its minus', async () => {
    const scenario = boaCheckingMonth(6, '2024-04-30', 6);
    const unsigned = scenario.rows.find((row) => row.description.startsWith('Zelle payment to'));
    if (unsigned) unsigned.printUnsigned = true;
    const { pdf, expected } = await drawBoaCheckingStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
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
    const card = await drawBoaCreditStatement(boaCardMonth(2, '2024-02-14', 6));
    const cardText = await reader.extract(card.pdf);
    const checking = await drawBoaCheckingStatement(boaCheckingMonth(2, '2024-02-29', 6));
    const checkingText = await reader.extract(checking.pdf);
    const dbs = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    const dbsText = await reader.extract(dbs.pdf);
    expect(parserNamed('boa-checking')?.detect(cardText, buildLines(cardText.items))).toBe(0);
    expect(parserNamed('boa-credit')?.detect(checkingText, buildLines(checkingText.items))).toBe(0);
    expect(parserNamed('boa-checking')?.detect(dbsText, buildLines(dbsText.items))).toBe(0);
    expect(parseStatement(cardText).account.accountType).toBe('credit');
    expect(parseStatement(checkingText).account.accountType).toBe('checking');
    expect(parseStatement(dbsText).bank).toBe('dbs');
  });
});
