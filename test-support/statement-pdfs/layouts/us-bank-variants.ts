/**
 * Variant pieces the US bank layouts (Bank of America, Chase) draw from a seed: dates and statement
 * periods in the wordings US statements print, account and card numbers in their masks and labels,
 * amounts with "$", a minus or parentheses, page furniture (the bank's address with a ZIP code and a
 * phone number, page numbers), panels of rewards figures and dates beside or after the table, and a
 * terms page. Each layout keeps its own table; these are the parts banks vary between templates.
 */
import { formatCents } from '@garden/core';
import { MONTH_ABBREVIATIONS, MONTH_NAMES, addDays } from '../layout-helpers';
import type { StatementPdf } from '../statement-pdf';
import type { Variation } from '../variation';

const parts = (iso: string): { year: string; month: string; day: string } => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month, day };
};

/** "02/16/2025" */
export const usDate = (iso: string): string => {
  const { year, month, day } = parts(iso);
  return `${month}/${day}/${year}`;
};

/** "02/16/25" */
export const usShortDate = (iso: string): string => {
  const { year, month, day } = parts(iso);
  return `${month}/${day}/${year.slice(2)}`;
};

/** "February 16, 2025" */
export const usLongDate = (iso: string): string => {
  const { year, month, day } = parts(iso);
  return `${MONTH_NAMES[Number(month) - 1] ?? ''} ${Number(day)}, ${year}`;
};

/** A full date in one of the shapes US statements print. */
export function variantUsDate(variation: Variation, iso: string): string {
  const { year, month, day } = parts(iso);
  return variation.pick([
    usDate(iso),
    usShortDate(iso),
    usLongDate(iso),
    `${MONTH_ABBREVIATIONS[Number(month) - 1] ?? ''} ${Number(day)}, ${year}`,
  ]);
}

/** A row date: "MM/DD" or "MM/DD/YY". */
export const usRowDate = (iso: string, withYear: boolean): string => {
  const { year, month, day } = parts(iso);
  return withYear ? `${month}/${day}/${year.slice(2)}` : `${month}/${day}`;
};

/** The statement period as a line, in the wordings US statements use (the end is the statement date). */
export function variantUsPeriod(variation: Variation, start: string, end: string): string {
  const { year: startYear } = parts(start);
  const { year: endYear } = parts(end);
  const sameYear = startYear === endYear;
  const monthDayOnly = (iso: string): string => usLongDate(iso).replace(/, \d{4}$/, '');
  return variation.pick([
    `for ${usLongDate(start)} to ${usLongDate(end)}`,
    `${usLongDate(start)} through ${usLongDate(end)}`,
    `Opening/Closing Date ${usShortDate(start)} - ${usShortDate(end)}`,
    `Statement Period: ${usDate(start)} - ${usDate(end)}`,
    `Billing Cycle ${usDate(start)} to ${usDate(end)}`,
    sameYear ? `${monthDayOnly(start)} - ${usLongDate(end)}` : `${usLongDate(start)} - ${usLongDate(end)}`,
  ]);
}

/** The label of the statement's closing date as another template prints it. */
export function variantClosingDateLabel(variation: Variation): string {
  return variation.cased(
    variation.pick(['Statement Closing Date', 'Closing Date', 'Statement Date', 'Statement closing date']),
  );
}

/** A card or account number ending in the given four digits, with its label, as US statements print it. */
export function variantUsAccountLine(variation: Variation, last4: string, kind: 'card' | 'checking'): string {
  const digits = (count: number): string => Array.from({ length: count }, () => String(variation.int(0, 9))).join('');
  const masks =
    kind === 'card'
      ? [`XXXX XXXX XXXX ${last4}`, `xxxx-xxxx-xxxx-${last4}`, `************${last4}`, `**** **** **** ${last4}`]
      : [`${digits(4)} ${digits(4)} ${last4}`, `0000 ${digits(4)} ${last4}`, `${digits(8)}${last4}`];
  const label = variation.pick(
    kind === 'card'
      ? ['Account Number:', 'Account #', 'Account number:', 'ACCOUNT NUMBER:', 'Card Number:']
      : ['Account number:', 'Account Number:', 'Account #', 'Primary account number:', 'Primary Account:'],
  );
  if (variation.chance(0.3)) {
    return variation.pick([
      `Account ending in ${last4}`,
      `${kind === 'card' ? 'Card' : 'Account'} ending in ${last4}`,
      `ACCOUNT ENDING IN ${last4}`,
    ]);
  }
  return `${label} ${variation.pick(masks)}`;
}

