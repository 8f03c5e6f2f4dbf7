import {
  dbsAccountVariant,
  drawDbsAccountStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-account.layout';
import {
  chosenParserId,
  drawAndRead,
  expectStatementRead,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { variantSeeds } from '../../../../test-support/statement-pdfs/variation';
import { PdfTextReader } from '../pdf/pdf-text';

/** "POSB SAVINGS ACCOUNT" -> "POSB Savings Account": the product as the scenario names it, bank kept. */
const productName = (product: string): string =>
  product
    .split(' ')
    .map((word) => (/^(DBS|POSB)$/.test(word) ? word : `${word[0] ?? ''}${word.slice(1).toLowerCase()}`))
    .join(' ');

describe('DBS / POSB account statements (variants of the layout family)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each(variantSeeds())('variant %i reads exactly', async (seed) => {
    const scenario = dbsAccountVariant(seed);
    const { extracted, parsed, expected } = await drawAndRead(reader, drawDbsAccountStatement, scenario);
    expect(chosenParserId(extracted)).toBe('dbs-account');
    expectStatementRead(parsed, {
      bank: 'dbs',
      transactions: expected.transactions,
      openingBalanceCents: expected.openingBalanceCents,
      account: {
        institution: 'DBS',
        name: productName(scenario.product),
        accountType: /CURRENT/.test(scenario.product) ? 'checking' : 'savings',
        last4: expected.last4,
        currency: 'SGD',
        statementDate: scenario.statementDate,
        balanceCents: expected.closingBalanceCents,
      },
      reconciliation: { against: 'closing balance' },
    });
  });
});
