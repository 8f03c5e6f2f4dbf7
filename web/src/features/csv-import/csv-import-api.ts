import { apiFetch, RateLimitedError } from '../../api/api-fetch';
import type { CsvMappingInput, CsvSkippedRow } from '@garden/core';
import {
  NO_RESPONSE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  type JobResult,
  type JobSummary,
} from '../statements/statements-api';

/** The job summary of a CSV import: the statement summary with the rows already held and the rows skipped. */
export interface CsvJobSummary extends JobSummary {
  total_duplicates_skipped: number;
  results: (JobResult & {
    duplicates_skipped: number;
    skipped_rows: CsvSkippedRow[];
    skipped_rows_count: number;
  })[];
}

/**
 * POST /api/v1/transactions/import-csv: the file, the mapping (none for the app's own export) and the account;
 * the job id to follow with the statement job calls. Errors read the answer's detail, then error, then message.
 */
export async function importTransactionsCsv(
  file: File,
  mapping: CsvMappingInput | null,
  accountId: string | null,
): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  if (accountId) body.append('account_id', accountId);
  let response: Response;
  try {
    response = await apiFetch('/api/v1/transactions/import-csv', { method: 'POST', body });
  } catch (failure) {
    if (failure instanceof RateLimitedError) throw failure;
    throw new Error(NO_RESPONSE_MESSAGE);
  }
  const answer = (await response.json().catch(() => ({}))) as {
    job_id?: string;
    detail?: unknown;
    error?: unknown;
    message?: unknown;
  };
  if (!response.ok || !answer.job_id) {
    for (const field of [answer.detail, answer.error, answer.message]) {
      if (typeof field === 'string' && field.trim() !== '') throw new Error(field);
    }
    throw new Error(response.status >= 500 ? SERVER_ERROR_MESSAGE : UNKNOWN_ERROR_MESSAGE);
  }
  return answer.job_id;
}

/** The file's bytes (FileReader: jsdom and every browser have it). */
export function readFileBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}
