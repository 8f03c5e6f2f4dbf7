import { Field, Int, ObjectType } from 'type-graphql';
import type { MarketStatus } from '@garden/core';

/** GraphQL types of market status (core market-hours), price freshness (core price-freshness) and price updates. */

@ObjectType('ExchangeStatus', { simpleResolvers: true, description: "One exchange's session at the instant asked." })
export class ExchangeStatusView {
  @Field()
  exchange!: string;

  @Field()
  isOpen!: boolean;

  @Field({ description: 'open, lunch, closed, weekend or holiday' })
  session!: string;

  @Field({ description: 'IANA time zone of the exchange' })
  timeZone!: string;

  @Field({ description: 'Exchange-local wall time, "YYYY-MM-DD HH:MM"' })
  localTime!: string;
}

@ObjectType('MarketStatus', { simpleResolvers: true })
export class MarketStatusView {
  @Field(() => [ExchangeStatusView])
  exchanges!: ExchangeStatusView[];

  @Field({ description: 'True while any exchange is trading' })
  shouldUpdate!: boolean;

  @Field()
  timestamp!: Date;
}

@ObjectType('PriceStaleness', {
  simpleResolvers: true,
  description: 'Freshness of the prices of the stocks you hold: fresh at 80 % or above, moderate from 60 %.',
})
export class PriceStalenessView {
  @Field(() => Int)
  freshnessPercentage!: number;

  @Field(() => Int)
  freshCount!: number;

  @Field(() => Int)
  totalStocks!: number;

  @Field(() => Int)
  neverUpdated!: number;

  @Field({ description: 'fresh, moderate or stale' })
  level!: string;

  @Field({
    description:
      'Whether this server can fetch market prices at all (a price provider is configured); false means ' +
      'no holding will get a price, and holdings count at cost.',
  })
  pricesAvailable!: boolean;
}

@ObjectType('PriceUpdateResult', { simpleResolvers: true })
export class PriceUpdateResultView {
  @Field()
  success!: boolean;

  @Field(() => Int)
  updatedCount!: number;

  @Field()
  message!: string;
}

export function toMarketStatusView(status: MarketStatus): MarketStatusView {
  return {
    exchanges: status.exchanges.map((exchange) => ({
      exchange: exchange.exchange,
      isOpen: exchange.isOpen,
      session: exchange.session,
      timeZone: exchange.timeZone,
      localTime: exchange.localTime,
    })),
    shouldUpdate: status.shouldUpdate,
    timestamp: status.timestamp,
  };
}
