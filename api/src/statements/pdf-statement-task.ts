import type { EntityManager } from '@mikro-orm/postgresql';
import {
  IMPORT_STEPS,
  reviewOf,
  StatementParseError,
  dedupeKeys,
  merchantKey,
  parseStatement,
  datesCheckStep,
  figuresCheckStep,
  scannedPageStep,
  statementMessage,
  type LanguageModelClassifier,
  type ParsedStatement,
  type ScanChecks,
} from '@garden/core';
import type { Account } from '../accounts/account.entity';
import { AccountsService } from '../accounts/accounts.service';
import { UNDECIDED, UserCategorizer } from '../categories/categories.categorizer';
import { holdJobAgainstCancel, insertNewTransactions, markTaskSaved } from './import-save';
import { readScannedStatement } from './ocr/scanned-reading';
import { PdfReadError, type PdfTextReader } from './pdf/pdf-text';
import type { StatementPasswordBox } from './statement-passwords';
import { BankStatement, failedResult, type TaskResult, type UploadJob, type UploadTask } from './upload-job.entity';
import { STEP_PROGRESS, type TaskHooks } from './upload-job-run';

/** OCR of a scan's pages moves a file's progress from extracting towards accounts. */
const OCR_PROGRESS_SPAN = STEP_PROGRESS.accounts - STEP_PROGRESS.extracting - 5;
/** Progress while the figures of a scan that does not add up are read again: after OCR, before accounts. */
const FIGURES_CHECK_SPAN = STEP_PROGRESS.accounts - STEP_PROGRESS.extracting - OCR_PROGRESS_SPAN;

/** What reading a PDF statement needs besides the database. */
export interface PdfStatementTools {
  reader: PdfTextReader;
  passwords: StatementPasswordBox;
  /** The optional language model for lines nothing else categorised (LLM_* settings; off by default). */
  languageModel: LanguageModelClassifier | undefined;
}

/** A statement read from its file, and how (a scan's rows are checked more strictly). */
interface ReadStatement {
  parsed: ParsedStatement;
  readWithOcr: boolean;
  /** What reading a scan found that no total checks (none for a text PDF). */
  checks: ScanChecks;
}

/**
 * One PDF statement through the import's steps: extract its text (OCR for scanned pages), parse it, find or create
 * its account, categorise its rows and save them in one database transaction. A statement already imported (same
 * file, or same account and statement date) is reported as a duplicate instead.
 */
export class PdfStatementTask {
  constructor(
    private readonly em: EntityManager,
    private readonly job: UploadJob,
    private readonly task: UploadTask,
    private readonly hooks: TaskHooks,
    private readonly tools: PdfStatementTools,
  ) {}

  async run(): Promise<void> {
    const { em, job, task, hooks } = this;
    await hooks.step(IMPORT_STEPS.extracting, STEP_PROGRESS.extracting);
    const read = await this.read();
    if (!read) return;
    const { parsed } = read;
    if (parsed.transactions.length === 0 && parsed.account.balanceCents === undefined) {
      return hooks.fail(statementMessage('NO_TRANSACTIONS', 'statement'));
    }

    const sameFile = await em.findOne(BankStatement, { userId: job.userId, fileSha256: task.fileSha256 ?? '' });
    if (sameFile) return this.duplicate(sameFile);

    await hooks.step(IMPORT_STEPS.accounts, STEP_PROGRESS.accounts);
    const account = await new AccountsService(em).findOrCreate(
      job.userId,
      {
        institution: parsed.account.institution,
        accountType: parsed.account.accountType,
        accountNumberLast4: parsed.account.last4 ?? '',
      },
      {
        name: parsed.account.name,
        currency: parsed.account.currency,
        balanceCents: parsed.account.balanceCents ?? 0,
        creditLimitCents: parsed.account.creditLimitCents ?? null,
        providerType: 'pdf',
      },
    );
    const sameStatement = await em.findOne(BankStatement, {
      userId: job.userId,
      accountId: account.id,
      statementDate: parsed.account.statementDate,
    });
    if (sameStatement) return this.duplicate(sameStatement);

    await hooks.step(IMPORT_STEPS.categorizing, STEP_PROGRESS.categorizing);
    const rows = await this.categorizeRows(account, parsed);

    await hooks.step(IMPORT_STEPS.saving, STEP_PROGRESS.saving);
    await this.save(account, read, rows);
  }

