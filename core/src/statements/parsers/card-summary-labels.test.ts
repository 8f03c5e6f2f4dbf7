import type { StatementLine } from '../statement.types';
import { CARD_LABELS, labelCell, labelledAmount, startsWithLabel } from './card-summary-labels';

function line(y: number, ...cells: [number, string][]): StatementLine {
  const lineCells = cells.map(([x, text]) => ({ x, right: x + 80, text }));
  return { page: 1, y, cells: lineCells, text: lineCells.map((cell) => cell.text).join(' ') };
}

const creditLimit = labelCell(CARD_LABELS.creditLimit);

describe('card summary labels', () => {
  it('reads a figure beside its label, in the label cell, or under it in a summary box', () => {
    expect(labelledAmount([line(10, [40, 'Combined Credit Limit'], [300, 'S$12,000.00'])], creditLimit)?.cents).toBe(
      1_200_000,
    );
    expect(labelledAmount([line(10, [40, 'CREDIT LIMIT: SGD 8,000.00'])], creditLimit)?.cents).toBe(800_000);
    const box = [
      line(10, [40, 'Total Credit Limit'], [170, 'Minimum Payment']),
      line(20, [40, '$9,500.00'], [170, '50.00']),
    ];
    expect(labelledAmount(box, creditLimit)?.cents).toBe(950_000);
  });

  it('does not take another figure whose label only contains the words', () => {
    const lines = [
      line(10, [40, 'Available Credit Limit'], [300, 'S$3,000.00']),
      line(22, [40, 'Credit Limit Utilised 900.00']),
    ];
    expect(labelledAmount(lines, creditLimit)).toBeUndefined();
  });

  it('tells the previous balance from the closing one', () => {
    const opening = startsWithLabel(CARD_LABELS.previousBalance);
    const closing = startsWithLabel(CARD_LABELS.closingBalance);
    for (const text of ['Previous Statement Balance 1,000.00', 'OUTSTANDING BALANCE BROUGHT FORWARD 5.00']) {
      expect([opening.test(text), closing.test(text)]).toEqual([true, false]);
    }
    for (const text of ['Statement Balance 1,000.00', 'TOTAL AMOUNT DUE 12.00', 'New  Balance 3.00']) {
      expect([opening.test(text), closing.test(text)]).toEqual([false, true]);
    }
  });
});
