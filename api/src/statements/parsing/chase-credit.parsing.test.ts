import { CHASE_CARD } from '../../../../test-support/statement-pdfs/layout-families';
import {
  chaseCardMonth,
  drawChaseCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/chase-credit.layout';
import { expectSamplesReadAsTheirBanks } from '../../../../test-support/statement-pdfs/sample-statements';
import {
  drawAndRead,
  expectLayoutRead,
  expectMisprintReported,
} from '../../../../test-support/statement-pdfs/statement-expectations';
import { PdfTextReader } from '../pdf/pdf-text';

describe('Chase credit card statements (generated)', () => {
  const reader = new PdfTextReader();
  afterAll(() => reader.close());

  it.each([
    ['a multi-page cycle with fragments, shifted columns, wrapped, foreign and ".99" rows', '2024-05-19', undefined],
    ['a Dec 20 - Jan 19 cycle whose rows span two years', '2024-01-19', undefined],
    ['an AES-128 protected statement', '2023-08-19', { password: 'chase-42', encryption: 'aes128' as const }],
  ])('reads %s exactly', async (_label, closingDate, protection) => {
    await expectLayoutRead(reader, CHASE_CARD, { ...chaseCardMonth(4, closingDate, 40), rowsPerPage: 22, protection });
  });

  it('places December rows of a January statement in the previous year', async () => {
    const { parsed } = await drawAndRead(reader, drawChaseCreditStatement, chaseCardMonth(1, '2024-01-19', 10));
    const dates = parsed.transactions.map((row) => row.date);
    expect(dates).toContain('2023-12-18');
    expect(dates.every((date) => date >= '2023-12-18' && date <= '2024-01-19')).toBe(true);
  });

  it('reports a misprinted new balance with both figures', async () => {
    const scenario = { ...chaseCardMonth(2, '2024-03-19', 12), misprintNewBalanceOwedCents: 99999 };
    await expectMisprintReported(reader, CHASE_CARD, scenario, ({ closingOwedCents }) => ({
      figuresCents: [-99999, closingOwedCents],
    }));
  });

  it('does not claim DBS, OCBC or Citibank statements', async () => {
    await expectSamplesReadAsTheirBanks(reader, ['dbs-credit', 'ocbc-credit', 'citibank-credit']);
  });
});
