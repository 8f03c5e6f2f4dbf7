import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  CSV_IMPORT_MESSAGES,
  CSV_MAX_BYTES,
  CsvImportError,
  LIMITS,
  StatementError,
  statementMessage,
  decodeCsvBytes,
  isCsvByType,
  isPdfByType,
  checkCsvStart,
  isUuidText,
  type CsvMappingInput,
} from '@garden/core';
import { Account } from '../accounts/account.entity';
import { looksLikePdf } from './pdf/pdf-text';
import type { ImportServices } from './import-services';
import {
  BankStatement,
  FINAL_JOB_STATUSES,
  UploadJob,
  UploadTask,
  failedResult,
  type JobStatus,
} from './upload-job.entity';

export interface UploadedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
  /** True when the upload stream was cut at the size limit: the file is larger than allowed. */
  truncated: boolean;
}

/** A job with its tasks in file order. */
export interface JobWithTasks {
  job: UploadJob;
  tasks: UploadTask[];
}

/** Upload jobs and imported statements, always scoped to one user. */
export class StatementsService {
  constructor(
    private readonly em: EntityManager,
    private readonly services: ImportServices,
  ) {}

  /**
   * Creates a job with one task per file and queues it. Files that are not PDFs or are too large
   * become failed tasks with the spec's message, so the other files of the job still go through.
   * With useOcr, pages without text (scans) are read with OCR; without it such a file is answered as a scan.
   */
  async createJob(
    userId: string,
    files: UploadedFile[],
    passwords: readonly (string | null | undefined)[],
    options: { useOcr?: boolean } = {},
  ): Promise<JobWithTasks> {
    if (files.length === 0) throw new StatementError('NO_FILES');
    if (files.length > LIMITS.filesPerUpload) throw new StatementError('TOO_MANY_FILES');
    const job = this.em.create(UploadJob, { id: randomUUID(), userId, useOcr: options.useOcr ?? false });
    const tasks = files.map((file, position) => {
      const task = this.em.create(UploadTask, {
        id: randomUUID(),
        jobId: job.id,
        userId,
        position,
        filename: file.filename,
        fileSize: file.bytes.byteLength,
      });
      const problem = this.fileProblem(file);
      if (problem) {
        task.status = 'FAILED';
        task.errorMessage = problem;
        task.progress = 100;
        task.result = failedResult(problem);
        return task;
      }
      task.fileBytes = file.bytes;
      task.fileSha256 = createHash('sha256').update(file.bytes).digest('hex');
      // Sealed exactly as sent (never trimmed: spaces can be part of a password); an empty one means none.
      const password = passwords[position];
      if (password) task.passwordCipher = this.services.passwords.seal(password);
      return task;
    });
    const runnable = tasks.some((task) => task.status === 'PENDING');
    if (!runnable) {
      job.status = 'failed';
      job.progress = 100;
      job.finishedAt = new Date();
      job.errorMessage = tasks[0]?.errorMessage ?? null;
    }
    await this.em.persistAndFlush([job, ...tasks]);
    if (runnable) await this.queue(job);
    return { job, tasks };
  }

