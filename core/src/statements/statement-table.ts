/**
 * The transaction table of a statement, read the same way for every bank with a profile (PARSING.md,
 * layers 3 and 4): each page's header names the columns by meaning; dated lines with an amount in the
 * amount column are rows; lines under a row in the description column continue it (also across a page
 * break); labelled lines (previous balance, sub-totals, totals) are figures for reconciliation, never rows.
 * What differs between banks is data, a StatementTableProfile: the header words, the row date shape, the
 * figures the bank prints, what the lines under a row can be, section titles and the side of the money
 * they give, and for account statements (profile.runningBalance) the Withdrawal / Deposit / Balance
 * columns whose running balance confirms each row's side. The card layouts, the US checking layouts and
 * the Singapore account layouts use it; unknown layouts use generic-table.ts.
 */
import { formatCents, type ParsedAmount } from '../money/money';
import { inferYearDate, inferYearInPeriod, isoDate, parseDayMonthName } from './statement-dates';
import { buildLines } from './statement-lines';
import { amountAtLineEnd, cardCents, cleanDescription, parseMoneyCell } from './statement-text';
import {
  COLUMN_WORDS,
  headerPattern,
  isHeaderLine,
  roleCellIndex,
  separateGluedLabels,
  type ColumnRole,
} from './table-headers';
import type { ExtractedPdf, LineCell, ParsedTransaction, Reconciliation, StatementLine } from './statement.types';
import { DESCRIPTION_SLACK, closesRow, openRowFor } from './parsers/page-break-rows';
import { stackedHeader } from './parsers/stacked-header';
import { stackedHeaderCells } from './parsers/us-statement-fields';

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

/** Panel text starts at least this far right of the amount column's right edge. */
const PANEL_GAP = 8;
const MONTH_NAME = '(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEPT?|OCT|NOV|DEC)';
/** "14 NOV", "14 Nov", and "14NOV" as some text layers print it. */
const NAMED_DATE = `\\d{1,2} ?${MONTH_NAME}\\.?`;
/** "05/03", and "01/05/25" with its year. */
const NUMERIC_DATE = '\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2}(?:\\d{2})?)?';
const TRANSACTION_WORD = /^\W*(?:trans(?:action)?|tran|txn)\b/i;
const POSTING_WORD = /^\W*post(?:ing|ed)?\b/i;
const FIGURES_IN_TEXT = /\d[.,]\d{2}\b/;

interface Columns {
  descriptionX: number;
  /** Left edge of the amount label: amounts end to the right of it. */
  amountX: number;
  /** Right edge of the amount label: a side panel starts beyond it. */
  amountRight: number;
  /** With two dates, the header names the transaction date before the posting date. */
  transactionDateFirst: boolean;
}

interface Header extends Columns {
  page: number;
  /** The y of the header's last line (a stacked header's lower lines are the header's). */
  bottomY: number;
}

/** The columns a header line names, or undefined when the line is not this profile's header. */
function headerColumns(line: StatementLine, profile: StatementTableProfile): Columns | undefined {
  const { header } = profile;
  let cells = line.cells;
  if (header.sidePanel) {
    const amountIndex = roleCellIndex(cells, 'amount');
    if (amountIndex < 0) return undefined;
    cells = cells.slice(0, amountIndex + 1);
  }
  const text = cleanDescription(cells.map((cell) => cell.text).join(' '));
  if (cells.length > header.maxCells || FIGURES_IN_TEXT.test(text) || !isHeaderLine(text, header.roles)) {
    return undefined;
  }
  const transaction = cells.findIndex((cell) => TRANSACTION_WORD.test(cell.text));
  const posting = cells.findIndex((cell) => POSTING_WORD.test(cell.text));
  if (header.needsTransactionDate && transaction < 0) return undefined;
  // The description label after the date labels ("Transaction" alone also reads as a description word).
  const dates = header.needsTransactionDate ? Math.max(transaction, posting) + 1 : 0;
  const descriptionIndex = roleCellIndex(cells.slice(dates), 'description');
  const description = descriptionIndex < 0 ? undefined : cells[dates + descriptionIndex];
  // The right-most amount label: a foreign-currency amount column ("Amount in FCY") may stand before it.
  const amount = [...cells].reverse().find((cell) => roleCellIndex([cell], 'amount') === 0);
  const transactionDateFirst = posting >= 0 && transaction >= 0 && transaction < posting;
  if (description && amount) {
    return { descriptionX: description.x, amountX: amount.x, amountRight: amount.right, transactionDateFirst };
  }
  if (header.needsTransactionDate || header.descriptionFallback === undefined) return undefined;
  // Header words drawn into shared cells: positions from the cells around them.
  const last = amount ?? cells[cells.length - 1];
  const fallback = header.descriptionFallback;
  const first = fallback === 'beforeAmount' ? cells[cells.length - 2] : (cells[fallback] ?? cells[0]);
  if (!first || !last || (header.sidePanel && !amount)) return undefined;
  return { descriptionX: first.x, amountX: last.x, amountRight: last.right, transactionDateFirst };
}

