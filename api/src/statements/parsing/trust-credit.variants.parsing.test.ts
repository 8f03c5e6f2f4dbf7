import {
  drawTrustCreditStatement,
  trustCardVariant,
} from '../../../../test-support/statement-pdfs/layouts/trust-credit.layout';
import { drawAndRead, expectStatementRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Trust Bank credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = trustCardVariant(seed);
    const { parsed, expected } = await drawAndRead(reader, drawTrustCreditStatement, scenario);
    expectStatementRead(parsed, {
      bank: 'trust',
      transactions: expected.transactions,
      openingBalanceCents: -scenario.previousBalanceOwedCents,
      accountIncluding: {
        institution: 'Trust Bank',
        accountType: 'credit',
        last4: scenario.last4,
        currency: 'SGD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingOwedCents,
        creditLimitCents: scenario.creditLimitCents,
      },
    });
  });
});
