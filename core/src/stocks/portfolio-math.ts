/**
 * Exact portfolio arithmetic. Quantities and prices are decimal strings with at most 4 decimals, held as BigInt
 * scaled integers (x 10^4), so a product is exact at 8 decimals and nothing passes through a float.
 *
 * Rounding is defined once, here: every money figure (total cost, current value) is rounded from its exact
 * product to cents, half away from zero (ROUND_HALF_UP); P&L is value cents - cost cents, and a P&L percentage is
 * P&L cents / cost cents x 100 rounded the same way to 2 decimals, so each figure agrees with the ones shown
 * beside it. Totals are sums of the rounded per-holding cents.
 */

/** Decimal places of quantities and prices (numeric(20,4) columns). */
export const DECIMAL_SCALE = 4;

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A decimal (string, or a JSON number written without an exponent) as an integer scaled by 10^scale; undefined
 * when it is not a plain decimal or has more decimals than the scale allows (never silently rounded).
 */
export function parseScaled(value: string | number, scale: number = DECIMAL_SCALE): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return undefined;
  const [, minus, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) {
    // Trailing zeros beyond the scale ("1.50000") change nothing.
    if (!/^0*$/.test(fraction.slice(scale))) return undefined;
  }
  const digits = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.slice(0, scale).padEnd(scale, '0') || '0');
  return minus ? -digits : digits;
}

/**
 * A scaled integer as a decimal string with at least minDecimals and at most `scale` places (trailing zeros past
 * minDecimals dropped): formatScaled(12340000n, 4, 2) -> "1234.00", formatScaled(12345n, 4, 0) -> "1.2345".
 */
export function formatScaled(value: bigint, scale: number, minDecimals = scale): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const factor = 10n ** BigInt(scale);
  const whole = abs / factor;
  let fraction = scale > 0 ? (abs % factor).toString().padStart(scale, '0') : '';
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const text = fraction ? `${whole}.${fraction}` : whole.toString();
  return negative && abs !== 0n ? `-${text}` : text;
}

/** numerator / denominator rounded to an integer, half away from zero. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** A scaled integer moved to fewer decimals, half away from zero (e.g. 8 decimals -> cents). */
export function rescaleHalfUp(value: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return value * 10n ** BigInt(toScale - fromScale);
  return divideHalfUp(value, 10n ** BigInt(fromScale - toScale));
}

/** quantity x price, both with 4 decimals, rounded once to cents. */
export function multiplyToCents(quantity: bigint, price: bigint): bigint {
  return rescaleHalfUp(quantity * price, DECIMAL_SCALE * 2, 2);
}

/** Cents as a decimal string with exactly two places: -1234n -> "-12.34". */
export function centsText(cents: bigint): string {
  return formatScaled(cents, 2, 2);
}

/** part / whole x 100 to 2 decimals, half away from zero, as text ("12.35"); null when whole is 0. */
export function percentText(part: bigint, whole: bigint): string | null {
  if (whole === 0n) return null;
  return formatScaled(divideHalfUp(part * 10000n, whole), 2, 2);
}

function requireScaled(value: string, label: string): bigint {
  const scaled = parseScaled(value);
  if (scaled === undefined) throw new RangeError(`${label} is not a decimal with at most 4 places: "${value}"`);
  return scaled;
}

/** One holding as stored: quantity and average cost, and the stock's last price (null when never priced). */
export interface HoldingAmounts {
  quantity: string;
  averageCost: string;
  /** Null when the stock has never been priced: value and P&L are then unknown, never invented. */
  price: string | null;
}

export interface HoldingFigures {
  totalCostCents: bigint;
  currentValueCents: bigint | null;
  unrealizedPnlCents: bigint | null;
  /** 2 decimals, e.g. "-3.25"; null when unpriced or the cost is 0. */
  unrealizedPnlPercent: string | null;
}

