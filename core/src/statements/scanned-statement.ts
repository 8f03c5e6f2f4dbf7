/**
 * Reads a scanned statement: OCR slips in its figures repaired only where the statement's own arithmetic
 * confirms the repair. A reading with repairs is taken only when it reconciles with a figure the statement
 * prints; otherwise the reading as OCR gave it stands, with its difference, for review.
 */
import { parseAmount } from '../money/money';
import { parseStatement } from './parsers';
import { buildLines } from './statement-lines';
import type { ExtractedPdf, ParsedStatement, TextItem } from './statement.types';
import {
  monthLettersReadAsDigits,
  smallAmountPointLost,
  smallAmountRival,
  WELL_FORMED_AMOUNT,
  type OcrRepair,
} from './ocr-slips';
import { isDigitSlip, ocrRepairs, plainAmount, sameLine } from './ocr-repairs';
import { distance, readingsConfirmed, runningReadingsConfirmed, tryParse } from './ocr-readings';
import { restoreCardMasks } from './card-masks';

/** How many repairs one statement may need at most (each round of the search adds one). */
const MAX_REPAIRS = 4;

export interface ScannedReading extends ParsedStatement {
  /** The OCR slips repaired, confirmed by the statement reconciling; empty when none was needed. */
  repairs: string[];
  /**
   * Figures on dated rows that OCR could not read and no repair confirmed ("213", "B2E55"): a row may be
   * missing, even when what was read adds up. Also row dates with a mark where a digit may have been
   * ("12/1:"), which no total checks. Such a statement is for the person to check.
   */
  unreadFigures: string[];
  /**
   * Repairs taken from a second reading of the scan's figures (readingsConfirmed): the figures then add up,
   * but a scan that needed them reads poorly, and its row dates, which no total checks, may be misread too
   * ("27 FEB" read as "24 FEB"). Such a statement is for the person to check.
   */
  figuresReadAgain: string[];
  /**
   * On a statement whose figures add up only as read again: its rows' dates read again too, and those that
   * could not be confirmed (unconfirmedRowDates). Absent when they were not (the statement is then checked
   * by the person, as are those with a date unconfirmed).
   */
  datesReadAgain?: { unconfirmed: string[] };
  /**
   * On a scan first refused for want of a readable statement date or period: its header's date words as
   * read again ("\"B\" -> \"8\""). No total checks them, and every row's year comes from them: for the person to check.
   */
  headerDatesReadAgain?: string[];
  /**
   * On a scan whose statement date could not be read even read again: where the one its rows' years came
   * from was found instead (statementDateFromEvidence). No total checks it: for the person to check.
   */
  statementDateFromEvidence?: string[];
}

/** A row's date at the start of a line: "07 JAN", "07JAN", "07/01", "2024-01-07". */
export const ROW_DATE = /^(?:\d{1,2}\s?[A-Za-z]{3}\b|\d{1,2}[/.-]\d{1,2}\b|\d{4}-\d{2}-\d{2})/;

/** Indices of the items on lines that start with a row's date. */
function datedRowItems(pdf: ExtractedPdf): Set<number> {
  const rows = buildLines(pdf.items).filter((line) => ROW_DATE.test(line.text));
  const dated = new Set<number>();
  pdf.items.forEach((item, index) => {
    if (rows.some((row) => row.page === item.page && Math.abs(row.y - item.y) <= 2.5)) dated.add(index);
  });
  return dated;
}

const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?$/i;

/** "2023" after a month ("31 Dec 2023" in a notice): the year of a date, not a figure left unread. */
export function isYearOfDate(items: readonly TextItem[], index: number): boolean {
  if (!/^(?:19|20)\d{2}[.,]?$/.test(items[index]?.text ?? '')) return false;
  const before = items[index - 1]?.text.trim() === '' ? items[index - 2] : items[index - 1];
  return MONTH.test(before?.text ?? '');
}

