import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpfScheduledDescription, dueContributionDates, singaporeToday } from '@garden/core';
import { Cluster, SAMPLE, sleep, writeFaultResult, type ManagedProcess } from './cluster';
import { restCall, signUpUsers } from './users';

const run = promisify(execFile);
/** Three CPF accounts each: past the scheduler's 200-account batch, so both workers take batches. */
const USERS = SAMPLE ? 10 : 80;
const TYPES = ['CPF-OA', 'CPF-SA', 'CPF-MA'] as const;
/** Months the accounts are behind, so every batch has plenty to apply when a worker is killed in it. */
const DUE_FROM = '2023-01-01';
const OPENING_CENTS = 100_000;
const MONTHLY_CENTS = 10_000;

/** The worker process whose PostgreSQL connection holds the batch lock on retirement_accounts, if any. */
async function workerHoldingBatch(cluster: Cluster): Promise<ManagedProcess | undefined> {
  const holders = await cluster.sql<{ client_port: number }>(
    `select a.client_port from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.relation = 'retirement_accounts'::regclass and l.mode = 'RowShareLock'
       and a.datname = current_database() and a.pid <> pg_backend_pid()`,
  );
  if (holders.length === 0) return undefined;
  const { stdout } = await run('ss', ['-tnpH', 'state', 'established']);
  for (const { client_port: port } of holders) {
    // Columns: Recv-Q Send-Q Local Peer Process; the worker's end is the one whose local port is the client's.
    const line = stdout.split('\n').find((row) => row.trim().split(/\s+/)[2] === `127.0.0.1:${port}`);
    const pid = Number(/pid=(\d+)/.exec(line ?? '')?.[1]);
    const worker = cluster.workers.find((candidate) => candidate.child?.pid === pid);
    if (worker) return worker;
  }
  return undefined;
}

/**
 * Scenario 6: months of CPF auto-contributions fall due while both workers run their schedulers; the one
 * applying a batch is SIGKILLed inside it. Every enabled account gets each month exactly once.
 */
describe('a CPF month with both workers, one killed mid-batch', () => {
  const cluster = new Cluster('cpf-month');
  beforeAll(() => cluster.start());
  afterAll(() => cluster.stop());

  it('applies each enabled account and month exactly once', async () => {
    const users = await signUpUsers(cluster, 'cpf', USERS);
    for (const [index, user] of users.entries()) {
      const api = cluster.apis[index % 2]?.baseUrl ?? '';
      await restCall(api, user, 'POST', '/accounts', {
        name: 'Salary',
        institution: 'DBS',
        account_type: 'savings',
        balance: '1000',
      });
      for (const type of TYPES) {
        await restCall(api, user, 'POST', '/retirement-accounts', {
          account_type: type,
          balance: OPENING_CENTS / 100,
          is_auto_contribution_enabled: true,
          contribution_day: 1,
          contribution_amount: MONTHLY_CENTS / 100,
        });
      }
    }
    const accounts = users.length * TYPES.length;
    // The months fall due at once (as after an outage of the schedulers), with both workers running.
    for (const worker of cluster.workers) worker.child?.kill('SIGSTOP');
    await cluster.sql('update retirement_accounts set next_contribution_date = ?', [DUE_FROM]);
    const started = Date.now();
    for (const worker of cluster.workers) worker.child?.kill('SIGCONT');

    let victim: ManagedProcess | undefined;
    const deadline = Date.now() + 60_000;
    while (!victim && Date.now() < deadline) {
      victim = await workerHoldingBatch(cluster);
      if (!victim) await sleep(20);
    }
    if (!victim) throw new Error('no worker was seen holding a batch');
    const ledgerAtKill = Number(
      (await cluster.sql<{ count: string }>('select count(*) as count from cpf_contributions'))[0]?.count,
    );
    await victim.kill();
    const killedAtMs = Date.now() - started;

    const today = singaporeToday(new Date());
    const dueLeft = async (): Promise<number> =>
      Number(
        (
          await cluster.sql<{ count: string }>(
            'select count(*) as count from retirement_accounts where next_contribution_date <= ?',
            [today],
          )
        )[0]?.count,
      );
    while ((await dueLeft()) > 0 && Date.now() < deadline + 120_000) await sleep(250);
    const doneMs = Date.now() - started;
    await victim.start();
    await sleep(2_500); // both schedulers tick again: nothing more may be applied

    const months = dueContributionDates(DUE_FROM, 1, today).length;
    const perAccount = await cluster.sql<{ id: string; balance_cents: string; ledger: string; months: string }>(
      `select r.id, r.balance_cents, count(c.id) as ledger, count(distinct c.month) as months
       from retirement_accounts r left join cpf_contributions c on c.retirement_account_id = r.id
       group by r.id, r.balance_cents`,
    );
    const perUser = await cluster.sql<{ user_id: string; count: string }>(
      `select user_id, count(*) as count from transactions where description in (?, ?, ?) group by user_id`,
      TYPES.map((type) => cpfScheduledDescription(type)),
    );
    const wrongLedger = perAccount.filter((row) => Number(row.ledger) !== months || Number(row.months) !== months);
    const wrongBalance = perAccount.filter(
      (row) => Number(row.balance_cents) !== OPENING_CENTS + months * MONTHLY_CENTS,
    );
    const wrongTransactions = users.filter(
      (user) => Number(perUser.find((row) => row.user_id === user.userId)?.count ?? 0) !== months * TYPES.length,
    );
    writeFaultResult('6-cpf-month', {
      users: users.length,
      enabled_accounts: accounts,
      months_due_per_account: months,
      contributions_expected: accounts * months,
      contributions_recorded: perAccount.reduce((sum, row) => sum + Number(row.ledger), 0),
      ledger_rows_when_killed: ledgerAtKill,
      killed_worker: victim.name,
      killed_after_ms: killedAtMs,
      all_applied_after_ms: doneMs,
      accounts_with_wrong_ledger: wrongLedger.length,
      accounts_with_wrong_balance: wrongBalance.length,
      users_with_wrong_transaction_count: wrongTransactions.length,
    });
    expect(perAccount).toHaveLength(accounts);
    expect(wrongLedger).toEqual([]);
    expect(wrongBalance).toEqual([]);
    expect(wrongTransactions).toEqual([]);
    expect(await dueLeft()).toBe(0);
  });
});
