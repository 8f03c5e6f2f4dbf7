import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';
import { RateLimiter } from './rate-limiter';

describe('rate limit counters', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const rows = async (key: string): Promise<{ windows: number; hits: number }> => {
    const [row] = await db.orm.em
      .getConnection()
      .execute<{ windows: string; hits: string | null }[]>(
        'select count(*) as windows, sum(hits) as hits from rate_limit_counters where key = ?',
        [key],
      );
    return { windows: Number(row?.windows), hits: Number(row?.hits ?? 0) };
  };

  it('deletes windows older than five minutes although each request has a limiter of its own', async () => {
    await db.orm.em.getConnection().execute(
      `insert into rate_limit_counters (key, window_start, hits)
         values ('ip:old', date_trunc('minute', now()) - interval '10 minutes', 3),
                ('ip:recent', date_trunc('minute', now()) - interval '2 minutes', 3)`,
    );
    // As the request gate does: a new limiter per request.
    for (let request = 0; request < 500; request += 1) await new RateLimiter(db.orm.em.fork()).hit('user:busy', 1000);
    expect((await rows('ip:old')).windows).toBe(0);
    expect((await rows('ip:recent')).windows).toBe(1);
    expect((await rows('user:busy')).hits).toBe(500);
  });

  it('counts the request whether or not the read beside it finds rows, and answers with the rows it finds', async () => {
    const limiter = () => new RateLimiter(db.orm.em.fork());
    const counters = [
      { key: 'user:reader', limitPerMinute: 2 },
      { key: 'ip:reader', limitPerMinute: 100 },
    ];
    const found = await limiter().hitAllAlong<{ n: number; label: string | null }>(counters, {
      sql: 'select n, ? as label from generate_series(1, 2) n',
      params: ['kept'],
    });
    expect(found.rows).toEqual([
      { n: 1, label: 'kept' },
      { n: 2, label: 'kept' },
    ]);
    expect(found.decisions).toEqual([
      { allowed: true, hits: 1 },
      { allowed: true, hits: 1 },
    ]);
    const none = await limiter().hitAllAlong(counters, { sql: 'select 1 as n where false', params: [] });
    expect(none.rows).toEqual([]);
    expect(none.decisions).toEqual([
      { allowed: true, hits: 2 },
      { allowed: true, hits: 2 },
    ]);
    const over = await limiter().hitAllAlong(counters, { sql: 'select null::text as label', params: [] });
    // A row whose every column is null is still a row the read found.
    expect(over.rows).toEqual([{ label: null }]);
    expect(over.decisions.map((decision) => decision.allowed)).toEqual([false, true]);
    expect((await rows('user:reader')).hits).toBe(3);
  });

  it('leaves every pooled connection committing durably after counting without waiting for the disk', async () => {
    const connection = db.orm.em.getConnection();
    const pool = db.orm.config.get('pool')?.max ?? 10;
    // As many at once as the pool holds, so every connection of the pool has run the counting statement.
    await Promise.all(Array.from({ length: pool }, () => new RateLimiter(db.orm.em.fork()).hit('user:durable', 1000)));
    expect((await rows('user:durable')).hits).toBe(pool);
    // Only the counting transaction went without the flush: the next statement on any connection (a person's own
    // data) commits durably, as before.
    const settings = await Promise.all(
      Array.from({ length: pool }, () =>
        connection.execute<{ value: string; pid: number }[]>(
          `select current_setting('synchronous_commit') as value, pg_backend_pid() as pid from pg_sleep(0.05)`,
        ),
      ),
    );
    expect(new Set(settings.map(([row]) => row?.pid)).size).toBe(pool);
    expect(settings.map(([row]) => row?.value)).toEqual(Array.from({ length: pool }, () => 'on'));
  });
});
