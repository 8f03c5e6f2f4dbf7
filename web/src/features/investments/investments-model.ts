import {
  DECIMAL_SCALE,
  FRESHNESS_LEVEL_TEXT,
  MAX_AVERAGE_COST as CORE_MAX_AVERAGE_COST,
  STOCK_MESSAGES,
  formatScaled,
  freshnessLevel,
  normalizeAverageCost,
  normalizeQuantity,
  parseScaled,
  rescaleHalfUp,
  sectorColor,
  sectorOf,
  type PriceFreshness,
} from '@garden/core';
import type * as Generated from '../../graphql/generated/graphql';
import { money } from '../../shared/format';

/**
 * View models and pure rules of the Investments tab. Components take these
 * shapes, so they do not depend on how the data was fetched.
 */

/** The shapes the tab reads are the generated fragment types of investments.graphql. */
export type InvestmentStock = Generated.InvestmentsStockFieldsFragment;
/** currentPrice, currentValue and the P&L stay null while the price was never updated: nothing is invented. */
export type InvestmentHolding = Generated.InvestmentsHoldingFieldsFragment;
export type InvestmentAccount = Generated.InvestmentsAccountFieldsFragment;
/** One currency's line of the portfolio summary. */
export type CurrencySummaryView = Generated.InvestmentsCurrencyTotalsFieldsFragment;
/** The portfolio summary: top-level numbers in `currency`, every currency exactly in byCurrency. */
export type PortfolioSummaryView = Generated.InvestmentsPortfolioSummaryFieldsFragment;
export type MarketState = Generated.InvestmentsMarketStatusFieldsFragment;
export type ExchangeState = MarketState['exchanges'][number];
/** pricesAvailable is false when the server has no market-data service: no holding will get a price. */
export type Staleness = Generated.InvestmentsStalenessFieldsFragment;

// ---------- constants and messages ----------

export const MARKET_REFRESH_MS = 300_000;
export const MAX_AVERAGE_COST = Number(CORE_MAX_AVERAGE_COST);
export const MIN_EDIT_QUANTITY = 0.0001;

export const INVESTMENT_MESSAGES = {
  addInvalid: STOCK_MESSAGES.addInvalid,
  addFailed: STOCK_MESSAGES.addFailed,
  searchFailed: STOCK_MESSAGES.searchFailed,
  batchNoneComplete: 'Please complete at least one stock entry with valid values.',
  editInvalid: STOCK_MESSAGES.updateInvalid,
  editFailed: STOCK_MESSAGES.updateFailed,
  marketFailed: 'Failed to fetch market data',
  marketUnavailable: 'Market data unavailable',
  pricesFailed: 'Failed to update prices',
  loadFailed: "We couldn't load your investments. Please check your internet connection and try again.",
  // Store messages whose wording the spec leaves open.
  holdingsFetchFailed: 'Failed to fetch stock holdings',
  summaryFailed: 'Failed to fetch portfolio summary',
  stalenessFailed: 'Failed to fetch price freshness',
  // Said before anyone presses a button, in the person's words (the api's update answer says the same).
  pricesUnavailable:
    'Prices are not available yet: Money Garden is not connected to a market-data service, so your holdings count at what you paid.',
  noPricesToTrack: 'No prices to track yet: plant a stock to see how fresh its price is.',
} as const;

/** The batch modal's partial-failure text, exactly as the spec words it. */
export const batchPartialMessage = (added: number, failedSymbols: string[]) =>
  `Added ${added} stocks. Failed to add: ${failedSymbols.join(', ')}`;

/** The stock chart palette: 10 colours, cycling. */
export const CHART_PALETTE = [
  '#22C55E',
  '#3B82F6',
  '#F59E0B',
  '#EF4444',
  '#8B5CF6',
  '#14B8A6',
  '#EC4899',
  '#84CC16',
  '#F97316',
  '#6366F1',
] as const;

export const paletteColour = (index: number): string => CHART_PALETTE[index % CHART_PALETTE.length] ?? '#22C55E';

// ---------- exact decimals ----------

