import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../database/database';
import { FirebaseIdentityDirectory, type IdentityDirectory } from '../auth/identity-directory';
import { loadConfig } from '../config';
import { signIn, verifiedAccount, type EmulatorAccount } from '../../../test-support/auth-emulator';
import { OCBC_EXAMPLE, fileFrom, postFiles, waitForJob } from '../../../test-support/statement-uploads';
import { graphql, requestJson, startTestServer, type TestServer } from '../../../test-support/test-server';
import { AccountPurger } from './account-purge';

/** Fixed instants: the deletion is asked for at T0 and falls due exactly 30 days later. */
const T0 = new Date('2026-03-01T02:00:00.000Z');
const DUE = new Date('2026-03-31T02:00:00.000Z');
const PENDING_DETAIL = 'This account is scheduled for deletion on 31 March 2026. Cancel the deletion to use it again.';

/** Counts each sign-in removal, passing it on to the real Auth Emulator. */
class CountingDirectory implements IdentityDirectory {
  readonly deleted: string[] = [];
  constructor(
    private readonly inner: IdentityDirectory,
    private readonly failFor: Set<string> = new Set(),
  ) {}
  async deleteUser(uid: string): Promise<void> {
    if (this.failFor.has(uid)) throw new Error('identity service unavailable');
    await this.inner.deleteUser(uid);
    this.deleted.push(uid);
  }
}

