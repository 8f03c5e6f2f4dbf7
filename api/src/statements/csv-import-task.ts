import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CSV_IMPORT_MESSAGES,
  CSV_IMPORT_STEPS,
  CsvImportError,
  IMPORT_STEPS,
  decodeCsvBytes,
  dedupeKey,
  mapCsvText,
  merchantKey,
  statementMessage,
  numberOccurrences,
  rowFingerprint,
  type CsvImportRow,
  type CsvSkippedRow,
  type LanguageModelClassifier,
} from '@garden/core';
import type { Account } from '../accounts/account.entity';
import { AccountsService } from '../accounts/accounts.service';
import { UNDECIDED, UserCategorizer } from '../categories/categories.categorizer';
import { holdJobAgainstCancel, insertNewTransactions, markTaskSaved } from './import-save';
import { failedResult, type TaskResult, type UploadJob, type UploadTask } from './upload-job.entity';
import { STEP_PROGRESS, type TaskHooks } from './upload-job-run';

/** Skipped rows kept in a job's summary: enough to find and fix them, never the whole of a broken file. */
export const CSV_SKIPPED_ROWS_KEPT = 200;

/** A row ready to insert, with the account it goes to. */
interface PreparedRow {
  row: CsvImportRow;
  account: Account;
}

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
    private readonly hooks: TaskHooks,
    private readonly languageModel: LanguageModelClassifier | undefined,
  ) {}

  async run(): Promise<void> {
    const { em, job, task, hooks } = this;
    await hooks.step(CSV_IMPORT_STEPS.reading, STEP_PROGRESS.extracting);
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

    await hooks.step(IMPORT_STEPS.accounts, STEP_PROGRESS.accounts);
    const accountId = job.csvImport?.accountId ?? null;
    let prepared: PreparedRow[];
    if (accountId) {
      const account = await new AccountsService(em).findOwned(job.userId, accountId);
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

    await hooks.step(IMPORT_STEPS.categorizing, STEP_PROGRESS.categorizing);
    const rows = await this.categorize(prepared);

    await hooks.step(IMPORT_STEPS.saving, STEP_PROGRESS.saving);
    await this.save(rows, skipped);
  }

  /**
   * The person's account the data export names (by name and institution), created when they have none such: an
   * export imported into a new Money Garden account brings its accounts along.
   */
  private async namedAccount(name: string, institution: string | undefined): Promise<Account> {
    const accounts = new AccountsService(this.em);
    const { userId } = this.job;
    const existing = await accounts.findNamed(userId, name, institution);
    if (existing) return existing;
    return accounts.findOrCreate(
      userId,
      { institution: institution || 'Imported', accountType: 'imported', accountNumberLast4: '' },
      { name, providerType: 'csv' },
    );
  }

  /** The import's categoriser, except that a category the file names (the data export's) is kept when the person has it. */
  private async categorize(prepared: PreparedRow[]) {
    const { em, job } = this;
    const categorizer = await UserCategorizer.forUser(em, job.userId, this.languageModel);
    const decisions = await categorizer.categorizeNamed(prepared.map(({ row }) => row));
    return prepared.map(({ row, account }, index) => {
      const decision = decisions[index] ?? UNDECIDED;
      return {
        userId: job.userId,
        accountId: account.id,
        currency: account.currency,
        ...decision,
        date: row.date,
        description: row.description,
        merchantKey: merchantKey(row.description),
        amountCents: row.amountCents,
        notes: row.notes ?? null,
        fingerprint: rowFingerprint(row),
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
      await holdJobAgainstCancel(tx, job.id);
      const sql = tx.getConnection();
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
          const key = `${accountId}|${rowFingerprint({ ...row, amountCents: Number(row.amount_cents) })}`;
          held.set(key, (held.get(key) ?? 0) + 1);
        }
      }
      const keys = rows.map((row) => `${row.accountId}|${row.fingerprint}`);
      const occurrences = numberOccurrences(keys);
      const fresh = rows.flatMap(({ fingerprint, ...row }, index) => {
        const occurrence = occurrences[index] ?? 1;
        if (occurrence <= (held.get(keys[index] ?? '') ?? 0)) return [];
        return [{ ...row, dedupeKey: dedupeKey(fingerprint, occurrence) }];
      });
      const added = await insertNewTransactions(tx, fresh);
      const taskResult = csvResult(added, rows.length - added, skipped, rows[0]?.accountId ?? null);
      await markTaskSaved(tx, task.id, taskResult);
      return taskResult;
    });
    await em.refresh(task);
    if (!result) throw new Error('CSV import saved no result');
    await this.hooks.save();
  }

  private fail(message: string, skipped: CsvSkippedRow[]): Promise<void> {
    return this.hooks.fail(message, skippedFields(skipped));
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
