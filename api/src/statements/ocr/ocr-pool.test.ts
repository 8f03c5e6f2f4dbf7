import { availableParallelism } from 'node:os';
import type { GreyImage } from './grey-image';
import { OcrPool, OcrTimeoutError, defaultOcrWorkers } from './ocr-pool';

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
});
