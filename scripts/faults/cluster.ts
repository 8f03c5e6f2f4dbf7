/**
 * The deployment the fault scenarios break: two api processes (api/dist/main.js) on two ports and two import
 * workers (worker/dist/main.js), all built code, on a fresh PostgreSQL database and a RabbitMQ vhost of their
 * own, signing in through the Firebase Auth Emulator. Processes are real children, killed with real signals.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { TEST_BROKER_URL } from '../../test-support/test-broker';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const WORKER_MAIN = path.join(ROOT, 'worker', 'dist', 'main.js');
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const FAULTS_OUT = process.env.FAULTS_OUT ?? path.join(ROOT, '.artifacts', 'faults');

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function rabbitmqctl(...args: string[]): Promise<string> {
  const { stdout } = await run('rabbitmqctl', args, { timeout: 120_000 });
  return stdout;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function adminSql(sql: string): Promise<void> {
  const orm = await MikroORM.init({ clientUrl: SERVER_URL, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

/** One child process of the deployment: started, killed and restarted by the scenarios. */
export class ManagedProcess {
  child: ChildProcess | undefined;
  private output = '';
  restarts = 0;
  /** Started and printed its ready line, not killed since. */
  ready = false;

  constructor(
    readonly name: string,
    private readonly main: string,
    private env: Record<string, string>,
    private readonly readyLine: RegExp,
    private readonly logFile: string,
  ) {}

