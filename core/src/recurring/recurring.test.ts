import { randomInt } from 'node:crypto';
import { Variation } from '../../../test-support/statement-pdfs/variation';
import {
  addPeriods,
  detectRecurringSeries,
  isSubscriptionSeries,
  periodsBetween,
  RECURRING_CADENCES,
  type RecurringCadence,
  type RecurringCandidate,
} from './index';

/**
 * Histories drawn from seeds: fixed regression seeds plus one fresh seed per run (in the test name); replay with
 * RECURRING_SEEDS=123,456.
 */
const seeds = ((): number[] => {
  const replay = process.env.RECURRING_SEEDS;
  if (replay) return replay.split(',').map((seed) => Number(seed.trim()));
  return [...Array.from({ length: 12 }, (_, index) => 7001 + index * 104_729), randomInt(1, 2 ** 31 - 1)];
})();

const DAY_MS = 86_400_000;
const shiftDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How far each charge of a cadence may drift from its schedule, by the rules' promise. */
const DRIFT: Record<RecurringCadence, number> = { weekly: 1, fortnightly: 2, monthly: 3, quarterly: 3, yearly: 3 };
const COUNTS: Record<RecurringCadence, [number, number]> = {
  weekly: [8, 40],
  fortnightly: [5, 20],
  monthly: [4, 24],
  quarterly: [3, 10],
  yearly: [2, 5],
};

class History {
  readonly rows: RecurringCandidate[] = [];
  private next = 0;

  constructor(readonly random: Variation) {}

  add(merchantKey: string, date: string, amountCents: number, currency = 'SGD'): RecurringCandidate {
    const row = { id: `t${(this.next += 1)}`, date, merchantKey, currency, amountCents, categoryId: null };
    this.rows.push(row);
    return row;
  }

  /** A schedule of charges from a start day, each drifting by up to `drift` days either way. */
  series(
    merchantKey: string,
    cadence: RecurringCadence,
    start: string,
    count: number,
    amountOf: (index: number) => number,
    options: { drift?: number; skip?: number[] } = {},
  ): RecurringCandidate[] {
    const drift = options.drift ?? DRIFT[cadence];
    const charges: RecurringCandidate[] = [];
    for (let index = 0; index < count; index += 1) {
      if (options.skip?.includes(index)) continue;
      const scheduled = addPeriods(start, cadence, index);
      charges.push(this.add(merchantKey, shiftDays(scheduled, this.random.int(-drift, drift)), amountOf(index)));
    }
    return charges;
  }

  /**
   * Everyday spending around the series: irregular days and amounts at other merchants. An amount is never drawn
   * twice at one merchant: the same exact amount there a year apart would rightly read as a yearly charge.
   */
  noise(start: string, days: number): void {
    const merchants = ['KOPITIAM', 'NTUC FAIRPRICE', 'GRAB', 'SHOPEE', 'COLD STORAGE', 'UNIQLO'];
    const drawn = new Set<string>();
    for (let day = 0; day < days; day += this.random.int(1, 4)) {
      const merchant = this.random.pick(merchants);
      let amount = this.random.int(150, 12_000);
      while (drawn.has(`${merchant}:${amount}`)) amount += 1;
      drawn.add(`${merchant}:${amount}`);
      this.add(merchant, shiftDays(start, day), amount);
    }
  }
}

