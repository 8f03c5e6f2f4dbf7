import {
  AccountError,
  AppError,
  BudgetError,
  CategoryError,
  StatementError,
  unhandledCode,
  type AccountErrorCode,
  type BudgetErrorCode,
  type CategoryErrorCode,
  type ErrorCode,
  type StatementErrorCode,
} from '@garden/core';

/** Every domain error class the api answers for; a new domain adds its class here and its case below. */
export type DomainFailure = StatementError | AccountError | CategoryError | BudgetError;

/** What a statements failure is to the caller: the kind gives the REST status and the GraphQL code. */
function statementErrorKind(code: StatementErrorCode): ErrorCode {
  switch (code) {
    case 'JOB_NOT_FOUND':
    case 'STATEMENT_NOT_FOUND':
      return 'NOT_FOUND';
    case 'ONLY_ACTIVE_JOBS_CANCEL':
    case 'CANCELLED':
      return 'CONFLICT';
    case 'SINGLE_TOO_LARGE':
    case 'FILE_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    // Our side failed, not the file: the person can only try again later.
    case 'QUEUE_UNAVAILABLE':
    case 'GAVE_UP':
    case 'READER_STOPPED':
    case 'PASSWORD_CHECK_FAILED':
    case 'PASSWORD_CHECK_INCOMPLETE':
      return 'INTERNAL';
    case 'NO_FILES':
    case 'TOO_MANY_FILES':
    case 'ONE_FILE_ONLY':
    case 'MALFORMED_UPLOAD':
    case 'SINGLE_NOT_PDF':
    case 'FILE_NOT_PDF':
    case 'FILE_EMPTY':
    case 'FILE_GONE':
    case 'PASSWORD_EXPIRED':
    case 'NOT_PDF':
    case 'EMPTY':
    case 'DAMAGED':
    case 'PASSWORD_REQUIRED':
    case 'WRONG_PASSWORD':
    case 'TOO_MANY_PAGES':
    case 'SCANNED':
    case 'NO_TEXT':
    case 'TIMEOUT':
    case 'OCR_TIMEOUT':
    case 'UNRECOGNISED':
    case 'NO_TRANSACTIONS':
    case 'NO_TRANSACTION_TABLE':
    case 'NO_STATEMENT_DATE':
    case 'NO_STATEMENT_PERIOD':
    case 'NO_STATEMENT_DATE_OR_PERIOD':
    case 'NO_CLOSING_DATE':
    case 'NO_STATEMENT_CYCLE_OR_DATE':
    case 'ROW_DATE_INVALID':
    case 'UNMARKED_SIGNS_UNBALANCED':
    case 'UNMARKED_SIGNS_NO_BALANCE':
      return 'BAD_USER_INPUT';
    default:
      return unhandledCode(code);
  }
}

function accountErrorKind(code: AccountErrorCode): ErrorCode {
  switch (code) {
    case 'NOT_FOUND':
      return 'NOT_FOUND';
    case 'CREDIT_LIMIT_NOT_CREDIT':
      return 'BAD_USER_INPUT';
    case 'DUPLICATE':
      return 'CONFLICT';
    default:
      return unhandledCode(code);
  }
}

function categoryErrorKind(code: CategoryErrorCode): ErrorCode {
  switch (code) {
    case 'NOT_FOUND':
      return 'NOT_FOUND';
    case 'SYSTEM_PROTECTED':
    case 'SYSTEM_NO_DORMANT':
      return 'FORBIDDEN';
    case 'DUPLICATE':
    case 'DUPLICATE_DORMANT':
    case 'DUPLICATE_SYSTEM':
      return 'CONFLICT';
    default:
      return unhandledCode(code);
  }
}

function budgetErrorKind(code: BudgetErrorCode): ErrorCode {
  switch (code) {
    case 'NOT_FOUND':
    case 'CATEGORY_NOT_FOUND':
      return 'NOT_FOUND';
    case 'CATEGORY_NOT_BUDGETABLE':
      return 'BAD_USER_INPUT';
    case 'DUPLICATE':
      return 'CONFLICT';
    default:
      return unhandledCode(code);
  }
}

function kindOf(failure: DomainFailure): ErrorCode {
  switch (failure.domain) {
    case 'statements':
      return statementErrorKind(failure.code);
    case 'accounts':
      return accountErrorKind(failure.code);
    case 'categories':
      return categoryErrorKind(failure.code);
    case 'budgets':
      return budgetErrorKind(failure.code);
    default:
      return unhandledCode(failure);
  }
}

/**
 * The one translation of a thrown error into what REST and GraphQL answer with: an AppError as it is, a domain
 * error as the AppError of its kind with its own message; anything else is not the caller's to see (undefined).
 */
export function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDomainFailure(error)) return new AppError(kindOf(error), error.message, error.fields);
  return undefined;
}

// A guard rather than a bare instanceof: instanceof on a generic class loses the code's type.
function isDomainFailure(error: unknown): error is DomainFailure {
  return (
    error instanceof StatementError ||
    error instanceof AccountError ||
    error instanceof CategoryError ||
    error instanceof BudgetError
  );
}
