import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import {
  IMPORT_STEPS,
  StatementParseError,
  statementMessage,
  merchantKey,
  parseScannedStatement,
  parseStatement,
  reviewOfReconciliation,
  scannedPageStep,
  type LanguageModelClassifier,
  type ParsedStatement,
} from '@garden/core';
import { Account } from '../accounts/account.entity';
import { languageModelFromEnv } from '../categories/language-model';
import { UNDECIDED, UserCategorizer } from '../categories/categories.categorizer';
import { RecurringService } from '../recurring/recurring.service';
import { Transaction } from '../transactions/transaction.entity';
import { CsvImportTask } from './csv-import-task';
import { JobCancelled } from './job-cancelled';
import { PdfReadError, type PdfTextReader } from './pdf/pdf-text';
import type { Delivery, ImportJobMessage } from './queue/job-queue';
import type { ImportServices } from './import-services';
import {
  BankStatement,
  FINAL_JOB_STATUSES,
  FINAL_TASK_STATUSES,
  UploadJob,
  UploadTask,
  failedResult,
  type TaskResult,
} from './upload-job.entity';

/**
 * A statement is imported even when its rows cannot be trusted as exact (they are most likely right, but one
 * may be missing or misread): it is marked for the person to review, with the reason and any difference.
 */
function reviewOf(
  { reconciliation }: ParsedStatement,
  readWithOcr: boolean,
  unreadFigures: readonly string[] = [],
): {
  needsReview: boolean;
  reconciliationWarning: string | null;
  reconciliationDifferenceCents: number | null;
} {
  // Rows read from a scan are trusted only when they add up to a figure the statement prints, and no
  // figure on a row was left unread (the row may be missing while the rest adds up).
  if (readWithOcr && reconciliation.ok && reconciliation.against === undefined)
    return { needsReview: true, reconciliationWarning: UNCHECKED_SCAN_WARNING, reconciliationDifferenceCents: null };
  if (readWithOcr && reconciliation.ok && unreadFigures.length > 0)
    return {
      needsReview: true,
      reconciliationWarning: unreadFiguresWarning(unreadFigures),
      reconciliationDifferenceCents: null,
    };
  const review = reviewOfReconciliation(reconciliation);
  return {
    needsReview: review.needsReview,
    reconciliationWarning: review.reason,
    reconciliationDifferenceCents: review.differenceCents,
  };
}

const UNCHECKED_SCAN_WARNING =
  'Read from a scan with OCR, and no total printed on it could be read to check the rows against. Please check them.';

const unreadFiguresWarning = (figures: readonly string[]): string =>
  `Read from a scan with OCR: ${figures.length === 1 ? 'a figure' : `${figures.length} figures`} on its rows could not be read (${figures
    .map((figure) => `"${figure}"`)
    .join(', ')}), so a row may be missing or wrong. Please check them.`;

/** Progress (percent) a task has reached when each step starts; the last step ends at 100. */
const STEP_PROGRESS = { extracting: 10, accounts: 40, categorizing: 60, saving: 80 } as const;
/** OCR of a scan's pages moves a task's progress from extracting towards accounts. */
const OCR_PROGRESS_SPAN = STEP_PROGRESS.accounts - STEP_PROGRESS.extracting - 5;

/**
 * Runs one upload job: for each file, extract text, parse, create or update the account, categorise
 * and save, updating the task row and publishing a progress event at every step. Safe to run again
 * for the same message: finished tasks are skipped and saving is one database transaction, so a
 * redelivered job resumes without duplicating anything.
 */
export class ImportProcessor {
  constructor(
    private readonly orm: MikroORM,
    private readonly services: ImportServices,
    private readonly reader: PdfTextReader,
    /** The optional language model for lines nothing else categorised (LLM_* settings; off by default). */
    private readonly languageModel: LanguageModelClassifier | undefined = languageModelFromEnv(),
  ) {}

