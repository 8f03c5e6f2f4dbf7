import { STATEMENT_PARSERS, buildLines, parseStatement } from '@garden/core';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import {
  drawUobAccountStatement,
  uobAccountMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-account.layout';
import {
  drawUobCreditStatement,
  uobCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/uob-credit.layout';
import { PdfTextReader } from '../pdf/pdf-text';

describe('UOB credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month with fragments, shifted columns, Ref No., wrapped and foreign lines', '2023-10-12', undefined],
    ['a January statement of December rows (year rollover)', '2024-01-12', undefined],
    ['an AES-128 protected statement', '2024-05-12', { password: 'uob-1234', encryption: 'aes128' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...uobCardMonth(3, statementDate, 45), rowsPerPage: 24, protection };
    const { pdf, expected } = await drawUobCreditStatement(scenario);
    const extracted = await reader.extract(pdf, protection?.password);
    expect(extracted.pageCount).toBeGreaterThanOrEqual(3);
    const parsed = parseStatement(extracted);
    expect(parsed.bank).toBe('uob');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(-scenario.previousBalanceOwedCents);
    expect(parsed.account).toEqual({
      institution: 'UOB',
      name: 'UOB One Card',
      accountType: 'credit',
      last4: scenario.cardNumber.slice(-4),
      currency: 'SGD',
      statementDate,
      balanceCents: expected.closingOwedCents,
      creditLimitCents: scenario.creditLimitCents,
    });
    expect(parsed.reconciliation).toMatchObject({ ok: true, expectedCents: expected.closingOwedCents });
  });

  it('keeps December rows posted in January in the previous year', async () => {
    const { pdf, expected } = await drawUobCreditStatement(uobCardMonth(1, '2024-01-03', 10));
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions.some((row) => row.date.startsWith('2023-12'))).toBe(true);
    expect(parsed.transactions).toEqual(expected.transactions);
  });

  it('reports a printed total that the rows do not add up to, naming both figures', async () => {
    const { pdf } = await drawUobCreditStatement({ ...uobCardMonth(5, '2024-07-12', 10), misprintTotalByCents: 1000 });
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.reconciliation.ok).toBe(false);
    const { expectedCents = 0, actualCents = 0 } = parsed.reconciliation;
    expect(expectedCents - actualCents).toBe(-1000);
    expect(parsed.reconciliation.message).toMatch(/TOTAL BALANCE FOR UOB ONE CARD is -\S+ \(difference -10\.00\)/i);
  });

  it('recognises an app download without the Vault metadata by its card header and e-mail', async () => {
    const metadata = { creator: 'Microsoft Print to PDF', producer: 'Microsoft: Print To PDF' };
    const { pdf, expected } = await drawUobCreditStatement({ ...uobCardMonth(4, '2024-03-12', 8), metadata });
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.bank).toBe('uob');
    expect(parsed.transactions).toEqual(expected.transactions);
  });

  it('is chosen for UOB cards and claims no UOB account, DBS or OCBC statement', async () => {
    const uob = await drawUobCreditStatement(uobCardMonth(2, '2024-02-12', 5));
    expect(parseStatement(await reader.extract(uob.pdf)).bank).toBe('uob');
    const account = await drawUobAccountStatement(uobAccountMonth(1, '2024-02-29', 8));
    const accountText = await reader.extract(account.pdf);
    const uobCredit = STATEMENT_PARSERS.find((parser) => parser.id === 'uob-credit');
    expect(uobCredit?.detect(accountText, buildLines(accountText.items))).toBe(0);
    const dbs = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    expect(parseStatement(await reader.extract(dbs.pdf)).bank).toBe('dbs');
    const ocbc = await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5));
    expect(parseStatement(await reader.extract(ocbc.pdf)).bank).toBe('ocbc');
  });
});
