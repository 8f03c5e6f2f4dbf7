import { reconcile, reviewOfReconciliation } from './reconcile';

describe('judging a statement by its reconciliation', () => {
  it('accepts rows that add up to the printed figure without review', () => {
    expect(reviewOfReconciliation(reconcile('total amount due', -70210, -70210))).toEqual({
      needsReview: false,
      reason: null,
      differenceCents: null,
    });
  });

  it('marks a statement that prints no figure to check against for review, saying so', () => {
    const reconciliation = reconcile('total amount due', undefined, -70210);
    // Nothing disagrees (a reading that adds up elsewhere is not preferred over it)...
    expect(reconciliation).toMatchObject({ ok: true, against: undefined });
    // ...but nothing was checked either.
    expect(reviewOfReconciliation(reconciliation)).toEqual({
      needsReview: true,
      reason:
        'The statement prints no total to check the rows against. A row may be missing or misread: please check them against the statement.',
      differenceCents: null,
    });
  });

  it('keeps the reader’s own words for what was missing', () => {
    const review = reviewOfReconciliation({
      ok: true,
      actualCents: 1200,
      message: 'The statement prints no balance to check the rows against.',
    });
    expect(review.needsReview).toBe(true);
    expect(review.reason).toMatch(/^The statement prints no balance to check the rows against\. A row may be missing/);
  });

  it('marks rows that disagree with the printed figure for review with the difference', () => {
    const review = reviewOfReconciliation(reconcile('closing balance', 150000, 149000));
    expect(review).toMatchObject({ needsReview: true, differenceCents: 1000 });
    expect(review.reason).toContain('(difference 10.00)');
  });
});
