import {
  uobCardVariant,
  drawUobCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/uob-credit.layout';
import { drawAndRead, expectStatementRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('UOB credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = uobCardVariant(seed);
    const { parsed, expected } = await drawAndRead(reader, drawUobCreditStatement, scenario);
    expectStatementRead(parsed, {
      bank: 'uob',
      transactions: expected.transactions,
      openingBalanceCents: -scenario.previousBalanceOwedCents,
      accountIncluding: {
        institution: 'UOB',
        accountType: 'credit',
        last4: scenario.cardNumber.slice(-4),
        currency: 'SGD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingOwedCents,
        creditLimitCents: scenario.creditLimitCents,
      },
    });
  });
});
