import { availableParallelism } from 'node:os';
import type { Worker as Thread } from 'node:worker_threads';
import type { GreyImage } from './grey-image';
import { OcrPool, OcrThreadError, OcrTimeoutError, defaultOcrWorkers } from './ocr-pool';

// The real threads tesseract.js starts, kept so a test can make one fail as a crashing thread would.
const threads: Thread[] = [];
jest.mock('worker_threads', () => {
  const actual = jest.requireActual<typeof import('node:worker_threads')>('node:worker_threads');
  class RecordedThread extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      threads.push(this);
    }
  }
  return { ...actual, Worker: RecordedThread };
});

/** A small white page with a black bar (Tesseract reads it quickly). */
function blankPage(width = 400, height = 120): GreyImage {
  const pixels = Buffer.alloc(width * height, 255);
  for (let y = 50; y < 70; y += 1) pixels.fill(0, y * width + 40, y * width + 360);
  return { pixels, width, height, paper: 255 };
}

/** Random grey noise: blobs everywhere for Tesseract to try to read. */
function noisePage(width: number, height: number): GreyImage {
  const pixels = Buffer.alloc(width * height);
  let state = 12345;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    pixels[index] = state >>> 24;
  }
  return { pixels, width, height, paper: 255 };
}

describe('the OCR pool', () => {
  it('uses at most the cores minus one, and never fewer than one thread', () => {
    expect(defaultOcrWorkers()).toBe(Math.max(1, availableParallelism() - 1));
    expect(new OcrPool({ maxWorkers: 0 }).maxWorkers).toBe(1);
  });

  it('reads pages first come, first served with no more threads than allowed, and ends idle threads', async () => {
    const pool = new OcrPool({ maxWorkers: 1, idleMs: 200 });
    try {
      const started: number[] = [];
      const pages = [1, 2, 3].map((page) =>
        pool.recognize(blankPage(), 300, () => {
          started.push(page);
        }),
      );
      expect(pool.workerCount).toBe(1);
      const results = await Promise.all(pages);
      expect(started).toEqual([1, 2, 3]);
      expect(results.every((result) => Array.isArray(result.blocks))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(pool.workerCount).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('gives up a page over the time limit, replacing its thread, and reads the next page', async () => {
    const pool = new OcrPool({ maxWorkers: 1, pageTimeoutMs: 2_000 });
    try {
      // A page of pure noise keeps Tesseract busy far longer than the limit.
      await expect(pool.recognize(noisePage(2400, 3000), 300)).rejects.toBeInstanceOf(OcrTimeoutError);
      expect(pool.workerCount).toBe(0);
      await expect(pool.recognize(blankPage(), 300)).resolves.toHaveProperty('blocks');
      expect(pool.workerCount).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('fails only the page whose thread exits under it, at once, and reads the next page on a new thread', async () => {
    const pool = new OcrPool({ maxWorkers: 1, pageTimeoutMs: 120_000 });
    try {
      const started = Date.now();
      const page = pool.recognize(noisePage(2400, 3000), 300, () => {
        // The thread stops in the middle of the page, as one whose WebAssembly aborted does.
        setTimeout(() => void threads[threads.length - 1]?.terminate(), 300);
      });
      await expect(page).rejects.toBeInstanceOf(OcrThreadError);
      // Not the page's time limit: the thread's end is heard (a busy machine takes a while to end a thread).
      expect(Date.now() - started).toBeLessThan(60_000);
      await expect(pool.recognize(blankPage(), 300)).resolves.toHaveProperty('blocks');
      expect(pool.workerCount).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('keeps the process up when an OCR thread throws, and replaces that thread', async () => {
    const pool = new OcrPool({ maxWorkers: 1, pageTimeoutMs: 60_000 });
    try {
      await pool.recognize(blankPage(), 300);
      const thread = threads[threads.length - 1];
      const exited = new Promise((resolve) => thread?.once('exit', resolve));
      // A message no handler knows throws inside the thread, outside any job: an uncaught error there.
      thread?.postMessage({ workerId: 'test', jobId: 'test', action: 'no-such-action', payload: {} });
      await exited;
      expect(pool.workerCount).toBe(0);
      await expect(pool.recognize(blankPage(), 300)).resolves.toHaveProperty('blocks');
      expect(threads[threads.length - 1]).not.toBe(thread);
    } finally {
      await pool.close();
    }
  });

  it('rejects a page Tesseract cannot read without ending the process', async () => {
    const pool = new OcrPool({ maxWorkers: 1, pageTimeoutMs: 60_000 });
    try {
      const empty: GreyImage = { pixels: Buffer.alloc(0), width: 0, height: 0, paper: 255 };
      await expect(pool.recognize(empty, 300)).rejects.toBeDefined();
      await expect(pool.recognize(blankPage(), 300)).resolves.toHaveProperty('blocks');
    } finally {
      await pool.close();
    }
  });
});
