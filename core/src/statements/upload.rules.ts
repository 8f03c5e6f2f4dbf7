import { LIMITS } from '../limits';

/** Statement upload steps and messages, shared by the api and the web. */
export const IMPORT_STEPS = {
  extracting: 'Extracting data from PDF',
  accounts: 'Creating bank accounts',
  categorizing: 'Categorizing transactions... this may take awhile',
  saving: 'Saving transactions',
} as const;

/** The step shown while OCR reads a scanned page (ordinal among the file's scanned pages). */
export const scannedPageStep = (page: number, of: number): string => `Reading scanned page ${page} of ${of}`;

export const UPLOAD_MESSAGES = {
  noFiles: 'No files provided',
  tooManyFiles: `Too many files, max ${LIMITS.filesPerUpload} files at once`,
  invalidFormat: (file: string): string => `${file}: Invalid file format. Please upload PDF files only.`,
  tooLarge: (file: string): string => `${file}: File too large. File size should be less than 2MB.`,
  singleNotPdf: 'Only PDF files are supported',
  singleTooLarge: 'File size must be less than 2MB',
  incorrectPassword: 'Incorrect password. Please try again.',
  jobNotFound: 'Upload job not found',
  statementNotFound: 'Statement not found',
  onlyActiveJobsCancel: 'Only queued or processing jobs can be cancelled',
  gaveUp: 'We could not finish this file after several attempts. Please try uploading it again later.',
  queueUnavailable: 'The upload service is busy right now. Please try again in a minute.',
} as const;

/** A file name that claims to be a PDF, or a PDF content type. */
export function isPdfByType(filename: string, contentType?: string): boolean {
  return /\.pdf$/i.test(filename) || contentType === 'application/pdf';
}
