/**
 * Scans of generated statements read like an upload with OCR on, and what came of each: read exactly, or
 * imported for review with the right difference, or (never acceptable) imported as if right while wrong.
 * Shared by the CI test (a few scans) and the benchmark (50).
 */
import {
  StatementParseError,
  parseStatement,
  reviewOf,
  type ExtractedPdf,
  type ParsedTransaction,
  type ScannedReading,
} from '@garden/core';
import { dbsAccountVariant, drawDbsAccountStatement } from './layouts/dbs-account.layout';
import { dbsCardVariant, drawDbsCreditStatement } from './layouts/dbs-credit.layout';
import { citibankCardVariant, drawCitibankCreditStatement } from './layouts/citibank-credit.layout';
import { drawOcbcAccountStatement, ocbcAccountVariant } from './layouts/ocbc-account.layout';
import { drawUobAccountStatement, uobAccountVariant } from './layouts/uob-account.layout';
import { drawUobCreditStatement, uobCardVariant } from './layouts/uob-credit.layout';
import { chaseCardVariant, drawChaseCreditStatement } from './layouts/chase-credit.layout';
import { scanSettings, scanStatement, type ScanSettings, type StatementPageRenderer } from './scanned-statement';

/** What the scan tests use of the API (test-support does not depend on it): its PdfTextReader, and its reading of a scan. */
export interface ScanReader extends StatementPageRenderer {
  extract(bytes: Uint8Array, password?: string, options?: { useOcr?: boolean }): Promise<ExtractedPdf>;
  /** The scan read as an upload reads it: figures read again when it does not add up (readScannedStatement). */
  readScanned(scan: Uint8Array, extracted: ExtractedPdf): Promise<ScannedReading>;
}

type Draw = (seed: number) => Promise<{ pdf: Buffer; expected: { transactions: ParsedTransaction[] } }>;

/** Layout families scanned in tests and the benchmark (seeded variants of each). */
export const SCAN_LAYOUTS = {
  'dbs-credit': (seed) => drawDbsCreditStatement(dbsCardVariant(seed)),
  'dbs-account': (seed) => drawDbsAccountStatement(dbsAccountVariant(seed)),
  'uob-credit': (seed) => drawUobCreditStatement(uobCardVariant(seed)),
  'uob-account': (seed) => drawUobAccountStatement(uobAccountVariant(seed)),
  'ocbc-account': (seed) => drawOcbcAccountStatement(ocbcAccountVariant(seed)),
  'citibank-credit': (seed) => drawCitibankCreditStatement(citibankCardVariant(seed)),
  'chase-credit': (seed) => drawChaseCreditStatement(chaseCardVariant(seed)),
} satisfies Record<string, Draw>;

export type ScanLayout = keyof typeof SCAN_LAYOUTS;

/**
 * - exact: every row (date, description, amount, foreign amount) as printed, and the statement reconciles;
 * - exact-but-spacing: the same, but a description differs only in letter case or spacing OCR cannot see
 *   (a masked xxxx read as XXXX, "U. S." read as "U.S."); amounts and dates exact; reconciles;
 * - figures-exact: every date and amount exact and the statement reconciles, but a description has a
 *   letter misread (no total can catch that);
 * - review: imported for review, with the difference the person is shown;
 * - refused: not imported, the person told why (e.g. the statement date could not be read);
 * - silently-wrong: imported as if right while a row's date or amount is wrong, a row is missing or
 *   extra, or the opening or closing balance is not the one printed. Never acceptable.
 */
export type ScanOutcome = 'exact' | 'exact-but-spacing' | 'figures-exact' | 'review' | 'refused' | 'silently-wrong';

export interface ScanResult {
  layout: ScanLayout;
  seed: number;
  settings: ScanSettings;
  pages: number;
  /** Time to read the scan (render and OCR every page, then parse), ms. */
  readMs: number;
  outcome: ScanOutcome;
  /** For a review: true when its difference is what the misread rows and printed figure really give. */
  rightDifference?: boolean;
  /** Rows read exactly / rows printed. */
  exactRows: number;
  /** Rows whose date and amount were read exactly (a description may have a letter misread). */
  figureRows: number;
  rows: number;
  /** Rows printed but not read exactly, each with the row read in its place (by position), for diagnosis. */
  misread: { printed: string; read?: string }[];
  repairs: string[];
  /** Rows' dates read again (figures added up only as read again) and not confirmed, for diagnosis. */
  unconfirmedDates?: string[];
  message?: string;
}

