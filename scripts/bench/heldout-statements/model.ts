/** The ground truth a held-out statement carries, and helpers every layout shares. */
import type { BankId } from '@garden/core';
import type { Movement } from './content';
import type { Rng } from './rng';

export interface ExpectedRow {
  date: string;
  /** Every text the row prints in its description band, in reading order, joined with single spaces. */
  description: string;
  /**
   * Other readings that are equally right: the description without the row's foreign-amount text (a
   * `FOREIGN CURRENCY USD 20.00` line or an `Amount in FCY` cell, which a reader may keep apart as the
   * foreign amount) and/or without a card payment's `REF NO:` line (the guide's DBS fixture leaves it out).
   */
  descriptionAlternatives?: string[];
  amountCents: number;
}

export interface ExpectedStatement {
  bank: BankId;
  /** Last four digits of the card or account number as printed (digits only, whatever the mask). */
  last4: string;
  currency: string;
  statementDate: string;
  /** Closing balance from the holder's view: a card's amount owed is negative. */
  balanceCents: number;
  /** Card credit limit when the statement prints one; undefined when it does not. */
  creditLimitCents?: number;
  transactions: ExpectedRow[];
  /** True when one printed amount was altered so the rows cannot add up to the printed totals. */
  needsReview: boolean;
  /** The amount by which the rows miss the printed totals, in cents (absolute), when needsReview. */
  differenceCents?: number;
}

export interface HeldOutStatement {
  layout: string;
  seed: number;
  /** Free-form notes of the variant drawn (fonts, labels, masks), for reading failures. */
  variant: string[];
  pdf: Uint8Array;
  expected: ExpectedStatement;
}

export const normaliseDescription = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Alters the printed amount of one row, leaving every printed total and balance as it was: the statement
 * must then be imported "needs review" with the difference. Returns the rows as printed and that difference.
 */
export function tamper(rng: Rng, movements: readonly Movement[]): { printed: Movement[]; differenceCents: number } {
  const printed = movements.map((movement) => ({ ...movement }));
  const candidates = printed.filter((movement) => Math.abs(movement.cents) >= 1_000);
  const target = rng.pick(candidates.length > 0 ? candidates : printed);
  const abs = Math.abs(target.cents);
  const change = rng.pick([900, 1_000, -100, 9_000, 10]);
  const altered = abs + change > 0 ? abs + change : abs + 1_000;
  const differenceCents = Math.abs(altered - abs);
  target.cents = Math.sign(target.cents) * altered;
  return { printed, differenceCents };
}

/** The last four digits of a printed number, whatever its separators and mask. */
export function lastFourDigits(number: string): string {
  return number.replace(/\D/g, '').slice(-4);
}

/** A card number with a valid-looking prefix for the network. */
export function cardNumber(rng: Rng, prefix: string): string {
  return prefix + rng.digits(16 - prefix.length);
}

/** Masks a card number the ways statements print it. */
export function maskCard(rng: Rng, number: string): { text: string; style: string } {
  const groups = number.match(/.{4}/g) ?? [number];
  const last = number.slice(-4);
  const style = rng.int(0, 6);
  switch (style) {
    case 0:
      return { text: groups.join(' '), style: 'full spaced' };
    case 1:
      return { text: groups.join('-'), style: 'full dashed' };
    case 2:
      return { text: `XXXX XXXX XXXX ${last}`, style: 'XXXX XXXX XXXX 1234' };
    case 3:
      return { text: `${number.slice(0, 1)}xxx-xxxx-xxxx-${last}`, style: '4xxx-xxxx-xxxx-1234' };
    case 4:
      return { text: `${groups[0] ?? ''} ${number.slice(4, 6)}XX XXXX ${last}`, style: '4119 11XX XXXX 1234' };
    case 5:
      return { text: `************${last}`, style: 'stars' };
    default:
      return { text: `ending ${last}`, style: 'ending 1234' };
  }
}

/** Picks a wording of a label, sometimes upper-cased or title-cased. */
export function wording(rng: Rng, options: readonly string[]): string {
  const base = rng.pick(options);
  const roll = rng.next();
  if (roll < 0.25) return base.toUpperCase();
  if (roll < 0.4) return base.replace(/\w\S*/g, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
  return base;
}

/** A statement date in the 2025-2026 range; a third of them in January so December rows cross the year. */
export function drawStatementDate(rng: Rng, day?: number): string {
  const year = rng.pick([2025, 2026]);
  const month = rng.chance(0.3) ? 1 : rng.int(2, 12);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const chosen = Math.min(day ?? rng.int(1, 28), lastDay);
  return `${year}-${String(month).padStart(2, '0')}-${String(chosen).padStart(2, '0')}`;
}

export function lastDayOfMonth(rng: Rng): string {
  const year = rng.pick([2025, 2026]);
  const month = rng.chance(0.3) ? 1 : rng.int(2, 12);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}
