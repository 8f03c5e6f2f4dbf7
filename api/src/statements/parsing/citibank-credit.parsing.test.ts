import { UNRECOGNISED_STATEMENT_MESSAGE, parseStatement } from '@garden/core';
import {
  citibankCardMonth,
  drawCitibankCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import {
  drawDbsCreditStatement,
  dbsCardMonth,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import { StatementPdf } from '../../../../test-support/statement-pdfs/statement-pdf';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Citibank credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page month with fragments, "14NOV" dates, wrapped, foreign and fee rows', '2022-11-15', undefined],
    ['a January statement of December rows (year rollover)', '2023-01-15', undefined],
    ['an AES-128 protected statement', '2023-06-15', { password: 'citi-1', encryption: 'aes128' as const }],
  ])('reads %s exactly', async (_label, statementDate, protection) => {
    const scenario = { ...citibankCardMonth(4, statementDate, 40), rowsPerPage: 24, protection };
    const { pdf, expected } = await drawCitibankCreditStatement(scenario);
    const parsed = parseStatement(await reader.extract(pdf, protection?.password));
    expect(parsed.bank).toBe('citibank');
    expect(parsed.transactions).toEqual(expected.transactions);
    expect(parsed.openingBalanceCents).toBe(-scenario.previousBalanceOwedCents);
    expect(parsed.account).toMatchObject({
      institution: 'Citibank',
      accountType: 'credit',
      last4: scenario.cardNumber.slice(-4),
      statementDate,
      balanceCents: expected.closingOwedCents,
    });
    expect(parsed.reconciliation.ok).toBe(true);
  });

  it('does not claim a DBS statement', async () => {
    const dbs = await drawDbsCreditStatement(dbsCardMonth(1, '2024-02-15', 5));
    expect(parseStatement(await reader.extract(dbs.pdf)).bank).toBe('dbs');
  });
});

describe('a PDF no parser recognises', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it('is reported as an unrecognised layout, never guessed at', async () => {
    const pdf = new StatementPdf();
    pdf.text(40, 60, 'Minutes of the garden club meeting, 3 March 2024');
    pdf.text(40, 80, 'Seeds ordered 12.50 and compost 40.00');
    const extracted = await reader.extract(await pdf.toBuffer());
    expect(() => parseStatement(extracted)).toThrow(UNRECOGNISED_STATEMENT_MESSAGE);
  });
});