/** Each table header by its first line, with the y of its last line, top to bottom. */
function* eachHeader(
  lines: readonly StatementLine[],
  profile: StatementTableProfile,
): Generator<[StatementLine, Header]> {
  // The line under words stacked over it names at least one column itself (cheap, before the stacking).
  const namesAColumn =
    profile.header.stacked === 'wordsAbove' ? headerPattern([...profile.header.roles].slice(-1)) : undefined;
  for (const [index, line] of lines.entries()) {
    if (line.cells.length === 0) continue;
    // A side panel on the header's baseline can hold figures and words: headerColumns() cuts it off first.
    if (!profile.header.sidePanel && (line.cells.length > profile.header.maxCells || FIGURES_IN_TEXT.test(line.text))) {
      continue;
    }
    if (namesAColumn && !namesAColumn.test(line.text)) continue;
    const stacked = stackedLine(lines, index, profile);
    const columns = stacked ? headerColumns(stacked.line, profile) : undefined;
    if (stacked && columns) yield [line, { ...columns, page: line.page, bottomY: stacked.bottomY }];
  }
}

function tableHeaders(lines: readonly StatementLine[], profile: StatementTableProfile): Map<StatementLine, Header> {
  return new Map(eachHeader(lines, profile));
}

/** The header line at lines[index] with the words stacked over or under its cells. */
function stackedLine(
  lines: readonly StatementLine[],
  index: number,
  profile: StatementTableProfile,
): { line: StatementLine; bottomY: number } | undefined {
  const line = lines[index];
  if (!line) return undefined;
  if (profile.header.stacked === 'wordsBelow') return stackedHeader(lines, index);
  if (profile.header.stacked !== 'wordsAbove') return { line, bottomY: line.y };
  const cells = stackedHeaderCells(line, lines);
  return { line: { ...line, cells, text: cells.map((cell) => cell.text).join(' ') }, bottomY: line.y };
}

/** True when a line is (the first line of) one of this profile's table headers. */
export function hasStatementTableHeader(lines: readonly StatementLine[], profile: StatementTableProfile): boolean {
  return !eachHeader(lines, profile).next().done;
}

/** The lines of the table's side of each page: a side panel beyond the amount column cut off. */
function tableSideLines(
  pdf: ExtractedPdf,
  lines: readonly StatementLine[],
  profile: StatementTableProfile,
): StatementLine[] {
  const rights = new Map<number, number>();
  for (const header of tableHeaders(lines, profile).values()) {
    if (!rights.has(header.page)) rights.set(header.page, header.amountRight);
  }
  const first = [...rights.values()][0];
  // A page without a header keeps the previous page's edge; pages before the first header take the first.
  const rightOf = (page: number): number | undefined => {
    for (let candidate = page; candidate >= 1; candidate -= 1) {
      const right = rights.get(candidate);
      if (right !== undefined) return right;
    }
    return first;
  };
  return buildLines(
    pdf.items.filter((item) => {
      const right = rightOf(item.page);
      return right === undefined || item.x < right + PANEL_GAP;
    }),
  );
}

/** The leading date pattern of a row (one date, or a posting and a transaction date), and a dates-only cell. */
function rowDatePatterns(profile: StatementTableProfile): { row: RegExp; datesOnly: RegExp; leadingDates: RegExp } {
  const named = profile.rowDates.ocr ? `[A-Z]?${NAMED_DATE}` : NAMED_DATE;
  const one = profile.rowDates.numeric ? `(?:${NUMERIC_DATE}|${named})` : named;
  const { twoDates } = profile.rowDates;
  const dates = twoDates ? `(${one})${twoDates === 'orOne' ? '(?: +(' + one + '))?' : ' +(' + one + ')'}` : `(${one})`;
  return {
    row: new RegExp(`^${dates}(?![\\w/])\\s*`, 'i'),
    datesOnly: new RegExp(`^(?:${one}\\s*)+$`, 'i'),
    leadingDates: new RegExp(`^(?:${one}\\s+)+`, 'i'),
  };
}

/** When the statement was printed: rows without a year take the one that fits (the period when known). */
export interface TableDates {
  statementDate: string;
  period?: { start: string; end: string };
}

function rowDate(text: string, profile: StatementTableProfile, dates: TableDates): string | undefined {
  const parts = text.split('/').map(Number);
  if (parts.length === 1) return parseDayMonthName(text.replace(/^[A-Z](?=\d)/i, ''), dates.statementDate);
  const [first = 0, second = 0, year] = parts;
  const [day, month] = profile.rowDates.numeric === 'monthFirst' ? [second, first] : [first, second];
  if (year !== undefined) return isoDate(year < 100 ? 2000 + year : year, month, day);
  return dates.period ? inferYearInPeriod(day, month, dates.period) : inferYearDate(day, month, dates.statementDate);
}