/** Cost, value and P&L of one holding (see the rounding rule at the top of this file). */
export function holdingFigures(holding: HoldingAmounts): HoldingFigures {
  const quantity = requireScaled(holding.quantity, 'Quantity');
  const totalCostCents = multiplyToCents(quantity, requireScaled(holding.averageCost, 'Average cost'));
  if (holding.price === null) {
    return { totalCostCents, currentValueCents: null, unrealizedPnlCents: null, unrealizedPnlPercent: null };
  }
  const currentValueCents = multiplyToCents(quantity, requireScaled(holding.price, 'Price'));
  const unrealizedPnlCents = currentValueCents - totalCostCents;
  return {
    totalCostCents,
    currentValueCents,
    unrealizedPnlCents,
    unrealizedPnlPercent: percentText(unrealizedPnlCents, totalCostCents),
  };
}

/** Totals of the holdings in one currency. */
export interface CurrencyTotals {
  currency: string;
  /** Priced holdings at their value, unpriced ones at their cost (so their P&L is 0). */
  totalValueCents: bigint;
  totalCostCents: bigint;
  profitLossCents: bigint;
  /** 2 decimals; "0.00" when there is no cost. */
  profitLossPercentage: string;
  positions: number;
  pricedPositions: number;
}

export interface PortfolioTotals {
  /** Every currency held, most positions first (then higher value, then code). */
  byCurrency: CurrencyTotals[];
  /**
   * byCurrency[0]: the currency with the most holdings, on a tie the larger total value as plain numbers, then the
   * code; the fallback when nothing is held.
   */
  currency: string;
  /** That currency's totals; zero when nothing is held. */
  main: CurrencyTotals;
  totalPositions: number;
  pricedPositions: number;
}

export interface PortfolioHolding extends HoldingAmounts {
  currency: string;
}

function emptyTotals(currency: string): CurrencyTotals {
  return {
    currency,
    totalValueCents: 0n,
    totalCostCents: 0n,
    profitLossCents: 0n,
    profitLossPercentage: '0.00',
    positions: 0,
    pricedPositions: 0,
  };
}

/** A holding's currency and its figures, already computed (holdingFigures). */
export interface FiguredHolding {
  currency: string;
  totalCostCents: bigint;
  /** null when the stock has no price: the holding then counts at its cost. */
  currentValueCents: bigint | null;
}

/**
 * Portfolio totals per currency, never mixing currencies (there is no exchange rate). The headline (`currency`
 * and `main`) is the currency with the most holdings; on a tie, the one with the larger total value compared as
 * plain numbers (a deliberate, documented tie-break, not a conversion), then the alphabetically first code.
 * `fallbackCurrency` (the default account's USD) when there are no holdings.
 */
export function portfolioTotals(holdings: readonly PortfolioHolding[], fallbackCurrency = 'USD'): PortfolioTotals {
  return portfolioTotalsOf(
    holdings.map((holding) => ({ currency: holding.currency, ...holdingFigures(holding) })),
    fallbackCurrency,
  );
}

/** portfolioTotals for holdings whose figures are already computed (each holding's figures computed once). */
export function portfolioTotalsOf(holdings: readonly FiguredHolding[], fallbackCurrency = 'USD'): PortfolioTotals {
  const totals = new Map<string, CurrencyTotals>();
  for (const holding of holdings) {
    const entry = totals.get(holding.currency) ?? emptyTotals(holding.currency);
    entry.positions += 1;
    entry.totalCostCents += holding.totalCostCents;
    if (holding.currentValueCents === null) {
      entry.totalValueCents += holding.totalCostCents;
    } else {
      entry.pricedPositions += 1;
      entry.totalValueCents += holding.currentValueCents;
    }
    totals.set(holding.currency, entry);
  }
  const byCurrency = [...totals.values()]
    .map((entry) => {
      const profitLossCents = entry.totalValueCents - entry.totalCostCents;
      return {
        ...entry,
        profitLossCents,
        profitLossPercentage: percentText(profitLossCents, entry.totalCostCents) ?? '0.00',
      };
    })
    .sort(
      (a, b) =>
        b.positions - a.positions ||
        (b.totalValueCents > a.totalValueCents ? 1 : b.totalValueCents < a.totalValueCents ? -1 : 0) ||
        a.currency.localeCompare(b.currency),
    );
  const main = byCurrency[0] ?? emptyTotals(fallbackCurrency);
  return {
    byCurrency,
    currency: main.currency,
    main,
    totalPositions: holdings.length,
    pricedPositions: byCurrency.reduce((sum, entry) => sum + entry.pricedPositions, 0),
  };
}
