import { decimalToCents, formatCents } from '@garden/core';

/** "$1,234.50" / "-$12.00" from an exact decimal string (SGD amounts, no currency code). */
export function dollars(amount: string): string {
  const cents = decimalToCents(amount);
  return `${cents < 0 ? '-' : ''}$${formatCents(Math.abs(cents))}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "23 Nov 2026" from a calendar date (YYYY-MM-DD, no time zone involved); anything else is shown as it is. */
export function calendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}`;
}
