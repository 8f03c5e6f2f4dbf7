import {
  citibankCardVariant,
  drawCitibankCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/citibank-credit.layout';
import { drawAndRead, expectStatementRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Citibank credit card statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = citibankCardVariant(seed);
    const { parsed, expected } = await drawAndRead(reader, drawCitibankCreditStatement, scenario);
    expectStatementRead(parsed, {
      bank: 'citibank',
      transactions: expected.transactions,
      openingBalanceCents: -scenario.previousBalanceOwedCents,
      accountIncluding: {
        institution: 'Citibank',
        accountType: 'credit',
        last4: scenario.cardNumber.slice(-4),
        currency: 'SGD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingOwedCents,
      },
    });
  });
});
