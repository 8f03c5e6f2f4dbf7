import { centsToDecimal, centsToNumber } from './money';

describe('cents as JSON numbers', () => {
  it('are the numbers their two-decimal text reads as', () => {
    const samples = [0, -0, 1, -1, 5, 10, 99, 100, 101, 1234, -41216, 999_999_99, 2 ** 40 + 7, -(2 ** 50) - 3];
    for (let cents = -100_000; cents <= 100_000; cents += 7) samples.push(cents);
    for (const cents of samples) expect([cents, centsToNumber(cents)]).toEqual([cents, Number(centsToDecimal(cents))]);
    expect(Object.is(centsToNumber(-0), 0)).toBe(true);
  });
});
