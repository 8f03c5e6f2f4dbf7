import { changesRowsOnly, readAsNoAmount, restoredRowAt } from './ocr-reading-rows';
import { reconcile } from './reconcile';
import type { ParsedStatement } from './statement.types';

/** A card statement's reading: rows (date, cents) checked against the printed total. */
function reading(rows: [string, number][], totalCents = -10_000): ParsedStatement {
  const sum = rows.reduce((total, [, cents]) => total + cents, 0);
  return {
    bank: 'uob',
    account: {
      institution: 'UOB',
      name: 'UOB Card',
      accountType: 'credit',
      currency: 'SGD',
      statementDate: '2025-02-16',
      balanceCents: totalCents,
    },
    openingBalanceCents: 0,
    transactions: rows.map(([date, amountCents], at) => ({ date, description: `ROW ${at + 1}`, amountCents })),
    reconciliation: reconcile('total', totalCents, sum),
  };
}

describe('rows of a statement read with other readings of its figures', () => {
  const firstRead = reading([
    ['2025-02-01', -1234],
    ['2025-02-03', -500],
    ['2025-02-09', -800],
  ]);

  it('tells a word read as no amount at all from one read as an amount', () => {
    // A decimal point lost, read as a colon, thousands read with points, a group split: the row was lost.
    for (const text of ['4522', '7:13', '1.234.56', '12,34.56', '45.2']) expect(readAsNoAmount(text)).toBe(true);
    for (const text of ['45.22', '1,234.56', '7.13 CR', '(12.30)']) expect(readAsNoAmount(text)).toBe(false);
  });

  it('takes one row brought back by a reading of its amount, the other rows on their dates', () => {
    const restored = reading([
      ['2025-02-01', -1234],
      ['2025-02-03', -500],
      ['2025-02-05', -4522],
      ['2025-02-09', -800],
    ]);
    expect(restoredRowAt(firstRead, restored, [4522])).toBe(2);
    expect(changesRowsOnly(firstRead, restored, [4522])).toBe(true);
    // A row of another amount than the reading's is not the row it brings back.
    expect(changesRowsOnly(firstRead, restored, [4527])).toBe(false);
  });

  it('never takes a row more from a word that was read as an amount the first time', () => {
    const restored = reading([
      ['2025-02-01', -1234],
      ['2025-02-03', -500],
      ['2025-02-05', -4522],
      ['2025-02-09', -800],
    ]);
    // A word read well-formed brings back no row: nothing to restore.
    expect(changesRowsOnly(firstRead, restored, [])).toBe(false);
    expect(changesRowsOnly(firstRead, restored)).toBe(false);
  });

  it('never takes a reading that adds two rows, removes one, or moves a date or a check figure', () => {
    const twoMore = reading([
      ['2025-02-01', -1234],
      ['2025-02-02', -4522],
      ['2025-02-03', -500],
      ['2025-02-05', -4522],
      ['2025-02-09', -800],
    ]);
    expect(changesRowsOnly(firstRead, twoMore, [4522])).toBe(false);
    const oneLess = reading([
      ['2025-02-01', -1234],
      ['2025-02-09', -800],
    ]);
    expect(changesRowsOnly(firstRead, oneLess, [500])).toBe(false);
    const movedDate = reading([
      ['2025-02-01', -1234],
      ['2025-02-04', -500],
      ['2025-02-05', -4522],
      ['2025-02-09', -800],
    ]);
    expect(changesRowsOnly(firstRead, movedDate, [4522])).toBe(false);
    const movedTotal = reading(
      [
        ['2025-02-01', -1234],
        ['2025-02-03', -500],
        ['2025-02-05', -4522],
        ['2025-02-09', -800],
      ],
      -10_500,
    );
    expect(changesRowsOnly(firstRead, movedTotal, [4522])).toBe(false);
  });

  it('takes rows whose amounts alone changed, as before', () => {
    const changed = reading([
      ['2025-02-01', -1734],
      ['2025-02-03', -500],
      ['2025-02-09', -800],
    ]);
    expect(changesRowsOnly(firstRead, changed)).toBe(true);
    expect(changesRowsOnly(firstRead, firstRead)).toBe(false);
  });
});
