import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Worker as Thread } from 'node:worker_threads';
import { createWorker, OEM, PSM, type Block, type Worker as TesseractWorker } from 'tesseract.js';
import {
  columnRectangles,
  figureColumns,
  needsSecondReading,
  FIGURE_CHARACTERS,
  type FigureColumn,
} from './figure-columns';
import { pgmFile, type GreyImage } from './grey-image';
import { blocksWithGlyphsFixed, usualGlyphInk } from './ocr-glyphs';
import { spacedBlocks } from './ocr-ink-spaces';

/** Tesseract's English model, from the npm package: nothing is downloaded at run time. */
export const ENGLISH_MODEL_DIR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  // The LSTM model only (integer "best"): 2.9 MB. The package's other folder adds the legacy engine's data
  // around the same LSTM network, which reads exactly the same and only takes longer to load.
  '4.0.0_best_int',
);

/** At most the machine's cores minus one (never fewer than one): the api or worker keeps a core of its own. */
export function defaultOcrWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

export interface OcrPoolOptions {
  /** Threads reading pages at once (each holds the model and a page: ~100-150 MB). */
  maxWorkers?: number;
  /** A page still being read after this long is given up (its thread is replaced). */
  pageTimeoutMs?: number;
  /** Threads idle this long are ended, so a process that read one scan does not keep their memory. */
  idleMs?: number;
}

/** What Tesseract read on one page image: its blocks (paragraphs, lines, words with boxes) in pixels. */
export interface OcrPageResult {
  /** The boxes are in the page image as scanned (not straightened): ocrTextItems straightens them. */
  blocks: Block[];
  /** The page's columns of figures, read a second time with only the characters of amounts allowed. */
  figures?: { columns: FigureColumn[]; blocks: Block[] };
}

