import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  CPF_BALANCE_MAX_CENTS,
  centsToDecimal,
  contributionDateIn,
  cpfScheduledDescription,
  dueContributionDates,
  monthOf,
  nextMonth,
  singaporeToday,
  type RetirementAccountType,
} from '@garden/core';
import { newManualTransaction } from '../transactions/transactions.service';
import { cpfCategory, recordingAccount } from './retirement.ledger';

/** One scheduled contribution applied by a run. */
export interface AppliedContribution {
  retirementAccountId: string;
  userId: string;
  accountType: string;
  month: string;
  scheduledDate: string;
  amountCents: number;
  /** Null when the user had no bank account: the ledger row alone records it. */
  transactionId: string | null;
}

interface DueAccountRow {
  id: string;
  user_id: string;
  account_type: RetirementAccountType;
  balance_cents: string | number;
  contribution_day: number;
  contribution_amount_cents: string | number;
  next_contribution_date: string;
}

/** Every 10 minutes unless CPF_SCHEDULER_INTERVAL_MS says otherwise. */
export const DEFAULT_CPF_SCHEDULER_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Applies scheduled CPF contributions (spec 02, issue part 3). Exactly once per account and month, however
 * many schedulers run and however late: each account is handled in its own database transaction that locks
 * its row (skipping rows another scheduler holds), inserts the month's ledger row (the unique key on account
 * and month turns a second attempt into a no-op), adds the amount to the balance, records the transaction
 * and moves next_contribution_date past today. A scheduler that was down catches up on every missed month,
 * oldest first. A contribution that would take the balance past 9,999,999.99 (the most a balance may hold, so
 * every later balance update would be refused) is skipped and logged: nothing is recorded for that month and
 * the schedule moves on to the next one, as it would for any month already past.
 */
export class ContributionScheduler {
  constructor(
    private readonly orm: MikroORM,
    private readonly log: (message: string) => void = (message) => console.log(message),
  ) {}

  /** Applies everything due on or before today in Singapore at `now`; answers with what this run applied. */
  async runDue(now: Date = new Date()): Promise<AppliedContribution[]> {
    const today = singaporeToday(now);
    const due = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from retirement_accounts
         where is_auto_contribution_enabled and next_contribution_date <= ?
         order by next_contribution_date, id`,
        [today],
      );
    const applied: AppliedContribution[] = [];
    for (const { id } of due) applied.push(...(await this.applyAccount(id, today, now)));
    if (applied.length > 0) {
      const lines = applied.map(
        (row) =>
          `${row.accountType} ${row.month} +${centsToDecimal(row.amountCents)} (account ${row.retirementAccountId})`,
      );
      this.log(`CPF scheduler applied ${applied.length} contribution(s): ${lines.join('; ')}`);
    }
    return applied;
  }

  private async applyAccount(id: string, today: string, now: Date): Promise<AppliedContribution[]> {
    return this.orm.em.fork().transactional(async (tx) => {
      const [account] = await this.sql<DueAccountRow>(
        tx,
        // The where clause is checked again on the newest row version once locked, so an account another
        // scheduler just advanced is no longer due here.
        `select id, user_id, account_type, balance_cents, contribution_day, contribution_amount_cents,
           to_char(next_contribution_date, 'YYYY-MM-DD') as next_contribution_date
         from retirement_accounts
         where id = ? and is_auto_contribution_enabled and next_contribution_date <= ?
           and contribution_day is not null and contribution_amount_cents is not null
         for update skip locked`,
        [id, today],
      );
      if (!account) return [];
      const day = Number(account.contribution_day);
      const amountCents = Number(account.contribution_amount_cents);
      const dates = dueContributionDates(account.next_contribution_date, day, today);
      const category = await cpfCategory(tx, account.account_type);
      if (!category) {
        // The contribution still counts (ledger and balance); the visible transaction needs the category.
        this.log(
          `CPF scheduler warning: system category ${account.account_type} not found; account ${account.id} gets its ` +
            'contribution without a transaction',
        );
      }
      const bank = category ? await recordingAccount(tx, account.user_id) : null;
      const applied: AppliedContribution[] = [];
      let balanceCents = Number(account.balance_cents);
      for (const scheduledDate of dates) {
        const month = monthOf(scheduledDate);
        if (balanceCents + amountCents > CPF_BALANCE_MAX_CENTS) {
          // Past the cap every later balance update would be refused; the month is skipped, not half-applied.
          this.log(
            `CPF scheduler skipped ${account.account_type} ${month} for account ${account.id}: ` +
              `${centsToDecimal(balanceCents)} + ${centsToDecimal(amountCents)} would exceed ` +
              centsToDecimal(CPF_BALANCE_MAX_CENTS),
          );
          continue;
        }
        const inserted = await this.sql<{ id: string }>(
          tx,
          `insert into cpf_contributions
             (retirement_account_id, user_id, month, scheduled_date, amount_cents, applied_at, recorded_without_transaction)
           values (?, ?, ?, ?, ?, ?, ?)
           on conflict (retirement_account_id, month) do nothing
           returning id`,
          [account.id, account.user_id, month, scheduledDate, amountCents, now, !(category && bank)],
        );
        const ledgerId = inserted[0]?.id;
        if (!ledgerId) continue;
        balanceCents += amountCents;
        let transactionId: string | null = null;
        if (category && bank) {
          const transaction = newManualTransaction(tx, {
            userId: account.user_id,
            accountId: bank.id,
            categoryId: category.id,
            categorySource: 'user',
            date: scheduledDate,
            description: cpfScheduledDescription(account.account_type),
            amountCents,
            currency: bank.currency,
            notes: null,
          });
          await tx.flush();
          transactionId = transaction.id;
          await this.sql(tx, 'update cpf_contributions set transaction_id = ? where id = ?', [transactionId, ledgerId]);
        }
        applied.push({
          retirementAccountId: account.id,
          userId: account.user_id,
          accountType: account.account_type,
          month,
          scheduledDate,
          amountCents,
          transactionId,
        });
      }
      const last = dates[dates.length - 1] ?? account.next_contribution_date;
      await this.sql(
        tx,
        `update retirement_accounts
         set balance_cents = balance_cents + ?, next_contribution_date = ?, updated_at = ?
         where id = ?`,
        [amountCents * applied.length, contributionDateIn(nextMonth(monthOf(last)), day), now, account.id],
      );
      return applied;
    });
  }

  private sql<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}

export interface RunningScheduler {
  stop(): Promise<void>;
}

/** The interval from CPF_SCHEDULER_INTERVAL_MS (milliseconds), 10 minutes by default. */
export function schedulerIntervalFromEnv(): number {
  const raw = process.env.CPF_SCHEDULER_INTERVAL_MS;
  const value = raw ? Number.parseInt(raw, 10) : DEFAULT_CPF_SCHEDULER_INTERVAL_MS;
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`CPF_SCHEDULER_INTERVAL_MS must be a positive integer, got "${raw}"`);
  }
  return value;
}

/**
 * Runs the scheduler once now and then on an interval (runs never overlap within a process); stop() waits
 * for a run in flight. Failures are logged and retried at the next tick.
 */
export function startContributionScheduler(
  orm: MikroORM,
  intervalMs: number = schedulerIntervalFromEnv(),
  log: (message: string) => void = (message) => console.log(message),
): RunningScheduler {
  const scheduler = new ContributionScheduler(orm, log);
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = scheduler
      .runDue(new Date())
      .then(() => undefined)
      .catch((error: unknown) =>
        log(`CPF scheduler run failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