/** Where a row's description starts: its first cell that is not only dates. */
function descriptionCellX(cells: readonly LineCell[], datesOnly: RegExp): number | undefined {
  return cells.find((cell) => !datesOnly.test(cleanDescription(cell.text)))?.x;
}

function matchesLabel(label: RegExp | readonly RegExp[], text: string): boolean {
  return label instanceof RegExp ? label.test(text) : label.some((pattern) => pattern.test(text));
}

/** Undated lines further than this from every row are notes, not description parts. */
const ATTACH_GAP = 16;
/**
 * A description's first part sits this close above its dated line; a line at the top of a page further
 * from the next row is the end of the previous page's last row (a page break inside the row).
 */
const ABOVE_GAP = 11;

interface Anchor {
  y: number;
  /** Undefined for a dated figure (a previous balance row), which takes its neighbours but is not a transaction. */
  transaction?: ParsedTransaction;
  before: string[];
  after: string[];
}

type Entry = { kind: 'row'; anchor: Anchor } | { kind: 'text'; y: number; text: string };

/**
 * Gives each undated line of a stretch to the row above or below it: a run of such lines between two
 * rows is cut at its widest gap, and near-ties go to the row below (descriptions start above the date).
 * At the top of a page, lines that do not sit tight above the next row end the previous page's last row.
 */
function attachLoose(entries: Entry[], carried?: Anchor): void {
  let previous: Anchor | undefined;
  let run: { y: number; text: string }[] = [];
  if (carried) {
    while (entries[0]?.kind === 'text') {
      const next = entries[1];
      const nextY = next ? (next.kind === 'row' ? next.anchor.y : next.y) : Number.POSITIVE_INFINITY;
      if (nextY - entries[0].y <= ABOVE_GAP) break;
      carried.after.push(entries[0].text);
      entries.shift();
    }
  }
  const settle = (next: Anchor | undefined): void => {
    if (run.length === 0) return;
    const ys = [previous?.y, ...run.map((line) => line.y), next?.y];
    let cut = previous && !next ? run.length : 0;
    if (previous && next) {
      for (let index = 1; index < ys.length - 1; index += 1) {
        const gap = (ys[index + 1] ?? 0) - (ys[index] ?? 0);
        const widest = (ys[cut + 1] ?? 0) - (ys[cut] ?? 0);
        if (gap > widest + 1) cut = index;
      }
    }
    // Lines before the cut end the row above; the rest start the row below. Far-away lines are dropped.
    let lastY = previous?.y ?? Number.NEGATIVE_INFINITY;
    for (const line of run.slice(0, cut)) {
      if (!previous || line.y - lastY > ATTACH_GAP) break;
      previous.after.push(line.text);
      lastY = line.y;
    }
    let nextY = next?.y ?? Number.POSITIVE_INFINITY;
    const toNext: string[] = [];
    for (const line of run.slice(Math.max(cut, 0)).reverse()) {
      if (!next || nextY - line.y > ATTACH_GAP) break;
      toNext.unshift(line.text);
      nextY = line.y;
    }
    next?.before.unshift(...toNext);
    run = [];
  };
  for (const entry of entries) {
    if (entry.kind === 'text') {
      run.push(entry);
      continue;
    }
    settle(entry.anchor);
    previous = entry.anchor;
  }
  settle(undefined);
}

/**
 * Reads a statement's table with a bank's profile. Signs follow the card convention (CR, a minus or
 * parentheses = money in) unless the profile's sections give the side (profile.sectionSides).
 */
