/** Uploads statements the way the web app does (multipart) and waits for jobs, for api tests. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImportServices } from '../api/src/statements/import-services';
import { InMemoryJobEventBus, InMemoryJobQueue } from '../api/src/statements/queue/memory-job-queue';
import { StatementPasswordBox } from '../api/src/statements/statement-passwords';
import { requestJson, type JsonResponse } from './test-server';

/**
 * The repository's own example statement (test-support/fixtures/statements/README.md): a scanned-and-OCR'd
 * style OCBC card statement of 52 rows that we drew, and its AES-256 copy. Every test can rely on it.
 */
export const EXAMPLE_STATEMENTS = path.resolve(__dirname, 'fixtures', 'statements');
export const OCBC_EXAMPLE = path.join(EXAMPLE_STATEMENTS, 'ocbc-365-credit-example.pdf');
export const OCBC_EXAMPLE_PROTECTED = path.join(EXAMPLE_STATEMENTS, 'ocbc-365-credit-example.protected.pdf');
export const OCBC_EXAMPLE_PASSWORD = 'foobar123';

/**
 * The real anonymised statement and its protected copy are not ours to commit (their README says so): tests
 * of them read GARDEN_REAL_STATEMENTS or ../shared/fixtures/statements/real when present, else are skipped.
 */
export const REAL_STATEMENTS =
  process.env.GARDEN_REAL_STATEMENTS ?? path.resolve(__dirname, '..', '..', 'shared', 'fixtures', 'statements', 'real');
export const REAL_STATEMENTS_PRESENT = fs.existsSync(path.join(REAL_STATEMENTS, 'ocbc-365-credit-example.pdf'));
export const REAL_OCBC_EXAMPLE = path.join(REAL_STATEMENTS, 'ocbc-365-credit-example.pdf');
export const REAL_OCBC_EXAMPLE_PROTECTED = path.join(REAL_STATEMENTS, 'ocbc-365-credit-example.protected.pdf');

export interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

export function fileFrom(filePath: string, name = path.basename(filePath)): UploadFile {
  return { name, bytes: fs.readFileSync(filePath), type: 'application/pdf' };
}

export async function postFiles<T = Record<string, unknown>>(
  url: string,
  token: string,
  files: UploadFile[],
  fields: Record<string, string> = {},
  fieldName = 'files',
): Promise<JsonResponse<T>> {
  const form = new FormData();
  for (const file of files) {
    form.append(fieldName, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as T };
}

export interface JobStatusBody {
  job_id: string;
  status: string;
  progress_percentage: number;
  error_message: string | null;
  tasks: {
    task_id: string;
    filename: string;
    status: string;
    current_step: string | null;
    error_message: string | null;
    progress: number;
  }[];
}

export interface JobSummaryBody {
  job_id: string;
  status: string;
  results: {
    filename: string;
    success: boolean;
    account: { id: string; institution: string; account_type: string; account_number_last4: string | null } | null;
    transactions_added: number;
    message: string | null;
    error: string | null;
    statement_date: string | null;
    is_duplicate: boolean;
    duplicate_filename: string | null;
    duplicate_upload_date: string | null;
    needs_review: boolean;
    reconciliation_warning: string | null;
    reconciliation_difference: number | null;
  }[];
  successful_files: number;
  failed_files: number;
  duplicate_files: number;
  needs_review_files: number;
  total_transactions_added: number;
}

/** Polls the status call until the job ends, then returns its summary. */
export async function waitForJob(
  baseUrl: string,
  token: string,
  jobId: string,
  timeoutMs = 60_000,
): Promise<JobSummaryBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await requestJson<JobStatusBody>(`${baseUrl}/api/v1/bank-statements/jobs/${jobId}/status`, {
      token,
    });
    if (status.status !== 200) throw new Error(`status call answered ${status.status}`);
    if (['completed', 'failed', 'cancelled'].includes(status.body.status)) break;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${status.body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const summary = await requestJson<JobSummaryBody>(`${baseUrl}/api/v1/bank-statements/jobs/${jobId}/summary`, {
    token,
  });
  return summary.body;
}

/** What an import job runs with in this process: the in-memory queue and event bus, a fresh password box. */
export function inMemoryImportServices(): ImportServices & { events: InMemoryJobEventBus } {
  return {
    queue: new InMemoryJobQueue(),
    events: new InMemoryJobEventBus(),
    passwords: new StatementPasswordBox(randomBytes(32)),
  };
}
