import type { EntityManager } from '@mikro-orm/postgresql';

export interface RateLimitDecision {
  allowed: boolean;
  hits: number;
}

export interface Counter {
  key: string;
  limitPerMinute: number;
}

/** The column of the counting statement's answer that carries [key, hits] of each counter. */
const HITS_COLUMN = 'rate_limit_hits';
/** True on the rows of the read; null on the one row that carries the counts when the read found nothing. */
const FOUND_COLUMN = 'rate_limit_read_found';

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
  async hitAll(counters: readonly Counter[]): Promise<RateLimitDecision[]> {
    return (await this.hitAllAlong(counters, { sql: 'select', params: [] })).decisions;
  }

  /**
   * {@link hitAll}, with a read answered in the same statement: the request gate counts the request and reads
   * the caller's row in one round trip on one connection. The read's rows come back as they are (none when it
   * finds nothing); the counting happens whatever the read finds.
   */
  async hitAllAlong<T extends Record<string, unknown>>(
    counters: readonly Counter[],
    read: { sql: string; params: readonly unknown[] },
  ): Promise<{ decisions: RateLimitDecision[]; rows: T[] }> {
    const keys = [...new Set(counters.map((counter) => counter.key))].sort();
    // A data-modifying WITH runs to completion whatever the rest reads; the outer join keeps one row (with the
    // counts) when the read finds nothing. The statement is its own transaction and commits without waiting for
    // its WAL to reach disk (synchronous_commit off, for this transaction only): that flush was most of the
    // gate's time. The count is visible to every instance at once all the same; only a database crash within
    // the WAL writer's delay (under a second) could forget the last hits of a one-minute window.
    const answer = await this.em
      .getConnection()
      .execute<(T & { [HITS_COLUMN]: [string, number][] | null; [FOUND_COLUMN]: boolean | null })[]>(
        `with counted as (
         insert into rate_limit_counters (key, window_start, hits)
         select key, date_trunc('minute', now()), 1 from unnest(array[${keys.map(() => '?').join(', ')}]::text[]) with ordinality as k(key, position)
         order by position
         on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
         returning key, hits
       )
       select (select json_agg(json_build_array(key, hits)) from counted) as ${HITS_COLUMN}, found.*
       from (select set_config('synchronous_commit', 'off', true)) as without_flush_wait left join (select true as ${FOUND_COLUMN}, r.* from (${read.sql}) as r) as found on true`,
        [...keys, ...read.params],
      );
    await this.cleanupNowAndThen();
    const hitsByKey = new Map((answer[0]?.[HITS_COLUMN] ?? []).map(([key, hits]) => [key, Number(hits)]));
    const decisions = counters.map(({ key, limitPerMinute }) => {
      const hits = hitsByKey.get(key) ?? 0;
      return { allowed: hits <= limitPerMinute, hits };
    });
    const rows = answer
      .filter((row) => row[FOUND_COLUMN] === true)
      .map((row) => {
        const read: Record<string, unknown> = { ...row };
        delete read[HITS_COLUMN];
        delete read[FOUND_COLUMN];
        return read as T;
      });
    return { decisions, rows };
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
