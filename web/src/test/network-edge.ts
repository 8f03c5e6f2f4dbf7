import type { JobResult, JobSummary } from '../features/statements/statements-api';

/** jsdom has no fetch; define one so the network edge can be spied on like in a browser. */
export function defineFetch(): void {
  if (!('fetch' in globalThis)) Object.assign(globalThis, { fetch: () => Promise.reject(new Error('no network')) });
}

/** A JSON answer as fetch resolves it, readable more than once. */
export function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    text: () => Promise.resolve(text),
    clone: () => response,
  };
  return response as unknown as Response;
}

/** The address a fetch call was made to, whatever form it was given in. */
export const urlOf = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** One file's outcome in an upload job: a failure that says nothing, unless the overrides say otherwise. */
export const jobResult = <T extends Partial<JobResult>>(overrides: T): JobResult & T => ({
  filename: 'a.pdf',
  success: false,
  account: null,
  transactions_added: 0,
  message: null,
  error: null,
  statement_date: null,
  is_duplicate: false,
  duplicate_filename: null,
  duplicate_upload_date: null,
  needs_review: false,
  reconciliation_warning: null,
  reconciliation_difference: null,
  ...overrides,
});

/** A finished job's summary, its counts worked out from the results. */
export const jobSummary = <R extends JobResult>(
  results: R[],
  jobId = 'j',
  status = 'completed',
): Omit<JobSummary, 'results'> & { results: R[] } => ({
  job_id: jobId,
  status,
  results,
  successful_files: results.filter((result) => result.success).length,
  failed_files: results.filter((result) => !result.success && !result.is_duplicate).length,
  duplicate_files: results.filter((result) => result.is_duplicate).length,
  needs_review_files: results.filter((result) => result.needs_review).length,
  total_transactions_added: results.reduce((sum, result) => sum + result.transactions_added, 0),
});
