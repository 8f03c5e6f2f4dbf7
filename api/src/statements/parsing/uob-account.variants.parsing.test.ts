import {
  drawUobAccountStatement,
  uobAccountVariant,
} from '../../../../test-support/statement-pdfs/layouts/uob-account.layout';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('UOB account statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = uobAccountVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawUobAccountStatement, scenario);
    expect(chosenParserId(extracted)).toBe('uob-account');
    expectStatementRead(parsed, {
      bank: 'uob',
      transactions: expected.transactions,
      openingBalanceCents: expected.openingBalanceCents,
      account: {
        institution: 'UOB',
        // Products are named with the bank: "Uniplus Savings Account" is UOB's.
        name: scenario.product.startsWith('UOB') ? scenario.product : `UOB ${scenario.product}`,
        accountType: /Current/.test(scenario.product) ? 'checking' : 'savings',
        last4: expected.last4,
        currency: 'SGD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingBalanceCents,
      },
      reconciliation: { against: 'closing balance' },
    });
  });
});