  async handle(message: ImportJobMessage, delivery: Delivery): Promise<void> {
    const em = this.orm.em.fork();
    const job = await em.findOne(UploadJob, { id: message.jobId, userId: message.userId });
    if (!job || FINAL_JOB_STATUSES.includes(job.status)) return;
    if (job.status === 'queued') {
      job.status = 'processing';
      await this.save(em, job);
    }
    const tasks = await em.find(UploadTask, { jobId: job.id, userId: job.userId }, { orderBy: { position: 'asc' } });
    for (const task of tasks) {
      if (FINAL_TASK_STATUSES.includes(task.status)) continue;
      if (await this.isCancelled(em, job)) return;
      job.currentTask = task.filename;
      try {
        await this.processTask(em, job, tasks, task, delivery);
      } catch (error) {
        if (!(error instanceof JobCancelled)) throw error;
        await em.nativeUpdate(
          UploadTask,
          { id: task.id },
          { status: 'FAILED', errorMessage: statementMessage('CANCELLED') },
        );
        await this.publish(job);
        return;
      }
      this.updateJobProgress(job, tasks);
      await this.save(em, job);
    }
    if (await this.isCancelled(em, job)) return;
    await this.finishJob(em, job, tasks);
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
    const em = this.orm.em.fork();
    await em
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
    const em = this.orm.em.fork();
    const job = await em.findOne(UploadJob, { id: message.jobId, userId: message.userId });
    if (!job || FINAL_JOB_STATUSES.includes(job.status)) return;
    const tasks = await em.find(UploadTask, { jobId: job.id, userId: job.userId }, { orderBy: { position: 'asc' } });
    for (const task of tasks) {
      if (FINAL_TASK_STATUSES.includes(task.status)) continue;
      task.status = 'FAILED';
      task.errorMessage = statementMessage('GAVE_UP');
      task.result = failedResult(statementMessage('GAVE_UP'));
    }
    await this.finishJob(em, job, tasks);
  }

  private async processTask(
    em: EntityManager,
    job: UploadJob,
    tasks: UploadTask[],
    task: UploadTask,
    delivery: Delivery,
  ): Promise<void> {
    task.status = 'RUNNING';
    task.errorMessage = null;
    task.attempts = delivery.attempt;
    const step = async (name: string, progress: number): Promise<void> => {
      if (await this.isCancelled(em, job)) throw new JobCancelled();
      task.currentStep = name;
      task.progress = Math.max(task.progress, progress);
      this.updateJobProgress(job, tasks);
      await this.save(em, job);
    };
    if (job.kind === 'csv') {
      await new CsvImportTask(em, job, task, { step, save: () => this.save(em, job) }, this.languageModel).run();
      return;
    }
    await step(IMPORT_STEPS.extracting, STEP_PROGRESS.extracting);
    await em.populate(task, ['fileBytes', 'passwordCipher']);
    if (!task.fileBytes) return this.failTask(em, job, task, statementMessage('FILE_GONE'));
    const password = task.passwordCipher ? this.services.passwords.open(task.passwordCipher) : undefined;
    if (task.passwordCipher && password === undefined) {
      return this.failTask(em, job, task, statementMessage('PASSWORD_EXPIRED'));
    }

    let parsed: ParsedStatement;
    let readWithOcr = false;
    let unreadFigures: string[] = [];
    try {
      const extracted = await this.reader.extract(task.fileBytes, password, {
        useOcr: job.useOcr,
        onScannedPage: (page, of) =>
          step(scannedPageStep(page, of), STEP_PROGRESS.extracting + Math.floor((OCR_PROGRESS_SPAN * (page - 1)) / of)),
      });
      readWithOcr = extracted.ocrPages.length > 0;
      if (readWithOcr) {
        // OCR slips in figures are repaired only where the statement then adds up.
        const scanned = parseScannedStatement(extracted);
        parsed = scanned;
        unreadFigures = scanned.unreadFigures;
      } else parsed = parseStatement(extracted);
    } catch (error) {
      if (error instanceof PdfReadError) return this.failTask(em, job, task, error.message, error.offersOcr);
      if (error instanceof StatementParseError) return this.failTask(em, job, task, error.message);
      throw error;
    }
    if (parsed.transactions.length === 0 && parsed.account.balanceCents === undefined) {
      return this.failTask(em, job, task, statementMessage('NO_TRANSACTIONS', 'statement'));
    }

    const sameFile = await em.findOne(BankStatement, { userId: job.userId, fileSha256: task.fileSha256 ?? '' });
    if (sameFile) return this.duplicate(em, job, task, sameFile);

    await step(IMPORT_STEPS.accounts, STEP_PROGRESS.accounts);
    const account = await this.findOrCreateAccount(em, job.userId, parsed);
    const sameStatement = await em.findOne(BankStatement, {
      userId: job.userId,
      accountId: account.id,
      statementDate: parsed.account.statementDate,
    });
    if (sameStatement) return this.duplicate(em, job, task, sameStatement);

    await step(IMPORT_STEPS.categorizing, STEP_PROGRESS.categorizing);
    const rows = await this.categorizeRows(em, job.userId, account, parsed);

    await step(IMPORT_STEPS.saving, STEP_PROGRESS.saving);
    await this.saveStatement(em, job, task, account, parsed, rows, readWithOcr, unreadFigures);
  }

