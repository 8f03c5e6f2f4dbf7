import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One fixed one-minute window of hits for a key (user:<uid> or ip:<address>), shared by all api instances. */
@Entity({ tableName: 'rate_limit_counters' })
export class RateLimitCounter {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @PrimaryKey({ type: 'timestamptz' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;
}
