import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ExtractedPdf, TextItem } from '@garden/core';

/** Statements are a few pages; anything far longer is not a statement and would tie up a worker. */
export const MAX_STATEMENT_PAGES = 200;
const EXTRACT_TIMEOUT_MS = 60_000;
const WORKER_MEMORY_MB = 512;

export type PdfFailureCode =
  'NOT_PDF' | 'EMPTY' | 'DAMAGED' | 'PASSWORD_REQUIRED' | 'WRONG_PASSWORD' | 'TOO_MANY_PAGES' | 'NO_TEXT' | 'TIMEOUT';

/** Messages a person reads on the failed file. */
export const PDF_FAILURE_MESSAGES: Record<PdfFailureCode, string> = {
  NOT_PDF: 'This file is not a PDF. Please upload the PDF statement from your bank.',
  EMPTY: 'This file is empty.',
  DAMAGED: 'This PDF is damaged or incomplete and cannot be read. Please download the statement again.',
  PASSWORD_REQUIRED: 'This PDF is password protected. Please enter its password.',
  WRONG_PASSWORD: 'Incorrect password. Please try again.',
  TOO_MANY_PAGES: `This PDF has too many pages for a bank statement (the limit is ${MAX_STATEMENT_PAGES}).`,
  NO_TEXT:
    'This PDF has no text layer: it looks like a scanned image. Please upload the original statement PDF from your bank.',
  TIMEOUT: 'This PDF took too long to read. Please upload the original statement PDF from your bank.',
};

export class PdfReadError extends Error {
  constructor(
    readonly code: PdfFailureCode,
    detail?: string,
  ) {
    super(
      code === 'TOO_MANY_PAGES' && detail
        ? PDF_FAILURE_MESSAGES.TOO_MANY_PAGES.replace('too many pages', `${detail} pages, too many`)
        : PDF_FAILURE_MESSAGES[code],
    );
    this.name = 'PdfReadError';
  }
}

/** Cheap content check before any parsing: a PDF starts with %PDF- within its first kilobyte. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

export interface ExtractedText extends ExtractedPdf {
  engine: 'pdfreader' | 'pdfjs';
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

  async extract(bytes: Uint8Array, password?: string): Promise<ExtractedText> {
    if (bytes.byteLength === 0) throw new PdfReadError('EMPTY');
    if (!looksLikePdf(bytes)) throw new PdfReadError('NOT_PDF');
    const reply = await this.call({ kind: 'extract', bytes, password, maxPages: MAX_STATEMENT_PAGES });
    const result = reply.result as ExtractedText;
    const hasText = result.items.some((item: TextItem) => /[A-Za-z0-9]/.test(item.text));
    if (!hasText) throw new PdfReadError('NO_TEXT');
    return result;
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
    if (worker) await worker.terminate();
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
