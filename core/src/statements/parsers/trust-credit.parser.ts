import { labelledLast4 } from '../account-numbers';
import { cardStatement } from '../card-statement';
import { isoDate, monthNumber, parseDayMonthName, parseFullDate } from '../statement-dates';
import { cleanDescription, parseMoneyCell } from '../statement-text';
import { isHeaderLine, roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { CARD_LABELS, labelCell, labelledAmount, startsWithLabel } from './card-summary-labels';
import { DESCRIPTION_SLACK } from './page-break-rows';
import { stackedHeader } from './stacked-header';
import { statementDateOrPeriodEnd } from './statement-date-labels';

/** Bank knowledge as data: what Trust card templates print, in any case. */
const TRUST_CARD = {
  /**
   * Posting date, description, the SGD amount: the old one-line header ("Posting date ... Amount in SGD") or
   * the newer one wrapped over three lines with a transaction date first.
   */
  headerRoles: ['postingDate', 'description', 'amount'] as const,
  /**
   * "23 Apr 2025 - 23 May" (the statement cycle, under any label), the end date's year printed on a later
   * line or, on later pages, right after it.
   */
  cycle: /(\d{1,2} [A-Za-z]{3,9} \d{4})\s*(?:-|–|to)\s*(\d{1,2}) ([A-Za-z]{3,9})\b(?:\s+(\d{4}))?/i,
  previousBalance: startsWithLabel(CARD_LABELS.previousBalance),
  /** Dated like a row, but it is the closing figure and ends the table. */
  closing: startsWithLabel(CARD_LABELS.closingBalance),
  closingBox: labelCell(CARD_LABELS.closingBalance),
  creditLimit: labelCell(CARD_LABELS.creditLimit),
  /** The product name before the card's number or its label ("Trust Cashback Card ending in 1234"). */
  cardName: /^(.+?\s+card)\b/i,
};
/** The row's date(s) at the start of its text ("20 Oct", "20 OCT"). */
const LEADING_DATES = /^(?:\d{1,2} [A-Za-z]{3}\s+)+/;
const ONE_DATE_ROW = /^(\d{1,2} [A-Za-z]{3})\s+(.+)$/;
/** Transaction date first; a row may print only one date. */
const TWO_DATE_ROW = /^(\d{1,2} [A-Za-z]{3})(?:\s+\d{1,2} [A-Za-z]{3})?\s+(.+)$/;
/** The Amount in FCY column as it reads at the end of a description: "9.99 USD". */
const FCY_AT_END = /([\d,]+\.\d{2}) ([A-Z]{3})$/;
const SGD_AMOUNT = /^(\+)?\s*([\d,]+\.\d{2})$/;
/** Undated lines further than this from every row are notes, not description parts. */
const ATTACH_GAP = 16;
/**
 * A description's first part sits this close above its dated line; a line at the top of a page further
 * from the next row is the end of the previous page's last row (a page break inside the row).
 */
const ABOVE_GAP = 11;

interface Columns {
  twoDates: boolean;
  descriptionX: number;
  /** Left edge of the SGD amount label: an SGD amount's right edge lies beyond it. */
  sgdX: number;
  page: number;
  /** The header's last line: lines down to it are the header's. */
  bottomY: number;
}

interface Anchor {
  y: number;
  /** Undefined for the Previous balance row, which takes its neighbours but is not a transaction. */
  transaction?: ParsedTransaction;
  before: string[];
  after: string[];
}

type Entry = { kind: 'row'; anchor: Anchor } | { kind: 'text'; y: number; text: string };

/** The columns of a header starting at lines[index] (one line, or wrapped over three), by meaning. */
function headerColumns(lines: readonly StatementLine[], index: number): Columns | undefined {
  const line = lines[index];
  if (!line || line.cells.length > 8 || /\d/.test(line.text)) return undefined;
  const stacked = stackedHeader(lines, index);
  if (!stacked || !isHeaderLine(cleanDescription(stacked.line.text), TRUST_CARD.headerRoles)) return undefined;
  const { cells } = stacked.line;
  // The SGD amount is the right-most amount column; an FCY one may stand before it.
  const sgd = [...cells].reverse().find((cell) => roleCellIndex([cell], 'amount') === 0);
  const description = cells[roleCellIndex(cells, 'description')];
  if (!sgd || !description) return undefined;
  return {
    twoDates: roleCellIndex(cells.slice(0, cells.indexOf(description)), 'date') >= 0,
    descriptionX: description.x,
    sgdX: sgd.x,
    page: line.page,
    bottomY: stacked.bottomY,
  };
}

/** The SGD amount at the end of the line: plain = charge (negative), leading "+" = credit. */
function sgdAmount(line: StatementLine, columns: Columns): number | undefined {
  const last = line.cells[line.cells.length - 1];
  const match = last && last.right >= columns.sgdX - 10 ? SGD_AMOUNT.exec(last.text) : null;
  const amount = match ? parseMoneyCell(match[2] ?? '') : undefined;
  if (!amount) return undefined;
  return match?.[1] ? amount.cents : -amount.cents;
}

/** The statement cycle's end, else a labelled statement date or period. */
function statementDate(lines: StatementLine[]): string {
  for (const [index, line] of lines.entries()) {
    const cycle = TRUST_CARD.cycle.exec(line.text);
    const start = cycle ? parseFullDate(cycle[1] ?? '') : undefined;
    const month = monthNumber(cycle?.[3] ?? '');
    if (!cycle || !start || !month) continue;
    const startYear = Number(start.slice(0, 4));
    const inferred = month < Number(start.slice(5, 7)) ? startYear + 1 : startYear;
    const year = Number(cycle[4] ?? yearBelow(lines, index, startYear) ?? inferred);
    const date = isoDate(year, month, Number(cycle[2]));
    if (date && date >= start) return date;
  }
  const labelled = statementDateOrPeriodEnd(lines);
  if (!labelled) throw new StatementParseError('This Trust Bank statement has no readable statement cycle or date.');
  return labelled;
}

/** The end date's year, printed alone a line or two under the cycle (its label sits between). */
function yearBelow(lines: StatementLine[], index: number, startYear: number): string | undefined {
  const cycleLine = lines[index];
  for (const line of lines.slice(index + 1, index + 4)) {
    if (!cycleLine || line.page !== cycleLine.page || line.y - cycleLine.y > 40) break;
    const year = line.cells.find((cell) => /^\d{4}$/.test(cell.text))?.text;
    if (year && (Number(year) === startYear || Number(year) === startYear + 1)) return year;
  }
  return undefined;
}

/**
 * Gives each undated line of a table segment to the row above or below it: a run of such lines between two
 * rows is cut at its widest gap, and near-ties go to the row below, as Trust starts descriptions above.
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

/** Each table header by the index of its first line. */
function tableHeaders(lines: readonly StatementLine[]): Map<number, Columns> {
  const headers = new Map<number, Columns>();
  for (const index of lines.keys()) {
    const columns = headerColumns(lines, index);
    if (columns) headers.set(index, columns);
  }
  return headers;
}

/** Trust Bank Singapore credit card statements (both the one-date and the two-date table layouts). */
export const TRUST_CREDIT_PARSER: StatementParser = {
  id: 'trust-credit',
  bank: 'trust',
  detect(_pdf, lines) {
    // Trust sets no telling metadata, so the text decides.
    if (tableHeaders(lines).size === 0) return 0;
    if (lines.some((line) => /Trust Bank Singapore Limited/i.test(line.text))) return 0.95;
    return lines.some((line) => /Statement cycle/i.test(line.text)) ? 0.7 : 0;
  },
  parse(_pdf, lines) {
    const date = statementDate(lines);
    const headers = tableHeaders(lines);
    const firstHeader = Math.min(...headers.keys());
    if (!Number.isFinite(firstHeader))
      throw new StatementParseError('This Trust Bank statement has no transaction table.');
    // Lines above a page's first header (the logo, the cycle repeated) are page furniture.
    const headerYs = new Map<number, number>();
    for (const [index, columns] of headers) {
      const y = lines[index]?.y;
      if (!headerYs.has(columns.page) && y !== undefined) headerYs.set(columns.page, y);
    }
    const anchors: Anchor[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    // Columns come from each page's own header; a page without one keeps the last page's.
    let columns: Columns | undefined;
    let segment: Entry[] = [];
    let carried: Anchor | undefined;
    let lastAnchor: Anchor | undefined;
    let page = 0;
    const endSegment = (): void => {
      attachLoose(segment, carried);
      segment = [];
      carried = undefined;
    };

    for (const [index, line] of lines.entries()) {
      if (line.page !== page) {
        endSegment();
        page = line.page;
        // The first lines of a new page may end the last row of the page before.
        carried = lastAnchor;
      }
      const headerY = headerYs.get(line.page);
      if (index < firstHeader || (headerY !== undefined && line.y < headerY)) continue;
      const text = cleanDescription(line.text);
      const header = headers.get(index);
      if (header) {
        const keep = carried;
        endSegment();
        carried = keep;
        columns = header;
        continue;
      }
      if (!columns) continue;
      if (line.page === columns.page && line.y <= columns.bottomY) continue;
      const amount = sgdAmount(line, columns);
      if (amount !== undefined && TRUST_CARD.closing.test(text.replace(LEADING_DATES, ''))) {
        closingCents ??= amount;
        endSegment();
        columns = undefined;
        lastAnchor = undefined;
        continue;
      }
      const rowText = line.cells
        .slice(0, -1)
        .map((cell) => cell.text)
        .join(' ');
      const dated = amount === undefined ? null : (columns.twoDates ? TWO_DATE_ROW : ONE_DATE_ROW).exec(rowText);
      const rowDate = dated ? parseDayMonthName(dated[1] ?? '', date) : undefined;
      if (dated && rowDate && amount !== undefined) {
        const rest = cleanDescription(dated[2] ?? '');
        const anchor: Anchor = { y: line.y, before: [], after: [] };
        if (TRUST_CARD.previousBalance.test(rest)) openingBalanceCents = amount;
        else {
          const foreign = FCY_AT_END.exec(rest);
          anchor.transaction = { date: rowDate, description: rest, amountCents: amount };
          if (foreign && foreign[2] !== 'SGD') anchor.transaction.foreignAmount = `${foreign[2]} ${foreign[1]}`;
          anchors.push(anchor);
        }
        segment.push({ kind: 'row', anchor });
        lastAnchor = anchor;
        continue;
      }
      // Description parts start in the description column; page numbers and notes elsewhere never join a row.
      const startsInDescription = Math.abs((line.cells[0]?.x ?? 0) - columns.descriptionX) <= DESCRIPTION_SLACK;
      if (amount === undefined && startsInDescription) segment.push({ kind: 'text', y: line.y, text });
      else endSegment();
    }
    endSegment();

    const transactions = anchors.flatMap((anchor) => {
      if (!anchor.transaction) return [];
      const parts = [...anchor.before, anchor.transaction.description, ...anchor.after];
      return [{ ...anchor.transaction, description: cleanDescription(parts.join(' ')) }];
    });
    if (closingCents === undefined) {
      const owed = labelledAmount(lines, TRUST_CARD.closingBox);
      if (owed) closingCents = -owed.cents;
    }
    // The card's name and number are printed above the table.
    const heading = lines.slice(0, firstHeader).map((line) => cleanDescription(line.text));
    const name = heading
      .filter((text) => !/^card\b/i.test(text))
      .map((text) => TRUST_CARD.cardName.exec(text)?.[1])
      .find(Boolean);
    return cardStatement({
      bank: 'trust',
      account: {
        institution: 'Trust Bank',
        name: name ?? 'Trust Credit Card',
        last4: labelledLast4(heading) ?? labelledLast4(lines.map((line) => line.text)),
        statementDate: date,
        creditLimitCents: labelledAmount(lines, TRUST_CARD.creditLimit)?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents,
      closingLabel: 'total outstanding balance',
      statementName: 'Trust Bank statement',
    });
  },
};
