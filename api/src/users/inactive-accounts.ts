import type { MikroORM } from '@mikro-orm/postgresql';
import { deletionDueAt, inactiveBefore } from '@garden/core';

/** People scheduled per database transaction. */
const BATCH_SIZE = 500;

/**
 * Retention (as the legal text promises): a person with no sign-in and no call for two years gets
 * their account's deletion scheduled, with the same 30 days of grace as a deletion they ask for. Their next
 * sign-in within the grace shows the app's warning with a way to keep the account; otherwise the AccountPurger
 * removes it like any other. Exactly once per person however many workers run, the way the CPF scheduler works:
 * each batch locks its rows (skipping rows another worker holds), and a row another worker scheduled a moment
 * earlier no longer matches once locked, so nobody is scheduled twice.
 */
export class InactiveAccountRule {
  constructor(
    private readonly orm: MikroORM,
    private readonly log: (message: string) => void = (message) => console.log(message),
  ) {}

  /** Schedules the deletion of every account inactive for two years at `now`; answers with the user ids. */
  async runDue(now: Date = new Date()): Promise<string[]> {
    const scheduled: string[] = [];
    for (;;) {
      const em = this.orm.em.fork();
      const batch = await em.transactional((tx) =>
        tx.getConnection().execute<{ id: string }[]>(
          `with due as (
             select id from users
             where last_active_at <= ? and deletion_scheduled_for is null
             order by last_active_at, id
             limit ${BATCH_SIZE}
             for update skip locked
           )
           update users u
           set deletion_requested_at = ?, deletion_scheduled_for = ?, deletion_reason = 'inactive', updated_at = ?
           from due where u.id = due.id
           returning u.id`,
          [inactiveBefore(now), now, deletionDueAt(now), now],
          'all',
          tx.getTransactionContext(),
        ),
      );
      if (batch.length === 0) break;
      scheduled.push(...batch.map((row) => row.id));
    }
    if (scheduled.length > 0) {
      this.log(`Retention scheduled the deletion of ${scheduled.length} account(s) inactive for two years`);
    }
    return scheduled;
  }
}
