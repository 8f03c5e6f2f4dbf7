import { decimalToCents, formatCents } from '@garden/core';

/**
 * The app's one money format (en-SG, two decimals): Singapore dollars as "$1,234.50", US dollars as "US$1,234.50",
 * any other currency by its code, "MYR 1,234.50"; the sign first, "-$12.00". From an exact decimal string.
 */
export function money(amount: string, currency = 'SGD'): string {
  return moneyOfCents(decimalToCents(amount), currency);
}

/** The same format from whole cents. */
export function moneyOfCents(cents: number, currency = 'SGD'): string {
  const prefix = currency === 'SGD' ? '$' : currency === 'USD' ? 'US$' : `${currency} `;
  return `${cents < 0 ? '-' : ''}${prefix}${formatCents(Math.abs(cents))}`;
}

/** "$1,234.50" / "-$12.00" from an exact decimal string (SGD amounts, no currency code). */
export function dollars(amount: string): string {
  return money(amount, 'SGD');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The app's one date format: "23 Nov 2026" from a calendar date (YYYY-MM-DD, no time zone involved); anything else is shown as it is. */
export function calendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}

const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/** The same format for an instant (ISO timestamp), on Singapore's calendar: "23 Nov 2026". */
export function instantDate(timestamp: string): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return timestamp;
  return calendarDate(new Date(time + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10));
}
