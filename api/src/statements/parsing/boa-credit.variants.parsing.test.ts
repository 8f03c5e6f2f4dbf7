import {
  boaCardVariant,
  drawBoaCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/boa-credit.layout';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Bank of America credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = boaCardVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawBoaCreditStatement, scenario);
    expect(chosenParserId(extracted)).toBe('boa-credit');
    expectStatementRead(parsed, {
      bank: 'bank_of_america',
      transactions: expected.transactions,
      openingBalanceCents: expected.openingCents,
      account: {
        institution: 'Bank of America',
        name: scenario.productName,
        accountType: 'credit',
        last4: scenario.cardNumber.slice(-4),
        currency: 'USD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingCents,
        creditLimitCents: scenario.creditLimitCents,
      },
      reconciliation: { against: 'new balance total' },
    });
  });
});
