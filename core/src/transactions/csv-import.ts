import { parse, CsvError } from 'csv-parse/sync';
import { z } from 'zod';
import { LIMITS } from '../limits';
import { parseAmount } from '../money/money';
import { isoDate, monthNumber } from '../statements/statement-dates';

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
function guessDelimiter(text: string): string {
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
function unclosedQuoteLine(text: string, delimiter: string): number {
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

/** A column of the mapping: its header name, or its 0-based position. */
const columnSchema = z.union([z.string().min(1), z.number().int().min(0)]);

/**
 * The mapping as the REST `mapping` field and GraphQL take it (and the web sends it): which columns hold the
 * date, the description (one column or several joined), and one signed amount or separate debit (money out)
 * and credit (money in) columns; optionally the account (and its institution), category and notes of each row, as in
 * the data export. header_line is the 1-based line of the header row (null: the file has none); by default the
 * first line naming the mapped columns, or the first line.
 */
export const csvMappingSchema = z
  .object({
    header_line: z.number().int().min(1).nullable().optional(),
    date: columnSchema,
    description: z.union([columnSchema, z.array(columnSchema).min(1)]),
    amount: columnSchema.optional(),
    debit: columnSchema.optional(),
    credit: columnSchema.optional(),
    date_format: z.enum(CSV_DATE_FORMATS).optional(),
    account: columnSchema.optional(),
    account_institution: columnSchema.optional(),
    category: columnSchema.optional(),
    notes: columnSchema.optional(),
  })
  .strict();
export type CsvMappingInput = z.infer<typeof csvMappingSchema>;

/** A mapping resolved against one file: 0-based column positions. */
export interface CsvMapping {
  /** Index in the records of the header row, or -1 when the file has none. */
  headerIndex: number;
  date: number;
  description: number[];
  amount?: number;
  debit?: number;
  credit?: number;
  dateFormat: CsvDateFormat;
  account?: number;
  accountInstitution?: number;
  category?: number;
  notes?: number;
}

/** Reads the REST/GraphQL mapping JSON text; a bad value is a clear error. */
export function parseCsvMappingJson(raw: string): CsvMappingInput {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new CsvImportError(CSV_IMPORT_MESSAGES.badMapping);
  }
  const result = csvMappingSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new CsvImportError(
      `The column mapping is not valid: ${issue?.path.join('.') || 'mapping'} ${issue?.message ?? ''}`.trim(),
    );
  }
  return result.data;
}

const normalizeHeader = (cell: string): string => cell.trim().toLowerCase().replace(/\s+/g, ' ');

function namedColumns(input: CsvMappingInput): string[] {
  const columns = [
    input.date,
    ...(Array.isArray(input.description) ? input.description : [input.description]),
    input.amount,
    input.debit,
    input.credit,
    input.account,
    input.account_institution,
    input.category,
    input.notes,
  ];
  return columns.filter((column): column is string => typeof column === 'string');
}

