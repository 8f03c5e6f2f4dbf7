/**
 * Figures of a scanned statement read again (each word on its own, magnified): the other readings are
 * candidates, and only a choice of them the statement's arithmetic confirms, and no other choice as small
 * confirms as well, is taken. On a statement checked against running balances, each reading is confirmed by
 * the balance it brings into agreement, one at a time. A statement that adds up as read is never read again.
 * A reading may bring back a row a word first read as no amount at all had lost ("4522", "7:13"), under the
 * same arithmetic (one per statement checked by its total; against running balances, one per round, up to
 * three); it never moves a check figure, a date, or any other row (ocr-reading-rows.ts).
 */
import { parseAmount } from '../money/money';
import { changesRowsOnly, readAsNoAmount, restoredRowAt } from './ocr-reading-rows';
import { AMOUNT_REGION, isDigitSlip, pageWidthOf, sameLine } from './ocr-repairs';
import { parseStatement } from './parsers';
import type { ExtractedPdf, ParsedStatement, TextItem } from './statement.types';
import {
  colonForDecimalPoint,
  pointsForThousandsCommas,
  restoreDecimalPoint,
  strayMarksAfterAmount,
  strayMarksBeforeAmount,
  WELL_FORMED_AMOUNT,
} from './ocr-slips';

/** At most this many figures changed to other readings in one statement. */
const MAX_CHANGED = 4;
/**
 * At most this many choices of a size are tried: with many candidates (a page read again noisily), some
 * choice would add up by chance, so larger choices are not tried at all.
 */
const MAX_CHOICES = 100;

/** Choices of `size` among `count` candidates. */
function choose(count: number, size: number): number {
  let result = 1;
  for (let at = 0; at < size; at += 1) result = (result * (count - at)) / (at + 1);
  return result;
}

/** How far a reading is from adding up: 0 when it reconciles with a printed figure. */
export function distance(reading: ParsedStatement): number {
  const { reconciliation } = reading;
  if (reconciliation.ok) return reconciliation.against === undefined ? Number.POSITIVE_INFINITY : 0;
  if (reconciliation.expectedCents === undefined || reconciliation.actualCents === undefined)
    return Number.POSITIVE_INFINITY;
  return Math.abs(reconciliation.expectedCents - reconciliation.actualCents);
}

export function tryParse(pdf: ExtractedPdf): ParsedStatement | undefined {
  try {
    return parseStatement(pdf);
  } catch {
    return undefined;
  }
}

/**
 * OCR words worth reading again: those with a digit in the amount columns. Totals and balances are read
 * again too (they sit in the same columns), but a reading of them is never taken: see changesRowsOnly.
 */
export function figuresWorthReadingAgain(pdf: ExtractedPdf): number[] {
  return pdf.items.flatMap((item, index) => {
    const pageWidth = pageWidthOf(pdf, item.page);
    return item.ocr && item.ocrBox && item.x >= pageWidth * AMOUNT_REGION && /\d/.test(item.text) ? [index] : [];
  });
}

/** A reading as a printed amount: as read, or with one of the slips of one word read back ("737" -> 7.37). */
function amountOfReading(reading: string): string | undefined {
  const text = reading.replace(/\s+(?=CR$|DR$)/, ' ').trim();
  if (WELL_FORMED_AMOUNT.test(text)) return text;
  const readBack = [
    colonForDecimalPoint(text),
    strayMarksAfterAmount(text),
    strayMarksBeforeAmount(text),
    pointsForThousandsCommas(text),
    restoreDecimalPoint(text),
  ].find((candidate) => candidate !== undefined && WELL_FORMED_AMOUNT.test(candidate));
  return readBack;
}

/** A word's other reading, and the amounts of the row it may bring back (empty for a word read as an amount). */
interface OtherReading {
  index: number;
  text: string;
  /** The reading's amount in cents when the first reading was no amount at all: its row may have been lost. */
  restorable: number[];
}

