import {
  drawHsbcCreditStatement,
  hsbcCardVariant,
} from '../../../../test-support/statement-pdfs/layouts/hsbc-credit.layout';
import { drawAndRead, expectStatementRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('HSBC credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = hsbcCardVariant(seed);
    const { parsed, expected } = await drawAndRead(reader, drawHsbcCreditStatement, scenario);
    expectStatementRead(parsed, {
      bank: 'hsbc',
      transactions: expected.transactions,
      openingBalanceCents: -scenario.previousBalanceOwedCents,
      accountIncluding: {
        institution: 'HSBC',
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
