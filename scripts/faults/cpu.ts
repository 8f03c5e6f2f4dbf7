import fs from 'node:fs';
import os from 'node:os';
import type { Cluster } from './cluster';

/**
 * CPU time used by processes, read from /proc (Linux): what a request costs whatever else the shared machine
 * does at the time, where latency measures mostly the wait for a core.
 */
const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** User plus system CPU milliseconds of a process and all its threads so far, 0 once it is gone. */
export function processCpuMs(pid: number | undefined): number {
  if (!pid || os.platform() !== 'linux') return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (in parentheses, may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU of the deployment's parts: both apis, both workers, the PostgreSQL backends of its database, this process. */
export interface CpuSnapshot {
  apis: number;
  workers: number;
  /** Per backend pid: backends come and go with the pools, a new one counts from zero. */
  postgres: Map<number, number>;
  generator: number;
}

export async function cpuSnapshot(cluster: Cluster): Promise<CpuSnapshot> {
  const backends = await cluster.sql<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const usage = process.cpuUsage();
  return {
    apis: cluster.apis.reduce((sum, api) => sum + processCpuMs(api.child?.pid), 0),
    workers: cluster.workers.reduce((sum, worker) => sum + processCpuMs(worker.child?.pid), 0),
    postgres: new Map(backends.map(({ pid }) => [pid, processCpuMs(pid)])),
    generator: (usage.user + usage.system) / 1000,
  };
}

export interface CpuSpent {
  apis_ms: number;
  workers_ms: number;
  postgres_ms: number;
  generator_ms: number;
}

export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): CpuSpent {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return {
    apis_ms: Math.round(after.apis - before.apis),
    workers_ms: Math.round(after.workers - before.workers),
    postgres_ms: Math.round(postgres),
    generator_ms: Math.round(after.generator - before.generator),
  };
}

/** Milliseconds of CPU per request of each part, to two decimals. */
export function perRequest(spent: CpuSpent, requests: number): Record<string, number> {
  const per = (ms: number): number => Math.round((ms / Math.max(1, requests)) * 100) / 100;
  return {
    apis_ms: per(spent.apis_ms),
    postgres_ms: per(spent.postgres_ms),
    generator_ms: per(spent.generator_ms),
  };
}
