/**
 * Standard Chartered Singapore card statements drawn like the real ones: Title "eStatement" and an iText
 * producer, "Statement Date : DD Mon YYYY" (or a full month name), a summary box (credit limit, new balance),
 * a "Transaction / Posting / Description / Amount" table repeated per page (shifted on even pages), a card
 * heading, BALANCE FROM PREVIOUS STATEMENT, rows with transaction and posting dates, "Transaction Ref"
 * numbers beside or under a row, wrapped descriptions, foreign amounts under a row, trailing CR for
 * credits, NEW BALANCE, a rewards box and a payment slip after the table.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  addDays,
  creditMarkedCr,
  dayAndMonth,
  dayMonthYear,
  dayOfPreviousMonth,
  sumOfAmounts,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

export interface ScbCardRow {
  /** Transaction date (the one parsers keep), YYYY-MM-DD. */
  date: string;
  /** Posting date, YYYY-MM-DD. */
  postingDate: string;
  description: string;
  amountCents: number;
  wrapped?: string;
  /** "USD 9.99": drawn on its own line under the row. */
  foreign?: string;
  reference?: string;
  /** Draw the reference on the line under the row instead of beside the description. */
  referenceBelow?: boolean;
}

export interface ScbCardScenario {
  statementDate: string;
  cardName: string;
  cardNumber: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: ScbCardRow[];
  rowsPerPage?: number;
  /** Print "16 January 2024" instead of "16 Jan 2024". */
  longMonthNames?: boolean;
  /** Added to the printed new balance only (a misprinted statement). */
  misprintCents?: number;
  /** Replaces the usual eStatement / iText metadata (issuers change it without notice). */
  metadata?: Pick<StatementPdfOptions, 'title' | 'creator' | 'producer'>;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
}

function fullDate(iso: string, long: boolean): string {
  return dayMonthYear(iso, long ? MONTH_NAMES : MONTH_ABBREVIATIONS);
}

export async function drawStandardCharteredCreditStatement(scenario: ScbCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number; printedClosingCents: number };
}> {
  const pdf = new StatementPdf({
    title: 'eStatement',
    creator: 'SCB eStatement Composer',
    producer: 'iText 5.5.13.1 (c) 2000-2019 iText Group NV',
    ...scenario.metadata,
    ...scenario.protection,
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedClosing = closing - (scenario.misprintCents ?? 0);
  const statementDate = fullDate(scenario.statementDate, scenario.longMonthNames ?? false);
  const perPage = scenario.rowsPerPage ?? 30;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage));
  let page = 1;
  let y = 0;

  const footer = (): void => {
    pdf.text(40, 800, 'Standard Chartered Bank (Singapore) Limited', { size: 6 });
    pdf.text(555, 800, `Page ${page} of ${pageCount}`, { size: 7, align: 'right' });
  };
  const header = (shift: number): void => {
    pdf.text(40 + shift, y, 'Transaction', { size: 8, bold: true });
    pdf.text(92 + shift, y, 'Posting', { size: 8, bold: true });
    pdf.text(145 + shift, y, 'Description', { size: 8, bold: true });
    pdf.text(555 + shift, y, 'Amount (SGD)', { size: 8, bold: true, align: 'right' });
    pdf.text(40 + shift, y + 9, 'Date', { size: 8, bold: true });
    pdf.text(92 + shift, y + 9, 'Date', { size: 8, bold: true });
    y += 24;
  };

  pdf.text(40, 36, 'Standard Chartered', { size: 14, bold: true });
  pdf.text(40, 56, 'Credit Card Statement', { size: 9 });
  const addressLines = ['MS LIM MEI LING', 'BLK 123 BEDOK NORTH AVE 3 #05-67', 'SINGAPORE 460123'];
  const infoLines = [
    `Statement Date : ${statementDate}`,
    `Payment Due Date : ${fullDate(dueDate(scenario.statementDate), scenario.longMonthNames ?? false)}`,
    `Card Number : ${scenario.cardNumber}`,
  ];
  for (const [index, text] of addressLines.entries()) pdf.text(40, 84 + index * 12, text);
  for (const [index, text] of infoLines.entries()) pdf.text(330, 84 + index * 12, text);
  const summary: [string, number][] = [
    ['Credit Limit', scenario.creditLimitCents],
    ['Available Credit Limit', scenario.creditLimitCents + printedClosing],
    ['Minimum Payment Due', Math.min(5000, Math.max(0, -printedClosing))],
    ['New Balance', -printedClosing],
  ];
  for (const [index, [label, cents]] of summary.entries()) {
    pdf.text(40 + index * 130, 140, label, { size: 7, bold: true });
    pdf.text(40 + index * 130, 151, `S$${formatCents(cents)}`);
  }

  y = 185;
  header(0);
  pdf.text(40, y, `${scenario.cardName} ${scenario.cardNumber}`, { bold: true });
  y += 14;
  pdf.text(145, y, 'BALANCE FROM PREVIOUS STATEMENT');
  pdf.text(555, y, creditMarkedCr(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 13;
  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) {
      footer();
      pdf.addPage();
      page += 1;
      pdf.text(40, 36, 'Standard Chartered', { size: 12, bold: true });
      pdf.text(330, 40, `Statement Date : ${statementDate}`);
      y = 70;
      header(page % 2 === 0 ? 6 : 0);
    }
    const shift = page % 2 === 0 ? 6 : 0;
    pdf.text(40 + shift, y, dayAndMonth(row.date));
    pdf.text(92 + shift, y, dayAndMonth(row.postingDate));
    pdf.text(145 + shift, y, row.description, { fragments: index % 4 === 2 ? 3 : 1 });
    if (row.reference && !row.referenceBelow) pdf.text(380 + shift, y, `Transaction Ref ${row.reference}`, { size: 7 });
    pdf.text(555 + shift, y, creditMarkedCr(row.amountCents), { align: 'right' });
    y += 12;
    const below = [
      row.wrapped,
      row.reference && row.referenceBelow ? `Transaction Ref ${row.reference}` : undefined,
      row.foreign,
    ];
    for (const text of below) {
      if (!text) continue;
      pdf.text(145 + shift, y, text, { size: 8 });
      y += 10;
    }
    y += 2;
  }
  y += 6;
  const shift = page % 2 === 0 ? 6 : 0;
  pdf.text(145 + shift, y, 'NEW BALANCE', { bold: true });
  pdf.text(555 + shift, y, creditMarkedCr(printedClosing), { align: 'right', bold: true });
  y += 30;
  pdf.text(40, y, 'REWARDS POINTS SUMMARY', { bold: true });
  pdf.text(40, y + 12, `Points balance as at ${statementDate}`);
  pdf.text(555, y + 12, '12,480', { align: 'right' });
  y += 44;
  pdf.text(40, y, 'PAYMENT SLIP', { bold: true });
  pdf.text(40, y + 12, `Card Number ${scenario.cardNumber}`);
  pdf.text(40, y + 24, 'Minimum Payment Due');
  pdf.text(555, y + 24, formatCents(Math.min(5000, Math.max(0, -printedClosing))), { align: 'right' });
  pdf.text(40, y + 36, 'New Balance');
  pdf.text(555, y + 36, formatCents(-printedClosing), { align: 'right' });
  footer();

  const transactions = scenario.rows.map((row) => ({
    date: row.date,
    description: row.wrapped ? `${row.description} ${row.wrapped}` : row.description,
    amountCents: row.amountCents,
    ...(row.foreign ? { foreignAmount: row.foreign } : {}),
  }));
  return {
    pdf: await pdf.toBuffer(),
    expected: { transactions, closingOwedCents: closing, printedClosingCents: printedClosing },
  };
}

