import type { BrowserContext } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../../test-support/e2e-session';
import { percentile, round, writeBenchResult } from './bench-results';

/** A mid-range phone, roughly, on this machine: what the targets are set for. */
const CPU_SLOWDOWN = 4;
const RUNS = 3;

const TARGETS = {
  landing: { js_kb: 150, lcp_ms: 1000 },
  dashboard: { js_kb: 350, heading_ms: 1500 },
  /** A returning visitor downloads no bundle file again: all are cached as immutable. */
  warm: { assets_from_network: 0 },
};

const PAGES = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'transactions', path: '/transactions', signedIn: true },
  { name: 'reports', path: '/reports', signedIn: true },
  { name: 'assets', path: '/assets', signedIn: true },
] as const;

interface Load {
  /** Compressed bytes of the JavaScript files the page fetched over the network (bodies, as sent). */
  jsBytes: number;
  jsFiles: number;
  /** Everything fetched over the network, headers included. */
  transferredBytes: number;
  /** Requests for bundle files (/assets/...) that went to the network rather than the cache. */
  assetsFromNetwork: number;
  assetPathsFromNetwork: string[];
  fcpMs: number;
  lcpMs: number;
  /** Until the page's h1 (with its text) is in the document, at the frame it first shows in. */
  headingMs: number;
  /** Main-thread time in script and in all tasks up to the end of the load (network idle), throttled. */
  scriptMs: number;
  taskMs: number;
  /** Each request: path, when it was sent and when its body had arrived, from the start of the navigation. */
  waterfall: { path: string; sentMs: number; doneMs: number }[];
}

interface PageWindow {
  __gardenHeadingAt?: number;
}

/** Runs in the page before its own scripts: notes the frame in which an h1 with text first appears. */
function watchForHeading(): void {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (!heading?.textContent?.trim()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      (window as unknown as PageWindow).__gardenHeadingAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** One navigation to `url` in a new tab of `context`, CPU throttled through the DevTools protocol. */
async function load(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchForHeading);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    const requests = new Map<
      string,
      { url: string; type?: string; cached: boolean; bodyBytes: number; sentAt: number; doneAt: number }
    >();
    let transferredBytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type,
        cached: false,
        bodyBytes: 0,
        sentAt: event.timestamp,
        doneAt: Number.NaN,
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.cached = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.type = event.type;
      if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker) {
        request.cached = true;
      }
      // Every static file carries its length; for a precompressed one it is the length of the .br or .gz.
      const length = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-length');
      request.bodyBytes = length ? Number(length[1]) : 0;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.doneAt = event.timestamp;
      if (request && !request.cached) transferredBytes += event.encodedDataLength;
    });

    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as PageWindow).__gardenHeadingAt !== undefined, undefined, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(async () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2000);
      });
      return { fcp, lcp, heading: (window as unknown as PageWindow).__gardenHeadingAt ?? Number.NaN };
    });
    const { metrics: metricList } = await cdp.send('Performance.getMetrics');
    const metrics = new Map(metricList.map((metric) => [metric.name, metric.value]));
    const all = [...requests.values()];
    const navigationStart = Math.min(...all.map((request) => request.sentAt));
    const fromStart = (seconds: number) => Math.round((seconds - navigationStart) * 1000);
    const fetched = all.filter((request) => !request.cached);
    const assetPathsFromNetwork = fetched
      .map((request) => new URL(request.url).pathname)
      .filter((pathname) => pathname.startsWith('/assets/'));
    const scripts = fetched.filter((request) => request.type === 'Script');
    return {
      jsBytes: scripts.reduce((sum, request) => sum + request.bodyBytes, 0),
      jsFiles: scripts.length,
      transferredBytes,
      assetsFromNetwork: assetPathsFromNetwork.length,
      assetPathsFromNetwork,
      fcpMs: timings.fcp,
      lcpMs: timings.lcp,
      headingMs: timings.heading,
      scriptMs: Math.round((metrics.get('ScriptDuration') ?? Number.NaN) * 1000),
      taskMs: Math.round((metrics.get('TaskDuration') ?? Number.NaN) * 1000),
      waterfall: all.map((request) => {
        const { pathname } = new URL(request.url);
        return { path: pathname, sentMs: fromStart(request.sentAt), doneMs: fromStart(request.doneAt) };
      }),
    };
  } finally {
    await page.close();
  }
}

