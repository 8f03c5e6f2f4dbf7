import 'reflect-metadata';
import { createImportRuntime, loadConfig, openDatabase, startScheduledWork } from '@garden/api/worker';

/**
 * The background worker: consumes statement-import and data-export jobs from RabbitMQ and runs them against PostgreSQL, and
 * runs the scheduled work (CPF auto-contributions, stock price refresh, account deletions that are due). Run as
 * many as needed beside the api (which then sets RUN_IMPORT_WORKER=false, and may set RUN_SCHEDULERS=false).
 * Needs DATABASE_URL and AMQP_URL.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl || !config.amqpUrl) {
    throw new Error('The worker needs DATABASE_URL and AMQP_URL (the api alone runs jobs in-process without them).');
  }
  const prefetch = Number.parseInt(process.env.WORKER_PREFETCH ?? '2', 10);
  const orm = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  const imports = createImportRuntime(orm, config);
  await imports.startWorker(prefetch);
  console.log(`Import and export worker consuming from RabbitMQ (prefetch ${prefetch})`);
  // Every domain's scheduled work (CPF contributions, stock prices, account deletions that are due), each safe to
  // run in every worker.
  const scheduledWork = startScheduledWork({ orm, config });

  const shutdown = async (signal: string): Promise<void> => {
    console.log(`${signal}: finishing jobs in flight, then stopping`);
    await scheduledWork.stop();
    await imports.close();
    await orm.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Worker failed to start:', error);
  process.exit(1);
});