/**
 * Each word's other readings that read as an amount and differ from the first. A figure read well-formed
 * the first time is changed only by a digit ("7.31" -> "7.37"); another reading far from it is a
 * neighbour's figure or noise.
 */
function otherReadings(pdf: ExtractedPdf): OtherReading[] {
  return pdf.items.flatMap((item, index) => {
    const texts = new Set((item.readings ?? []).flatMap((reading) => amountOfReading(reading) ?? []));
    const noAmount = readAsNoAmount(item.text);
    return [...texts]
      .filter((text) => text !== item.text && (!WELL_FORMED_AMOUNT.test(item.text) || isDigitSlip(item.text, text)))
      .map((text) => {
        const cents = parseAmount(text)?.cents;
        return { index, text, restorable: noAmount && cents !== undefined ? [cents] : [] };
      });
  });
}

/** The repair a figure read again makes, as the log and tests name it. */
const readAgainRepair = (pdf: ExtractedPdf, index: number, text: string): string =>
  `figure read again: "${pdf.items[index]?.text ?? ''}" -> "${text}"`;

interface Candidate extends OtherReading {
  /** How much nearer (negative) or further the printed figure and the rows come with this reading. */
  gapChange: number;
  /** It brings back a row lost with its first reading: at most one such reading in a choice. */
  addsRow: boolean;
}

/** The difference the check reports: printed figure minus what the rows give. */
const gapOf = (reading: ParsedStatement): number | undefined => {
  const { expectedCents, actualCents } = reading.reconciliation;
  return expectedCents === undefined || actualCents === undefined ? undefined : expectedCents - actualCents;
};

const withTexts = (items: readonly TextItem[], texts: ReadonlyMap<number, string>): TextItem[] =>
  items.map((item, at) => {
    const text = texts.get(at);
    return text === undefined ? item : { ...item, text };
  });

/** Every choice of `size` candidates, one per word, whose changes close the gap. */
function choicesClosing(candidates: readonly Candidate[], size: number, gap: number): Candidate[][] {
  const found: Candidate[][] = [];
  const chosen: Candidate[] = [];
  const visit = (from: number, sum: number): void => {
    if (chosen.length === size) {
      if (sum === -gap) found.push([...chosen]);
      return;
    }
    for (let at = from; at < candidates.length && found.length < 2; at += 1) {
      const candidate = candidates[at];
      if (!candidate || chosen.some((other) => other.index === candidate.index)) continue;
      if (candidate.addsRow && chosen.some((other) => other.addsRow)) continue;
      chosen.push(candidate);
      visit(at + 1, sum + candidate.gapChange);
      chosen.pop();
    }
  };
  visit(0, 0);
  return found;
}

/**
 * A statement that does not add up, with its figures' other readings (TextItem.readings): the smallest
 * choice of other readings that makes it add up, when exactly one choice of that size does. Each reading's
 * effect on the difference is measured alone; the choice is then read whole and must reconcile with every
 * figure the statement prints. A statement checked only row by row against running balances is left as it
 * is (the difference there is one row's, not the statement's).
 */