const startDay = (random: Variation): string =>
  `20${random.int(21, 24)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

const seriesAt = (rows: RecurringCandidate[], merchantKey: string) =>
  detectRecurringSeries(rows).filter((series) => series.merchantKey === merchantKey);

describe('recurring payments: the schedule', () => {
  it('counts one period or one skipped period within the tolerance, never more', () => {
    expect(periodsBetween('2026-01-31', '2026-02-28', 'monthly')).toBe(1);
    expect(periodsBetween('2026-01-15', '2026-02-21', 'monthly')).toBe(1); // 6 days late: two drifts of 3
    expect(periodsBetween('2026-01-15', '2026-02-23', 'monthly')).toBe(0);
    expect(periodsBetween('2026-01-15', '2026-03-14', 'monthly')).toBe(2);
    expect(periodsBetween('2026-01-15', '2026-04-15', 'monthly')).toBe(0);
    expect(periodsBetween('2026-01-05', '2026-01-12', 'weekly')).toBe(1);
    expect(periodsBetween('2026-01-05', '2026-01-15', 'weekly')).toBe(0);
    expect(periodsBetween('2025-03-01', '2026-02-26', 'yearly')).toBe(1);
    expect(addPeriods('2026-11-30', 'quarterly')).toBe('2027-02-28');
    expect(addPeriods('2026-12-28', 'fortnightly')).toBe('2027-01-11');
  });
});

describe.each(seeds)('recurring payments on a history drawn from seed %i', (seed) => {
  it.each(RECURRING_CADENCES)('finds a %s series with drifting days among everyday spending', (cadence) => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    const count = random.int(...COUNTS[cadence]);
    const amount = random.int(199, 25_000);
    const charges = history.series('SPOTIFY', cadence, start, count, () => amount);
    history.noise(start, 400);

    const found = seriesAt(history.rows, 'SPOTIFY');
    expect(found).toHaveLength(1);
    const [series] = found;
    expect(series).toMatchObject({
      cadence,
      transactionIds: charges.map((charge) => charge.id),
      occurrences: count,
      typicalAmountCents: amount,
      firstDate: charges[0]?.date,
      lastDate: charges[count - 1]?.date,
      nextExpectedDate: addPeriods(charges[count - 1]?.date ?? '', cadence),
      fixedPrice: true,
      priceChanges: [],
    });
    expect(series?.yearlyCostCents).toBe(
      amount * { weekly: 52, fortnightly: 26, monthly: 12, quarterly: 4, yearly: 1 }[cadence],
    );
    // The noise merchants are bought from on irregular days: none of them is a series.
    expect(detectRecurringSeries(history.rows).map((one) => one.merchantKey)).toEqual(['SPOTIFY']);
  });

  it('keeps a monthly series whose charges drift the full 3 days either way', () => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    // Alternating -3 / +3 days: neighbouring charges land 6 days off the month apart.
    const charges = Array.from({ length: 10 }, (_, index) =>
      history.add('SP SERVICES', shiftDays(addPeriods(start, 'monthly', index), index % 2 ? 3 : -3), 8_800),
    );
    const [series] = seriesAt(history.rows, 'SP SERVICES');
    expect(series?.cadence).toBe('monthly');
    expect(series?.transactionIds).toEqual(charges.map((charge) => charge.id));
  });

  it('keeps a monthly series across a skipped month, and refuses one that skips every other month', () => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    const skipped = random.int(2, 9);
    const charges = history.series('NETFLIX', 'monthly', start, 12, () => 1_798, { skip: [skipped] });
    const [series] = seriesAt(history.rows, 'NETFLIX');
    expect(series).toMatchObject({ cadence: 'monthly', occurrences: 11 });
    expect(series?.transactionIds).toEqual(charges.map((charge) => charge.id));

    const sparse = new History(random);
    sparse.series('GYM', 'monthly', start, 12, () => 9_900, { skip: [1, 3, 5, 7, 9, 11] });
    expect(seriesAt(sparse.rows, 'GYM').map((one) => one.cadence)).not.toContain('monthly');
  });

  it('follows a price rise: one series, the change dated, the new price typical', () => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    const before = random.int(500, 3_000);
    const after = before + random.int(100, Math.floor(before / 2));
    const riseAt = random.int(3, 9);
    const charges = history.series('DISNEY PLUS', 'monthly', start, 12, (index) => (index < riseAt ? before : after));
    history.noise(start, 380);
    const found = seriesAt(history.rows, 'DISNEY PLUS');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      occurrences: 12,
      typicalAmountCents: after,
      yearlyCostCents: after * 12,
      fixedPrice: true,
      priceChanges: [
        { date: charges[riseAt]?.date, transactionId: charges[riseAt]?.id, fromCents: before, toCents: after },
      ],
    });
  });

  it('sees a price rise on the latest charge only', () => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    const charges = history.series('YOUTUBE PREMIUM', 'monthly', start, 8, (index) => (index < 7 ? 1_198 : 1_398));
    const [series] = seriesAt(history.rows, 'YOUTUBE PREMIUM');
    expect(series?.occurrences).toBe(8);
    expect(series?.priceChanges).toEqual([
      { date: charges[7]?.date, transactionId: charges[7]?.id, fromCents: 1_198, toCents: 1_398 },
    ]);
  });

  it('leaves a one-off at the same merchant out of the series, and makes no series of it', () => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    const amount = random.int(800, 2_500);
    const charges = history.series('AMAZON PRIME', 'monthly', start, 10, () => amount);
    // A purchase at the same merchant mid-cycle, once at another amount and once at the same amount.
    const oneOff = history.add('AMAZON PRIME', shiftDays(charges[4]?.date ?? start, 12), random.int(3_000, 20_000));
    const sameAmount = history.add('AMAZON PRIME', shiftDays(charges[6]?.date ?? start, 15), amount);
    const found = seriesAt(history.rows, 'AMAZON PRIME');
    expect(found).toHaveLength(1);
    expect(found[0]?.transactionIds).toEqual(charges.map((charge) => charge.id));
    expect(found[0]?.transactionIds).not.toContain(oneOff.id);
    expect(found[0]?.transactionIds).not.toContain(sameAmount.id);

    const alone = new History(random);
    alone.add('AMAZON PRIME', start, amount);
    alone.add('AMAZON PRIME', shiftDays(start, random.int(40, 300)), random.int(3_000, 20_000));
    expect(detectRecurringSeries(alone.rows)).toEqual([]);
  });

  it('tells two series at one merchant apart', () => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    const storage = history.series('APPLE', 'monthly', start, 12, () => 128);
    const music = history.series('APPLE', 'monthly', shiftDays(start, random.int(3, 20)), 9, () => 1_098);
    const yearly = history.series('APPLE', 'yearly', shiftDays(start, random.int(30, 60)), 3, () => 9_800);
    const found = seriesAt(history.rows, 'APPLE');
    expect(found).toHaveLength(3);
    const ids = found.map((series) => [...series.transactionIds].sort());
    expect(ids).toEqual(
      expect.arrayContaining([
        storage.map((charge) => charge.id).sort(),
        music.map((charge) => charge.id).sort(),
        yearly.map((charge) => charge.id).sort(),
      ]),
    );
    expect(found.find((series) => series.typicalAmountCents === 9_800)?.cadence).toBe('yearly');
  });

  it('finds a monthly bill whose amount varies, with no price changes and the median as typical', () => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    const amounts = Array.from({ length: 12 }, () => random.int(8_000, 14_000));
    history.series('SINGTEL', 'monthly', start, 12, (index) => amounts[index] ?? 0);
    const [series] = seriesAt(history.rows, 'SINGTEL');
    expect(series).toMatchObject({ cadence: 'monthly', occurrences: 12, fixedPrice: false, priceChanges: [] });
    const lastSix = amounts.slice(-6).sort((a, b) => a - b);
    expect(series?.typicalAmountCents).toBe(Math.round(((lastSix[2] ?? 0) + (lastSix[3] ?? 0)) / 2));
  });

  it('sees no series in daily coffee at one price, in money coming in, or in two charges', () => {
    const random = new Variation(seed);
    const history = new History(random);
    const start = startDay(random);
    for (let day = 0; day < 200; day += random.int(1, 2)) history.add('TOAST BOX', shiftDays(start, day), 450);
    history.series('EMPLOYER PTE LTD', 'monthly', start, 12, () => -500_000);
    history.series('ADOBE', 'monthly', start, 2, () => 2_998);
    expect(detectRecurringSeries(history.rows)).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('are fixed-price series or anything filed under Subscriptions, never rent, insurance or bills', () => {
    expect(isSubscriptionSeries(true, 'Entertainment')).toBe(true);
    expect(isSubscriptionSeries(true, null)).toBe(true);
    expect(isSubscriptionSeries(false, 'Subscriptions')).toBe(true);
    expect(isSubscriptionSeries(false, 'Entertainment')).toBe(false);
    expect(isSubscriptionSeries(true, 'Housing')).toBe(false);
    expect(isSubscriptionSeries(true, 'Insurance')).toBe(false);
    expect(isSubscriptionSeries(true, 'Bills & Utilities')).toBe(false);
  });
});
