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
import type { Category } from '../categories/category.entity';
import { manualTransactionRow, type ManualTransactionRow } from '../transactions/manual-transaction';
import { cpfCategories, recordingAccounts } from './retirement.ledger';
import { intFromEnv } from '../config';
import { errorMessage, startPeriodicWork, type PeriodicWork } from '../server/periodic-work';

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

/** A month a batch tries to record: its ledger row and, when it can be recorded visibly, its transaction. */
interface PlannedContribution {
  account: DueAccountRow;
  month: string;
  scheduledDate: string;
  amountCents: number;
  transaction: ManualTransactionRow | null;
}

/** Every 10 minutes unless CPF_SCHEDULER_INTERVAL_MS says otherwise. */
export const DEFAULT_CPF_SCHEDULER_INTERVAL_MS = 10 * 60 * 1000;

/** Due accounts locked and applied per database transaction. */
const BATCH_SIZE = 200;

/** Above this many contributions the run's log line gives the counts only. */
const LOGGED_DETAIL_MAX = 20;

/**
 * Applies scheduled CPF contributions (auto-contribution). Exactly once per account and month, however
 * many schedulers run and however late: due accounts are handled in batches, each in its own database
 * transaction that locks the batch's rows (skipping rows another scheduler holds), inserts each due month's
 * ledger row (the unique key on account and month turns a second attempt into a no-op, and only a month whose
 * ledger row is new gets its transaction), adds the amounts to the balances and moves next_contribution_date
 * past today. A scheduler that was down catches up on every missed month, oldest first. A contribution that
 * would take the balance past 9,999,999.99 (the most a balance may hold, so every later balance update would
 * be refused) is skipped and logged: nothing is recorded for that month and the schedule moves on to the next
 * one, as it would for any month already past.
 */
export class ContributionScheduler {
  constructor(
    private readonly orm: MikroORM,
    private readonly log: (message: string) => void = (message) => console.log(message),
  ) {}

  /** Applies everything due on or before today in Singapore at `now`; answers with what this run applied. */
  async runDue(now: Date = new Date()): Promise<AppliedContribution[]> {
    const today = singaporeToday(now);
    const categories = await cpfCategories(this.orm.em.fork());
    const applied: AppliedContribution[] = [];
    let accounts = 0;
    for (;;) {
      const batch = await this.orm.em.fork().transactional((tx) => this.applyBatch(tx, categories, today, now));
      if (!batch) break;
      accounts += batch.accounts;
      applied.push(...batch.applied);
    }
    if (applied.length > 0) {
      const changed = new Set(applied.map((row) => row.retirementAccountId)).size;
      const summary = `CPF scheduler applied ${applied.length} contribution(s) to ${changed} account(s) (${accounts} due)`;
      if (applied.length > LOGGED_DETAIL_MAX) {
        this.log(summary);
      } else {
        const lines = applied.map(
          (row) =>
            `${row.accountType} ${row.month} +${centsToDecimal(row.amountCents)} (account ${row.retirementAccountId})`,
        );
        this.log(`${summary}: ${lines.join('; ')}`);
      }
    }
    return applied;
  }

