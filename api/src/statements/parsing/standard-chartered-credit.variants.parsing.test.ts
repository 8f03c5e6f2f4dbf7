import {
  drawStandardCharteredCreditStatement,
  standardCharteredCardVariant,
} from '../../../../test-support/statement-pdfs/layouts/standard-chartered-credit.layout';
import { drawAndRead, expectStatementRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Standard Chartered credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = standardCharteredCardVariant(seed);
    const { parsed, expected } = await drawAndRead(reader, drawStandardCharteredCreditStatement, scenario);
    expectStatementRead(parsed, {
      bank: 'standard_chartered',
      transactions: expected.transactions,
      openingBalanceCents: -scenario.previousBalanceOwedCents,
      accountIncluding: {
        institution: 'Standard Chartered',
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
