import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CSV_IMPORT_MESSAGES,
  CSV_IMPORT_STEPS,
  CsvImportError,
  IMPORT_STEPS,
  decodeCsvBytes,
  mapCsvText,
  merchantKey,
  statementMessage,
  type CsvImportRow,
  type CsvSkippedRow,
  type LanguageModelClassifier,
} from '@garden/core';
import { Account } from '../accounts/account.entity';
import { Category } from '../categories/category.entity';
import { visibleCategories } from '../categories/visible-categories';
import { UNDECIDED, UserCategorizer } from '../categories/categories.categorizer';
import { Transaction } from '../transactions/transaction.entity';
import { JobCancelled } from './job-cancelled';
import { UploadTask, failedResult, type TaskResult, type UploadJob } from './upload-job.entity';

/** Skipped rows kept in a job's summary: enough to find and fix them, never the whole of a broken file. */
export const CSV_SKIPPED_ROWS_KEPT = 200;

/** The processor's per-task hooks: a step (progress, checks for cancel) and saving the task with the job. */
export interface CsvTaskHooks {
  step: (name: string, progress: number) => Promise<void>;
  save: () => Promise<void>;
}

/** A row ready to insert, with the account it goes to. */
interface PreparedRow {
  row: CsvImportRow;
  account: Account;
}

/** The identity of a row within an account: the same as a statement row's (import-processor categorizeRows). */
const rowIdentity = (date: string, amountCents: number, description: string): string =>
  `${date}|${amountCents}|${description.toUpperCase().replace(/\s+/g, ' ').trim()}`;

/**
 * One CSV file of transactions through the statement pipeline's steps: read and map the rows (core
 * mapCsvText, the rule the web preview shows), find the account(s), categorise with the import's categoriser, and
 * save in one database transaction, skipping rows the account already holds.
 */
export class CsvImportTask {
  constructor(
    private readonly em: EntityManager,
    private readonly job: UploadJob,
    private readonly task: UploadTask,
    private readonly hooks: CsvTaskHooks,
    private readonly languageModel: LanguageModelClassifier | undefined,
  ) {}

  async run(): Promise<void> {
    const { em, job, task, hooks } = this;
    await hooks.step(CSV_IMPORT_STEPS.reading, 10);
    await em.populate(task, ['fileBytes']);
    if (!task.fileBytes) return this.fail(statementMessage('FILE_GONE'), []);
    let mapped: ReturnType<typeof mapCsvText>;
    try {
      mapped = mapCsvText(decodeCsvBytes(task.fileBytes), job.csvImport?.mapping ?? undefined);
    } catch (error) {
      if (error instanceof CsvImportError) return this.fail(error.message, []);
      throw error;
    }
    const skipped = [...mapped.skipped];

    await hooks.step(IMPORT_STEPS.accounts, 40);
    const accountId = job.csvImport?.accountId ?? null;
    let prepared: PreparedRow[];
    if (accountId) {
      const account = await em.findOne(Account, { id: accountId, userId: job.userId });
      if (!account) return this.fail(CSV_IMPORT_MESSAGES.accountNotFound, skipped);
      prepared = mapped.rows.map((row) => ({ row, account }));
    } else {
      prepared = [];
      const accounts = new Map<string, Account>();
      for (const row of mapped.rows) {
        if (!row.account) {
          skipped.push({ line: row.line, reason: 'No account' });
          continue;
        }
        const key = `${row.account}\u0000${row.accountInstitution ?? ''}`;
        let account = accounts.get(key);
        if (!account) {
          account = await this.namedAccount(row.account, row.accountInstitution);
          accounts.set(key, account);
        }
        prepared.push({ row, account });
      }
    }
    skipped.sort((a, b) => a.line - b.line);
    if (prepared.length === 0) return this.fail(CSV_IMPORT_MESSAGES.nothingImportable(skipped.length), skipped);

    await hooks.step(IMPORT_STEPS.categorizing, 60);
    const rows = await this.categorize(prepared);

    await hooks.step(IMPORT_STEPS.saving, 80);
    await this.save(rows, skipped);
  }

  /**
   * The person's account the data export names (by name and institution), created when they have none such: an
   * export imported into a new Money Garden account brings its accounts along.
   */
  private async namedAccount(name: string, institution: string | undefined): Promise<Account> {
    const { em, job } = this;
    const existing = await em.findOne(
      Account,
      { userId: job.userId, name, ...(institution ? { institution } : {}) },
      { orderBy: { createdAt: 'asc' } },
    );
    if (existing) return existing;
    const identity = {
      userId: job.userId,
      institution: institution || 'Imported',
      accountType: 'imported',
      accountNumberLast4: '',
    };
    await em
      .createQueryBuilder(Account)
      .insert({ ...identity, name, providerType: 'csv', connectionStatus: 'active' })
      .onConflict(['user_id', 'institution', 'account_type', 'account_number_last4'])
      .ignore()
      .execute();
    return em.findOneOrFail(Account, identity);
  }