/**
 * A row's date in figures with a mark stuck after it where a digit may have been read as the mark ("12/1:"
 * for 12/11): no total checks a date. After a complete date ("12/27,") the mark is a speck. Likewise a
 * day and month in letters with marks no repair reads away.
 */
export function isMarkedDate(text: string): boolean {
  // A day and a month in letters with marks OCR put in or around them ("2_5APR", "_25APR" if no repair
  // reads it): the row would take the date of another column.
  const lettered = /^[^A-Za-z0-9\s]*\d[^A-Za-z0-9\s]*\d?[^A-Za-z0-9\s]*\s?([A-Za-z]{3})[^A-Za-z0-9\s]*$/.exec(text);
  if (lettered && MONTH.test(lettered[1] ?? '') && /[^A-Za-z0-9\s]/.test(text))
    return monthLettersReadAsDigits(text) === undefined;
  const match = /^\d{1,2}[/.-](\d{1,2})(?:[/.-](\d{2,4}))?[^\w\s/]+$/.exec(text);
  if (!match) return false;
  const [, second = '', year] = match;
  // A day or a month has two digits at most, a year two or four: after them a mark ("12/27,") hides no digit.
  return year === undefined ? second.length < 2 : year.length === 3;
}

/**
 * A number in a row's description ("CASH CHEQUE 100237"): figures only, no mark, with two amounts read
 * whole after it on its line (a deposit account row's amount and balance). The row's own figures were
 * read; a lost decimal point would leave an amount with fewer beside it, not more.
 */
export function isNumberBeforeRowFigures(items: readonly TextItem[], index: number): boolean {
  const item = items[index];
  if (!item || !/^\d+$/.test(item.text.trim())) return false;
  const after = items.filter(
    (other) =>
      other !== item && sameLine(item, other) && other.x > item.x && WELL_FORMED_AMOUNT.test(other.text.trim()),
  );
  return after.length >= 2;
}

/** Figures on dated rows that some repair would change, and dates with marks stuck to them: what OCR left unread. */
function unreadFigures(pdf: ExtractedPdf): string[] {
  const dated = datedRowItems(pdf);
  const indices = new Set([
    ...ocrRepairs(pdf).flatMap((repair) =>
      dated.has(repair.index) &&
      !isYearOfDate(pdf.items, repair.index) &&
      !isNumberBeforeRowFigures(pdf.items, repair.index)
        ? [repair.index]
        : [],
    ),
    ...pdf.items.flatMap((item, index) => (item.ocr && dated.has(index) && isMarkedDate(item.text) ? [index] : [])),
  ]);
  return [...indices].sort((a, b) => a - b).map((index) => pdf.items[index]?.text ?? '');
}

/**
 * The rows' dates OCR read with a digit for a month's letter ("010CT", "15 0CT"), all repaired at once.
 * A date is no figure: no total can confirm its repair, but a row left undated is a row lost, and a scan in
 * a thin face can read most months that way. Only what reads one way is repaired (see
 * monthLettersReadAsDigits), and the figures of the rows it brings back are still checked by the total.
 */
function withRowDatesRead(pdf: ExtractedPdf): { pdf: ExtractedPdf; repairs: string[] } | undefined {
  const chosen = oneRepairPerItem(ocrRepairs(pdf).filter((repair) => repair.rowDate));
  if (chosen.length === 0) return undefined;
  return { pdf: { ...pdf, items: applyAll(pdf.items, chosen) }, repairs: chosen.map((repair) => repair.change) };
}

/**
 * The reading to repair figures from: the scan as read, or with its rows' dates repaired when that reads
 * as many rows or more (unless the rows as read reconcile and the repaired ones do not).
 */
