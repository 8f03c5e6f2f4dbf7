import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ManagedProcess, freePort } from '../faults/cluster';
import { processCpuMs } from '../faults/cpu';
import { send } from '../faults/http-client';

const ROOT = path.resolve(__dirname, '..', '..');

/** The built api (api/dist/main.js) as deployed: its own process, NODE_ENV=production, on a given database. */
export interface ApiProcess {
  baseUrl: string;
  /** User plus system CPU milliseconds the api process used so far. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * Starts the api as its own process, so its CPU and event loop are not shared with the bench's client (as in
 * production, where the client is a browser elsewhere). Rate limits are as high as the in-process bench server's:
 * every call is still counted, none is refused.
 */
export async function startApiProcess(databaseUrl: string, logName: string): Promise<ApiProcess> {
  const port = await freePort();
  // Beside the bench's results (bench.mjs merges only their .json files).
  const logDir = process.env.BENCH_OUT ?? path.join(ROOT, '.artifacts', 'bench');
  fs.mkdirSync(logDir, { recursive: true });
  const api = new ManagedProcess(
    'api',
    path.join(ROOT, 'api', 'dist', 'main.js'),
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      RUN_IMPORT_WORKER: 'false',
      RUN_SCHEDULERS: 'false',
      RATE_LIMIT_IP_PER_MINUTE: '1000000',
      RATE_LIMIT_USER_PER_MINUTE: '1000000',
    },
    /Garden is ready at/,
    path.join(logDir, `${logName}-api.log`),
  );
  await api.start();
  return { baseUrl: `http://127.0.0.1:${port}`, cpuMs: () => processCpuMs(api.child?.pid), stop: () => api.stop() };
}

function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/**
 * A GraphQL call as a browser makes it (JSON body, bearer token, brotli or gzip accepted) over node:http's
 * kept-alive sockets: fetch's WHATWG streams cost the client several times the CPU of the call it measures.
 */
export async function graphqlCall<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<GraphQLAnswer<T>> {
  const response = await send(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    },
    body: JSON.stringify({ query, variables }),
    timeoutMs: 30_000,
  });
  const text = decoded(response.body, response.headers['content-encoding']);
  if (response.status !== 200) throw new Error(`/graphql answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as GraphQLAnswer<T>;
}

/**
 * CPU per api call, which a shared machine's load leaves alone where it stretches wall-clock times: the api
 * process's (from /proc, over all the calls) and the bench client's own while each call was on its way.
 */
export class CallCpu {
  private apiMs = 0;
  private clientMicros = 0;
  private calls = 0;

  constructor(private readonly api: ApiProcess) {}

  /**
   * Runs the call, counting its CPU unless it is a warm-up call (whose JIT compiling would be counted). The api's
   * CPU is read in 10 ms ticks: one call's reading is coarse, the sum over many is not.
   */
  async measure<T>(call: () => Promise<T>, warmUp = false): Promise<T> {
    if (warmUp) return call();
    const apiBefore = this.api.cpuMs();
    const before = process.cpuUsage();
    try {
      return await call();
    } finally {
      const used = process.cpuUsage(before);
      this.apiMs += this.api.cpuMs() - apiBefore;
      this.clientMicros += used.user + used.system;
      this.calls += 1;
    }
  }

  perCall(): { api_cpu_ms: number; client_cpu_ms: number } {
    const calls = Math.max(1, this.calls);
    const round2 = (value: number) => Math.round(value * 100) / 100;
    return { api_cpu_ms: round2(this.apiMs / calls), client_cpu_ms: round2(this.clientMicros / 1000 / calls) };
  }
}
