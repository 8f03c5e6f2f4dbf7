import { fromBuffer, type Entry } from 'yauzl';
import { requestJson } from '../../test-support/test-server';
import { startWithHistory, type BenchHistory, type SeedRows } from './bench-history';
import { round, writeBenchResult } from './bench-results';

const OWN_ROWS = 200_000;
const OTHER_USERS = 5;
const ROWS_PER_OTHER_USER = 20_000;
const SAMPLE_MS = 20;
/** With --expose-gc (npm run bench passes it), the heap still live after a full collection, every this often. */
const LIVE_SAMPLE_MS = 500;

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

/** Lines and uncompressed bytes of every file in a ZIP, counted while streaming (no file held whole). */
function zipContents(zip: Buffer): Promise<Map<string, { lines: number; bytes: number }>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const files = new Map<string, { lines: number; bytes: number }>();
      archive.on('error', reject);
      archive.on('end', () => resolve(files));
      archive.on('entry', (entry: Entry) => {
        archive.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const counted = { lines: 0, bytes: 0 };
          stream.on('data', (part: Buffer) => {
            counted.bytes += part.length;
            for (const byte of part) if (byte === 10) counted.lines += 1;
          });
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, counted);
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}

/**
 * "Export my data" at scale: one person with 200,000 transactions (among 300,000), exported through the api's
 * background job on the in-process queue (so the export runs in this process and its memory is this process's),
 * then downloaded and read back. Reports the time to a finished ZIP, the download time, and the peak RSS and heap
 * while exporting against the size of the data written.
 */
describe('data export at scale', () => {
  let history: BenchHistory;

  const seed: SeedRows = async (run, userId, accountId, rows, label) => {
    await run(
      `insert into transactions (user_id, account_id, category_id, date, description, merchant_key, amount_cents,
         category_source, dedupe_key, notes)
       select ?, ?, cats.ids[1 + (g % array_length(cats.ids, 1))],
         date '2026-01-01' - (g % 1095),
         case when g % 10 = 0 then 'GRAB, "RIDES" ' else 'NTUC FAIRPRICE ' end || g, 'merchant ' || (g % 500),
         case when g % 20 = 0 then 500000 else -(100 + (g * 37) % 30000) end,
         'knowledge_base', ? || g, case when g % 7 = 0 then 'note ' || g end
       from generate_series(1, ?) g
       cross join (select array_agg(id order by name) as ids from categories where is_system) cats`,
      [userId, accountId, `${label}|`, rows],
    );
  };

  beforeAll(async () => {
    history = await startWithHistory({
      aliceEmail: 'alice.export.bench',
      ownRows: OWN_ROWS,
      otherUsers: OTHER_USERS,
      rowsPerOtherUser: ROWS_PER_OTHER_USER,
      seed,
    });
  });
  afterAll(() => history.api.close());

  it('exports 200,000 transactions in bounded memory', async () => {
    const { api, alice } = history;
    const base = `${api.baseUrl}/api/v1`;
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, SAMPLE_MS);
    // heapUsed alone counts garbage not yet collected; after a full collection it is what the export really holds.
    const collect = (globalThis as { gc?: () => void }).gc;
    let peakLive = 0;
    const liveSampler = setInterval(() => {
      if (!collect) return;
      collect();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }, LIVE_SAMPLE_MS);

    const started = performance.now();
    const job = await requestJson<{ job_id: string }>(`${base}/users/me/export`, {
      method: 'POST',
      token: alice.idToken,
    });
    expect(job.status).toBe(202);
    let status = '';
    const progressSeen = new Set<number>();
    while (status !== 'completed') {
      const read = await requestJson<{ status: string; progress: number; size_bytes: number | null }>(
        `${base}/users/me/export/${job.body.job_id}`,
        { token: alice.idToken },
      );
      status = read.body.status;
      progressSeen.add(read.body.progress);
      expect(['queued', 'processing', 'completed']).toContain(status);
      if (status !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exportMs = performance.now() - started;
    clearInterval(sampler);
    clearInterval(liveSampler);

    const downloadStarted = performance.now();
    const response = await fetch(`${base}/users/me/export/${job.body.job_id}/download`, {
      headers: { authorization: `Bearer ${alice.idToken}` },
    });
    expect(response.status).toBe(200);
    const zip = Buffer.from(await response.arrayBuffer());
    const downloadMs = performance.now() - downloadStarted;

    const files = await zipContents(zip);
    // A header line plus one line per transaction of Alice's, none of anyone else's.
    expect(files.get('transactions.csv')?.lines).toBe(OWN_ROWS + 1);
    expect(files.get('accounts.csv')?.lines).toBe(2);
    expect(files.has('data.json')).toBe(true);
    const uncompressed = [...files.values()].reduce((sum, file) => sum + file.bytes, 0);

    writeBenchResult('data-export', {
      data: { own_transactions: OWN_ROWS, transactions_in_database: OWN_ROWS + OTHER_USERS * ROWS_PER_OTHER_USER },
      how: 'POST /users/me/export, poll status every 100 ms until completed, then GET the download (in-process queue)',
      export_ms: round(exportMs, 0),
      download_ms: round(downloadMs, 0),
      zip_mb: mb(zip.length),
      uncompressed_mb: mb(uncompressed),
      transactions_csv_mb: mb(files.get('transactions.csv')?.bytes ?? 0),
      data_json_mb: mb(files.get('data.json')?.bytes ?? 0),
      progress_values_seen: [...progressSeen].sort((a, b) => a - b),
      memory: {
        note: `RSS and heap of the process running the api and the export, sampled every ${SAMPLE_MS} ms while exporting`,
        rss_before_mb: mb(before.rss),
        rss_peak_mb: mb(peakRss),
        rss_growth_mb: mb(peakRss - before.rss),
        heap_before_mb: mb(before.heapUsed),
        heap_peak_mb: mb(peakHeap),
        heap_growth_mb: mb(peakHeap - before.heapUsed),
        live_heap_peak_mb: collect ? mb(peakLive) : 'run with node --expose-gc (npm run bench does)',
      },
    });
  });
});
