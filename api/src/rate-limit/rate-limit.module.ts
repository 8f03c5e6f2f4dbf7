import type { DomainModule } from '../server/domain-module';
import { RateLimitCounter } from './rate-limit-counter.entity';

/** Fixed-window request counters in PostgreSQL, so every api instance counts against the same limit. */
export const rateLimitModule: DomainModule = {
  name: 'rate-limit',
  entities: [RateLimitCounter],
};
