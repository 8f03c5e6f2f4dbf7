/**
 * HSBC Singapore credit card statements as e-mailed: OpenText Exstream metadata (Title
 * PRJ_BEAGLE_ST_CNS_SGH_APP_Orchid, Author "Registered to: ..."), "Statement From .. to ..", the
 * transaction table in the left 379 pt of the A4 page while a right-hand panel on every page carries
 * dates, amounts and points on the same baselines as the rows. Rows print the posting date then the
 * transaction date (some as "02Aug"), CR credits, continuation lines ("CCY FEE 1.25", a place, a foreign
 * amount), DCC FEE rows, Previous Statement Balance, Statement Balance, and a notes page after the table.
 * With a variation, another template of the same family: the period and statement date in other wordings
 * and date formats (or the period alone), summary and balance labels, header wordings on one line or two,
 * column positions, typeface, card number masks and labels, page breaks between a row and its lines, a
 * narrower panel with values under their labels, address footers, panels and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { MONTH_ABBREVIATIONS, addDays, creditMarkedCr, dayMonthYear, sumOfAmounts } from '../layout-helpers';
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
  variantPreviousBalanceLabel,
  variantStatementDateLabel,
  variantStatementPeriod,
} from './sg-bank-variants';

export interface HsbcCardRow {
  postingDate: string;
  transactionDate: string;
  description: string;
  /** Signed cents, money out negative. */
  amountCents: number;
  /** Lines printed under the row that belong to its description ("CCY FEE 1.25", "SINGAPORE SG"). */
  continuation?: string[];
  /** "EUR 7.99", printed on its own line under the row. */
  foreignAmount?: string;
}

