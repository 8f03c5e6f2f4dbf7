/** Statement upload steps, shared by the api and the web (failures are in statement.errors). */
export const IMPORT_STEPS = {
  extracting: 'Extracting data from PDF',
  accounts: 'Creating bank accounts',
  categorizing: 'Categorizing transactions... this may take awhile',
  saving: 'Saving transactions',
} as const;

/** The step shown while OCR reads a scanned page (ordinal among the file's scanned pages). */
export const scannedPageStep = (page: number, of: number): string => `Reading scanned page ${page} of ${of}`;
/** The step while a scan that does not add up has its figures read again, page by page. */
export const figuresCheckStep = (page: number, of: number): string => `Checking figures on page ${page} of ${of}`;
/** The step while the rows' dates of a scan whose figures add up only as read again are read again too. */
export const datesCheckStep = (page: number, of: number): string => `Checking dates on page ${page} of ${of}`;

/** A file name that claims to be a PDF, or a PDF content type. */
export function isPdfByType(filename: string, contentType?: string): boolean {
  return /\.pdf$/i.test(filename) || contentType === 'application/pdf';
}