/**
 * A decimal from the server (at most 4 places) as an integer with `places` decimals, rounded half away from zero
 * by core's portfolio arithmetic (the api's own), so the page and the api never round differently.
 */
function scaled(text: string, places: number): bigint {
  const value = parseScaled(text, DECIMAL_SCALE);
  if (value === undefined) throw new Error(`Not a decimal: "${text}"`);
  return rescaleHalfUp(value, DECIMAL_SCALE, places);
}

/** Sums decimal strings exactly, to cents. */
export function sumDecimals(values: string[]): string {
  const total = values.reduce((sum, value) => sum + scaled(value, DECIMAL_SCALE), 0n);
  return formatScaled(rescaleHalfUp(total, DECIMAL_SCALE, 2), 2);
}

/**
 * Portfolio money with 2 decimals in the holding's currency, in the app's one money format (en-SG, shared/format):
 * "US$1,234.50", "$10.00" for Singapore dollars. Numbers are chart values already in the currency's units.
 */
export function formatPortfolioMoney(value: string | number, currency = 'USD'): string {
  const text = typeof value === 'number' ? value.toFixed(2) : formatScaled(scaled(value, 2), 2);
  return money(text, currency);
}

/** A signed amount with an explicit + for gains. */
export function formatSignedMoney(value: string, currency = 'USD'): string {
  const text = formatPortfolioMoney(value, currency);
  return scaled(value, 2) > 0n ? `+${text}` : text;
}

/** "+12.34%" / "-5.00%" / "0.00%". */
export function formatPercent(value: string): string {
  const units = scaled(value, 2);
  return `${units > 0n ? '+' : ''}${formatScaled(units, 2)}%`;
}

