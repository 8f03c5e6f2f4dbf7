import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  MAX_STATEMENT_PAGES,
  StatementError,
  type ExtractedPdf,
  type StatementErrorCode,
  type StatementErrorDetail,
  type TextItem,
} from '@garden/core';
import { PSM } from 'tesseract.js';
import { FIGURE_CHARACTERS } from '../ocr/figure-columns';
import { READING_SCALES, readingsOfBands, stackFigures, stackRuns } from '../ocr/figures-read-again';
import type { GreyImage } from '../ocr/grey-image';
import { OcrPool, OcrTimeoutError, type OcrPoolOptions } from '../ocr/ocr-pool';
import { ocrTextItems, plainOcrText } from '../ocr/ocr-words';

const EXTRACT_TIMEOUT_MS = 60_000;
const WORKER_MEMORY_MB = 512;
/** A page with fewer letters and digits than this has no text worth reading: on a scan it is read with OCR. */
const PAGE_TEXT_MIN_CHARS = 10;

/** The statement failures a PDF itself causes; the extraction worker answers with these codes. */
export type PdfFailureCode = Extract<
  StatementErrorCode,
  | 'NOT_PDF'
  | 'EMPTY'
  | 'DAMAGED'
  | 'PASSWORD_REQUIRED'
  | 'WRONG_PASSWORD'
  | 'TOO_MANY_PAGES'
  | 'SCANNED'
  | 'NO_TEXT'
  | 'TIMEOUT'
  | 'OCR_TIMEOUT'
>;

export class PdfReadError extends StatementError<PdfFailureCode> {
  /** detail: the page count of TOO_MANY_PAGES or the page of OCR_TIMEOUT; the other codes' messages take none. */
  constructor(code: PdfFailureCode, detail?: string) {
    const withDetail: StatementErrorDetail<PdfFailureCode> = [detail];
    super(code, ...withDetail);
  }

  /** The file has no text of its own but can be read with OCR: the answer offers it. */
  get offersOcr(): boolean {
    return this.code === 'SCANNED';
  }
}

const hasText = (items: readonly TextItem[]): boolean => items.some((item) => /[A-Za-z0-9]/.test(item.text));

/** Cheap content check before any parsing: a PDF starts with %PDF- within its first kilobyte. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

export interface ExtractedText extends ExtractedPdf {
  engine: 'pdfreader' | 'pdfjs';
  /** Pages read with OCR (they had no text of their own), in page order; empty for a text PDF. */
  ocrPages: number[];
}

export interface ExtractOptions {
  /** Read pages that have no text (a scan, or the scanned pages of a mixed PDF) with OCR; slower. */
  useOcr?: boolean;
  /**
   * Told as OCR starts on each scanned page (1-based among the scanned pages, and how many there are).
   * A rejection (e.g. the job was cancelled) stops the reading before the next page; extract rejects with it.
   */
  onScannedPage?: (ordinal: number, total: number) => Promise<void> | void;
}

export interface OcrSettings extends OcrPoolOptions {
  /** Resolution scanned pages are rendered at for OCR. */
  dpi?: number;
  /** Largest page image in pixels (bigger pages are rendered at a lower resolution): bounds memory. */
  maxPixels?: number;
}

/** One page drawn for OCR: its grey pixels, the paper's tone and its pixels per point. */
export interface RenderedPage extends GreyImage {
  /** Pixels per PDF point. */
  scale: number;
}

/** Pages whose text has fewer letters and digits than a page of print: what OCR should read. */
export function pagesWithoutText(pdf: ExtractedPdf): number[] {
  const chars = new Map<number, number>();
  for (const item of pdf.items) {
    chars.set(item.page, (chars.get(item.page) ?? 0) + item.text.replace(/[^A-Za-z0-9]/g, '').length);
  }
  const pages: number[] = [];
  for (let page = 1; page <= pdf.pageCount; page += 1) {
    if ((chars.get(page) ?? 0) < PAGE_TEXT_MIN_CHARS) pages.push(page);
  }
  return pages;
}

interface WorkerReply {
  id: number;
  ok: boolean;
  result?: unknown;
  code?: PdfFailureCode;
  message?: string;
}

// The same path from src/ (ts-jest) and dist/ (built): both sit two folders under api/.
const WORKER_FILE = path.resolve(__dirname, '..', '..', '..', 'src', 'statements', 'pdf', 'pdf-extract.worker.mjs');

/**
 * Reads PDF text in a worker thread. One thread is reused across files; a file that times out
 * or exhausts the thread's memory gets the thread replaced, and only that file fails.
 */