export interface HsbcCardScenario {
  statementDate: string;
  cardName: string;
  cardNumber: string;
  holder: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: HsbcCardRow[];
  rowsPerPage?: number;
  /** Prints the Statement Balance this much too high (to test reconciliation). */
  misprintTotalByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Replaces the issuer metadata, as app downloads and re-saved copies do. */
  metadata?: Pick<StatementPdfOptions, 'title' | 'author' | 'creator' | 'producer'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

const SIZE = 8;
const STEP = 11;
const BOTTOM = 745;
const AMOUNT_RIGHT = 372;

function dayMonth(iso: string, joined = false): string {
  const [, month = '', day = ''] = iso.split('-');
  return `${day}${joined ? '' : ' '}${MONTH_ABBREVIATIONS[Number(month) - 1] ?? ''}`;
}

type DatePair = readonly [string, string];
/** Posting and transaction date labels over a "DATE DATE" line, as HSBC prints them. */
const STACKED_DATE_LABELS: DatePair[] = [
  ['POST', 'TRAN'],
  ['Post', 'Trans'],
  ['POSTING', 'TRANSACTION'],
  ['Posting', 'Transaction'],
];
const ONE_LINE_DATE_LABELS: DatePair[] = [
  ['Post Date', 'Trans Date'],
  ['POST DATE', 'TRAN DATE'],
  ['Posting Date', 'Transaction Date'],
];

/** What a variant changes; the defaults draw the original template. */
interface HsbcStyle {
  periodLine: string;
  /** The statement date in the right-hand panel (label, value); none when only the period is printed. */
  panelDate?: [string, string];
  dueDate: string;
  creditLimit: [string, string];
  balanceLabel: string;
  /** Panel values under their labels instead of beside them (a narrower panel). */
  panelUnder: boolean;
  /** Two header lines ("POST" over "DATE") or one ("Post Date"). */
  headerTop?: DatePair;
  headerDates: DatePair;
  headerDescription: string;
  headerAmount: string;
  postX: number;
  transX: number;
  descriptionX: number;
  amountRight: number;
  panelX: number;
  evenShift: number;
  cardNumberX: number;
  /** The card's number beside its name, or a line under it ("Card ending 1234"). */
  cardNumber: string;
  cardNumberBelow: boolean;
  openingLabel: string;
  closingLabel: string;
  rowDate: (iso: string, index: number) => string;
  perPage: number;
  headerOnLaterPages: boolean;
  breakBeforeExtras: boolean;
}

function hsbcStyle(scenario: HsbcCardScenario, pdf: StatementPdf, closing: number): HsbcStyle {
  const v = scenario.variation;
  const standard: HsbcStyle = {
    periodLine: `Statement From ${dayMonthYear(addDays(scenario.statementDate, -30))} to ${dayMonthYear(scenario.statementDate)}`,
    panelDate: ['Statement Date', dayMonthYear(scenario.statementDate)],
    dueDate: dayMonthYear(addDays(scenario.statementDate, 25)),
    creditLimit: ['Credit Limit', formatCents(scenario.creditLimitCents)],
    balanceLabel: 'Statement Balance',
    panelUnder: false,
    headerTop: ['POST', 'TRAN'],
    headerDates: ['DATE', 'DATE'],
    headerDescription: 'DESCRIPTION',
    headerAmount: 'AMOUNT (SGD)',
    postX: 36,
    transX: 80,
    descriptionX: 124,
    amountRight: AMOUNT_RIGHT,
    panelX: 400,
    evenShift: 5,
    cardNumberX: 200,
    cardNumber: scenario.cardNumber,
    cardNumberBelow: false,
    openingLabel: 'Previous Statement Balance',
    closingLabel: 'Statement Balance',
    rowDate: (iso, index) => dayMonth(iso, index % 4 === 3),
    perPage: scenario.rowsPerPage ?? 45,
    headerOnLaterPages: true,
    breakBeforeExtras: false,
  };
  if (!v) return standard;
  const last4 = scenario.cardNumber.slice(-4);
  const stacked = v.chance(0.5);
  const headerTop = stacked ? v.pick(STACKED_DATE_LABELS) : undefined;
  const dateWord = v.cased('Date');
  const headerDates: DatePair = stacked ? [dateWord, dateWord] : v.pick(ONE_LINE_DATE_LABELS);
  const headerDescription = v.cased(v.pick(['DESCRIPTION', 'Transaction Details', 'Description of Transaction']));
  const headerAmount = v.pick(['AMOUNT (SGD)', 'Amount (SGD)', 'AMOUNT', 'Amount S$', 'AMOUNT (S$)', 'Amount in SGD']);
  const upper = v.chance(0.3);
  const joinedEvery = v.pick([4, 0, 1]);
  const bold = (text: string): number => pdf.measure(text, SIZE, true);
  const postX = 36 + v.between(-4, 4);
  // Each column starts after the widest label above it, wherever the template puts it.
  const dateLabels = (index: 0 | 1): number =>
    Math.max(bold(headerDates[index]), headerTop ? bold(headerTop[index]) : 0);
  const transX = Math.max(80 + v.between(-2, 6), postX + dateLabels(0) + 8);
  const descriptionX = Math.max(124 + v.between(-4, 8), transX + dateLabels(1) + 8);
  // The amount column clears the widest description and amount in this typeface.
  const widest = (texts: string[]): number => Math.max(...texts.map((text) => pdf.measure(text, SIZE)));
  const descriptions = scenario.rows.flatMap((row) => [row.description, ...(row.continuation ?? [])]);
  const amounts = [...scenario.rows.map((row) => creditMarkedCr(row.amountCents)), creditMarkedCr(closing)];
  const amountRight = Math.max(
    AMOUNT_RIGHT - v.between(0, 16),
    descriptionX + widest(descriptions) + widest(amounts) + 14,
    descriptionX + bold(headerDescription) + bold(headerAmount) + 14,
  );
  const creditLimit: [string, string] = [variantCreditLimitLabel(v), variantMoney(v, scenario.creditLimitCents)];
  const panelDate: [string, string] | undefined = v.chance(0.6)
    ? [variantStatementDateLabel(v), variantFullDate(v, scenario.statementDate)]
    : undefined;
  const panelX = amountRight + v.between(20, 36);
  // A panel too narrow for a label and its value side by side prints the value under the label.
  const fits = [creditLimit, ...(panelDate ? [panelDate] : [])].every(
    ([label, value]) => panelX + pdf.measure(label, SIZE) + pdf.measure(value, SIZE) + 10 < 559,
  );
  const cardNumberBelow = v.chance(0.4);
  return {
    periodLine: variantStatementPeriod(v, addDays(scenario.statementDate, -v.int(27, 31)), scenario.statementDate),
    ...(panelDate ? { panelDate } : {}),
    dueDate: variantFullDate(v, addDays(scenario.statementDate, 25)),
    creditLimit,
    balanceLabel: variantClosingBalanceLabel(v),
    panelUnder: !fits || v.chance(0.3),
    ...(headerTop ? { headerTop } : {}),
    headerDates,
    headerDescription,
    headerAmount,
    postX,
    transX,
    descriptionX,
    amountRight,
    panelX,
    evenShift: v.between(0, 8),
    cardNumberX: Math.max(200, postX + bold(scenario.cardName) + 14),
    cardNumber: cardNumberBelow ? variantCardNumberLine(v, last4) : maskedCardNumber(v, last4),
    cardNumberBelow,
    openingLabel: variantPreviousBalanceLabel(v),
    closingLabel: variantClosingBalanceLabel(v),
    rowDate: (iso, index) => {
      const printed = dayMonth(iso, joinedEvery > 0 && index % joinedEvery === joinedEvery - 1);
      return upper ? printed.toUpperCase() : printed;
    },
    perPage: scenario.rowsPerPage ?? v.int(8, 30),
    headerOnLaterPages: v.chance(0.8),
    breakBeforeExtras: v.chance(0.6),
  };
}

/** The right-hand panel: summary, rewards and messages, full of dates and amounts. */
function rightPanel(style: HsbcStyle, page: number, closingCents: number): [string, string][] {
  if (page === 1) {
    return [
      ...(style.panelDate ? [style.panelDate] : []),
      ['Payment Due Date', style.dueDate],
      style.creditLimit,
      ['Minimum Payment', '50.00'],
      [style.balanceLabel, creditMarkedCr(closingCents)],
      ['HSBC Rewards', ''],
      ['Points brought forward', '12,480'],
      ['Points earned', '1,236'],
      ['Last payment 22 Jul', '1,627.37 CR'],
      ['Interest rate', '27.80% p.a.'],
    ];
  }
  return [
    ['Important messages', ''],
    ['Pay by', style.dueDate],
    ['Late charge', '100.00'],
    ['Overlimit fee', '40.00'],
    [`Page ${page} summary`, style.panelDate?.[1] ?? style.dueDate],
  ];
}

export async function drawHsbcCreditStatement(scenario: HsbcCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    title: 'PRJ_BEAGLE_ST_CNS_SGH_APP_Orchid',
    author: `Registered to: ${scenario.holder}`,
    creator: 'OpenText Exstream Version 16.6.0 64-bit',
    producer: 'OpenText Exstream Version 16.6.0 64-bit',
    ...scenario.metadata,
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2)
      ? { title: undefined, author: undefined, creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' }
      : {}),
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedClosing = closing - (scenario.misprintTotalByCents ?? 0);
  const style = hsbcStyle(scenario, pdf, printedClosing);
  const marketing = v?.chance(0.3) ?? false;
  const { postX, transX, descriptionX, amountRight } = style;

