import { LIMITS, isPdfByType, statementMessage } from '@garden/core';
import { RateLimitedError, apiFetch } from '../../api/api-fetch';

/** The REST calls for bank statements; errors carry the server's detail. */
export interface JobTask {
  task_id: string;
  filename: string;
  status: 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILED' | 'RETRYING';
  current_step: string | null;
  error_message: string | null;
  progress: number;
}

export interface JobStatus {
  job_id: string;
  status: 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';
  progress_percentage: number;
  current_task: string | null;
  error_message: string | null;
  tasks: JobTask[];
}

export interface JobResult {
  filename: string;
  success: boolean;
  account: {
    id: string;
    name: string;
    institution: string;
    account_type: string;
    account_number_last4: string | null;
    currency: string;
  } | null;
  transactions_added: number;
  message: string | null;
  error: string | null;
  statement_date: string | null;
  is_duplicate: boolean;
  duplicate_filename: string | null;
  duplicate_upload_date: string | null;
  /** Imported, but the rows do not add up to a total the statement prints. */
  needs_review: boolean;
  reconciliation_warning: string | null;
  /** Dollars, signed: the printed figure minus what the rows add up to; null when unknown. */
  reconciliation_difference: number | null;
  /** Not read: the file has no text layer (a scan); uploading it again with OCR on reads it. */
  looks_scanned?: boolean;
  /** Read with OCR from scanned pages. */
  read_with_ocr?: boolean;
}

export interface JobSummary {
  job_id: string;
  status: string;
  results: JobResult[];
  successful_files: number;
  failed_files: number;
  duplicate_files: number;
  needs_review_files: number;
  total_transactions_added: number;
}

export interface RecentStatement {
  id: string;
  original_filename: string;
  transactions_count: number;
  file_size: number;
  statement_date: string;
  needs_review: boolean;
  reconciliation_warning: string | null;
  reconciliation_difference: number | null;
  created_at: string;
}

export const CURRENT_JOB_KEY = 'garden.currentUploadJobId';
export const FINAL_STATUSES = ['completed', 'failed', 'cancelled'];

/** A request that got no answer (offline, 30 s timeout); screens title it "Connection error". */
export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your internet connection.';
export const CONNECTION_ERROR_TITLE = 'Connection error';

async function call(path: string, init?: RequestInit): Promise<Response> {
  try {
    return await apiFetch(path, init);
  } catch (failure) {
    if (failure instanceof RateLimitedError) throw failure;
    throw new Error(NO_RESPONSE_MESSAGE);
  }
}

/** The upload error chain ends here when the answer names no error at all. */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const SERVER_ERROR_MESSAGE = 'Server error occurred';
export const PASSWORD_CHECK_MESSAGES = {
  failed: statementMessage('PASSWORD_CHECK_FAILED'),
  someFilesFailed: statementMessage('PASSWORD_CHECK_INCOMPLETE'),
  couldNotCheck: 'Failed to check if PDFs are password protected',
} as const;

/**
 * A failed answer's own words, in the order the spec reads them: its `detail`, then its `error` field, then its
 * `message`; an answer with none of them is "Server error occurred" for a 5xx, else the call's own fallback.
 */
async function readJson<T>(response: Response, fallback: string): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as { detail?: unknown; error?: unknown; message?: unknown };
  if (!response.ok) {
    for (const field of [body.detail, body.error, body.message]) {
      if (typeof field === 'string' && field.trim() !== '') throw new Error(field);
    }
    throw new Error(response.status >= 500 ? SERVER_ERROR_MESSAGE : fallback);
  }
  return body as T;
}

