import { IsolationLevel, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { AppError, isUuidText, type Delivery, type ImportJobMessage } from '@garden/core';
import type { JobQueue } from '../statements/queue/job-queue';
import { DataExport, DataExportChunk, EXPORT_RETENTION_MS } from './data-export.entity';
import { ChunkedSink, writeDataExport } from './data-export.writer';

/** Size of one stored piece of a finished ZIP: large enough to be few rows, small enough to stream. */
export const EXPORT_CHUNK_BYTES = 1024 * 1024;

export const EXPORT_MESSAGES = {
  notFound: 'Export not found',
  notReady: 'This export is not ready yet',
  expired: 'This export has expired. Please export your data again.',
  failed: 'The export could not be created. Please try again.',
} as const;

export const exportDownloadPath = (id: string) => `/api/v1/users/me/export/${id}/download`;

/** Deletes every export (and its ZIP) past its expiry; run with the scheduled account work. Answers how many. */
export async function deleteExpiredExports(orm: MikroORM, now: Date): Promise<number> {
  return orm.em.fork().nativeDelete(DataExport, { expiresAt: { $lte: now } });
}

/** The queue and job rows of "Export my data", as the api uses them (requests, status, downloads). */
export class DataExportService {
  constructor(
    private readonly em: EntityManager,
    private readonly queue: JobQueue,
  ) {}

  /**
   * Starts an export of everything the person has, or answers the one already under way (one at a time). Also
   * deletes the person's expired exports, so a ZIP is never kept much past its day.
   */
  async request(userId: string, now: Date = new Date()): Promise<DataExport> {
    await this.em.nativeDelete(DataExport, { userId, expiresAt: { $lte: now } });
    const running = await this.em.findOne(
      DataExport,
      { userId, status: { $in: ['queued', 'processing'] } },
      { orderBy: { createdAt: 'desc' } },
    );
    if (running) return running;
    const job = this.em.create(DataExport, { userId });
    await this.em.flush();
    await this.queue.publish({ jobId: job.id, userId });
    return job;
  }

  /** One of the person's exports; another person's (or an expired one's) is simply not found. */
  async get(userId: string, id: string, now: Date = new Date()): Promise<DataExport> {
    if (!isUuidText(id)) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.notFound);
    const job = await this.em.findOne(DataExport, { id, userId });
    if (!job) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.notFound);
    if (job.expiresAt && job.expiresAt <= now) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.expired);
    return job;
  }

  /** A finished export ready to download: its size and its ZIP bytes, read one stored piece at a time. */
  async download(
    userId: string,
    id: string,
    now: Date = new Date(),
  ): Promise<{ job: DataExport; bytes: AsyncIterable<Buffer> }> {
    const job = await this.get(userId, id, now);
    if (job.status !== 'completed') throw new AppError('CONFLICT', EXPORT_MESSAGES.notReady);
    const em = this.em;
    async function* pieces(): AsyncGenerator<Buffer> {
      for (let position = 0; ; position += 1) {
        const chunk = await em.fork().findOne(DataExportChunk, { exportId: id, position });
        if (!chunk) return;
        yield chunk.bytes;
      }
    }
    return { job, bytes: pieces() };
  }
}

/** Runs export jobs from the queue (in the worker, or in the api process on the embedded queue). */
export class DataExportProcessor {
  constructor(private readonly orm: MikroORM) {}

  async handle(message: ImportJobMessage, _delivery: Delivery): Promise<void> {
    const em = this.orm.em.fork();
    const job = await em.findOne(DataExport, { id: message.jobId, userId: message.userId });
    // Gone (the person was deleted) or already done by an earlier delivery: nothing to do.
    if (!job || job.status === 'completed' || job.status === 'failed') return;
    job.status = 'processing';
    job.errorMessage = null;
    await em.flush();

    let reported = -1;
    const progress = async (written: number, total: number, file: string) => {
      // Up to 99 while writing; 100 only with the finished file. Written when the percentage or file changes.
      const percent = total === 0 ? 99 : Math.min(99, Math.floor((written / total) * 100));
      if (percent === reported && file === job.currentStep) return;
      reported = percent;
      job.currentStep = file;
      await this.orm.em
        .fork()
        .getConnection()
        .execute(
          'update data_exports set progress = greatest(progress, ?), current_step = ?, updated_at = now() where id = ?',
          [percent, file, job.id],
        );
    };

    // One REPEATABLE READ transaction: every file shows the same instant, and a failed attempt leaves no pieces.
    const sizeBytes = await this.orm.em.fork().transactional(
      async (tx) => {
        await tx.nativeDelete(DataExportChunk, { exportId: job.id });
        const sink = new ChunkedSink(EXPORT_CHUNK_BYTES, async (position, bytes) => {
          await tx
            .getConnection()
            .execute(
              'insert into data_export_chunks (export_id, position, bytes) values (?, ?, ?)',
              [job.id, position, bytes],
              'run',
              tx.getTransactionContext(),
            );
        });
        await writeDataExport(tx, job.userId, sink, progress);
        return sink.totalBytes;
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ },
    );
    const finishedAt = new Date();
    await em.nativeUpdate(
      DataExport,
      { id: job.id },
      {
        status: 'completed',
        progress: 100,
        currentStep: null,
        sizeBytes,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + EXPORT_RETENTION_MS),
      },
    );
  }

  /** Every attempt failed: the person sees it failed and can ask again. */
  async markGaveUp(message: ImportJobMessage): Promise<void> {
    await this.orm.em
      .fork()
      .nativeUpdate(
        DataExport,
        { id: message.jobId, userId: message.userId, status: { $in: ['queued', 'processing'] } },
        { status: 'failed', errorMessage: EXPORT_MESSAGES.failed, currentStep: null, finishedAt: new Date() },
      );
  }

  /** Exports queued or running when the process stopped (the in-process queue forgets them). */
  async unfinishedJobs(): Promise<ImportJobMessage[]> {
    const jobs = await this.orm.em
      .fork()
      .find(DataExport, { status: { $in: ['queued', 'processing'] } }, { orderBy: { createdAt: 'asc' } });
    return jobs.map((job) => ({ jobId: job.id, userId: job.userId }));
  }
}