function dueDate(statementDate: string): string {
  return addDays(statementDate, 25);
}

const MERCHANTS: [string, number][] = [
  ['BUS/MRT 253656688 SINGAPORE SG', -366],
  ['NTUC FAIRPRICE-TAMPINES SINGAPORE SG', -4215],
  ['GRAB* A-5PQ7RT2GWX SINGAPORE SG', -1890],
  ['KOPITIAM @ JEWEL CHANGI SINGAPORE SG', -760],
  ['SHOPEE SINGAPORE MP SINGAPORE SG', -2349],
  ['GUARDIAN HEALTH & BEAUTY SINGAPORE SG', -1125],
];

/**
 * A cycle on one card from the 17th of the previous month to the statement date: a payment with its
 * Transaction Ref, a refund, a cashback credit, a foreign subscription, wrapped rows and everyday spend.
 */
export function standardCharteredCardMonth(seed: number, statementDate: string, rows = 20): ScbCardScenario {
  const start = dayOfPreviousMonth(statementDate)(17);
  const on = (offset: number, postingLag = 1): Pick<ScbCardRow, 'date' | 'postingDate'> => ({
    date: addDays(start, offset),
    postingDate: addDays(start, offset + postingLag),
  });
  const previous = 8374 + seed * 101;
  const list: ScbCardRow[] = [
    { ...on(1), description: 'NETFLIX.COM LOS GATOS US', amountCents: -2198, foreign: 'USD 16.49' },
    { ...on(2, 0), description: 'PAYMENT - THANK YOU', amountCents: previous, reference: `7454183${seed}2015` },
    {
      ...on(3),
      description: 'SINGAPORE AIRLINES LTD',
      wrapped: 'SINGAPORE SG 6181234567',
      amountCents: -48620,
    },
    { ...on(4), description: 'LAZADA SINGAPORE SINGAPORE SG', amountCents: -5990 },
    { ...on(6), description: 'LAZADA SINGAPORE SINGAPORE SG', amountCents: 5990 },
    {
      ...on(7),
      description: 'AXS PTE LTD SINGAPORE SG',
      amountCents: -12000,
      reference: `8812${seed}0044719`,
      referenceBelow: true,
    },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = MERCHANTS[(index + seed) % MERCHANTS.length] ?? ['SHOP SINGAPORE SG', -100];
    list.push({ ...on(8 + (index % 20)), description, amountCents: cents - index * 7 - seed });
  }
  list.push({ ...on(27, 0), description: 'CASHBACK EARNED', amountCents: 1530 + seed });
  return {
    statementDate,
    cardName: 'SIMPLY CASH CREDIT CARD',
    cardNumber: `5520 00XX XXXX ${String(1200 + seed)}`,
    creditLimitCents: 1_200_000,
    previousBalanceOwedCents: previous,
    rows: list,
  };
}
