import { reviewOf } from './import-review';
import { reconcile } from './reconcile';
import type { ParsedStatement } from './statement.types';

const statement = (expectedCents: number | undefined, actualCents: number): ParsedStatement => ({
  bank: 'dbs',
  account: {
    institution: 'DBS',
    name: 'DBS Card',
    accountType: 'credit',
    currency: 'SGD',
    statementDate: '2024-02-28',
  },
  transactions: [],
  reconciliation: reconcile('total amount due', expectedCents, actualCents),
});

describe('how an import marks a statement for review', () => {
  it('trusts a text statement whose rows add up to the printed total', () => {
    expect(reviewOf(statement(-70210, -70210), false)).toEqual({
      needsReview: false,
      reconciliationWarning: null,
      reconciliationDifferenceCents: null,
    });
  });

  it('gives the difference when the rows do not add up, read from text or a scan', () => {
    for (const readWithOcr of [false, true])
      expect(reviewOf(statement(-70210, -70110), readWithOcr)).toMatchObject({
        needsReview: true,
        reconciliationDifferenceCents: -100,
      });
  });

  it('sends a scan with no total to check against to review, saying it was read with OCR', () => {
    const review = reviewOf(statement(undefined, -70210), true);
    expect(review.needsReview).toBe(true);
    expect(review.reconciliationWarning).toMatch(/^Read from a scan with OCR, and no total/);
  });

  it('sends a scan that adds up but left a figure unread to review, naming it', () => {
    const review = reviewOf(statement(-70210, -70210), true, { unreadFigures: ['12.3A'] });
    expect(review).toMatchObject({ needsReview: true, reconciliationDifferenceCents: null });
    expect(review.reconciliationWarning).toContain('a figure on its rows could not be read ("12.3A")');
  });

  it('trusts a scan whose figures add up as read again only when every row date was confirmed', () => {
    const added = statement(-70210, -70210);
    expect(
      reviewOf(added, true, { figuresReadAgain: ['45.22'], datesReadAgain: { unconfirmed: [] } }).needsReview,
    ).toBe(false);
    const unconfirmed = reviewOf(added, true, {
      figuresReadAgain: ['45.22', '7.13'],
      datesReadAgain: { unconfirmed: ['24 FEB'] },
    });
    expect(unconfirmed.needsReview).toBe(true);
    expect(unconfirmed.reconciliationWarning).toContain('after 2 figures were read a second time');
    expect(unconfirmed.reconciliationWarning).toContain('a date no total checks could not be confirmed ("24 FEB")');
    // Dates not read again (the reading ran out of time): nothing confirms them.
    expect(reviewOf(added, true, { figuresReadAgain: ['45.22'] }).reconciliationWarning).toContain("a row's date");
  });

  it('sends a scan whose statement date was read only a second time to review: every row takes its year from it', () => {
    const review = reviewOf(statement(-70210, -70210), true, { headerDatesReadAgain: ['"2B25" -> "2025"'] });
    expect(review).toMatchObject({ needsReview: true, reconciliationDifferenceCents: null });
    expect(review.reconciliationWarning).toContain("the statement's date or period could be read only a second time");
    // Rows that do not add up say so with their difference first.
    expect(reviewOf(statement(-70210, -70110), true, { headerDatesReadAgain: ['x'] })).toMatchObject({
      reconciliationDifferenceCents: -100,
    });
  });
});