function startingReading(pdf: ExtractedPdf): { pdf: ExtractedPdf; reading: ParsedStatement; repairs: string[] } {
  const asRead = tryParse(pdf);
  const dates = withRowDatesRead(pdf);
  const redated = dates ? tryParse(dates.pdf) : undefined;
  if (dates && redated) {
    // As many rows: the dates only lose marks stuck to them ("27 Jun."), no longer left for the person to check.
    const moreRows = !asRead || redated.transactions.length >= asRead.transactions.length;
    const keepsBalance = !asRead || distance(asRead) !== 0 || distance(redated) === 0;
    if (moreRows && keepsBalance) return { pdf: dates.pdf, reading: redated, repairs: dates.repairs };
  }
  // Not readable even so: the reason the scan as read gives.
  return { pdf, reading: asRead ?? parseStatement(pdf), repairs: [] };
}

/**
 * Reads a statement whose text is (partly) OCR. Rows' dates with a month's letter read as a digit are
 * repaired first (see withRowDatesRead). When the reading does not reconcile, OCR slips in its
 * figures are repaired: all at once (then any repair not needed is dropped), else one at a time, each
 * round keeping the repair that brings the rows closest to the printed figures. A reading with figures
 * repaired is returned only when it reconciles with a printed figure; otherwise the reading without them
 * is returned, its difference intact, for the person to review (unless the figures' other readings, when
 * the scan was read again, make it add up: see readingsConfirmed). A reading that adds up as read is still
 * checked against the figures OCR left unread on its rows: when one repaired also adds up, with more rows,
 * it explains more of the page and is taken (a row whose amount was unread, the closing balance read as
 * the row before's).
 */
export function parseScannedStatement(scanned: ExtractedPdf): ScannedReading {
  if (!scanned.items.some((item) => item.ocr))
    return { ...parseStatement(scanned), repairs: [], unreadFigures: [], figuresReadAgain: [] };
  const { pdf, reading: base, repairs: dateRepairs } = startingReading(scanned);
  const result = (
    reading: ParsedStatement,
    repairs: string[],
    items: readonly TextItem[],
    figuresReadAgain: string[] = [],
  ): ScannedReading => ({
    ...reading,
    // A card mask reads only one way: garbled, it is written back as printed (no total checks a description).
    transactions: reading.transactions.map((row) => ({ ...row, description: restoreCardMasks(row.description) })),
    repairs: [...dateRepairs, ...repairs],
    unreadFigures: unreadFigures({ ...pdf, items: [...items] }),
    figuresReadAgain,
  });
  if (distance(base) === 0) {
    const dated = datedRowItems(pdf);
    let fuller: { reading: ParsedStatement; repair: OcrRepair } | undefined;
    for (const repair of ocrRepairs(pdf).filter((candidate) => dated.has(candidate.index))) {
      const reading = tryParse({ ...pdf, items: repair.apply(pdf.items) });
      const rows = fuller?.reading.transactions.length ?? base.transactions.length;
      if (reading && distance(reading) === 0 && reading.transactions.length > rows) fuller = { reading, repair };
    }
    if (fuller && !smallAmountHasRival(pdf, fuller.repair.apply(pdf.items)))
      return result(fuller.reading, [fuller.repair.change], fuller.repair.apply(pdf.items));
    const balances = balanceRepairs(pdf, base, dated);
    if (balances) return result(balances.reading, balances.repairs, balances.items);
    return result(base, [], pdf.items);
  }
  const slipsRepaired = allAtOnce(pdf, base) ?? oneAtATime(pdf, base);
  if (slipsRepaired && smallAmountHasRival(pdf, slipsRepaired.items)) return result(base, [], pdf.items);
  const repaired = slipsRepaired ?? readingsConfirmed(pdf, base) ?? runningReadingsConfirmed(pdf, base);
  if (!repaired) return result(base, [], pdf.items);
  const readAgain = slipsRepaired ? [] : repaired.repairs;
  // Running balances misread on rows the repaired reading did not need: repaired too when it still adds up.
  const repairedPdf = { ...pdf, items: [...repaired.items] };
  const balances = balanceRepairs(repairedPdf, repaired.reading, datedRowItems(repairedPdf));
  return balances
    ? result(balances.reading, [...repaired.repairs, ...balances.repairs], balances.items, readAgain)
    : result(repaired.reading, repaired.repairs, repaired.items, readAgain);
}