function summarise(loads: Load[]) {
  const median = (pick: (load: Load) => number) => percentile(loads.map(pick), 50);
  return {
    js_kb: round(median((load) => load.jsBytes) / 1024, 1),
    js_files: median((load) => load.jsFiles),
    transferred_kb: round(median((load) => load.transferredBytes) / 1024, 1),
    assets_from_network: Math.max(...loads.map((load) => load.assetsFromNetwork)),
    fcp_ms: median((load) => load.fcpMs),
    lcp_ms: median((load) => load.lcpMs),
    heading_ms: median((load) => load.headingMs),
    script_ms: median((load) => load.scriptMs),
    task_ms: median((load) => load.taskMs),
  };
}

/**
 * First load of each page in Chromium with the CPU slowed 4x, over loopback, from the built app with
 * its compression and caching. Cold: a new browser context each run (empty cache; the signed-in pages start from
 * a saved sign-in). Warm: the same page opened again in that context, as a returning visitor.
 */
describe('web pages in Chromium, CPU throttled 4x, cold and warm', () => {
  let session: E2eSession | undefined;

  beforeAll(async () => {
    session = await openE2eSession({ account: { label: 'bench-web', name: 'Bench Gardener' } });
  });
  afterAll(() => session?.close());

  it('measures each page', async () => {
    const { browser, api, page } = session!;
    // Firebase keeps the sign-in in IndexedDB: carried into each fresh context.
    const signedIn = await page.context().storageState({ indexedDB: true });
    const rows: Record<string, unknown> = {};
    for (const { name, path, signedIn: needsSignIn } of PAGES) {
      const cold: Load[] = [];
      const warm: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          ...(needsSignIn ? { storageState: signedIn } : {}),
        });
        try {
          cold.push(await load(context, `${api.baseUrl}${path}`));
          warm.push(await load(context, `${api.baseUrl}${path}`));
        } finally {
          await context.close();
        }
      }
      // The first cold load's requests in order, to see what the page waits for.
      rows[name] = {
        cold: summarise(cold),
        warm: summarise(warm),
        // Which bundle files a returning visitor downloaded again, if any (the target is none).
        warm_assets_from_network: [...new Set(warm.flatMap((run) => run.assetPathsFromNetwork))],
        cold_waterfall: cold[0]?.waterfall,
      };
      expect(cold.every((run) => run.jsFiles > 0 && Number.isFinite(run.headingMs))).toBe(true);
    }
    const result = rows as Record<string, { cold: ReturnType<typeof summarise>; warm: ReturnType<typeof summarise> }>;
    const met = {
      landing_js: result.landing!.cold.js_kb <= TARGETS.landing.js_kb,
      landing_lcp: result.landing!.cold.lcp_ms < TARGETS.landing.lcp_ms,
      dashboard_js: result.dashboard!.cold.js_kb <= TARGETS.dashboard.js_kb,
      dashboard_heading: result.dashboard!.cold.heading_ms < TARGETS.dashboard.heading_ms,
      warm_no_asset_downloaded: Object.values(result).every(
        (row) => row.warm.assets_from_network <= TARGETS.warm.assets_from_network,
      ),
    };
    writeBenchResult('web-pages', {
      cpu_slowdown: CPU_SLOWDOWN,
      runs: RUNS,
      note: 'medians; js_kb is compressed JavaScript fetched over the network; loopback, so no network throttling',
      targets: TARGETS,
      met,
      pages: rows,
    });
  });
});
