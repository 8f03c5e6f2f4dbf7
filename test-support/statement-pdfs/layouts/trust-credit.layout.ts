/**
 * Trust Bank Singapore card statements drawn like the real ones: no issuer metadata, the legal name in
 * the footer, a "23 Apr 2025 - 23 May / Statement cycle / 2025" block (the end date's year on a later
 * line), a summary box, and a table in one of two layouts: the old single-line header "Posting date /
 * Description / Amount in FCY / Amount in SGD" (one date per row) or the newer header wrapped over three
 * lines with a transaction date first. Rows may start their description on the line above the dated line
 * or finish it on the line below; foreign rows print "9.99 USD" in the FCY column; credits carry a leading
 * "+"; the dated "Previous balance" row opens the table and a dated "Total outstanding balance" line ends it.
 * With a variation, another template of the same family: the cycle block under other labels, or the statement
 * period or a labelled statement date in other wordings and date formats; summary, previous balance, closing
 * and credit limit labels; header wordings (one line or wrapped); column positions, typeface, card number
 * masks and labels, upper-case dates, a page break between a dated line and the last part of its
 * description, address footers, panels and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { addDays, dayAndMonth, dayOfPreviousMonth, sumOfAmounts } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';
import { Variation, maskedCardNumber } from '../variation';
import {
  drawAddressFooter,
  drawMarketingPage,
  drawSidePanel,
  variantCardNumberLine,
  variantCreditLimitLabel,
  variantFullDate,
  variantMoney,
  variantStatementDateLabel,
  variantStatementPeriod,
} from './sg-bank-variants';

export interface TrustCardRow {
  /** Transaction date, YYYY-MM-DD (printed only by the wrapped-header layout). */
  date: string;
  postingDate: string;
  /** The part printed on the dated line. */
  description: string;
  /** First part of the description, printed on the line above the dated line. */
  above?: string;
  /** Last part of the description, printed on the line under the dated line. */
  below?: string;
  /** "169.15 MYR" as printed in the Amount in FCY column. */
  fcy?: string;
  amountCents: number;
}

