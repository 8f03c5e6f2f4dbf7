import { z } from 'zod';
import { CSV_DATE_FORMATS, CSV_IMPORT_MESSAGES, CsvImportError, type CsvDateFormat, type CsvRecord } from './csv-file';
import { guessDateFormat, parseCsvAmount, parseCsvDate } from './csv-values';

/** The person's column mapping of a CSV file: its schema, resolving it against a file, and guessing one. */

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
