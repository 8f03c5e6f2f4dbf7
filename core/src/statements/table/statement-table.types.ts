/** What reading a statement table gives: rows, figures, sections and, for account tables, balances. */
import type { ParsedTransaction, StatementLine } from '../statement.types';

export interface TableFigure {
  cents: number;
  /** Each figure line's text, in print order. */
  labels: string[];
}

/** The part of the table under one card heading (or before any). */
export interface TableSection {
  heading?: RegExpExecArray;
  figures: Map<string, TableFigure>;
  rowsCents: number;
}

export interface StatementTable {
  /** True when at least one table header was found. */
  hasHeader: boolean;
  /** The first line of the first table header: the card's name and number are often printed above it. */
  firstHeaderLine?: StatementLine;
  transactions: ParsedTransaction[];
  /** Figures by name over the whole table. */
  figures: Map<string, TableFigure>;
  /** Table lines before the first row with neither an amount nor a date: the card's name and number. */
  cardTexts: string[];
  /** Sections by card heading, in print order; a first one without heading when rows precede any heading. */
  sections: TableSection[];
  /** Each row's numbers (profile.rowNumbers), e.g. its reference and the card's account number. */
  rowNumbers: Map<ParsedTransaction, string[]>;
  /** Rows counted by section title. */
  titledCounts: Map<string, number>;
  /** Rows whose printed sign disagrees with their section's side (profile.sectionSides), with the section. */
  sideMismatches: { transaction: ParsedTransaction; section: string }[];
  /** Rows summed by section title (profile.sectionTitles); rows before any title count under untitledSection. */
  titledSums: Map<string, number>;
  /** With profile.runningBalance: the balances and totals the statement prints. */
  balances?: RunningBalances;
}

export interface RunningBalances {
  openingCents?: number;
  closingCents?: number;
  totalWithdrawalsCents?: number;
  totalDepositsCents?: number;
  /** The running balance printed on a row (some layouts print it only on a day's last row). */
  printed: Map<ParsedTransaction, number>;
}