  /** Starts the process and waits until it printed that it is ready. */
  async start(extraEnv: Record<string, string> = {}): Promise<void> {
    this.env = { ...this.env, ...extraEnv };
    this.output = '';
    this.ready = false;
    const log = fs.createWriteStream(this.logFile, { flags: 'a' });
    log.write(`\n--- start ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, [this.main], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const append = (chunk: Buffer): void => {
      this.output += chunk.toString('utf8');
      log.write(chunk);
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    child.once('exit', (code, signal) => log.end(`--- exit ${code ?? signal} ${new Date().toISOString()}\n`));
    const deadline = Date.now() + 60_000;
    while (!this.readyLine.test(this.output)) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`${this.name} exited before it was ready:\n${this.output}`);
      }
      if (Date.now() > deadline) throw new Error(`${this.name} not ready within 60 s:\n${this.output}`);
      await sleep(50);
    }
    log.write(`--- ready after ${60_000 - (deadline - Date.now())} ms\n`);
    this.ready = true;
  }

  /** SIGKILL: no handler runs, nothing is acknowledged, connections drop. */
  async kill(): Promise<void> {
    const child = this.child;
    this.ready = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async restart(): Promise<void> {
    await this.kill();
    this.restarts += 1;
    await this.start();
  }

  /** SIGTERM and wait (falls back to SIGKILL after 10 s). */
  async stop(): Promise<void> {
    const child = this.child;
    this.ready = false;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  get alive(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }
}

export interface ApiProcess extends ManagedProcess {
  baseUrl: string;
}

export interface ClusterOptions {
  /** Extra environment for every api process (e.g. a rate limit). */
  apiEnv?: Record<string, string>;
  workerEnv?: Record<string, string>;
}

export class Cluster {
  readonly databaseName = `garden_faults_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  readonly vhost = `garden-faults-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  readonly apis: ApiProcess[] = [];
  readonly workers: ManagedProcess[] = [];
  private orm: MikroORM | undefined;
  private readonly logDir: string;

  constructor(
    readonly scenario: string,
    private readonly options: ClusterOptions = {},
  ) {
    this.logDir = path.join(FAULTS_OUT, 'logs', scenario);
  }

  get databaseUrl(): string {
    const url = new URL(SERVER_URL);
    url.pathname = `/${this.databaseName}`;
    return url.toString();
  }

  get amqpUrl(): string {
    return `${TEST_BROKER_URL}/${encodeURIComponent(this.vhost)}`;
  }

  async start(): Promise<void> {
    if (!fs.existsSync(API_MAIN) || !fs.existsSync(WORKER_MAIN)) throw new Error('Build first: npm run build');
    fs.mkdirSync(this.logDir, { recursive: true });
    // A copy of the suite's migrated template (scripts/faults/global-setup.js) when there is one.
    const template = process.env.FAULTS_TEMPLATE_DATABASE;
    await Promise.all([
      adminSql(`create database "${this.databaseName}"${template ? ` template "${template}"` : ''}`),
      rabbitmqctl('add_vhost', this.vhost).then(() =>
        rabbitmqctl('set_permissions', '-p', this.vhost, 'guest', '.*', '.*', '.*'),
      ),
    ]);
    const shared = {
      DATABASE_URL: this.databaseUrl,
      AMQP_URL: this.amqpUrl,
      STATEMENT_PASSWORD_KEY: randomBytes(32).toString('base64'),
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-garden',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
    };
    for (let index = 1; index <= 2; index += 1) {
      const port = await freePort();
      const api = new ManagedProcess(
        `api${index}`,
        API_MAIN,
        {
          ...shared,
          PORT: String(port),
          RUN_IMPORT_WORKER: 'false',
          RUN_SCHEDULERS: 'false',
          // Every client of the suite comes from 127.0.0.1; behind a load balancer each person has their own.
          RATE_LIMIT_IP_PER_MINUTE: '10000000',
          RATE_LIMIT_USER_PER_MINUTE: '10000000',
          ...this.options.apiEnv,
        },
        /Garden is ready at/,
        path.join(this.logDir, `api${index}.log`),
      ) as ApiProcess;
      api.baseUrl = `http://127.0.0.1:${port}`;
      this.apis.push(api);
    }
    for (let index = 1; index <= 2; index += 1) {
      this.workers.push(
        new ManagedProcess(
          `worker${index}`,
          WORKER_MAIN,
          { ...shared, WORKER_PREFETCH: '2', CPF_SCHEDULER_INTERVAL_MS: '1000', ...this.options.workerEnv },
          /worker consuming from RabbitMQ/,
          path.join(this.logDir, `worker${index}.log`),
        ),
      );
    }
    if (template) {
      // The schema is there already: everything starts at once.
      await Promise.all([...this.apis, ...this.workers].map((process) => process.start()));
    } else {
      // The first api migrates the new database; the others start together once it exists.
      const [first, ...rest] = this.apis;
      await first?.start();
      await Promise.all([...rest, ...this.workers].map((process) => process.start()));
    }
    this.orm = await MikroORM.init({
      clientUrl: this.databaseUrl,
      entities: [],
      discovery: { warnWhenNoEntities: false },
      pool: { min: 0, max: 4 },
    });
  }

  /** Runs SQL on the deployment's database (the suite's own checks). */
  async sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    if (!this.orm) throw new Error('cluster not started');
    return this.orm.em.getConnection().execute<T[]>(query, params);
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.apis, ...this.workers].map((process) => process.stop()));
    await this.orm?.close(true).catch(() => undefined);
    await Promise.all([
      adminSql(`drop database if exists "${this.databaseName}" with (force)`).catch((error: unknown) =>
        console.error('could not drop', this.databaseName, error),
      ),
      rabbitmqctl('delete_vhost', this.vhost).catch((error: unknown) =>
        console.error('could not delete vhost', this.vhost, error),
      ),
    ]);
  }
}

/** Percentile of a list of milliseconds (nearest-rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[rank] ?? Number.NaN) * 100) / 100;
}

/** Writes one scenario's numbers where `npm run faults` merges them into results.json. */
export function writeFaultResult(name: string, result: unknown): void {
  fs.mkdirSync(FAULTS_OUT, { recursive: true });
  fs.writeFileSync(path.join(FAULTS_OUT, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(name, JSON.stringify(result, null, 2));
}

/** The CI sample runs the same scenarios with smaller numbers. */
export const SAMPLE = process.env.FAULTS_SAMPLE === '1';