  pdf.text(36, 30, 'HSBC', { size: 18, bold: true });
  pdf.text(36, 54, 'HSBC Bank (Singapore) Limited', { size: 7 });
  pdf.text(36, 84, style.periodLine, { size: SIZE, bold: true });
  pdf.text(36, 104, scenario.holder, { size: SIZE });
  pdf.text(36, 114, '10 ANSON ROAD #12-34', { size: SIZE });
  pdf.text(36, 124, 'SINGAPORE 079903', { size: SIZE });

  let page = 1;
  let y = 160;
  let rowsOnPage = 0;
  const shiftOf = (): number => (page % 2 === 0 ? style.evenShift : 0);
  const header = (): void => {
    const shift = shiftOf();
    if (style.headerTop) {
      pdf.text(postX + shift, y, style.headerTop[0], { size: SIZE, bold: true });
      pdf.text(transX + shift, y, style.headerTop[1], { size: SIZE, bold: true });
      y += 10;
    }
    pdf.text(postX + shift, y, style.headerDates[0], { size: SIZE, bold: true });
    pdf.text(transX + shift, y, style.headerDates[1], { size: SIZE, bold: true });
    pdf.text(descriptionX + shift, y, style.headerDescription, { size: SIZE, bold: true });
    pdf.text(amountRight + shift, y, style.headerAmount, { size: SIZE, bold: true, align: 'right' });
    y += 16;
  };
  const drawPanel = (top: number): void => {
    let line = top;
    for (const [label, value] of rightPanel(style, page, printedClosing)) {
      pdf.text(style.panelX, line, label, { size: SIZE, bold: value === '' });
      if (value && style.panelUnder) {
        line += STEP;
        pdf.text(style.panelX, line, value, { size: SIZE });
      } else if (value) pdf.text(559, line, value, { size: SIZE, align: 'right' });
      line += STEP;
    }
  };
  const footer = (): void => {
    if (v) drawAddressFooter(pdf, v, 'HSBC Bank (Singapore) Limited', page, undefined);
    else {
      pdf.text(36, 800, `Page ${page}`, { size: 7 });
      pdf.text(36, 810, 'HSBC Bank (Singapore) Limited (Company Registration No. 201420624K)', { size: 6 });
    }
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    rowsOnPage = 0;
    y = 50;
    if (style.headerOnLaterPages) header();
    // The panel shares baselines with the rows below the header.
    drawPanel(y);
  };

