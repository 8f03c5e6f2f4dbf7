import type { StatementLine } from '../statement.types';
import {
  CARD_LABELS,
  labelCell,
  labelledAmount,
  startsWithLabel,
  summaryAmount,
  summaryClosing,
  summaryLabel,
} from './card-summary-labels';

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

  describe('summary figures by meaning', () => {
    it('reads the credit limit under any of its wordings and layouts', () => {
      const beside = [line(10, [330, 'Your Credit Limit'], [492, '$30,000'])];
      expect(summaryAmount(beside, 'creditLimit')?.cents).toBe(3_000_000);
      const colon = [line(10, [40, 'TOTAL CREDIT LIMIT'], [220, ': S$15,000.00'])];
      expect(summaryAmount(colon, 'creditLimit')?.cents).toBe(1_500_000);
      const inCell = [line(10, [330, 'Credit limit S$10,000.00'])];
      expect(summaryAmount(inCell, 'creditLimit')?.cents).toBe(1_000_000);
      const combined = [line(10, [160, 'Combined Credit Limit']), line(20, [160, '$22,800.00'])];
      expect(summaryAmount(combined, 'creditLimit')?.cents).toBe(2_280_000);
    });

    it('never takes the available limit for the credit limit, wrapped or not', () => {
      const box = [
        line(10, [240, 'TOTAL AVAILABLE'], [350, 'TOTAL CREDIT']),
        line(18, [240, 'CREDIT LIMIT'], [350, 'LIMIT']),
        line(28, [240, 'S$12,895.44'], [350, 'S$15,000']),
      ];
      expect(summaryAmount(box, 'creditLimit')?.cents).toBe(1_500_000);
      expect(summaryAmount(box, 'availableLimit')?.cents).toBe(1_289_544);
      const onlyAvailable = [
        line(10, [40, 'TOTAL AVAILABLE CREDIT LIMIT'], [220, ': S$0.00']),
        line(22, [40, 'Remaining limit'], [220, '3,000.00']),
      ];
      expect(summaryAmount(onlyAvailable, 'creditLimit')).toBeUndefined();
    });

    it('reads the closing balance as what is owed, whatever the statement calls it', () => {
      const current = [
        line(10, [330, 'Your Credit Limit'], [492, '$30,000']),
        line(22, [330, 'Current Balance'], [492, '$846.33']),
      ];
      expect(summaryClosing(current)).toEqual({ cents: -84_633, label: 'current balance' });
      const due = [line(10, [153, 'TOTAL AMOUNT DUE (SGD)'], [506, '2,104.56'])];
      expect(summaryClosing(due)).toEqual({ cents: -210_456, label: 'total amount due' });
      const nextLine = [line(10, [40, 'New Balance']), line(22, [40, 'S$1,234.50 CR'])];
      expect(summaryClosing(nextLine)).toEqual({ cents: 123_450, label: 'new balance' });
      const inCell = [line(10, [330, 'Total outstanding balance S$746.96'])];
      expect(summaryClosing(inCell)?.cents).toBe(-74_696);
    });

    it('does not read the minimum payment or the previous balance as the closing balance', () => {
      const lines = [
        line(10, [40, 'Minimum Amount Due'], [300, '50.00']),
        line(22, [40, 'OUTSTANDING BALANCE BROUGHT FORWARD 5.00']),
        line(34, [40, 'Payment Due Date'], [300, '01/08/2025']),
      ];
      expect(summaryClosing(lines)).toBeUndefined();
      expect(summaryLabel('OUTSTANDING BALANCE BROUGHT FORWARD 5.00')?.figure).toBe('previousBalance');
      expect(summaryLabel('Minimum Amount Due')?.figure).toBe('minimumPayment');
    });
  });
});
