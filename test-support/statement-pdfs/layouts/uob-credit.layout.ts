/**
 * UOB credit card statements drawn like the real ones: Vault Rendering Engine metadata, a summary panel
 * (Statement Date, Payment Due Date, Credit Limit on one line each), the "Post Date / Trans Date /
 * Description of Transaction / Transaction Amount" table repeated on every page (shifted on even pages),
 * a card heading, PREVIOUS BALANCE, rows with the posting date then the transaction date, "CR" credits,
 * Ref No., wrapped and foreign-currency lines under rows, SUB TOTAL and TOTAL BALANCE FOR <card>, a
 * footer with card.centre@uobgroup.com, and a payment slip on its own page.
 * With a variation, another template of the same family: summary and header wordings and case, date
 * wordings, column positions, typeface, card number masks, page breaks between a row and its lines,
 * panels, address footers and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  UPPERCASE_MONTH_ABBREVIATIONS,
  addDays,
  creditMarkedCr,
  dayAndMonth,
  dayMonthYear,
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

export interface UobCardRow {
  postingDate: string;
  transactionDate: string;
  description: string;
  /** Signed cents, money out negative. */
  amountCents: number;
  /** A second description line printed under the row. */
  wrapped?: string;
  /** "USD 11.80", printed on its own line under the row. */
  foreignAmount?: string;
  reference?: string;
}

