/**
 * The transaction table of a statement, read the same way for every bank with a profile (PARSING.md,
 * layers 3 and 4): each page's header names the columns by meaning; dated lines with an amount in the
 * amount column are rows; lines under a row in the description column continue it (also across a page
 * break); labelled lines (previous balance, sub-totals, totals) are figures for reconciliation, never rows.
 * What differs between banks is data, a StatementTableProfile: the header words, the row date shape, the
 * figures the bank prints, what the lines under a row can be, section titles and the side of the money
 * they give, and for account statements (profile.runningBalance) the Withdrawal / Deposit / Balance
 * columns whose running balance confirms each row's side. The card layouts, the US checking layouts and
 * the Singapore account layouts use it; unknown layouts use the profile-free reading
 * (table/read-generic-table.ts), whose money columns come from the geometry of the rows (table/amount-columns.ts).
 */
export { hasStatementTableHeader } from './table/header-columns';
export { readStatementTable, tableFigure } from './table/read-statement-table';
export { closingBalanceOf, openingBalanceOf, reconcileRunningBalance } from './table/reconcile-running-balance';
export type { RunningBalances, StatementTable, TableFigure, TableSection } from './table/statement-table.types';
export type {
  FigureRule,
  RunningBalanceRule,
  StatementTableProfile,
  TableDates,
  TableEntry,
  WrappedLineRule,
} from './table/table-profile';
