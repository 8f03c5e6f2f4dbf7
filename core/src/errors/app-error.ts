/**
 * Error codes shared by every domain. The api maps each code once to a GraphQL
 * `extensions.code` and to a REST status with a FastAPI-style `{"detail": ...}` body.
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  /** The account is scheduled for deletion: only the profile read and the cancel work until then. */
  ACCOUNT_DELETION_PENDING: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 422,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const AUTH_MESSAGES = {
  missingToken: 'Not authenticated',
  invalidToken: 'Invalid authentication credentials',
  expiredToken: 'Authentication token has expired',
  emailNotVerified: 'Email verification required',
  rateLimited: 'Too many requests. Please slow down.',
} as const;

export const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;

/** A failure a caller can act on: its message is safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field-level problems for BAD_USER_INPUT, keyed by field name. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const notFound = (what: string): AppError => new AppError('NOT_FOUND', `${what} not found`);