describe('deleting one’s account', () => {
  let api: TestServer;
  let now = T0;
  const firebase = new FirebaseIdentityDirectory(loadConfig().firebase);
  const base = () => `${api.baseUrl}/api/v1`;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    api.database.orm.em.fork().getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    api = await startTestServer({}, { clock: () => now });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    now = T0;
  });

  /** A signed-up person with data in many tables: accounts, an imported statement and its rows, CPF, a category. */
  async function personWithData(label: string): Promise<EmulatorAccount & { userId: string }> {
    const person = await verifiedAccount(label, 'Garden Person');
    const me = await requestJson<{ id: string }>(`${base()}/users/me`, { token: person.idToken });
    const upload = await postFiles<{ job_id: string }>(`${base()}/bank-statements/upload-bulk-async`, person.idToken, [
      fileFrom(OCBC_EXAMPLE),
    ]);
    expect((await waitForJob(api.baseUrl, person.idToken, upload.body.job_id)).successful_files).toBe(1);
    const category = await requestJson(`${base()}/categories`, {
      method: 'POST',
      token: person.idToken,
      body: { name: `Plants ${label}`, icon: '🌵', color: '#22C55E' },
    });
    expect(category.status).toBe(201);
    const cpf = await graphql(api.baseUrl, 'mutation { createCpfAccounts { id } }', {}, person.idToken);
    expect(cpf.body.errors).toBeUndefined();
    return { ...person, userId: me.body.id };
  }

  /** Rows per table that has a user_id column, for one person (every table the person owns rows in). */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const tables = await sql<{ table_name: string }>(
      `select table_name from information_schema.columns
       where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables) {
      const [row] = await sql<{ n: string }>(`select count(*) as n from "${table}" where user_id = ?`, [userId]);
      counts[table] = Number(row?.n ?? 0);
    }
    const [user] = await sql<{ n: string }>(`select count(*) as n from users where id = ?`, [userId]);
    counts.users = Number(user?.n ?? 0);
    return counts;
  }

  it('schedules the deletion 30 days out, refuses data calls meanwhile, and a cancel restores everything', async () => {
    const alice = await personWithData('alice.delete');
    const bob = await personWithData('bob.delete');
    const before = await rowsOf(alice.userId);
    expect(before.transactions).toBeGreaterThan(0);

    const asked = await requestJson(`${base()}/users/me`, { method: 'DELETE', token: alice.idToken });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ deletion_scheduled_for: DUE.toISOString() });

    // Every data call, read or write, REST or GraphQL, is refused with the detail.
    for (const [method, path] of [
      ['GET', '/transactions'],
      ['GET', '/accounts'],
      ['GET', '/retirement-accounts'],
      ['POST', '/categories'],
      ['PATCH', '/users/me'],
      ['GET', '/users/me/anything'],
    ] as const) {
      const refused = await requestJson(`${base()}${path}`, {
        method,
        token: alice.idToken,
        body: method === 'GET' ? undefined : { name: 'New name' },
      });
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 403,
        body: { detail: PENDING_DETAIL },
      });
    }
    const gql = await graphql(api.baseUrl, '{ accounts { id } }', {}, alice.idToken);
    expect(gql.status).toBe(403);
    expect(gql.body.errors?.[0]).toMatchObject({
      message: PENDING_DETAIL,
      extensions: { code: 'ACCOUNT_DELETION_PENDING' },
    });

    // The person can still read who they are, with the date, and asking again keeps the first date.
    const me = await requestJson(`${base()}/users/me`, { token: alice.idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: alice.userId, deletion_scheduled_for: DUE.toISOString() });
    now = new Date('2026-03-10T00:00:00.000Z');
    const again = await requestJson(`${base()}/users/me`, { method: 'DELETE', token: alice.idToken });
    expect(again.body).toEqual({ deletion_scheduled_for: DUE.toISOString() });

    // Another person is not affected.
    const bobs = await requestJson<unknown[]>(`${base()}/accounts`, { token: bob.idToken });
    expect(bobs.status).toBe(200);
    expect(bobs.body.length).toBeGreaterThan(0);
    expect((await requestJson(`${base()}/users/me`, { token: bob.idToken })).body).toMatchObject({
      deletion_scheduled_for: null,
    });

    // Nothing was removed while pending; signing in again and cancelling restores every call.
    expect(await rowsOf(alice.userId)).toEqual(before);
    const fresh = await signIn(alice.email, alice.password);
    const cancelled = await requestJson(`${base()}/users/me/deletion/cancel`, { method: 'POST', token: fresh });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: alice.userId, deletion_scheduled_for: null });
    const transactions = await requestJson<{ id: string }[]>(`${base()}/transactions`, { token: fresh });
    expect(transactions.status).toBe(200);
    expect(await rowsOf(alice.userId)).toEqual(before);
    // Cancelling when nothing is pending changes nothing.
    const twice = await requestJson(`${base()}/users/me/deletion/cancel`, { method: 'POST', token: fresh });
    expect(twice.status).toBe(200);
  });

  it('does the same on GraphQL: deleteMyAccount, me with the date, refused data, cancelAccountDeletion', async () => {
    const carol = await verifiedAccount('carol.delete', 'Carol Tan');
    const asked = await graphql<{ deleteMyAccount: { deletionScheduledFor: string } }>(
      api.baseUrl,
      'mutation { deleteMyAccount { deletionScheduledFor } }',
      {},
      carol.idToken,
    );
    expect(asked.body.data?.deleteMyAccount.deletionScheduledFor).toBe(DUE.toISOString());
    const me = await graphql(api.baseUrl, '{ me { id deletionScheduledFor } }', {}, carol.idToken);
    expect(me.body.data).toMatchObject({ me: { deletionScheduledFor: DUE.toISOString() } });
    const refused = await graphql(api.baseUrl, 'mutation { createCpfAccounts { id } }', {}, carol.idToken);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('ACCOUNT_DELETION_PENDING');
    const cancelled = await graphql(
      api.baseUrl,
      'mutation { cancelAccountDeletion { deletionScheduledFor } }',
      {},
      carol.idToken,
    );
    expect(cancelled.body.data).toEqual({ cancelAccountDeletion: { deletionScheduledFor: null } });
    const allowed = await graphql(api.baseUrl, '{ accounts { id } }', {}, carol.idToken);
    expect(allowed.body).toEqual({ data: { accounts: [] } });
  });

  it('removes every row of the person and their sign-in once the 30 days are over, and nothing of anyone else', async () => {
    const dana = await personWithData('dana.delete');
    const evan = await personWithData('evan.delete');
    const evanBefore = await rowsOf(evan.userId);
    expect((await requestJson(`${base()}/users/me`, { method: 'DELETE', token: dana.idToken })).status).toBe(202);

    const directory = new CountingDirectory(firebase);
    const purger = new AccountPurger(api.database.orm, directory, () => undefined);
    // One millisecond early: nothing happens, and the person could still cancel.
    expect(await purger.runDue(new Date(DUE.getTime() - 1))).toEqual([]);
    expect((await rowsOf(dana.userId)).users).toBe(1);

    expect(await purger.runDue(DUE)).toEqual([{ userId: dana.userId, firebaseUid: dana.uid }]);
    const after = await rowsOf(dana.userId);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    expect(directory.deleted).toEqual([dana.uid]);
    await expect(signIn(dana.email, dana.password)).rejects.toThrow(/EMAIL_NOT_FOUND/);
    const [counters] = await sql<{ n: string }>(`select count(*) as n from rate_limit_counters where key = ?`, [
      `user:${dana.uid}`,
    ]);
    expect(Number(counters?.n)).toBe(0);
    // Her last token has not expired yet, but it no longer opens anything nor brings the account back.
    const stale = await requestJson(`${base()}/users/me`, { token: dana.idToken });
    expect(stale.status).toBe(401);
    const [again] = await sql<{ n: string }>(`select count(*) as n from users where firebase_uid = ?`, [dana.uid]);
    expect(Number(again?.n)).toBe(0);

    expect(await rowsOf(evan.userId)).toEqual(evanBefore);
    expect((await requestJson(`${base()}/transactions`, { token: evan.idToken })).status).toBe(200);
    // A second run finds nothing more to do.
    expect(await purger.runDue(new Date(DUE.getTime() + 60_000))).toEqual([]);
  });

  it('cannot be cancelled once the 30 days are over', async () => {
    const fay = await verifiedAccount('fay.delete', 'Fay Lim');
    await requestJson(`${base()}/users/me`, { method: 'DELETE', token: fay.idToken });
    now = DUE;
    const late = await requestJson(`${base()}/users/me/deletion/cancel`, { method: 'POST', token: fay.idToken });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ detail: 'This account has already been deleted and can no longer be restored.' });
    now = new Date(DUE.getTime() - 1);
    const inTime = await requestJson(`${base()}/users/me/deletion/cancel`, { method: 'POST', token: fay.idToken });
    expect(inTime.status).toBe(200);
  });

  describe('with several workers', () => {
    let otherOrm: MikroORM;
    beforeAll(async () => {
      otherOrm = await openDatabase(api.database.url);
    });
    afterAll(() => otherOrm.close(true));

    /** People pending deletion, inserted directly (their sign-ins do not exist: removing one counts as done). */
    async function pendingPeople(count: number, label: string): Promise<{ id: string; uid: string }[]> {
      const people: { id: string; uid: string }[] = [];
      for (let index = 0; index < count; index += 1) {
        const uid = `${label}-${index}-${Date.now().toString(36)}`;
        const [row] = await sql<{ id: string }>(
          `insert into users (firebase_uid, email, name, deletion_requested_at, deletion_scheduled_for)
           values (?, ?, 'Pending Person', ?, ?) returning id`,
          [uid, `${uid}@example.com`, T0, DUE],
        );
        await sql(
          `insert into accounts (user_id, name, institution, account_type) values (?, 'Card', 'DBS', 'credit')`,
          [row?.id],
        );
        people.push({ id: row?.id ?? '', uid });
      }
      return people;
    }

    it('purges each account exactly once when two workers run at the same instant', async () => {
      const people = await pendingPeople(8, 'race');
      const first = new CountingDirectory(firebase);
      const second = new CountingDirectory(firebase);
      const [a, b] = await Promise.all([
        new AccountPurger(api.database.orm, first, () => undefined).runDue(DUE),
        new AccountPurger(otherOrm, second, () => undefined).runDue(DUE),
      ]);
      const purged = [...a, ...b].map((row) => row.userId).sort();
      expect(purged).toEqual(people.map((person) => person.id).sort());
      expect([...first.deleted, ...second.deleted].sort()).toEqual(people.map((person) => person.uid).sort());
      for (const person of people) expect((await rowsOf(person.id)).accounts).toBe(0);
    });

    it('keeps every row when the sign-in cannot be removed, and purges on the next run', async () => {
      const [stuck, fine] = await pendingPeople(2, 'retry');
      const logs: string[] = [];
      const failing = new CountingDirectory(firebase, new Set([stuck?.uid ?? '']));
      const first = await new AccountPurger(api.database.orm, failing, (line) => logs.push(line)).runDue(DUE);
      expect(first.map((row) => row.userId)).toEqual([fine?.id]);
      expect(await rowsOf(stuck?.id ?? '')).toMatchObject({ users: 1, accounts: 1 });
      expect(logs.join('\n')).toContain(`Account purge of user ${stuck?.id} failed; retried next run`);

      const second = await new AccountPurger(api.database.orm, new CountingDirectory(firebase), () => undefined).runDue(
        DUE,
      );
      expect(second.map((row) => row.userId)).toEqual([stuck?.id]);
      expect(await rowsOf(stuck?.id ?? '')).toMatchObject({ users: 0, accounts: 0 });
    });
  });
});
