import {
  centsText,
  divideHalfUp,
  formatScaled,
  holdingFigures,
  multiplyToCents,
  parseScaled,
  percentText,
  portfolioTotals,
} from './portfolio-math';
import { normalizeAverageCost, normalizeQuantity, priceText, quantityText, stockSearchLimit } from './holding.rules';
import { SECTORS, SECTOR_COLORS, sectorColor, sectorFromGics, sectorOf } from './sectors';

const figuresText = (quantity: string, averageCost: string, price: string | null) => {
  const figures = holdingFigures({ quantity, averageCost, price });
  const cents = (value: bigint | null) => (value === null ? null : centsText(value));
  return {
    totalCost: centsText(figures.totalCostCents),
    currentValue: cents(figures.currentValueCents),
    unrealizedPnl: cents(figures.unrealizedPnlCents),
    unrealizedPnlPercent: figures.unrealizedPnlPercent,
  };
};

describe('exact decimals', () => {
  it('parses decimals to scaled integers without floats and refuses more places than the scale', () => {
    expect(parseScaled('123.4567')).toBe(1234567n);
    expect(parseScaled('0.0001')).toBe(1n);
    expect(parseScaled(' 10 ')).toBe(100000n);
    expect(parseScaled('1.50000')).toBe(15000n);
    expect(parseScaled(0.1)).toBe(1000n);
    expect(parseScaled('-2.5')).toBe(-25000n);
    expect(parseScaled('0.00001')).toBeUndefined();
    expect(parseScaled('1e-7')).toBeUndefined();
    expect(parseScaled(1e-7)).toBeUndefined();
    expect(parseScaled('12,5')).toBeUndefined();
    expect(parseScaled('')).toBeUndefined();
    expect(parseScaled(Number.NaN)).toBeUndefined();
  });

  it('formats scaled integers with the decimals asked for', () => {
    expect(formatScaled(12340000n, 4, 2)).toBe('1234.00');
    expect(formatScaled(12345n, 4, 0)).toBe('1.2345');
    expect(formatScaled(100000n, 4, 0)).toBe('10');
    expect(formatScaled(-5n, 2, 2)).toBe('-0.05');
    expect(formatScaled(0n, 2, 2)).toBe('0.00');
    expect(centsText(-123456n)).toBe('-1234.56');
  });

  it('rounds half away from zero, once', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(-5n, 10n)).toBe(-1n);
    expect(divideHalfUp(-4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, -10n)).toBe(-2n);
    // 0.0001 x 50 = 0.005 exactly: half a cent rounds up to 0.01.
    expect(multiplyToCents(1n, 500000n)).toBe(1n);
    expect(() => divideHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('gives percentages to two decimals, null on a zero base', () => {
    expect(percentText(2181n, 41152n)).toBe('5.30');
    expect(percentText(-5n, 25003n)).toBe('-0.02');
    expect(percentText(1n, 3n)).toBe('33.33');
    expect(percentText(2n, 3n)).toBe('66.67');
    expect(percentText(1n, 0n)).toBeNull();
  });
});

describe('holding figures', () => {
  it('is exact to the cent on fractional quantities', () => {
    // 3.3333 x 123.4567 = 411.51821811; 3.3333 x 130.0001 = 433.33323333.
    expect(figuresText('3.3333', '123.4567', '130.0001')).toEqual({
      totalCost: '411.52',
      currentValue: '433.33',
      unrealizedPnl: '21.81',
      unrealizedPnlPercent: '5.30',
    });
    // 0.0001 x 123.4567 = 0.01234567; 0.0001 x 150 = 0.015 -> 0.02.
    expect(figuresText('0.0001', '123.4567', '150')).toEqual({
      totalCost: '0.01',
      currentValue: '0.02',
      unrealizedPnl: '0.01',
      unrealizedPnlPercent: '100.00',
    });
    // 2.5 x 100.01 = 250.025 -> 250.03 (half up); 2.5 x 99.99 = 249.975 -> 249.98.
    expect(figuresText('2.5', '100.01', '99.99')).toEqual({
      totalCost: '250.03',
      currentValue: '249.98',
      unrealizedPnl: '-0.05',
      unrealizedPnlPercent: '-0.02',
    });
  });

  it('where a float would drift, stays exact', () => {
    // In floats 0.1 x 3 = 0.30000000000000004 and 1.005 x 1000 = 1004.9999999999999.
    expect(figuresText('3', '0.1', '0.1').totalCost).toBe('0.30');
    expect(figuresText('1000', '1.005', null).totalCost).toBe('1005.00');
    expect(figuresText('999999999.9999', '999999.99', '999999.99')).toEqual({
      totalCost: '999999989999900.00',
      currentValue: '999999989999900.00',
      unrealizedPnl: '0.00',
      unrealizedPnlPercent: '0.00',
    });
  });

  it('leaves value and P&L unknown for a stock never priced', () => {
    expect(figuresText('1.5', '0.0050', null)).toEqual({
      totalCost: '0.01',
      currentValue: null,
      unrealizedPnl: null,
      unrealizedPnlPercent: null,
    });
  });
});

describe('portfolio totals', () => {
  it('sums per currency, counts unpriced holdings at cost and headlines the currency of most holdings', () => {
    const totals = portfolioTotals([
      { currency: 'USD', quantity: '3.3333', averageCost: '123.4567', price: '130.0001' },
      { currency: 'USD', quantity: '2.5', averageCost: '100.01', price: '99.99' },
      { currency: 'USD', quantity: '0.0001', averageCost: '50', price: null },
      { currency: 'SGD', quantity: '100', averageCost: '38.10', price: '41.255' },
    ]);
    expect(totals.currency).toBe('USD');
    expect(totals.totalPositions).toBe(4);
    expect(totals.pricedPositions).toBe(3);
    expect(totals.byCurrency.map((entry) => entry.currency)).toEqual(['USD', 'SGD']);
    const usd = totals.main;
    // Cost 411.52 + 250.03 + 0.01; value 433.33 + 249.98 + 0.01 (the unpriced one at cost).
    expect(centsText(usd.totalCostCents)).toBe('661.56');
    expect(centsText(usd.totalValueCents)).toBe('683.32');
    expect(centsText(usd.profitLossCents)).toBe('21.76');
    expect(usd.profitLossPercentage).toBe('3.29');
    expect(usd.positions).toBe(3);
    expect(usd.pricedPositions).toBe(2);
    const sgd = totals.byCurrency[1];
    expect(sgd && centsText(sgd.totalCostCents)).toBe('3810.00');
    // 100 x 41.255 = 4125.50 exactly.
    expect(sgd && centsText(sgd.totalValueCents)).toBe('4125.50');
    expect(sgd && centsText(sgd.profitLossCents)).toBe('315.50');
    expect(sgd?.profitLossPercentage).toBe('8.28');
  });

  it('breaks a tie in positions by the larger value, and answers zero in the fallback currency when empty', () => {
    const tie = portfolioTotals([
      { currency: 'USD', quantity: '1', averageCost: '10', price: null },
      { currency: 'SGD', quantity: '1', averageCost: '20', price: null },
    ]);
    expect(tie.currency).toBe('SGD');
    const empty = portfolioTotals([], 'USD');
    // Nothing held: no currency rows, and a headline of zeros in the fallback currency.
    expect(empty.byCurrency).toEqual([]);
    const { main } = empty;
    expect([empty.currency, main.currency]).toEqual(['USD', 'USD']);
    expect([main.totalValueCents, main.totalCostCents, main.profitLossCents].map(centsText)).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
    expect(main.profitLossPercentage).toBe('0.00');
    expect([empty.totalPositions, empty.pricedPositions, main.positions, main.pricedPositions]).toEqual([0, 0, 0, 0]);
  });
});

describe('holding rules', () => {
  it('takes quantities above 0 with at most 4 decimals', () => {
    expect(normalizeQuantity('0.0001')).toBe('0.0001');
    expect(normalizeQuantity('10.5000')).toBe('10.5');
    expect(normalizeQuantity(3)).toBe('3');
    expect(normalizeQuantity('0')).toBeUndefined();
    expect(normalizeQuantity('-1')).toBeUndefined();
    expect(normalizeQuantity('0.00001')).toBeUndefined();
    expect(normalizeQuantity('abc')).toBeUndefined();
    expect(normalizeQuantity(null)).toBeUndefined();
    expect(normalizeQuantity(true)).toBeUndefined();
  });

  it('takes average costs above 0 up to 999999.99', () => {
    expect(normalizeAverageCost('999999.99')).toBe('999999.99');
    expect(normalizeAverageCost('123.4')).toBe('123.40');
    expect(normalizeAverageCost(0.0001)).toBe('0.0001');
    expect(normalizeAverageCost('1000000')).toBeUndefined();
    expect(normalizeAverageCost('999999.991')).toBeUndefined();
    expect(normalizeAverageCost('0')).toBeUndefined();
    expect(normalizeAverageCost('')).toBeUndefined();
  });

  it('shows stored numeric(20,4) values without needless zeros', () => {
    expect(quantityText('10.0000')).toBe('10');
    expect(quantityText('1.2340')).toBe('1.234');
    expect(priceText('123.4000')).toBe('123.40');
    expect(priceText('0.0050')).toBe('0.005');
  });

  it('clamps the search limit to 1..50, 20 by default', () => {
    expect(stockSearchLimit(undefined)).toBe(20);
    expect(stockSearchLimit(null)).toBe(20);
    expect(stockSearchLimit(500)).toBe(50);
    expect(stockSearchLimit(0)).toBe(1);
    expect(stockSearchLimit(7)).toBe(7);
  });
});

describe('sectors', () => {
  it('maps GICS sectors onto the spec names, unknown to Other', () => {
    expect(sectorFromGics('Information Technology')).toBe('Technology');
    expect(sectorFromGics('Communication Services')).toBe('Technology');
    expect(sectorFromGics('Financials')).toBe('Financials');
    expect(sectorFromGics('Health Care')).toBe('Healthcare');
    expect(sectorFromGics('Consumer Discretionary')).toBe('Consumer Discretionary');
    expect(sectorFromGics('Consumer Staples')).toBe('Consumer Staples');
    expect(sectorFromGics('Energy')).toBe('Energy');
    expect(sectorFromGics('Real Estate')).toBe('Real Estate');
    expect(sectorFromGics('Industrials')).toBe('Other');
    expect(sectorFromGics('Materials')).toBe('Other');
    expect(sectorFromGics('Utilities')).toBe('Other');
    expect(sectorFromGics('')).toBe('Other');
    expect(sectorFromGics(undefined)).toBe('Other');
  });

  it('has a distinct colour for every spec sector', () => {
    expect(SECTORS).toHaveLength(9);
    expect(new Set(SECTORS.map((sector) => SECTOR_COLORS[sector])).size).toBe(9);
    expect(sectorOf('Crypto')).toBe('Other');
    expect(sectorColor(null)).toBe(SECTOR_COLORS.Other);
    expect(sectorColor('Technology')).toBe('#3B82F6');
  });
});
