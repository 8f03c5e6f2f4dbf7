import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../api/src/database/database';

/** PostgreSQL server the tests use: the real one on this machine unless TEST_DATABASE_URL says otherwise. */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  orm: MikroORM;
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
    drop: async () => {
      await orm.close(true);
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