  /** Locks and applies the next batch of due accounts; null when none is left (or all are held elsewhere). */
  private async applyBatch(
    tx: EntityManager,
    categories: Map<RetirementAccountType, Category>,
    today: string,
    now: Date,
  ): Promise<{ accounts: number; applied: AppliedContribution[] } | null> {
    const accounts = await this.sql<DueAccountRow>(
      tx,
      // The where clause is checked again on the newest row version once locked, so an account another
      // scheduler just advanced is no longer due here.
      `select id, user_id, account_type, balance_cents, contribution_day, contribution_amount_cents,
         to_char(next_contribution_date, 'YYYY-MM-DD') as next_contribution_date
       from retirement_accounts
       where is_auto_contribution_enabled and next_contribution_date <= ?
         and contribution_day is not null and contribution_amount_cents is not null
       order by next_contribution_date, id
       limit ${BATCH_SIZE}
       for update skip locked`,
      [today],
    );
    if (accounts.length === 0) return null;

    const dueDates = new Map(
      accounts.map((account) => [
        account.id,
        dueContributionDates(account.next_contribution_date, Number(account.contribution_day), today),
      ]),
    );
    const banks = await recordingAccounts(tx, [
      ...new Set(accounts.filter((account) => categories.has(account.account_type)).map((row) => row.user_id)),
    ]);
    // A month already in the ledger is not applied again (its insert conflicts and records nothing), and so
    // adds nothing to the balance. Only near the cap does that change what a later month does, so only there
    // are the recorded months read first, keeping the running balance exactly as month by month inserts see it.
    const nearCap = accounts.filter(
      (account) =>
        Number(account.balance_cents) +
          Number(account.contribution_amount_cents) * (dueDates.get(account.id)?.length ?? 0) >
        CPF_BALANCE_MAX_CENTS,
    );
    const recorded = new Set(
      nearCap.length === 0
        ? []
        : (
            await this.sql<{ retirement_account_id: string; month: string }>(
              tx,
              `select c.retirement_account_id, c.month
               from jsonb_array_elements_text(?::jsonb) as a(id)
               join cpf_contributions c on c.retirement_account_id = a.id::uuid and c.month >= ?`,
              [
                JSON.stringify(nearCap.map((account) => account.id)),
                monthOf(nearCap[0]?.next_contribution_date ?? today),
              ],
            )
          ).map((row) => `${row.retirement_account_id}|${row.month}`),
    );

    const planned: PlannedContribution[] = [];
    for (const account of accounts) {
      const amountCents = Number(account.contribution_amount_cents);
      const category = categories.get(account.account_type);
      if (!category) {
        // The contribution still counts (ledger and balance); the visible transaction needs the category.
        this.log(
          `CPF scheduler warning: system category ${account.account_type} not found; account ${account.id} gets its ` +
            'contribution without a transaction',
        );
      }
      const bank = category ? (banks.get(account.user_id) ?? null) : null;
      let balanceCents = Number(account.balance_cents);
      for (const scheduledDate of dueDates.get(account.id) ?? []) {
        const month = monthOf(scheduledDate);
        // Already applied by an earlier run: its amount is in the balance, and nothing is recorded again.
        if (recorded.has(`${account.id}|${month}`)) continue;
        if (balanceCents + amountCents > CPF_BALANCE_MAX_CENTS) {
          // Past the cap every later balance update would be refused; the month is skipped, not half-applied.
          this.log(
            `CPF scheduler skipped ${account.account_type} ${month} for account ${account.id}: ` +
              `${centsToDecimal(balanceCents)} + ${centsToDecimal(amountCents)} would exceed ` +
              centsToDecimal(CPF_BALANCE_MAX_CENTS),
          );
          continue;
        }
        balanceCents += amountCents;
        planned.push({
          account,
          month,
          scheduledDate,
          amountCents,
          transaction:
            category && bank
              ? manualTransactionRow({
                  userId: account.user_id,
                  accountId: bank.id,
                  categoryId: category.id,
                  categorySource: 'user',
                  date: scheduledDate,
                  description: cpfScheduledDescription(account.account_type),
                  amountCents,
                  currency: bank.currency,
                  notes: null,
                })
              : null,
        });
      }
    }

    // One statement: the ledger rows, then a transaction for each ledger row that is really new (a month
    // another run recorded meanwhile conflicts and records nothing). The ledger's foreign key to its
    // transaction is checked at the end of the statement, once both rows exist.
    const inserted =
      planned.length === 0
        ? []
        : await this.sql<{ retirement_account_id: string; month: string }>(
            tx,
            `with input as (
               select * from jsonb_to_recordset(?::jsonb) as r(
                 retirement_account_id uuid, user_id uuid, month text, scheduled_date date, amount_cents bigint,
                 recorded_without_transaction boolean, transaction_id uuid, account_id uuid, category_id uuid,
                 category_source text, category_locked boolean, description text, merchant_key text,
                 currency text, notes text, dedupe_key text)
             ),
             ledger as (
               insert into cpf_contributions (retirement_account_id, user_id, month, scheduled_date, amount_cents,
                 applied_at, recorded_without_transaction, transaction_id)
               select retirement_account_id, user_id, month, scheduled_date, amount_cents, ?::timestamptz,
                 recorded_without_transaction, transaction_id
               from input
               on conflict (retirement_account_id, month) do nothing
               returning retirement_account_id, month, transaction_id
             ),
             recorded as (
               insert into transactions (id, user_id, account_id, category_id, category_source, category_locked,
                 date, description, merchant_key, amount_cents, currency, notes, dedupe_key, created_at, updated_at)
               select i.transaction_id, i.user_id, i.account_id, i.category_id, i.category_source, i.category_locked,
                 i.scheduled_date, i.description, i.merchant_key, i.amount_cents, i.currency, i.notes, i.dedupe_key,
                 ?::timestamptz, ?::timestamptz
               from ledger l
               join input i on i.retirement_account_id = l.retirement_account_id and i.month = l.month
               where l.transaction_id is not null
               returning id
             )
             select retirement_account_id, month from ledger`,
            [JSON.stringify(planned.map(ledgerInput)), now, new Date(), new Date()],
          );
    const isNew = new Set(inserted.map((row) => `${row.retirement_account_id}|${row.month}`));

    const applied: AppliedContribution[] = [];
    const addedCents = new Map<string, number>();
    for (const row of planned) {
      if (!isNew.has(`${row.account.id}|${row.month}`)) continue;
      addedCents.set(row.account.id, (addedCents.get(row.account.id) ?? 0) + row.amountCents);
      applied.push({
        retirementAccountId: row.account.id,
        userId: row.account.user_id,
        accountType: row.account.account_type,
        month: row.month,
        scheduledDate: row.scheduledDate,
        amountCents: row.amountCents,
        transactionId: row.transaction?.id ?? null,
      });
    }
    const updates = accounts.map((account) => {
      const last = (dueDates.get(account.id) ?? []).at(-1) ?? account.next_contribution_date;
      return {
        id: account.id,
        added_cents: addedCents.get(account.id) ?? 0,
        next_contribution_date: contributionDateIn(nextMonth(monthOf(last)), Number(account.contribution_day)),
      };
    });
    await this.sql(
      tx,
      `update retirement_accounts ra
       set balance_cents = ra.balance_cents + u.added_cents, next_contribution_date = u.next_contribution_date,
         updated_at = ?
       from jsonb_to_recordset(?::jsonb) as u(id uuid, added_cents bigint, next_contribution_date date)
       where ra.id = u.id`,
      [now, JSON.stringify(updates)],
    );
    return { accounts: accounts.length, applied };
  }