/** Quantities show up to 4 decimals without trailing zeros: "10", "1.2345". */
export function formatQuantity(value: string): string {
  const [whole = '0', fraction] = formatScaled(scaled(value, 4), 4, 0).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Positive, negative or flat, for colouring. */
export function trend(value: string | null | undefined): 'up' | 'down' | 'flat' {
  if (!value) return 'flat';
  const units = scaled(value, 2);
  return units > 0n ? 'up' : units < 0n ? 'down' : 'flat';
}

// ---------- price freshness ----------

// The buckets and labels are core's (shared with the api's priceStaleness): 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'.
export { priceAgeLabel, priceFreshness } from '@garden/core';
export type FreshnessBucket = PriceFreshness;

export const FRESHNESS_COLOURS: Record<FreshnessBucket, string> = {
  fresh: '#16A34A',
  moderate: '#D97706',
  stale: '#DC2626',
  never: '#94A3B8',
};

/** The overall market data label: 80 % and above fresh, 60 to below 80 moderate, else stale (core's rule). */
export function overallFreshnessLabel(percentage: number): 'Fresh Data' | 'Moderate' | 'Stale' {
  return FRESHNESS_LEVEL_TEXT[freshnessLevel(percentage)] as 'Fresh Data' | 'Moderate' | 'Stale';
}

/**
 * The exchanges that matter: those of the stocks held (an SGX holding is not helped by NYSE being open), or every
 * exchange before any stock is planted.
 */
export function relevantExchanges(market: MarketState, heldExchanges: readonly string[] = []): ExchangeState[] {
  if (heldExchanges.length === 0) return market.exchanges;
  return market.exchanges.filter((exchange) => heldExchanges.includes(exchange.exchange));
}

/** 'SGX markets growing' or 'Markets resting', over the exchanges of the stocks held. */
export function marketText(market: MarketState, heldExchanges: readonly string[] = []): string {
  const open = relevantExchanges(market, heldExchanges)
    .filter((exchange) => exchange.isOpen)
    .map((exchange) => exchange.exchange);
  return open.length > 0 ? `${open.join(', ')} markets growing` : 'Markets resting';
}

/** The light: green while an exchange of the stocks held is open (the api's shouldUpdate before any stock). */
export function marketIsGreen(market: MarketState, heldExchanges: readonly string[] = []): boolean {
  if (heldExchanges.length === 0) return market.shouldUpdate;
  return relevantExchanges(market, heldExchanges).some((exchange) => exchange.isOpen);
}

// ---------- form rules ----------

/** Shares for a new holding: a whole number of at least 1. */
export function validShares(text: string): boolean {
  return /^\d+$/.test(text.trim()) && Number(text.trim()) >= 1;
}

/** An average cost above 0 and at most 999999.99 (up to 4 decimals), by core's rule the api applies too. */
export function validAverageCost(text: string): boolean {
  return text.trim() !== '' && normalizeAverageCost(text.trim()) !== undefined;
}

/** An edited quantity above 0 with at most 4 decimals (core's rule). */
export function validEditQuantity(text: string): boolean {
  return text.trim() !== '' && normalizeQuantity(text.trim()) !== undefined;
}

/** The edit quantity input floors at 0.0001: a smaller number typed becomes the minimum. */
export function floorEditQuantity(text: string): string {
  const value = /^\d*\.?\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
  if (value !== undefined && value < MIN_EDIT_QUANTITY) return '0.0001';
  return text;
}

/** Decimal strings compared by value ("10" equals "10.0000"). */
export function sameDecimal(a: string, b: string): boolean {
  const left = parseScaled(a, DECIMAL_SCALE);
  return left !== undefined && left === parseScaled(b, DECIMAL_SCALE);
}

/** The value a holding counts at: its market value, or its cost while it has no price. */
export const holdingValue = (holding: InvestmentHolding): string => holding.currentValue ?? holding.totalCost;

/** Totals of one account's holdings per currency: value, P&L (unpriced holdings count at cost, P&L 0). */
export function accountTotals(holdings: InvestmentHolding[]): { currency: string; value: string; pnl: string }[] {
  const byCurrency = new Map<string, InvestmentHolding[]>();
  for (const holding of holdings)
    byCurrency.set(holding.currency, [...(byCurrency.get(holding.currency) ?? []), holding]);
  return [...byCurrency.entries()].map(([currency, rows]) => ({
    currency,
    value: sumDecimals(rows.map(holdingValue)),
    pnl: sumDecimals(rows.map((row) => row.unrealizedPnl ?? '0')),
  }));
}

// ---------- chart data ----------

export interface ChartSlice {
  id: string;
  label: string;
  value: number;
  color: string;
}

/**
 * The currency the value charts are drawn in: the summary's (that of most holdings' value), else the most
 * common one. Amounts in different currencies are never added up (there is no conversion).
 */
export function chartCurrency(holdings: InvestmentHolding[], preferred?: string): string | undefined {
  if (preferred && holdings.some((holding) => holding.currency === preferred)) return preferred;
  const counts = new Map<string, number>();
  for (const holding of holdings) counts.set(holding.currency, (counts.get(holding.currency) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Allocation by holding: value (or cost while unpriced), one slice per holding. */
export function allocationSlices(holdings: InvestmentHolding[]): ChartSlice[] {
  return holdings
    .map((holding, index) => ({
      id: holding.id,
      label: holding.stock.symbol,
      value: Number(holdingValue(holding)),
      color: paletteColour(index),
    }))
    .filter((slice) => slice.value > 0);
}

/** Percent gain or loss per priced stock; holdings without a price are left out rather than shown as 0. */
export function performanceBars(holdings: InvestmentHolding[]): { label: string; value: number; color: string }[] {
  return holdings
    .filter((holding) => holding.unrealizedPnlPercent != null)
    .map((holding) => {
      const value = Number(holding.unrealizedPnlPercent);
      return { label: holding.stock.symbol, value, color: value >= 0 ? '#16A34A' : '#DC2626' };
    });
}

/** Value per sector (exact sums), coloured by the spec's sector colours. */
export function sectorSlices(holdings: InvestmentHolding[]): ChartSlice[] {
  const bySector = new Map<string, string[]>();
  for (const holding of holdings) {
    const sector = sectorOf(holding.stock.sector);
    bySector.set(sector, [...(bySector.get(sector) ?? []), holdingValue(holding)]);
  }
  return [...bySector.entries()]
    .map(([sector, values]) => ({
      id: sector,
      label: sector,
      value: Number(sumDecimals(values)),
      color: sectorColor(sector),
    }))
    .filter((slice) => slice.value > 0);
}
