import { Check, DecimalType, Entity, Index, ManyToOne, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { Stock } from './stock.entity';
import { StocksAccount } from './stocks-account.entity';
import { UserOwned } from '../users/user-owned.entity';

/**
 * A position: a quantity of one stock in one stocks account at an average cost (exact decimals). One per stock and
 * account; adding the same stock again is a CONFLICT (edit the holding instead).
 */
@Entity({ tableName: 'stock_holdings' })
@Unique({ properties: ['stocksAccountId', 'stockId'] })
@Index({ properties: ['userId'] })
@Check({ name: 'stock_holdings_quantity_check', expression: 'quantity > 0' })
@Check({ name: 'stock_holdings_average_cost_check', expression: 'average_cost > 0' })
export class StockHolding extends UserOwned {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @ManyToOne(() => StocksAccount, { mapToPk: true, fieldName: 'stocks_account_id', deleteRule: 'cascade' })
  stocksAccountId!: string;

  @ManyToOne(() => Stock, { mapToPk: true, fieldName: 'stock_id' })
  stockId!: string;

  @Property({ type: new DecimalType('string'), precision: 20, scale: 4 })
  quantity!: string;

  @Property({ type: new DecimalType('string'), precision: 20, scale: 4 })
  averageCost!: string;

  /** The stock's quoting currency: prices, cost and value are all in it. */
  @Property({ type: 'varchar', length: 3 })
  currency!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
