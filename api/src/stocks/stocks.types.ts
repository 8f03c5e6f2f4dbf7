import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { centsText } from '@garden/core';
import type { CurrencyTotals } from '@garden/core';
import type { HoldingRecord, PortfolioSummaryRecord, StockRecord, StocksAccountRecord } from './stocks.queries';

@ObjectType('Stock', {
  simpleResolvers: true,
  description: 'A security of the list shipped with the product (S&P 500, STI, popular US and SGX ETFs).',
})
export class StockView {
  @Field(() => ID)
  id!: string;

  @Field({ description: "US symbols plain ('AAPL'), SGX ones with '.SI' ('D05.SI')" })
  symbol!: string;

  @Field()
  name!: string;

  @Field({ description: 'NYSE, NASDAQ, SGX, HKEX, LSE, ...' })
  exchange!: string;

  @Field({
    description:
      'Technology, Financials, Healthcare, Consumer Discretionary, Consumer Staples, Energy, Real Estate, Diversified or Other',
  })
  sector!: string;

  @Field({ description: 'Quoting currency, e.g. USD or SGD' })
  currency!: string;

  @Field(() => String, { nullable: true, description: 'Exact decimal; null when never priced (never invented).' })
  lastPrice!: string | null;

  @Field(() => Date, { nullable: true })
  lastPriceUpdated!: Date | null;
}

@ObjectType('StocksAccount', { simpleResolvers: true, description: 'One of your brokerage (stocks) accounts.' })
export class StocksAccountView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  broker!: string;

  @Field()
  accountType!: string;

  @Field()
  currency!: string;

  @Field({ description: 'Exact decimal, e.g. "0.00".' })
  cashBalance!: string;

  @Field({
    description:
      "Value now of the account's holdings in the account's currency (quantity x last price; cost for a holding " +
      'never priced), exact to the cent. Holdings in another currency are not included: there is no exchange ' +
      'rate (portfolioSummary.byCurrency has every currency).',
  })
  totalValue!: string;

  @Field()
  isActive!: boolean;

  @Field()
  createdAt!: Date;
}

@ObjectType('StockHolding', {
  simpleResolvers: true,
  description:
    'A position. Money figures are rounded once to cents, half up; P&L = value - cost. A stock never priced has ' +
    'null currentPrice, currentValue, unrealizedPnl and unrealizedPnlPercent.',
})
export class StockHoldingView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  stocksAccountId!: string;

  @Field(() => ID)
  stockId!: string;

  @Field({ description: 'Up to 4 decimals, e.g. "1.2345"' })
  quantity!: string;

  @Field({ description: 'Per share, 2 to 4 decimals, e.g. "123.40"' })
  averageCost!: string;

  @Field({ description: 'quantity x averageCost, e.g. "411.52"' })
  totalCost!: string;

  @Field({ description: "The stock's quoting currency" })
  currency!: string;

  @Field(() => String, { nullable: true })
  currentPrice!: string | null;

  @Field(() => String, { nullable: true })
  currentValue!: string | null;

  @Field(() => String, { nullable: true })
  unrealizedPnl!: string | null;

  @Field(() => String, { nullable: true, description: 'Percent of cost, 2 decimals, e.g. "-3.25"' })
  unrealizedPnlPercent!: string | null;

  @Field(() => StockView)
  stock!: StockView;
}

/**
 * The money figures of a set of holdings in one currency (exact decimals). The summary's top-level ones are those of
 * its main currency's totals. No field returns it, so it is not in the schema itself.
 */
@ObjectType('PortfolioFigures', { simpleResolvers: true })
export abstract class PortfolioFiguresView {
  @Field()
  totalValue!: string;

  @Field()
  totalCost!: string;

  @Field()
  profitLoss!: string;
}

@ObjectType('CurrencyPortfolioTotals', { simpleResolvers: true, description: 'Portfolio totals in one currency.' })
export class CurrencyPortfolioTotalsView extends PortfolioFiguresView {
  @Field()
  currency!: string;

  @Field()
  profitLossPercentage!: string;

  @Field(() => Int)
  positions!: number;
}

@ObjectType('PortfolioSummary', {
  simpleResolvers: true,
  description:
    'Portfolio totals. A holding without a price counts at its cost (P&L 0). The top-level money figures are in ' +
    '`currency`: the currency with the most holdings; on a tie, the one whose total value is the larger number ' +
    '(compared as plain numbers, not converted), then the alphabetically first code; USD when nothing is held. ' +
    'byCurrency has every currency exactly (no conversion).',
})
export class PortfolioSummaryView extends PortfolioFiguresView {
  @Field({ description: 'Percent of cost, 2 decimals' })
  profitLossPercentage!: string;

