import { reconcile } from '../reconcile';
import { StatementParseError } from '../statement.errors';
import type { ExtractedPdf, ParsedStatement, ParsedTransaction, StatementParser } from '../statement.types';
import { reconciledOtherReading } from './other-readings';

const pdf: ExtractedPdf = { pageCount: 1, pages: [{ width: 595, height: 842 }], items: [], metadata: {} };

const rows = (cents: number[]): ParsedTransaction[] =>
  cents.map((amountCents, index) => ({ date: '2025-02-01', description: `ROW ${index + 1}`, amountCents }));

/** A bank's card reading: previous balance and closing figure as printed (owed negative), its rows as read. */
function cardReading(rowsCents: number[], openingCents: number, closingCents: number): ParsedStatement {
  const sum = rowsCents.reduce((total, cents) => total + cents, openingCents);
  return {
    bank: 'dbs',
    account: {
      institution: 'DBS',
      name: 'DBS Card',
      accountType: 'credit',
      currency: 'SGD',
      statementDate: '2025-02-16',
      balanceCents: closingCents,
    },
    openingBalanceCents: openingCents,
    transactions: rows(rowsCents),
    reconciliation: reconcile('total', closingCents, sum),
  };
}

/** The profile-free reading, or a refusal. */
function profileFree(reading: ParsedStatement | 'refused'): StatementParser {
  return {
    id: 'generic',
    bank: 'generic',
    detect: () => 0.2,
    parse: () => {
      if (reading === 'refused') throw new StatementParseError('NO_TRANSACTION_TABLE', 'statement');
      return reading;
    },
  };
}

describe('other readings of a statement that does not reconcile', () => {
  it('takes the opposite sign convention when it adds up to the bank reading’s own figures', () => {
    // Charges printed with a marker the profile took for credits: -10 - 5 + 2 from -100 is -113.
    const reading = cardReading([10, 5, -2], -100, -113);
    const other = reconciledOtherReading(reading, profileFree('refused'), pdf, []);
    expect(other?.transactions.map((row) => row.amountCents)).toEqual([-10, -5, 2]);
    expect(other?.reconciliation).toMatchObject({ ok: true, against: 'total', expectedCents: -113 });
    expect(other?.account).toEqual(reading.account);
  });

  it('takes the profile-free rows when they add up and the bank’s rows do not, either way round', () => {
    const reading = cardReading([-10], -100, -115);
    const free = { ...cardReading([-10, -5], 0, -15), bank: 'generic' as const };
    const other = reconciledOtherReading(reading, profileFree(free), pdf, []);
    expect(other?.bank).toBe('dbs');
    expect(other?.transactions).toEqual(rows([-10, -5]));
    expect(other?.reconciliation.ok).toBe(true);
  });

  it('reports the bank reading as it is when no reading adds up, and leaves a reconciled one alone', () => {
    expect(reconciledOtherReading(cardReading([-10], -100, -125), profileFree('refused'), pdf, [])).toBeUndefined();
    expect(reconciledOtherReading(cardReading([-10], -100, -110), profileFree('refused'), pdf, [])).toBeUndefined();
  });

  it('needs a printed closing figure, and an account’s opening balance, to prove a reading', () => {
    const unprinted = { ...cardReading([10], 0, -10), account: { ...cardReading([10], 0, -10).account } };
    delete unprinted.account.balanceCents;
    expect(reconciledOtherReading(unprinted, profileFree('refused'), pdf, [])).toBeUndefined();
    const account = cardReading([10], 0, -10);
    const noOpening: ParsedStatement = {
      ...account,
      openingBalanceCents: undefined,
      account: { ...account.account, accountType: 'savings' },
    };
    expect(reconciledOtherReading(noOpening, profileFree('refused'), pdf, [])).toBeUndefined();
  });
});