export interface UobCardScenario {
  statementDate: string;
  cardName: string;
  cardNumber: string;
  holder: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: UobCardRow[];
  rowsPerPage?: number;
  /** Prints SUB TOTAL and TOTAL BALANCE this much too high (to test reconciliation). */
  misprintTotalByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Replaces the issuer metadata, as app downloads and re-saved copies do. */
  metadata?: Pick<StatementPdfOptions, 'title' | 'author' | 'creator' | 'producer'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;
const BOTTOM = 740;

export async function drawUobCreditStatement(scenario: UobCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'Vault Rendering Engine',
    producer: 'Rendering Engine',
    ...scenario.metadata,
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedClosing = closing - (scenario.misprintTotalByCents ?? 0);
  const postX = v ? 40 + v.between(-5, 5) : 40;
  const headerWords = v
    ? {
        post: v.cased(v.pick(['Post Date', 'Posting Date', 'Post Date'])),
        trans: v.cased(v.pick(['Trans Date', 'Transaction Date', 'Trans. Date'])),
        description: v.cased(v.pick(['Description of Transaction', 'Description', 'Transaction Details'])),
        amount: v.pick([
          'Transaction Amount SGD',
          'Transaction Amount (SGD)',
          'Amount (SGD)',
          'AMOUNT',
          'Amount in SGD',
        ]),
      }
    : {
        post: 'Post Date',
        trans: 'Trans Date',
        description: 'Description of Transaction',
        amount: 'Transaction Amount SGD',
      };
  // Each column starts after the previous column's label, wherever the template puts it.
  const transX = v ? Math.max(92 + v.between(-4, 10), postX + headerWords.post.length * 6.5 + 8) : 92;
  const descriptionX = v ? Math.max(150 + v.between(-6, 16), transX + headerWords.trans.length * 6.5 + 8) : 150;
  const amountRight = v ? 555 - v.between(0, 40) : 555;
  const perPageDefault = v ? v.int(8, 30) : 40;
  const breakBeforeExtras = v?.chance(0.5) ?? false;
  const headerOnLaterPages = v ? v.chance(0.75) : true;
  const evenShift = v ? v.between(0, 12) : 8;
  const marketing = v?.chance(0.3) ?? false;

  pdf.text(40, 36, 'UOB', { size: 18, bold: true });
  pdf.text(40, 58, 'United Overseas Bank Limited', { size: 8 });
  pdf.text(330, 40, 'Statement of Credit Card Account', { size: 12, bold: true });
  pdf.text(40, 90, scenario.holder, { size: 8 });
  pdf.text(40, 100, 'BLK 123 BEDOK NORTH AVENUE 3 #04-56', { size: 8 });
  pdf.text(40, 110, 'SINGAPORE 460123', { size: 8 });
  const summary: [string, string][] = v
    ? [
        [variantStatementDateLabel(v), variantFullDate(v, scenario.statementDate)],
        [v.cased('Payment Due Date'), variantFullDate(v, addDays(scenario.statementDate, 21))],
        [
          v.cased(v.pick(['Credit Limit', 'Total Credit Limit'])),
          `${v.pick(['S$ ', 'S$', 'SGD '])}${formatCents(scenario.creditLimitCents)}`,
        ],
        [v.cased('Minimum Payment Due'), 'S$ 50.00'],
      ]
    : [
        ['Statement Date', dayMonthYear(scenario.statementDate, MONTHS)],
        ['Payment Due Date', dayMonthYear(addDays(scenario.statementDate, 21), MONTHS)],
        ['Credit Limit', `S$ ${formatCents(scenario.creditLimitCents)}`],
        ['Minimum Payment Due', 'S$ 50.00'],
      ];
  for (const [index, [label, value]] of summary.entries()) {
    pdf.text(330, 80 + index * 14, label, { size: 8, bold: true });
    pdf.text(555, 80 + index * 14, value, { size: 8, align: 'right', fragments: index === 0 ? 2 : 1 });
  }

  let page = 1;
  let y = 170;
  if (v?.chance(0.4)) y += drawSidePanel(pdf, v, 40, 135, scenario.statementDate);
  const shiftOf = (): number => (page % 2 === 0 ? evenShift : 0);
  const header = (): void => {
    const shift = shiftOf();
    pdf.text(postX + shift, y, headerWords.post, { bold: true });
    pdf.text(transX + shift, y, headerWords.trans, { bold: true });
    pdf.text(descriptionX + shift, y, headerWords.description, { bold: true });
    pdf.text(amountRight + shift, y, headerWords.amount, { bold: true, align: 'right' });
    pdf.line(40, y + 12, 560, y + 12);
    y += 20;
  };
  const footer = (): void => {
    if (v) {
      pdf.text(40, 772, 'For enquiries, email card.centre@uobgroup.com', { size: 7 });
      drawAddressFooter(pdf, v, 'United Overseas Bank Limited', page, undefined);
      return;
    }
    pdf.text(40, 772, 'Please examine this statement and notify us of any discrepancy within 14 days.', { size: 7 });
    pdf.text(40, 782, 'For enquiries, call 1800 222 2121 or email card.centre@uobgroup.com', { size: 7 });
    pdf.text(40, 792, 'United Overseas Bank Limited Co. Reg. No. 193500026Z GST Reg. No. MR-8500194-3', { size: 7 });
    pdf.text(555, 792, `Page ${page}`, { size: 7, align: 'right' });
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    y = 60;
    if (headerOnLaterPages) header();
  };

  header();
  const cardNumber = v ? maskedCardNumber(v, scenario.cardNumber.slice(-4)) : scenario.cardNumber;
  pdf.text(descriptionX, y, scenario.cardName, { bold: true });
  pdf.text(300, y, `${cardNumber} ${scenario.holder}`, { bold: true });
  y += 16;
  pdf.text(
    descriptionX,
    y,
    v ? v.cased(v.pick(['PREVIOUS BALANCE', 'PREVIOUS STATEMENT BALANCE'])) : 'PREVIOUS BALANCE',
  );
  pdf.text(amountRight, y, creditMarkedCr(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 14;

  const perPage = scenario.rowsPerPage ?? perPageDefault;
  const refLabel = v ? v.pick(['Ref No. : ', 'REF NO: ', 'Ref No.: ']) : 'Ref No. : ';
  for (const [index, row] of scenario.rows.entries()) {
    const extras = [row.reference ? `${refLabel}${row.reference}` : undefined, row.wrapped, row.foreignAmount].filter(
      (extra): extra is string => extra !== undefined,
    );
    if ((index > 0 && index % perPage === 0) || y + 11 + extras.length * 10 > BOTTOM) newPage();
    let shift = shiftOf();
    pdf.text(postX + shift, y, dayAndMonth(row.postingDate, MONTHS));
    pdf.text(transX + shift, y, dayAndMonth(row.transactionDate, MONTHS));
    pdf.text(descriptionX + shift, y, row.description, { fragments: index % 4 === 2 ? 3 : 1 });
    pdf.text(amountRight + shift, y, creditMarkedCr(row.amountCents), {
      align: 'right',
      fragments: index % 5 === 0 ? 2 : 1,
    });
    y += 11;
    // A page can end between a row and the lines printed under it.
    if (breakBeforeExtras && extras.length > 0 && (index + 1) % perPage === 0) {
      newPage();
      shift = shiftOf();
    }
    for (const extra of extras) {
      pdf.text(descriptionX + shift, y, extra, { size: 8 });
      y += 10;
    }
  }
  if (y + 60 > BOTTOM) newPage();
  y += 6;
  pdf.line(400, y - 3, 560, y - 3);
  pdf.text(descriptionX, y, v ? v.cased(v.pick(['SUB TOTAL', 'SUB-TOTAL'])) : 'SUB TOTAL', { bold: true });
  pdf.text(amountRight, y, creditMarkedCr(printedClosing), { align: 'right' });
  y += 14;
  pdf.text(descriptionX, y, `TOTAL BALANCE FOR ${scenario.cardName}`, { bold: true });
  pdf.text(amountRight, y, creditMarkedCr(printedClosing), { align: 'right' });
  y += 24;
  pdf.text(230, y, 'End of Transaction Details', { size: 8 });
  if (v?.chance(0.4)) drawSidePanel(pdf, v, descriptionX, y + 16, scenario.statementDate);
  footer();

  // Payment slip: card number, dates and amounts that must not be read as rows.
  pdf.addPage();
  page += 1;
  pdf.text(40, 60, 'PAYMENT SLIP', { bold: true });
  pdf.text(40, 80, `${scenario.cardName} ${cardNumber}`);
  pdf.text(40, 94, 'Statement Date');
  pdf.text(200, 94, dayMonthYear(scenario.statementDate, MONTHS));
  pdf.text(40, 108, 'Total Amount Due');
  pdf.text(300, 108, creditMarkedCr(printedClosing), { align: 'right' });
  pdf.text(40, 122, 'Minimum Payment Due');
  pdf.text(300, 122, '50.00', { align: 'right' });
  footer();
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

  const transactions = scenario.rows.map((row) => ({
    date: row.transactionDate,
    description: row.wrapped ? `${row.description} ${row.wrapped}` : row.description,
    amountCents: row.amountCents,
    ...(row.foreignAmount ? { foreignAmount: row.foreignAmount } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: closing } };
}

const SHOPS: [string, number][] = [
  ['NTUC FAIRPRICE-TAMPINES SINGAPORE', -4235],
  ['GRAB* A-6KXJ2PL SINGAPORE', -1460],
  ['BUS/MRT 412345678 SINGAPORE', -318],
  ['SHENG SIONG SUPERMARKET SINGAPORE', -2790],
  ['GUARDIAN HEALTH & BEAUTY SINGAPORE', -1590],
  ['KOUFU PTE LTD SINGAPORE', -650],
  ['SP DIGITAL PTE LTD SINGAPORE', -11820],
  ['STARHUB LTD SINGAPORE', -4280],
];

/**
 * A month on one UOB card: transactions from the 30 days before the statement date, posted a day or
 * two later (so a January statement has December rows, some posted in January), a payment and a
 * cashback with CR, a refund, a foreign row and a wrapped row. Rows are in posting-date order.
 */
export function uobCardMonth(seed: number, statementDate: string, rows = 20): UobCardScenario {
  const list: UobCardRow[] = [];
  const on = (daysBefore: number, lag: number): { postingDate: string; transactionDate: string } => ({
    transactionDate: addDays(statementDate, -daysBefore),
    postingDate: addDays(statementDate, -Math.max(0, daysBefore - lag)),
  });
  list.push({ ...on(25, 0), description: 'PAYMT THRU E-BANK/HOMEB/CYBERB (EP37)', amountCents: 98000 + seed });
  list.push({
    ...on(21, 2),
    description: 'AMAZON WEB SERVICES AWS.AMAZON.CO',
    amountCents: -1612,
    foreignAmount: 'USD 11.80',
    reference: `7454183327${String(seed).padStart(4, '0')}1234567`,
  });
  list.push({
    ...on(18, 1),
    description: 'SHOPEE SINGAPORE MP',
    wrapped: 'ORDER 2310AB77 SINGAPORE',
    amountCents: -3999,
  });
  list.push({ ...on(12, 2), description: 'SHOPEE SINGAPORE MP', amountCents: 3999 });
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = SHOPS[(index + seed) % SHOPS.length] ?? ['SHOP', -100];
    list.push({
      ...on(1 + ((index * 7 + seed) % 29), index % 3),
      description,
      amountCents: cents - index * 3 - seed,
      ...(index % 6 === 1 ? { reference: `7454100${String(index).padStart(4, '0')}88812345678` } : {}),
    });
  }
  list.push({ ...on(1, 0), description: 'UOB ONE CARD CASHBACK', amountCents: 2500 });
  list.sort((a, b) => a.postingDate.localeCompare(b.postingDate));
  return {
    statementDate,
    cardName: 'UOB ONE CARD',
    cardNumber: `4265-8800-${String(3000 + seed)}-${String(1200 + seed)}`,
    holder: 'TAN AH KOW',
    creditLimitCents: 1_200_000,
    previousBalanceOwedCents: 98000 + seed,
    rows: list,
  };
}

/** A variant drawn from a seed: another statement date, number of rows, card mask and template. */
export function uobCardVariant(seed: number): UobCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = uobCardMonth(v.int(0, 60), statementDate, v.int(6, 40));
  return {
    ...base,
    cardNumber: String(v.int(1000, 9999)),
    creditLimitCents: v.int(5, 300) * 100_00,
    variation: v,
  };
}