  /** The import's categoriser, except that a category the file names (the data export's) is kept when the person has it. */
  private async categorize(prepared: PreparedRow[]) {
    const { em, job } = this;
    const categorizer = await UserCategorizer.forUser(em, job.userId, this.languageModel);
    const decisions = await categorizer.categorize(prepared.map(({ row }) => row));
    const named = prepared.some(({ row }) => row.category)
      ? await em.find(Category, visibleCategories(job.userId, { activeOnly: true }))
      : [];
    const categoryByName = new Map(named.map((category) => [category.name.trim().toLowerCase(), category.id]));
    return prepared.map(({ row, account }, index) => {
      const decision = decisions[index] ?? UNDECIDED;
      const kept = row.category ? categoryByName.get(row.category.trim().toLowerCase()) : undefined;
      return {
        userId: job.userId,
        accountId: account.id,
        currency: account.currency,
        categoryId: kept ?? decision.categoryId,
        categorySource: kept ? ('user' as const) : decision.categorySource,
        categoryConfidence: kept ? null : decision.categoryConfidence,
        date: row.date,
        description: row.description,
        merchantKey: merchantKey(row.description),
        amountCents: row.amountCents,
        notes: row.notes ?? null,
        identity: rowIdentity(row.date, row.amountCents, row.description),
      };
    });
  }

  /**
   * Saves the rows the accounts do not hold yet. A row is already held when the account has as many rows of the
   * same date, amount and description as this one's occurrence in the file (two identical coffees on a day stay
   * two), whether they came from a statement, a manual entry or an earlier import of this file.
   */
  private async save(rows: Awaited<ReturnType<CsvImportTask['categorize']>>, skipped: CsvSkippedRow[]): Promise<void> {
    const { em, job, task } = this;
    const result = await em.transactional(async (tx) => {
      const sql = tx.getConnection();
      // Holds the job row against a concurrent cancel, as a statement's save does.
      const [jobRow] = await sql.execute<{ status: string }[]>(
        'select status from upload_jobs where id = ? for share',
        [job.id],
        'all',
        tx.getTransactionContext(),
      );
      if (jobRow?.status === 'cancelled') throw new JobCancelled();
      const held = new Map<string, number>();
      for (const accountId of new Set(rows.map((row) => row.accountId))) {
        const dates = rows.filter((row) => row.accountId === accountId).map((row) => row.date);
        const existing = await sql.execute<{ date: string; amount_cents: string; description: string }[]>(
          `select date::text as date, amount_cents, description from transactions
            where account_id = ? and user_id = ? and date between ? and ?`,
          [accountId, job.userId, dates.reduce((a, b) => (a < b ? a : b)), dates.reduce((a, b) => (a > b ? a : b))],
          'all',
          tx.getTransactionContext(),
        );
        for (const row of existing) {
          const key = `${accountId}|${rowIdentity(row.date, Number(row.amount_cents), row.description)}`;
          held.set(key, (held.get(key) ?? 0) + 1);
        }
      }
      const occurrences = new Map<string, number>();
      const fresh = rows.flatMap(({ identity, ...row }) => {
        const key = `${row.accountId}|${identity}`;
        const occurrence = (occurrences.get(key) ?? 0) + 1;
        occurrences.set(key, occurrence);
        if (occurrence <= (held.get(key) ?? 0)) return [];
        return [{ ...row, dedupeKey: `${identity}|${occurrence}` }];
      });
      let added = 0;
      for (let start = 0; start < fresh.length; start += 1_000) {
        const saved = await tx
          .createQueryBuilder(Transaction)
          .insert(fresh.slice(start, start + 1_000))
          .onConflict(['account_id', 'dedupe_key'])
          .ignore()
          .returning(['id'])
          .execute<{ id: string }[]>('all');
        added += saved.length;
      }
      const taskResult = csvResult(added, rows.length - added, skipped, rows[0]?.accountId ?? null);
      const current = await tx.findOneOrFail(UploadTask, { id: task.id });
      current.status = 'SUCCESS';
      current.progress = 100;
      current.currentStep = IMPORT_STEPS.saving;
      current.result = taskResult;
      return taskResult;
    });
    await em.refresh(task);
    if (!result) throw new Error('CSV import saved no result');
    await this.hooks.save();
  }

  private async fail(message: string, skipped: CsvSkippedRow[]): Promise<void> {
    const { task } = this;
    task.status = 'FAILED';
    task.errorMessage = message;
    task.progress = 100;
    task.result = { ...failedResult(message), ...skippedFields(skipped) };
    await this.hooks.save();
  }
}

function skippedFields(skipped: CsvSkippedRow[]): Pick<TaskResult, 'skippedRows' | 'skippedRowsCount'> {
  return { skippedRows: skipped.slice(0, CSV_SKIPPED_ROWS_KEPT), skippedRowsCount: skipped.length };
}

/** What the summary says of a CSV file: added, already held (a file wholly held is a duplicate) and skipped. */
function csvResult(added: number, duplicates: number, skipped: CsvSkippedRow[], accountId: string | null): TaskResult {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const skippedNote = skipped.length > 0 ? `; ${plural(skipped.length, 'row')} skipped` : '';
  if (added === 0 && duplicates > 0) {
    const message = `All ${plural(duplicates, 'transaction')} in this file were already imported${skippedNote}.`;
    return {
      ...failedResult(message),
      error: null,
      accountId,
      isDuplicate: true,
      duplicatesSkipped: duplicates,
      ...skippedFields(skipped),
    };
  }
  const duplicateNote = duplicates > 0 ? `; ${plural(duplicates, 'duplicate')} skipped` : '';
  return {
    ...failedResult(''),
    success: true,
    message: `${plural(added, 'transaction')} added${duplicateNote}${skippedNote}`,
    error: null,
    accountId,
    transactionsAdded: added,
    duplicatesSkipped: duplicates,
    ...skippedFields(skipped),
  };
}
