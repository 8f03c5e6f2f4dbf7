import { MikroORM } from '@mikro-orm/postgresql';
import { merchantKey } from '@garden/core';
import { openDatabase } from '../api/src/database/database';

/** PostgreSQL server the tests use: the real one on this machine unless TEST_DATABASE_URL says otherwise. */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  orm: MikroORM;
  /** SQL on a fresh context: plants rows the api's own calls cannot, and reads back what the api wrote. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const orm = await MikroORM.init({ clientUrl: SERVER_URL, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

/** A fresh, fully migrated database per test file, so files can run in parallel. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `garden_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const orm = await openDatabase(url.toString());
  return {
    url: url.toString(),
    orm,
    sql: <T>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params),
    drop: async () => {
      await orm.close(true);
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** Inserts one row of the named columns (an undefined value takes the column's default) and answers its id. */
async function insertRow(database: TestDatabase, table: string, columns: Record<string, unknown>): Promise<string> {
  const given = Object.entries(columns).filter(([, value]) => value !== undefined);
  const names = given.map(([name]) => name).join(', ');
  const [row] = await database.sql<{ id: string }>(
    `insert into ${table} (${names}) values (${given.map(() => '?').join(', ')}) returning id`,
    given.map(([, value]) => value),
  );
  if (!row) throw new Error(`No ${table} row was inserted`);
  return row.id;
}

/** A user row with no Auth Emulator account behind it, for tests that drive services directly. */
export function seedUser(database: TestDatabase, user: { firebaseUid: string; email: string; name: string }) {
  return insertRow(database, 'users', { firebase_uid: user.firebaseUid, email: user.email, name: user.name });
}

/** An account planted as statements would leave it, without going through the accounts call. */
export function seedAccount(
  database: TestDatabase,
  account: {
    userId: string;
    name: string;
    institution: string;
    accountType: string;
    last4?: string;
    currency?: string;
    createdAt?: string;
  },
): Promise<string> {
  return insertRow(database, 'accounts', {
    user_id: account.userId,
    name: account.name,
    institution: account.institution,
    account_type: account.accountType,
    account_number_last4: account.last4,
    currency: account.currency,
    created_at: account.createdAt,
  });
}

let bankAccountsPlanted = 0;

/** A DBS account of a type opened at a time, named and numbered apart from every other one planted so. */
export function seedBankAccount(
  database: TestDatabase,
  account: { userId: string; accountType: string; createdAt: string; currency?: string },
): Promise<string> {
  bankAccountsPlanted += 1;
  const last4 = String(1000 + bankAccountsPlanted);
  return seedAccount(database, { ...account, name: `${account.accountType} ${last4}`, institution: 'DBS', last4 });
}

let transactionsPlanted = 0;

/**
 * A transaction planted as an import would leave it: categorised by the knowledge base, keyed by its merchant. Without
 * a dedupe key it takes one no other planted row has.
 */
export function seedTransaction(
  database: TestDatabase,
  transaction: {
    userId: string;
    accountId: string;
    categoryId: string | null | undefined;
    date: string | undefined;
    description: string;
    amountCents: number;
    dedupeKey?: string;
    currency?: string;
  },
): Promise<string> {
  transactionsPlanted += 1;
  return insertRow(database, 'transactions', {
    user_id: transaction.userId,
    account_id: transaction.accountId,
    category_id: transaction.categoryId ?? null,
    date: transaction.date,
    description: transaction.description,
    merchant_key: merchantKey(transaction.description),
    amount_cents: transaction.amountCents,
    currency: transaction.currency,
    category_source: 'knowledge_base',
    dedupe_key: transaction.dedupeKey ?? `planted-${transactionsPlanted}`,
  });
}

/** One transaction on a line: account, date, description, amount in cents and category name (null: uncategorised). */
export type TransactionRow = [
  accountId: string,
  date: string | undefined,
  description: string,
  amountCents: number,
  category: string | null,
];

/** Plants one person's transactions, a row each and in order, naming categories by the given ids; answers their ids. */
export async function seedTransactionRows(
  database: TestDatabase,
  userId: string,
  categoryIds: Record<string, string>,
  rows: TransactionRow[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [accountId, date, description, amountCents, category] of rows) {
    const categoryId = category === null ? null : categoryIds[category];
    if (categoryId === undefined) throw new Error(`No category named ${category}`);
    ids.push(await seedTransaction(database, { userId, accountId, categoryId, date, description, amountCents }));
  }
  return ids;
}

/** The ids of the system categories every user shares, by name. */
export async function systemCategoryIds(database: TestDatabase): Promise<Record<string, string>> {
  const rows = await database.sql<{ id: string; name: string }>(`select id, name from categories where is_system`);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** How many rows of a table belong to a user. */
export async function countRowsOf(database: TestDatabase, table: string, userId: string): Promise<number> {
  const [row] = await database.sql<{ n: string }>(`select count(*) as n from ${table} where user_id = ?`, [userId]);
  return Number(row?.n);
}
