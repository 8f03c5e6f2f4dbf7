import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './database/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';
import { FirebaseTokenVerifier } from './auth/token-verifier';
import { createAppServer } from './server/app-server';
import { startContributionScheduler } from './retirement/contribution-scheduler';
import { startPriceRefresh } from './stocks/prices/prices.refresh';
import { FirebaseIdentityDirectory } from './auth/identity-directory';
import { startAccountPurge } from './users/account-purge';

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
  // Scheduled work runs here unless RUN_SCHEDULERS=false, independent of whether import workers are deployed.
  const cpfScheduler = config.runSchedulers ? startContributionScheduler(orm) : undefined;
  // Stock prices every 5 minutes while a market trades, only when PRICE_PROVIDER is configured.
  const priceRefresh = config.runSchedulers ? startPriceRefresh(orm, config) : undefined;
  // Account deletions whose 30 days are over: every row and the sign-in (each account exactly once).
  const accountPurge = config.runSchedulers
    ? startAccountPurge(orm, new FirebaseIdentityDirectory(config.firebase))
    : undefined;
  console.log(`Garden is ready at http://localhost:${port}  (GraphQL explorer: http://localhost:${port}/explorer)`);

  const shutdown = async (signal: string): Promise<void> => {
    console.log(`${signal}: shutting down`);
    await cpfScheduler?.stop();
    await priceRefresh?.stop();
    await accountPurge?.stop();
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
