import type { EntityManager } from '@mikro-orm/postgresql';

export interface RateLimitDecision {
  allowed: boolean;
  hits: number;
}

/**
 * Fixed-window counters in PostgreSQL, so every api instance behind a load balancer
 * counts against the same limit. The window is taken from the database clock.
 */
export class RateLimiter {
  private hitsSinceCleanup = 0;

  constructor(private readonly em: EntityManager) {}

  async hit(key: string, limitPerMinute: number): Promise<RateLimitDecision> {
    const rows = await this.em.getConnection().execute<{ hits: number }[]>(
      `insert into rate_limit_counters (key, window_start, hits)
       values (?, date_trunc('minute', now()), 1)
       on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
       returning hits`,
      [key],
    );
    await this.cleanupNowAndThen();
    const hits = Number(rows[0]?.hits ?? 0);
    return { allowed: hits <= limitPerMinute, hits };
  }

  private async cleanupNowAndThen(): Promise<void> {
    this.hitsSinceCleanup += 1;
    if (this.hitsSinceCleanup < 500) return;
    this.hitsSinceCleanup = 0;
    await this.em
      .getConnection()
      .execute(`delete from rate_limit_counters where window_start < now() - interval '5 minutes'`);
  }
}