function form(files: File[], fields: Record<string, string> = {}, field = 'files'): FormData {
  const data = new FormData();
  for (const file of files) data.append(field, file, file.name);
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

export interface ProtectionCheck {
  filename: string;
  success: boolean;
  is_password_protected: boolean;
  error_message: string | null;
}

/** A protected file whose password did not open it. */
export function wrongPassword(check: ProtectionCheck): boolean {
  return check.is_password_protected && Boolean(check.error_message);
}

/**
 * Why the check could not tell for some files (unreadable, too large...), or null when every file was checked:
 * those files must not be uploaded blindly. One file alone shows the server's own reason.
 */
export function protectionCheckProblem(checks: ProtectionCheck[]): string | null {
  const unchecked = checks.filter((check) => !check.is_password_protected && Boolean(check.error_message));
  if (unchecked.length === 0) return null;
  if (checks.length === 1) return unchecked[0]?.error_message ?? PASSWORD_CHECK_MESSAGES.failed;
  return PASSWORD_CHECK_MESSAGES.someFilesFailed;
}

/** Which files need a password; with passwords given, also whether each one opens its file. */
export async function checkPasswordProtection(files: File[], passwords?: string[]): Promise<ProtectionCheck[]> {
  const response = await call('/api/v1/bank-statements/check-password-protection-bulk', {
    method: 'POST',
    body: form(files, passwords ? { passwords: JSON.stringify(passwords) } : {}),
  });
  const body = await readJson<{ results: ProtectionCheck[] }>(response, PASSWORD_CHECK_MESSAGES.failed);
  return body.results;
}

/** The uploader's setting "Read scanned statements (slower)" (Settings > Bank Statements), kept in this browser. */
export const READ_SCANS_KEY = 'garden.readScannedStatements';

export function readScansSetting(): boolean {
  return localStorage.getItem(READ_SCANS_KEY) === 'true';
}

export function saveReadScansSetting(on: boolean): void {
  if (on) localStorage.setItem(READ_SCANS_KEY, 'true');
  else localStorage.removeItem(READ_SCANS_KEY);
}

/**
 * The files (and passwords) of uploads started in this tab, by job id, so a file answered as a scan can be
 * sent again to be read with OCR without choosing it again. Memory only: never stored.
 */
const uploadedFiles = new Map<string, { files: File[]; passwords: string[] }>();

export function uploadedFilesOf(jobId: string): { files: File[]; passwords: string[] } | undefined {
  return uploadedFiles.get(jobId);
}

export async function uploadStatements(
  files: File[],
  passwords: string[],
  useOcr = readScansSetting(),
): Promise<string> {
  const response = await call('/api/v1/bank-statements/upload-bulk-async', {
    method: 'POST',
    body: form(files, { use_ocr: String(useOcr), passwords: JSON.stringify(passwords) }),
  });
  const jobId = (await readJson<{ job_id: string }>(response, UNKNOWN_ERROR_MESSAGE)).job_id;
  uploadedFiles.set(jobId, { files, passwords });
  return jobId;
}

/** The single-file call (onboarding): one file, one optional password. */
export async function uploadStatement(file: File, password: string, useOcr = readScansSetting()): Promise<string> {
  const response = await call('/api/v1/bank-statements/upload-async', {
    method: 'POST',
    body: form([file], { use_ocr: String(useOcr), passwords: JSON.stringify([password]) }, 'file'),
  });
  const jobId = (await readJson<{ job_id: string }>(response, UNKNOWN_ERROR_MESSAGE)).job_id;
  uploadedFiles.set(jobId, { files: [file], passwords: [password] });
  return jobId;
}

/**
 * Sends the files of a job that were answered as scans again, to be read with OCR; the new job's id, or
 * undefined when this tab no longer has those files (they must be chosen again).
 */
export async function readScansWithOcr(jobId: string, filenames: string[]): Promise<string | undefined> {
  const earlier = uploadedFiles.get(jobId);
  if (!earlier) return undefined;
  const picked = earlier.files
    .map((file, index) => ({ file, password: earlier.passwords[index] ?? '' }))
    .filter(({ file }) => filenames.includes(file.name));
  if (picked.length === 0) return undefined;
  return uploadStatements(
    picked.map(({ file }) => file),
    picked.map(({ password }) => password),
    true,
  );
}

export async function fetchJobStatus(jobId: string): Promise<JobStatus> {
  return readJson(
    await call(`/api/v1/bank-statements/jobs/${encodeURIComponent(jobId)}/status`),
    'Failed to fetch job status',
  );
}

export async function fetchJobSummary(jobId: string): Promise<JobSummary> {
  return readJson(
    await call(`/api/v1/bank-statements/jobs/${encodeURIComponent(jobId)}/summary`),
    'Failed to fetch job summary',
  );
}

export async function cancelJob(jobId: string): Promise<void> {
  await readJson(
    await call(`/api/v1/bank-statements/jobs/${encodeURIComponent(jobId)}/cancel`, { method: 'POST' }),
    'Failed to cancel job',
  );
}

export async function fetchRecentStatements(limit = 5): Promise<RecentStatement[]> {
  const body = await readJson<{ statements: RecentStatement[] }>(
    await call(`/api/v1/bank-statements/recent?limit=${limit}`),
    'Failed to fetch recent statements',
  );
  return body.statements;
}

/** Client-side checks of statement files (PDF, size, count), in the spec's words; one message per invalid file. */
export function validateFiles(files: File[]): string[] {
  const problems: string[] = [];
  if (files.length > LIMITS.filesPerUpload) problems.push(statementMessage('TOO_MANY_FILES'));
  for (const file of files) {
    if (!isPdfByType(file.name, file.type)) problems.push(statementMessage('FILE_NOT_PDF', file.name));
    else if (file.size > LIMITS.pdfMaxBytes) problems.push(statementMessage('FILE_TOO_LARGE', file.name));
  }
  return problems;
}