export function readStatementTable(
  pdf: ExtractedPdf,
  allLines: readonly StatementLine[],
  profile: StatementTableProfile,
  dates: TableDates | string,
): StatementTable {
  const when = typeof dates === 'string' ? { statementDate: dates } : dates;
  if (profile.runningBalance) return readBalanceColumns(allLines, profile, profile.runningBalance, when);
  const lines = profile.header.sidePanel ? tableSideLines(pdf, allLines, profile) : allLines;
  const headers = tableHeaders(lines, profile);
  // Lines above a page's first header (page headings, summaries repeated at the top) are furniture.
  const headerYs = new Map<number, number>();
  for (const line of headers.keys()) if (!headerYs.has(line.page)) headerYs.set(line.page, line.y);
  const { row: datePattern, datesOnly, leadingDates } = rowDatePatterns(profile);
  const noise = profile.descriptionNoise;
  const withoutNoise = (text: string): string => cleanDescription(noise ? text.replace(noise, ' ') : text);
  const read = profile.readAmount ?? parseMoneyCell;
  const slack = profile.amountSlack ?? 0;

  const table: StatementTable = {
    hasHeader: headers.size > 0,
    firstHeaderLine: [...headers.keys()][0],
    transactions: [],
    figures: new Map(),
    cardTexts: [],
    sections: [],
    titledSums: new Map(),
    rowNumbers: new Map(),
    sideMismatches: [],
    titledCounts: new Map(),
  };
  const sides = profile.sectionSides;
  // With section sides, rows are read only inside a section.
  let inSection = sides === undefined;
  const addRow = (transaction: ParsedTransaction, printed: ParsedAmount): void => {
    const side = sides?.[title];
    if (side) {
      transaction.amountCents = side === 'in' ? printed.cents : -printed.cents;
      if (printed.negative === (side === 'in')) table.sideMismatches.push({ transaction, section: title });
    }
    table.transactions.push(transaction);
    section().rowsCents += transaction.amountCents;
    table.titledSums.set(title, (table.titledSums.get(title) ?? 0) + transaction.amountCents);
    table.titledCounts.set(title, (table.titledCounts.get(title) ?? 0) + 1);
  };
  let title = profile.untitledSection ?? 'untitled';
  const section = (): TableSection => {
    const current = table.sections[table.sections.length - 1];
    if (current) return current;
    const first: TableSection = { figures: new Map(), rowsCents: 0 };
    table.sections.push(first);
    return first;
  };
  let header: Header | undefined;
  let inTable = false;
  let ended = false;
  // The last row read and the last line that reached down to it; open to the end of its page.
  let open:
    { line: StatementLine; transaction: ParsedTransaction; descriptionX?: number; currency?: string } | undefined;
  let tableLinesOnPage = 0;
  let page = 0;

  // profile.wordsAroundRows: rows and undated lines of the current stretch, attached when it ends.
  let segment: Entry[] = [];
  let carried: Anchor | undefined;
  let lastAnchor: Anchor | undefined;
  const anchors: Anchor[] = [];
  const endSegment = (): void => {
    attachLoose(segment, carried);
    segment = [];
    carried = undefined;
  };
  const anchorAt = (y: number, transaction?: ParsedTransaction): void => {
    const anchor: Anchor = { y, transaction, before: [], after: [] };
    anchors.push(anchor);
    segment.push({ kind: 'row', anchor });
    lastAnchor = anchor;
  };

  const record = (rule: FigureRule, cents: number | undefined, text: string): void => {
    if (cents === undefined) return;
    for (const figures of [table.figures, section().figures]) {
      const known = figures.get(rule.figure);
      if (!known) figures.set(rule.figure, { cents, labels: [text] });
      else {
        if (rule.combine === 'sum') known.cents += cents;
        if (rule.combine === 'last') known.cents = cents;
        known.labels.push(text);
      }
    }
  };

  for (const line of lines) {
    if (line.page !== page) {
      page = line.page;
      tableLinesOnPage = 0;
      // The first lines of a new page may end the last row of the page before.
      endSegment();
      carried = lastAnchor;
    }
    const titledAnywhere = sides
      ? profile.sectionTitles?.find(([pattern]) => pattern.test(cleanDescription(line.text)))
      : undefined;
    if (titledAnywhere) {
      // The same title again ("- continued") at the top of a page keeps the last row open across the break.
      if (titledAnywhere[1] !== title || open?.line.page === line.page) open = undefined;
      title = titledAnywhere[1];
      inSection = true;
      // The first line under a title (and its column header) may continue the row open across the break.
      tableLinesOnPage = 0;
      continue;
    }
    // Lines above a page's first header are furniture; with section sides the sections say where rows are.
    const headerY = sides ? undefined : headerYs.get(line.page);
    if (headerY !== undefined && line.y < headerY) continue;
    const found = headers.get(line);
    if (found) {
      const keep = carried;
      endSegment();
      carried = keep;
      header = found;
      inTable = !ended;
      continue;
    }
    // Lines of several entries (a checks table) need no column header of their own: their section says what they are.
    const entriesOf = inSection ? profile.entriesOfLine?.[title] : undefined;
    if (entriesOf) {
      const entryText = cleanDescription(line.text);
      open = undefined;
      if (profile.figures.some((rule) => rule.endsSection && matchesLabel(rule.label, entryText))) inSection = false;
      else {
        for (const entry of entriesOf(entryText, when)) {
          const printed = { date: entry.date, description: entry.description, amountCents: cardCents(entry.amount) };
          addRow(printed, entry.amount);
        }
      }
      continue;
    }
    if (!inTable || !header || !inSection) continue;
    if (line.page === header.page && line.y <= header.bottomY) continue;
    tableLinesOnPage += 1;
    const text = cleanDescription(line.text);

    const end = amountAtLineEnd(line, read);
    const { amountX, amountRight } = header;
    const inColumn = (right: number): boolean =>
      profile.amountRightEdge === undefined
        ? right >= amountX - slack
        : Math.abs(right - amountRight) <= profile.amountRightEdge;
    const amount = end && inColumn(end.cell.right) ? end : undefined;
    const cents = amount ? cardCents(amount.amount) : undefined;

    const titled = amount ? undefined : profile.sectionTitles?.find(([pattern]) => pattern.test(text));
    if (titled) {
      // The same title again ("Purchases (continued)") repeats it on a new page: furniture, the row stays open.
      if (titled[1] === title) tableLinesOnPage -= 1;
      else open = undefined;
      title = titled[1];
      continue;
    }
    const heading = amount ? undefined : profile.cardHeading?.exec(text);
    if (heading) {
      table.sections.push({ heading, figures: new Map(), rowsCents: 0 });
      open = undefined;
      continue;
    }

    const labelText = profile.datedFigures ? text.replace(leadingDates, '') : text;
    const figure = profile.figures.find(
      (rule) => matchesLabel(rule.label, labelText) && (!rule.needsAmount || cents !== undefined),
    );
    if (figure) {
      record(figure, cents, labelText);
      open = undefined;
      if (figure.endsSection) inSection = false;
      if (figure.endsTable) {
        inTable = false;
        ended ||= figure.endsTable === 'forGood';
        endSegment();
        lastAnchor = undefined;
      } else if (profile.wordsAroundRows && labelText !== text) anchorAt(line.y);
      continue;
    }

    const dated = datePattern.exec(text);
    if (amount && cents !== undefined) {
      const cells = line.cells.slice(0, line.cells.length - amount.cells);
      // Number columns: matching cells after the first word cell are the row's numbers, not its description.
      const firstWords = cells.findIndex((cell) => !datesOnly.test(cleanDescription(cell.text)));
      const numbers = profile.rowNumbers
        ? cells.filter((cell, index) => index > firstWords && profile.rowNumbers?.test(cell.text.trim()))
        : [];
      const before = cleanDescription(
        cells
          .filter((cell) => !numbers.includes(cell))
          .map((cell) => cell.text)
          .join(' '),
      );
      const row = datePattern.exec(before);
      const transactionDate = profile.rowDates.twoDates && !header.transactionDateFirst ? row?.[2] : undefined;
      const printed = transactionDate ?? row?.[1];
      const date = printed ? rowDate(printed, profile, when) : undefined;
      const description = row ? withoutNoise(before.slice(row[0].length)) : '';
      if (date && description && cents === 0 && numbers.length === 0 && profile.skipUnnumberedZeroRows) {
        open = undefined;
        continue;
      }
      if (date && description) {
        const transaction: ParsedTransaction = { date, description, amountCents: cents };
        const foreign = profile.foreignInRow?.exec(description)?.groups;
        if (foreign?.currency && foreign.amount) transaction.foreignAmount = `${foreign.currency} ${foreign.amount}`;
        if (numbers.length > 0)
          table.rowNumbers.set(
            transaction,
            numbers.map((cell) => cell.text.trim()),
          );
        addRow(transaction, amount.amount);
        const descriptionX = profile.wrappedAlign === 'row' ? descriptionCellX(line.cells, datesOnly) : undefined;
        open = { line, transaction, descriptionX };
        if (profile.wordsAroundRows) anchorAt(line.y, transaction);
        continue;
      }
    }

    if (profile.wordsAroundRows) {
      // Description parts start in the description column; page numbers and notes elsewhere never join a row.
      const first = line.cells[0];
      const inDescription = first !== undefined && Math.abs(first.x - header.descriptionX) <= DESCRIPTION_SLACK;
      if (!amount && inDescription) segment.push({ kind: 'text', y: line.y, text });
      else endSegment();
      continue;
    }
    // Under the row's own description cell on its page; under the header's on the next page.
    const alignX =
      open?.descriptionX !== undefined && open.line.page === line.page ? open.descriptionX : header.descriptionX;
    const stripped = (rule: WrappedLineRule): string => (rule.strip ? text.replace(rule.strip, '') : text);
    const wrapped = amount ? undefined : profile.wrappedLines.find((rule) => rule.match.test(stripped(rule)));
    // Lines of an `anywhere` rule need only sit under the row (they may be dated, or start anywhere).
    const underX = wrapped?.anywhere ? (line.cells[0]?.x ?? alignX) : alignX;
    const continued =
      amount || (dated && !wrapped?.anywhere) ? undefined : openRowFor(open, line, underX, tableLinesOnPage);
    if (continued) {
      const { transaction } = continued;
      let { currency } = continued;
      const value = wrapped ? wrapped.match.exec(stripped(wrapped)) : null;
      const named = value?.groups;
      if (wrapped?.as === 'foreignCurrency') currency = cleanDescription(named?.currency ?? value?.[1] ?? text);
      else if (wrapped?.as === 'foreignAmount' && named?.amount) {
        transaction.foreignAmount = cleanDescription(`${named.currency ?? currency ?? ''} ${named.amount}`);
      } else if (wrapped?.as === 'foreignAmount') {
        const groups = value ? value.slice(1).filter(Boolean) : [];
        transaction.foreignAmount = groups.length > 0 ? cleanDescription(groups.join(' ')) : (value?.[0] ?? text);
      } else if (!wrapped && profile.otherWrappedLines === 'description') {
        const rest = withoutNoise(text);
        if (rest) transaction.description = cleanDescription(`${transaction.description} ${rest}`);
      }
      open = { ...continued, line, currency };
      continue;
    }
    if (!amount && !dated && table.transactions.length === 0) table.cardTexts.push(text);
    // A line right under a row that does not continue it closes the row; furniture further down does not.
    if (closesRow(open, line)) open = undefined;
  }
  endSegment();
  for (const { transaction, before, after } of anchors) {
    if (transaction)
      transaction.description = cleanDescription([...before, transaction.description, ...after].join(' '));
  }
  return table;
}