  /**
   * Creates a job importing one CSV file of transactions on the same queue, steps and summary as
   * statements. The start of the file is read and the mapping applied here first, so a file that cannot be imported
   * at all (empty, not text, no rows, a mapping naming columns it lacks) is refused at once with the reason; rows
   * that cannot be read are reported in the job's summary with their line.
   */
  async createCsvJob(
    userId: string,
    file: UploadedFile | undefined,
    settings: { accountId?: string | null; mapping?: CsvMappingInput | null },
  ): Promise<JobWithTasks> {
    if (!file) throw new StatementError('NO_FILES');
    if (!isCsvByType(file.filename, file.contentType)) throw new AppError('BAD_USER_INPUT', CSV_IMPORT_MESSAGES.notCsv);
    if (file.truncated || file.bytes.byteLength > CSV_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', CSV_IMPORT_MESSAGES.tooLarge);
    const accountId = settings.accountId || null;
    if (accountId && !(isUuidText(accountId) && (await this.em.count(Account, { id: accountId, userId })) > 0))
      throw new AppError('NOT_FOUND', CSV_IMPORT_MESSAGES.accountNotFound);
    let mapped: ReturnType<typeof checkCsvStart>;
    try {
      mapped = checkCsvStart(decodeCsvBytes(file.bytes), settings.mapping ?? undefined);
    } catch (error) {
      if (error instanceof CsvImportError) throw new AppError('BAD_USER_INPUT', error.message);
      throw error;
    }
    if (!accountId && mapped.mapping.account === undefined)
      throw new AppError('BAD_USER_INPUT', CSV_IMPORT_MESSAGES.noAccount);
    const job = this.em.create(UploadJob, {
      id: randomUUID(),
      userId,
      kind: 'csv',
      csvImport: { accountId, mapping: settings.mapping ?? null },
    });
    const task = this.em.create(UploadTask, {
      id: randomUUID(),
      jobId: job.id,
      userId,
      position: 0,
      filename: file.filename,
      fileSize: file.bytes.byteLength,
      fileBytes: file.bytes,
      fileSha256: createHash('sha256').update(file.bytes).digest('hex'),
    });
    await this.em.persistAndFlush([job, task]);
    await this.queue(job);
    return { job, tasks: [task] };
  }

  private async queue(job: UploadJob): Promise<void> {
    try {
      await this.services.queue.publish({ jobId: job.id, userId: job.userId });
    } catch (error) {
      console.error('Could not queue upload job', job.id, error instanceof Error ? error.message : error);
      job.status = 'failed';
      job.errorMessage = statementMessage('QUEUE_UNAVAILABLE');
      job.finishedAt = new Date();
      await this.em.flush();
      throw new StatementError('QUEUE_UNAVAILABLE');
    }
  }

  private fileProblem(file: UploadedFile): string | undefined {
    if (file.truncated || file.bytes.byteLength > LIMITS.pdfMaxBytes)
      return statementMessage('FILE_TOO_LARGE', file.filename);
    if (!isPdfByType(file.filename, file.contentType)) return statementMessage('FILE_NOT_PDF', file.filename);
    if (file.bytes.byteLength === 0) return statementMessage('FILE_EMPTY', file.filename);
    if (!looksLikePdf(file.bytes)) return statementMessage('FILE_NOT_PDF', file.filename);
    return undefined;
  }

  async getJob(userId: string, jobId: string): Promise<JobWithTasks> {
    if (!isUuidText(jobId)) throw new StatementError('JOB_NOT_FOUND');
    const job = await this.em.findOne(UploadJob, { id: jobId, userId });
    if (!job) throw new StatementError('JOB_NOT_FOUND');
    const tasks = await this.em.find(UploadTask, { jobId, userId }, { orderBy: { position: 'asc' } });
    return { job, tasks };
  }

  async listJobs(userId: string, limit: number): Promise<UploadJob[]> {
    return this.em.find(UploadJob, { userId }, { orderBy: { createdAt: 'desc' }, limit });
  }

  /** Only queued or processing jobs can be cancelled; the worker stops between steps and files. */
  async cancelJob(userId: string, jobId: string): Promise<JobWithTasks> {
    const found = await this.getJob(userId, jobId);
    if (FINAL_JOB_STATUSES.includes(found.job.status)) {
      throw new StatementError('ONLY_ACTIVE_JOBS_CANCEL');
    }
    const changed = await this.em
      .createQueryBuilder(UploadJob)
      .update({ status: 'cancelled', finishedAt: new Date(), currentTask: null })
      .where({ id: jobId, userId, status: { $in: ['queued', 'processing'] satisfies JobStatus[] } })
      .execute('run');
    if (changed.affectedRows === 0) throw new StatementError('ONLY_ACTIVE_JOBS_CANCEL');
    await this.em
      .createQueryBuilder(UploadTask)
      .update({ status: 'FAILED', errorMessage: statementMessage('CANCELLED'), fileBytes: null, passwordCipher: null })
      .where({ jobId, userId, status: { $in: ['PENDING', 'RETRYING'] } })
      .execute();
    await this.services.events.publish({ jobId, userId, publishedAt: Date.now() });
    this.em.clear();
    return this.getJob(userId, jobId);
  }

  async recentStatements(userId: string, limit: number): Promise<BankStatement[]> {
    return this.em.find(BankStatement, { userId }, { orderBy: { createdAt: 'desc' }, limit });
  }

  async getStatement(userId: string, id: string): Promise<BankStatement> {
    const statement = isUuidText(id) ? await this.em.findOne(BankStatement, { id, userId }) : null;
    if (!statement) throw new StatementError('STATEMENT_NOT_FOUND');
    return statement;
  }

  async accountsById(userId: string, ids: string[]): Promise<Map<string, Account>> {
    if (ids.length === 0) return new Map();
    const accounts = await this.em.find(Account, { id: { $in: ids }, userId });
    return new Map(accounts.map((account) => [account.id, account]));
  }
}
