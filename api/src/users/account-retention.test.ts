import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../database/database';
import { FirebaseIdentityDirectory } from '../auth/identity-directory';
import { loadConfig } from '../config';
import { signIn, verifiedAccount } from '../../../test-support/auth-emulator';
import { requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';
import { AccountPurger } from './account-purge';
import { InactiveAccountRule } from './inactive-accounts';

/** Fixed instants, all after the moment the test accounts are created (their activity starts at the real now). */
const NOW = new Date('2028-06-15T08:00:00.000Z');
const TWO_YEARS_BEFORE = new Date('2026-06-15T08:00:00.000Z');
const GRACE_END = new Date('2028-07-15T08:00:00.000Z');
const HOUR = 60 * 60 * 1000;

describe('retention: accounts inactive for two years', () => {
  let api: TestServer;
  let otherOrm: MikroORM;
  let now = NOW;
  const base = () => `${api.baseUrl}/api/v1`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);
  const quiet = () => undefined;

  beforeAll(async () => {
    api = await startTestServer({}, { clock: () => now });
    otherOrm = await openDatabase(api.database.url);
  });
  afterAll(async () => {
    await otherOrm.close(true);
    await api.close();
  });

  async function lastActive(userId: string): Promise<string | undefined> {
    const [row] = await sql<{ at: string }>(`select last_active_at as at from users where id = ?`, [userId]);
    return row ? new Date(row.at).toISOString() : undefined;
  }

  /** A person inserted directly, last active at the given instant, with one row of data. */
  async function person(label: string, lastActiveAt: Date): Promise<string> {
    const uid = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const [row] = await sql<{ id: string }>(
      `insert into users (firebase_uid, email, name, last_active_at) values (?, ?, 'Quiet Person', ?) returning id`,
      [uid, `${uid}@example.com`, lastActiveAt],
    );
    await sql(
      `insert into accounts (user_id, name, institution, account_type) values (?, 'Savings', 'DBS', 'savings')`,
      [row?.id],
    );
    return row?.id ?? '';
  }

  it('notes a sign-in or call as activity at most once a day', async () => {
    const ivy = await verifiedAccount('ivy.retention', 'Ivy Goh');
    now = new Date('2027-01-10T00:00:00.000Z');
    const me = await requestJson<{ id: string }>(`${base()}/users/me`, { token: ivy.idToken });
    expect(await lastActive(me.body.id)).toBe('2027-01-10T00:00:00.000Z');
    now = new Date('2027-01-10T23:00:00.000Z');
    await requestJson(`${base()}/accounts`, { token: ivy.idToken });
    expect(await lastActive(me.body.id)).toBe('2027-01-10T00:00:00.000Z');
    now = new Date('2027-01-11T01:00:00.000Z');
    await requestJson(`${base()}/accounts`, { token: ivy.idToken });
    expect(await lastActive(me.body.id)).toBe('2027-01-11T01:00:00.000Z');
  });

  it('schedules each inactive account exactly once, 30 days out, with two workers at the same instant', async () => {
    const gone = await person('gone', new Date(TWO_YEARS_BEFORE.getTime() - 1000));
    const exactly = await person('exactly', TWO_YEARS_BEFORE);
    const recent = await person('recent', new Date(TWO_YEARS_BEFORE.getTime() + 24 * HOUR));
    const asked = await person('asked', new Date(TWO_YEARS_BEFORE.getTime() - 1000));
    await sql(
      `update users set deletion_requested_at = ?, deletion_scheduled_for = ?, deletion_reason = 'requested' where id = ?`,
      [new Date('2028-06-01T00:00:00.000Z'), new Date('2028-07-01T00:00:00.000Z'), asked],
    );

    const [first, second] = await Promise.all([
      new InactiveAccountRule(api.database.orm, quiet).runDue(NOW),
      new InactiveAccountRule(otherOrm, quiet).runDue(NOW),
    ]);
    expect([...first, ...second].sort()).toEqual([gone, exactly].sort());

    const rows = await sql<{ id: string; reason: string | null; requested: string | null; due: string | null }>(
      `select id, deletion_reason as reason, deletion_requested_at as requested, deletion_scheduled_for as due
       from users where id in (?, ?, ?, ?)`,
      [gone, exactly, recent, asked],
    );
    const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());
    const byId = new Map(
      rows.map((row) => [row.id, { reason: row.reason, requested: iso(row.requested), due: iso(row.due) }]),
    );
    for (const id of [gone, exactly]) {
      expect(byId.get(id)).toEqual({ reason: 'inactive', requested: NOW.toISOString(), due: GRACE_END.toISOString() });
    }
    expect(byId.get(recent)).toEqual({ reason: null, requested: null, due: null });
    expect(byId.get(asked)).toEqual({
      reason: 'requested',
      requested: '2028-06-01T00:00:00.000Z',
      due: '2028-07-01T00:00:00.000Z',
    });
    // A later run finds nobody new.
    expect(await new InactiveAccountRule(api.database.orm, quiet).runDue(new Date(NOW.getTime() + HOUR))).toEqual([]);
  });

  it('warns on the next sign-in within the grace, keeps the account on request, and purges one that never came back', async () => {
    const june = await verifiedAccount('june.retention', 'June Koh');
    const kai = await verifiedAccount('kai.retention', 'Kai Lee');
    const ids: Record<string, string> = {};
    for (const [name, account] of Object.entries({ june, kai })) {
      now = new Date('2026-12-01T00:00:00.000Z');
      const me = await requestJson<{ id: string }>(`${base()}/users/me`, { token: account.idToken });
      ids[name] = me.body.id;
      await sql(`update users set last_active_at = ? where id = ?`, [
        new Date(TWO_YEARS_BEFORE.getTime() - HOUR),
        me.body.id,
      ]);
    }
    const scheduled = await new InactiveAccountRule(api.database.orm, quiet).runDue(NOW);
    expect(scheduled).toEqual(expect.arrayContaining([ids.june, ids.kai]));

    // June signs in within the grace: she is told, and her data calls wait for her answer.
    now = new Date(NOW.getTime() + 3 * 24 * HOUR);
    const token = await signIn(june.email, june.password);
    const me = await requestJson(`${base()}/users/me`, { token });
    expect(me.body).toMatchObject({ deletion_reason: 'inactive', deletion_scheduled_for: GRACE_END.toISOString() });
    const refused = await requestJson(`${base()}/accounts`, { token });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: 'This account is scheduled for deletion on 15 July 2028. Cancel the deletion to use it again.' },
    });
    const kept = await requestJson(`${base()}/users/me/deletion/cancel`, { method: 'POST', token });
    expect(kept.body).toMatchObject({ deletion_reason: null, deletion_scheduled_for: null });
    expect((await requestJson(`${base()}/accounts`, { token })).status).toBe(200);
    expect(await lastActive(ids.june ?? '')).toBe(now.toISOString());

    // Kai never comes back: at the end of the grace he is removed like any deleted account, sign-in included.
    const purged = await new AccountPurger(
      api.database.orm,
      new FirebaseIdentityDirectory(loadConfig().firebase),
      quiet,
    ).runDue(GRACE_END);
    expect(purged.map((row) => row.userId)).toContain(ids.kai);
    expect(purged.map((row) => row.userId)).not.toContain(ids.june);
    const [left] = await sql<{ n: string }>(`select count(*) as n from users where id = ?`, [ids.kai]);
    expect(Number(left?.n)).toBe(0);
    await expect(signIn(kai.email, kai.password)).rejects.toThrow(/EMAIL_NOT_FOUND/);
  });
});