/** A figure read from the table, or undefined when the statement does not print it. */
export function tableFigure(table: StatementTable, figure: string): number | undefined {
  return table.figures.get(figure)?.cents;
}

/** Right edges (x + width) of an account table's amount columns on one page: amounts are right-aligned. */
interface BalanceColumns {
  withdrawal: number;
  deposit: number;
  balance: number;
}

type BalanceSide = keyof BalanceColumns;

/** Wrapped header labels sit within this distance of the header line. */
const HEADER_WRAP_GAP = 11;
/** A continuation line sits right under its row (or under the previous continuation line). */
const CONTINUATION_GAP = 14;
/** Continuation lines are indented like the description; some banks indent transfer details a little more. */
const CONTINUATION_LEFT_SLACK = 12;
/** Description text ends at least this far left of the first amount column's right edge. */
const AMOUNTS_BAND = 60;

/** Where two header labels drawn with no gap meet ("Cheque|WITHDRAWAL"), as table-headers' separateGluedLabels. */
const GLUED_LABELS = /(?<=[a-z])(?=[A-Z]{2})/;

/** A header cell starting with a role's words ("WITHDRAWAL (-)", "Deposits (SGD)", "Balance (S$)"). */
const startsWithRole = (role: BalanceSide): RegExp =>
  new RegExp(`^\\W*(?:${COLUMN_WORDS[role].join('|')})(?![A-Za-z])`, 'i');

