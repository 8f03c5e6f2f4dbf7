import { parse, CsvError } from 'csv-parse/sync';

/** Reading a CSV file's bytes into records: the encoding, the delimiter, quotes and line numbers. */

export const CSV_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'D MMM YYYY'] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];

export const CSV_IMPORT_STEPS = { reading: 'Reading rows from CSV' } as const;

export const CSV_IMPORT_MESSAGES = {
  notCsv: 'Only CSV files are supported',
  tooLarge: 'File size must be less than 2MB',
  empty: 'The file is empty.',
  notText: 'This file is not a CSV file: it does not contain text. Please export your transactions as CSV.',
  noRows: 'No transactions were found in this file.',
  unreadable: (reason: string, line: number): string => `This file could not be read as CSV: ${reason} (line ${line}).`,
  badMapping: 'The column mapping is not valid JSON.',
  noAmountColumn: 'Choose the amount column, or the debit and credit columns.',
  unknownColumn: (column: string): string => `The file has no column "${column}".`,
  noAccount: 'Choose the account to import these transactions into.',
  accountNotFound: 'Account not found',
  nothingImportable: (skipped: number): string =>
    `None of the ${skipped} row${skipped === 1 ? '' : 's'} could be imported: see the lines skipped.`,
} as const;

/** A problem with the whole file or the mapping: nothing from it can be imported. */
export class CsvImportError extends Error {
  constructor(
    message: string,
    /** A quote opened and never closed: in the start of a file (checkCsvStart) it may close further on. */
    readonly unclosedQuote = false,
  ) {
    super(message);
  }
}

/** One record of the file with the line it starts on (1-based, as an editor shows it). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A file name or content type that says CSV (Windows browsers send .csv as application/vnd.ms-excel). */
export function isCsvByType(filename: string, contentType?: string): boolean {
  return (
    /\.(csv|txt)$/i.test(filename) ||
    ['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel'].includes(
      (contentType ?? '').toLowerCase(),
    )
  );
}

/**
 * The file's text: UTF-8 (with or without a BOM), UTF-16 with a BOM (Excel's "Unicode text"), or, failing UTF-8,
 * Windows-1252 as older bank exports are. A file with NUL bytes and no UTF-16 BOM is binary (a PDF, XLSX...).
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes.byteLength === 0) throw new CsvImportError(CSV_IMPORT_MESSAGES.empty);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw new CsvImportError(CSV_IMPORT_MESSAGES.notText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The delimiter used most on the first lines: comma, semicolon or tab (some locales' spreadsheets use ;). */
export function guessDelimiter(text: string): string {
  const sample = text.split('\n', 10).join('\n');
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: sample.split(delimiter).length - 1 }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0] && counts[0].count > 0 ? counts[0].delimiter : ',';
}

/**
 * The file's records, without blank lines or lines of empty cells, each with the line it starts on. Quoted
 * fields may hold commas, quotes ("") and line breaks; CRLF, CR and LF line ends and a UTF-8 BOM are accepted.
 */
export function readCsv(text: string): CsvRecord[] {
  // One line end everywhere (also inside quoted fields, where it is only whitespace of a description), so
  // every record's raw text counts its lines.
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (normalized.trim() === '') throw new CsvImportError(CSV_IMPORT_MESSAGES.empty);
  const delimiter = guessDelimiter(normalized);
  let parsed: { record: string[]; raw: string }[];
  try {
    parsed = parse(normalized, {
      raw: true,
      delimiter,
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
    }) as unknown as { record: string[]; raw: string }[];
  } catch (error) {
    if (error instanceof CsvError) {
      if (error.code === 'CSV_QUOTE_NOT_CLOSED')
        throw new CsvImportError(
          CSV_IMPORT_MESSAGES.unreadable('a quote is never closed', unclosedQuoteLine(normalized, delimiter)),
          true,
        );
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw new CsvImportError(CSV_IMPORT_MESSAGES.unreadable(error.message, line));
    }
    throw error;
  }
  const records: CsvRecord[] = [];
  let line = 1;
  for (const { record, raw } of parsed) {
    if (record.some((cell) => cell.trim() !== '')) records.push({ line, cells: record });
    line += raw.split('\n').length - 1;
  }
  return records;
}

/** The line where the quote left open begins (csv-parse reports the end of the file, where it gave up). */
export function unclosedQuoteLine(text: string, delimiter: string): number {
  let line = 1;
  let openedOn = 1;
  let quoted = false;
  let fieldStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') index += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"' && fieldStart) {
      quoted = true;
      openedOn = line;
    }
    if (char === '\n') line += 1;
    fieldStart = !quoted && (char === delimiter || char === '\n');
  }
  return openedOn;
}
