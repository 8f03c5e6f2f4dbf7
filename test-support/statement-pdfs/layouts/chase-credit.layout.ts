/**
 * Chase (US) credit card statements drawn like the real ones: OpenText metadata, US letter pages, an
 * ACCOUNT SUMMARY box beside PAYMENT INFORMATION (Opening/Closing Date, Credit Access Line), a payment
 * coupon, then ACCOUNT ACTIVITY on later pages under a "Statement Date:" page header, with subsections
 * (PAYMENTS AND OTHER CREDITS, PURCHASE, FEES CHARGED, INTEREST CHARGED), MM/DD rows, "-" on credits,
 * ".99" amounts, wrapped descriptions, foreign-exchange lines, page footers, and the year-to-date box
 * and INTEREST CHARGES table after the activity.
 * With a variation, another template of the same family: summary, section and header wordings and case,
 * period and statement date wordings, card number masks and labels, column positions, typeface, MM/DD or
 * MM/DD/YY rows, credits with a minus or in parentheses, page breaks inside wrapped and foreign lines,
 * panels and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { addDays, monthDay, sumOfAmounts } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions, type TextOptions } from '../statement-pdf';
import { Variation } from '../variation';
import {
  drawUsPanel,
  drawUsTermsPage,
  usDate as usFullDate,
  usLongDate,
  usRowDate,
  usShortDate,
  variantClosingDateLabel,
  variantUsAccountLine,
  variantUsDate,
} from './us-bank-variants';

export type ChaseCardSection = 'payments' | 'purchases' | 'fees' | 'interest';

export interface ChaseCardRow {
  section: ChaseCardSection;
  date: string;
  description: string;
  /** Signed cents from the holder's view: charges negative, payments and credits positive. */
  amountCents: number;
  wrapped?: string;
  /** Drawn as "MM/DD EURO" + "12.00 X 1.083333 (EXCHG RATE)" (dated) or on one line (inline). */
  foreign?: { currency: string; amount: string; rate: string; style: 'dated' | 'inline' };
}

