import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './database/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';
import { FirebaseTokenVerifier } from './auth/token-verifier';
import { createAppServer } from './server/app-server';
import { startScheduledWork } from './server/scheduled-work';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`No DATABASE_URL: starting embedded PostgreSQL (data in ${config.embeddedPostgres.dataDir})`);
    embedded = await startEmbeddedPostgres(config.embeddedPostgres.dataDir, config.embeddedPostgres.port);
    databaseUrl = embedded.url;
  }
  const orm = await openDatabase(databaseUrl, { poolSize: config.databasePoolSize });
  const server = await createAppServer({ config, orm, verifier: new FirebaseTokenVerifier(config.firebase) });
  const port = await server.listen(config.port);
  // Scheduled work (CPF contributions, stock prices, account deletions that are due) runs here unless
  // RUN_SCHEDULERS=false, independent of whether import workers are deployed.
  const scheduledWork = config.runSchedulers ? startScheduledWork({ orm, config }) : undefined;
  console.log(`Garden is ready at http://localhost:${port}  (GraphQL explorer: http://localhost:${port}/explorer)`);

  const shutdown = async (signal: string): Promise<void> => {
    console.log(`${signal}: shutting down`);
    await scheduledWork?.stop();
    await server.close();
    await orm.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
