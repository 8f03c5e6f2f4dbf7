import {
  chaseCardVariant,
  drawChaseCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/chase-credit.layout';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Chase credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = chaseCardVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawChaseCreditStatement, scenario);
    expect(chosenParserId(extracted)).toBe('chase-credit');
    expectStatementRead(parsed, {
      bank: 'chase',
      transactions: expected.transactions,
      openingBalanceCents: -scenario.previousBalanceOwedCents,
      account: {
        institution: 'Chase',
        name: 'Chase Credit Card',
        accountType: 'credit',
        last4: scenario.accountNumber.slice(-4),
        currency: 'USD',
        statementDate: scenario.closingDate,
        balanceCents: expected.closingOwedCents,
        creditLimitCents: scenario.creditLimitCents,
      },
      reconciliation: { against: 'new balance' },
    });
  });
});