  @Field(() => Int, { description: 'Every holding, in any currency' })
  totalPositions!: number;

  @Field(() => Int)
  accountsCount!: number;

  @Field(() => Int, { description: 'Holdings whose stock has a price' })
  pricedPositions!: number;

  @Field({
    description:
      'Currency of the top-level figures: most holdings, then larger total value as a plain number, then code',
  })
  currency!: string;

  @Field(() => [CurrencyPortfolioTotalsView])
  byCurrency!: CurrencyPortfolioTotalsView[];
}

@InputType({ description: "A stocks account; every field is optional (the default account's values)." })
export class CreateStocksAccountInput {
  @Field(() => String, { nullable: true, description: "'Investment Portfolio' when left out" })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "'GENERAL' when left out" })
  broker?: string | null;

  @Field(() => String, { nullable: true, description: "'investment' when left out" })
  accountType?: string | null;

  @Field(() => String, { nullable: true, description: "'USD' when left out" })
  currency?: string | null;

  @Field(() => String, { nullable: true, description: 'Decimal with at most 2 places; "0" when left out' })
  cashBalance?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Accepted for the REST body; reads always compute the value of the holdings',
  })
  totalValue?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@InputType({ description: 'Fields of a stocks account to change; omitted ones stay as they are.' })
export class UpdateStocksAccountInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  broker?: string | null;

  @Field(() => String, { nullable: true })
  accountType?: string | null;

  @Field(() => String, { nullable: true })
  currency?: string | null;

  @Field(() => String, { nullable: true })
  cashBalance?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@InputType({ description: 'A stock to add to one of your stocks accounts.' })
export class AddStockHoldingInput {
  @Field(() => ID)
  stocksAccountId!: string;

  @Field(() => ID)
  stockId!: string;

  @Field({ description: 'Above 0, at most 4 decimals (min "0.0001")' })
  quantity!: string;

  @Field({ description: 'Above 0, at most 999999.99' })
  averageCost!: string;

  @Field(() => String, {
    nullable: true,
    description: "Ignored: a holding is always in its stock's quoting currency",
  })
  currency?: string | null;
}

@InputType({ description: 'Quantity and/or average cost of a holding; both must stay valid.' })
export class UpdateStockHoldingInput {
  @Field(() => String, { nullable: true })
  quantity?: string | null;

  @Field(() => String, { nullable: true })
  averageCost?: string | null;
}

const cents = (value: bigint | null): string | null => (value === null ? null : centsText(value));

export function toStockView(stock: StockRecord): StockView {
  return { ...stock };
}

/** The record as it is, but for its money, which GraphQL shows as exact decimal text. */
export function toStocksAccountView(account: StocksAccountRecord): StocksAccountView {
  return {
    ...account,
    cashBalance: centsText(account.cashBalanceCents),
    totalValue: centsText(account.totalValueCents),
  };
}

export function toStockHoldingView(holding: HoldingRecord): StockHoldingView {
  return {
    id: holding.id,
    stocksAccountId: holding.stocksAccountId,
    stockId: holding.stockId,
    quantity: holding.quantity,
    averageCost: holding.averageCost,
    totalCost: centsText(holding.totalCostCents),
    currency: holding.currency,
    currentPrice: holding.currentPrice,
    currentValue: cents(holding.currentValueCents),
    unrealizedPnl: cents(holding.unrealizedPnlCents),
    unrealizedPnlPercent: holding.unrealizedPnlPercent,
    stock: toStockView(holding.stock),
  };
}

function toCurrencyTotalsView(totals: CurrencyTotals): CurrencyPortfolioTotalsView {
  return {
    currency: totals.currency,
    totalValue: centsText(totals.totalValueCents),
    totalCost: centsText(totals.totalCostCents),
    profitLoss: centsText(totals.profitLossCents),
    profitLossPercentage: totals.profitLossPercentage,
    positions: totals.positions,
  };
}

export function toPortfolioSummaryView(summary: PortfolioSummaryRecord): PortfolioSummaryView {
  const main = toCurrencyTotalsView(summary.main);
  return {
    totalValue: main.totalValue,
    totalCost: main.totalCost,
    profitLoss: main.profitLoss,
    profitLossPercentage: main.profitLossPercentage,
    totalPositions: summary.totalPositions,
    accountsCount: summary.accountsCount,
    pricedPositions: summary.pricedPositions,
    currency: summary.currency,
    byCurrency: summary.byCurrency.map(toCurrencyTotalsView),
  };
}
