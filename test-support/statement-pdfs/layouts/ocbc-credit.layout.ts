/**
 * OCBC credit card statements drawn like the real ones: summary box (statement date, credit limit),
 * "TRANSACTION DATE / DESCRIPTION / AMOUNT (SGD)" table repeated on every page with a page footer,
 * DD/MM rows with merchant, city and country cells, credits in parentheses, wrapped descriptions,
 * foreign-currency lines, and the printed totals the parser reconciles against.
 * With a variation, another template of the same family: summary labels, wordings and case, the
 * statement date under or beside its label in other date wordings (the payment slip may be left out),
 * credit limit forms, header wordings, column positions, typeface, card number masks, row date forms,
 * location cells merged into the description, balance and total labels, page breaks between a row and
 * the lines under it, panels, address footers and a terms page.
 */
import { centsToDecimal, formatCents, type ParsedTransaction } from '@garden/core';
import {
  UPPERCASE_MONTH_ABBREVIATIONS,
  addDays,
  creditInParentheses,
  dayAndMonth,
  dayOfPreviousMonth,
  sumOfAmounts,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';
import { Variation, maskedCardNumber } from '../variation';
import {
  drawAddressFooter,
  drawMarketingPage,
  drawSidePanel,
  variantFullDate,
  variantStatementDateLabel,
} from './sg-bank-variants';

export interface OcbcCardRow {
  date: string;
  merchant: string;
  city?: string;
  country?: string;
  /** Signed cents, money out negative. */
  amountCents: number;
  /** A second description line printed under the row. */
  wrapped?: string;
  foreignAmount?: string;
}

export interface OcbcCardScenario {
  statementDate: string;
  cardNumber: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: OcbcCardRow[];
  rowsPerPage?: number;
  /** Prints a wrong total amount due (to test reconciliation). */
  misprintTotalByCents?: number;
  /** Prints no subtotal, total or amount due: nothing the rows could be checked against. */
  omitTotals?: boolean;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;

/** What a variant changes; the defaults draw the original template. */
interface OcbcCardStyle {
  /** The summary as a box (labels over values) or as labelled lines (value beside its label). */
  summary: 'box' | 'beside';
  summaryLabels: { statementDate: string; dueDate: string; creditLimit: string };
  statementDateText: string;
  dueDateText: string;
  limitText: string;
  /** The payment slip page, which repeats the statement date beside its label. */
  slipLabel?: string;
  header: { date: string; description: string; amount: string };
  /** Left edge of the date and description columns, right edge of the amount column. */
  dateX: number;
  descriptionX: number;
  cityX: number;
  countryX: number;
  amountRight: number;
  /** The header's amount label is right-aligned over the amounts (else drawn from its left edge). */
  amountHeaderX?: number;
  /** Merchant, city and country drawn as one description cell. */
  locationInDescription: boolean;
  product: string;
  /** The lines under the product name, each a list of cells: cardholder and card number. */
  cardLines: (number: string) => { x: number; text: string }[][];
  openingLabel: string;
  rowDate: (iso: string) => string;
  foreignLabel: string;
  totals: { subtotal: string; total?: string; due: string };
  headerOnLaterPages: boolean;
  laterPageShift: number;
  breakInsideWrapped: boolean;
  lineGap: number;
}

function ocbcCardStyle(scenario: OcbcCardScenario, pdf: StatementPdf): OcbcCardStyle {
  const v = scenario.variation;
  const [year = '', month = '', day = ''] = scenario.statementDate.split('-');
  const standard: OcbcCardStyle = {
    summary: 'box',
    summaryLabels: { statementDate: 'STATEMENT DATE', dueDate: 'PAYMENT DUE DATE', creditLimit: 'TOTAL CREDIT LIMIT' },
    statementDateText: `${day}-${month}-${year}`,
    dueDateText: `${day}-${month}-${year}`,
    limitText: `S$${formatCents(scenario.creditLimitCents).replace(/\.00$/, '')}`,
    slipLabel: 'STATEMENT DATE',
    header: { date: 'TRANSACTION DATE', description: 'DESCRIPTION', amount: 'AMOUNT (SGD)' },
    dateX: 48,
    descriptionX: 195,
    cityX: 326,
    countryX: 399,
    amountRight: 545,
    locationInDescription: false,
    product: 'OCBC 365 CREDIT CARD',
    cardLines: (number) => [
      [
        { x: 48, text: 'CARDHOLDER' },
        { x: 195, text: number },
      ],
    ],
    openingLabel: "LAST MONTH'S BALANCE",
    rowDate: (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`,
    foreignLabel: '',
    totals: { subtotal: 'SUBTOTAL', due: 'TOTAL AMOUNT DUE' },
    headerOnLaterPages: true,
    laterPageShift: 3,
    breakInsideWrapped: false,
    lineGap: 10,
  };
  if (!v) return standard;
  const dateText = variantFullDate(v, scenario.statementDate);
  const header = {
    date: v.cased(v.pick(['TRANSACTION DATE', 'Transaction Date', 'DATE', 'Trans Date', 'TXN DATE'])),
    description: v.cased(v.pick(['DESCRIPTION', 'Description', 'TRANSACTION DESCRIPTION', 'Transaction Details'])),
    amount: v.pick(['AMOUNT (SGD)', 'Amount (SGD)', 'AMOUNT (S$)', 'AMOUNT', 'SGD AMOUNT', 'Amount']),
  };
  const dateX = 48 + v.between(-8, 6);
  // Each column starts after the widest text of the one before it, wherever the template puts it.
  const widest = (texts: string[], bold = false): number =>
    Math.max(...texts.map((text) => pdf.measure(text, 9, bold)));
  const descriptionX = Math.max(195 + v.between(-50, 10), dateX + widest([header.date], true) + 12);
  const merchants = scenario.rows.map((row) => row.merchant);
  const cityX = descriptionX + widest([...merchants, header.description], true) + v.between(10, 40);
  const countryX = cityX + widest(['SINGAPORE']) + v.between(10, 40);
  const widestAmount = widest(scenario.rows.map((row) => creditInParentheses(row.amountCents)));
  const amountRight = Math.max(545 - v.between(0, 40), countryX + widest(['SGP']) + widestAmount + 14);
  const last4 = scenario.cardNumber.slice(-4);
  const holder = v.pick(['MR TAN AH KOW', 'MS LIM HUI MIN', 'CARDHOLDER']);
  const limit = v.pick([
    `S$${formatCents(scenario.creditLimitCents).replace(/\.00$/, '')}`,
    `S$${formatCents(scenario.creditLimitCents)}`,
    `SGD ${formatCents(scenario.creditLimitCents)}`,
    `$${formatCents(scenario.creditLimitCents)}`,
  ]);
  const rowForm = v.pick(['numeric', 'numeric', 'upper', 'title'] as const);
  return {
    summary: v.chance(0.6) ? 'box' : 'beside',
    summaryLabels: {
      statementDate: variantStatementDateLabel(v).replace(/:$/, ''),
      dueDate: v.cased(v.pick(['PAYMENT DUE DATE', 'Payment Due Date', 'Due Date'])),
      creditLimit: v.cased(v.pick(['TOTAL CREDIT LIMIT', 'Credit Limit', 'COMBINED CREDIT LIMIT'])),
    },
    statementDateText: dateText,
    dueDateText: variantFullDate(v, addDays(scenario.statementDate, 24)),
    limitText: limit,
    ...(v.chance(0.7) ? { slipLabel: v.cased(v.pick(['STATEMENT DATE', 'Statement Date'])) } : {}),
    header,
    dateX,
    descriptionX,
    cityX,
    countryX,
    amountRight,
    amountHeaderX: amountRight,
    locationInDescription: v.chance(0.3),
    product: v.pick(['OCBC 365 CREDIT CARD', 'OCBC FRANK CARD', 'OCBC INFINITY CASHBACK CARD', 'OCBC REWARDS CARD']),
    cardLines: (number) => {
      // OCBC prints the whole number; other templates mask it.
      const printed = v.chance(0.4) ? number : maskedCardNumber(v, last4);
      const form = v.int(0, 2);
      if (form === 0) {
        return [
          [
            { x: dateX, text: holder },
            { x: descriptionX, text: printed },
          ],
        ];
      }
      const label = v.pick(['Card No.', 'CARD NUMBER:', 'Card Number', 'CARD NO:']);
      return form === 1
        ? [[{ x: dateX, text: `${holder}  ${label} ${printed}` }]]
        : [[{ x: dateX, text: holder }], [{ x: dateX, text: `${label} ${printed}` }]];
    },
    openingLabel: v.cased(
      v.pick([
        "LAST MONTH'S BALANCE",
        'PREVIOUS BALANCE',
        'BALANCE B/F',
        'BALANCE FROM PREVIOUS STATEMENT',
        'Previous Statement Balance',
      ]),
    ),
    rowDate: (iso) =>
      rowForm === 'numeric'
        ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}`
        : rowForm === 'upper'
          ? dayAndMonth(iso, MONTHS)
          : dayAndMonth(iso),
    foreignLabel: v.pick(['', 'FOREIGN CURRENCY ', 'Foreign Currency ', 'FOREIGN AMOUNT ']),
    totals: {
      subtotal: v.cased(v.pick(['SUBTOTAL', 'SUB-TOTAL', 'Sub Total'])),
      ...(v.chance(0.5) ? { total: v.cased('TOTAL') } : {}),
      due: v.cased(v.pick(['TOTAL AMOUNT DUE', 'Total Amount Due', 'TOTAL BALANCE DUE'])),
    },
    headerOnLaterPages: v.chance(0.8),
    laterPageShift: v.between(0, 12),
    breakInsideWrapped: v.chance(0.6),
    lineGap: v.between(10, 13),
  };
}

export async function drawOcbcCreditStatement(scenario: OcbcCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'pdfgen',
    producer: 'Streamline PDFGen for OCBC Group',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const style = ocbcCardStyle(scenario, pdf);
  const [year = '', month = '', day = ''] = scenario.statementDate.split('-');
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedDue = -closing + (scenario.misprintTotalByCents ?? 0);
  const perPage = scenario.rowsPerPage ?? (v ? v.int(8, 30) : 25);
  const marketing = v?.chance(0.3) ?? false;
  const pages = Math.ceil(scenario.rows.length / perPage) + (style.slipLabel ? 1 : 0) + (marketing ? 1 : 0);

  pdf.text(40, 40, 'OCBC Bank', { size: 14, bold: true });
  if (v) pdf.text(40, 58, 'Oversea-Chinese Banking Corporation Limited', { size: 7 });
  const { summaryLabels } = style;
  if (style.summary === 'box') {
    const xs = v ? [52, 152, 262] : [52, 142, 234];
    pdf.text(xs[0] ?? 0, 120, summaryLabels.statementDate, { size: 7, bold: true });
    pdf.text(xs[1] ?? 0, 120, summaryLabels.dueDate, { size: 7, bold: true });
    pdf.text(xs[2] ?? 0, 120, summaryLabels.creditLimit, { size: 7, bold: true });
    pdf.text(v ? 52 : 64, 134, style.statementDateText);
    pdf.text(v ? 152 : 157, 134, style.dueDateText, { fragments: 2 });
    pdf.text(v ? 262 : 254, 134, style.limitText);
    if (v?.chance(0.5)) {
      // OCBC's box also prints the available limit and the minimum due: figures, never the limit.
      pdf.text(372, 120, v.cased('TOTAL AVAILABLE CREDIT LIMIT'), { size: 7, bold: true });
      pdf.text(372, 134, `S$${formatCents(Math.max(0, scenario.creditLimitCents + closing))}`);
      pdf.text(482, 120, v.cased('TOTAL MINIMUM DUE'), { size: 7, bold: true });
      pdf.text(482, 134, 'S$50.00');
    }
  } else {
    const summary: [string, string][] = [
      [summaryLabels.statementDate, style.statementDateText],
      [summaryLabels.dueDate, style.dueDateText],
      [summaryLabels.creditLimit, style.limitText],
    ];
    for (const [index, [label, value]] of summary.entries()) {
      pdf.text(52, 100 + index * 12, label, { size: 8, bold: true });
      pdf.text(180, 100 + index * 12, value, { size: 8 });
    }
  }
  if (v?.chance(0.4)) drawSidePanel(pdf, v, 380, 70, scenario.statementDate);

  let page = 1;
  let y = 0;
  const header = (shift: number): void => {
    pdf.text(style.dateX + shift, y, style.header.date, { bold: true });
    pdf.text(style.descriptionX + 1 + shift, y, style.header.description, { bold: true });
    if (style.amountHeaderX !== undefined) {
      pdf.text(style.amountHeaderX + shift, y, style.header.amount, { bold: true, align: 'right' });
    } else pdf.text(492 + shift, y, style.header.amount, { bold: true });
    y += 18;
  };
  const footer = (): void => {
    if (v) drawAddressFooter(pdf, v, 'Oversea-Chinese Banking Corporation Limited', page, pages);
    else pdf.text(400, 800, `STMT${year}${month} - PAGE ${page}`);
  };
  const shiftOf = (onPage: number): number => (onPage % 2 === 0 ? style.laterPageShift : 0);
  let rowsOnPage = 0;
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    rowsOnPage = 0;
    y = 60;
    // Later pages shift the columns a little, as real statements do.
    if (style.headerOnLaterPages) header(shiftOf(page));
  };
  y = v ? 180 + v.int(0, 1) * 20 : 180;
  header(0);
  pdf.text(style.dateX, y, style.product);
  y += 12;
  const cardLines = style.cardLines(scenario.cardNumber);
  for (const [index, cells] of cardLines.entries()) {
    for (const cell of cells) pdf.text(cell.x, y, cell.text);
    y += index === cardLines.length - 1 ? 16 : 12;
  }
  pdf.text(style.descriptionX, y, style.openingLabel);
  pdf.text(style.amountRight, y, creditInParentheses(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 12;

  for (const [index, row] of scenario.rows.entries()) {
    if (rowsOnPage === perPage) newPage();
    rowsOnPage += 1;
    const shift = shiftOf(page);
    pdf.text(style.dateX + 6 + shift, y, style.rowDate(row.date));
    if (style.locationInDescription) {
      const text = [row.merchant, row.city, row.country].filter(Boolean).join(' ');
      pdf.text(style.descriptionX + shift, y, text, { fragments: index % 4 === 0 ? 3 : 1 });
    } else {
      pdf.text(style.descriptionX + shift, y, row.merchant, { fragments: index % 4 === 0 ? 3 : 1 });
      if (row.city) pdf.text(style.cityX + shift, y, row.city);
      if (row.country) pdf.text(style.countryX + shift, y, row.country);
    }
    pdf.text(style.amountRight + shift, y, creditInParentheses(row.amountCents), { align: 'right' });
    y += style.lineGap;
    const extras = [row.wrapped, row.foreignAmount ? `${style.foreignLabel}${row.foreignAmount}` : undefined].filter(
      (extra) => extra !== undefined,
    );
    // A page can end between a row and the lines printed under it (near the page's end).
    if (style.breakInsideWrapped && extras.length > 0 && rowsOnPage >= perPage - 3) newPage();
    for (const extra of extras) {
      pdf.text(style.descriptionX + shiftOf(page), y, extra);
      y += style.lineGap;
    }
  }
  y += 8;
  if (!scenario.omitTotals) {
    pdf.text(style.descriptionX, y, style.totals.subtotal);
    pdf.text(style.amountRight, y, creditInParentheses(-printedDue), { align: 'right' });
    y += 14;
    if (style.totals.total) {
      pdf.text(style.descriptionX, y, style.totals.total);
      pdf.text(style.amountRight, y, creditInParentheses(-printedDue), { align: 'right' });
      y += 14;
    }
    pdf.text(style.descriptionX, y, style.totals.due);
    pdf.text(style.amountRight, y, creditInParentheses(-printedDue), { align: 'right' });
  }
  if (v?.chance(0.4)) drawSidePanel(pdf, v, style.descriptionX, y + 24, scenario.statementDate);
  footer();

  if (style.slipLabel) {
    // Payment slip: its statement date is the one the parser trusts.
    pdf.addPage();
    page += 1;
    pdf.text(48, 80, `${style.slipLabel} : ${day} ${MONTHS[Number(month) - 1] ?? ''} ${year.slice(2)}`);
    if (!scenario.omitTotals) pdf.text(48, 100, `TOTAL ${centsToDecimal(printedDue)} 50.00`);
    footer();
  }
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

  const transactions = scenario.rows.map((row) => ({
    date: row.date,
    description: [row.merchant, row.city, row.country, row.wrapped].filter(Boolean).join(' '),
    amountCents: row.amountCents,
    ...(row.foreignAmount ? { foreignAmount: row.foreignAmount } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: closing } };
}

const MERCHANTS: [string, number][] = [
  ['NTUC FAIRPRICE', -4235],
  ['GRAB* RIDES', -1280],
  ['STARBUCKS VIVOCITY', -760],
  ['SHOPEE SINGAPORE', -3999],
  ['SINGTEL MOBILE', -4800],
  ['GUARDIAN HEALTH', -1590],
  ['COLD STORAGE', -2210],
  ['BUS/MRT', -342],
];

/** A realistic month of card spending for one card, varied by a seed so statements differ. */
export function ocbcCardMonth(seed: number, statementDate: string, rows = 30): OcbcCardScenario {
  const on = dayOfPreviousMonth(statementDate);
  const list: OcbcCardRow[] = [
    {
      date: on(2),
      merchant: 'PAYMENT BY INTERNET',
      amountCents: 50000 + seed,
    },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [merchant, base] = MERCHANTS[(index + seed) % MERCHANTS.length] ?? ['SHOP', -100];
    list.push({
      date: on(3 + (index % 26)),
      merchant,
      city: 'SINGAPORE',
      country: 'SG',
      amountCents: base - index - seed,
      ...(index === 5 ? { wrapped: 'ORDER 77812 MARKETPLACE' } : {}),
      ...(index === 7 ? { foreignAmount: 'USD 12.34' } : {}),
    });
  }
  list.push({
    date: on(20),
    merchant: 'CASH REBATE',
    amountCents: 138,
  });
  return {
    statementDate,
    cardNumber: `5488-2926-${String(1000 + seed).padStart(4, '0')}-${String(2000 + seed).padStart(4, '0')}`,
    creditLimitCents: 1_500_000,
    previousBalanceOwedCents: 50000 + seed,
    rows: list,
  };
}

/** A variant drawn from a seed: another statement date, rows, credit limit, country code and template. */
export function ocbcCardVariant(seed: number): OcbcCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = ocbcCardMonth(v.int(0, 60), statementDate, v.int(6, 40));
  // Some templates print the merchant's country in three letters.
  const country = v.pick(['SG', 'SG', 'SGP']);
  // More rows with lines under them (an order reference, a foreign amount), so page breaks fall among them.
  const rows = base.rows.map((row, index): OcbcCardRow => {
    if (!row.country) return row;
    const extra = v.chance(0.2) ? v.pick(['wrapped', 'foreign'] as const) : undefined;
    return {
      ...row,
      country,
      ...(extra === 'wrapped' && !row.foreignAmount ? { wrapped: `ORDER ${70000 + index * 13} MARKETPLACE` } : {}),
      ...(extra === 'foreign' && !row.wrapped
        ? { foreignAmount: `USD ${formatCents(Math.round(-row.amountCents * 0.74))}` }
        : {}),
    };
  });
  return {
    ...base,
    rows,
    creditLimitCents: v.int(5, 80) * 100_000,
    variation: v,
  };
}