export interface TrustCardScenario {
  /** Statement cycle start and end (the statement date), YYYY-MM-DD. */
  cycleStart: string;
  statementDate: string;
  /** single: old "Posting date ... Amount in SGD" header; wrapped: three-line header with two dates. */
  header: 'single' | 'wrapped';
  cardName: string;
  last4: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: TrustCardRow[];
  rowsPerPage?: number;
  /** Added to the printed total outstanding balance only (a misprinted statement). */
  misprintCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

/** Charges and amounts owed print plain; money in prints with a leading "+". */
const printed = (cents: number): string => (cents > 0 ? `+${formatCents(cents)}` : formatCents(-cents));

function expectedDescription(row: TrustCardRow): string {
  return [row.above, row.description, row.fcy, row.below].filter(Boolean).join(' ');
}

function foreignAmount(fcy: string | undefined): string | undefined {
  const match = fcy ? /^([\d,.]+) ([A-Z]{3})$/.exec(fcy) : undefined;
  return match ? `${match[2] ?? ''} ${match[1] ?? ''}` : undefined;
}

/** What a variant changes; the defaults draw the original template. */
interface TrustStyle {
  /** The cycle block: "23 Apr 2025 - 23 May", its label under it, the end date's year on the next line. */
  cycle?: { range: string; label: string; year: string };
  /** A one-line statement date or period instead of (or beside) the cycle block. */
  dateLine?: string;
  /** Repeated at the top of later pages. */
  laterPagesLine: string;
  summary: [string, string][];
  cardLines: string[];
  /** Single header: [posting, description, FCY, SGD]; wrapped: the top words, the middle and the bottom words. */
  single: [string, string, string, string];
  wrapped: { top: [string, string, string, string]; middle: string; bottom: [string, string, string, string] };
  dateX: number;
  postX: number;
  descriptionX: number;
  fcyRight: number;
  sgdRight: number;
  laterShift: number;
  openingLabel: string;
  closingLabel: string;
  rowDate: (iso: string) => string;
  /** A page can end between a dated line and the last part of its description. */
  breakBeforeBelow: boolean;
}

/** Where a variant's page ends: its address footer starts below. */
const BOTTOM = 765;

function trustStyle(scenario: TrustCardScenario, pdf: StatementPdf, printedClosing: number): TrustStyle {
  const v = scenario.variation;
  const [startYear = ''] = scenario.cycleStart.split('-');
  const [endYear = ''] = scenario.statementDate.split('-');
  const cycleEnd = dayAndMonth(scenario.statementDate);
  const owed = -printedClosing;
  const minimum = Math.min(5000, Math.max(0, owed));
  const dueDate = addDays(scenario.statementDate, 25);
  const standard: TrustStyle = {
    cycle: {
      range: `${dayAndMonth(scenario.cycleStart)} ${startYear} - ${cycleEnd}`,
      label: 'Statement cycle',
      year: endYear,
    },
    laterPagesLine: `Statement cycle ${dayAndMonth(scenario.cycleStart)} ${startYear} - ${cycleEnd} ${endYear}`,
    summary: [
      ['Total outstanding balance', `S$${formatCents(owed)}`],
      ['Minimum payment due', `S$${formatCents(minimum)}`],
      ['Payment due date', `${dayAndMonth(dueDate)} ${endYear}`],
      ['Credit limit', `S$${formatCents(scenario.creditLimitCents)}`],
    ],
    cardLines: [`${scenario.cardName} ending in ${scenario.last4}`],
    single: ['Posting date', 'Description', 'Amount in FCY', 'Amount in SGD'],
    wrapped: {
      top: ['Transaction', 'Posting', 'Amount in', 'Amount in'],
      middle: 'Description',
      bottom: ['date', 'date', 'FCY', 'SGD'],
    },
    dateX: 40,
    postX: 92,
    descriptionX: scenario.header === 'wrapped' ? 145 : 100,
    fcyRight: 470,
    sgdRight: 555,
    laterShift: 6,
    openingLabel: 'Previous balance',
    closingLabel: 'Total outstanding balance',
    rowDate: (iso) => dayAndMonth(iso),
    breakBeforeBelow: false,
  };
  if (!v) return standard;
  const upper = v.chance(0.25);
  const month = (iso: string): string => (upper ? dayAndMonth(iso).toUpperCase() : dayAndMonth(iso));
  const dateForm = v.pick(['cycle', 'cycle', 'cycle and date', 'period'] as const);
  const cycleLabel = v.cased(v.pick(['Statement cycle', 'Statement period', 'Billing cycle']));
  const range = `${month(scenario.cycleStart)} ${startYear} ${v.pick(['-', '-', 'to'])} ${month(scenario.statementDate)}`;
  const period = variantStatementPeriod(v, scenario.cycleStart, scenario.statementDate);
  const closingLabel = v.cased(
    v.pick(['Total outstanding balance', 'Total amount due', 'New balance', 'Statement balance', 'Current balance']),
  );
  const single: TrustStyle['single'] = [
    v.cased(v.pick(['Posting date', 'Post date'])),
    v.cased(v.pick(['Description', 'Transaction details'])),
    v.cased(v.pick(['Amount in FCY', 'Foreign amount', 'FCY amount'])),
    v.pick(['Amount in SGD', 'Amount (SGD)', 'SGD amount', 'Amount S$', 'AMOUNT IN SGD']),
  ];
  const [fcyTop, fcyBottom, sgdTop, sgdBottom] = v.pick([
    ['Amount in', 'FCY', 'Amount in', 'SGD'],
    ['Amount', '(FCY)', 'Amount', '(SGD)'],
    ['Foreign', 'amount', 'Amount in', 'SGD'],
  ] as const);
  const wrapped: TrustStyle['wrapped'] = {
    top: [v.cased('Transaction'), v.cased('Posting'), fcyTop, sgdTop],
    middle: v.cased(v.pick(['Description', 'Transaction details'])),
    bottom: [v.cased('date'), v.cased('date'), fcyBottom, sgdBottom],
  };
  const headerWidth = (text: string): number => pdf.measure(text, 8, true);
  const dateX = 40 + v.between(-4, 4);
  const postX = Math.max(92 + v.between(-2, 6), dateX + headerWidth(wrapped.top[0]) + 8);
  // The description starts after the date columns (one or two, as the header has them).
  const descriptionX =
    scenario.header === 'wrapped'
      ? Math.max(145 + v.between(-4, 10), postX + headerWidth(wrapped.top[1]) + 10)
      : Math.max(100 + v.between(-4, 10), dateX + headerWidth(single[0]) + 10);
  const widest = (texts: string[]): number => Math.max(0, ...texts.map((text) => pdf.measure(text)));
  const descriptions = scenario.rows.flatMap((row) => [row.description, row.above ?? '', row.below ?? '']);
  const fcys = scenario.rows.map((row) => row.fcy ?? '');
  // Amount columns right of the widest description, FCY amount, SGD amount and header label in this typeface.
  const [fcyLabel, sgdLabel] =
    scenario.header === 'wrapped' ? [wrapped.top[2], wrapped.top[3]] : [single[2], single[3]];
  const fcyRight = Math.max(
    470 - v.between(0, 12),
    descriptionX + widest(descriptions) + widest(fcys) + 12,
    descriptionX + headerWidth(scenario.header === 'wrapped' ? wrapped.middle : single[1]) + headerWidth(fcyLabel) + 12,
  );
  const sgdRight = Math.max(
    555 - v.between(0, 15),
    fcyRight + widest(scenario.rows.map((row) => printed(row.amountCents))) + 16,
    fcyRight + headerWidth(sgdLabel) + 12,
  );
  const summary: [string, string][] = [
    [closingLabel, variantMoney(v, owed)],
    [v.cased('Minimum payment due'), variantMoney(v, minimum)],
    [v.cased('Payment due date'), variantFullDate(v, dueDate)],
    [variantCreditLimitLabel(v), variantMoney(v, scenario.creditLimitCents)],
  ];
  const cardLines = v.pick([
    [`${scenario.cardName} ending in ${scenario.last4}`],
    [`${scenario.cardName} ending ${scenario.last4}`],
    [`${scenario.cardName} ${maskedCardNumber(v, scenario.last4)}`],
    [scenario.cardName, variantCardNumberLine(v, scenario.last4)],
  ]);
  return {
    ...(dateForm === 'period' ? {} : { cycle: { range, label: cycleLabel, year: endYear } }),
    ...(dateForm === 'period' ? { dateLine: period } : {}),
    ...(dateForm === 'cycle and date'
      ? { dateLine: `${variantStatementDateLabel(v)} ${variantFullDate(v, scenario.statementDate)}` }
      : {}),
    laterPagesLine: dateForm === 'period' ? period : `${cycleLabel} ${range} ${endYear}`,
    summary,
    cardLines,
    single,
    wrapped,
    dateX,
    postX,
    descriptionX,
    fcyRight,
    sgdRight,
    laterShift: v.between(0, 10),
    openingLabel: v.cased(
      v.pick(['Previous balance', 'Previous statement balance', 'Balance from previous statement']),
    ),
    closingLabel,
    rowDate: month,
    breakBeforeBelow: v.chance(0.6),
  };
}

export async function drawTrustCreditStatement(scenario: TrustCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number; printedClosingCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'Chromium',
    producer: 'Skia/PDF m120',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedClosing = closing - (scenario.misprintCents ?? 0);
  const style = trustStyle(scenario, pdf, printedClosing);
  const wrapped = scenario.header === 'wrapped';
  const perPage = scenario.rowsPerPage ?? 28;
  const marketing = v?.chance(0.3) ?? false;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage)) + (marketing ? 1 : 0);
  const { dateX, postX, fcyRight, sgdRight } = style;
  let page = 1;
  let shift = 0;
  let y = 0;
  let rowsOnPage = 0;

  const footer = (): void => {
    if (v) drawAddressFooter(pdf, v, 'Trust Bank Singapore Limited', page, pageCount);
    else {
      pdf.text(40, 790, 'Trust Bank Singapore Limited', { size: 6 });
      pdf.text(40, 798, 'Deposits and card accounts are provided by Trust Bank Singapore Limited.', { size: 6 });
      pdf.text(555, 798, `${page} of ${pageCount}`, { size: 7, align: 'right' });
    }
  };
  const descriptionX = (): number => style.descriptionX + shift;
  const header = (): void => {
    const bold = { size: 8, bold: true };
    if (wrapped) {
      const { top, middle, bottom } = style.wrapped;
      pdf.text(dateX + shift, y, top[0], bold);
      pdf.text(postX + shift, y, top[1], bold);
      pdf.text(fcyRight + shift, y, top[2], { ...bold, align: 'right' });
      pdf.text(sgdRight + shift, y, top[3], { ...bold, align: 'right' });
      pdf.text(descriptionX(), y + 5, middle, bold);
      pdf.text(dateX + shift, y + 10, bottom[0], bold);
      pdf.text(postX + shift, y + 10, bottom[1], bold);
      pdf.text(fcyRight + shift, y + 10, bottom[2], { ...bold, align: 'right' });
      pdf.text(sgdRight + shift, y + 10, bottom[3], { ...bold, align: 'right' });
      y += 28;
    } else {
      const [posting, description, fcy, sgd] = style.single;
      pdf.text(dateX + shift, y, posting, bold);
      pdf.text(descriptionX(), y, description, bold);
      pdf.text(fcyRight + shift, y, fcy, { ...bold, align: 'right' });
      pdf.text(sgdRight + shift, y, sgd, { ...bold, align: 'right' });
      y += 20;
    }
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    rowsOnPage = 0;
    shift = page % 2 === 0 ? style.laterShift : 0;
    pdf.text(40, 36, 'trust', { size: 18, bold: true });
    pdf.text(Math.min(360, 560 - pdf.measure(style.laterPagesLine, 8)), 40, style.laterPagesLine, { size: 8 });
    y = 70;
    header();
  };
  /** One table row: dates, description, FCY and SGD amounts on the dated line. */
  const datedLine = (dates: [string, string], description: string, fcy: string | undefined, amount: string): void => {
    pdf.text(dateX + shift, y, dates[0]);
    if (wrapped && dates[1]) pdf.text(postX + shift, y, dates[1]);
    pdf.text(descriptionX(), y, description, { fragments: description.length > 24 ? 2 : 1 });
    if (fcy) pdf.text(fcyRight + shift, y, fcy, { align: 'right' });
    pdf.text(sgdRight + shift, y, amount, { align: 'right' });
  };

  pdf.text(40, 36, 'trust', { size: 18, bold: true });
  for (const [index, text] of ['MR TAN WEI JIE', '10 ANSON ROAD #20-05', 'SINGAPORE 079903'].entries()) {
    pdf.text(40, 64 + index * 11, text, { size: 8 });
  }
  if (style.cycle) {
    pdf.text(360, 100, style.cycle.range, { size: 11, bold: true });
    pdf.text(360, 114, style.cycle.label, { size: 7 });
    pdf.text(360, 124, style.cycle.year, { size: 11, bold: true });
  }
  if (style.dateLine) pdf.text(Math.min(360, 560 - pdf.measure(style.dateLine, 8)), 138, style.dateLine, { size: 8 });
  let boxX = 40;
  let boxY = 156;
  y = 205;
  for (const [index, [label, value]] of style.summary.entries()) {
    // A variant's box: each entry as wide as its label or value; a second row when the page is full.
    const width = Math.max(pdf.measure(label, 7), pdf.measure(value, 9, true)) + 16;
    if (v && boxX + width > 560) {
      boxX = 40;
      boxY += 26;
      y += 26;
    }
    const x = v ? boxX : 40 + index * 130;
    pdf.text(x, boxY, label, { size: 7 });
    pdf.text(x, boxY + 10, value, { bold: true });
    boxX += width;
  }

  for (const text of style.cardLines) {
    pdf.text(40, y, text, { bold: true });
    y += 14;
  }
  y += 20 - 14;
  header();
  datedLine(
    [style.rowDate(scenario.cycleStart), style.rowDate(scenario.cycleStart)],
    style.openingLabel,
    undefined,
    printed(-scenario.previousBalanceOwedCents),
  );
  y += 14;
  for (const row of scenario.rows) {
    // A variant's page also ends where its footer begins.
    if (rowsOnPage >= perPage || (v && y + 36 > BOTTOM)) newPage();
    rowsOnPage += 1;
    if (row.above) {
      pdf.text(descriptionX(), y, row.above);
      y += 9;
    }
    datedLine(
      [style.rowDate(wrapped ? row.date : row.postingDate), style.rowDate(row.postingDate)],
      row.description,
      row.fcy,
      printed(row.amountCents),
    );
    if (row.below) {
      if (style.breakBeforeBelow && rowsOnPage >= perPage) {
        newPage();
        y -= 9;
      }
      y += 9;
      pdf.text(descriptionX(), y, row.below);
    }
    y += 14;
  }
  if (v && y + 40 > BOTTOM) newPage();
  y += 4;
  pdf.text(dateX + shift, y, style.rowDate(scenario.statementDate));
  pdf.text(descriptionX(), y, style.closingLabel, { bold: true });
  pdf.text(sgdRight + shift, y, printed(printedClosing), { align: 'right', bold: true });
  y += 30;
  pdf.text(40, y, 'Interest-free period applies when the total outstanding balance is paid in full.', { size: 7 });
  if (v?.chance(0.4) && y + 70 < 780) drawSidePanel(pdf, v, 40, y + 20, scenario.statementDate);
  footer();
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

  const transactions = scenario.rows.map((row) => {
    const foreign = foreignAmount(row.fcy);
    return {
      date: wrapped ? row.date : row.postingDate,
      description: expectedDescription(row),
      amountCents: row.amountCents,
      ...(foreign ? { foreignAmount: foreign } : {}),
    };
  });
  return {
    pdf: await pdf.toBuffer(),
    expected: { transactions, closingOwedCents: closing, printedClosingCents: printedClosing },
  };
}