/** Letter case and spacing: what OCR cannot see on a masked number or a narrow gap. */
const loose = (row: ParsedTransaction): string =>
  JSON.stringify(row, (key, value: unknown) =>
    (key === 'description' || key === 'foreignAmount') && typeof value === 'string'
      ? value.toUpperCase().replace(/\s+/g, '')
      : value,
  );

/** The figures of a row: what reconciliation checks. */
const figures = (row: ParsedTransaction): string => `${row.date} ${row.amountCents}`;

const sumOf = (rows: ParsedTransaction[]): number => rows.reduce((sum, row) => sum + row.amountCents, 0);

/** Whether the import marks this reading for review (the import's own rule, see core's import-review.ts). */
const needsReview = (reading: ScannedReading): boolean => reviewOf(reading, true, reading).needsReview;

/** Draws a layout variant, scans it, reads the scan with OCR as an upload would, and judges the result. */
export async function readScannedVariant(
  reader: ScanReader,
  layout: ScanLayout,
  seed: number,
  dpi: 150 | 300,
  overrides: Partial<Omit<ScanSettings, 'dpi' | 'seed'>> = {},
): Promise<ScanResult> {
  const { pdf, expected } = await SCAN_LAYOUTS[layout](seed);
  const settings = { ...scanSettings(seed, dpi), ...overrides };
  const scan = await scanStatement(reader, pdf, settings);
  const truth = parseStatement(await reader.extract(pdf));
  const started = Date.now();
  const extracted = await reader.extract(scan, undefined, { useOcr: true });
  let reading;
  try {
    // As an upload reads it: figures read again when the statement does not add up.
    reading = await reader.readScanned(scan, extracted);
  } catch (error) {
    if (!(error instanceof StatementParseError)) throw error;
    return {
      layout,
      seed,
      settings,
      pages: extracted.pageCount,
      readMs: Date.now() - started,
      outcome: 'refused',
      exactRows: 0,
      figureRows: 0,
      rows: expected.transactions.length,
      misread: [],
      repairs: [],
      message: error.message,
    };
  }
  const readMs = Date.now() - started;
  const wanted = expected.transactions.map((row) => JSON.stringify(row));
  const got = reading.transactions.map((row) => JSON.stringify(row));
  const exactRows = got.filter((row) => wanted.includes(row)).length;
  const text = (row: ParsedTransaction): string =>
    [row.date, row.description, row.amountCents, row.foreignAmount].filter((part) => part !== undefined).join(' | ');
  const misread = expected.transactions.flatMap((row, index) => {
    if (got.includes(JSON.stringify(row))) return [];
    const inPlace = reading.transactions[index];
    return [{ printed: text(row), ...(inPlace ? { read: text(inPlace) } : {}) }];
  });
  const wantedFigures = expected.transactions.map(figures);
  const figureRows = reading.transactions.map(figures).filter((row) => wantedFigures.includes(row)).length;
  const strict = JSON.stringify(got) === JSON.stringify(wanted);
  const spacing = JSON.stringify(reading.transactions.map(loose)) === JSON.stringify(expected.transactions.map(loose));
  const review = needsReview(reading);
  const sameFigures =
    JSON.stringify(reading.transactions.map(figures)) === JSON.stringify(expected.transactions.map(figures));
  // The balances the account shows: a scan that reads both a few thousand off alike still adds up.
  const sameBalances =
    reading.openingBalanceCents === truth.openingBalanceCents &&
    reading.account.balanceCents === truth.account.balanceCents;
  const outcome: ScanOutcome = review
    ? 'review'
    : !sameBalances || !sameFigures
      ? 'silently-wrong'
      : strict
        ? 'exact'
        : spacing
          ? 'exact-but-spacing'
          : 'figures-exact';
  const { expectedCents, actualCents } = reading.reconciliation;
  // A total compared with the rows: right when it is the printed figure and the rows' sum as read.
  const rightDifference =
    review &&
    expectedCents !== undefined &&
    actualCents !== undefined &&
    reading.reconciliation.message?.startsWith('The transactions add up to')
      ? expectedCents === truth.reconciliation.expectedCents &&
        actualCents === (reading.openingBalanceCents ?? 0) + sumOf(reading.transactions)
      : undefined;
  return {
    layout,
    seed,
    settings,
    pages: extracted.pageCount,
    readMs,
    outcome,
    ...(rightDifference === undefined ? {} : { rightDifference }),
    exactRows,
    figureRows,
    rows: expected.transactions.length,
    misread,
    repairs: reading.repairs,
    ...(reading.datesReadAgain ? { unconfirmedDates: reading.datesReadAgain.unconfirmed } : {}),
    ...(reading.reconciliation.message ? { message: reading.reconciliation.message } : {}),
  };
}
