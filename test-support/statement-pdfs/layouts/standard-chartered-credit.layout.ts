/**
 * Standard Chartered Singapore card statements drawn like the real ones: Title "eStatement" and an iText
 * producer, "Statement Date : DD Mon YYYY" (or a full month name), a summary box (credit limit, new balance),
 * a "Transaction / Posting / Description / Amount" table repeated per page (shifted on even pages), a card
 * heading, BALANCE FROM PREVIOUS STATEMENT, rows with transaction and posting dates, "Transaction Ref"
 * numbers beside or under a row, wrapped descriptions, foreign amounts under a row, trailing CR for
 * credits, NEW BALANCE, a rewards box and a payment slip after the table.
 * With a variation, another template of the same family: the statement date in other labels, wordings and
 * date formats (in the info block, in the summary box, or only as the statement period), summary labels in
 * a row or a column, header wordings on one line or two, column positions, typeface, card number masks and
 * labels, references beside or under their rows, page breaks between a row and its lines, address footers,
 * panels and a terms page.
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
import { Variation, maskedCardNumber } from '../variation';
import {
  drawAddressFooter,
  drawMarketingPage,
  drawSidePanel,
  variantCardNumberLine,
  variantClosingBalanceLabel,
  variantCreditLimitLabel,
  variantFullDate,
  variantMoney,
  variantStatementDateLabel,
  variantStatementPeriod,
} from './sg-bank-variants';

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
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

function fullDate(iso: string, long: boolean): string {
  return dayMonthYear(iso, long ? MONTH_NAMES : MONTH_ABBREVIATIONS);
}

/** What a variant changes; the defaults draw the original template. */
interface ScbStyle {
  /** The statement date line (or the period line), repeated at the top of later pages. */
  dateLine: string;
  /** In the info block beside the address, under the title (a period line is wide), or in the summary box. */
  datePlacement: 'info' | 'title' | 'box';
  /** The statement date in the summary box (label over value). */
  dateInBox?: [string, string];
  dueLine: string;
  cardNumberLine: string;
  summary: [string, string][];
  /** Summary labels over their values in a row, or each on its own line with the value beside it. */
  summaryInRow: boolean;
  /** Two header lines ("Transaction" over "Date") or one ("Transaction Date"). */
  headerTop?: readonly [string, string];
  headerDates: readonly [string, string];
  headerDescription: string;
  headerAmount: string;
  dateX: number;
  postX: number;
  descriptionX: number;
  amountRight: number;
  laterShift: number;
  cardHeading: string;
  openingLabel: string;
  closingLabel: string;
  referenceLabel: string;
  rowDate: (iso: string) => string;
  headerOnLaterPages: boolean;
  breakBeforeExtras: boolean;
}

/** Transaction and posting date labels over a "Date Date" line, as Standard Chartered prints them. */
const STACKED_DATE_LABELS: (readonly [string, string])[] = [
  ['Transaction', 'Posting'],
  ['TRANSACTION', 'POSTING'],
  ['Trans', 'Post'],
];
const ONE_LINE_DATE_LABELS: (readonly [string, string])[] = [
  ['Transaction Date', 'Posting Date'],
  ['Trans Date', 'Post Date'],
  ['TXN DATE', 'POSTING DATE'],
];