/** Resolves a mapping against the file's records: header row, column positions and the date format. */
export function resolveCsvMapping(records: readonly CsvRecord[], input: CsvMappingInput): CsvMapping {
  if (input.amount === undefined && input.debit === undefined && input.credit === undefined)
    throw new CsvImportError(CSV_IMPORT_MESSAGES.noAmountColumn);
  let headerIndex: number;
  if (input.header_line === null) headerIndex = -1;
  else if (input.header_line !== undefined) {
    headerIndex = records.findIndex((record) => record.line === input.header_line);
    if (headerIndex < 0) throw new CsvImportError(`Line ${input.header_line} is not a row of the file.`);
  } else {
    const names = namedColumns(input).map(normalizeHeader);
    headerIndex =
      names.length > 0
        ? records
            .slice(0, HEADER_SEARCH_ROWS)
            .findIndex((record) => names.every((name) => record.cells.map(normalizeHeader).includes(name)))
        : -1;
    if (headerIndex < 0 && names.length > 0) {
      const first = records[0]?.cells.map(normalizeHeader) ?? [];
      const missing = namedColumns(input).find((name) => !first.includes(normalizeHeader(name)));
      throw new CsvImportError(CSV_IMPORT_MESSAGES.unknownColumn(missing ?? names[0] ?? ''));
    }
    if (headerIndex < 0) headerIndex = guessHeaderIndex(records);
  }
  const header = headerIndex >= 0 ? (records[headerIndex]?.cells.map(normalizeHeader) ?? []) : [];
  const position = (column: string | number): number => {
    if (typeof column === 'number') return column;
    const index = header.indexOf(normalizeHeader(column));
    if (index < 0) throw new CsvImportError(CSV_IMPORT_MESSAGES.unknownColumn(column));
    return index;
  };
  const optional = (column: string | number | undefined) => (column === undefined ? undefined : position(column));
  const date = position(input.date);
  const dataRows = records.slice(headerIndex + 1);
  return {
    headerIndex,
    date,
    description: (Array.isArray(input.description) ? input.description : [input.description]).map(position),
    amount: optional(input.amount),
    debit: optional(input.debit),
    credit: optional(input.credit),
    dateFormat: input.date_format ?? guessDateFormat(dataRows.map((record) => record.cells[date] ?? '')).format,
    account: optional(input.account),
    accountInstitution: optional(input.account_institution),
    category: optional(input.category),
    notes: optional(input.notes),
  };
}

/** How far down a header row is looked for: some banks print a few lines about the account first. */
const HEADER_SEARCH_ROWS = 30;

const HEADER_PATTERNS = {
  date: /^(transaction |trans\.? |txn |posting |post |value |booking )?date$|^date\b/,
  description: /^(description|details?|transaction details?|narrative|particulars)$/,
  /** Weaker names for the description, taken only when none of the above is there. */
  otherText: /^(merchant|payee|memo|remarks?|reference|transaction|name)$/,
  references: /^(transaction )?ref(erence)?\.? ?\d$/,
  amount: /^(transaction )?amount( \(\w+\))?$|^amount\b|^value$/,
  debit: /^(debit|withdrawals?|money out|paid out|debit amount|withdrawal amount|dr)\b/,
  credit: /^(credit|deposits?|money in|paid in|credit amount|deposit amount|cr)\b/,
} as const;

/** The first of the first rows naming a date column and an amount (or debit/credit) column; else -1. */
function guessHeaderIndex(records: readonly CsvRecord[]): number {
  return records.slice(0, HEADER_SEARCH_ROWS).findIndex((record) => {
    const cells = record.cells.map(normalizeHeader);
    const has = (pattern: RegExp) => cells.some((cell) => pattern.test(cell));
    return (
      has(HEADER_PATTERNS.date) &&
      (has(HEADER_PATTERNS.amount) || has(HEADER_PATTERNS.debit) || has(HEADER_PATTERNS.credit))
    );
  });
}

/** What guessing from the file found: a mapping to start from, and whether it needs the person's eye. */
export interface CsvGuess {
  mapping: CsvMappingInput;
  /** The file is the app's own export: its columns are known and no mapping step is needed. */
  isExport: boolean;
  /** Every date reads as both DD/MM and MM/DD: the person must say which. */
  ambiguousDates: boolean;
  /** The header row's cells (or Column 1, Column 2... when there is none), for the mapping step's choices. */
  columns: string[];
}

