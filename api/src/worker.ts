/**
 * The api package's public entry for the background worker (`@garden/api/worker`, declared in package.json
 * "exports"): what a worker process needs to consume import and export jobs and run the scheduled work.
 * The worker imports only this, so the api's folders can move without breaking it.
 */
export { loadConfig, type AppConfig } from './config';
export { openDatabase } from './database/database';
export { createImportRuntime, type ImportRuntime } from './statements/import-runtime';
export { startScheduledWork } from './server/scheduled-work';
export type { PeriodicWork } from './server/periodic-work';