function scbStyle(scenario: ScbCardScenario, pdf: StatementPdf, printedClosing: number): ScbStyle {
  const v = scenario.variation;
  const statementDate = fullDate(scenario.statementDate, scenario.longMonthNames ?? false);
  const owed = -printedClosing;
  const minimum = Math.min(5000, Math.max(0, owed));
  const standard: ScbStyle = {
    dateLine: `Statement Date : ${statementDate}`,
    datePlacement: 'info',
    dueLine: `Payment Due Date : ${fullDate(dueDate(scenario.statementDate), scenario.longMonthNames ?? false)}`,
    cardNumberLine: `Card Number : ${scenario.cardNumber}`,
    summary: [
      ['Credit Limit', `S$${formatCents(scenario.creditLimitCents)}`],
      ['Available Credit Limit', `S$${formatCents(scenario.creditLimitCents + printedClosing)}`],
      ['Minimum Payment Due', `S$${formatCents(minimum)}`],
      ['New Balance', `S$${formatCents(owed)}`],
    ],
    summaryInRow: true,
    headerTop: ['Transaction', 'Posting'],
    headerDates: ['Date', 'Date'],
    headerDescription: 'Description',
    headerAmount: 'Amount (SGD)',
    dateX: 40,
    postX: 92,
    descriptionX: 145,
    amountRight: 555,
    laterShift: 6,
    cardHeading: `${scenario.cardName} ${scenario.cardNumber}`,
    openingLabel: 'BALANCE FROM PREVIOUS STATEMENT',
    closingLabel: 'NEW BALANCE',
    referenceLabel: 'Transaction Ref',
    rowDate: (iso) => dayAndMonth(iso),
    headerOnLaterPages: true,
    breakBeforeExtras: false,
  };
  if (!v) return standard;
  const last4 = scenario.cardNumber.slice(-4);
  const dateLabel = variantStatementDateLabel(v).replace(/:$/, '');
  const dateText = variantFullDate(v, scenario.statementDate);
  const dateForm = v.pick(['info', 'info', 'period', 'box'] as const);
  const datePlacement = dateForm === 'period' ? 'title' : dateForm;
  const cycleStart = addDays(scenario.statementDate, -v.int(28, 31));
  const stacked = v.chance(0.5);
  const headerTop = stacked ? v.pick(STACKED_DATE_LABELS) : undefined;
  const dateWord = v.cased('Date');
  const headerDates = stacked ? ([dateWord, dateWord] as const) : v.pick(ONE_LINE_DATE_LABELS);
  const headerDescription = v.cased(v.pick(['Description', 'Transaction Details', 'Particulars']));
  const headerAmount = v.pick(['Amount (SGD)', 'AMOUNT (SGD)', 'Amount S$', 'Amount (S$)', 'Amount in SGD', 'Amount']);
  const bold = (text: string): number => pdf.measure(text, 8, true);
  const widthOf = (index: 0 | 1): number => Math.max(bold(headerDates[index]), headerTop ? bold(headerTop[index]) : 0);
  const dateX = 40 + v.between(-4, 4);
  // Each column starts after the widest label above it, wherever the template puts it.
  const postX = Math.max(92 + v.between(-4, 6), dateX + widthOf(0) + 8);
  const descriptionX = Math.max(145 + v.between(-6, 10), postX + widthOf(1) + 8);
  const upper = v.chance(0.3);
  const balanceLabel = variantClosingBalanceLabel(v);
  return {
    dateLine:
      dateForm === 'period'
        ? variantStatementPeriod(v, cycleStart, scenario.statementDate)
        : `${dateLabel}${v.pick([' : ', ': ', ' '])}${dateText}`,
    datePlacement,
    ...(dateForm === 'box' ? { dateInBox: [dateLabel, dateText] as [string, string] } : {}),
    dueLine: `${v.cased('Payment Due Date')} : ${variantFullDate(v, dueDate(scenario.statementDate))}`,
    cardNumberLine: variantCardNumberLine(v, last4),
    summary: [
      [variantCreditLimitLabel(v), variantMoney(v, scenario.creditLimitCents)],
      [v.cased('Available Credit Limit'), variantMoney(v, scenario.creditLimitCents + printedClosing)],
      [v.cased('Minimum Payment Due'), variantMoney(v, minimum)],
      [balanceLabel, variantMoney(v, owed)],
    ],
    summaryInRow: v.chance(0.6),
    ...(headerTop ? { headerTop } : {}),
    headerDates,
    headerDescription,
    headerAmount,
    dateX,
    postX,
    descriptionX,
    amountRight: 555 - v.between(0, 30),
    laterShift: v.between(0, 10),
    cardHeading: v.chance(0.6) ? `${scenario.cardName} ${maskedCardNumber(v, last4)}` : scenario.cardName,
    openingLabel: v.cased(
      v.pick(['BALANCE FROM PREVIOUS STATEMENT', 'PREVIOUS BALANCE', 'Previous Statement Balance']),
    ),
    closingLabel: v.chance(0.5) ? balanceLabel : v.cased(v.pick(['NEW BALANCE', 'TOTAL BALANCE DUE'])),
    referenceLabel: v.pick(['Transaction Ref', 'TRANSACTION REF', 'Transaction Ref:', 'Transaction Reference']),
    rowDate: (iso) => (upper ? dayAndMonth(iso).toUpperCase() : dayAndMonth(iso)),
    headerOnLaterPages: v.chance(0.85),
    breakBeforeExtras: v.chance(0.6),
  };
}

