/**
 * Variation drawn from a seed, so each layout generator can draw many realistic variants of a statement
 * (label wording and case, column positions, typeface and size, date formats, number masks, page breaks,
 * extra panels) and any failing variant can be drawn again from its seed.
 *
 * Seeds: every test runs a fixed list (regression) plus one fresh random seed per run; the seed is in the
 * test's name, so a failure prints it. Replay with STATEMENT_SEEDS=1234,5678 (only those seeds run).
 */
import { randomInt } from 'node:crypto';
import type { StatementLook } from './statement-pdf';

/** A small, fast, deterministic generator (mulberry32): the same seed always draws the same variant. */
export class Variation {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number in [min, max), rounded to two decimals (positions in points). */
  between(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(options: readonly T[]): T {
    const option = options[Math.floor(this.next() * options.length)];
    if (option === undefined) throw new Error('pick() needs at least one option');
    return option;
  }

  /** The label in one of the cases banks print: as given, UPPER, or Title Case. */
  cased(label: string): string {
    const form = this.int(0, 2);
    if (form === 1) return label.toUpperCase();
    if (form === 2) return label.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
    return label;
  }

  /** A typeface, size, page offset and word spacing within what real statements show. */
  look(): StatementLook {
    return {
      typeface: this.pick(['Helvetica', 'Helvetica', 'Times', 'Courier'] as const),
      sizeScale: this.between(0.85, 1.08),
      shiftX: this.between(-12, 12),
      shiftY: this.between(-10, 14),
      ...(this.chance(0.35) ? { wordGapSpaces: this.between(0.4, 1) } : {}),
    };
  }
}

/** A card number in one of the masks banks print, ending in the given four digits. */
export function maskedCardNumber(variation: Variation, last4: string): string {
  const lead = String(variation.int(4000, 5599));
  return variation.pick([
    `XXXX XXXX XXXX ${last4}`,
    `${lead.slice(0, 1)}xxx-xxxx-xxxx-${last4}`,
    `${lead} XXXX XXXX ${last4}`,
    `${lead}-****-****-${last4}`,
    `************${last4}`,
    `**** **** **** ${last4}`,
  ]);
}

/** Seeds to replay (STATEMENT_SEEDS), when set. */
const replaySeeds = (): number[] | undefined =>
  process.env.STATEMENT_SEEDS?.split(',').map((seed) => Number(seed.trim()));

/** Fixed regression seeds, then one fresh seed per run (or only STATEMENT_SEEDS when set). */
export function variantSeeds(count = 50): number[] {
  const replay = replaySeeds();
  if (replay) return replay;
  const fixed = Array.from({ length: count }, (_, index) => 1000 + index * 7919);
  return [...fixed, randomInt(1, 2 ** 31 - 1)];
}

/** One fresh random seed per run, or the first of STATEMENT_SEEDS when set (to replay a failure). */
export function freshSeed(): number {
  return replaySeeds()?.[0] ?? randomInt(1, 2 ** 31 - 1);
}
