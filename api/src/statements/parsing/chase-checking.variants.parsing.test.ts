import {
  chaseCheckingVariant,
  drawChaseCheckingStatement,
} from '../../../../test-support/statement-pdfs/layouts/chase-checking.layout';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Chase checking statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = chaseCheckingVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawChaseCheckingStatement, scenario);
    expect(chosenParserId(extracted)).toBe('chase-checking');
    expectStatementRead(parsed, {
      bank: 'chase',
      transactions: expected.transactions,
      openingBalanceCents: scenario.beginningCents,
      account: {
        institution: 'Chase',
        name: scenario.product,
        accountType: 'checking',
        last4: scenario.accountNumber.slice(-4),
        currency: 'USD',
        statementDate: scenario.endDate,
        balanceCents: expected.endingCents,
      },
      reconciliation: { against: 'ending balance' },
    });
  });
});