/** A page that took longer than the time limit. */
export class OcrTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`OCR of a page took longer than ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'OcrTimeoutError';
  }
}

/** An OCR thread that stopped (crashed or exited) while it read a page: only that page fails. */
export class OcrThreadError extends Error {
  constructor(reason: string) {
    super(`The OCR thread stopped while reading a page: ${reason}`);
    this.name = 'OcrThreadError';
  }
}

interface Job {
  image: GreyImage;
  dpi: number;
  /** Tesseract parameters for this image alone (e.g. a block of figures): read once, as they say. */
  parameters?: Record<string, string>;
  onStart?: () => Promise<void> | void;
  resolve: (result: OcrPageResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Promise<TesseractWorker>;
  /** Rejects when the thread fails or exits on its own: the page it reads fails at once. */
  stopped: Promise<never>;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

/**
 * A pool of Tesseract threads (tesseract.js, WebAssembly) that reads page images first come, first served.
 * Threads start when there is work and end after a while without any, so memory is bounded by the pool
 * size and one page per thread. A page that overruns the time limit has its thread ended and replaced.
 */
export class OcrPool {
  readonly maxWorkers: number;
  readonly pageTimeoutMs: number;
  private readonly idleMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(options: OcrPoolOptions = {}) {
    this.maxWorkers = Math.max(1, Math.floor(options.maxWorkers ?? defaultOcrWorkers()));
    this.pageTimeoutMs = options.pageTimeoutMs ?? 30_000;
    this.idleMs = options.idleMs ?? 60_000;
  }

  /** Threads running now (busy or idle). */
  get workerCount(): number {
    return this.slots.length;
  }

  /**
   * Reads one greyscale page image rendered at `dpi`.
   * onStart runs when a thread is about to start on it, after any pages queued before it; when it rejects
   * (the job was cancelled), the page is not read and recognize rejects with its error. With `parameters`
   * the image is read once with them, as it is (no second reading of figure columns): figures read again.
   */
  recognize(
    image: GreyImage,
    dpi: number,
    onStart?: () => Promise<void> | void,
    parameters?: Record<string, string>,
  ): Promise<OcrPageResult> {
    if (this.closed) return Promise.reject(new Error('The OCR pool is closed'));
    return new Promise<OcrPageResult>((resolve, reject) => {
      this.queue.push({ image, dpi, onStart, parameters, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The OCR pool is closed'));
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => this.end(slot)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => !candidate.busy);
      if (!slot && this.slots.length < this.maxWorkers) slot = this.startSlot();
      if (!slot) return;
      const job = this.queue.shift();
      if (!job) return;
      void this.run(slot, job);
    }
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    slot.busy = true;
    clearTimeout(slot.idleTimer);
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    // The limit covers the thread's start too: a thread that dies loading the model never answers.
    const expired = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new OcrTimeoutError(this.pageTimeoutMs));
      }, this.pageTimeoutMs);
    });
    expired.catch(() => undefined);
    try {
      const worker = await Promise.race([slot.worker, expired, slot.stopped]);
      try {
        await job.onStart?.();
      } catch (error) {
        // Not read at all: the thread is fine and takes the next page.
        job.reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const reading = (async () => {
        await worker.setParameters({
          user_defined_dpi: String(Math.round(job.dpi)),
          // Sauvola's local threshold: on noisy, JPEG-compressed scans it keeps decimal points and commas
          // that the default global threshold (Otsu) loses or merges into the digits beside them.
          thresholding_method: '2',
        });
        const page = job.image;
        const file = pgmFile(page);
        const image = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
        if (job.parameters) {
          const { data } = await worker.recognize(image, job.parameters, { blocks: true, text: false });
          return { blocks: data.blocks ?? [] };
        }
        // The page is read as scanned, not turned first: Tesseract follows lines turned by a degree or two
        // itself, and the image tesseract.js turns reads worse ("15-5" for 15.51, "299" for .99) and costs
        // a second layout analysis. The words' boxes are straightened afterwards (ocrTextItems).
        const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
        // Words Tesseract ran together are split where its letters' boxes or the ink show a space; then
        // glyphs the ink shows misread (a thin "1" for an I, a speck for a stop, a touching slash) put right.
        const spaced = spacedBlocks(data.blocks ?? [], page);
        const usual = usualGlyphInk(spaced, page);
        const blocks = blocksWithGlyphsFixed(spaced, page, usual);
        const columns = figureColumns(blocks, page.width);
        const rectangles = columnRectangles(columns, page.width, page.height).filter((rectangle) =>
          needsSecondReading(blocks, rectangle),
        );
        if (rectangles.length === 0) return { blocks };
        const figureBlocks: Block[] = [];
        for (const rectangle of rectangles) {
          // The figures again, on their own: one uniform block, only the characters of amounts (the
          // options apply to this reading only; tesseract.js restores the parameters after it).
          const figures = await worker.recognize(
            image,
            {
              rectangle,
              tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
              tessedit_char_whitelist: FIGURE_CHARACTERS,
            } as Parameters<TesseractWorker['recognize']>[1],
            { blocks: true, text: false },
          );
          // Measured against the whole page's glyphs: a column alone has few decimal points to weigh a lost one by.
          figureBlocks.push(...blocksWithGlyphsFixed(figures.data.blocks ?? [], page, usual));
        }
        return { blocks, figures: { columns, blocks: figureBlocks } };
      })();
      // After a timeout the thread is ended and this never settles; were it to fail later, no one listens.
      reading.catch(() => undefined);
      job.resolve(await Promise.race([reading, expired, slot.stopped]));
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
      // A thread that overran or failed may be stuck or broken: end it, a fresh one takes its place.
      timedOut = true;
    } finally {
      clearTimeout(timer);
      if (timedOut) {
        this.remove(slot);
        void this.end(slot);
      } else {
        slot.busy = false;
        slot.idleTimer = setTimeout(() => {
          if (slot.busy) return;
          this.remove(slot);
          void this.end(slot);
        }, this.idleMs);
        slot.idleTimer.unref();
      }
      this.dispatch();
    }
  }

  /**
   * A new thread. tesseract.js listens to its thread's messages only: an uncaught error in the thread (emitted
   * with no listener) or a failed job (rethrown by tesseract.js without an errorHandler) would otherwise be
   * thrown in this process and end it, and a thread that exits would leave its page waiting for the time limit.
   */
  private startSlot(): Slot {
    let stop: (error: Error) => void = () => undefined;
    const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
    stopped.catch(() => undefined);
    const slot: Slot = { worker: startWorker(), stopped, busy: false };
    const threadStopped = (error: Error): void => {
      stop(error);
      // An idle thread that stopped is dropped; a busy one is replaced when its page fails.
      if (!slot.busy) this.remove(slot);
    };
    slot.worker
      .then((worker) => {
        const thread = (worker as TesseractWorker & { worker?: Thread }).worker;
        thread?.on('error', (error) => threadStopped(new OcrThreadError(error.message)));
        thread?.on('exit', (code) => threadStopped(new OcrThreadError(`exit code ${code}`)));
      })
      .catch((error: unknown) => stop(error instanceof Error ? error : new Error(String(error))));
    this.slots.push(slot);
    return slot;
  }

  private remove(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots.splice(index, 1);
  }

  private async end(slot: Slot): Promise<void> {
    clearTimeout(slot.idleTimer);
    try {
      await (await slot.worker).terminate();
    } catch {
      // A thread that never started has nothing to end.
    }
  }
}

async function startWorker(): Promise<TesseractWorker> {
  return createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    // Read the model from the package every time; never write a copy into the working directory.
    cacheMethod: 'none',
    // A failed job already rejects its own promise; without a handler tesseract.js also throws it here.
    errorHandler: () => undefined,
  });
}
