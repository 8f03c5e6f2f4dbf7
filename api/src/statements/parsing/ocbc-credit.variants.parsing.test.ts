import {
  drawOcbcCreditStatement,
  ocbcCardVariant,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('OCBC credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = ocbcCardVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawOcbcCreditStatement, scenario);
    expect(chosenParserId(extracted)).toBe('ocbc-credit');
    expectStatementRead(parsed, {
      bank: 'ocbc',
      transactions: expected.transactions,
      openingBalanceCents: -scenario.previousBalanceOwedCents,
      accountIncluding: {
        institution: 'OCBC',
        accountType: 'credit',
        last4: scenario.cardNumber.slice(-4),
        currency: 'SGD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingOwedCents,
        creditLimitCents: scenario.creditLimitCents,
      },
      reconciliation: { against: 'total amount due' },
    });
  });
});
