import {
  CADENCE_RULES,
  RECURRING_CADENCES,
  addPeriods,
  cadenceDays,
  partsOf,
  periodsBetweenParts,
  type DayParts,
  type RecurringCadence,
} from './recurring-cadences';

export {
  CADENCE_RULES,
  RECURRING_CADENCES,
  RECURRING_STATUSES,
  addPeriods,
  cadenceDays,
  isRecurringStatus,
  periodsBetween,
  type RecurringCadence,
  type RecurringStatus,
} from './recurring-cadences';

/**
 * Recurring payments: series of charges at one merchant with a regular cadence and a stable or
 * slowly changing amount, found in a person's own money out. Pure rules: the api feeds them the rows and stores
 * what they find.
 */
/** One money-out row as the rules need it: amount in positive cents. */
export interface RecurringCandidate {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  merchantKey: string;
  currency: string;
  amountCents: number;
  categoryId: string | null;
}

export interface PriceChange {
  /** The first charge at the new amount: its day and id. */
  date: string;
  transactionId: string;
  fromCents: number;
  toCents: number;
}

export interface DetectedSeries {
  merchantKey: string;
  currency: string;
  cadence: RecurringCadence;
  /** The charges of the series, oldest first. */
  transactionIds: string[];
  firstDate: string;
  lastDate: string;
  nextExpectedDate: string;
  /** The day it became a series: its minOccurrences-th charge. */
  recurringSince: string;
  occurrences: number;
  /** Fixed price: the latest amount; a varying bill: the median of the latest six. */
  typicalAmountCents: number;
  yearlyCostCents: number;
  /** The same amount charged again and again, changing only now and then (a price change), not a varying bill. */
  fixedPrice: boolean;
  priceChanges: PriceChange[];
  /** The category of the latest charge. */
  categoryId: string | null;
}

/** A candidate with its day parts worked out once. */
interface Row extends RecurringCandidate {
  parts: DayParts;
}

/** At most one skipped period for every three gaps. */
const SKIPS_PER_GAP = 1 / 3;
/** Other charges of the group inside the series' span: at most one, or a quarter of its length. */
const extrasAllowed = (length: number): number => Math.max(1, Math.floor(length / 4));
/** A price change keeps the new amount within half to double the old one. */
const PRICE_CHANGE_RATIO = 2;
/** A charge that extends a series must be within 1.5 times (either way) of its latest amount. */
const EXTENSION_RATIO = 1.5;
/**
 * A bill whose amount varies each time is held to more: amounts within double the smallest, at least five
 * charges, no skipped period and no other charge of the merchant inside its span (everyday shopping at one place
 * on irregular days would otherwise line up by chance).
 */
const VARYING_RATIO = 2;
const VARYING_MIN_OCCURRENCES = 5;
/** Bills come monthly or quarterly; a weekly shop of varying size is a habit, not a recurring payment. */
const VARYING_CADENCES: readonly RecurringCadence[] = ['monthly', 'quarterly'];

const byDate = (a: Row, b: Row): number => a.parts.day - b.parts.day || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const withinRatio = (a: number, b: number, ratio: number): boolean =>
  a > 0 && b > 0 && Math.max(a, b) <= ratio * Math.min(a, b);

interface Chain {
  cadence: RecurringCadence;
  items: Row[];
  skips: number;
}

/**
 * The longest regular chain through rows sorted by date (dynamic programming over the rows within two periods
 * before each one; a skipped period costs half a charge), or undefined when none has two charges.
 */
function longestChain(rows: readonly Row[], cadence: RecurringCadence): Chain | undefined {
  const window = 2 * cadenceDays(cadence) + CADENCE_RULES[cadence].toleranceDays + 3;
  const score = new Array<number>(rows.length).fill(1);
  const previous = new Array<number>(rows.length).fill(-1);
  const skips = new Array<number>(rows.length).fill(0);
  let best = -1;
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as Row;
    const day = row.parts.day;
    for (let before = index - 1; before >= 0; before -= 1) {
      const earlier = rows[before] as Row;
      if (day - earlier.parts.day > window) break;
      const periods = periodsBetweenParts(earlier.parts, row.parts, cadence);
      if (periods === 0) continue;
      const candidate = (score[before] as number) + (periods === 1 ? 1 : 0.5);
      if (candidate > (score[index] as number)) {
        score[index] = candidate;
        previous[index] = before;
        skips[index] = (skips[before] as number) + (periods === 2 ? 1 : 0);
      }
    }
    // Ties go to the later end: the series as it stands today.
    if (best < 0 || (score[index] as number) >= (score[best] as number)) best = index;
  }
  if (best < 0 || previous[best] === -1) return undefined;
  const items: Row[] = [];
  for (let at = best; at >= 0; at = previous[at] as number) items.unshift(rows[at] as Row);
  return { cadence, items, skips: skips[best] as number };
}