  /** The statement in the file, or undefined when the file failed (and says why). */
  private async read(): Promise<ReadStatement | undefined> {
    const { em, job, task, hooks } = this;
    await em.populate(task, ['fileBytes', 'passwordCipher']);
    if (!task.fileBytes) {
      await hooks.fail(statementMessage('FILE_GONE'));
      return undefined;
    }
    const password = task.passwordCipher ? this.tools.passwords.open(task.passwordCipher) : undefined;
    if (task.passwordCipher && password === undefined) {
      await hooks.fail(statementMessage('PASSWORD_EXPIRED'));
      return undefined;
    }
    try {
      const extracted = await this.tools.reader.extract(task.fileBytes, password, {
        useOcr: job.useOcr,
        onScannedPage: (page, of) =>
          hooks.step(
            scannedPageStep(page, of),
            STEP_PROGRESS.extracting + Math.floor((OCR_PROGRESS_SPAN * (page - 1)) / of),
          ),
      });
      if (extracted.ocrPages.length === 0) return { parsed: parseStatement(extracted), readWithOcr: false, checks: {} };
      // OCR slips in figures are repaired only where the statement then adds up.
      const checking = STEP_PROGRESS.extracting + OCR_PROGRESS_SPAN;
      const scanned = await readScannedStatement(
        this.tools.reader,
        task.fileBytes,
        password,
        extracted,
        (page, of, what) =>
          // The header's dates are read again before the figures, the rows' dates after them: at either end
          // of the span, so progress never goes back.
          what === 'figures'
            ? hooks.step(figuresCheckStep(page, of), checking + Math.floor((FIGURES_CHECK_SPAN * (page - 1)) / of))
            : hooks.step(datesCheckStep(page, of), what === 'header' ? checking : checking + FIGURES_CHECK_SPAN - 1),
      );
      return {
        parsed: scanned,
        readWithOcr: true,
        checks: scanned,
      };
    } catch (error) {
      if (error instanceof PdfReadError) {
        await hooks.fail(error.message, error.offersOcr ? { looksScanned: true } : {});
        return undefined;
      }
      if (error instanceof StatementParseError) {
        await hooks.fail(error.message);
        return undefined;
      }
      throw error;
    }
  }

  private async categorizeRows(account: Account, parsed: ParsedStatement) {
    const { userId } = this.job;
    const categorizer = await UserCategorizer.forUser(this.em, userId, this.tools.languageModel);
    const decisions = await categorizer.categorize(parsed.transactions);
    const keys = dedupeKeys(parsed.transactions);
    return parsed.transactions.map((row, index) => {
      const decision = decisions[index] ?? UNDECIDED;
      return {
        userId,
        accountId: account.id,
        categoryId: decision.categoryId,
        categorySource: decision.categorySource,
        categoryConfidence: decision.categoryConfidence,
        date: row.date,
        description: row.description,
        merchantKey: merchantKey(row.description),
        amountCents: row.amountCents,
        currency: account.currency,
        foreignAmount: row.foreignAmount ?? null,
        dedupeKey: keys[index] ?? '',
      };
    });
  }

  private async save(
    account: Account,
    { parsed, readWithOcr, checks }: ReadStatement,
    rows: Awaited<ReturnType<PdfStatementTask['categorizeRows']>>,
  ): Promise<void> {
    const { em, job, task } = this;
    const review = reviewOf(parsed, readWithOcr, checks);
    const result = await em.transactional(async (tx) => {
      await holdJobAgainstCancel(tx, job.id);
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
      const added = await insertNewTransactions(
        tx,
        rows.map((row) => ({ ...row, statementId })),
      );
      await tx.nativeUpdate(BankStatement, { id: statementId }, { transactionsCount: added });
      await new AccountsService(tx).recordStatement(job.userId, account.id, parsed.account);
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
      await markTaskSaved(tx, task.id, taskResult);
      return taskResult;
    });
    if (!result) {
      // Another delivery saved the same file a moment ago (same user and file hash).
      const existing = await em.findOneOrFail(BankStatement, { userId: job.userId, fileSha256: task.fileSha256 ?? '' });
      if (existing.taskId !== task.id) return this.duplicate(existing);
    }
    await em.refresh(task);
    await this.hooks.save();
  }

  private async duplicate(earlier: BankStatement): Promise<void> {
    const { task } = this;
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
    await this.hooks.save();
  }
}
