import { verifiedAccount, type EmulatorAccount } from '../../test-support/auth-emulator';
import { requestJson, startTestServer, type TestServer } from '../../test-support/test-server';

export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Inserts `rows` transactions for one account; `label` keeps dedupe keys distinct between calls. */
export type SeedRows = (sql: Sql, userId: string, accountId: string, rows: number, label: string) => Promise<void>;

export interface BenchHistory {
  api: TestServer;
  alice: EmulatorAccount;
  aliceId: string;
  sql: Sql;
}

/**
 * The api with a large history: the signed-in user owns `ownRows` transactions and `otherUsers` others own
 * `rowsPerOtherUser` each. Rows are bulk loaded without the secondary indexes, which are then built (as a
 * restore would), and the table is vacuumed and analysed as autovacuum leaves it after a bulk load.
 */
export async function startWithHistory(options: {
  aliceEmail: string;
  ownRows: number;
  otherUsers: number;
  rowsPerOtherUser: number;
  seed: SeedRows;
}): Promise<BenchHistory> {
  const api = await startTestServer({ rateLimit: { perUserPerMinute: 1_000_000, perIpPerMinute: 1_000_000 } });
  const sql: Sql = (text, params = []) => api.database.orm.em.fork().getConnection().execute(text, params);
  const alice = await verifiedAccount(options.aliceEmail, 'Alice Tan');
  const aliceId = (await requestJson<{ id: string }>(`${api.baseUrl}/api/v1/users/me`, { token: alice.idToken })).body
    .id;
  const started = performance.now();
  const indexes = await sql<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where tablename = 'transactions'
     and indexname not in ('transactions_pkey', 'transactions_account_id_dedupe_key_unique')`,
  );
  for (const index of indexes) await sql(`drop index "${index.indexname}"`);
  const [own] = await sql<{ id: string }>(
    `insert into accounts (user_id, name, institution, account_type, account_number_last4)
     values (?, 'OCBC 365', 'OCBC', 'credit', '9473') returning id`,
    [aliceId],
  );
  await options.seed(sql, aliceId, own?.id ?? '', options.ownRows, 'alice');
  const others = await sql<{ user_id: string; account_id: string }>(
    `with u as (insert into users (firebase_uid, email, name)
       select 'bench-' || i, 'bench' || i || '@example.com', 'Bench User' from generate_series(1, ?) i returning id)
     insert into accounts (user_id, name, institution, account_type) select id, 'Card', 'DBS', 'credit' from u
     returning user_id, id as account_id`,
    [options.otherUsers],
  );
  for (const [index, other] of others.entries()) {
    await options.seed(sql, other.user_id, other.account_id, options.rowsPerOtherUser, `other${index}`);
  }
  for (const index of indexes) await sql(index.indexdef);
  await sql('vacuum analyze transactions');
  console.log(`seeded and indexed in ${Math.round(performance.now() - started)} ms`);
  return { api, alice, aliceId, sql };
}
