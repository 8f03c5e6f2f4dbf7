import { DomainError, errorMessage, type ErrorDetails, type ErrorMessages } from '../errors/domain-error';
import { LIMITS } from '../limits';

/** Statements are a few pages; anything far longer is not a statement and would tie up a worker. */
export const MAX_STATEMENT_PAGES = 200;

/**
 * Every failure of statement uploads and imports, by code, with the words a person reads. A message that names
 * something (a file, a kind of statement, a row) takes it as its one detail.
 */
const STATEMENT_MESSAGES = {
  // A whole upload request refused.
  NO_FILES: 'No files provided',
  TOO_MANY_FILES: `Too many files, max ${LIMITS.filesPerUpload} files at once`,
  ONE_FILE_ONLY: 'Only one file can be uploaded here',
  MALFORMED_UPLOAD: 'Malformed upload',
  SINGLE_NOT_PDF: 'Only PDF files are supported',
  SINGLE_TOO_LARGE: 'File size must be less than 2MB',
  JOB_NOT_FOUND: 'Upload job not found',
  STATEMENT_NOT_FOUND: 'Statement not found',
  ONLY_ACTIVE_JOBS_CANCEL: 'Only queued or processing jobs can be cancelled',
  QUEUE_UNAVAILABLE: 'The upload service is busy right now. Please try again in a minute.',

  // One file of an upload refused before it is queued, or not checked for a password.
  FILE_NOT_PDF: (file: string): string => `${file}: Invalid file format. Please upload PDF files only.`,
  FILE_TOO_LARGE: (file: string): string => `${file}: File too large. File size should be less than 2MB.`,
  FILE_EMPTY: (file: string): string => `${file}: The file is empty.`,
  PASSWORD_CHECK_FAILED: 'Failed to check password protection',
  PASSWORD_CHECK_INCOMPLETE: 'Failed to check password protection for some files',

  // One file of a job that could not be imported.
  FILE_GONE: 'The uploaded file is no longer available. Please upload it again.',
  PASSWORD_EXPIRED: 'The password for this file expired. Please upload it again with its password.',
  GAVE_UP: 'We could not finish this file after several attempts. Please try uploading it again later.',
  READER_STOPPED:
    'Reading this file stopped our import service every time we tried, so it was not imported. Please upload the original statement PDF from your bank, or a clearer scan.',
  CANCELLED: 'Cancelled',

  // The PDF could not be read.
  NOT_PDF: 'This file is not a PDF. Please upload the PDF statement from your bank.',
  EMPTY: 'This file is empty.',
  DAMAGED: 'This PDF is damaged or incomplete and cannot be read. Please download the statement again.',
  PASSWORD_REQUIRED: 'This PDF is password protected. Please enter its password.',
  WRONG_PASSWORD: 'Incorrect password. Please try again.',
  TOO_MANY_PAGES: (pages?: string): string =>
    `This PDF has ${pages ? `${pages} pages, too many` : 'too many pages'} for a bank statement (the limit is ${MAX_STATEMENT_PAGES}).`,
  SCANNED:
    'This PDF has no text layer: it looks like a scanned image. It can be read with OCR, which is slower: choose "Read with OCR", or upload the original statement PDF from your bank.',
  NO_TEXT:
    'No text could be read from this scanned PDF, not even with OCR. Please upload a clearer scan or the original statement PDF from your bank.',
  TIMEOUT: 'This PDF took too long to read. Please upload the original statement PDF from your bank.',
  OCR_TIMEOUT: (page?: string): string =>
    `${page ? `Scanned page ${page}` : 'A scanned page'} took too long to read. Please upload a clearer scan or the original statement PDF from your bank.`,

  // The text was read but is not a statement we can import; the detail names the kind of statement.
  UNRECOGNISED:
    'We could not read this statement: its layout is not one we recognise yet. Please upload the original PDF statement from your bank.',
  NO_TRANSACTIONS: (statement: string): string => `No transactions were found in this ${statement}.`,
  NO_TRANSACTION_TABLE: (statement: string): string => `This ${statement} has no transaction table.`,
  NO_STATEMENT_DATE: (statement: string): string => `This ${statement} has no readable statement date.`,
  NO_STATEMENT_PERIOD: (statement: string): string => `This ${statement} has no readable statement period.`,
  NO_STATEMENT_DATE_OR_PERIOD: (statement: string): string =>
    `This ${statement} has no readable statement date or period.`,
  NO_CLOSING_DATE: (statement: string): string => `This ${statement} has no readable statement closing date.`,
  NO_STATEMENT_CYCLE_OR_DATE: (statement: string): string =>
    `This ${statement} has no readable statement cycle or date.`,
  ROW_DATE_INVALID: (description: string): string => `The date of the row "${description}" is not a real date.`,
  UNMARKED_SIGNS_UNBALANCED:
    'This statement prints its amounts in one column without marking money in or out, and its balances do not show which way each amount went. Please upload a statement with Debit/Credit columns or marked amounts.',
  UNMARKED_SIGNS_NO_BALANCE:
    'This statement prints its amounts in one column without marking money in or out, and has no running balance to tell them apart. Please upload a statement with Debit/Credit columns or marked amounts.',
} as const satisfies ErrorMessages;

export type StatementErrorCode = keyof typeof STATEMENT_MESSAGES;

/** What a code's message needs besides the code: its one detail, or nothing. */
export type StatementErrorDetail<Code extends StatementErrorCode> = ErrorDetails<typeof STATEMENT_MESSAGES, Code>;

/** The words a person reads for a code. */
export function statementMessage<Code extends StatementErrorCode>(
  code: Code,
  ...detail: StatementErrorDetail<Code>
): string {
  return errorMessage(STATEMENT_MESSAGES, code, ...detail);
}

/** A statement upload or import failure; its message is the code's, safe to show to the person. */
export class StatementError<Code extends StatementErrorCode = StatementErrorCode> extends DomainError<
  'statements',
  Code
> {
  constructor(code: Code, ...detail: StatementErrorDetail<Code>) {
    super('statements', code, statementMessage(code, ...detail));
  }
}

/** The failures a parser reports when the text it claimed cannot be read as a statement. */
export type StatementParseErrorCode = Extract<
  StatementErrorCode,
  | 'UNRECOGNISED'
  | 'NO_TRANSACTIONS'
  | 'NO_TRANSACTION_TABLE'
  | 'NO_STATEMENT_DATE'
  | 'NO_STATEMENT_PERIOD'
  | 'NO_STATEMENT_DATE_OR_PERIOD'
  | 'NO_CLOSING_DATE'
  | 'NO_STATEMENT_CYCLE_OR_DATE'
  | 'ROW_DATE_INVALID'
  | 'UNMARKED_SIGNS_UNBALANCED'
  | 'UNMARKED_SIGNS_NO_BALANCE'
>;

/** A statement whose layout is recognised but whose content cannot be read as a statement. */
export class StatementParseError<
  Code extends StatementParseErrorCode = StatementParseErrorCode,
> extends StatementError<Code> {}
