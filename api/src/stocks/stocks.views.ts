import { centsText } from '@garden/core';
import type { CurrencyTotals, MarketStatus, PriceStalenessSummary } from '@garden/core';
import type { HoldingRecord, PortfolioSummaryRecord, StockRecord, StocksAccountRecord } from './stocks.queries';

/** REST shapes (snake_case; money as JSON numbers with 2 decimals, quantities and prices up to 4). */

const num = (text: string | null): number | null => (text === null ? null : Number(text));
const money = (cents: bigint | null): number | null => (cents === null ? null : Number(centsText(cents)));

export function stockJson(stock: StockRecord): Record<string, unknown> {
  return {
    id: stock.id,
    symbol: stock.symbol,
    name: stock.name,
    exchange: stock.exchange,
    sector: stock.sector,
    currency: stock.currency,
    last_price: num(stock.lastPrice),
    last_price_updated: stock.lastPriceUpdated?.toISOString() ?? null,
  };
}

export function stocksAccountJson(account: StocksAccountRecord): Record<string, unknown> {
  return {
    id: account.id,
    name: account.name,
    broker: account.broker,
    account_type: account.accountType,
    currency: account.currency,
    cash_balance: Number(centsText(account.cashBalanceCents)),
    total_value: Number(centsText(account.totalValueCents)),
    // total_value counts only holdings in the account's currency (no exchange rate); these are left out of it.
    other_currency_holdings: account.otherCurrencyHoldings,
    is_active: account.isActive,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

export function stockHoldingJson(holding: HoldingRecord): Record<string, unknown> {
  return {
    id: holding.id,
    stocks_account_id: holding.stocksAccountId,
    stock_id: holding.stockId,
    quantity: Number(holding.quantity),
    average_cost: Number(holding.averageCost),
    total_cost: Number(centsText(holding.totalCostCents)),
    currency: holding.currency,
    current_price: num(holding.currentPrice),
    current_value: money(holding.currentValueCents),
    unrealized_pnl: money(holding.unrealizedPnlCents),
    unrealized_pnl_percent: num(holding.unrealizedPnlPercent),
    stock: stockJson(holding.stock),
    created_at: holding.createdAt.toISOString(),
    updated_at: holding.updatedAt.toISOString(),
  };
}

function currencyTotalsJson(totals: CurrencyTotals): Record<string, unknown> {
  return {
    currency: totals.currency,
    total_value: Number(centsText(totals.totalValueCents)),
    total_cost: Number(centsText(totals.totalCostCents)),
    profit_loss: Number(centsText(totals.profitLossCents)),
    profit_loss_percentage: Number(totals.profitLossPercentage),
    positions: totals.positions,
  };
}

/** The portfolio summary is specified in two shapes; this answers with both sets of names (same figures). */
export function portfolioSummaryJson(summary: PortfolioSummaryRecord): Record<string, unknown> {
  const main = currencyTotalsJson(summary.main);
  return {
    total_value: main.total_value,
    total_cost: main.total_cost,
    profit_loss: main.profit_loss,
    profit_loss_percentage: main.profit_loss_percentage,
    total_positions: summary.totalPositions,
    total_invested: main.total_cost,
    total_unrealized_pnl: main.profit_loss,
    total_unrealized_pnl_percent: main.profit_loss_percentage,
    holdings_count: summary.totalPositions,
    accounts_count: summary.accountsCount,
    priced_positions: summary.pricedPositions,
    currency: summary.currency,
    by_currency: summary.byCurrency.map(currencyTotalsJson),
  };
}

/** REST market status: the specified map of exchange to is_open, plus each exchange's detail. */
export function marketStatusJson(status: MarketStatus): Record<string, unknown> {
  return {
    exchanges: Object.fromEntries(status.exchanges.map((exchange) => [exchange.exchange, exchange.isOpen])),
    details: status.exchanges.map((exchange) => ({
      exchange: exchange.exchange,
      is_open: exchange.isOpen,
      session: exchange.session,
      time_zone: exchange.timeZone,
      local_time: exchange.localTime,
    })),
    should_update: status.shouldUpdate,
    timestamp: status.timestamp.toISOString(),
  };
}

export function priceStalenessJson(summary: PriceStalenessSummary, pricesAvailable: boolean): Record<string, unknown> {
  return {
    prices_available: pricesAvailable,
    freshness_percentage: summary.freshnessPercentage,
    fresh_count: summary.freshCount,
    total_stocks: summary.totalStocks,
    never_updated: summary.neverUpdated,
    level: summary.level,
  };
}
