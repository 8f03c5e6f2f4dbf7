import type { ZodError } from 'zod';
import { AppError } from './app-error';

/** A failed zod parse as BAD_USER_INPUT: the first message leads, and each field keeps its first message. */
export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= issue.message;
  }
  return new AppError('BAD_USER_INPUT', error.issues[0]?.message ?? 'Invalid input', fields);
}

/** The data of a successful safeParse; a failed one is thrown as {@link validationError}. */
export function parseOrThrow<T>(result: { success: true; data: T } | { success: false; error: ZodError }): T {
  if (!result.success) throw validationError(result.error);
  return result.data;
}
