import { BigIntType, Entity, Index, OptionalProps, Property } from '@mikro-orm/core';
import { UserOwned } from '../users/user-owned.entity';

/** A brokerage (stocks) account of one user; its holdings are StockHolding rows. */
@Entity({ tableName: 'stocks_accounts' })
@Index({ properties: ['userId'] })
export class StocksAccount extends UserOwned {
  [OptionalProps]?:
    | 'broker'
    | 'accountType'
    | 'currency'
    | 'cashBalanceCents'
    | 'totalValueCents'
    | 'isActive'
    | 'createdAt'
    | 'updatedAt';

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', default: 'GENERAL' })
  broker: string = 'GENERAL';

  @Property({ type: 'text', default: 'investment' })
  accountType: string = 'investment';

  @Property({ type: 'varchar', length: 3, default: 'USD' })
  currency: string = 'USD';

  @Property({ type: new BigIntType('number'), default: 0 })
  cashBalanceCents: number = 0;

  /**
   * What the client sent at creation (the REST create body). Reads answer with the value of the holdings
   * computed then, so this column is never trusted for display.
   */
  @Property({ type: new BigIntType('number'), default: 0 })
  totalValueCents: number = 0;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
