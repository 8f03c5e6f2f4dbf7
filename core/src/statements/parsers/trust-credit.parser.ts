import { cardStatement } from '../card-statement';
import { findFullDate, isoDate, monthNumber, parseDayMonthName, parseFullDate } from '../statement-dates';
import { amountUnder, cleanDescription, parseMoneyCell } from '../statement-text';
import {
  StatementParseError,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';

/** The top line of both headers: "Posting date ... Amount in SGD" and "Transaction Posting Amount in Amount in". */
const TABLE_HEADER = /\bPosting\b.*\bAmount in\b/i;
/** The rest of the wrapped header (its middle and bottom lines). */
const HEADER_WORDS = /^(?:Description|date|FCY|SGD|\s)+$/i;
/** "23 Apr 2025 - 23 May", the end date's year printed on a later line (or, on later pages, right after it). */
const CYCLE = /(\d{1,2} [A-Za-z]{3,9} \d{4})\s*-\s*(\d{1,2}) ([A-Za-z]{3,9})\b(?:\s+(\d{4}))?/;
const ONE_DATE_ROW = /^(\d{1,2} [A-Za-z]{3})\s+(.+)$/;
/** Transaction date first; a row may print only one date. */
const TWO_DATE_ROW = /^(\d{1,2} [A-Za-z]{3})(?:\s+\d{1,2} [A-Za-z]{3})?\s+(.+)$/;
/** The Amount in FCY column as it reads at the end of a description: "9.99 USD". */
const FCY_AT_END = /([\d,]+\.\d{2}) ([A-Z]{3})$/;
const TOTAL_OUTSTANDING = /Total outstanding balance/i;
const PREVIOUS_BALANCE = /^Previous balance$/i;
const CARD_HEADING = /^(.*?\bcard)\b.*?\bending(?: in)?\s+(\d{4})$/i;
const SGD_AMOUNT = /^(\+)?\s*([\d,]+\.\d{2})$/;
/** Undated lines further than this from every row are notes, not description parts. */
const ATTACH_GAP = 16;

interface Columns {
  twoDates: boolean;
  descriptionX: number;
  /** Left edge of the Amount in SGD label: an SGD amount's right edge lies beyond it. */
  sgdX: number;
  headerY: number;
}

interface Anchor {
  y: number;
  /** Undefined for the Previous balance row, which takes its neighbours but is not a transaction. */
  transaction?: ParsedTransaction;
  before: string[];
  after: string[];
}

type Entry = { kind: 'row'; anchor: Anchor } | { kind: 'text'; y: number; text: string };

function headerColumns(line: StatementLine, next: StatementLine[]): Columns | undefined {
  const amounts = line.cells.filter((cell) => /Amount in/i.test(cell.text));
  const sgd = amounts[amounts.length - 1];
  if (!sgd) return undefined;
  const description = [line, ...next]
    .filter((candidate) => candidate.page === line.page && candidate.y - line.y < 14)
    .flatMap((candidate) => candidate.cells)
    .find((cell) => /^Description$/i.test(cell.text));
  const posting = line.cells.find((cell) => /Posting/i.test(cell.text));
  return {
    twoDates: /\bTransaction\b/i.test(line.text),
    descriptionX: description?.x ?? (posting ? posting.right + 10 : sgd.x / 4),
    sgdX: sgd.x,
    headerY: line.y,
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

function statementDate(lines: StatementLine[]): string {
  for (const [index, line] of lines.entries()) {
    const cycle = CYCLE.exec(line.text);
    const start = cycle ? parseFullDate(cycle[1] ?? '') : undefined;
    const month = monthNumber(cycle?.[3] ?? '');
    if (!cycle || !start || !month) continue;
    const startYear = Number(start.slice(0, 4));
    const inferred = month < Number(start.slice(5, 7)) ? startYear + 1 : startYear;
    const year = Number(cycle[4] ?? yearBelow(lines, index, startYear) ?? inferred);
    const date = isoDate(year, month, Number(cycle[2]));
    if (date && date >= start) return date;
  }
  const labelled = lines.find((line) => /Statement Date\s*:?\s*\d/i.test(line.text));
  const date = labelled ? findFullDate(labelled.text) : undefined;
  if (!date) throw new StatementParseError('This Trust Bank statement has no readable statement cycle or date.');
  return date;
}

/** The end date's year, printed alone a line or two under the cycle ("Statement cycle" sits between). */
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
 */
function attachLoose(entries: Entry[]): void {
  let previous: Anchor | undefined;
  let run: { y: number; text: string }[] = [];
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

/** Trust Bank Singapore credit card statements (both the one-date and the two-date table layouts). */
export const TRUST_CREDIT_PARSER: StatementParser = {
  id: 'trust-credit',
  bank: 'trust',
  detect(_pdf, lines) {
    // Trust sets no telling metadata, so the text decides.
    if (!lines.some((line) => TABLE_HEADER.test(line.text))) return 0;
    if (lines.some((line) => /Trust Bank Singapore Limited/i.test(line.text))) return 0.95;
    return lines.some((line) => /Statement cycle/i.test(line.text)) ? 0.7 : 0;
  },
  parse(_pdf, lines) {
    const date = statementDate(lines);
    const anchors: Anchor[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    let name: string | undefined;
    let last4: string | undefined;
    let columns: Columns | undefined;
    let segment: Entry[] = [];
    let page = 0;
    const endSegment = (): void => {
      attachLoose(segment);
      segment = [];
    };

    for (const [index, line] of lines.entries()) {
      const text = cleanDescription(line.text);
      const heading = CARD_HEADING.exec(text);
      if (heading) {
        name ??= cleanDescription(heading[1] ?? '');
        last4 ??= heading[2];
      }
      if (line.page !== page) {
        // Each page's table starts at its own header line (columns can shift between pages).
        endSegment();
        page = line.page;
        columns = undefined;
      }
      if (TABLE_HEADER.test(text)) {
        endSegment();
        columns = headerColumns(line, lines.slice(index + 1, index + 3));
        continue;
      }
      if (!columns || heading) continue;
      if (line.y - columns.headerY < 14 && HEADER_WORDS.test(text)) continue;
      const amount = sgdAmount(line, columns);
      if (TOTAL_OUTSTANDING.test(text)) {
        // Dated like a row, but it is the closing figure and ends the table.
        closingCents ??= amount;
        endSegment();
        columns = undefined;
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
        if (PREVIOUS_BALANCE.test(rest)) openingBalanceCents = amount;
        else {
          const foreign = FCY_AT_END.exec(rest);
          anchor.transaction = { date: rowDate, description: rest, amountCents: amount };
          if (foreign && foreign[2] !== 'SGD') anchor.transaction.foreignAmount = `${foreign[2]} ${foreign[1]}`;
          anchors.push(anchor);
        }
        segment.push({ kind: 'row', anchor });
        continue;
      }
      const startsInDescription = (line.cells[0]?.x ?? 0) >= columns.descriptionX - 10;
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
      const owed = amountUnder(lines, /^Total outstanding balance$/i);
      if (owed) closingCents = -owed.cents;
    }
    return cardStatement({
      bank: 'trust',
      account: {
        institution: 'Trust Bank',
        name: name ?? 'Trust Credit Card',
        last4,
        statementDate: date,
        creditLimitCents: amountUnder(lines, /^Credit limit$/i)?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents,
      closingLabel: 'total outstanding balance',
      statementName: 'Trust Bank statement',
    });
  },
};
