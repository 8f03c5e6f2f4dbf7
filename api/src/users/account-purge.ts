import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { IdentityDirectory } from '../auth/identity-directory';
import { InactiveAccountRule } from './inactive-accounts';
import { deleteExpiredExports } from './data-export.service';
import { intFromEnv } from '../config';
import { errorMessage, startPeriodicWork, type PeriodicWork } from '../server/periodic-work';

/** One account removed by a run. */
export interface PurgedAccount {
  userId: string;
  firebaseUid: string;
}

/** Every 10 minutes unless ACCOUNT_PURGE_INTERVAL_MS says otherwise (retention rule and purge alike). */
export const DEFAULT_ACCOUNT_PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Carries out account deletions whose 30 days are over: every row of the person and their
 * Firebase sign-in. Exactly once however many workers run, the way the CPF scheduler applies contributions:
 * each account is handled in its own database transaction that locks the user's row (skipping rows another
 * worker holds) and re-checks that it is still due on the newest row version, so a deletion cancelled a moment
 * earlier is left alone. The rows go with the user row (every table's user_id references users with on delete
 * cascade); the sign-in is removed inside the same transaction, so a failure there rolls the rows back and the
 * next run tries the whole account again (a sign-in already gone counts as removed).
 */
export class AccountPurger {
  constructor(
    private readonly orm: MikroORM,
    private readonly identities: IdentityDirectory,
    private readonly log: (message: string) => void = (message) => console.log(message),
  ) {}

  /** Purges every account due at `now`; answers with the accounts this run removed. */
  async runDue(now: Date = new Date()): Promise<PurgedAccount[]> {
    const purged: PurgedAccount[] = [];
    // An account whose sign-in could not be removed waits for the next run rather than being retried in a loop.
    const failed: string[] = [];
    for (;;) {
      const outcome = await this.orm.em
        .fork()
        .transactional((tx) => this.purgeNext(tx, now, failed))
        .catch((error: unknown) => ({ error }));
      if (outcome === null) break;
      if ('error' in outcome) {
        const failure = outcome.error as { userId?: string; cause?: unknown };
        if (!failure.userId) throw outcome.error;
        failed.push(failure.userId);
        this.log(`Account purge of user ${failure.userId} failed; retried next run: ${errorMessage(failure.cause)}`);
        continue;
      }
      purged.push(outcome);
    }
    if (purged.length > 0) this.log(`Account purge removed ${purged.length} account(s)`);
    return purged;
  }

  private async purgeNext(tx: EntityManager, now: Date, skipped: string[]): Promise<PurgedAccount | null> {
    const [due] = await this.sql<{ id: string; firebase_uid: string }>(
      tx,
      `select id, firebase_uid from users
       where deletion_scheduled_for <= ? and not (id = any(?::uuid[]))
       order by deletion_scheduled_for, id
       limit 1
       for update skip locked`,
      [now, `{${skipped.join(',')}}`],
    );
    if (!due) return null;
    await this.sql(tx, `delete from users where id = ?`, [due.id]);
    // The per-user request counters are keyed by the sign-in, not by a foreign key.
    await this.sql(tx, `delete from rate_limit_counters where key = ?`, [`user:${due.firebase_uid}`]);
    try {
      await this.identities.deleteUser(due.firebase_uid);
    } catch (cause) {
      throw Object.assign(new Error('sign-in removal failed'), { userId: due.id, cause });
    }
    return { userId: due.id, firebaseUid: due.firebase_uid };
  }

  private sql<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}

export type RunningPurge = PeriodicWork;

/** The interval from ACCOUNT_PURGE_INTERVAL_MS (milliseconds), 10 minutes by default. */
export function purgeIntervalFromEnv(): number {
  return intFromEnv('ACCOUNT_PURGE_INTERVAL_MS', DEFAULT_ACCOUNT_PURGE_INTERVAL_MS);
}

/**
 * Runs the account retention work once now and then on an interval (runs never overlap within a process): first
 * the two-years-inactive rule schedules deletions, then the purge carries out those that are due, then expired data
 * exports are deleted. stop() waits for
 * a run in flight. Failures are logged and retried at the next tick.
 */
export function startAccountPurge(
  orm: MikroORM,
  identities: IdentityDirectory,
  intervalMs: number = purgeIntervalFromEnv(),
  log: (message: string) => void = (message) => console.log(message),
): RunningPurge {
  const purger = new AccountPurger(orm, identities, log);
  const inactive = new InactiveAccountRule(orm, log);
  return startPeriodicWork(
    async () => {
      const now = new Date();
      await inactive.runDue(now);
      await purger.runDue(now);
      // Data exports past their day go too, whether or not their owner comes back.
      await deleteExpiredExports(orm, now);
    },
    intervalMs,
    { onError: (error) => log(`Account purge run failed: ${errorMessage(error)}`) },
  );
}