/** A chain is a series when it is long enough, skips little, and the group has few other rows inside its span. */
function isSeries(chain: Chain, group: readonly Row[]): boolean {
  const { items, cadence } = chain;
  if (items.length < CADENCE_RULES[cadence].minOccurrences) return false;
  if (chain.skips > SKIPS_PER_GAP * (items.length - 1)) return false;
  const first = (items[0] as Row).date;
  const last = (items[items.length - 1] as Row).date;
  const inChain = new Set(items.map((item) => item.id));
  const extras = group.filter((row) => row.date >= first && row.date <= last && !inChain.has(row.id)).length;
  return extras <= extrasAllowed(items.length);
}

/**
 * Too many rows for their span to be one series plus a few others at any cadence (daily coffee is no weekly
 * subscription): such a group is skipped before the chain search, which keeps the search linear in practice.
 */
function tooDense(group: readonly Row[], cadence: RecurringCadence): boolean {
  if (group.length < 2) return true;
  const span = group[group.length - 1]!.parts.day - group[0]!.parts.day;
  return group.length > 1.5 * (span / cadenceDays(cadence) + 1) + 2;
}

/** The best series in a group (most charges; on a tie the shorter cadence), or undefined. */
function bestSeries(group: readonly Row[], cadences: readonly RecurringCadence[]): Chain | undefined {
  let best: Chain | undefined;
  for (const cadence of cadences) {
    if (tooDense(group, cadence)) continue;
    const chain = longestChain(group, cadence);
    if (!chain || !isSeries(chain, group)) continue;
    if (!best || chain.items.length > best.items.length) best = chain;
  }
  return best;
}

/** Every series in a group, taken out one at a time (the rest may hold another). */
function seriesIn(group: readonly Row[], cadences: readonly RecurringCadence[] = RECURRING_CADENCES): Chain[] {
  const found: Chain[] = [];
  if (group.length < 2) return found;
  let rest = [...group];
  for (;;) {
    const chain = bestSeries(rest, cadences);
    if (!chain) return found;
    found.push(chain);
    const taken = new Set(chain.items.map((item) => item.id));
    rest = rest.filter((row) => !taken.has(row.id));
  }
}

/** Series of the same cadence one after another with amounts close enough are one series whose price changed. */
function mergePriceChanges(chains: Chain[]): Chain[] {
  const sorted = [...chains].sort((a, b) => byDate(a.items[0]!, b.items[0]!));
  const merged: Chain[] = [];
  for (const chain of sorted) {
    const target = merged.find((earlier) => {
      const last = earlier.items[earlier.items.length - 1]!;
      const first = chain.items[0]!;
      return (
        earlier.cadence === chain.cadence &&
        last.date < first.date &&
        periodsBetweenParts(last.parts, first.parts, chain.cadence) !== 0 &&
        withinRatio(last.amountCents, first.amountCents, PRICE_CHANGE_RATIO)
      );
    });
    if (!target) {
      merged.push({ ...chain, items: [...chain.items] });
      continue;
    }
    const joinSkip = periodsBetweenParts(
      target.items[target.items.length - 1]!.parts,
      chain.items[0]!.parts,
      chain.cadence,
    );
    target.items.push(...chain.items);
    target.skips += chain.skips + (joinSkip === 2 ? 1 : 0);
  }
  return merged;
}