  private sql<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}

/** A planned month as one element of the batch's ledger (and transaction) insert. */
function ledgerInput(row: PlannedContribution): Record<string, unknown> {
  const transaction = row.transaction;
  return {
    retirement_account_id: row.account.id,
    user_id: row.account.user_id,
    month: row.month,
    scheduled_date: row.scheduledDate,
    amount_cents: row.amountCents,
    recorded_without_transaction: transaction === null,
    transaction_id: transaction?.id ?? null,
    account_id: transaction?.accountId ?? null,
    category_id: transaction?.categoryId ?? null,
    category_source: transaction?.categorySource ?? null,
    category_locked: transaction?.categoryLocked ?? null,
    description: transaction?.description ?? null,
    merchant_key: transaction?.merchantKey ?? null,
    currency: transaction?.currency ?? null,
    notes: transaction?.notes ?? null,
    dedupe_key: transaction?.dedupeKey ?? null,
  };
}

export type RunningScheduler = PeriodicWork;

/** The interval from CPF_SCHEDULER_INTERVAL_MS (milliseconds), 10 minutes by default. */
export function schedulerIntervalFromEnv(): number {
  return intFromEnv('CPF_SCHEDULER_INTERVAL_MS', DEFAULT_CPF_SCHEDULER_INTERVAL_MS);
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
  return startPeriodicWork(() => scheduler.runDue(new Date()), intervalMs, {
    onError: (error) => log(`CPF scheduler run failed: ${errorMessage(error)}`),
  });
}
