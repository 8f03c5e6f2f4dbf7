import {
  STATEMENT_PARSERS,
  StatementParseError,
  UNRECOGNISED_STATEMENT_MESSAGE,
  buildLines,
  formatCents,
  parseStatement,
} from '@garden/core';
import {
  citibankCardMonth,
  drawCitibankCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import {
  drawGenericAccountStatement,
  drawGenericCardStatement,
  genericAccountMonth,
  genericCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/generic.layout';
import {
  drawMaybankCreditStatement,
  maybankCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/maybank-credit.layout';
import {
  drawOcbcCreditStatement,
  ocbcCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { StatementPdf } from '../../../../test-support/statement-pdfs/statement-pdf';
import { PdfTextReader } from '../pdf/pdf-text';

const digitsLast4 = (number: string): string => number.replace(/\D/g, '').slice(-4);

describe('statements of banks without their own parser (generic Date / Description / Amount)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page Withdrawals/Deposits/Balance month', '2023-10-15', { dateStyle: 'DD/MM/YYYY' as const }],
    ['a January statement of year-less December rows', '2024-01-15', { dateStyle: 'DD Mon' as const }],
    [
      'one unmarked Amount column, signs proven by a once-a-day balance',
      '2023-07-15',
      { dateStyle: 'YYYY-MM-DD' as const, amountColumns: 'single' as const },
    ],
  ])('reads an account statement: %s', async (_label, statementDate, options) => {
    const scenario = { ...genericAccountMonth(2, statementDate, 36, options), rowsPerPage: 14 };
    const { pdf, expected } = await drawGenericAccountStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.bank).toBe('generic');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(expected.openingBalanceCents);
    expect(parsed.account).toEqual({
      institution: 'Harbour Bank',
      name: 'Harbour Bank Account',
      accountType: 'savings',
      last4: digitsLast4(scenario.accountNumber),
      currency: 'SGD',
      statementDate,
      balanceCents: expected.balanceCents,
    });
    expect(parsed.reconciliation.ok).toBe(true);
  });

  it.each([
    ['a multi-page January card month with CR, wrapped and foreign lines', '2024-01-25', 'DD Mon' as const, undefined],
    ['an AES-128 protected card statement', '2023-09-25', 'Mon DD, YYYY' as const, 'aes128' as const],
    ['an AES-256 protected card statement with DD/MM rows', '2023-03-25', 'DD/MM' as const, 'aes256' as const],
  ])('reads %s', async (_label, statementDate, dateStyle, encryption) => {
    const protection = encryption ? { password: 'kbc-42', encryption } : undefined;
    const scenario = { ...genericCardMonth(3, statementDate, 34, dateStyle), rowsPerPage: 15, protection };
    const { pdf, expected } = await drawGenericCardStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf, protection?.password));
    expect(parsed.bank).toBe('generic');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(expected.openingBalanceCents);
    expect(parsed.account).toEqual({
      institution: 'Kallang Banking Corporation',
      name: 'Kallang Banking Corporation Credit Card',
      accountType: 'credit',
      last4: digitsLast4(scenario.cardNumber),
      currency: 'SGD',
      statementDate,
      balanceCents: expected.balanceCents,
      creditLimitCents: scenario.creditLimitCents,
    });
    expect(parsed.reconciliation.ok).toBe(true);
  });

  it('reports a misprinted closing balance with both figures', async () => {
    const scenario = { ...genericAccountMonth(4, '2023-11-15', 10), misprintClosingByCents: 2500 };
    const { pdf, expected } = await drawGenericAccountStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toEqual(expected.transactions);
    const actual = expected.balanceCents - 2500;
    expect(parsed.reconciliation).toMatchObject({
      ok: false,
      expectedCents: expected.balanceCents,
      actualCents: actual,
    });
    expect(parsed.reconciliation.message).toContain(formatCents(expected.balanceCents));
    expect(parsed.reconciliation.message).toContain(formatCents(actual));
  });

  it('names the first row whose running balance does not follow', async () => {
    const scenario = { ...genericAccountMonth(4, '2023-11-15', 10), misprintBalanceRow: 5 };
    const { pdf, expected } = await drawGenericAccountStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toEqual(expected.transactions);
    const row = expected.transactions[5];
    const computed =
      expected.openingBalanceCents + expected.transactions.slice(0, 6).reduce((sum, t) => sum + t.amountCents, 0);
    expect(parsed.reconciliation).toMatchObject({ ok: false, expectedCents: computed + 100, actualCents: computed });
    expect(parsed.reconciliation.message).toContain(`${row?.date ?? ''} row "${row?.description ?? ''}"`);
  });

  it('reports a misprinted new balance on a card', async () => {
    const scenario = { ...genericCardMonth(5, '2023-05-25', 8), misprintClosingByCents: 1000 };
    const { pdf, expected } = await drawGenericCardStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf));
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.reconciliation).toMatchObject({ ok: false, expectedCents: expected.balanceCents });
    expect(parsed.reconciliation.message).toContain(formatCents(expected.balanceCents + 1000));
  });

  it('refuses an unmarked single Amount column with no running balance instead of guessing', async () => {
    const scenario = genericAccountMonth(1, '2023-08-15', 8, { amountColumns: 'single', showBalance: false });
    const { pdf } = await drawGenericAccountStatement(scenario);
    const extracted = await reader.extract(pdf);
    expect(() => parseStatement(extracted)).toThrow(StatementParseError);
    expect(() => parseStatement(extracted)).toThrow(/without marking money in or out/);
  });

  it('never beats a bank parser on its own statements', async () => {
    const generic = STATEMENT_PARSERS.find((parser) => parser.id === 'generic');
    const banks = [
      ['dbs', (await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5))).pdf],
      ['ocbc', (await drawOcbcCreditStatement(ocbcCardMonth(1, '2024-02-01', 5))).pdf],
      ['citibank', (await drawCitibankCreditStatement(citibankCardMonth(1, '2024-02-15', 5))).pdf],
      ['maybank', (await drawMaybankCreditStatement(maybankCardMonth(1, '2024-02-20', 6))).pdf],
    ] as const;
    for (const [bank, pdf] of banks) {
      const extracted = await reader.extract(pdf);
      expect(generic?.detect(extracted, buildLines(extracted.items))).toBeLessThan(0.5);
      expect(parseStatement(extracted).bank).toBe(bank);
    }
  });

  it('rejects a PDF with a table header but no dated rows under it', async () => {
    const pdf = new StatementPdf();
    pdf.text(40, 60, 'Harbour Bank price list');
    pdf.text(40, 90, 'Date', { bold: true });
    pdf.text(110, 90, 'Description', { bold: true });
    pdf.text(465, 90, 'Amount', { bold: true, align: 'right' });
    pdf.text(110, 104, 'Cheque book (25 leaves)');
    pdf.text(465, 104, '5.00', { align: 'right' });
    pdf.text(40, 118, '01/03/2024');
    pdf.text(110, 118, 'Fees revised');
    const extracted = await reader.extract(await pdf.toBuffer());
    expect(() => parseStatement(extracted)).toThrow(UNRECOGNISED_STATEMENT_MESSAGE);
  });
});
