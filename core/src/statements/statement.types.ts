/**
 * The contract between PDF text extraction (api/worker) and the bank parsers (pure, here in core).
 * Coordinates are PDF points from the top-left corner of each page, whatever library read the file.
 */

/** One run of text as the PDF library reported it. A word may arrive split into several items. */
export interface TextItem {
  page: number;
  x: number;
  y: number;
  /** Width in points when the library knows it (pdfreader and pdf.js both do). */
  width: number;
  /** Font size in points when the library reports it (pdf.js does): word-gap thresholds scale with it. */
  height?: number;
  /** Text of an OCR layer over a page image (a scan): positions are approximate, gaps inside words wider. */
  ocr?: boolean;
  /** Drawn with a turned baseline (margin text up the page edge, a watermark): never part of a line. */
  rotated?: boolean;
  text: string;
  /** An OCR word's box in the page image as scanned, in pixels: where to read it again. */
  ocrBox?: { x0: number; y0: number; x1: number; y1: number };
  /** Other readings of an OCR word (its figure read again on its own, magnified): candidates only. */
  readings?: string[];
}

/** Metadata of the PDF's info dictionary, used to recognise issuers. */
export interface PdfMetadata {
  title?: string;
  author?: string;
  creator?: string;
  producer?: string;
  pdfVersion?: string;
}

export interface ExtractedPdf {
  pageCount: number;
  /** Page sizes in points, index 0 = page 1. */
  pages: { width: number; height: number }[];
  items: TextItem[];
  metadata: PdfMetadata;
  /**
   * A scan's statement date found from the other dates it prints (statementDateFromEvidence), set only when
   * its own could not be read: a parser that finds no statement date takes this one instead of refusing.
   */
  statementDateFromEvidence?: string;
}

/** A piece of a line: adjacent items merged into one word-or-phrase cell. */
export interface LineCell {
  x: number;
  /** Right edge (x + width). */
  right: number;
  text: string;
}

/** Items that share a baseline (within a tolerance), left to right. */
export interface StatementLine {
  page: number;
  y: number;
  cells: LineCell[];
  /** The cells joined with single spaces. */
  text: string;
}

export const ACCOUNT_TYPES = ['checking', 'credit', 'savings', 'investment', 'others'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export type BankId =
  | 'dbs'
  | 'ocbc'
  | 'uob'
  | 'citibank'
  | 'hsbc'
  | 'standard_chartered'
  | 'maybank'
  | 'trust'
  | 'bank_of_america'
  | 'chase'
  /** A layout no bank parser recognises, read by its Date / Description / Amount columns. */
  | 'generic';

export interface ParsedAccount {
  /** Display name of the issuer, e.g. "DBS", "OCBC", "Bank of America". */
  institution: string;
  /** Product name when printed ("OCBC 365 CREDIT CARD"); else a readable default. */
  name: string;
  accountType: AccountType;
  /** Last four digits of the card or account number; undefined when none is printed. */
  last4?: string;
  /** ISO 4217, default SGD (USD for the US banks). */
  currency: string;
  /** Statement closing date, YYYY-MM-DD. */
  statementDate: string;
  /**
   * Closing balance in signed cents from the account holder's view: for a card, the amount owed is
   * negative (owing 702.10 -> -70210); for a bank account, money held is positive.
   */
  balanceCents?: number;
  /** Card credit limit in cents. */
  creditLimitCents?: number;
}

export interface ParsedTransaction {
  /** YYYY-MM-DD (year inferred from the statement date, with rollover). */
  date: string;
  /** Whitespace-collapsed description; wrapped lines joined with single spaces. */
  description: string;
  /** Signed cents from the account holder's view: money out negative, money in positive. */
  amountCents: number;
  /** Original foreign amount as printed, e.g. "USD 12.34", when the row shows one. */
  foreignAmount?: string;
}

/** Result of checking parsed rows against the statement's printed totals. */
export interface Reconciliation {
  /** True when rows and printed figures agree to the cent; false on a mismatch. */
  ok: boolean;
  /** What was compared, e.g. "closing balance" or "total amount due"; undefined when nothing printed. */
  against?: string;
  expectedCents?: number;
  actualCents?: number;
  /** Human-readable outcome shown on the task when not ok. */
  message?: string;
  /** On a running-balance mismatch: the row (from 0) whose printed balance first disagrees with the rows. */
  brokenRow?: number;
  /**
   * On a running-balance mismatch: the one printed balance that disagrees while the next printed balance (or
   * the closing balance printed on its own) agrees with the rows again. Every row is then confirmed by the
   * balances on either side; only that printed figure is off (OCR reads it for the next check to use).
   */
  lonePrintedBalance?: { printedCents: number; runningCents: number };
}

export interface ParsedStatement {
  bank: BankId;
  account: ParsedAccount;
  /** Opening (previous) balance in signed cents when printed; not a transaction. */
  openingBalanceCents?: number;
  transactions: ParsedTransaction[];
  reconciliation: Reconciliation;
}

/** A bank/type parser. detect() is cheap and says how sure it is (0 = not mine, 1 = certain). */
export interface StatementParser {
  id: string;
  bank: BankId;
  detect(pdf: ExtractedPdf, lines: StatementLine[]): number;
  parse(pdf: ExtractedPdf, lines: StatementLine[]): ParsedStatement;
}
