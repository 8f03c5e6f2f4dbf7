import { centsToNumber } from '@garden/core';
import type { Account } from '../accounts/account.entity';
import type { JobWithTasks } from './statements.service';
import type { BankStatement, TaskResult } from './upload-job.entity';

/** Imported but not adding up to the statement's totals; results saved before the flag existed say so by a warning. */
export function resultNeedsReview(result: TaskResult | null): boolean {
  if (!result) return false;
  return result.needsReview ?? (result.success && Boolean(result.reconciliationWarning));
}

/** REST shapes (snake_case, as the spec's client reads them). */
export function jobStatusJson({ job, tasks }: JobWithTasks): Record<string, unknown> {
  return {
    job_id: job.id,
    status: job.status,
    kind: job.kind,
    progress_percentage: job.progress,
    current_task: job.currentTask,
    error_message: job.errorMessage,
    tasks: tasks.map((task) => ({
      task_id: task.id,
      filename: task.filename,
      status: task.status,
      current_step: task.currentStep,
      error_message: task.errorMessage,
      progress: task.progress,
    })),
    created_at: job.createdAt.toISOString(),
    updated_at: job.updatedAt.toISOString(),
  };
}

export function accountSummaryJson(account: Account): Record<string, unknown> {
  return {
    id: account.id,
    name: account.name,
    institution: account.institution,
    account_type: account.accountType,
    account_number_last4: account.accountNumberLast4 || null,
    currency: account.currency,
  };
}

export function jobSummaryJson({ job, tasks }: JobWithTasks, accounts: Map<string, Account>): Record<string, unknown> {
  const results = tasks.map((task) => {
    const result = task.result;
    const account = result?.accountId ? accounts.get(result.accountId) : undefined;
    return {
      filename: task.filename,
      success: result?.success ?? false,
      account: account ? accountSummaryJson(account) : null,
      transactions_added: result?.transactionsAdded ?? 0,
      message: result?.message ?? task.errorMessage ?? null,
      error: result?.error ?? (task.status === 'FAILED' ? task.errorMessage : null),
      statement_date: result?.statementDate ?? null,
      is_duplicate: result?.isDuplicate ?? false,
      duplicate_filename: result?.duplicateFilename ?? null,
      duplicate_upload_date: result?.duplicateUploadDate ?? null,
      needs_review: resultNeedsReview(result),
      reconciliation_warning: result?.reconciliationWarning ?? null,
      // Dollars, signed: the statement's printed figure minus what the rows add up to.
      reconciliation_difference:
        result?.reconciliationDifferenceCents == null ? null : centsToNumber(result.reconciliationDifferenceCents),
      // No text layer: uploading the file again with use_ocr on reads it with OCR (slower).
      looks_scanned: result?.looksScanned ?? false,
      read_with_ocr: result?.readWithOcr ?? false,
      // CSV imports: rows the account already held, and rows that could not be read with their line.
      duplicates_skipped: result?.duplicatesSkipped ?? 0,
      skipped_rows: result?.skippedRows ?? [],
      skipped_rows_count: result?.skippedRowsCount ?? 0,
    };
  });
  return {
    job_id: job.id,
    status: job.status,
    results,
    successful_files: results.filter((result) => result.success).length,
    failed_files: results.filter((result) => !result.success && !result.is_duplicate).length,
    duplicate_files: results.filter((result) => result.is_duplicate).length,
    needs_review_files: results.filter((result) => result.needs_review).length,
    total_transactions_added: results.reduce((sum, result) => sum + result.transactions_added, 0),
    total_duplicates_skipped: results.reduce((sum, result) => sum + result.duplicates_skipped, 0),
  };
}

export function statementJson(statement: BankStatement): Record<string, unknown> {
  return {
    id: statement.id,
    original_filename: statement.originalFilename,
    transactions_count: statement.transactionsCount,
    file_size: statement.fileSize,
    statement_date: statement.statementDate,
    account_id: statement.accountId,
    bank: statement.bank,
    needs_review: statement.needsReview,
    reconciliation_warning: statement.reconciliationWarning,
    reconciliation_difference:
      statement.reconciliationDifferenceCents === null ? null : centsToNumber(statement.reconciliationDifferenceCents),
    created_at: statement.createdAt.toISOString(),
  };
}

/** Account ids a job's results refer to, for one batched lookup. */
export function resultAccountIds({ tasks }: JobWithTasks): string[] {
  return [...new Set(tasks.map((task) => task.result?.accountId).filter((id): id is string => Boolean(id)))];
}
