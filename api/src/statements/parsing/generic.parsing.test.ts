import { StatementParseError, statementMessage, parseStatement } from '@garden/core';
import {
  drawGenericAccountStatement,
  genericAccountMonth,
  genericCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/generic.layout';
import { GENERIC_ACCOUNT, GENERIC_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import {
  expectSamplesReadAsTheirBanks,
  sampleDetectionScores,
  type SampleLayout,
} from '../../../../test-support/statement-pdfs/sample-statements';
import { StatementPdf } from '../../../../test-support/statement-pdfs/statement-pdf';
import {
  drawAndRead,
  expectLayoutRead,
  expectMisprintReported,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

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
    await expectLayoutRead(reader, GENERIC_ACCOUNT, scenario, () => ({
      account: { institution: 'Harbour Bank', name: 'Harbour Bank Account', currency: 'SGD' },
    }));
  });

  it.each([
    ['a multi-page January card month with CR, wrapped and foreign lines', '2024-01-25', 'DD Mon' as const, undefined],
    ['an AES-128 protected card statement', '2023-09-25', 'Mon DD, YYYY' as const, 'aes128' as const],
    ['an AES-256 protected card statement with DD/MM rows', '2023-03-25', 'DD/MM' as const, 'aes256' as const],
  ])('reads %s', async (_label, statementDate, dateStyle, encryption) => {
    const protection = encryption ? { password: 'kbc-42', encryption } : undefined;
    const scenario = { ...genericCardMonth(3, statementDate, 34, dateStyle), rowsPerPage: 15, protection };
    const kallang = 'Kallang Banking Corporation';
    await expectLayoutRead(reader, GENERIC_CARD, scenario, () => ({
      account: { institution: kallang, name: `${kallang} Credit Card`, currency: 'SGD' },
    }));
  });

  it('reports a misprinted closing balance with both figures', async () => {
    const scenario = { ...genericAccountMonth(4, '2023-11-15', 10), misprintClosingByCents: 2500 };
    await expectMisprintReported(reader, GENERIC_ACCOUNT, scenario, ({ balanceCents }) => ({
      figuresCents: [balanceCents, balanceCents - 2500],
      details: { expectedCents: balanceCents, actualCents: balanceCents - 2500 },
    }));
  });

  it('names the first row whose running balance does not follow', async () => {
    const scenario = { ...genericAccountMonth(4, '2023-11-15', 10), misprintBalanceRow: 5 };
    const { parsed, expected } = await drawAndRead(reader, drawGenericAccountStatement, scenario);
    expect(parsed.transactions).toEqual(expected.transactions);
    const row = expected.transactions[5];
    const computed =
      expected.openingBalanceCents + expected.transactions.slice(0, 6).reduce((sum, t) => sum + t.amountCents, 0);
    expect(parsed.reconciliation).toMatchObject({ ok: false, expectedCents: computed + 100, actualCents: computed });
    expect(parsed.reconciliation.message).toContain(`${row?.date ?? ''} row "${row?.description ?? ''}"`);
  });

  it('reports a misprinted new balance on a card', async () => {
    const scenario = { ...genericCardMonth(5, '2023-05-25', 8), misprintClosingByCents: 1000 };
    await expectMisprintReported(reader, GENERIC_CARD, scenario, ({ balanceCents }) => ({
      figuresCents: [balanceCents + 1000],
      details: { expectedCents: balanceCents },
    }));
  });

  it('refuses an unmarked single Amount column with no running balance instead of guessing', async () => {
    const scenario = genericAccountMonth(1, '2023-08-15', 8, { amountColumns: 'single', showBalance: false });
    const { pdf } = await drawGenericAccountStatement(scenario);
    const extracted = await reader.extract(pdf);
    expect(() => parseStatement(extracted)).toThrow(StatementParseError);
    expect(() => parseStatement(extracted)).toThrow(/without marking money in or out/);
  });

  it('never beats a bank parser on its own statements', async () => {
    const banks: SampleLayout[] = ['dbs-credit', 'ocbc-credit', 'citibank-credit', 'maybank-credit'];
    for (const score of await sampleDetectionScores(reader, 'generic', banks)) expect(score).toBeLessThan(0.5);
    await expectSamplesReadAsTheirBanks(reader, banks);
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
    expect(() => parseStatement(extracted)).toThrow(statementMessage('UNRECOGNISED'));
  });
});