export class PdfTextReader {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }
  >();

  private ocr: OcrPool | undefined;
  private readonly ocrSettings: OcrSettings;

  constructor(options: { ocr?: OcrSettings } = {}) {
    this.ocrSettings = options.ocr ?? {};
  }

  /**
   * The text of every page with its position. A PDF without any text is refused as a scan unless
   * `useOcr` is on; with it, every page without text is rendered and read with OCR (Tesseract), its words
   * becoming text items marked `ocr`.
   */
  async extract(bytes: Uint8Array, password?: string, options: ExtractOptions = {}): Promise<ExtractedText> {
    if (bytes.byteLength === 0) throw new PdfReadError('EMPTY');
    if (!looksLikePdf(bytes)) throw new PdfReadError('NOT_PDF');
    const reply = await this.call({ kind: 'extract', bytes, password, maxPages: MAX_STATEMENT_PAGES });
    const result = { ...(reply.result as Omit<ExtractedText, 'ocrPages'>), ocrPages: [] };
    const scanned = pagesWithoutText(result);
    if (scanned.length > 0 && options.useOcr) return this.readScannedPages(bytes, password, result, scanned, options);
    if (!hasText(result.items)) throw new PdfReadError('SCANNED');
    return result;
  }

  /** Draws one page as a greyscale image at `dpi` (lowered to stay under maxPixels). */
  async renderPage(
    bytes: Uint8Array,
    password: string | undefined,
    page: number,
    dpi = this.ocrSettings.dpi ?? 300,
  ): Promise<RenderedPage> {
    const key = randomUUID();
    try {
      return await this.render(key, bytes, password, page, dpi);
    } finally {
      await this.call({ kind: 'release', key, bytes: new Uint8Array(0) }).catch(() => undefined);
    }
  }

  private async render(
    key: string,
    bytes: Uint8Array,
    password: string | undefined,
    page: number,
    dpi: number,
    forOcr = false,
  ): Promise<RenderedPage> {
    const maxPixels = this.ocrSettings.maxPixels ?? 12_000_000;
    const reply = await this.call({ kind: 'render', key, bytes, password, page, dpi, maxPixels, forOcr });
    return reply.result as RenderedPage;
  }

  /** The OCR pool, started on first use (its threads start only when a page is read). */
  private ocrPool(): OcrPool {
    this.ocr ??= new OcrPool(this.ocrSettings);
    return this.ocr;
  }

  /**
   * Renders and reads the scanned pages, as many at once as the OCR pool has threads (plus one being
   * rendered), so memory holds at most that many page images. Their words replace whatever stray text
   * those pages had (a page number): OCR reads that too.
   */
  private async readScannedPages(
    bytes: Uint8Array,
    password: string | undefined,
    text: ExtractedText,
    pages: number[],
    options: ExtractOptions,
  ): Promise<ExtractedText> {
    const pool = this.ocrPool();
    const dpi = this.ocrSettings.dpi ?? 300;
    const key = randomUUID();
    const total = pages.length;
    const read: TextItem[][] = [];
    let next = 0;
    let failure: { error: unknown } | undefined;
    // Pages are announced one after another, each just before OCR starts on it; a rejection (cancelled)
    // keeps that page and every later one from being read.
    let reports: Promise<void> = Promise.resolve();
    const report = (ordinal: number): Promise<void> => {
      const announced = reports.then(() => {
        if (failure) throw failure.error;
        return options.onScannedPage?.(ordinal, total);
      });
      reports = announced.catch(() => undefined);
      return announced;
    };
    const lane = async (): Promise<void> => {
      while (!failure && next < total) {
        const index = next;
        next += 1;
        const page = pages[index] ?? 0;
        try {
          const rendered = await this.render(key, bytes, password, page, dpi, true);
          if (failure) return;
          const result = await pool.recognize(rendered, rendered.scale * 72, () => report(index + 1));
          read[index] = ocrTextItems(page, result, rendered.scale);
        } catch (error) {
          failure ??= {
            error:
              error instanceof OcrTimeoutError ? new PdfReadError('OCR_TIMEOUT', `${index + 1} of ${total}`) : error,
          };
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(total, pool.maxWorkers + 1) }, lane));
      await reports;
    } finally {
      await this.call({ kind: 'release', key, bytes: new Uint8Array(0) }).catch(() => undefined);
    }
    if (failure) throw failure.error;
    const ocrPages = new Set(pages);
    const items = [...text.items.filter((item) => !ocrPages.has(item.page)), ...read.flat()].sort(
      (a, b) => a.page - b.page,
    );
    if (!hasText(items)) throw new PdfReadError('NO_TEXT');
    return { ...text, items, ocrPages: pages };
  }

  /**
   * The OCR words at `indices` (figures of a scan that does not add up) read again, each cut out on its
   * own at several magnifications (readBoxesAgain): what differs from the first reading is kept as the
   * word's other readings (TextItem.readings), for the statement's arithmetic to choose from.
   */
  async readFiguresAgain<Extracted extends ExtractedPdf>(
    bytes: Uint8Array,
    password: string | undefined,
    extracted: Extracted,
    indices: readonly number[],
    onPage?: (ordinal: number, total: number) => Promise<void> | void,
  ): Promise<Extracted> {
    const withBoxes = indices.flatMap((index) => {
      const item = extracted.items[index];
      return item?.ocrBox ? [{ index, page: item.page, box: item.ocrBox }] : [];
    });
    const read = await this.readBoxesAgain(bytes, password, withBoxes, FIGURE_CHARACTERS, onPage);
    const readings = new Map(withBoxes.map((figure, at) => [figure.index, read[at] ?? []]));
    const items = extracted.items.map((item, at) => {
      const other = [...new Set(readings.get(at))].filter((text) => text !== item.text);
      return other.length > 0 ? { ...item, readings: other } : item;
    });
    return { ...extracted, items };
  }

  /**
   * Boxes of a scan's pages read again, each cut out on its own and stacked with the others of its page
   * (figures-read-again.ts), at every magnification, only `characters` allowed: each box's readings, one
   * per magnification that read something. The pages are rendered again; each reading keeps to the pool's
   * time limit per page. `onPage` is told before each page is read (1-based among the pages read again,
   * and how many there are); a rejection (the job was cancelled) stops the reading there and is thrown.
   */
  async readBoxesAgain(
    bytes: Uint8Array,
    password: string | undefined,
    cuts: readonly { page: number; box: NonNullable<TextItem['ocrBox']> }[],
    characters: string,
    onPage?: (ordinal: number, total: number) => Promise<void> | void,
  ): Promise<string[][]> {
    const pool = this.ocrPool();
    const key = randomUUID();
    const readings = cuts.map((): string[] => []);
    const pages = [...new Set(cuts.map((cut) => cut.page))].filter((page) => page > 0);
    try {
      for (const [ordinal, page] of pages.entries()) {
        const onThisPage = cuts.flatMap((cut, at) => (cut.page === page ? [at] : []));
        const boxes = onThisPage.flatMap((at) => cuts[at]?.box ?? []);
        await onPage?.(ordinal + 1, pages.length);
        const rendered = await this.render(key, bytes, password, page, this.ocrSettings.dpi ?? 300, true);
        for (const scale of READING_SCALES) {
          for (const run of stackRuns(boxes, scale)) {
            const stacked = stackFigures(
              rendered,
              run.flatMap((at) => boxes[at] ?? []),
              scale,
            );
            const result = await pool.recognize(stacked.image, rendered.scale * 72 * scale, undefined, {
              tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
              tessedit_char_whitelist: characters,
            });
            readingsOfBands(result.blocks, stacked.bands).forEach((read, band) => {
              const text = read === undefined ? '' : plainOcrText(read);
              const at = onThisPage[run[band] ?? -1];
              if (at !== undefined && text !== '') readings[at]?.push(text);
            });
          }
        }
      }
    } finally {
      await this.call({ kind: 'release', key, bytes: new Uint8Array(0) }).catch(() => undefined);
    }
    return readings;
  }

  /** True when the PDF needs a password to open. Bytes that are not a PDF answer false. */
  async isPasswordProtected(bytes: Uint8Array): Promise<boolean> {
    return (await this.probe(bytes)).encrypted;
  }

  /**
   * Whether the PDF is protected and, when a password is given, whether it opens the file, so a wrong
   * password can be reported before the upload starts.
   */
  async probe(bytes: Uint8Array, password?: string): Promise<{ encrypted: boolean; passwordOk: boolean }> {
    if (bytes.byteLength === 0 || !looksLikePdf(bytes)) return { encrypted: false, passwordOk: true };
    try {
      const reply = await this.call({ kind: 'probe', bytes, password });
      return reply.result as { encrypted: boolean; passwordOk: boolean };
    } catch (error) {
      if (error instanceof PdfReadError && error.code !== 'TIMEOUT') return { encrypted: false, passwordOk: true };
      throw error;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    const ocr = this.ocr;
    this.ocr = undefined;
    await Promise.all([worker?.terminate(), ocr?.close()]);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB } });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      waiter.resolve(reply);
    });
    const failAll = (error: Error): void => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiter] of this.pending) {
        this.pending.delete(id);
        waiter.reject(error);
      }
    };
    worker.on('error', (error) => failAll(error));
    worker.on('exit', () => failAll(new PdfReadError('DAMAGED')));
    this.worker = worker;
    return worker;
  }

  private async call(message: Record<string, unknown> & { bytes: Uint8Array }): Promise<WorkerReply> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const copy = new Uint8Array(message.bytes);
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        // A stuck parse cannot be interrupted inside the thread: replace the thread.
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
        reject(new PdfReadError('TIMEOUT'));
      }, EXTRACT_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ ...message, id, bytes: copy }, [copy.buffer]);
    });
    if (!reply.ok) throw new PdfReadError(reply.code ?? 'DAMAGED', reply.message);
    return reply;
  }
}
