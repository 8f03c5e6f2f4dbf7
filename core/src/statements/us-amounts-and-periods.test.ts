import { parseAmount } from '../money/money';
import { inferYearInPeriod } from './statement-dates';
import { parseMoneyCell, withLeadingZero } from './statement-text';

describe('withLeadingZero (US amounts under a dollar)', () => {
  it.each([
    ['.99', '0.99', 99, false],
    ['-.99', '-0.99', 99, true],
    ['$.05', '$0.05', 5, false],
    ['-$.40', '-$0.40', 40, true],
    ['(.99)', '(0.99)', 99, true],
  ])('reads %s', (printed, normalised, cents, negative) => {
    expect(withLeadingZero(printed)).toBe(normalised);
    expect(parseMoneyCell(withLeadingZero(printed))).toMatchObject({ cents, negative });
  });

  it('leaves other text and ordinary amounts unchanged', () => {
    for (const text of ['1,250.00', '-12.34', 'PAYMENT .99 THANKS', '0.99', '4.99']) {
      expect(withLeadingZero(text)).toBe(text);
    }
    expect(parseAmount(withLeadingZero(' 1,250.00 '))?.cents).toBe(125000);
  });
});

describe('inferYearInPeriod', () => {
  const cycle = { start: '2023-12-20', end: '2024-01-19' };

  it('places rows of a cycle that crosses the year end in the right year', () => {
    expect(inferYearInPeriod(21, 12, cycle)).toBe('2023-12-21');
    expect(inferYearInPeriod(2, 1, cycle)).toBe('2024-01-02');
  });

  it('accepts rows a few days outside the printed period', () => {
    expect(inferYearInPeriod(16, 12, cycle)).toBe('2023-12-16');
    expect(inferYearInPeriod(22, 1, cycle)).toBe('2024-01-22');
  });

  it('builds real calendar dates only (29 Feb in a leap year)', () => {
    expect(inferYearInPeriod(29, 2, { start: '2024-02-01', end: '2024-02-29' })).toBe('2024-02-29');
    expect(inferYearInPeriod(30, 2, { start: '2024-02-01', end: '2024-02-29' })).toBeUndefined();
  });
});
