import { sleep, type Cluster } from './cluster';
import type { FaultUser } from './users';

export interface ReadSample {
  at: number;
  api: string;
  status: number;
}

/** Reads over both apis in a loop (as people browsing would) until stopped; every answer is kept. */
export function keepReading(
  cluster: Cluster,
  users: FaultUser[],
  paths: string[],
): { samples: ReadSample[]; stop(): Promise<void> } {
  const samples: ReadSample[] = [];
  let running = true;
  const loop = async (user: FaultUser, index: number): Promise<void> => {
    let turn = index;
    while (running) {
      const api = cluster.apis[turn % cluster.apis.length];
      const path = paths[turn % paths.length];
      turn += 1;
      if (!api || !path) continue;
      let status = 0;
      try {
        const response = await fetch(`${api.baseUrl}/api/v1${path}`, {
          headers: { authorization: `Bearer ${user.idToken}` },
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      samples.push({ at: Date.now(), api: api.name, status });
      await sleep(100);
    }
  };
  const loops = users.map((user, index) => loop(user, index));
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Failed reads in a list of samples, with the time from the first failure to the last one. */
export function failures(samples: ReadSample[]): { count: number; first: number | null; last: number | null } {
  const failed = samples.filter((sample) => sample.status === 0 || sample.status >= 500);
  return {
    count: failed.length,
    first: failed[0]?.at ?? null,
    last: failed[failed.length - 1]?.at ?? null,
  };
}

export async function jobsLeft(cluster: Cluster): Promise<number> {
  const [row] = await cluster.sql<{ left: string }>(
    `select count(*) as left from upload_jobs where status not in ('completed', 'failed', 'cancelled')`,
  );
  return Number(row?.left);
}

export async function jobStatuses(cluster: Cluster): Promise<Record<string, number>> {
  const rows = await cluster.sql<{ status: string; count: string }>(
    'select status, count(*) as count from upload_jobs group by status',
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