export interface ChaseCardScenario {
  openingDate: string;
  closingDate: string;
  cardholder: string;
  accountNumber: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: ChaseCardRow[];
  rowsPerPage?: number;
  /** Prints this new balance (owed) instead of the true one, to test reconciliation. */
  misprintNewBalanceOwedCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

const SECTIONS: [ChaseCardSection, string][] = [
  ['payments', 'PAYMENTS AND OTHER CREDITS'],
  ['purchases', 'PURCHASE'],
  ['fees', 'FEES CHARGED'],
  ['interest', 'INTEREST CHARGED'],
];
const AMOUNT_RIGHT = 572;
const PAGE_BOTTOM = 720;

/** Row amounts: "-" on credits, and no leading zero under a dollar (".99"). */
const rowAmount = (cents: number): string =>
  `${cents > 0 ? '-' : ''}${formatCents(Math.abs(cents)).replace(/^0\./, '.')}`;
/** Summary amounts: "$1,234.56", "-$1,234.56", "+$567.89" for additions. */
const summaryAmount = (owedCents: number, plus = false): string =>
  `${owedCents < 0 ? '-' : plus && owedCents > 0 ? '+' : ''}$${formatCents(Math.abs(owedCents))}`;
const usDate = usShortDate;

interface DrawOp {
  page: number;
  x: number;
  y: number;
  text: string;
  options?: TextOptions;
  /** A variant's rewards or message panel drawn here. */
  panel?: boolean;
}

/** What a variant changes; the defaults draw the original template. */
interface ChaseCardStyle {
  /** The account number as a summary label and value, or one line ("Account ending in 1234"). */
  account: [string, string];
  /** A notice printed on the account number's baseline that opens with the year. */
  besideAccount?: string;
  summaryLabels: {
    previous: string;
    payments: string;
    newBalance: string;
    period: string;
    creditLine: string;
  };
  periodValue: string;
  statementDateHeader: string;
  sectionNames: Record<ChaseCardSection, string>;
  header: { date: string; description: string; amount: string };
  dateX: number;
  descriptionX: number;
  amountRight: number;
  laterShift: number;
  rowDate: (iso: string) => string;
  rowAmount: (cents: number) => string;
  ytdLabel: (year: string) => string;
  lineGap: number;
  breakInsideWrapped: boolean;
}

function chaseCardStyle(scenario: ChaseCardScenario, pdf: StatementPdf): ChaseCardStyle {
  const v = scenario.variation;
  const standard: ChaseCardStyle = {
    account: ['Account Number:', scenario.accountNumber],
    summaryLabels: {
      previous: 'Previous Balance',
      payments: 'Payment, Credits',
      newBalance: 'New Balance',
      period: 'Opening/Closing Date',
      creditLine: 'Credit Access Line',
    },
    periodValue: `${usDate(scenario.openingDate)} - ${usDate(scenario.closingDate)}`,
    statementDateHeader: `Statement Date: ${usDate(scenario.closingDate)}`,
    sectionNames: Object.fromEntries(SECTIONS) as Record<ChaseCardSection, string>,
    header: {
      date: 'Date of Transaction',
      description: 'Merchant Name or Transaction Description',
      amount: '$ Amount',
    },
    dateX: 36,
    descriptionX: 112,
    amountRight: AMOUNT_RIGHT,
    laterShift: 8,
    rowDate: monthDay,
    rowAmount,
    ytdLabel: (year) => `${year} Totals Year-to-Date`,
    lineGap: 11,
    breakInsideWrapped: false,
  };
  if (!v) return standard;
  const last4 = scenario.accountNumber.slice(-4);
  const accountLine = variantUsAccountLine(v, last4, 'card');
  const labelled = /^(.*?(?:Number:|#))\s+(.+)$/.exec(accountLine);
  const header = {
    date: v.pick(['Date of Transaction', 'Date of Transaction', 'Transaction Date', 'Date']),
    description: v.pick(['Merchant Name or Transaction Description', 'Transaction Description', 'Description']),
    amount: v.pick(['$ Amount', 'Amount', 'Amount ($)']),
  };
  const withYear = v.chance(0.2);
  const dateX = 36 + v.between(-4, 6);
  const dateWidth = Math.max(pdf.measure(header.date, 7, true), pdf.measure(withYear ? '12/31/25' : '12/31'));
  const parentheses = v.chance(0.2);
  const sectionCase = v.pick(['upper', 'title'] as const);
  const section = (name: string): string =>
    sectionCase === 'upper' ? name.toUpperCase() : name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return {
    account: labelled ? [labelled[1] ?? '', labelled[2] ?? ''] : [accountLine, ''],
    ...(v.chance(0.3) ? { besideAccount: `${scenario.closingDate.slice(0, 4)} Year-End Summary` } : {}),
    summaryLabels: {
      previous: v.pick(['Previous Balance', 'Previous Statement Balance']),
      payments: v.pick(['Payment, Credits', 'Payments, Credits', 'Payments and Credits']),
      newBalance: v.pick(['New Balance', 'New Balance Total']),
      period: v.pick(['Opening/Closing Date', 'Billing Period', 'Statement Period']),
      creditLine: v.pick(['Credit Access Line', 'Credit Limit', 'Total Credit Line']),
    },
    periodValue: v.pick([
      `${usDate(scenario.openingDate)} - ${usDate(scenario.closingDate)}`,
      `${usFullDate(scenario.openingDate)} - ${usFullDate(scenario.closingDate)}`,
      `${usLongDate(scenario.openingDate)} - ${usLongDate(scenario.closingDate)}`,
    ]),
    statementDateHeader: `${variantClosingDateLabel(v)}: ${variantUsDate(v, scenario.closingDate)}`,
    sectionNames: {
      payments: section(v.pick(['Payments and Other Credits', 'Payments and Credits'])),
      purchases: section(v.pick(['Purchase', 'Purchases'])),
      fees: section(v.pick(['Fees Charged', 'Fees'])),
      interest: section(v.pick(['Interest Charged', 'Interest'])),
    },
    header,
    dateX,
    descriptionX: dateX + dateWidth + v.between(12, 40),
    amountRight: AMOUNT_RIGHT - v.between(0, 30),
    laterShift: v.between(-6, 14),
    rowDate: (iso) => usRowDate(iso, withYear),
    rowAmount: (cents) => (parentheses && cents > 0 ? `(${rowAmount(-cents)})` : rowAmount(cents)),
    ytdLabel: (year) => v.cased(`${year} Totals Year-to-Date`),
    lineGap: v.between(10.5, 13),
    breakInsideWrapped: v.chance(0.6),
  };
}

export async function drawChaseCreditStatement(scenario: ChaseCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    size: [612, 792],
    producer: 'OpenText Output Transformation Engine - 23.4.17',
    creator: 'OpenText Output Transformation Engine - 23.4.17',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const style = chaseCardStyle(scenario, pdf);
  const ordered = SECTIONS.flatMap(([section]) => scenario.rows.filter((row) => row.section === section));
  const sumOf = (section: ChaseCardSection): number =>
    sumOfAmounts(scenario.rows.filter((row) => row.section === section));
  const closingOwed = scenario.previousBalanceOwedCents - sumOfAmounts(ordered);
  const printedNewBalance = scenario.misprintNewBalanceOwedCents ?? closingOwed;
  const last4 = scenario.accountNumber.slice(-4);
  const ops: DrawOp[] = [];
  let page = 1;
  const put = (x: number, y: number, text: string, options?: TextOptions): void => {
    ops.push({ page, x, y, text, ...(options ? { options } : {}) });
  };

  // Page 1: summary box, payment information beside it (sharing baselines), warnings and the coupon.
  put(40, 40, 'Manage your account online:', { size: 8, bold: true });
  put(40, 50, 'www.chase.com/cardhelp', { size: 8 });
  put(200, 40, 'Customer Service: 1-800-524-3880', { size: 8 });
  put(200, 50, 'Mobile: Download the Chase Mobile app today', { size: 8 });
  if (style.besideAccount) {
    // The account number above the summary, a notice that opens with the year on its baseline.
    const accountLine = style.account.filter(Boolean).join(' ');
    put(40, 70, accountLine, { size: 8 });
    put(40 + pdf.measure(accountLine, 8) + 14, 70, style.besideAccount, { size: 6 });
  }
  put(40, 90, 'ACCOUNT SUMMARY', { size: 11, bold: true });
  put(330, 90, 'PAYMENT INFORMATION', { size: 11, bold: true });
  const labels = style.summaryLabels;
  const summary: [string, string][] = [
    style.account,
    [labels.previous, summaryAmount(scenario.previousBalanceOwedCents)],
    [labels.payments, summaryAmount(-sumOf('payments'))],
    ['Purchases', summaryAmount(-sumOf('purchases'), true)],
    ['Cash Advances', '$0.00'],
    ['Balance Transfers', '$0.00'],
    ['Fees Charged', summaryAmount(-sumOf('fees'), true)],
    ['Interest Charged', summaryAmount(-sumOf('interest'), true)],
    [labels.newBalance, summaryAmount(printedNewBalance)],
    [labels.period, style.periodValue],
    [labels.creditLine, `$${formatCents(scenario.creditLimitCents).replace(/\.00$/, '')}`],
    ['Available Credit', `$${formatCents(scenario.creditLimitCents - printedNewBalance).replace(/\.\d\d$/, '')}`],
    ['Cash Access Line', '$500'],
    ['Available for Cash', '$500'],
    ['Past Due Amount', '$0.00'],
    ['Balance over the Credit Access Line', '$0.00'],
  ];
  for (const [index, [label, value]] of summary.entries()) {
    const y = 108 + index * 12;
    const bold = label === labels.newBalance;
    put(40, y, label, { size: 8, bold });
    if (value) put(290, y, value, { size: 8, align: 'right', bold, fragments: index === 1 ? 2 : 1 });
  }
  const due = addDays(scenario.closingDate, 28);
  const paymentInfo: [string, string][] = [
    [labels.newBalance, summaryAmount(printedNewBalance)],
    ['Payment Due Date', usDate(due)],
    ['Minimum Payment Due', '$40.00'],
  ];
  for (const [index, [label, value]] of paymentInfo.entries()) {
    put(330, 108 + index * 12, label, { size: 8 });
    put(572, 108 + index * 12, value, { size: 8, align: 'right' });
  }
  put(330, 160, 'Late Payment Warning: If we do not receive your minimum payment by the date', { size: 6 });
  put(330, 168, 'listed above, you may have to pay a late fee of up to $40.00.', { size: 6 });
  if (v?.chance(0.5)) {
    const [panelX, panelY] = [330, 200];
    ops.push({ page, x: panelX, y: panelY, text: '', panel: true });
  }
  put(40, 640, '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -', {
    size: 6,
  });
  put(40, 660, 'Make your check payable to Chase Card Services', { size: 8 });
  put(330, 660, `Account number: ${scenario.accountNumber}`, { size: 8 });
  put(330, 672, 'Payment Due Date', { size: 8 });
  put(572, 672, usDate(due), { size: 8, align: 'right' });
  put(330, 684, labels.newBalance, { size: 8 });
  put(572, 684, summaryAmount(printedNewBalance), { size: 8, align: 'right' });
  put(330, 696, 'Minimum Payment Due', { size: 8 });
  put(572, 696, '$40.00', { size: 8, align: 'right' });
  put(330, 708, '$ Amount Enclosed', { size: 8 });

  // Activity pages: the column header is repeated on every page; a later page shifts the columns.
  let y = 0;
  let shift = 0;
  let onPage = 0;
  const perPage = scenario.rowsPerPage ?? (v ? v.int(10, 40) : 40);
  const { dateX, descriptionX, amountRight } = style;
  const newActivityPage = (): void => {
    page += 1;
    shift = page === 3 ? style.laterShift : 0;
    y = 80;
    put(40, y, page === 2 ? 'ACCOUNT ACTIVITY' : 'ACCOUNT ACTIVITY (CONTINUED)', { size: 11, bold: true });
    y += 20;
    put(dateX + shift, y, style.header.date, { size: 7, bold: true });
    put(descriptionX + shift, y, style.header.description, { size: 7, bold: true });
    put(amountRight + shift, y, style.header.amount, { size: 7, bold: true, align: 'right' });
    y += 16;
    onPage = 0;
  };
  const room = (height: number): boolean => {
    if (y + height <= PAGE_BOTTOM && onPage < perPage) return false;
    newActivityPage();
    return true;
  };
  newActivityPage();
  for (const [section] of SECTIONS) {
    const heading = style.sectionNames[section];
    const rows = ordered.filter((row) => row.section === section);
    if (rows.length === 0) continue;
    room(26);
    put(40 + shift, y, heading, { bold: true });
    y += 13;
    if (section === 'purchases') {
      put(40 + shift, y, scenario.cardholder.toUpperCase(), { size: 8 });
      y += 11;
    }
    for (const [index, row] of rows.entries()) {
      // Variants may break the page between a row and the lines printed under it.
      room(11 + (style.breakInsideWrapped ? 0 : (row.wrapped ? 10 : 0) + (row.foreign ? 20 : 0)));
      put(dateX + shift, y, style.rowDate(row.date));
      put(descriptionX + shift, y, row.description, { fragments: index % 4 === 2 ? 3 : 1 });
      put(amountRight + shift, y, style.rowAmount(row.amountCents), { align: 'right' });
      y += style.lineGap;
      onPage += 1;
      if (row.wrapped) {
        if (style.breakInsideWrapped) room(10);
        put(descriptionX + shift, y, row.wrapped);
        y += 10;
      }
      const foreign = row.foreign;
      if (foreign?.style === 'dated') {
        if (style.breakInsideWrapped) room(20);
        put(dateX + shift, y, style.rowDate(row.date));
        put(descriptionX + shift, y, foreign.currency);
        put(descriptionX + shift, y + 10, `${foreign.amount} X ${foreign.rate} (EXCHG RATE)`);
        y += 20;
      } else if (foreign) {
        if (style.breakInsideWrapped) room(10);
        put(descriptionX + shift, y, `${foreign.currency} ${foreign.amount} X ${foreign.rate} (EXCHG RATE)`);
        y += 10;
      }
    }
    if (section === 'purchases') {
      put(descriptionX + shift, y + 2, `TRANSACTIONS THIS CYCLE (CARD ${last4})`, { size: 8, bold: true });
      put(amountRight + shift, y + 2, summaryAmount(-sumOf('purchases')), { size: 8, align: 'right' });
      y += 14;
    }
    if (section === 'fees' || section === 'interest') {
      const label = section === 'fees' ? 'TOTAL FEES FOR THIS PERIOD' : 'TOTAL INTEREST FOR THIS PERIOD';
      put(descriptionX + shift, y + 2, label, { size: 8, bold: true });
      put(amountRight + shift, y + 2, summaryAmount(-sumOf(section)), { size: 8, align: 'right' });
      y += 14;
    }
  }
  if (v?.chance(0.4)) {
    room(60);
    ops.push({ page, x: descriptionX, y: y + 16, text: '', panel: true });
    y += 60;
  }
  room(110);
  const year = scenario.closingDate.slice(0, 4);
  y += 10;
  put(40, y, style.ytdLabel(year), { bold: true });
  put(40, y + 12, `Total fees charged in ${year}`, { size: 8 });
  put(300, y + 12, summaryAmount(-sumOf('fees')), { size: 8, align: 'right' });
  put(40, y + 24, `Total interest charged in ${year}`, { size: 8 });
  put(300, y + 24, summaryAmount(-sumOf('interest')), { size: 8, align: 'right' });
  put(40, y + 44, 'INTEREST CHARGES', { size: 11, bold: true });
  put(40, y + 60, 'Balance Type', { size: 7, bold: true });
  put(200, y + 60, 'Annual Percentage Rate (APR)', { size: 7, bold: true });
  put(470, y + 60, 'Balance Subject To Interest Rate', { size: 7, bold: true });
  put(40, y + 72, 'Purchases', { size: 8 });
  put(200, y + 72, '20.49%(v)(d)', { size: 8 });
  put(AMOUNT_RIGHT, y + 72, '$1,234.56', { size: 8, align: 'right' });
  put(40, y + 84, 'Cash Advances', { size: 8 });
  put(200, y + 84, '29.99%(v)(d)', { size: 8 });
  put(AMOUNT_RIGHT, y + 84, '-0-', { size: 8, align: 'right' });

  const marketing = v?.chance(0.3) ?? false;
  const pages = page + (marketing ? 1 : 0);
  const closing = scenario.closingDate;
  for (let current = 1; current <= page; current += 1) {
    if (current > 1) {
      pdf.addPage();
      pdf.text(40, 40, scenario.cardholder.toUpperCase(), { size: 8 });
      pdf.text(290, 40, `Page ${current} of ${pages}`, { size: 8 });
      pdf.text(572, 40, style.statementDateHeader, { size: 8, align: 'right' });
    }
    const code = `0000001 FIS33339 C 2 000 Y 9 ${closing.slice(2, 4)}/${closing.slice(5, 7)}/${closing.slice(8)}`;
    pdf.text(40, 760, `${code} Page ${current} of ${pages} 06845 MA MA 12345 1234000006000368${current}`, { size: 6 });
    for (const op of ops.filter((candidate) => candidate.page === current)) {
      if (op.panel && v) drawUsPanel(pdf, v, op.x, op.y, scenario.closingDate);
      else pdf.text(op.x, op.y, op.text, op.options);
    }
  }
  if (v && marketing) drawUsTermsPage(pdf, v, scenario.closingDate);
  const transactions = ordered.map((row) => ({
    date: row.date,
    description: row.wrapped ? `${row.description} ${row.wrapped}` : row.description,
    amountCents: row.amountCents,
    ...(row.foreign ? { foreignAmount: `${row.foreign.currency} ${row.foreign.amount}` } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: -closingOwed } };
}

const MERCHANTS: [string, number][] = [
  ['STARBUCKS STORE 10234 SEATTLE WA', 645],
  ['AMAZON MKTPL*2K4PL8QF3 Amzn.com/bill WA', 2345],
  ["TRADER JOE'S #123 SAN FRANCISCO CA", 6712],
  ['UBER *TRIP HELP.UBER.COM CA', 1894],
  ['SHELL OIL 57444212500 OAKLAND CA', 4820],
  ['NETFLIX.COM NETFLIX.COM CA', 1549],
  ['APPLE.COM/BILL 866-712-7753 CA', 99],
  ['WHOLE FOODS MARKET #10234 BERKELEY CA', 8833],
  ['TARGET 00012345 EMERYVILLE CA', 3127],
  ['CVS/PHARMACY #09876 SAN FRANCISCO CA', 1202],
  ['SQ *BLUE BOTTLE COFFEE Oakland CA', 575],
  ['COSTCO WHSE #0144 RICHMOND CA', 21466],
];

/**
 * A billing cycle of about a month ending on closingDate: a payment and a refund, purchases spread over
 * the cycle (one two days before it opens), an airline ticket with a wrapped line, two foreign rows,
 * an annual fee and purchase interest.
 */
export function chaseCardMonth(seed: number, closingDate: string, purchases = 20): ChaseCardScenario {
  const openingDate = addDays(closingDate, -30);
  const previousBalanceOwedCents = 184321 + seed * 7;
  const rows: ChaseCardRow[] = [
    {
      section: 'payments',
      date: addDays(openingDate, 12),
      description: 'Payment Thank You-Mobile',
      amountCents: 150000,
    },
    {
      section: 'payments',
      date: addDays(openingDate, 15),
      description: 'AMAZON.COM AMZN.COM/BILL WA',
      amountCents: 2345,
    },
    {
      section: 'purchases',
      date: addDays(openingDate, -2),
      description: 'SPOTIFY USA 877-778-1161 NY',
      amountCents: -1199,
    },
    {
      section: 'purchases',
      date: addDays(openingDate, 3),
      description: 'UNITED 0162345678901 800-932-2732 TX',
      amountCents: -41260 - seed,
      wrapped: 'FROM: SFO TO: EWR CARRIER: UA',
    },
    {
      section: 'purchases',
      date: addDays(openingDate, 5),
      description: 'HOTEL LE MARAIS PARIS',
      amountCents: -1300,
      foreign: { currency: 'EURO', amount: '12.00', rate: '1.083333', style: 'dated' },
    },
    {
      section: 'purchases',
      date: addDays(openingDate, 6),
      description: 'PRET A MANGER LONDON',
      amountCents: -1234,
      foreign: { currency: 'POUND STERLING', amount: '9.50', rate: '1.298947', style: 'inline' },
    },
  ];
  for (let index = 0; index < purchases; index += 1) {
    const [description, cents] = MERCHANTS[(index + seed) % MERCHANTS.length] ?? ['SHOP', 100];
    rows.push({
      section: 'purchases',
      date: addDays(openingDate, (index * 7 + seed) % 31),
      description,
      amountCents: -(cents + (cents < 100 ? 0 : index)),
    });
  }
  rows.push(
    { section: 'fees', date: closingDate, description: 'ANNUAL MEMBERSHIP FEE', amountCents: -9500 },
    { section: 'interest', date: closingDate, description: 'PURCHASE INTEREST CHARGE', amountCents: -(1234 + seed) },
  );
  return {
    openingDate,
    closingDate,
    cardholder: 'Jane Q Sample',
    accountNumber: `XXXX XXXX XXXX ${String(4200 + seed)}`,
    creditLimitCents: 1_200_000,
    previousBalanceOwedCents,
    rows,
  };
}

/** A variant drawn from a seed: another closing date, number of rows, card number and template. */
export function chaseCardVariant(seed: number): ChaseCardScenario {
  const v = new Variation(seed);
  const closingDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = chaseCardMonth(v.int(0, 60), closingDate, v.int(4, 36));
  return {
    ...base,
    accountNumber: `XXXX XXXX XXXX ${String(v.int(1000, 9999))}`,
    creditLimitCents: v.int(10, 300) * 10_000,
    variation: v,
  };
}