export async function drawStandardCharteredCreditStatement(scenario: ScbCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number; printedClosingCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    title: 'eStatement',
    creator: 'SCB eStatement Composer',
    producer: 'iText 5.5.13.1 (c) 2000-2019 iText Group NV',
    ...scenario.metadata,
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { title: undefined, creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedClosing = closing - (scenario.misprintCents ?? 0);
  const style = scbStyle(scenario, pdf, printedClosing);
  const perPage = scenario.rowsPerPage ?? (v ? v.int(8, 30) : 30);
  const marketing = v?.chance(0.3) ?? false;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage)) + (marketing ? 1 : 0);
  const { dateX, postX, descriptionX, amountRight } = style;
  let page = 1;
  let y = 0;
  let rowsOnPage = 0;

  const footer = (): void => {
    if (v) drawAddressFooter(pdf, v, 'Standard Chartered Bank (Singapore) Limited', page, pageCount);
    else {
      pdf.text(40, 800, 'Standard Chartered Bank (Singapore) Limited', { size: 6 });
      pdf.text(555, 800, `Page ${page} of ${pageCount}`, { size: 7, align: 'right' });
    }
  };
  const shiftOf = (): number => (page % 2 === 0 ? style.laterShift : 0);
  const header = (): void => {
    const shift = shiftOf();
    const bold = { size: 8, bold: true };
    const top = style.headerTop ?? style.headerDates;
    pdf.text(dateX + shift, y, top[0], bold);
    pdf.text(postX + shift, y, top[1], bold);
    pdf.text(descriptionX + shift, y, style.headerDescription, bold);
    pdf.text(amountRight + shift, y, style.headerAmount, { ...bold, align: 'right' });
    if (style.headerTop) {
      pdf.text(dateX + shift, y + 9, style.headerDates[0], bold);
      pdf.text(postX + shift, y + 9, style.headerDates[1], bold);
    }
    y += 24;
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    rowsOnPage = 0;
    y = 70;
    // A template that flows the table on without its header does not repeat the page heading either.
    if (!style.headerOnLaterPages) return;
    pdf.text(40, 36, 'Standard Chartered', { size: 12, bold: true });
    if (style.datePlacement === 'title') pdf.text(40, 52, style.dateLine, { size: 8 });
    else pdf.text(330, 40, style.dateInBox ? `${style.dateInBox[0]} : ${style.dateInBox[1]}` : style.dateLine);
    header();
  };

  pdf.text(40, 36, 'Standard Chartered', { size: 14, bold: true });
  pdf.text(40, 56, 'Credit Card Statement', { size: 9 });
  const addressLines = ['MS LIM MEI LING', 'BLK 123 BEDOK NORTH AVE 3 #05-67', 'SINGAPORE 460123'];
  if (style.datePlacement === 'title') pdf.text(40, 68, style.dateLine, { size: 8 });
  const infoLines = [...(style.datePlacement === 'info' ? [style.dateLine] : []), style.dueLine, style.cardNumberLine];
  for (const [index, text] of addressLines.entries()) pdf.text(40, 84 + index * 12, text);
  for (const [index, text] of infoLines.entries()) pdf.text(330, 84 + index * 12, text);
  const summary = style.dateInBox ? [style.dateInBox, ...style.summary] : style.summary;
  // Labels over values in a row when the widest of them fits its share of the width, else one per line.
  const step = summary.length > 4 ? 104 : 130;
  const widest = Math.max(...summary.flatMap(([label, value]) => [pdf.measure(label, 7, true), pdf.measure(value)]));
  if (style.summaryInRow && widest + 8 < step) {
    for (const [index, [label, value]] of summary.entries()) {
      pdf.text(40 + index * step, 140, label, { size: 7, bold: true });
      pdf.text(40 + index * step, 151, value);
    }
    y = 185;
  } else {
    for (const [index, [label, value]] of summary.entries()) {
      pdf.text(40, 132 + index * 11, label, { size: 7, bold: true });
      pdf.text(190, 132 + index * 11, value, { size: 8 });
    }
    y = 150 + summary.length * 11;
  }

  header();
  pdf.text(40, y, style.cardHeading, { bold: true });
  y += 14;
  pdf.text(descriptionX, y, style.openingLabel);
  pdf.text(amountRight, y, creditMarkedCr(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 13;
  for (const [index, row] of scenario.rows.entries()) {
    const amount = creditMarkedCr(row.amountCents);
    const reference = row.reference ? `${style.referenceLabel} ${row.reference}` : undefined;
    // The reference sits beside the description when it fits before the amount, else under the row.
    const referenceX = v ? descriptionX + pdf.measure(row.description) + 16 : 380;
    const referenceFits = pdf.measure(reference ?? '', 7) + referenceX + 14 < amountRight - pdf.measure(amount);
    const referenceBeside = reference && !row.referenceBelow && (!v || referenceFits);
    const below = [row.wrapped, referenceBeside ? undefined : reference, row.foreign].filter(
      (text): text is string => text !== undefined,
    );
    // A variant's page also ends where its footer begins.
    if (rowsOnPage >= perPage || (v && y + 14 + below.length * 10 > BOTTOM)) newPage();
    rowsOnPage += 1;
    let shift = shiftOf();
    pdf.text(dateX + shift, y, style.rowDate(row.date));
    pdf.text(postX + shift, y, style.rowDate(row.postingDate));
    pdf.text(descriptionX + shift, y, row.description, { fragments: index % 4 === 2 ? 3 : 1 });
    if (reference && referenceBeside) pdf.text(referenceX + shift, y, reference, { size: 7 });
    pdf.text(amountRight + shift, y, amount, { align: 'right' });
    y += 12;
    // A page can end between a row and the lines printed under it.
    if (style.breakBeforeExtras && below.length > 0 && rowsOnPage >= perPage) {
      newPage();
      shift = shiftOf();
    }
    for (const text of below) {
      pdf.text(descriptionX + shift, y, text, { size: 8 });
      y += 10;
    }
    y += 2;
  }
  if (v && y + 20 > BOTTOM) newPage();
  y += 6;
  const shift = shiftOf();
  pdf.text(descriptionX + shift, y, style.closingLabel, { bold: true });
  pdf.text(amountRight + shift, y, creditMarkedCr(printedClosing), { align: 'right', bold: true });
  if (v && y + 120 > BOTTOM) {
    // The rewards box and the payment slip continue on a page of their own.
    footer();
    pdf.addPage();
    page += 1;
    y = 30;
  }
  y += 30;
  pdf.text(40, y, 'REWARDS POINTS SUMMARY', { bold: true });
  pdf.text(
    40,
    y + 12,
    `Points balance as at ${v ? variantFullDate(v, scenario.statementDate) : statementDateText(scenario)}`,
  );
  pdf.text(555, y + 12, '12,480', { align: 'right' });
  y += 44;
  pdf.text(40, y, 'PAYMENT SLIP', { bold: true });
  pdf.text(40, y + 12, `Card Number ${v ? maskedCardNumber(v, scenario.cardNumber.slice(-4)) : scenario.cardNumber}`);
  pdf.text(40, y + 24, 'Minimum Payment Due');
  pdf.text(555, y + 24, formatCents(Math.min(5000, Math.max(0, -printedClosing))), { align: 'right' });
  pdf.text(40, y + 36, 'New Balance');
  pdf.text(555, y + 36, formatCents(-printedClosing), { align: 'right' });
  if (v?.chance(0.4) && y + 110 < 780) drawSidePanel(pdf, v, 40, y + 60, scenario.statementDate);
  footer();
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

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

/** Where a variant's page ends: its address footer starts below. */
const BOTTOM = 765;

function statementDateText(scenario: ScbCardScenario): string {
  return fullDate(scenario.statementDate, scenario.longMonthNames ?? false);
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

/** A variant drawn from a seed: another statement date, number of rows, card number, limit and template. */
export function standardCharteredCardVariant(seed: number): ScbCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = standardCharteredCardMonth(v.int(0, 60), statementDate, v.int(6, 40));
  // Some merchants' place wraps onto a line of its own, wherever the row falls on the page.
  const rows = base.rows.map((row) =>
    !row.wrapped && !row.foreign && !row.reference && / SINGAPORE SG$/.test(row.description) && v.chance(0.25)
      ? { ...row, description: row.description.replace(/ SINGAPORE SG$/, ''), wrapped: 'SINGAPORE SG' }
      : row,
  );
  return {
    ...base,
    rows,
    cardNumber: String(v.int(1000, 9999)),
    // Above the balance, so the available credit printed beside it is never negative.
    creditLimitCents: v.int(30, 300) * 100_00,
    variation: v,
  };
}