export function readingsConfirmed(
  pdf: ExtractedPdf,
  base: ParsedStatement,
): { reading: ParsedStatement; repairs: string[]; items: TextItem[] } | undefined {
  const gap = gapOf(base);
  const { against } = base.reconciliation;
  if (gap === undefined || gap === 0 || against === undefined || against === 'running balance') return undefined;
  const candidates: Candidate[] = otherReadings(pdf).flatMap((other) => {
    const reading = tryParse({ ...pdf, items: withTexts(pdf.items, new Map([[other.index, other.text]])) });
    const changed = reading && changesRowsOnly(base, reading, other.restorable) ? gapOf(reading) : undefined;
    if (changed === undefined || changed === gap) return [];
    const addsRow = reading?.transactions.length !== base.transactions.length;
    return [{ ...other, gapChange: changed - gap, addsRow }];
  });
  for (let size = 1; size <= MAX_CHANGED && choose(candidates.length, size) <= MAX_CHOICES; size += 1) {
    const choices = choicesClosing(candidates, size, gap);
    if (choices.length > 1) return undefined;
    const [choice] = choices;
    if (!choice) continue;
    const items = withTexts(pdf.items, new Map(choice.map((candidate) => [candidate.index, candidate.text])));
    const reading = tryParse({ ...pdf, items });
    const restoring = choice.filter((candidate) => candidate.addsRow);
    const rows = base.transactions.length + restoring.length;
    const restorable = restoring.flatMap((candidate) => candidate.restorable);
    if (!reading || distance(reading) !== 0 || reading.transactions.length !== rows) return undefined;
    if (!changesRowsOnly(base, reading, restorable)) return undefined;
    const repairs = choice.map((candidate) => readAgainRepair(pdf, candidate.index, candidate.text));
    return { reading, repairs, items };
  }
  return undefined;
}

/** At most this many figures changed, one per round, on a statement checked against running balances. */
const MAX_ROUNDS = 8;
/** At most this many rows lost with their figures brought back, one per round, against running balances. */
const MAX_ROWS_BROUGHT_BACK = 3;

/**
 * How many rows a reading's running balance holds for: every one (and more) when it adds up. Counted in the
 * rows of the reading it is compared with: a row brought back at `restoredAt` is not a row more held, unless
 * it prints its own balance (`ownBalance`) and the balance holds past it: that printed figure confirms it,
 * even when the row after it still breaks (a slip of its own, for a later round).
 */
const rowsHeld = (reading: ParsedStatement, restoredAt?: number, ownBalance = false): number => {
  if (distance(reading) === 0) return Number.POSITIVE_INFINITY;
  const broken = reading.reconciliation.brokenRow ?? reading.transactions.length;
  return restoredAt !== undefined && broken > restoredAt && !ownBalance ? broken - 1 : broken;
};

/** Whether a well-formed figure stands right of the word on its line: its row's own running balance. */
const balanceBeside = (pdf: ExtractedPdf, index: number): boolean => {
  const word = pdf.items[index];
  return (
    word !== undefined &&
    pdf.items.some(
      (other, at) =>
        at !== index && sameLine(word, other) && other.x > word.x && WELL_FORMED_AMOUNT.test(other.text.trim()),
    )
  );
};

/** The repair a running balance read again makes: it moves no row, only lets the running check go on. */
const balanceReadAgainRepair = (pdf: ExtractedPdf, index: number, text: string): string =>
  `balance read again, the balances before and after it agree: "${pdf.items[index]?.text ?? ''}" -> "${text}"`;

/** A plain (unsigned, unmarked) amount's cents: how a running balance in credit is printed. */
const plainCents = (text: string): number | undefined => {
  const amount = parseAmount(text);
  return amount && !amount.negative && !amount.credit && !amount.debit ? amount.cents : undefined;
};

/**
 * The other reading of the running balance where `reading` breaks, confirmed on both sides: the balance
 * before it and the rows up to it give it, and it and the rows after it give the next printed balance (or
 * the closing balance printed on its own): reconciliation.lonePrintedBalance, with the rows as read or as
 * confirmed in earlier rounds. Undefined when no reading of a balance, or more than one, does so. It
 * changes no row, the opening or the closing balance: a balance never confirms a row on its own.
 */
