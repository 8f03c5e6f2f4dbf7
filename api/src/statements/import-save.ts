import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { IMPORT_STEPS } from '@garden/core';
import { Transaction } from '../transactions/transaction.entity';
import { JobCancelled } from './job-cancelled';
import { UploadTask, type TaskResult } from './upload-job.entity';

/** Rows per insert statement: a large CSV file is saved in pieces, each well inside PostgreSQL's parameter limit. */
const INSERT_BATCH = 1_000;

/**
 * The first thing a file's save does in its transaction: holds the job row against a concurrent cancel, so either
 * the cancel waits for this commit, or the save sees the job cancelled and stores nothing (throws JobCancelled).
 */
export async function holdJobAgainstCancel(tx: EntityManager, jobId: string): Promise<void> {
  const [jobRow] = await tx
    .getConnection()
    .execute<{ status: string }[]>(
      'select status from upload_jobs where id = ? for share',
      [jobId],
      'all',
      tx.getTransactionContext(),
    );
  if (jobRow?.status === 'cancelled') throw new JobCancelled();
}

/** Inserts an import's rows, skipping each one its account already holds under the same dedupe key; how many were added. */
export async function insertNewTransactions(
  tx: EntityManager,
  rows: readonly RequiredEntityData<Transaction>[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const saved = await tx
      .createQueryBuilder(Transaction)
      .insert(rows.slice(start, start + INSERT_BATCH))
      .onConflict(['account_id', 'dedupe_key'])
      .ignore()
      .returning(['id'])
      .execute<{ id: string }[]>('all');
    added += saved.length;
  }
  return added;
}

/** The file imported, in the same transaction as its rows: a redelivery finds it done. */
export async function markTaskSaved(tx: EntityManager, taskId: string, result: TaskResult): Promise<void> {
  const current = await tx.findOneOrFail(UploadTask, { id: taskId });
  current.status = 'SUCCESS';
  current.progress = 100;
  current.currentStep = IMPORT_STEPS.saving;
  current.result = result;
}