  private async categorizeRows(em: EntityManager, userId: string, account: Account, parsed: ParsedStatement) {
    const categorizer = await UserCategorizer.forUser(em, userId, this.languageModel);
    const decisions = await categorizer.categorize(parsed.transactions);
    const occurrences = new Map<string, number>();
    return parsed.transactions.map((row, index) => {
      const key = merchantKey(row.description);
      const decision = decisions[index] ?? UNDECIDED;
      const identity = `${row.date}|${row.amountCents}|${row.description.toUpperCase().replace(/\s+/g, ' ').trim()}`;
      const occurrence = (occurrences.get(identity) ?? 0) + 1;
      occurrences.set(identity, occurrence);
      return {
        userId,
        accountId: account.id,
        categoryId: decision.categoryId,
        categorySource: decision.categorySource,
        categoryConfidence: decision.categoryConfidence,
        date: row.date,
        description: row.description,
        merchantKey: key,
        amountCents: row.amountCents,
        currency: account.currency,
        foreignAmount: row.foreignAmount ?? null,
        dedupeKey: `${identity}|${occurrence}`,
      };
    });
  }

  private async saveStatement(
    em: EntityManager,
    job: UploadJob,
    task: UploadTask,
    account: Account,
    parsed: ParsedStatement,
    rows: Awaited<ReturnType<ImportProcessor['categorizeRows']>>,
    readWithOcr: boolean,
    unreadFigures: readonly string[],
  ): Promise<void> {
    const review = reviewOf(parsed, readWithOcr, unreadFigures);
    const result = await em.transactional(async (tx) => {
      // Holds the job row against a concurrent cancel: either the cancel waits for this commit, or the save
      // sees the job cancelled and stores nothing.
      const [jobRow] = await tx
        .getConnection()
        .execute<{ status: string }[]>(
          'select status from upload_jobs where id = ? for share',
          [job.id],
          'all',
          tx.getTransactionContext(),
        );
      if (jobRow?.status === 'cancelled') throw new JobCancelled();
      const inserted = await tx
        .createQueryBuilder(BankStatement)
        .insert({
          userId: job.userId,
          accountId: account.id,
          taskId: task.id,
          originalFilename: task.filename,
          fileSize: task.fileSize,
          fileSha256: task.fileSha256 ?? '',
          bank: parsed.bank,
          statementDate: parsed.account.statementDate,
          ...review,
        })
        .onConflict()
        .ignore()
        .returning(['id'])
        .execute<{ id: string }[]>('all');
      const statementId = inserted[0]?.id;
      if (!statementId) return undefined;
      let added = 0;
      if (rows.length > 0) {
        const saved = await tx
          .createQueryBuilder(Transaction)
          .insert(rows.map((row) => ({ ...row, statementId })))
          .onConflict(['account_id', 'dedupe_key'])
          .ignore()
          .returning(['id'])
          .execute<{ id: string }[]>('all');
        added = saved.length;
      }
      await tx.nativeUpdate(BankStatement, { id: statementId }, { transactionsCount: added });
      const fresh = await tx.findOneOrFail(Account, { id: account.id, userId: job.userId });
      if (!fresh.latestStmtDate || parsed.account.statementDate >= fresh.latestStmtDate) {
        fresh.latestStmtDate = parsed.account.statementDate;
        if (parsed.account.balanceCents !== undefined) fresh.balanceCents = parsed.account.balanceCents;
        if (parsed.account.creditLimitCents !== undefined) fresh.creditLimitCents = parsed.account.creditLimitCents;
        fresh.connectionStatus = 'active';
        fresh.errorMessage = null;
      }
      const count = `${added} transaction${added === 1 ? '' : 's'} added`;
      const taskResult: TaskResult = {
        success: true,
        // Complete on its own for a client that shows only the message.
        message: review.needsReview ? `${count}. Needs review: ${review.reconciliationWarning}` : count,
        error: null,
        accountId: account.id,
        statementId,
        statementDate: parsed.account.statementDate,
        transactionsAdded: added,
        isDuplicate: false,
        duplicateFilename: null,
        duplicateUploadDate: null,
        ...review,
        ...(readWithOcr ? { readWithOcr: true } : {}),
      };
      const current = await tx.findOneOrFail(UploadTask, { id: task.id });
      current.status = 'SUCCESS';
      current.progress = 100;
      current.currentStep = IMPORT_STEPS.saving;
      current.result = taskResult;
      return taskResult;
    });
    if (!result) {
      // Another delivery saved the same file a moment ago (same user and file hash).
      const existing = await em.findOneOrFail(BankStatement, { userId: job.userId, fileSha256: task.fileSha256 ?? '' });
      if (existing.taskId !== task.id) return this.duplicate(em, job, task, existing);
    }
    await em.refresh(task);
    await this.publish(job);
  }