/**
 * Whether a small amount read back from its digits ("99" -> 0.99) in `items` has a rival: the same digits as
 * whole units (99.00) add up too. Nothing then tells the two apart, and the statement is left for review.
 */
function smallAmountHasRival(pdf: ExtractedPdf, items: readonly TextItem[]): boolean {
  return pdf.items.some((item) => {
    const small = item.ocr ? smallAmountPointLost(item.text) : undefined;
    const rival = smallAmountRival(item.text);
    if (!small || !rival) return false;
    // The word as repaired: repairs keep a word where it was read.
    const at = items.findIndex(
      (other) => other.page === item.page && other.x === item.x && other.y === item.y && other.text === small,
    );
    if (at < 0) return false;
    const reading = tryParse({
      ...pdf,
      items: items.map((other, index) => (index === at ? { ...other, text: rival } : other)),
    });
    return reading !== undefined && distance(reading) === 0;
  });
}

/**
 * A running balance OCR misread ("22,118.38" for 22,118.33): the reading breaks at one printed balance
 * only, the balance printed after it (or the closing balance) agrees with the rows again, and what was
 * read is a one-digit slip of what the rows give. The printed figure is put right; every row stays as read
 * and is still checked by the balances on either side of it.
 */
export function lonePrintedBalanceRepair(pdf: ExtractedPdf, reading: ParsedStatement): OcrRepair | undefined {
  const lone = reading.reconciliation.lonePrintedBalance;
  if (!lone || lone.printedCents < 0 || lone.runningCents < 0) return undefined;
  const figure = plainAmount(lone.runningCents);
  if (!isDigitSlip(plainAmount(lone.printedCents), figure)) return undefined;
  const dated = datedRowItems(pdf);
  const printed = [...dated].filter((index) => {
    const item = pdf.items[index];
    const amount = item?.ocr && WELL_FORMED_AMOUNT.test(item.text) ? parseAmount(item.text) : undefined;
    return (
      amount !== undefined &&
      !amount.negative &&
      !amount.credit &&
      !amount.debit &&
      amount.cents === lone.printedCents &&
      lastFigureOfLine(pdf.items, index)
    );
  });
  const [index] = printed;
  if (printed.length !== 1 || index === undefined) return undefined;
  return {
    change: `misread balance, the balances before and after it agree: "${pdf.items[index]?.text ?? ''}" -> "${figure}"`,
    index,
    apply: (current) => current.map((item, at) => (at === index ? { ...item, text: figure } : item)),
  };
}

/** A reading that reconciles after repairs, with the repairs and the repaired items. */
interface Repaired {
  reading: ParsedStatement;
  repairs: string[];
  items: readonly TextItem[];
}

/** Whether nothing with a digit stands right of the item on its line: the balance column of a row. */
function lastFigureOfLine(items: readonly TextItem[], index: number): boolean {
  const item = items[index];
  if (!item) return false;
  return !items.some((other, at) => at !== index && sameLine(item, other) && other.x > item.x && /\d/.test(other.text));
}

const sameRows = (a: ParsedStatement, b: ParsedStatement): boolean =>
  JSON.stringify(a.transactions.map((row) => [row.date, row.amountCents])) ===
  JSON.stringify(b.transactions.map((row) => [row.date, row.amountCents]));

/**
 * A reading that adds up, with running balances on its rows OCR misread ("5.430.99"): the balances
 * repaired, when the statement still adds up with the same rows. A misread balance at the end of a row is
 * not a row left out, so it need not send the statement to review.
 */
