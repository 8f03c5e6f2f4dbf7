import {
  drawGenericAccountStatement,
  drawGenericCardStatement,
  genericAccountVariant,
  genericCardVariant,
} from '../../../../test-support/statement-pdfs/layouts/generic.layout';
import { lastFourDigits } from '../../../../test-support/statement-pdfs/layout-helpers';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('statements of banks without their own parser (variants of the generic table family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('account variant %i reads exactly', async (seed) => {
    const scenario = genericAccountVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawGenericAccountStatement, scenario);
    expect(chosenParserId(extracted)).toBe('generic');
    expectStatementRead(parsed, {
      bank: 'generic',
      transactions: expected.transactions,
      openingBalanceCents: expected.openingBalanceCents,
      account: {
        institution: scenario.bank ?? '',
        name: `${scenario.bank ?? ''} Account`,
        accountType: 'savings',
        last4: lastFourDigits(scenario.accountNumber),
        currency: scenario.currency ?? '',
        statementDate: scenario.statementDate,
        balanceCents: expected.balanceCents,
      },
    });
  });

  it.each(variantSeeds())('card variant %i reads exactly', async (seed) => {
    const scenario = genericCardVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawGenericCardStatement, scenario);
    expect(chosenParserId(extracted)).toBe('generic');
    expectStatementRead(parsed, {
      bank: 'generic',
      transactions: expected.transactions,
      openingBalanceCents: expected.openingBalanceCents,
      account: {
        institution: scenario.bank ?? '',
        name: `${scenario.bank ?? ''} Credit Card`,
        accountType: 'credit',
        last4: lastFourDigits(scenario.cardNumber),
        currency: scenario.currency ?? '',
        statementDate: scenario.statementDate,
        balanceCents: expected.balanceCents,
        creditLimitCents: scenario.creditLimitCents,
      },
    });
  });
});