/** The amount columns a header line names, also on the lines its labels wrap onto; undefined when one is missing. */
function balanceColumnsOf(header: StatementLine, lines: readonly StatementLine[]): BalanceColumns | undefined {
  const wrapped = lines.filter(
    (line) => line !== header && line.page === header.page && Math.abs(line.y - header.y) <= HEADER_WRAP_GAP,
  );
  const edge = (role: BalanceSide): number | undefined => {
    const label = startsWithRole(role);
    for (const line of [header, ...wrapped]) {
      for (const cell of line.cells) {
        // A label glued to the one before it ("ChequeWITHDRAWAL") ends where its share of the cell's width ends.
        const parts = cell.text.split(GLUED_LABELS);
        let end = 0;
        for (const part of parts) {
          end += part.length;
          if (label.test(part)) return cell.x + ((cell.right - cell.x) * end) / Math.max(cell.text.length, 1);
        }
      }
    }
    return undefined;
  };
  const withdrawal = edge('withdrawal');
  const deposit = edge('deposit');
  const balance = edge('balance');
  if (withdrawal === undefined || deposit === undefined || balance === undefined) return undefined;
  return { withdrawal, deposit, balance };
}

/** The amount cells of a line, each given to the column whose right edge is nearest its own. */
function balanceColumnAmounts(
  line: StatementLine,
  columns: BalanceColumns,
  read: (text: string) => ParsedAmount | undefined,
): Map<LineCell, { side: BalanceSide; cents: number }> {
  const edges = Object.entries(columns) as [BalanceSide, number][];
  // An amount far from every column edge is text (a figure inside a description), not a column value.
  const spacing = Math.min(
    Math.abs(columns.withdrawal - columns.deposit),
    Math.abs(columns.deposit - columns.balance),
    Math.abs(columns.withdrawal - columns.balance),
  );
  const tolerance = Math.max(12, spacing * 0.45);
  const found = new Map<LineCell, { side: BalanceSide; cents: number }>();
  for (const cell of line.cells) {
    const amount = read(cell.text);
    if (!amount) continue;
    const [side, distance] = edges
      .map(([name, right]): [BalanceSide, number] => [name, Math.abs(right - cell.right)])
      .sort((a, b) => a[1] - b[1])[0] ?? ['balance', Number.POSITIVE_INFINITY];
    if (distance > tolerance) continue;
    // An overdrawn balance is printed with a minus, parentheses or DR.
    const negative = side === 'balance' && (amount.negative || amount.debit);
    found.set(cell, { side, cents: negative ? -amount.cents : amount.cents });
  }
  return found;
}

