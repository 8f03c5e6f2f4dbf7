import { BigIntType, Entity, ManyToOne, OptionalProps, Property, Unique } from '@mikro-orm/core';
import type { BudgetPeriod } from '@garden/core';
import { Category } from '../categories/category.entity';
import { UserOwned } from '../users/user-owned.entity';

/**
 * A spending limit of one user on one category for a kind of period (daily, weekly, monthly, yearly). One budget
 * per category and period per user; spent is never stored, it is summed from the transactions when asked for.
 */
@Entity({ tableName: 'budgets' })
@Unique({ properties: ['userId', 'categoryId', 'period'] })
export class Budget extends UserOwned {
  [OptionalProps]?: 'currency' | 'notificationThreshold' | 'createdAt' | 'updatedAt';

  @ManyToOne(() => Category, { mapToPk: true, fieldName: 'category_id', deleteRule: 'cascade' })
  categoryId!: string;

  @Property({ type: 'text' })
  period!: BudgetPeriod;

  /** The limit in cents, above 0. */
  @Property({ type: new BigIntType('number') })
  amountCents!: number;

  /** Spending in this currency counts towards the budget. */
  @Property({ type: 'varchar', length: 3, default: 'SGD' })
  currency: string = 'SGD';

  /** Percent of the amount (1-100) from which the budget shows its warning. */
  @Property({ type: 'smallint', default: 80 })
  notificationThreshold: number = 80;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
