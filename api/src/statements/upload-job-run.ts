import type { EntityManager } from '@mikro-orm/postgresql';
import { statementMessage, type ImportJobMessage } from '@garden/core';
import { JobCancelled } from './job-cancelled';
import {
  FINAL_JOB_STATUSES,
  FINAL_TASK_STATUSES,
  UploadJob,
  UploadTask,
  failedResult,
  type TaskResult,
} from './upload-job.entity';

/** Progress (percent) a file has reached when each step starts; the last step ends at 100. */
export const STEP_PROGRESS = { extracting: 10, accounts: 40, categorizing: 60, saving: 80 } as const;

/**
 * A file started this many times that never finished took its worker down each time (a native crash, memory):
 * it fails instead of being started again, so the job ends and the upload's other files are imported. Above the
 * queue's retries of a file that throws, and above the kills one file met in the fault suite (4 of 4 in a sample run),
 * so only a file that ends the process every time reaches it.
 */
export const MAX_FILE_STARTS = 8;

/** What a file's import can do to its task row while it runs. */
export interface TaskHooks {
  /** Starts a step: stops the file if the job was cancelled (throws JobCancelled), shows the step and its progress. */
  step: (name: string, progress: number) => Promise<void>;
  /** Saves the task and its job, and tells subscribers. */
  save: () => Promise<void>;
  /** The file failed with this message (and these details in its result). */
  fail: (message: string, details?: Partial<TaskResult>) => Promise<void>;
}

/**
 * One run of an upload job over its rows: the job and its files, their progress, and an event after each change
 * (`publish`). The files' own steps are the import tasks'; this keeps the rows that show them.
 */
export class UploadJobRun {
  private constructor(
    readonly em: EntityManager,
    readonly job: UploadJob,
    readonly tasks: UploadTask[],
    private readonly publish: (job: UploadJob) => Promise<void>,
  ) {}

  /** The job's run, or undefined when the job is gone or already over (a late redelivery). */
  static async open(
    em: EntityManager,
    message: ImportJobMessage,
    publish: (job: UploadJob) => Promise<void>,
  ): Promise<UploadJobRun | undefined> {
    const job = await em.findOne(UploadJob, { id: message.jobId, userId: message.userId });
    if (!job || FINAL_JOB_STATUSES.includes(job.status)) return undefined;
    const tasks = await em.find(UploadTask, { jobId: job.id, userId: job.userId }, { orderBy: { position: 'asc' } });
    return new UploadJobRun(em, job, tasks, publish);
  }

  /** A queued job is processing from now on. */
  async start(): Promise<void> {
    if (this.job.status !== 'queued') return;
    this.job.status = 'processing';
    await this.save();
  }

  /**
   * Shows the file as running and gives its import the hooks to its row. The start is counted and saved before
   * the file is read, so a process that dies reading it still counts it (see MAX_FILE_STARTS).
   */
  async startTask(task: UploadTask): Promise<TaskHooks> {
    this.job.currentTask = task.filename;
    task.status = 'RUNNING';
    task.errorMessage = null;
    task.attempts += 1;
    await this.save();
    return {
      step: async (name, progress) => {
        if (await this.isCancelled()) throw new JobCancelled();
        task.currentStep = name;
        task.progress = Math.max(task.progress, progress);
        await this.taskMoved();
      },
      save: () => this.save(),
      fail: async (message, details = {}) => {
        task.status = 'FAILED';
        task.errorMessage = message;
        task.progress = 100;
        task.result = { ...failedResult(message), ...details };
        await this.save();
      },
    };
  }

  /** A file's progress changed: the job's moves with it (never back). */
  async taskMoved(): Promise<void> {
    const total = this.tasks.reduce((sum, task) => sum + task.progress, 0);
    this.job.progress = Math.max(this.job.progress, Math.floor(total / Math.max(this.tasks.length, 1)));
    await this.save();
  }

  /** The file stopped by a cancel. */
  async cancelTask(task: UploadTask): Promise<void> {
    await this.em.nativeUpdate(
      UploadTask,
      { id: task.id },
      { status: 'FAILED', errorMessage: statementMessage('CANCELLED') },
    );
    await this.publish(this.job);
  }

  /** Whether the file was started as often as it may be without ever finishing. */
  keptStopping(task: UploadTask): boolean {
    return !FINAL_TASK_STATUSES.includes(task.status) && task.attempts >= MAX_FILE_STARTS;
  }

  /** The file took its worker down every time it was read: it fails, the job goes on with the others. */
  async failStopping(task: UploadTask): Promise<void> {
    const message = statementMessage('READER_STOPPED');
    task.status = 'FAILED';
    task.errorMessage = message;
    task.progress = 100;
    task.result = failedResult(message);
    await this.taskMoved();
  }

  /** The last attempt failed: every unfinished file fails with a clear message. */
  giveUp(): void {
    for (const task of this.tasks) {
      if (FINAL_TASK_STATUSES.includes(task.status)) continue;
      task.status = 'FAILED';
      task.errorMessage = statementMessage('GAVE_UP');
      task.result = failedResult(statementMessage('GAVE_UP'));
    }
  }

  /** The job ends: failed when every file failed, else completed. Its files and passwords are dropped. */
  async close(): Promise<void> {
    const { em, job, tasks } = this;
    const allFailed = tasks.every((task) => task.status === 'FAILED');
    job.status = allFailed ? 'failed' : 'completed';
    job.progress = 100;
    job.currentTask = null;
    job.finishedAt = new Date();
    job.errorMessage = allFailed ? (tasks.find((task) => task.errorMessage)?.errorMessage ?? null) : null;
    await em.flush();
    // Files and passwords are kept only while the job runs.
    await em.nativeUpdate(UploadTask, { jobId: job.id }, { fileBytes: null, passwordCipher: null });
  }

  /** Whether the person cancelled the job; a cancelled job's files and passwords are dropped at once. */
  async isCancelled(): Promise<boolean> {
    const { em, job } = this;
    const row = await em
      .getConnection()
      .execute<{ status: string }[]>('select status from upload_jobs where id = ?', [job.id]);
    if (row[0]?.status !== 'cancelled') return false;
    await em.nativeUpdate(UploadTask, { jobId: job.id }, { fileBytes: null, passwordCipher: null });
    return true;
  }

  private async save(): Promise<void> {
    await this.em.flush();
    await this.publish(this.job);
  }
}
