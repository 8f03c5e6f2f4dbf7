import { LIMITS } from '../limits';
import {
  CSV_IMPORT_MESSAGES,
  CsvImportError,
  guessDelimiter,
  readCsv,
  unclosedQuoteLine,
  type CsvDateFormat,
  type CsvRecord,
} from './csv-file';
import {
  guessCsvMapping,
  resolveCsvMapping,
  type CsvGuess,
  type CsvMapping,
  type CsvMappingInput,
} from './csv-mapping';
import { parseCsvAmount, parseCsvDate } from './csv-values';

export {
  CSV_DATE_FORMATS,
  CSV_IMPORT_MESSAGES,
  CSV_IMPORT_STEPS,
  CsvImportError,
  decodeCsvBytes,
  isCsvByType,
  readCsv,
  type CsvDateFormat,
  type CsvRecord,
} from './csv-file';
export {
  csvMappingSchema,
  guessCsvMapping,
  parseCsvMappingJson,
  resolveCsvMapping,
  type CsvGuess,
  type CsvMapping,
  type CsvMappingInput,
} from './csv-mapping';
export { guessDateFormat, parseCsvAmount, parseCsvDate } from './csv-values';

/**
 * Importing transactions from a CSV file: the web's preview and the api's import both read the file
 * and apply the person's column mapping through these functions, so the rows the preview shows are exactly the
 * rows the import stores (and the rows it skips, with the same reasons and line numbers).
 */

/** The transactions.csv columns of the data export (api/src/users/data-export.writer.ts writes these). */
export const TRANSACTIONS_EXPORT_COLUMNS = [
  'id',
  'date',
  'description',
  'amount',
  'currency',
  'foreign_amount',
  'category',
  'category_source',
  'account',
  'account_institution',
  'source',
  'statement_file',
  'notes',
  'status',
] as const;

/** One row as it will be imported. */
export interface CsvImportRow {
  line: number;
  date: string;
  description: string;
  /** Signed cents: money out negative. */
  amountCents: number;
  /** The account (and its institution) the row names, as in the data export. */
  account?: string;
  accountInstitution?: string;
  /** The category the row names, as in the data export. */
  category?: string;
  /** The person's note on the row, as in the data export. */
  notes?: string;
}

/** A row that will not be imported, and why. */
export interface CsvSkippedRow {
  line: number;
  reason: string;
}

export interface CsvMappedRows {
  rows: CsvImportRow[];
  skipped: CsvSkippedRow[];
}

const FORMAT_LABELS: Record<CsvDateFormat, string> = {
  'YYYY-MM-DD': 'YYYY-MM-DD',
  'DD/MM/YYYY': 'DD/MM/YYYY',
  'MM/DD/YYYY': 'MM/DD/YYYY',
  'D MMM YYYY': 'D MMM YYYY (16 Feb 2025)',
};

/** Every data row (after the header) mapped and checked: the rows to import and the rows skipped with the reason. */
export function applyCsvMapping(records: readonly CsvRecord[], mapping: CsvMapping): CsvMappedRows {
  const rows: CsvImportRow[] = [];
  const skipped: CsvSkippedRow[] = [];
  for (const record of records.slice(mapping.headerIndex + 1)) {
    const cell = (index: number | undefined) => (index === undefined ? '' : (record.cells[index] ?? '').trim());
    const skip = (reason: string) => skipped.push({ line: record.line, reason });
    const dateText = cell(mapping.date);
    if (dateText === '') {
      skip('No date');
      continue;
    }
    const date = parseCsvDate(dateText, mapping.dateFormat);
    if (!date) {
      skip(`"${dateText}" is not a date in ${FORMAT_LABELS[mapping.dateFormat]}`);
      continue;
    }
    const description = mapping.description.map(cell).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
    if (description === '') {
      skip('No description');
      continue;
    }
    const amount = rowAmount(cell, mapping);
    if (typeof amount === 'string') {
      skip(amount);
      continue;
    }
    const account = cell(mapping.account);
    const accountInstitution = cell(mapping.accountInstitution);
    const category = cell(mapping.category);
    const notes = cell(mapping.notes);
    rows.push({
      line: record.line,
      date,
      description,
      amountCents: amount,
      ...(account ? { account } : {}),
      ...(accountInstitution ? { accountInstitution } : {}),
      ...(category ? { category } : {}),
      ...(notes ? { notes } : {}),
    });
  }
  return { rows, skipped };
}

/** The row's signed cents, or why it has none. */
function rowAmount(cell: (index: number | undefined) => string, mapping: CsvMapping): number | string {
  if (mapping.amount !== undefined) {
    const text = cell(mapping.amount);
    if (text === '') return 'No amount';
    return parseCsvAmount(text) ?? `"${text}" is not an amount`;
  }
  const debitText = cell(mapping.debit);
  const creditText = cell(mapping.credit);
  if (debitText === '' && creditText === '') return 'No amount in the debit or credit column';
  const debit = debitText === '' ? 0 : parseCsvAmount(debitText);
  if (debit === undefined) return `"${debitText}" is not an amount`;
  const credit = creditText === '' ? 0 : parseCsvAmount(creditText);
  if (credit === undefined) return `"${creditText}" is not an amount`;
  // Banks print both columns as positive figures; a sign in them never turns money out into money in.
  return Math.abs(credit) - Math.abs(debit);
}

/** The whole rule from text to rows, as the api runs it: read, resolve the mapping (or guess it), apply. */
export function mapCsvText(
  text: string,
  input?: CsvMappingInput,
): CsvMappedRows & { mapping: CsvMapping; guess: CsvGuess } {
  const records = readCsv(text);
  const guess = guessCsvMapping(records);
  const mapping = resolveCsvMapping(records, input ?? guess.mapping);
  const mapped = applyCsvMapping(records, mapping);
  if (mapped.rows.length === 0 && mapped.skipped.length === 0) throw new CsvImportError(CSV_IMPORT_MESSAGES.noRows);
  return { ...mapped, mapping, guess };
}

/** How much of a file the upload call reads before answering: the rest is read by the job. */
export const CSV_START_BYTES = 64 * 1024;

/**
 * The rule applied to the start of a file (up to CSV_START_BYTES, cut at a line end), so the upload call can refuse
 * a file that cannot be imported at all (empty, no rows, a mapping naming columns it lacks) at once without reading
 * 2 MB while other requests wait; the job reads the whole file with mapCsvText. A quote still open where the start is
 * cut may close further on, so only the whole file can be refused for it.
 */
export function checkCsvStart(text: string, input?: CsvMappingInput): { mapping: CsvMapping } {
  const whole = text.length <= CSV_START_BYTES;
  const start = whole ? text : text.slice(0, Math.max(text.lastIndexOf('\n', CSV_START_BYTES), 1));
  try {
    return mapCsvText(start, input);
  } catch (error) {
    if (whole || !(error instanceof CsvImportError && error.unclosedQuote)) throw error;
    // Without that quote's record the start still says which columns there are.
    const lines = start.split('\n');
    const records = readCsv(
      lines.slice(0, Math.max(unclosedQuoteLine(start, guessDelimiter(start)) - 1, 1)).join('\n'),
    );
    return { mapping: resolveCsvMapping(records, input ?? guessCsvMapping(records).mapping) };
  }
}

/** The CSV import accepts the same file size as a statement upload (2 MB). */
export const CSV_MAX_BYTES = LIMITS.pdfMaxBytes;
