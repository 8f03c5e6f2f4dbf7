import type { EntityManager } from '@mikro-orm/postgresql';

export interface RateLimitDecision {
  allowed: boolean;
  hits: number;
}

/** Hits counted by this process since it last deleted old windows (a limiter lives for one request). */
let hitsSinceCleanup = 0;
const HITS_BETWEEN_CLEANUPS = 500;

/**
 * Fixed-window counters in PostgreSQL, so every api instance behind a load balancer
 * counts against the same limit. The window is taken from the database clock.
 */
export class RateLimiter {
  constructor(private readonly em: EntityManager) {}

  async hit(key: string, limitPerMinute: number): Promise<RateLimitDecision> {
    const [decision] = await this.hitAll([{ key, limitPerMinute }]);
    return decision ?? { allowed: false, hits: 0 };
  }

  /**
   * Counts one request against several counters in one statement (one round trip per request instead of
   * one per counter). Keys are upserted in sorted order, so concurrent requests lock rows in the same order.
   */
  async hitAll(counters: readonly { key: string; limitPerMinute: number }[]): Promise<RateLimitDecision[]> {
    const keys = [...new Set(counters.map((counter) => counter.key))].sort();
    const rows = await this.em.getConnection().execute<{ key: string; hits: number }[]>(
      `insert into rate_limit_counters (key, window_start, hits)
       select key, date_trunc('minute', now()), 1 from unnest(array[${keys.map(() => '?').join(', ')}]::text[]) with ordinality as k(key, position)
       order by position
       on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
       returning key, hits`,
      keys,
    );
    await this.cleanupNowAndThen();
    const hitsByKey = new Map(rows.map((row) => [row.key, Number(row.hits)]));
    return counters.map(({ key, limitPerMinute }) => {
      const hits = hitsByKey.get(key) ?? 0;
      return { allowed: hits <= limitPerMinute, hits };
    });
  }

  private async cleanupNowAndThen(): Promise<void> {
    hitsSinceCleanup += 1;
    if (hitsSinceCleanup < HITS_BETWEEN_CLEANUPS) return;
    hitsSinceCleanup = 0;
    await this.em
      .getConnection()
      .execute(`delete from rate_limit_counters where window_start < now() - interval '5 minutes'`);
  }
}
