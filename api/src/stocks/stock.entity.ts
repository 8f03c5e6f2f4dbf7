import { DecimalType, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A security from the list shipped with the product (S&P 500, STI, popular US and SGX ETFs). Shared by all users;
 * the list is upserted at start (name, sector, currency) and prices are written only by the price updater.
 * Symbols: US plain ('AAPL'), SGX with the '.SI' suffix ('D05.SI').
 */
@Entity({ tableName: 'stocks' })
@Unique({ properties: ['symbol', 'exchange'] })
@Index({ properties: ['symbol'] })
export class Stock {
  [OptionalProps]?: 'lastPrice' | 'lastPriceUpdated' | 'lastPriceAttempted';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' })
  symbol!: string;

  @Property({ type: 'text' })
  name!: string;

  /** NYSE, NASDAQ, SGX, HKEX, LSE, ... */
  @Property({ type: 'text' })
  exchange!: string;

  /** One of the spec's sector names (core/src/stocks/sectors.ts). */
  @Property({ type: 'text' })
  sector!: string;

  @Property({ type: 'varchar', length: 3 })
  currency!: string;

  /** Exact decimal string; null until a price provider has reported one (never invented). */
  @Property({ type: new DecimalType('string'), precision: 20, scale: 4, nullable: true })
  lastPrice: string | null = null;

  /** When the quoted price was current (the vendor's quote time when it gives one, else when it answered). */
  @Property({ type: 'timestamptz', nullable: true })
  lastPriceUpdated: Date | null = null;

  /**
   * When a price was last asked for, answered or not: the refresh gap counts from it, so a failing vendor is not
   * asked again by every process and user within the gap (prices/prices.service.ts claimStocks).
   */
  @Property({ type: 'timestamptz', nullable: true })
  lastPriceAttempted: Date | null = null;
}