/** A starting mapping from the header names (or, without a header, from what the columns hold). */
export function guessCsvMapping(records: readonly CsvRecord[]): CsvGuess {
  const exportHeader = records[0]?.cells.map(normalizeHeader) ?? [];
  const width = Math.max(0, ...records.slice(0, HEADER_SEARCH_ROWS).map((record) => record.cells.length));
  if (['date', 'description', 'amount', 'account', 'account_institution'].every((c) => exportHeader.includes(c))) {
    return {
      mapping: {
        header_line: records[0]?.line ?? 1,
        date: 'date',
        description: 'description',
        amount: 'amount',
        date_format: 'YYYY-MM-DD',
        account: 'account',
        account_institution: 'account_institution',
        ...(exportHeader.includes('category') ? { category: 'category' } : {}),
        ...(exportHeader.includes('notes') ? { notes: 'notes' } : {}),
      },
      isExport: true,
      ambiguousDates: false,
      columns: records[0]?.cells ?? [],
    };
  }
  const headerIndex = guessHeaderIndex(records);
  const header = headerIndex >= 0 ? (records[headerIndex]?.cells.map(normalizeHeader) ?? []) : [];
  const rows = records.slice(headerIndex + 1, headerIndex + 1 + 50);
  const columnValues = (index: number) => rows.map((record) => record.cells[index] ?? '').filter((v) => v.trim());
  const byName = (pattern: RegExp, except: number[] = []) =>
    header.findIndex((cell, index) => !except.includes(index) && pattern.test(cell));
  const byContent = (fits: (value: string) => boolean, except: number[] = []) => {
    let best = -1;
    let bestShare = 0.5;
    for (let index = 0; index < width; index += 1) {
      const values = columnValues(index);
      if (except.includes(index) || values.length === 0) continue;
      const share = values.filter(fits).length / values.length;
      if (share > bestShare) [best, bestShare] = [index, share];
    }
    return best;
  };
  const parsesAsDate = (value: string) => CSV_DATE_FORMATS.some((format) => parseCsvDate(value, format));
  let date = byName(HEADER_PATTERNS.date);
  if (date < 0) date = byContent(parsesAsDate);
  if (date < 0) date = 0;
  const debit = byName(HEADER_PATTERNS.debit, [date]);
  const credit = byName(HEADER_PATTERNS.credit, [date, debit]);
  let amount = byName(HEADER_PATTERNS.amount, [date, debit, credit]);
  if (amount < 0 && debit < 0 && credit < 0) amount = lastAmountColumn(width, columnValues, [date]);
  const taken = [date, amount, debit, credit];
  // DBS/POSB print the description in "Transaction Ref1", "Ref2" and "Ref3": all of them, joined.
  const references = header.flatMap((cell, index) => (HEADER_PATTERNS.references.test(cell) ? [index] : []));
  let description = byName(HEADER_PATTERNS.description, taken);
  if (description < 0 && references.length > 1) description = -2;
  if (description === -1) description = byName(HEADER_PATTERNS.otherText, taken);
  if (description === -1) description = longestTextColumn(width, columnValues, taken);
  const mapping: CsvMappingInput = {
    header_line: headerIndex >= 0 ? (records[headerIndex]?.line ?? null) : null,
    date,
    description: description === -2 ? references : Math.max(description, 0),
    ...(amount >= 0 ? { amount } : {}),
    ...(amount < 0 && debit >= 0 ? { debit } : {}),
    ...(amount < 0 && credit >= 0 ? { credit } : {}),
  };
  if (mapping.amount === undefined && mapping.debit === undefined && mapping.credit === undefined)
    mapping.amount = Math.min(width - 1, date + 2);
  const dates = guessDateFormat(columnValues(date));
  mapping.date_format = dates.format;
  return {
    mapping,
    isExport: false,
    ambiguousDates: dates.ambiguous,
    columns:
      headerIndex >= 0
        ? (records[headerIndex]?.cells ?? [])
        : Array.from({ length: width }, (_, index) => `Column ${index + 1}`),
  };
}

function lastAmountColumn(width: number, values: (index: number) => string[], except: number[]): number {
  for (let index = width - 1; index >= 0; index -= 1) {
    const cells = values(index);
    if (except.includes(index) || cells.length === 0) continue;
    if (cells.filter((cell) => parseCsvAmount(cell) !== undefined).length / cells.length > 0.8) {
      // A running balance is usually last: prefer the amount just before it.
      const before = index - 1;
      const beforeCells = before >= 0 && !except.includes(before) ? values(before) : [];
      const beforeIsAmount =
        beforeCells.length > 0 &&
        beforeCells.filter((cell) => parseCsvAmount(cell) !== undefined).length / beforeCells.length > 0.8;
      return beforeIsAmount ? before : index;
    }
  }
  return -1;
}

