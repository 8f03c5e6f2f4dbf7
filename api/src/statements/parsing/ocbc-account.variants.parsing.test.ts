import {
  drawOcbcAccountStatement,
  ocbcAccountVariant,
} from '../../../../test-support/statement-pdfs/layouts/ocbc-account.layout';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

/** The account's name for each product a variant prints: named with the bank, words in title case. */
const NAMES: Record<string, string> = {
  '360 ACCOUNT': 'OCBC 360 Account',
  'OCBC 360 Account': 'OCBC 360 Account',
  'OCBC CURRENT ACCOUNT': 'OCBC Current Account',
  'STATEMENT SAVINGS ACCOUNT': 'OCBC Statement Savings Account',
  'OCBC Monthly Savings Account': 'OCBC Monthly Savings Account',
};

describe('OCBC account statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = ocbcAccountVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawOcbcAccountStatement, scenario);
    expect(chosenParserId(extracted)).toBe('ocbc-account');
    expectStatementRead(parsed, {
      bank: 'ocbc',
      transactions: expected.transactions,
      openingBalanceCents: expected.openingBalanceCents,
      account: {
        institution: 'OCBC',
        name: NAMES[scenario.product] ?? `unexpected product ${scenario.product}`,
        accountType: /current/i.test(scenario.product) ? 'checking' : 'savings',
        last4: expected.last4,
        currency: 'SGD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingBalanceCents,
      },
      reconciliation: { against: 'closing balance' },
    });
  });
});