function balanceReadingConfirmed(
  pdf: ExtractedPdf,
  texts: ReadonlyMap<number, string>,
  reading: ParsedStatement,
  candidates: readonly OtherReading[],
): { index: number; text: string; reading: ParsedStatement } | undefined {
  const lone = reading.reconciliation.lonePrintedBalance;
  const broken = reading.reconciliation.brokenRow;
  if (!lone || broken === undefined) return undefined;
  const confirmed = candidates.flatMap((candidate) => {
    const asRead = texts.get(candidate.index) ?? pdf.items[candidate.index]?.text ?? '';
    if (plainCents(asRead) !== lone.printedCents || plainCents(candidate.text) !== lone.runningCents) return [];
    const tried = tryParse({
      ...pdf,
      items: withTexts(pdf.items, new Map([...texts, [candidate.index, candidate.text]])),
    });
    if (
      !tried ||
      tried.openingBalanceCents !== reading.openingBalanceCents ||
      tried.account.balanceCents !== reading.account.balanceCents ||
      tried.transactions.length !== reading.transactions.length ||
      tried.transactions.some(
        (row, at) =>
          row.date !== reading.transactions[at]?.date || row.amountCents !== reading.transactions[at]?.amountCents,
      ) ||
      rowsHeld(tried) <= broken
    )
      return [];
    return [{ index: candidate.index, text: candidate.text, reading: tried }];
  });
  // Two words, or two readings of one, that would do: neither is taken.
  return confirmed.length === 1 ? confirmed[0] : undefined;
}

/**
 * A statement checked against its running balances, not adding up, with its figures' other readings: one
 * reading taken per round, the one that carries the running balance furthest past the row where it breaks,
 * when no other reading carries it as far; taken only when the statement then adds up with every figure it
 * prints. Each printed balance checks the rows above it, so a reading is confirmed by the balance it
 * brings into agreement, not by one total for the whole statement.
 */
export function runningReadingsConfirmed(
  pdf: ExtractedPdf,
  base: ParsedStatement,
): { reading: ParsedStatement; repairs: string[]; items: TextItem[] } | undefined {
  if (base.reconciliation.against !== 'running balance' || base.reconciliation.brokenRow === undefined)
    return undefined;
  const candidates = otherReadings(pdf);
  const texts = new Map<number, string>();
  const balancesReadAgain = new Set<number>();
  let reading = base;
  const repairsOf = (): string[] =>
    [...texts].map(([index, text]) =>
      balancesReadAgain.has(index) ? balanceReadAgainRepair(pdf, index, text) : readAgainRepair(pdf, index, text),
    );
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    // A misread balance confirmed on both sides is read again first: the rows on either side already agree.
    const balance = balanceReadingConfirmed(pdf, texts, reading, candidates);
    if (balance) {
      texts.set(balance.index, balance.text);
      balancesReadAgain.add(balance.index);
      reading = balance.reading;
      if (distance(reading) === 0) return { reading, repairs: repairsOf(), items: withTexts(pdf.items, texts) };
      continue;
    }
    const held = rowsHeld(reading);
    // One row at most brought back a round: its own running balance checks it before the next is tried.
    const restoring = reading.transactions.length - base.transactions.length < MAX_ROWS_BROUGHT_BACK;
    let best: { held: number; reading: ParsedStatement; index: number; text: string }[] = [];
    for (const candidate of candidates) {
      if (texts.has(candidate.index)) continue;
      const tried = tryParse({
        ...pdf,
        items: withTexts(pdf.items, new Map([...texts, [candidate.index, candidate.text]])),
      });
      const restorable = restoring ? candidate.restorable : [];
      if (!tried || !changesRowsOnly(reading, tried, restorable)) continue;
      const restoredAt = restoredRowAt(reading, tried, restorable);
      const further = rowsHeld(tried, restoredAt, restoredAt !== undefined && balanceBeside(pdf, candidate.index));
      if (further <= held || further < (best[0]?.held ?? held)) continue;
      if (further > (best[0]?.held ?? held)) best = [];
      best.push({ held: further, reading: tried, ...candidate });
    }
    const [chosen, rival] = best;
    if (!chosen || rival) return undefined;
    texts.set(chosen.index, chosen.text);
    reading = chosen.reading;
    if (distance(reading) === 0) return { reading, repairs: repairsOf(), items: withTexts(pdf.items, texts) };
  }
  return undefined;
}
