import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../database/database';
import { createTestDatabase, seedBankAccount, seedUser, type TestDatabase } from '../../../test-support/test-database';
import { singaporeToday } from '@garden/core';
import { ContributionScheduler, startContributionScheduler, type AppliedContribution } from './contribution-scheduler';
import { RetirementService } from './retirement.service';

/** Any string (typed unknown so assertions stay free of `any`). */
const ANY_TEXT: unknown = expect.any(String);

/** An instant at a Singapore wall-clock time (UTC+8 all year). */
const sgt = (local: string): Date => new Date(`${local}+08:00`);

describe('scheduled CPF contributions', () => {
  let database: TestDatabase;
  let otherOrm: MikroORM;
  let seq = 0;
  const logs: string[] = [];

  const scheduler = (orm: MikroORM = database.orm): ContributionScheduler =>
    new ContributionScheduler(orm, (message) => logs.push(message));

  async function user(): Promise<string> {
    seq += 1;
    return seedUser(database, {
      firebaseUid: `cpf-uid-${seq}`,
      email: `cpf${seq}@example.com`,
      name: `CPF User ${seq}`,
    });
  }

  const bank = (userId: string, accountType: string, createdAt: string, currency = 'SGD'): Promise<string> =>
    seedBankAccount(database, { userId, accountType, createdAt, currency });

  /** A CPF account switched on through the service at `at`, which sets next_contribution_date. */
  async function cpf(
    userId: string,
    accountType: string,
    at: Date,
    settings: { day?: number; amount?: string; balance?: string; enabled?: boolean } = {},
  ): Promise<string> {
    const service = new RetirementService(database.orm.em.fork(), () => at);
    const created = await service.create(userId, { accountType, balance: settings.balance ?? '1000.00' });
    if (settings.enabled === false) return created.id;
    await service.update(userId, created.id, {
      isAutoContributionEnabled: true,
      contributionDay: settings.day ?? 15,
      contributionAmount: settings.amount ?? '100.00',
    });
    return created.id;
  }

  async function account(id: string): Promise<{ balance: number; next: string | null; enabled: boolean }> {
    const [row] = await database.sql<{
      balance_cents: string;
      next: string | null;
      is_auto_contribution_enabled: boolean;
    }>(
      `select balance_cents, to_char(next_contribution_date, 'YYYY-MM-DD') as next, is_auto_contribution_enabled
       from retirement_accounts where id = ?`,
      [id],
    );
    return {
      balance: Number(row?.balance_cents),
      next: row?.next ?? null,
      enabled: Boolean(row?.is_auto_contribution_enabled),
    };
  }

  async function ledger(
    id: string,
  ): Promise<{ month: string; date: string; amount: number; tx: string | null; alone: boolean }[]> {
    const rows = await database.sql<{
      month: string;
      date: string;
      amount_cents: string;
      transaction_id: string | null;
      recorded_without_transaction: boolean;
    }>(
      `select month, to_char(scheduled_date, 'YYYY-MM-DD') as date, amount_cents, transaction_id,
         recorded_without_transaction
       from cpf_contributions where retirement_account_id = ? order by month`,
      [id],
    );
    return rows.map((row) => ({
      month: row.month,
      date: row.date,
      amount: Number(row.amount_cents),
      tx: row.transaction_id,
      alone: row.recorded_without_transaction,
    }));
  }

  async function transactionsOf(userId: string): Promise<Record<string, unknown>[]> {
    return database.sql(
      `select to_char(t.date, 'YYYY-MM-DD') as date, t.description, t.amount_cents::int as amount_cents, t.account_id,
         c.name as category, t.category_source, t.category_locked, t.currency, t.notes
       from transactions t join categories c on c.id = t.category_id
       where t.user_id = ? order by t.date, t.description`,
      [userId],
    );
  }

  const only = (applied: AppliedContribution[], accountId: string): string[] =>
    applied.filter((row) => row.retirementAccountId === accountId).map((row) => row.scheduledDate);

  beforeAll(async () => {
    database = await createTestDatabase();
    otherOrm = await openDatabase(database.url);
  });

  afterAll(async () => {
    await otherOrm.close(true);
    await database.drop();
  });

  it('applies day 31 on 30 April, at midnight in Singapore, with a visible transaction', async () => {
    const userId = await user();
    const card = await bank(userId, 'credit', '2020-01-01T00:00:00Z');
    const savings = await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    await bank(userId, 'checking', '2022-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-OA', sgt('2026-04-10T09:00:00'), { day: 31, amount: '250.50' });
    expect((await account(id)).next).toBe('2026-04-30');

    expect(only(await scheduler().runDue(sgt('2026-04-29T23:59:59')), id)).toEqual([]);
    const applied = await scheduler().runDue(sgt('2026-04-30T00:00:00'));
    expect(only(applied, id)).toEqual(['2026-04-30']);
    expect(await account(id)).toEqual({ balance: 125_050, next: '2026-05-31', enabled: true });
    const [row] = await ledger(id);
    expect(row).toEqual({ month: '2026-04', date: '2026-04-30', amount: 25_050, tx: ANY_TEXT, alone: false });
    expect(await transactionsOf(userId)).toEqual([
      {
        date: '2026-04-30',
        description: 'CPF-OA scheduled contribution',
        amount_cents: 25_050,
        // The oldest account that is not a credit card.
        account_id: savings,
        category: 'CPF-OA',
        category_source: 'user',
        category_locked: true,
        currency: 'SGD',
        notes: null,
      },
    ]);
    expect(card).not.toBe(savings);
    expect(logs.some((line) => line.includes('CPF-OA 2026-04 +250.50'))).toBe(true);

    expect(only(await scheduler().runDue(sgt('2026-05-31T08:00:00')), id)).toEqual(['2026-05-31']);
    expect((await account(id)).next).toBe('2026-06-30');
  });

  it('applies day 31 (and 29) on 28 February, and on 29 February in 2028', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const oa = await cpf(userId, 'CPF-OA', sgt('2027-02-01T10:00:00'), { day: 31 });
    const sa = await cpf(userId, 'CPF-SA', sgt('2027-02-01T10:00:00'), { day: 29 });
    expect((await account(oa)).next).toBe('2027-02-28');
    expect((await account(sa)).next).toBe('2027-02-28');
    const early = await scheduler().runDue(sgt('2027-02-27T12:00:00'));
    expect([...only(early, oa), ...only(early, sa)]).toEqual([]);
    const feb = await scheduler().runDue(sgt('2027-02-28T00:00:01'));
    expect(only(feb, oa)).toEqual(['2027-02-28']);
    expect(only(feb, sa)).toEqual(['2027-02-28']);
    expect((await account(oa)).next).toBe('2027-03-31');
    expect((await account(sa)).next).toBe('2027-03-29');

    const leapUser = await user();
    await bank(leapUser, 'savings', '2021-01-01T00:00:00Z');
    const ma = await cpf(leapUser, 'CPF-MA', sgt('2028-02-10T10:00:00'), { day: 31 });
    expect((await account(ma)).next).toBe('2028-02-29');
    expect(only(await scheduler().runDue(sgt('2028-02-28T23:00:00')), ma)).toEqual([]);
    expect(only(await scheduler().runDue(sgt('2028-02-29T00:00:00')), ma)).toEqual(['2028-02-29']);
    expect((await account(ma)).next).toBe('2028-03-31');
  });

  it('applies day 15 on the 15th, not the day before', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-SA', sgt('2026-11-01T08:00:00'));
    expect((await account(id)).next).toBe('2026-11-15');
    expect(only(await scheduler().runDue(sgt('2026-11-14T23:59:00')), id)).toEqual([]);
    expect(only(await scheduler().runDue(sgt('2026-11-15T06:00:00')), id)).toEqual(['2026-11-15']);
    expect(await account(id)).toEqual({ balance: 110_000, next: '2026-12-15', enabled: true });
  });

  it('catches up once after the worker was down for three days', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-OA', sgt('2026-11-01T08:00:00'));
    // Down from the 15th to the 18th: the first run back applies the 15th's contribution, dated the 15th.
    expect(only(await scheduler().runDue(sgt('2026-11-18T09:00:00')), id)).toEqual(['2026-11-15']);
    expect(only(await scheduler().runDue(sgt('2026-11-18T09:10:00')), id)).toEqual([]);
    expect(only(await scheduler().runDue(sgt('2026-11-19T09:00:00')), id)).toEqual([]);
    expect(await account(id)).toEqual({ balance: 110_000, next: '2026-12-15', enabled: true });
    expect(await ledger(id)).toEqual([
      { month: '2026-11', date: '2026-11-15', amount: 10_000, tx: ANY_TEXT, alone: false },
    ]);
    expect((await transactionsOf(userId)).map((row) => row.date)).toEqual(['2026-11-15']);
  });

  it('catches up across two months in order', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-MA', sgt('2026-11-01T08:00:00'), { day: 31, amount: '75.25' });
    expect(only(await scheduler().runDue(sgt('2027-01-10T09:00:00')), id)).toEqual(['2026-11-30', '2026-12-31']);
    expect(await account(id)).toEqual({ balance: 115_050, next: '2027-01-31', enabled: true });
    expect((await ledger(id)).map((row) => row.month)).toEqual(['2026-11', '2026-12']);
    expect((await transactionsOf(userId)).map((row) => [row.date, row.amount_cents])).toEqual([
      ['2026-11-30', 7525],
      ['2026-12-31', 7525],
    ]);
  });

  it('applies once when run twice at the same instant, and leaves disabled accounts alone', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const on = await cpf(userId, 'CPF-OA', sgt('2026-11-01T08:00:00'));
    const off = await cpf(userId, 'CPF-SA', sgt('2026-11-01T08:00:00'), { enabled: false });
    const onceSwitchedOff = await cpf(userId, 'CPF-MA', sgt('2026-11-01T08:00:00'));
    await new RetirementService(database.orm.em.fork(), () => sgt('2026-11-02T08:00:00')).update(
      userId,
      onceSwitchedOff,
      { isAutoContributionEnabled: false },
    );
    const instant = sgt('2026-11-15T01:00:00');
    expect(only(await scheduler().runDue(instant), on)).toEqual(['2026-11-15']);
    expect(only(await scheduler().runDue(instant), on)).toEqual([]);
    expect(await account(on)).toEqual({ balance: 110_000, next: '2026-12-15', enabled: true });
    expect(await account(off)).toEqual({ balance: 100_000, next: null, enabled: false });
    expect(await account(onceSwitchedOff)).toEqual({ balance: 100_000, next: null, enabled: false });
    expect(await ledger(off)).toEqual([]);
    expect(await ledger(onceSwitchedOff)).toEqual([]);
  });

  it('records the ledger row alone when the user has no bank account', async () => {
    const userId = await user();
    const id = await cpf(userId, 'CPF-OA', sgt('2026-11-01T08:00:00'), { amount: '40' });
    const [applied] = await scheduler()
      .runDue(sgt('2026-11-15T09:00:00'))
      .then((rows) => rows.filter((row) => row.retirementAccountId === id));
    expect(applied).toMatchObject({ month: '2026-11', amountCents: 4000, transactionId: null });
    expect(await ledger(id)).toEqual([{ month: '2026-11', date: '2026-11-15', amount: 4000, tx: null, alone: true }]);
    expect(await account(id)).toEqual({ balance: 104_000, next: '2026-12-15', enabled: true });
    expect(await transactionsOf(userId)).toEqual([]);
  });

  it('keeps next_contribution_date true when the day changes after a month was applied', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-OA', sgt('2026-11-01T08:00:00'));
    await scheduler().runDue(sgt('2026-11-15T09:00:00'));
    const service = new RetirementService(database.orm.em.fork(), () => sgt('2026-11-20T09:00:00'));
    // November is applied: a later day this month does not make November due again.
    expect((await service.update(userId, id, { contributionDay: 25 })).nextContributionDate).toBe('2026-12-25');
    expect((await service.update(userId, id, { contributionDay: 10 })).nextContributionDate).toBe('2026-12-10');
    expect(only(await scheduler().runDue(sgt('2026-11-25T09:00:00')), id)).toEqual([]);

    // An edit while the scheduler is down keeps the overdue month due: it is applied late, not lost.
    const late = await cpf(userId, 'CPF-SA', sgt('2026-11-01T08:00:00'));
    const editedWhileDown = await new RetirementService(database.orm.em.fork(), () =>
      sgt('2026-11-18T09:00:00'),
    ).update(userId, late, { contributionAmount: '60' });
    expect(editedWhileDown.nextContributionDate).toBe('2026-11-15');
    expect(only(await scheduler().runDue(sgt('2026-11-18T09:05:00')), late)).toEqual(['2026-11-15']);
    expect(await account(late)).toEqual({ balance: 106_000, next: '2026-12-15', enabled: true });
  });

  it('keeps this month due when the day moves earlier than today, without back-dating a fresh switch-on', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-OA', sgt('2026-11-01T08:00:00'));
    expect((await account(id)).next).toBe('2026-11-15');
    const onThe10th = new RetirementService(database.orm.em.fork(), () => sgt('2026-11-10T09:00:00'));
    // 15 -> 5 on the 10th: November has not been applied, so its contribution stays due (now on the 5th).
    expect((await onThe10th.update(userId, id, { contributionDay: 5 })).nextContributionDate).toBe('2026-11-05');
    expect(only(await scheduler().runDue(sgt('2026-11-10T09:05:00')), id)).toEqual(['2026-11-05']);
    expect(await account(id)).toEqual({ balance: 110_000, next: '2026-12-05', enabled: true });
    expect(only(await scheduler().runDue(sgt('2026-11-30T09:00:00')), id)).toEqual([]);

    // Switching on (it was off) on the 10th with day 5 starts next month: nothing was due before.
    const fresh = await cpf(userId, 'CPF-SA', sgt('2026-11-10T09:00:00'), { day: 5 });
    expect((await account(fresh)).next).toBe('2026-12-05');
  });

  it('stops at the balance cap: a contribution that would pass 9,999,999.99 is skipped and logged', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-OA', sgt('2026-11-01T08:00:00'), { balance: '9999800.00', amount: '100' });
    logs.length = 0;
    // November fits (9,999,900.00); December and January would pass the cap.
    expect(only(await scheduler().runDue(sgt('2027-01-16T09:00:00')), id)).toEqual(['2026-11-15']);
    expect(await account(id)).toEqual({ balance: 999_990_000, next: '2027-02-15', enabled: true });
    expect((await ledger(id)).map((row) => row.month)).toEqual(['2026-11']);
    expect((await transactionsOf(userId)).map((row) => [row.date, row.amount_cents])).toEqual([['2026-11-15', 10_000]]);
    const skipped = logs.filter((line) => line.includes(id) && line.includes('skipped'));
    expect(skipped).toEqual([
      `CPF scheduler skipped CPF-OA 2026-12 for account ${id}: 9999900.00 + 100.00 would exceed 9999999.99`,
      `CPF scheduler skipped CPF-OA 2027-01 for account ${id}: 9999900.00 + 100.00 would exceed 9999999.99`,
    ]);
    // A balance update still works afterwards: the balance never passed the cap.
    const service = new RetirementService(database.orm.em.fork(), () => sgt('2027-01-16T10:00:00'));
    const result = await service.updateBalance(userId, {
      accountId: id,
      mode: 'add_transaction',
      amount: '99.99',
      notes: 'last cent',
    });
    expect(result.account.balanceCents).toBe(999_999_999);
  });

  it('warns when the CPF system category is missing, and still applies the contribution', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2021-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-MA', sgt('2026-11-01T08:00:00'), { amount: '30' });
    logs.length = 0;
    await database.sql(`update categories set name = 'CPF-MA (gone)' where name = 'CPF-MA' and is_system`);
    try {
      expect(only(await scheduler().runDue(sgt('2026-11-15T09:00:00')), id)).toEqual(['2026-11-15']);
    } finally {
      await database.sql(`update categories set name = 'CPF-MA' where name = 'CPF-MA (gone)' and is_system`);
    }
    expect(logs).toContain(
      `CPF scheduler warning: system category CPF-MA not found; account ${id} gets its contribution without a transaction`,
    );
    expect(await ledger(id)).toEqual([{ month: '2026-11', date: '2026-11-15', amount: 3000, tx: null, alone: true }]);
    expect(await account(id)).toEqual({ balance: 103_000, next: '2026-12-15', enabled: true });
  });

  it('records in an SGD checking or savings account first, and never in another currency', async () => {
    const userId = await user();
    await bank(userId, 'savings', '2019-01-01T00:00:00Z', 'USD');
    await bank(userId, 'investment', '2020-01-01T00:00:00Z');
    const savings = await bank(userId, 'savings', '2022-01-01T00:00:00Z');
    const id = await cpf(userId, 'CPF-OA', sgt('2026-11-01T08:00:00'));
    await scheduler().runDue(sgt('2026-11-15T09:00:00'));
    expect(await transactionsOf(userId)).toEqual([
      expect.objectContaining({ account_id: savings, currency: 'SGD', description: 'CPF-OA scheduled contribution' }),
    ]);
    expect((await ledger(id))[0]).toMatchObject({ tx: ANY_TEXT, alone: false });

    // Only an SGD investment account (and a credit card): that one.
    const investor = await user();
    await bank(investor, 'credit', '2019-01-01T00:00:00Z');
    const investment = await bank(investor, 'investment', '2020-01-01T00:00:00Z');
    await cpf(investor, 'CPF-OA', sgt('2026-11-01T08:00:00'));
    await scheduler().runDue(sgt('2026-11-15T09:00:00'));
    expect((await transactionsOf(investor)).map((row) => row.account_id)).toEqual([investment]);

    // Only a USD account: no bank account for CPF, so the ledger row alone records it.
    const abroad = await user();
    await bank(abroad, 'savings', '2019-01-01T00:00:00Z', 'USD');
    const abroadId = await cpf(abroad, 'CPF-SA', sgt('2026-11-01T08:00:00'));
    await scheduler().runDue(sgt('2026-11-15T09:00:00'));
    expect(await transactionsOf(abroad)).toEqual([]);
    expect(await ledger(abroadId)).toEqual([
      { month: '2026-11', date: '2026-11-15', amount: 10_000, tx: null, alone: true },
    ]);
  });

  it('runs once at start when started as a background job, and stops cleanly', async () => {
    const userId = await user();
    const today = singaporeToday(new Date());
    const [row] = await database.sql<{ id: string }>(
      `insert into retirement_accounts (user_id, account_type, balance_cents, is_auto_contribution_enabled,
         contribution_day, contribution_amount_cents, next_contribution_date)
       values (?, 'CPF-OA', 0, true, ?, 500, ?) returning id`,
      [userId, Number(today.slice(8, 10)), today],
    );
    const lines: string[] = [];
    const running = startContributionScheduler(database.orm, 60 * 60 * 1000, (line) => lines.push(line));
    await running.stop();
    expect((await account(row?.id ?? '')).balance).toBe(500);
    expect(lines.join('\n')).toContain(`CPF-OA ${today.slice(0, 7)} +5.00`);
  });

  it('two schedulers with separate pools never double or miss a contribution', async () => {
    const users: string[] = [];
    const accounts: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const userId = await user();
      users.push(userId);
      // Every third user has no bank account: their contributions are ledger rows alone.
      if (index % 3 !== 0) await bank(userId, 'savings', '2021-01-01T00:00:00Z');
      for (const type of ['CPF-OA', 'CPF-SA', 'CPF-MA']) {
        accounts.push(await cpf(userId, type, sgt('2026-11-01T08:00:00'), { amount: '12.34' }));
      }
    }
    const first = scheduler(database.orm);
    const second = scheduler(otherOrm);
    const applied: AppliedContribution[] = [];
    const race = async (instant: Date, rounds: number): Promise<void> => {
      for (let round = 0; round < rounds; round += 1) {
        const results = await Promise.all([first.runDue(instant), second.runDue(instant), first.runDue(instant)]);
        applied.push(...results.flat());
      }
    };
    await race(sgt('2026-11-15T00:00:00'), 4);
    await race(sgt('2027-01-16T00:00:00'), 4);
    const mine = applied.filter((row) => accounts.includes(row.retirementAccountId));
    // Three months (Nov, Dec, Jan) for 36 accounts, each exactly once.
    expect(mine).toHaveLength(108);
    expect(new Set(mine.map((row) => `${row.retirementAccountId}|${row.month}`)).size).toBe(108);
    const [counts] = await database.sql<{ ledger: number; linked: number; transactions: number }>(
      `select (select count(*)::int from cpf_contributions where retirement_account_id in (${accounts.map(() => '?').join(', ')})) as ledger,
         (select count(*)::int from cpf_contributions where transaction_id is not null
            and retirement_account_id in (${accounts.map(() => '?').join(', ')})) as linked,
         (select count(*)::int from transactions where user_id in (${users.map(() => '?').join(', ')})) as transactions`,
      [...accounts, ...accounts, ...users],
    );
    // 8 of 12 users have a bank account: 8 users x 3 accounts x 3 months transactions.
    expect(counts).toEqual({ ledger: 108, linked: 72, transactions: 72 });
    for (const id of accounts) {
      expect(await account(id)).toEqual({ balance: 100_000 + 3 * 1234, next: '2027-02-15', enabled: true });
    }
  });
});
