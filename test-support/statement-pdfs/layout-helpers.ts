/**
 * Pieces every statement layout prints the same way: month names, dates, amounts with the issuer's
 * credit marker, and the sums a statement's totals come from. Layout-specific formats stay in the layouts.
 */
import { formatCents } from '@garden/core';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));
export const UPPERCASE_MONTH_ABBREVIATIONS = MONTH_ABBREVIATIONS.map((name) => name.toUpperCase());

/** "March 5, 2024" (US statements). */
export const longDate = (iso: string): string =>
  `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1] ?? ''} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

/** "03/05" (US statements). */
export const monthDay = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** Calendar arithmetic on YYYY-MM-DD dates, in UTC so no time zone shifts a day. */
export function addDays(iso: string, days: number): string {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Dates in the month before the statement's: most scenarios' rows fall there (December for January). */
export function dayOfPreviousMonth(statementDate: string): (day: number) => string {
  const [year = 0, month = 0] = statementDate.split('-').map(Number);
  const previousMonth = month === 1 ? 12 : month - 1;
  const previousYear = month === 1 ? year - 1 : year;
  return (day) => `${previousYear}-${twoDigits(previousMonth)}-${twoDigits(day)}`;
}

/** Card amounts where money in is the exception: charges plain, credits as "12.34 CR". */
export const creditMarkedCr = (cents: number): string => (cents > 0 ? `${formatCents(cents)} CR` : formatCents(-cents));

/** Card amounts with credits in parentheses: "(12.34)". */
export const creditInParentheses = (cents: number): string =>
  cents > 0 ? `(${formatCents(cents)})` : formatCents(-cents);

/** Signed amounts as US checking statements print them: "-12.34" for money out. */
export const minusWhenNegative = (cents: number): string => `${cents < 0 ? '-' : ''}${formatCents(Math.abs(cents))}`;

export const sumOfAmounts = (rows: readonly { amountCents: number }[]): number =>
  rows.reduce((sum, row) => sum + row.amountCents, 0);

/** Money out and money in of an account's rows, both positive, for its printed totals. */
export function withdrawalAndDepositTotals(rows: readonly { amountCents: number }[]): {
  withdrawn: number;
  deposited: number;
} {
  return {
    // Subtracted from zero rather than negated, so a month without withdrawals prints 0, never -0.
    withdrawn: rows.filter((row) => row.amountCents < 0).reduce((sum, row) => sum - row.amountCents, 0),
    deposited: sumOfAmounts(rows.filter((row) => row.amountCents > 0)),
  };
}

/** The last four digits of a printed account or card number, whatever separates its groups. */
export const lastFourDigits = (number: string): string => number.replace(/\D/g, '').slice(-4);

/** "05 Mar", as Singapore statements print row dates; pass UPPERCASE_MONTH_ABBREVIATIONS for "05 MAR". */
export function dayAndMonth(iso: string, monthNames: readonly string[] = MONTH_ABBREVIATIONS): string {
  const [, month = '', day = ''] = iso.split('-');
  return `${day} ${monthNames[Number(month) - 1] ?? ''}`;
}

/** "05 Mar 2024" (or "05 MAR 2024"). */
export const dayMonthYear = (iso: string, monthNames: readonly string[] = MONTH_ABBREVIATIONS): string =>
  `${dayAndMonth(iso, monthNames)} ${iso.slice(0, 4)}`;
