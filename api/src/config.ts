import path from 'node:path';

export interface AppConfig {
  port: number;
  /** PostgreSQL connection string; unset means the embedded PostgreSQL below. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections each process keeps at most. */
  databasePoolSize: number;
  embeddedPostgres: { dataDir: string; port: number };
  firebase: {
    projectId: string;
    /** host:port of the Auth Emulator, or undefined for a real Firebase project. */
    authEmulatorHost: string | undefined;
    /** Web SDK settings handed to the browser at /config.json. */
    webApiKey: string;
    authDomain: string;
  };
  rateLimit: { perUserPerMinute: number; perIpPerMinute: number };
  /** Folder of the built web app served on the same origin; undefined serves no web app. */
  webDistDir: string | undefined;
  trustProxy: boolean;
  /** RabbitMQ for import jobs; undefined runs jobs on the in-process queue. */
  amqpUrl: string | undefined;
  /** Durable RabbitMQ queue of import jobs (its retry and dead-letter queues take the same prefix). */
  importQueueName: string;
  /** 32-byte key (base64) that encrypts statement passwords while a job waits; shared by api and workers. */
  statementPasswordKey: Buffer | undefined;
  /** Process import jobs in this process (the embedded default, and for AMQP when no separate worker runs). */
  runImportWorker: boolean;
  /**
   * Run the scheduled work in the api process too: CPF auto-contributions and the stock price refresh (true
   * unless RUN_SCHEDULERS=false). Safe beside workers: contributions apply exactly once, the refresh takes a lock.
   */
  runSchedulers: boolean;
  /** Market-data vendor for stock prices; undefined (the default) means none: prices are never invented. */
  priceProvider: PriceProviderConfig | undefined;
}

/** The market-data vendors with an adapter in api/src/stocks/prices. */
export const PRICE_PROVIDERS = ['twelvedata'] as const;
export type PriceProviderName = (typeof PRICE_PROVIDERS)[number];

export interface PriceProviderConfig {
  name: PriceProviderName;
  apiKey: string;
  /** The vendor's API root; its public address unless PRICE_API_BASE_URL says otherwise. */
  baseUrl: string;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** A positive integer from the environment, or `fallback` when unset; anything else is a start-up error. */
export function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function keyFromEnv(name: string): Buffer | undefined {
  const raw = process.env[name];
  if (!raw) return undefined;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, base64-encoded`);
  return key;
}

const PRICE_API_BASE_URLS: Record<PriceProviderName, string> = { twelvedata: 'https://api.twelvedata.com' };

/** PRICE_PROVIDER + PRICE_API_KEY (+ optional PRICE_API_BASE_URL); a provider without its key is a start error. */
function priceProviderFromEnv(): PriceProviderConfig | undefined {
  const name = process.env.PRICE_PROVIDER?.trim().toLowerCase();
  if (!name || name === 'none') return undefined;
  if (!(PRICE_PROVIDERS as readonly string[]).includes(name)) {
    throw new Error(`PRICE_PROVIDER must be one of ${PRICE_PROVIDERS.join(', ')} (or unset), got "${name}"`);
  }
  const provider = name as PriceProviderName;
  const apiKey = process.env.PRICE_API_KEY?.trim();
  if (!apiKey) throw new Error(`PRICE_PROVIDER=${provider} needs PRICE_API_KEY`);
  const baseUrl = (process.env.PRICE_API_BASE_URL?.trim() || PRICE_API_BASE_URLS[provider]).replace(/\/+$/, '');
  return { name: provider, apiKey, baseUrl };
}

export function loadConfig(): AppConfig {
  const projectId = process.env.FIREBASE_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-garden';
  // A demo- project only exists in the emulator, so it implies the emulator's default address.
  const authEmulatorHost =
    process.env.FIREBASE_AUTH_EMULATOR_HOST ?? (projectId.startsWith('demo-') ? '127.0.0.1:9099' : undefined);
  return {
    port: intFromEnv('PORT', 8080),
    databaseUrl: process.env.DATABASE_URL || undefined,
    databasePoolSize: intFromEnv('DATABASE_POOL_SIZE', 10),
    embeddedPostgres: {
      dataDir: process.env.EMBEDDED_PG_DIR ?? path.join(repoRoot, '.data', 'postgres'),
      port: intFromEnv('EMBEDDED_PG_PORT', 54329),
    },
    firebase: {
      projectId,
      authEmulatorHost,
      webApiKey: process.env.FIREBASE_WEB_API_KEY ?? 'demo-api-key',
      authDomain: process.env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    },
    rateLimit: {
      perUserPerMinute: intFromEnv('RATE_LIMIT_USER_PER_MINUTE', 600),
      perIpPerMinute: intFromEnv('RATE_LIMIT_IP_PER_MINUTE', 1200),
    },
    webDistDir: process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist'),
    trustProxy: process.env.TRUST_PROXY === 'true',
    amqpUrl: process.env.AMQP_URL || undefined,
    importQueueName: process.env.IMPORT_QUEUE_NAME || 'garden.import-jobs',
    statementPasswordKey: keyFromEnv('STATEMENT_PASSWORD_KEY'),
    runImportWorker: process.env.RUN_IMPORT_WORKER !== 'false',
    runSchedulers: process.env.RUN_SCHEDULERS !== 'false',
    priceProvider: priceProviderFromEnv(),
  };
}
