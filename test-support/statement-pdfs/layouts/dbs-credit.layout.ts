/**
 * DBS credit card statements drawn like the real ones: Quadient creator, a summary row (statement date,
 * credit limit, minimum payment, due date), "DATE / DESCRIPTION / AMOUNT (S$)" table repeated per page,
 * a card heading with its number, PREVIOUS BALANCE, payments first with CR, then new transactions (not
 * date-sorted), REF NO and spelled-out foreign-currency lines under rows, SUB-TOTAL / TOTAL / GRAND TOTAL.
 * With a variation, another template of the same family: summary labels and case, the statement date
 * on its own labelled line or under its label in other wordings, header wordings, column positions,
 * typeface, card number masks, page breaks between a row and its REF NO / foreign lines, a points
 * summary panel, address footers and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  MONTH_ABBREVIATIONS,
  UPPERCASE_MONTH_ABBREVIATIONS,
  creditMarkedCr,
  dayAndMonth,
  dayMonthYear,
  dayOfPreviousMonth,
  sumOfAmounts,
  twoDigits,
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

export interface DbsCardRow {
  date: string;
  description: string;
  amountCents: number;
  foreignLine?: string;
  reference?: string;
}

export interface DbsCardScenario {
  statementDate: string;
  cardName: string;
  cardNumber: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: DbsCardRow[];
  rowsPerPage?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;

export async function drawDbsCreditStatement(scenario: DbsCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'Quadient CXM AG~Inspire~15.0.681.5',
    producer: '',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const [year = '', month = ''] = scenario.statementDate.split('-');
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  // The 9th of the month after the statement's, in the next year after a December statement.
  const due = `${Number(month) === 12 ? Number(year) + 1 : year}-${twoDigits((Number(month) % 12) + 1)}-09`;
  const dueDate = dayMonthYear(due);
  const dateX = v ? 40 + v.between(-5, 5) : 40;
  const amountRight = v ? 550 - v.between(0, 40) : 550;
  const perPage = scenario.rowsPerPage ?? (v ? v.int(8, 30) : 30);
  const marketing = v?.chance(0.3) ?? false;
  const pages = Math.ceil(scenario.rows.length / perPage) + (marketing ? 1 : 0);
  const laterShift = v ? v.between(0, 12) : 4;
  const headerOnLaterPages = v ? v.chance(0.7) : true;
  const breakBeforeExtras = v?.chance(0.5) ?? false;
  const headerWords = v
    ? {
        date: v.cased(v.pick(['DATE', 'TRANSACTION DATE', 'Date'])),
        description: v.cased(v.pick(['DESCRIPTION', 'TRANSACTION DESCRIPTION', 'Description'])),
        amount: v.pick(['AMOUNT (S$)', 'AMOUNT (SGD)', 'Amount (S$)', 'AMOUNT', 'AMOUNT IN SGD']),
      }
    : { date: 'DATE', description: 'DESCRIPTION', amount: 'AMOUNT (S$)' };
  // The description column starts after the date column's label, wherever the template puts it.
  const descriptionX = v ? Math.max(100 + v.between(-6, 20), dateX + headerWords.date.length * 6 + 10) : 100;
  const limit = v
    ? v.pick(['$', 'S$', 'SGD ']) + formatCents(scenario.creditLimitCents)
    : `$${formatCents(scenario.creditLimitCents)}`;
  let page = 1;
  let y = 40;
  pdf.text(40, y, 'DBS Cards P.O. Box 360 S(912312)', { size: 8 });
  pdf.text(40, y + 14, 'Credit Cards Statement of Account', { size: 12, bold: true });
  y = 110;
  if (v?.chance(0.4)) {
    // A template that prints each summary figure on its own labelled line.
    const label = variantStatementDateLabel(v);
    const summary: [string, string][] = [
      [label, variantFullDate(v, scenario.statementDate)],
      [v.cased('Credit Limit'), limit],
      [v.cased('Minimum Payment'), '$50.00'],
      [v.cased('Payment Due Date'), variantFullDate(v, due)],
    ];
    for (const [index, [text, value]] of summary.entries()) {
      pdf.text(40, 90 + index * 12, text, { size: 8, bold: true });
      pdf.text(170, 90 + index * 12, value, { size: 8 });
    }
  } else {
    const labels = v
      ? [variantStatementDateLabel(v).replace(/:$/, ''), 'Credit Limit', 'Minimum Payment', 'Payment Due Date'].map(
          (label) => v.cased(label),
        )
      : ['STATEMENT DATE', 'CREDIT LIMIT', 'MINIMUM PAYMENT', 'PAYMENT DUE DATE'];
    for (const [index, x] of [40, 160, 270, 400].entries()) {
      pdf.text(x, y, labels[index] ?? '', { size: 7, bold: true });
    }
    pdf.text(40, y + 12, v ? variantFullDate(v, scenario.statementDate) : dayMonthYear(scenario.statementDate));
    pdf.text(160, y + 12, limit);
    pdf.text(270, y + 12, '$50.00');
    pdf.text(400, y + 12, dueDate);
  }
  const header = (shift: number): void => {
    pdf.text(dateX + shift, y, headerWords.date, { bold: true });
    pdf.text(descriptionX + shift, y, headerWords.description, { bold: true });
    if (v) pdf.text(amountRight + shift, y, headerWords.amount, { bold: true, align: 'right' });
    else pdf.text(490 + shift, y, headerWords.amount, { bold: true });
    y += 18;
  };
  const footer = (): void => {
    if (v) drawAddressFooter(pdf, v, 'DBS Bank Ltd', page, pages);
    else pdf.text(40, 805, `PDS_CRCRDGCE_LOC_ESTMT_${year}${month} Page ${page}`, { size: 7 });
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    y = 50;
    if (headerOnLaterPages) header(page % 2 === 0 ? laterShift : 0);
  };
  y = 160;
  header(0);
  const cardNumber = v ? maskedCardNumber(v, scenario.cardNumber.slice(-4)) : scenario.cardNumber;
  pdf.text(dateX, y, `${scenario.cardName} CARD NO.: ${cardNumber}`, { bold: true });
  y += 14;
  pdf.text(descriptionX, y, v ? v.cased('PREVIOUS BALANCE') : 'PREVIOUS BALANCE');
  pdf.text(amountRight, y, creditMarkedCr(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 12;
  const rowMonths = v?.chance(0.5) ? MONTH_ABBREVIATIONS : MONTHS;
  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) newPage();
    const shift = page % 2 === 0 ? laterShift : 0;
    pdf.text(dateX + shift, y, dayAndMonth(row.date, rowMonths));
    pdf.text(descriptionX + shift, y, row.description, { fragments: index % 3 === 0 ? 2 : 1 });
    pdf.text(amountRight + shift, y, creditMarkedCr(row.amountCents), { align: 'right' });
    y += 11;
    const extras = [row.reference ? `REF NO: ${row.reference}` : undefined, row.foreignLine].filter(Boolean);
    // A page can end between a row and the lines printed under it.
    if (breakBeforeExtras && extras.length > 0 && (index + 1) % perPage === 0) newPage();
    for (const extra of extras) {
      if (!extra) continue;
      pdf.text(descriptionX + (page % 2 === 0 ? laterShift : 0), y, extra, { size: 8 });
      y += 10;
    }
  }
  y += 6;
  const totals = v
    ? [
        v.pick(['SUB-TOTAL:', 'SUB-TOTAL', 'SUBTOTAL:']),
        'TOTAL:',
        v.pick(['GRAND TOTAL FOR ALL CARD ACCOUNTS:', 'GRAND TOTAL:']),
      ]
    : ['SUB-TOTAL:', 'TOTAL:', 'GRAND TOTAL FOR ALL CARD ACCOUNTS:'];
  for (const label of totals) {
    pdf.text(descriptionX, y, v ? v.cased(label) : label, { bold: true });
    pdf.text(amountRight, y, creditMarkedCr(closing), { align: 'right' });
    y += 12;
  }
  if (v?.chance(0.5)) {
    // The points summary: large integers and an expiry date, never rows.
    y += 14;
    pdf.text(dateX, y, `${scenario.cardName} CARD - DBS POINTS SUMMARY`, { bold: true });
    y += 12;
    pdf.text(dateX, y, 'BALANCE AS OF LAST STATEMENT  EARNED  REDEEMED  BALANCE', { size: 7 });
    pdf.text(dateX, y + 10, `${v.int(1000, 9000)}  ${v.int(10, 900)}  0  ${v.int(1000, 9999)}`, { size: 7 });
    pdf.text(dateX, y + 20, `EXPIRING ON 30 JUN ${Number(year) + 1}  ${v.int(100, 999)}`, { size: 7 });
    y += 34;
  }
  if (v?.chance(0.4)) drawSidePanel(pdf, v, descriptionX, y + 10, scenario.statementDate);
  footer();
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }
  const transactions = scenario.rows.map((row) => ({
    date: row.date,
    description: row.description,
    amountCents: row.amountCents,
    ...(row.foreignLine ? { foreignAmount: row.foreignLine } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: closing } };
}

const SHOPS: [string, number][] = [
  ['SOME BISTRO SINGAPORE SG', -1440],
  ['NTUC FP-BEDOK SINGAPORE SG', -3215],
  ['SHOPEE SINGAPORE MP SINGAPORE SG', -2890],
  ['BUS/MRT 123456789 SINGAPORE SG', -234],
  ['SOMECLOUD.COM AMSTERDAM NL', -14085],
];

/** A month on one DBS card: payment with CR first, then new transactions spanning the previous month. */
export function dbsCardMonth(seed: number, statementDate: string, rows = 20): DbsCardScenario {
  const on = dayOfPreviousMonth(statementDate);
  const list: DbsCardRow[] = [
    {
      date: `${statementDate.slice(0, 8)}05`,
      description: 'PAYMENT - DBS INTERNET/WIRELESS',
      amountCents: 120000 + seed,
      reference: '00000000000000000000000',
    },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = SHOPS[(index + seed) % SHOPS.length] ?? ['SHOP', -100];
    list.push({
      date: on(1 + ((index * 3) % 28)),
      description,
      amountCents: cents - index,
      ...(description.startsWith('SOMECLOUD') ? { foreignLine: 'U. S. DOLLAR 100.00' } : {}),
    });
  }
  return {
    statementDate,
    cardName: 'DBS LIVE FRESH',
    cardNumber: `4119 1100 ${String(2000 + seed)} ${String(3000 + seed)}`,
    creditLimitCents: 1_000_000,
    previousBalanceOwedCents: 120000 + seed,
    rows: list,
  };
}

/** A variant drawn from a seed: another statement date, number of rows, card mask and template. */
export function dbsCardVariant(seed: number): DbsCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(10, 28)).padStart(2, '0')}`;
  const base = dbsCardMonth(v.int(0, 60), statementDate, v.int(6, 40));
  return {
    ...base,
    cardNumber: String(v.int(1000, 9999)),
    creditLimitCents: v.int(5, 300) * 100_00,
    variation: v,
  };
}
