import {
  boaCheckingVariant,
  drawBoaCheckingStatement,
} from '../../../../test-support/statement-pdfs/layouts/boa-checking.layout';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Bank of America checking statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = boaCheckingVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawBoaCheckingStatement, scenario);
    expect(chosenParserId(extracted)).toBe('boa-checking');
    expectStatementRead(parsed, {
      bank: 'bank_of_america',
      transactions: expected.transactions,
      openingBalanceCents: expected.openingCents,
      account: {
        institution: 'Bank of America',
        name: scenario.productName,
        accountType: 'checking',
        last4: scenario.accountNumber.slice(-4),
        currency: 'USD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingCents,
      },
      reconciliation: { against: 'ending balance' },
    });
  });
});