function balanceRepairs(pdf: ExtractedPdf, base: ParsedStatement, dated: Set<number>): Repaired | undefined {
  const chosen = oneRepairPerItem(
    ocrRepairs(pdf).filter(
      (repair) =>
        dated.has(repair.index) &&
        !repair.span &&
        !isYearOfDate(pdf.items, repair.index) &&
        lastFigureOfLine(pdf.items, repair.index),
    ),
  );
  if (chosen.length === 0) return undefined;
  const items = applyAll(pdf.items, chosen);
  const reading = tryParse({ ...pdf, items });
  if (!reading || distance(reading) !== 0 || !sameRows(reading, base)) return undefined;
  return { reading, repairs: chosen.map((repair) => repair.change), items };
}

/** One repair per item (the first found), a join never overlapping another repair. */
function oneRepairPerItem(repairs: readonly OcrRepair[]): OcrRepair[] {
  const chosen: OcrRepair[] = [];
  const taken = new Set<number>();
  for (const repair of repairs) {
    // A join touches its item and the next one or two.
    const span = Array.from({ length: repair.span ?? 1 }, (_unused, offset) => offset);
    if (span.some((offset) => taken.has(repair.index + offset))) continue;
    chosen.push(repair);
    for (const offset of span) taken.add(repair.index + offset);
  }
  return chosen;
}

/** Applies repairs to the items from the last item to the first, so each one's index still holds. */
function applyAll(items: readonly TextItem[], repairs: readonly OcrRepair[]): TextItem[] {
  return [...repairs].sort((a, b) => b.index - a.index).reduce((current, repair) => repair.apply(current), [...items]);
}

/**
 * Every item's first repair at once (a statement with several slips needs them together: one alone may
 * move the mismatch to a later row); kept when the statement then reconciles, less any repair it does not
 * need to.
 */
function allAtOnce(pdf: ExtractedPdf, base: ParsedStatement): Repaired | undefined {
  const lone = lonePrintedBalanceRepair(pdf, base);
  const chosen = oneRepairPerItem([...(lone ? [lone] : []), ...ocrRepairs(pdf)]);
  if (chosen.length === 0) return undefined;
  let reading = tryParse({ ...pdf, items: applyAll(pdf.items, chosen) });
  if (!reading || distance(reading) !== 0) return undefined;
  for (const repair of [...chosen]) {
    const without = chosen.filter((other) => other !== repair);
    const fewer = tryParse({ ...pdf, items: applyAll(pdf.items, without) });
    if (fewer && distance(fewer) === 0) {
      chosen.splice(chosen.indexOf(repair), 1);
      reading = fewer;
    }
  }
  return { reading, repairs: chosen.map((repair) => repair.change), items: applyAll(pdf.items, chosen) };
}

/** One repair per round, each round keeping the one that brings the rows closest to the printed figures. */
function oneAtATime(pdf: ExtractedPdf, base: ParsedStatement): Repaired | undefined {
  let items: readonly TextItem[] = pdf.items;
  let reached = base;
  let closest = distance(base);
  const applied: string[] = [];
  for (let round = 0; round < MAX_REPAIRS; round += 1) {
    const current: ExtractedPdf = { ...pdf, items: [...items] };
    let choice: { repair: OcrRepair; reading: ParsedStatement; distance: number } | undefined;
    const lone = lonePrintedBalanceRepair(current, reached);
    for (const repair of [...(lone ? [lone] : []), ...ocrRepairs(current)]) {
      const reading = tryParse({ ...pdf, items: repair.apply(current.items) });
      if (!reading) continue;
      const away = distance(reading);
      if (away < (choice?.distance ?? closest)) choice = { repair, reading, distance: away };
      if (away === 0) break;
    }
    if (!choice) return undefined;
    items = choice.repair.apply(current.items);
    applied.push(choice.repair.change);
    closest = choice.distance;
    reached = choice.reading;
    if (choice.distance === 0) return { reading: choice.reading, repairs: applied, items };
  }
  return undefined;
}