/** Money as US summaries print it: "$1,234.56", "-$1,234.56" or "($1,234.56)" for a negative figure. */
export function usDollars(cents: number, negative: 'minus' | 'parentheses' = 'minus', plus = false): string {
  const value = `$${formatCents(Math.abs(cents))}`;
  if (cents < 0) return negative === 'parentheses' ? `(${value})` : `-${value}`;
  return plus && cents > 0 ? `+${value}` : value;
}

/** The bank's address and phone number, and the page number: furniture that is never a row. */
export function drawUsFooter(
  pdf: StatementPdf,
  variation: Variation,
  bank: { name: string; address: string },
  page: number,
  pages?: number,
  pageHeight = 792,
): void {
  const phone = variation.pick(['1.800.432.1000', '1-800-935-9935', '(800) 432-1000', '1-877-242-7372']);
  const y = pageHeight - variation.between(34, 44);
  pdf.text(40, y, `${bank.name} Member FDIC. ${bank.address}. Customer service ${phone}`, { size: 6 });
  pdf.text(
    572,
    y + 9,
    pages
      ? variation.pick([`Page ${page} of ${pages}`, `${page} of ${pages}`, `PAGE ${page} OF ${pages}`])
      : variation.pick([`Page ${page}`, `PAGE ${page}`, `- ${page} -`]),
    { size: 7, align: 'right' },
  );
}

/** A rewards or message panel: amounts and dates that are not transactions. Returns its height. */
export function drawUsPanel(
  pdf: StatementPdf,
  variation: Variation,
  x: number,
  y: number,
  statementDate: string,
): number {
  const expiry = addDays(statementDate, variation.int(60, 400));
  if (variation.chance(0.5)) {
    pdf.text(x, y, variation.cased('Rewards Summary'), { size: 8, bold: true });
    pdf.text(x, y + 11, `Cash back earned this statement $${formatCents(variation.int(100, 9000))}`, { size: 7 });
    pdf.text(x, y + 21, `Total available cash back $${formatCents(variation.int(1000, 90000))}`, { size: 7 });
    pdf.text(x, y + 31, `Bonus offer ends ${usDate(expiry)}`, { size: 7 });
    return 44;
  }
  pdf.text(x, y, variation.cased('Important Message'), { size: 8, bold: true });
  pdf.text(x, y + 11, `${usRowDate(expiry, false)} Spend $${formatCents(variation.int(50000, 300000))} to earn`, {
    size: 7,
  });
  pdf.text(
    x,
    y + 21,
    `a $${formatCents(variation.int(5000, 20000))} statement credit. Offer ends ${usLongDate(expiry)}.`,
    {
      size: 7,
    },
  );
  return 34;
}

/** A terms / marketing page: dates, rates and amounts that are not transactions. */
export function drawUsTermsPage(pdf: StatementPdf, variation: Variation, statementDate: string): void {
  pdf.addPage();
  const { year } = parts(statementDate);
  pdf.text(40, 60, variation.cased('Important Information About Your Account'), { size: 11, bold: true });
  const lines = [
    `${usRowDate(statementDate, false)} Promotional APR of 0.00% until 12/31/${year}; balance transfer fee $5.00 or 3%`,
    `Late Payment: up to $40.00. Returned Payment: up to $29.00. Minimum interest charge $0.50`,
    `Annual Percentage Rate 21.24% (v) applies after ${usLongDate(addDays(statementDate, 90))}`,
    `${usRowDate(addDays(statementDate, 10), true)} Overdraft fee per item, no more than 4 per day 35.00`,
    'Billing Rights Summary: tell us about a problem within 60 days of this statement.',
  ];
  for (const [index, line] of lines.entries()) pdf.text(40, 84 + index * 14, line, { size: 8 });
}