/** Later rows of the merchant that land on the schedule at a close amount join the series (a price just changed). */
function extend(chain: Chain, leftovers: Row[]): void {
  for (;;) {
    const last = chain.items[chain.items.length - 1]!;
    const due = partsOf(addPeriods(last.date, chain.cadence)).day;
    const next = leftovers
      .filter(
        (row) =>
          row.date > last.date &&
          periodsBetweenParts(last.parts, row.parts, chain.cadence) === 1 &&
          withinRatio(last.amountCents, row.amountCents, EXTENSION_RATIO),
      )
      .sort((a, b) => Math.abs(a.parts.day - due) - Math.abs(b.parts.day - due) || byDate(a, b))[0];
    if (!next) return;
    chain.items.push(next);
    leftovers.splice(leftovers.indexOf(next), 1);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** Runs of the same amount, in date order. */
function amountRuns(items: readonly Row[]): { amountCents: number; first: Row }[] {
  const runs: { amountCents: number; first: Row }[] = [];
  for (const item of items) {
    if (runs[runs.length - 1]?.amountCents !== item.amountCents)
      runs.push({ amountCents: item.amountCents, first: item });
  }
  return runs;
}

function toSeries(chain: Chain): DetectedSeries {
  const { items, cadence } = chain;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const runs = amountRuns(items);
  // A price that changes now and then (at most once every four charges) is a fixed price; one that changes all
  // the time is a varying bill.
  const fixedPrice = runs.length - 1 <= Math.max(1, Math.floor(items.length / 4));
  const typicalAmountCents = fixedPrice ? last.amountCents : median(items.slice(-6).map((item) => item.amountCents));
  const rule = CADENCE_RULES[cadence];
  return {
    merchantKey: first.merchantKey,
    currency: first.currency,
    cadence,
    transactionIds: items.map((item) => item.id),
    firstDate: first.date,
    lastDate: last.date,
    nextExpectedDate: addPeriods(last.date, cadence),
    recurringSince: items[rule.minOccurrences - 1]!.date,
    occurrences: items.length,
    typicalAmountCents,
    yearlyCostCents: typicalAmountCents * rule.perYear,
    fixedPrice,
    priceChanges: fixedPrice
      ? runs.slice(1).map((run, index) => ({
          date: run.first.date,
          transactionId: run.first.id,
          fromCents: runs[index]!.amountCents,
          toCents: run.amountCents,
        }))
      : [],
    categoryId: last.categoryId,
  };
}

/**
 * The recurring series among money-out rows (any order, any merchants). For each merchant and currency:
 * 1. rows of one exact amount form series (each cadence tried; the one with the most charges wins);
 * 2. consecutive series whose amount moved by less than double are one series with a price change, and later
 *    rows on schedule at a close amount extend a series (a price change seen only once so far);
 * 3. what is left may still be a bill whose amount varies each time (see VARYING_RATIO for what it must meet).
 * A one-off charge at the same merchant stays out: it fits no schedule.
 */
export function detectRecurringSeries(rows: readonly RecurringCandidate[]): DetectedSeries[] {
  // Grouped by currency, then merchant: no key strings are built per row.
  const byCurrency = new Map<string, Map<string, Row[]>>();
  for (const candidate of rows) {
    if (candidate.amountCents <= 0) continue;
    const row: Row = {
      id: candidate.id,
      date: candidate.date,
      merchantKey: candidate.merchantKey,
      currency: candidate.currency,
      amountCents: candidate.amountCents,
      categoryId: candidate.categoryId,
      parts: partsOf(candidate.date),
    };
    let byMerchant = byCurrency.get(row.currency);
    if (!byMerchant) byCurrency.set(row.currency, (byMerchant = new Map<string, Row[]>()));
    const group = byMerchant.get(row.merchantKey);
    if (group) group.push(row);
    else byMerchant.set(row.merchantKey, [row]);
  }
  const found: DetectedSeries[] = [];
  for (const merchantRows of [...byCurrency.values()].flatMap((byMerchant) => [...byMerchant.values()])) {
    merchantRows.sort(byDate);
    const byAmount = new Map<number, Row[]>();
    for (const row of merchantRows) {
      const group = byAmount.get(row.amountCents);
      if (group) group.push(row);
      else byAmount.set(row.amountCents, [row]);
    }
    const fixed = mergePriceChanges([...byAmount.values()].flatMap((group) => seriesIn(group)));
    const used = new Set(fixed.flatMap((chain) => chain.items.map((item) => item.id)));
    const leftovers = merchantRows.filter((row) => !used.has(row.id));
    for (const chain of fixed) extend(chain, leftovers);
    const varying = seriesIn(leftovers, VARYING_CADENCES).filter((chain) => {
      const amounts = chain.items.map((item) => item.amountCents);
      const first = chain.items[0]!.date;
      const last = chain.items[chain.items.length - 1]!.date;
      const inSpan = leftovers.filter((row) => row.date >= first && row.date <= last).length;
      return (
        chain.items.length >= VARYING_MIN_OCCURRENCES &&
        chain.skips === 0 &&
        inSpan === chain.items.length &&
        withinRatio(Math.min(...amounts), Math.max(...amounts), VARYING_RATIO)
      );
    });
    found.push(...[...fixed, ...varying].map(toSeries));
  }
  return found.sort((a, b) =>
    a.merchantKey < b.merchantKey ? -1 : a.merchantKey > b.merchantKey ? 1 : a.firstDate < b.firstDate ? -1 : 1,
  );
}