function sideSum(values: { side: BalanceSide; cents: number }[], side: BalanceSide): number | undefined {
  const own = values.filter((value) => value.side === side);
  return own.length === 0 ? undefined : own.reduce((total, value) => total + value.cents, 0);
}

/** Starts in the description band: at or right of the description, left of the amount columns. */
function inDescriptionBand(line: StatementLine, descriptionX: number, columns: BalanceColumns): boolean {
  const first = line.cells[0];
  const amountsStart = Math.min(columns.withdrawal, columns.deposit, columns.balance) - AMOUNTS_BAND;
  return first !== undefined && first.x >= descriptionX - CONTINUATION_LEFT_SLACK && first.x < amountsStart;
}

/** x of the first description cell of a dated row: the first cell after the date text. */
function descriptionStart(words: LineCell[], datePrefix: string): number {
  let consumed = 0;
  const prefix = cleanDescription(datePrefix).length;
  for (const cell of words) {
    if (consumed >= prefix) return cell.x;
    consumed += cell.text.length + 1;
  }
  return words[0]?.x ?? 0;
}

/**
 * Reads an account table (profile.runningBalance), page by page: columns come from each page's header
 * (later pages are often shifted, and stale columns flip signs); a row's side is its amount's column; lines
 * under a row in the description band continue it, also right after the next page's header.
 */
function readBalanceColumns(
  lines: readonly StatementLine[],
  profile: StatementTableProfile,
  rule: RunningBalanceRule,
  when: TableDates,
): StatementTable {
  const read = profile.readAmount ?? parseMoneyCell;
  const { row: datePattern } = rowDatePatterns(profile);
  const headers = new Map<StatementLine, BalanceColumns>();
  for (const line of lines) {
    const text = cleanDescription(line.text);
    if (FIGURES_IN_TEXT.test(text) || !isHeaderLine(separateGluedLabels(text), profile.header.roles)) continue;
    const columns = balanceColumnsOf(line, lines);
    if (columns) headers.set(line, columns);
  }
  const firstHeaderY = new Map<number, number>();
  for (const header of headers.keys()) if (!firstHeaderY.has(header.page)) firstHeaderY.set(header.page, header.y);

  const balances: RunningBalances = { printed: new Map() };
  const transactions: ParsedTransaction[] = [];
  // Columns of the last page that had a header; a page without one keeps them.
  let columns: BalanceColumns | undefined;
  let open: { transaction: ParsedTransaction; descriptionX: number; lastLine: StatementLine } | undefined;
  // The last row, which the first lines of the next page may continue (a page break inside a wrapped row).
  let lastRow: { transaction: ParsedTransaction; descriptionX: number; page: number } | undefined;
  let carryOpen = false;
  let ended = false;

  for (const line of lines) {
    const headerColumns = headers.get(line);
    if (headerColumns) {
      columns = headerColumns;
      open = undefined;
      ended = false;
      carryOpen = lastRow?.page === line.page - 1;
      continue;
    }
    if (ended) continue;
    const headerY = firstHeaderY.get(line.page);
    // Above the page's header (page heading, account summary) or before any header: not the table.
    if (!columns || (headerY !== undefined && line.y < headerY)) continue;
    if (open && open.lastLine.page !== line.page) open = undefined;

    const amounts = balanceColumnAmounts(line, columns, read);
    const words = line.cells.filter((cell) => !amounts.has(cell));
    const text = cleanDescription(words.map((cell) => cell.text).join(' '));
    const values = [...amounts.values()];
    const withdrawal = sideSum(values, 'withdrawal');
    const deposit = sideSum(values, 'deposit');
    const balance = values.find((value) => value.side === 'balance')?.cents;

    if (amounts.size === 0) {
      const first = line.cells[0];
      const underOpen =
        open && first !== undefined && line.y - open.lastLine.y <= CONTINUATION_GAP
          ? inDescriptionBand(line, open.descriptionX, columns)
          : false;
      if (open && underOpen) {
        open.transaction.description = cleanDescription(`${open.transaction.description} ${text}`);
        open.lastLine = line;
      } else if (carryOpen && lastRow && inDescriptionBand(line, lastRow.descriptionX, columns)) {
        lastRow.transaction.description = cleanDescription(`${lastRow.transaction.description} ${text}`);
      } else {
        open = undefined;
        carryOpen = false;
      }
      continue;
    }
    open = undefined;
    if (withdrawal === undefined && deposit === undefined) {
      // A balance-only line: brought forward (the first one) or carried forward (the last one).
      if (balance === undefined) continue;
      if (rule.opening.test(text)) balances.openingCents ??= balance;
      else if (rule.closing.test(text)) balances.closingCents = balance;
      continue;
    }
    const dated = datePattern.exec(text);
    const date = dated?.[1] ? rowDate(dated[1], profile, when) : undefined;
    if (!dated || !date) {
      carryOpen = false;
      if (rule.totals?.test(text)) {
        balances.totalWithdrawalsCents = withdrawal ?? 0;
        balances.totalDepositsCents = deposit ?? 0;
        ended = true;
      }
      continue;
    }
    const transaction: ParsedTransaction = {
      date,
      description: cleanDescription(text.slice(dated[0].length)),
      amountCents: (deposit ?? 0) - (withdrawal ?? 0),
    };
    transactions.push(transaction);
    if (balance !== undefined) balances.printed.set(transaction, balance);
    open = { transaction, descriptionX: descriptionStart(words, dated[0]), lastLine: line };
    lastRow = { transaction, descriptionX: open.descriptionX, page: line.page };
    carryOpen = false;
  }
  const rowsCents = transactions.reduce((total, transaction) => total + transaction.amountCents, 0);
  return {
    hasHeader: headers.size > 0,
    firstHeaderLine: [...headers.keys()][0],
    transactions,
    figures: new Map(),
    cardTexts: [],
    sections: [{ figures: new Map(), rowsCents }],
    rowNumbers: new Map(),
    titledCounts: new Map(),
    sideMismatches: [],
    titledSums: new Map(),
    balances,
  };
}

