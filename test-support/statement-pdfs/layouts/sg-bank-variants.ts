/**
 * Variant pieces the Singapore bank layouts (Citibank, UOB, DBS, HSBC, Standard Chartered, Maybank, Trust)
 * draw from a seed: statement date and period wordings, summary labels, account and card number masks,
 * page furniture (page numbers, the bank's address with a phone number and postal code), panels beside
 * the table (rewards points, messages with dates and amounts) and a marketing / terms page. Each layout
 * keeps its own table; these are the parts banks vary between templates and years.
 */
import { formatCents } from '@garden/core';
import { MONTH_ABBREVIATIONS, MONTH_NAMES, addDays, twoDigits } from '../layout-helpers';
import type { StatementPdf } from '../statement-pdf';
import { maskedCardNumber, type Variation } from '../variation';

/** The wordings Singapore statements print a full date in. */
const FULL_DATE_WORDINGS: ((iso: string) => string)[] = [
  (iso) => `${dayOf(iso)} ${shortMonth(iso)} ${iso.slice(0, 4)}`,
  (iso) => `${dayOf(iso)} ${shortMonth(iso).toUpperCase()} ${iso.slice(0, 4)}`,
  (iso) => `${longMonth(iso)} ${Number(dayOf(iso))}, ${iso.slice(0, 4)}`,
  (iso) => `${Number(dayOf(iso))} ${longMonth(iso)} ${iso.slice(0, 4)}`,
  (iso) => `${dayOf(iso)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  (iso) => `${dayOf(iso)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`,
];

function dayOf(iso: string): string {
  return iso.slice(8, 10);
}

function shortMonth(iso: string): string {
  return MONTH_ABBREVIATIONS[Number(iso.slice(5, 7)) - 1] ?? '';
}

function longMonth(iso: string): string {
  return MONTH_NAMES[Number(iso.slice(5, 7)) - 1] ?? '';
}

/** A full date in one of the wordings Singapore statements print. */
export function variantFullDate(variation: Variation, iso: string): string {
  return variation.pick(FULL_DATE_WORDINGS)(iso);
}

/** One wording drawn for a whole statement, so both ends of a period print alike. */
export function variantDateWording(variation: Variation): (iso: string) => string {
  return variation.pick(FULL_DATE_WORDINGS);
}

/** The statement date label as another template or year of the bank prints it. */
export function variantStatementDateLabel(variation: Variation): string {
  const label = variation.pick(['Statement Date', 'Statement date', 'Date of Statement', 'Statement Date:']);
  return variation.cased(label);
}

/** An account number as Singapore banks print it, ending in the given four digits. */
export function variantAccountNumber(variation: Variation, last4: string): string {
  const [a = '', b = '', c = '', d = ''] = last4.split('');
  const digits = (count: number): string => Array.from({ length: count }, () => String(variation.int(0, 9))).join('');
  const lead = String(variation.int(100, 999));
  return variation.pick([
    `${lead}-${digits(2)}${a}${b}${c}-${d}`,
    `${lead}-${digits(5)}${a}-${b}${c}${d}`,
    `${lead}-${digits(3)}-${a}${b}${c}-${d}`,
    `${lead}${digits(3)}${last4}`,
  ]);
}

/** The bank's address line printed in a footer: a phone number and a postal code, never a row. */
export function drawAddressFooter(
  pdf: StatementPdf,
  variation: Variation,
  bank: string,
  page: number,
  pages: number | undefined,
): void {
  const phone = variation.pick(['1800 111 1111', '+65 6222 2121', '6327 2265', '(65) 6255 2888']);
  const postal = variation.pick(['Singapore 018982', 'SINGAPORE 048624', 'Singapore 039594']);
  const y = variation.between(786, 800);
  pdf.text(40, y, `${bank}, 12 Marina Boulevard, ${postal}. Tel: ${phone}`, { size: 6 });
  const pageText = pages
    ? variation.pick([`Page ${page} of ${pages}`, `${page} / ${pages}`, `PAGE ${page} OF ${pages}`])
    : `Page ${page}`;
  pdf.text(555, y + 9, pageText, { size: 7, align: 'right' });
}

/** A rewards points or message panel (figures and dates that are not transactions) at the given spot. */
export function drawSidePanel(
  pdf: StatementPdf,
  variation: Variation,
  x: number,
  y: number,
  statementDate: string,
): number {
  const expiry = addDays(statementDate, variation.int(60, 400));
  const [year = '', month = '', day = ''] = expiry.split('-');
  const kind = variation.int(0, 1);
  if (kind === 0) {
    const points = variation.int(1000, 90000);
    pdf.text(x, y, variation.cased('Rewards Summary'), { size: 8, bold: true });
    pdf.text(x, y + 11, `Points earned this month ${variation.int(10, 900)}`, { size: 7 });
    pdf.text(x, y + 21, `Points balance ${points.toLocaleString('en-US')}`, { size: 7 });
    pdf.text(
      x,
      y + 31,
      `${variation.int(100, 999)} points expiring on ${day} ${MONTH_ABBREVIATIONS[Number(month) - 1] ?? ''} ${year}`,
      {
        size: 7,
      },
    );
    return 44;
  }
  pdf.text(x, y, variation.cased('Important Message'), { size: 8, bold: true });
  pdf.text(x, y + 11, `Spend S$${formatCents(variation.int(30000, 200000))} by ${day}/${month}/${year}`, { size: 7 });
  pdf.text(x, y + 21, `to receive ${formatCents(variation.int(1000, 5000))} cashback.`, { size: 7 });
  return 34;
}

/** A marketing / terms page: dates, rates and amounts that are not transactions. */
export function drawMarketingPage(pdf: StatementPdf, variation: Variation, statementDate: string): void {
  pdf.addPage();
  const [year = '', month = ''] = statementDate.split('-');
  const short = MONTH_ABBREVIATIONS[Number(month) - 1] ?? '';
  pdf.text(40, 60, variation.cased('Important Information'), { size: 11, bold: true });
  const lines = [
    `01 ${short.toUpperCase()} Promotion valid till 31 Dec ${year}  minimum spend 500.00`,
    `Late payment charge of S$100.00 applies from ${twoDigits(variation.int(1, 28))} ${short} ${year}.`,
    `Effective interest rate 27.80% per annum; minimum charge 2.50`,
    `15 ${short.toUpperCase()} Annual fee 196.20 waived for the first year`,
    'Terms and conditions apply. Visit our website for details.',
  ];
  for (const [index, line] of lines.entries()) pdf.text(40, 84 + index * 14, line, { size: 8 });
}

/** A statement period ending on the statement date, in the wordings card templates print. */
export function variantStatementPeriod(variation: Variation, start: string, end: string): string {
  const wording = variantDateWording(variation);
  const [from, to] = [wording(start), wording(end)];
  const separator = variation.pick(['to', 'TO', '-', 'To']);
  return variation.pick([
    `${variation.cased('Statement Period')} ${from} ${separator} ${to}`,
    `${variation.cased('Statement period:')} ${from} ${separator} ${to}`,
    `${variation.cased('Statement From')} ${from} ${variation.cased('to')} ${to}`,
    `${variation.cased('From')} ${from} ${variation.cased('To')} ${to}`,
    `${variation.cased('Billing Period')} ${from} ${separator} ${to}`,
  ]);
}

/** The credit limit's label in another template's wording and case. */
export function variantCreditLimitLabel(variation: Variation): string {
  return variation.cased(
    variation.pick(['Credit Limit', 'Combined Credit Limit', 'Total Credit Limit', 'Credit limit']),
  );
}

/** The previous balance's label in another template's wording and case. */
export function variantPreviousBalanceLabel(variation: Variation): string {
  return variation.cased(
    variation.pick(['Previous Statement Balance', 'Previous Balance', 'Balance from Previous Statement']),
  );
}

/** The closing figure's label (what the card owes now) in another template's wording and case. */
export function variantClosingBalanceLabel(variation: Variation): string {
  return variation.cased(
    variation.pick(['Statement Balance', 'New Balance', 'Current Balance', 'Total Amount Due', 'Total Balance Due']),
  );
}

/** A summary figure as templates print it: "S$12,000.00", "S$ 12,000.00", "SGD 12,000.00", "$12,000.00". */
export function variantMoney(variation: Variation, cents: number): string {
  return `${variation.pick(['S$', 'S$ ', 'SGD ', '$', ''])}${formatCents(cents)}`;
}

/** The card number under its label in another template's wording, in one of the common masks. */
export function variantCardNumberLine(variation: Variation, last4: string): string {
  return variation.pick([
    `${variation.cased('Card No.')} ${maskedCardNumber(variation, last4)}`,
    `${variation.cased('Card Number:')} ${maskedCardNumber(variation, last4)}`,
    `${variation.cased('Card ending')} ${last4}`,
    `${variation.cased('Card ending in')} ${last4}`,
  ]);
}