  private async findOrCreateAccount(em: EntityManager, userId: string, parsed: ParsedStatement): Promise<Account> {
    const { account } = parsed;
    const identity = {
      userId,
      institution: account.institution,
      accountType: account.accountType,
      accountNumberLast4: account.last4 ?? '',
    };
    await em
      .createQueryBuilder(Account)
      .insert({
        ...identity,
        name: account.name,
        currency: account.currency,
        balanceCents: account.balanceCents ?? 0,
        creditLimitCents: account.creditLimitCents ?? null,
        providerType: 'pdf',
        connectionStatus: 'active',
      })
      .onConflict(['user_id', 'institution', 'account_type', 'account_number_last4'])
      .ignore()
      .execute();
    return em.findOneOrFail(Account, identity);
  }

  private async duplicate(em: EntityManager, job: UploadJob, task: UploadTask, earlier: BankStatement): Promise<void> {
    const uploaded = earlier.createdAt.toISOString().slice(0, 10);
    task.status = 'SUCCESS';
    task.progress = 100;
    task.result = {
      ...failedResult(`This statement was already uploaded as '${earlier.originalFilename}' on ${uploaded}.`),
      error: null,
      isDuplicate: true,
      accountId: earlier.accountId,
      statementDate: earlier.statementDate,
      duplicateFilename: earlier.originalFilename,
      duplicateUploadDate: earlier.createdAt.toISOString(),
    };
    await this.save(em, job);
  }

  private async failTask(
    em: EntityManager,
    job: UploadJob,
    task: UploadTask,
    message: string,
    looksScanned = false,
  ): Promise<void> {
    task.status = 'FAILED';
    task.errorMessage = message;
    task.progress = 100;
    task.result = looksScanned ? { ...failedResult(message), looksScanned: true } : failedResult(message);
    await this.save(em, job);
  }

  private updateJobProgress(job: UploadJob, tasks: UploadTask[]): void {
    const total = tasks.reduce((sum, task) => sum + task.progress, 0);
    job.progress = Math.max(job.progress, Math.floor(total / Math.max(tasks.length, 1)));
  }

  private async finishJob(em: EntityManager, job: UploadJob, tasks: UploadTask[]): Promise<void> {
    const allFailed = tasks.every((task) => task.status === 'FAILED');
    job.status = allFailed ? 'failed' : 'completed';
    job.progress = 100;
    job.currentTask = null;
    job.finishedAt = new Date();
    job.errorMessage = allFailed ? (tasks.find((task) => task.errorMessage)?.errorMessage ?? null) : null;
    await em.flush();
    // Files and passwords are kept only while the job runs.
    await em.nativeUpdate(UploadTask, { jobId: job.id }, { fileBytes: null, passwordCipher: null });
    await this.refreshRecurring(em, job.userId);
    await this.publish(job);
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

  private async isCancelled(em: EntityManager, job: UploadJob): Promise<boolean> {
    const row = await em
      .getConnection()
      .execute<{ status: string }[]>('select status from upload_jobs where id = ?', [job.id]);
    if (row[0]?.status !== 'cancelled') return false;
    await em.nativeUpdate(UploadTask, { jobId: job.id }, { fileBytes: null, passwordCipher: null });
    return true;
  }

  private async save(em: EntityManager, job: UploadJob): Promise<void> {
    await em.flush();
    await this.publish(job);
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