/** The closing balance: the carried-forward line, else the last printed running balance. */
export function closingBalanceOf(table: StatementTable): number | undefined {
  if (table.balances?.closingCents !== undefined) return table.balances.closingCents;
  const printed = [...(table.balances?.printed.values() ?? [])];
  return printed[printed.length - 1];
}

/** The opening balance: brought forward when printed, else worked back from the first printed balance. */
export function openingBalanceOf(table: StatementTable): number | undefined {
  const balances = table.balances;
  if (balances?.openingCents !== undefined) return balances.openingCents;
  let moved = 0;
  for (const transaction of table.transactions) {
    moved += transaction.amountCents;
    const printed = balances?.printed.get(transaction);
    if (printed !== undefined) return printed - moved;
  }
  return undefined;
}

function mismatch(against: string, expectedCents: number, actualCents: number, message: string): Reconciliation {
  return { ok: false, against, expectedCents, actualCents, message };
}

/**
 * Checks an account table's rows against everything it prints: the running balance row by row (which names
 * the first row that breaks, e.g. a row read on the wrong side), the printed totals, and the closing
 * balance = opening balance + rows.
 */
export function reconcileRunningBalance(table: StatementTable): Reconciliation {
  const { transactions } = table;
  const balances = table.balances ?? { printed: new Map<ParsedTransaction, number>() };
  const sum = transactions.reduce((total, transaction) => total + transaction.amountCents, 0);
  const opening = openingBalanceOf(table);
  if (opening !== undefined) {
    let running = opening;
    for (const [index, transaction] of transactions.entries()) {
      running += transaction.amountCents;
      const printed = balances.printed.get(transaction);
      if (printed === undefined || printed === running) continue;
      return mismatch(
        'running balance',
        printed,
        running,
        `Row ${index + 1} (${transaction.date} ${transaction.description}, ${formatCents(transaction.amountCents)}) leaves a balance of ${formatCents(running)} but the statement prints ${formatCents(printed)}. The row may be misread or on the wrong side.`,
      );
    }
  }
  const sumWhere = (keep: (cents: number) => boolean): number =>
    transactions.reduce((total, { amountCents }) => total + (keep(amountCents) ? amountCents : 0), 0);
  const sides: [string, number | undefined, number][] = [
    ['total withdrawals', balances.totalWithdrawalsCents, -sumWhere((cents) => cents < 0)],
    ['total deposits', balances.totalDepositsCents, sumWhere((cents) => cents > 0)],
  ];
  for (const [against, printed, actual] of sides) {
    if (printed === undefined || printed === actual) continue;
    return mismatch(
      against,
      printed,
      actual,
      `The ${against} of the rows come to ${formatCents(actual)} but the statement prints ${formatCents(printed)} (difference ${formatCents(printed - actual)}). Some rows may be missing or misread.`,
    );
  }
  const closing = closingBalanceOf(table);
  if (opening === undefined || closing === undefined) {
    return { ok: true, actualCents: sum, message: 'The statement prints no balance to check the rows against.' };
  }
  if (opening + sum === closing) {
    return { ok: true, against: 'closing balance', expectedCents: closing, actualCents: opening + sum };
  }
  return mismatch(
    'closing balance',
    closing,
    opening + sum,
    `The opening balance ${formatCents(opening)} plus the transactions (${formatCents(sum)}) comes to ${formatCents(opening + sum)} but the statement's closing balance is ${formatCents(closing)} (difference ${formatCents(closing - opening - sum)}). Some rows may be missing or misread.`,
  );
}
