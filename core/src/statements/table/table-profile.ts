/** A bank's profile for the statement table: the data that differs between banks (statement-table.ts). */
import type { ParsedAmount } from '../../money/money';
import type { ColumnRole } from '../table-headers';

/** A figure the bank prints inside its table, e.g. the previous balance or a card's total. */
export interface FigureRule {
  /** The name the bank module reads the figure back by. */
  figure: string;
  label: RegExp | readonly RegExp[];
  /** How repeated figures combine: summed (one per card), or the first or last one printed. */
  combine: 'sum' | 'first' | 'last';
  /** Only a line with an amount in the amount column is this figure; without one it is read as any line. */
  needsAmount?: boolean;
  /** The table ends after this figure: until the next table header, or for good (a payment slip follows). */
  endsTable?: 'untilHeader' | 'forGood';
  /** The current section ends here (its total): nothing is a row until the next section title. */
  endsSection?: boolean;
}

/** One entry of a line that holds several (profile.entriesOfLine). */
export interface TableEntry {
  date: string;
  description: string;
  amount: ParsedAmount;
}

/** What a line under a row can be besides the rest of its description. */
export interface WrappedLineRule {
  /** Removed before matching, e.g. an optional "Foreign Currency:" label. */
  strip?: RegExp;
  /**
   * The value: named groups `currency` and `amount` when the pattern has them (a currency printed on a line
   * of its own before is used when `currency` is missing), else the capture groups joined with spaces, else
   * the whole match.
   */
  match: RegExp;
  /** A foreign amount, a foreign currency named on its own line (for the amount line after it), or a note. */
  as: 'foreignAmount' | 'foreignCurrency' | 'ignore';
  /** The line may start anywhere right of the date column and may be dated ("01/05 EURO"). */
  anywhere?: boolean;
}

/**
 * Account statements: each amount's side is its column (Withdrawal or Deposit), a Balance column runs
 * beside them, and balance-only lines (brought / carried forward) are figures, not rows.
 */
export interface RunningBalanceRule {
  /** The balance brought forward (the first one printed counts). */
  opening: RegExp;
  /** The balance carried forward (the last one printed counts). */
  closing: RegExp;
  /** An undated line printing the withdrawal and deposit totals: the table ends there until the next header. */
  totals?: RegExp;
}

export interface StatementTableProfile {
  header: {
    /** The columns the header names, in order, by meaning (table-headers.ts). */
    roles: readonly ColumnRole[];
    /** A header is a short line: more cells than this is text that happens to hold the words. */
    maxCells: number;
    /**
     * Where the description column starts when the header words share a cell: the cell at this index, or
     * the cell before the amount label.
     */
    descriptionFallback?: number | 'beforeAmount';
    /**
     * Headers printed over two lines ("Transaction" over "Date"): the first line's cells take the words
     * under them, or the last line's cells take the words over them (when the top words share a cell).
     */
    stacked?: 'wordsBelow' | 'wordsAbove';
    /** Cells right of the amount label belong to a side panel drawn on the same baselines as the table. */
    sidePanel?: boolean;
    /** The header must name a transaction date (a date column whose word says so). */
    needsTransactionDate?: boolean;
  };
  /**
   * Row dates: "14 NOV" always; "14/11" too when numeric; posting and transaction date when twoDates (or
   * one of them when 'orOne': a row may print only its posting date); a
   * stray capital before the day when ocr ("I05OCT", an OCR'd scan's slip).
   */
  rowDates: { numeric?: 'dayFirst' | 'monthFirst'; twoDates?: boolean | 'orOne'; ocr?: boolean };
  /**
   * Reference and account numbers printed in columns of their own between the description and the amount:
   * cells after the description matching this are the row's numbers (StatementTable.rowNumbers), not its words.
   */
  rowNumbers?: RegExp;
  /** Zero-amount lines without a row number inform only ("INTEREST CHARGED ON BALANCE TRANSFERS 0.00"). */
  skipUnnumberedZeroRows?: boolean;
  /**
   * Where amounts sit: ending right of the amount label's left edge (default), or right-aligned on the
   * label's right edge within this many points either side (a figure in a Total column further right is not a row's).
   */
  amountRightEdge?: number;
  /** Section titles ("PURCHASES", "PAYMENTS AND OTHER CREDITS"): rows are summed per section for its printed total. */
  sectionTitles?: readonly (readonly [RegExp, string])[];
  /** The section of rows printed before any section title. */
  untitledSection?: string;
  /**
   * Account statements whose sections say the side of the money ("Deposits and other additions",
   * "Withdrawals ..."): titles count wherever they sit on the page (above the column header too), rows are
   * read only inside a section, an amount's side is its section's, and a section ends at a figure that says so.
   */
  sectionSides?: Readonly<Record<string, 'in' | 'out'>>;
  /** Sections whose lines hold several entries side by side (a checks table): how to read one line. */
  entriesOfLine?: Readonly<Record<string, (text: string, dates: TableDates) => TableEntry[]>>;
  /** An amount may end this far left of the amount label's left edge. */
  amountSlack?: number;
  /** Reads an amount cell (OCR layers need gaps closed). */
  readAmount?: (text: string) => ParsedAmount | undefined;
  /**
   * A line naming one card of the statement ("DBS LIVE FRESH CARD NO.: 4119 XXXX XXXX 1234"): it starts a
   * section with its own figures and rows.
   */
  cardHeading?: RegExp;
  /** Figures in the order they are tried. */
  figures: readonly FigureRule[];
  wrappedLines: readonly WrappedLineRule[];
  /** Other lines under a row: the rest of its description, or notes that are not part of it. */
  otherWrappedLines: 'description' | 'ignore';
  /**
   * Where wrapped lines start: under the header's description label, or under the row's own description
   * cell (OCR layers place words apart from the header they sit under).
   */
  wrappedAlign?: 'header' | 'row';
  /**
   * Rows whose words wrap above and below the dated line (vertically centred): undated lines in the
   * description column go to the row above or below them, cut at the widest gap between two rows.
   */
  wordsAroundRows?: boolean;
  /** Figures may be dated like rows ("20 Oct Previous balance 123.45"): labels are matched after the dates. */
  datedFigures?: boolean;
  /** A foreign amount printed inside the row's description ("... 9.99 USD"): named groups currency, amount. */
  foreignInRow?: RegExp;
  /** Text that is never part of a description (a reference number printed inside the row). Global. */
  descriptionNoise?: RegExp;
  /** Withdrawal / Deposit / Balance columns (header roles name them); rows keep their first date. */
  runningBalance?: RunningBalanceRule;
}

/** When the statement was printed: rows without a year take the one that fits (the period when known). */
export interface TableDates {
  statementDate: string;
  period?: { start: string; end: string };
}