function longestTextColumn(width: number, values: (index: number) => string[], except: number[]): number {
  let best = -1;
  let bestLength = -1;
  for (let index = 0; index < width; index += 1) {
    if (except.includes(index)) continue;
    const cells = values(index);
    const length = cells.reduce((sum, cell) => sum + cell.length, 0) / Math.max(cells.length, 1);
    if (length > bestLength) [best, bestLength] = [index, length];
  }
  return best;
}

const fullYear = (year: string): number => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** A date cell in the given format as YYYY-MM-DD; a time after the date is ignored. Undefined when it is not one. */
export function parseCsvDate(text: string, format: CsvDateFormat): string | undefined {
  const value = text
    .trim()
    .replace(/(?:T|\s+)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AP]M)?(?:Z|[+-]\d{2}:?\d{2})?$/i, '');
  let match: RegExpExecArray | null;
  switch (format) {
    case 'YYYY-MM-DD':
      match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
      return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
    case 'DD/MM/YYYY':
      match = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(value);
      return match ? isoDate(fullYear(match[4] ?? ''), Number(match[3]), Number(match[1])) : undefined;
    case 'MM/DD/YYYY':
      match = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(value);
      return match ? isoDate(fullYear(match[4] ?? ''), Number(match[1]), Number(match[3])) : undefined;
    case 'D MMM YYYY': {
      match = /^(\d{1,2})[\s-]*([A-Za-z]{3,9})\.?,?[\s-]*(\d{4}|\d{2})$/.exec(value);
      if (match) {
        const month = monthNumber(match[2] ?? '');
        return month ? isoDate(fullYear(match[3] ?? ''), month, Number(match[1])) : undefined;
      }
      match = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
      const month = match ? monthNumber(match[1] ?? '') : undefined;
      return match && month ? isoDate(Number(match[3]), month, Number(match[2])) : undefined;
    }
  }
}

/**
 * The format most of the dates read in. DD/MM/YYYY wins a tie with MM/DD/YYYY (Singapore's order), and the tie is
 * reported as ambiguous when every date reads both ways (no day above 12 tells them apart).
 */
export function guessDateFormat(values: readonly string[]): { format: CsvDateFormat; ambiguous: boolean } {
  const present = values.map((value) => value.trim()).filter(Boolean);
  const score = (format: CsvDateFormat) => present.filter((value) => parseCsvDate(value, format)).length;
  const scores = CSV_DATE_FORMATS.map((format) => ({ format, count: score(format) }));
  const best = scores.reduce((a, b) => (b.count > a.count ? b : a));
  const dayFirst = scores.find((entry) => entry.format === 'DD/MM/YYYY')?.count ?? 0;
  const monthFirst = scores.find((entry) => entry.format === 'MM/DD/YYYY')?.count ?? 0;
  if (best.count === 0) return { format: 'DD/MM/YYYY', ambiguous: false };
  const ambiguous = dayFirst === best.count && monthFirst === best.count;
  return { format: ambiguous ? 'DD/MM/YYYY' : best.format, ambiguous };
}

/**
 * An amount cell in signed cents, exactly (no floats): thousands separators, a currency before or after
 * (S$, $, SGD, USD...), a minus or parentheses for money out, a trailing CR (money in) or DR (money out).
 * Undefined when it is not an amount; more than two decimals are refused rather than rounded.
 */
export function parseCsvAmount(text: string): number | undefined {
  const value = text
    .trim()
    .replace(/^\+/, '')
    .replace(/[€£¥₹]/g, '')
    .replace(/^(-?)\s*(?:[A-Z]{3})\s+/i, '$1')
    .replace(/\s+[A-Z]{3}$/i, '')
    .trim();
  if (value === '') return undefined;
  const parsed = parseAmount(value);
  if (!parsed) return undefined;
  const negative = parsed.debit || (parsed.negative && !parsed.credit);
  return negative && parsed.cents !== 0 ? -parsed.cents : parsed.cents;
}

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