  header();
  // Three panel lines above the first table line, then on the same baselines as the table.
  drawPanel(y + STEP + 3 - 3 * STEP);
  pdf.text(postX, y, scenario.cardName, { size: SIZE, bold: true });
  if (style.cardNumberBelow) {
    y += STEP;
    pdf.text(postX, y, style.cardNumber, { size: SIZE });
  } else pdf.text(style.cardNumberX, y, style.cardNumber, { size: SIZE, bold: true });
  y += STEP + 3;
  pdf.text(descriptionX, y, style.openingLabel, { size: SIZE });
  pdf.text(amountRight, y, creditMarkedCr(-scenario.previousBalanceOwedCents), { size: SIZE, align: 'right' });
  y += STEP;

  for (const [index, row] of scenario.rows.entries()) {
    const extras = [...(row.continuation ?? []), ...(row.foreignAmount ? [row.foreignAmount] : [])];
    if (rowsOnPage >= style.perPage || y + STEP * (1 + extras.length) > BOTTOM) newPage();
    rowsOnPage += 1;
    let shift = shiftOf();
    pdf.text(postX + shift, y, style.rowDate(row.postingDate, index), { size: SIZE });
    pdf.text(transX + shift, y, style.rowDate(row.transactionDate, index), { size: SIZE });
    pdf.text(descriptionX + shift, y, row.description, { size: SIZE, fragments: index % 3 === 1 ? 3 : 1 });
    pdf.text(amountRight + shift, y, creditMarkedCr(row.amountCents), {
      size: SIZE,
      align: 'right',
      fragments: index % 5 === 2 ? 2 : 1,
    });
    y += STEP;
    // A page can end between a row and the lines printed under it.
    if (style.breakBeforeExtras && extras.length > 0 && rowsOnPage >= style.perPage) {
      newPage();
      shift = shiftOf();
    }
    for (const extra of extras) {
      pdf.text(descriptionX + shift, y, extra, { size: SIZE });
      y += STEP;
    }
  }
  if (y + 3 * STEP > BOTTOM) newPage();
  y += 4;
  pdf.text(descriptionX, y, style.closingLabel, { size: SIZE, bold: true });
  pdf.text(amountRight, y, creditMarkedCr(printedClosing), { size: SIZE, bold: true, align: 'right' });
  if (v?.chance(0.4) && y + 60 < BOTTOM) drawSidePanel(pdf, v, descriptionX, y + 20, scenario.statementDate);
  footer();

