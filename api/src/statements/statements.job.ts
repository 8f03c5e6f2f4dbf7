import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ImportJobMessage, LanguageModelClassifier } from '@garden/core';
import { languageModelFromEnv } from '../categories/language-model';
import { RecurringService } from '../recurring/recurring.service';
import { CsvImportTask } from './csv-import-task';
import type { ImportServices } from './import-services';
import { JobCancelled } from './job-cancelled';
import type { PdfTextReader } from './pdf/pdf-text';
import { PdfStatementTask, type PdfStatementTools } from './pdf-statement-task';
import { FINAL_TASK_STATUSES, UploadJob, UploadTask } from './upload-job.entity';
import { UploadJobRun } from './upload-job-run';

/**
 * The statements domain's job, run by the worker for each import message: each file of the upload goes through its
 * import (a PDF statement or a CSV file), and every change to the job's rows is published as a progress event. Safe
 * to run again for the same message: finished files are skipped and each file's save is one database transaction,
 * so a redelivered job resumes without duplicating anything.
 */
export class StatementsJob {
  private readonly pdf: PdfStatementTools;

  constructor(
    private readonly orm: MikroORM,
    private readonly services: ImportServices,
    reader: PdfTextReader,
    /** The optional language model for lines nothing else categorised (LLM_* settings; off by default). */
    private readonly languageModel: LanguageModelClassifier | undefined = languageModelFromEnv(),
  ) {
    this.pdf = { reader, passwords: services.passwords, languageModel };
  }

  async handle(message: ImportJobMessage): Promise<void> {
    const run = await UploadJobRun.open(this.orm.em.fork(), message, (job) => this.publish(job));
    if (!run) return;
    await run.start();
    for (const task of run.tasks) {
      if (FINAL_TASK_STATUSES.includes(task.status)) continue;
      if (await run.isCancelled()) return;
      if (run.keptStopping(task)) {
        console.error('Import file failed: it stopped the worker each time', message.jobId, task.filename);
        await run.failStopping(task);
        continue;
      }
      try {
        await this.importFile(run, task);
      } catch (error) {
        if (!(error instanceof JobCancelled)) throw error;
        await run.cancelTask(task);
        return;
      }
      await run.taskMoved();
    }
    if (await run.isCancelled()) return;
    await this.finish(run);
  }

  /** Jobs not yet finished, oldest first (to requeue after a restart of the in-process queue). */
  async unfinishedJobs(): Promise<ImportJobMessage[]> {
    const jobs = await this.orm.em
      .fork()
      .find(
        UploadJob,
        { status: { $in: ['queued', 'processing'] } },
        { orderBy: { createdAt: 'asc' }, fields: ['id', 'userId'] },
      );
    return jobs.map((job) => ({ jobId: job.id, userId: job.userId }));
  }

  /** The queue will try again: show the interrupted files as RETRYING. */
  async markRetrying(message: ImportJobMessage, nextAttempt: number): Promise<void> {
    await this.orm.em
      .fork()
      .createQueryBuilder(UploadTask)
      .update({
        status: 'RETRYING',
        errorMessage: `A temporary problem interrupted this file; trying again (attempt ${nextAttempt}).`,
      })
      .where({ jobId: message.jobId, userId: message.userId, status: { $in: ['PENDING', 'RUNNING'] } })
      .execute();
    await this.notify(message.jobId, message.userId);
  }

  /** The last attempt failed: every unfinished file fails with a clear message and the job ends. */
  async markGaveUp(message: ImportJobMessage): Promise<void> {
    const run = await UploadJobRun.open(this.orm.em.fork(), message, (job) => this.publish(job));
    if (!run) return;
    run.giveUp();
    await this.finish(run);
  }

  private async importFile(run: UploadJobRun, task: UploadTask): Promise<void> {
    const hooks = await run.startTask(task);
    if (run.job.kind === 'csv') return new CsvImportTask(run.em, run.job, task, hooks, this.languageModel).run();
    return new PdfStatementTask(run.em, run.job, task, hooks, this.pdf).run();
  }

  private async finish(run: UploadJobRun): Promise<void> {
    await run.close();
    await this.refreshRecurring(run.em, run.job.userId);
    await this.publish(run.job);
  }

  /**
   * Recurring payments of the merchants the import touched are worked out before the job says it is done. They are
   * derived data: should this fail, the merchants stay marked stale and the next read works them out, so the
   * import itself stands.
   */
  private async refreshRecurring(em: EntityManager, userId: string): Promise<void> {
    try {
      await new RecurringService(em).refresh(userId);
    } catch (error) {
      console.error('Recurring payments not refreshed after an import; the next read will', error);
    }
  }

  private async publish(job: UploadJob): Promise<void> {
    await this.notify(job.id, job.userId);
  }

  /**
   * Progress events only say "read the job again"; the rows are the truth and subscriptions re-read without
   * them. So a broker hiccup while publishing one must not fail the import (and use up its attempts).
   */
  private async notify(jobId: string, userId: string): Promise<void> {
    try {
      await this.services.events.publish({ jobId, userId, publishedAt: Date.now() });
    } catch (error) {
      console.error('Progress event not published:', error instanceof Error ? error.message : error);
    }
  }
}
