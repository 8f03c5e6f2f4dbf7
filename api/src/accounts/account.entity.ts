import { BigIntType, Entity, Index, OptionalProps, Property, Unique } from '@mikro-orm/core';
import { UserOwned } from '../users/user-owned.entity';

export const CONNECTION_STATUSES = ['active', 'pending', 'error', 'inactive', 'disconnected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** A bank account or card of one user; statements create and update these (provider_type pdf). */
@Entity({ tableName: 'accounts' })
@Index({ properties: ['userId'] })
@Unique({ properties: ['userId', 'institution', 'accountType', 'accountNumberLast4'] })
export class Account extends UserOwned {
  [OptionalProps]?: 'currency' | 'providerType' | 'connectionStatus' | 'balanceCents' | 'createdAt' | 'updatedAt';

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  institution!: string;

  /** checking, credit, savings, investment, others. */
  @Property({ type: 'text' })
  accountType!: string;

  /** Last four digits only; the full number is never stored. Empty when the statement prints none. */
  @Property({ type: 'varchar', length: 4, default: '' })
  accountNumberLast4: string = '';

  @Property({ type: 'varchar', length: 3, default: 'SGD' })
  currency: string = 'SGD';

  /** Signed cents: money held positive; a card's amount owed negative. */
  @Property({ type: new BigIntType('number'), default: 0 })
  balanceCents: number = 0;

  @Property({ type: new BigIntType('number'), nullable: true })
  creditLimitCents: number | null = null;

  @Property({ type: 'text', nullable: true })
  color: string | null = null;

  @Property({ type: 'text', default: 'pdf' })
  providerType: string = 'pdf';

  @Property({ type: 'text', default: 'active' })
  connectionStatus: ConnectionStatus = 'active';

  @Property({ type: 'text', nullable: true })
  errorMessage: string | null = null;

  /** Closing date of the newest statement imported into this account. */
  @Property({ type: 'date', nullable: true })
  latestStmtDate: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