  // Notes page: full-width text, including an example that looks like a row.
  pdf.addPage();
  page += 1;
  pdf.text(36, 50, 'Important notes', { size: 10, bold: true });
  pdf.text(36, 70, 'Example of a late payment charge as it would appear on your statement:', { size: SIZE });
  pdf.text(postX, 84, '05 Sep', { size: SIZE });
  pdf.text(transX, 84, '05 Sep', { size: SIZE });
  pdf.text(descriptionX, 84, 'LATE CHARGE', { size: SIZE });
  pdf.text(amountRight, 84, '100.00', { size: SIZE, align: 'right' });
  pdf.text(36, 100, 'Interest of 27.80% p.a. applies from the transaction date when the balance is not paid in full.', {
    size: SIZE,
  });
  footer();
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

  const transactions = scenario.rows.map((row) => ({
    date: row.transactionDate,
    description: [row.description, ...(row.continuation ?? [])].join(' '),
    amountCents: row.amountCents,
    ...(row.foreignAmount ? { foreignAmount: row.foreignAmount } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: closing } };
}

const SHOPS: [string, number][] = [
  ['NTUC FAIRPRICE JURONG PT SG', -5680],
  ['BUS/MRT 734512890 SINGAPORE SG', -267],
  ['YA KUN KAYA TOAST SINGAPORE SG', -730],
  ['UNIQLO ION ORCHARD SINGAPORE SG', -8990],
  ['SINGTEL BILL SINGAPORE SG', -5135],
  ['WATSONS NEX SINGAPORE SG', -2145],
  ['FOODPANDA SINGAPORE SG', -2388],
];

/**
 * A month on one HSBC card: a payment (CR), a foreign row with CCY FEE and place lines and its DCC FEE
 * row, a wrapped row, a refund, and everyday spending from the 30 days before the statement date,
 * posted up to two days later. Rows are in posting-date order.
 */
export function hsbcCardMonth(seed: number, statementDate: string, rows = 20): HsbcCardScenario {
  const on = (daysBefore: number, lag: number): { postingDate: string; transactionDate: string } => ({
    transactionDate: addDays(statementDate, -daysBefore),
    postingDate: addDays(statementDate, -Math.max(0, daysBefore - lag)),
  });
  const list: HsbcCardRow[] = [
    { ...on(28, 1), description: 'PAYMENT - THANK YOU', amountCents: 162737 + seed },
    {
      ...on(20, 2),
      description: 'SPOTIFY P1A2B3C4D5',
      amountCents: -1198,
      continuation: ['CCY FEE 0.12', 'STOCKHOLM SE'],
      foreignAmount: 'EUR 7.99',
    },
    { ...on(18, 0), description: 'DCC FEE', amountCents: -35 },
    { ...on(15, 1), description: 'GRAB* A-7HJK2LM', amountCents: -1460, continuation: ['SINGAPORE SG'] },
    { ...on(9, 2), description: 'REFUND - WATSONS NEX SG', amountCents: 2145 },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = SHOPS[(index + seed) % SHOPS.length] ?? ['SHOP', -100];
    list.push({ ...on(1 + ((index * 5 + seed) % 29), index % 3), description, amountCents: cents - index - seed });
  }
  list.sort((a, b) => a.postingDate.localeCompare(b.postingDate));
  return {
    statementDate,
    cardName: 'HSBC REVOLUTION CREDIT CARD',
    cardNumber: `4835-85XX-XXXX-${String(5600 + seed)}`,
    holder: 'LIM MEI LING',
    creditLimitCents: 1_000_000,
    previousBalanceOwedCents: 162737 + seed,
    rows: list,
  };
}

/** A variant drawn from a seed: another statement date, number of rows, card number, limit and template. */
export function hsbcCardVariant(seed: number): HsbcCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = hsbcCardMonth(v.int(0, 60), statementDate, v.int(6, 40));
  // Some merchants' place wraps onto a line of its own, wherever the row falls on the page.
  const rows = base.rows.map((row) =>
    !row.continuation && !row.foreignAmount && / SINGAPORE SG$/.test(row.description) && v.chance(0.25)
      ? { ...row, description: row.description.replace(/ SINGAPORE SG$/, ''), continuation: ['SINGAPORE SG'] }
      : row,
  );
  return {
    ...base,
    rows,
    cardNumber: String(v.int(1000, 9999)),
    creditLimitCents: v.int(5, 300) * 100_00,
    variation: v,
  };
}
