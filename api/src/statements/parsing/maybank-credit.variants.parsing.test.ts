import {
  drawMaybankCreditStatement,
  maybankCardVariant,
} from '../../../../test-support/statement-pdfs/layouts/maybank-credit.layout';
import { drawAndRead, expectStatementRead } from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Maybank Singapore credit card statements (variants of the layout family, OCR quirks included)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = maybankCardVariant(seed);
    const { parsed, expected } = await drawAndRead(reader, drawMaybankCreditStatement, scenario);
    expectStatementRead(parsed, {
      bank: 'maybank',
      transactions: expected.transactions,
      openingBalanceCents: expected.openingBalanceCents,
      accountIncluding: {
        institution: 'Maybank',
        accountType: 'credit',
        last4: scenario.cards[0]?.number.slice(-4),
        currency: 'SGD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingOwedCents,
        creditLimitCents: scenario.creditLimitCents,
      },
    });
  });
});