const EVERYDAY: [string, number][] = [
  ['GRAB* A-6ZXR3KJ SINGAPORE SG', -1460],
  ['FAIRPRICE XTRA JURONG POINT SINGAPORE SG', -8735],
  ['TOAST BOX RAFFLES CITY SINGAPORE SG', -690],
  ['SHENG SIONG SUPERMARKET SINGAPORE SG', -3212],
  ['BUS/MRT 612345678 SINGAPORE SG', -287],
];

/**
 * A cycle on one Trust card from the 18th of the previous month to the statement date: Johor Bahru rows in
 * MYR (one starting on the line above), a USD subscription, a refund and a payment with "+", a row that
 * finishes on the line below, and everyday spend.
 */
export function trustCardMonth(
  seed: number,
  statementDate: string,
  rows = 20,
  header: TrustCardScenario['header'] = 'wrapped',
): TrustCardScenario {
  const cycleStart = dayOfPreviousMonth(statementDate)(18);
  const on = (offset: number, lag = 2): Pick<TrustCardRow, 'date' | 'postingDate'> => ({
    date: addDays(cycleStart, offset),
    postingDate: addDays(cycleStart, offset + lag),
  });
  const previous = 68127 + seed * 13;
  const list: TrustCardRow[] = [
    { ...on(1), above: 'DRAGON-I - DICS', description: 'JOHOR BAHRU MY', fcy: '169.15 MYR', amountCents: -5049 },
    { ...on(1), description: 'Grab', fcy: '8.24 MYR', amountCents: -246 },
    { ...on(2), description: 'Some Streaming Service', fcy: '9.99 USD', amountCents: -1296 },
    { ...on(3, 1), description: 'Payment - FAST', amountCents: previous },
    {
      ...on(4),
      above: 'HAI KAH LANG-SENTOSA',
      description: 'JOHOR BAHRU MY',
      fcy: '73.90 MYR',
      amountCents: -2206,
    },
    { ...on(5), description: 'SINGAPORE AIRLINES', below: 'SINGAPORE SG', amountCents: -61230 },
    { ...on(6), description: 'SHOPEE SINGAPORE MP SINGAPORE SG', amountCents: -4590 },
    { ...on(8), description: 'REFUND SHOPEE SINGAPORE MP', amountCents: 4590 },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = EVERYDAY[(index + seed) % EVERYDAY.length] ?? ['SHOP SINGAPORE SG', -100];
    list.push({ ...on(9 + (index % 16), index % 3), description, amountCents: cents - index * 11 - seed });
  }
  list.push({ ...on(28, 0), description: 'Cashback', amountCents: 845 + seed });
  return {
    cycleStart,
    statementDate,
    header,
    cardName: 'Trust Cashback Card',
    last4: String(4800 + seed),
    creditLimitCents: 800_000,
    previousBalanceOwedCents: previous,
    rows: list,
  };
}

/** A variant drawn from a seed: another statement date, header layout, rows, card number, limit and template. */
export function trustCardVariant(seed: number): TrustCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = trustCardMonth(v.int(0, 60), statementDate, v.int(6, 40), v.pick(['single', 'wrapped'] as const));
  // Some merchants' place wraps onto a line of its own, wherever the row falls on the page.
  const rows = base.rows.map((row) =>
    !row.above && !row.below && !row.fcy && / SINGAPORE SG$/.test(row.description) && v.chance(0.25)
      ? { ...row, description: row.description.replace(/ SINGAPORE SG$/, ''), below: 'SINGAPORE SG' }
      : row,
  );
  return {
    ...base,
    rows,
    last4: String(v.int(1000, 9999)),
    creditLimitCents: v.int(30, 300) * 100_00,
    rowsPerPage: v.int(8, 30),
    variation: v,
  };
}
