/**
 * Bank of America credit card statements drawn like the real ones: Creator "Bank of America" and a
 * TargetStream producer, US letter pages, an account summary beside the payment information box, a
 * payment coupon, then "Transactions" with a two-line column header repeated per page (columns shifted on
 * page 3), sections with TOTAL ... FOR THIS PERIOD lines in the Total column, MM/DD MM/DD rows with
 * 4-digit reference and account numbers, a leading minus on credits, wrapped descriptions, foreign
 * amount and exchange-rate lines, zero interest lines, and the year-to-date and interest boxes after.
 * With a variation, another template of the same family: summary, section and header wordings and case
 * (the header on one line or two), column positions, typeface, MM/DD or MM/DD/YY rows, credits with a
 * minus or in parentheses, statement date and period wordings, card number masks and labels, page
 * breaks inside wrapped rows, "(continued)" headings, panels, footers and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { addDays, longDate, monthDay, sumOfAmounts } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';
import { Variation } from '../variation';
import {
  drawUsFooter,
  drawUsPanel,
  drawUsTermsPage,
  usDollars,
  usRowDate,
  variantClosingDateLabel,
  variantUsAccountLine,
  variantUsDate,
  variantUsPeriod,
} from './us-bank-variants';

export type BoaCardSection = 'payments' | 'purchases' | 'fees' | 'interest';

export interface BoaCardRow {
  section: BoaCardSection;
  /** Transaction date, YYYY-MM-DD (the date the parser reports); interest rows print only postingDate. */
  date: string;
  postingDate: string;
  description: string;
  /** Signed cents from the holder's view: purchases negative, payments and credits positive. */
  amountCents: number;
  reference?: string;
  wrapped?: string;
  foreign?: { amount: string; currency: string; rate: string };
}

export interface BoaCardScenario {
  statementDate: string;
  productName: string;
  holder: string;
  cardNumber: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: BoaCardRow[];
  /** Interest lines printed with 0.00: information, not transactions. */
  zeroInterestLines?: string[];
  rowsPerPage?: number;
  /** Prints a wrong New Balance Total (to test reconciliation). */
  misprintNewBalanceByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

const SECTIONS: [BoaCardSection, string][] = [
  ['payments', 'Payments and Other Credits'],
  ['purchases', 'Purchases and Adjustments'],
  ['fees', 'Fees Charged'],
  ['interest', 'Interest Charged'],
];

/** Row amounts: credits with a leading minus, charges unmarked. */
const rowMoney = (cents: number): string => (cents > 0 ? `-${formatCents(cents)}` : formatCents(-cents));
const dollars = (cents: number, plus = ''): string =>
  cents > 0 ? `-$${formatCents(cents)}` : `${plus}$${formatCents(-cents)}`;
const mmddyyyy = (iso: string): string => `${monthDay(iso)}/${iso.slice(0, 4)}`;

/** The first day of the cycle that ends on the statement date (one month earlier, plus a day). */
export function cycleStart(statementDate: string): string {
  const [year = 0, month = 0, day = 0] = statementDate.split('-').map(Number);
  const lastDayOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === lastDayOfMonth) return `${statementDate.slice(0, 8)}01`;
  return addDays(new Date(Date.UTC(year, month - 2, day)).toISOString().slice(0, 10), 1);
}

const columnsAt = (shift: number) => ({
  transaction: 36 + shift,
  posting: 80 + shift,
  description: 124 + shift,
  reference: 392 + shift,
  account: 440 + shift,
  amount: 530 + shift,
  total: 578 + shift,
});

/** What a variant changes; the defaults draw the original template. */
interface BoaCardStyle {
  accountLine: string;
  /** Printed beside the account line on its baseline (a notice opening with the year), when drawn. */
  besideAccount?: string;
  periodLine: string;
  summaryLabels: {
    previous: string;
    sections: Record<BoaCardSection, string>;
    newBalance: string;
    creditLine: string;
    closingDate: string;
  };
  closingDateValue: string;
  negative: 'minus' | 'parentheses';
  sectionNames: Record<BoaCardSection, string>;
  totalLabel: (name: string) => string;
  /** Column labels, top word over bottom word (two-line header) or on one line. */
  headerWords: Record<keyof ReturnType<typeof columnsAt>, [string, string]>;
  oneLineHeader: boolean;
  columns: (shift: number) => ReturnType<typeof columnsAt>;
  rowDate: (iso: string) => string;
  rowMoney: (cents: number) => string;
  continuedHeadings: boolean;
  breakInsideWrapped: boolean;
  ytdLabel: (year: string) => string;
  lineGap: number;
  /** Font size of rows. */
  rowSize: number;
}

const STANDARD_HEADER: BoaCardStyle['headerWords'] = {
  transaction: ['Transaction', 'Date'],
  posting: ['Posting', 'Date'],
  description: ['', 'Description'],
  reference: ['Reference', 'Number'],
  account: ['Account', 'Number'],
  amount: ['', 'Amount'],
  total: ['', 'Total'],
};

function boaCardStyle(scenario: BoaCardScenario, pdf: StatementPdf): BoaCardStyle {
  const v = scenario.variation;
  const last4 = scenario.cardNumber.slice(-4);
  const masked = `XXXX XXXX XXXX ${last4}`;
  const start = cycleStart(scenario.statementDate);
  const standard: BoaCardStyle = {
    accountLine: `Account# ${masked}`,
    periodLine: `${longDate(start)} - ${longDate(scenario.statementDate)}`,
    summaryLabels: {
      previous: 'Previous Balance',
      sections: Object.fromEntries(SECTIONS) as Record<BoaCardSection, string>,
      newBalance: 'New Balance Total',
      creditLine: 'Total Credit Line',
      closingDate: 'Statement Closing Date',
    },
    closingDateValue: mmddyyyy(scenario.statementDate),
    negative: 'minus',
    sectionNames: Object.fromEntries(SECTIONS) as Record<BoaCardSection, string>,
    totalLabel: (name) => `TOTAL ${name.toUpperCase()} FOR THIS PERIOD`,
    headerWords: STANDARD_HEADER,
    oneLineHeader: false,
    columns: columnsAt,
    rowDate: monthDay,
    rowMoney,
    continuedHeadings: false,
    breakInsideWrapped: false,
    ytdLabel: (year) => `${year} Totals Year-to-Date`,
    lineGap: 11,
    rowSize: 9,
  };
  if (!v) return standard;
  const sectionNames: Record<BoaCardSection, string> = {
    payments: v.cased(v.pick(['Payments and Other Credits', 'Payments and Credits'])),
    purchases: v.cased(v.pick(['Purchases and Adjustments', 'Purchases', 'Purchases and Other Charges'])),
    fees: v.cased(v.pick(['Fees Charged', 'Fees'])),
    interest: v.cased(v.pick(['Interest Charged', 'Interest'])),
  };
  const summaryCase = (label: string): string => v.cased(label);
  const oneLineHeader = v.chance(0.3);
  const headerCase = v.pick(['as', 'upper'] as const);
  const cased = (word: string): string => (headerCase === 'upper' ? word.toUpperCase() : word);
  // A header on one line uses the short wordings: the long ones do not fit beside each other.
  const pick2 = (options: [string, string][]): [string, string] => {
    const [top, bottom] = v.pick(oneLineHeader ? options.slice(-1) : options);
    return [cased(top), cased(bottom)];
  };
  const headerWords: BoaCardStyle['headerWords'] = {
    transaction: pick2([
      ['Transaction', 'Date'],
      ['Trans.', 'Date'],
    ]),
    posting: pick2([
      ['Posting', 'Date'],
      ['Post', 'Date'],
    ]),
    description: pick2([
      ['', 'Description'],
      ['Transaction', 'Description'],
    ]),
    reference: pick2([
      ['Reference', 'Number'],
      ['Ref.', 'No.'],
    ]),
    account: pick2([
      ['Account', 'Number'],
      ['Acct.', 'No.'],
    ]),
    amount: pick2([['', 'Amount']]),
    total: pick2([['', 'Total']]),
  };
  const withYear = v.chance(0.3);
  const rowSize = v.pick([8, 8.5]);
  // Column starts far enough apart for the widest label or date in the drawn typeface and size.
  const width = (text: string, size = rowSize, bold = false): number => pdf.measure(text, size, bold);
  const label = (key: keyof BoaCardStyle['headerWords']): string =>
    oneLineHeader ? headerWords[key].join(' ').trim() : headerWords[key][0] || headerWords[key][1];
  const dateWidth = width(withYear ? '12/31/25' : '12/31');
  const transaction = 36 + v.between(-4, 6);
  const posting = transaction + Math.max(dateWidth, width(label('transaction'), 7, true)) + v.between(8, 16);
  const description = posting + Math.max(dateWidth, width(label('posting'), 7, true)) + v.between(8, 16);
  // Reference and account numbers print right of the longest description, the amount right of them.
  const longest = Math.max(...scenario.rows.map((row) => width(row.description)));
  const reference = description + longest + v.between(10, 18);
  const account = reference + Math.max(width(label('reference'), 7, true), width('0000')) + v.between(8, 14);
  const widest = Math.max(...scenario.rows.map((row) => width(rowMoney(row.amountCents))));
  const amount = Math.min(
    Math.max(account + width(label('account'), 7, true) + widest + 10, 520 + v.between(-10, 10)),
    545,
  );
  const base = { transaction, posting, description, reference, account, amount, total: amount + 48 };
  const columns = (shift: number): ReturnType<typeof columnsAt> =>
    Object.fromEntries(Object.entries(base).map(([key, x]) => [key, x + shift])) as ReturnType<typeof columnsAt>;
  const negative = v.chance(0.25) ? 'parentheses' : 'minus';
  const year = scenario.statementDate.slice(0, 4);
  return {
    accountLine: variantUsAccountLine(v, last4, 'card'),
    ...(v.chance(0.3) ? { besideAccount: `${year} Year-End Summary` } : {}),
    periodLine: variantUsPeriod(v, start, scenario.statementDate),
    summaryLabels: {
      previous: summaryCase(v.pick(['Previous Balance', 'Previous Statement Balance'])),
      sections: {
        payments: summaryCase(sectionNames.payments),
        purchases: summaryCase(sectionNames.purchases),
        fees: summaryCase(sectionNames.fees),
        interest: summaryCase(sectionNames.interest),
      },
      newBalance: summaryCase(v.pick(['New Balance Total', 'New Balance'])),
      creditLine: summaryCase(v.pick(['Total Credit Line', 'Credit Limit', 'Total Credit Limit'])),
      closingDate: variantClosingDateLabel(v),
    },
    closingDateValue: variantUsDate(v, scenario.statementDate),
    negative,
    sectionNames,
    totalLabel: (name) =>
      v.pick([`TOTAL ${name.toUpperCase()} FOR THIS PERIOD`, `Total ${name.toLowerCase()} for this period`]),
    headerWords,
    oneLineHeader,
    columns,
    rowDate: (iso) => usRowDate(iso, withYear),
    rowMoney: (cents) => (cents > 0 && negative === 'parentheses' ? `(${formatCents(cents)})` : rowMoney(cents)),
    continuedHeadings: v.chance(0.5),
    breakInsideWrapped: v.chance(0.6),
    ytdLabel: (ytdYear) => v.cased(`${ytdYear} Totals Year-to-Date`),
    lineGap: v.between(10.5, 13),
    rowSize,
  };
}

export async function drawBoaCreditStatement(scenario: BoaCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingCents: number; openingCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'Bank of America',
    producer: 'TargetStream StreamEDS rv1.7.161',
    size: [612, 792],
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const style = boaCardStyle(scenario, pdf);
  const ordered = SECTIONS.flatMap(([key]) => scenario.rows.filter((row) => row.section === key));
  const sumOf = (key: BoaCardSection): number => sumOfAmounts(scenario.rows.filter((row) => row.section === key));
  const openingCents = -scenario.previousBalanceOwedCents;
  const closingCents = openingCents + sumOfAmounts(ordered);
  const printedClosing = closingCents - (scenario.misprintNewBalanceByCents ?? 0);
  const start = cycleStart(scenario.statementDate);
  const period = `${longDate(start)} - ${longDate(scenario.statementDate)}`;
  const last4 = scenario.cardNumber.slice(-4);
  const masked = `XXXX XXXX XXXX ${last4}`;
  const dueDate = addDays(scenario.statementDate, 25);
  const money = (cents: number, plus = ''): string =>
    v ? usDollars(-cents, style.negative, plus === '+') : dollars(cents, plus);
  const perPage = scenario.rowsPerPage ?? (v ? v.int(10, 40) : 40);
  const marketing = v?.chance(0.3) ?? false;
  let page = 1;
  const footer = (): void => {
    if (v) {
      drawUsFooter(
        pdf,
        v,
        { name: 'Bank of America, N.A.', address: 'P.O. Box 15019 Wilmington, DE 19886-5019' },
        page,
      );
      return;
    }
    pdf.text(36, 760, 'Bank of America, N.A.', { size: 7 });
    pdf.text(578, 760, `Page ${page}`, { size: 7, align: 'right' });
  };

  // Page 1: summary, payment information, coupon.
  pdf.text(36, 36, 'Bank of America', { size: 16, bold: true });
  pdf.text(36, 60, scenario.productName, { size: 11, bold: true });
  pdf.text(36, 76, scenario.holder);
  pdf.text(330, 76, style.accountLine);
  if (style.besideAccount) pdf.text(330 + pdf.measure(style.accountLine) + 12, 76, style.besideAccount, { size: 7 });
  pdf.text(330, 90, style.periodLine);
  pdf.text(36, 110, 'Account Summary', { size: 11, bold: true });
  pdf.text(330, 110, 'Payment Information', { size: 11, bold: true });
  const labels = style.summaryLabels;
  const summary: [string, string][] = [
    [labels.previous, money(openingCents)],
    [labels.sections.payments, money(sumOf('payments'))],
    [labels.sections.purchases, money(sumOf('purchases'), '+')],
    [labels.sections.fees, money(sumOf('fees'), '+')],
    [labels.sections.interest, money(sumOf('interest'), '+')],
    [labels.newBalance, money(printedClosing)],
    [labels.creditLine, `$${formatCents(scenario.creditLimitCents)}`],
    ['Total Credit Available', `$${formatCents(scenario.creditLimitCents + closingCents)}`],
    ['Cash Credit Line', `$${formatCents(Math.floor((scenario.creditLimitCents * 3) / 10))}`],
    [labels.closingDate, style.closingDateValue],
    ['Days in Billing Cycle', String(Math.round((Date.parse(scenario.statementDate) - Date.parse(start)) / 864e5) + 1)],
  ];
  for (const [index, [label, value]] of summary.entries()) {
    pdf.text(36, 128 + index * 13, label);
    pdf.text(290, 128 + index * 13, value, { align: 'right' });
  }
  const payment: [string, string][] = [
    [labels.newBalance, money(printedClosing)],
    ['Minimum Payment Due', '$35.00'],
    ['Payment Due Date', mmddyyyy(dueDate)],
  ];
  for (const [index, [label, value]] of payment.entries()) {
    pdf.text(330, 128 + index * 13, label);
    pdf.text(578, 128 + index * 13, value, { align: 'right' });
  }
  pdf.text(330, 180, 'Late Payment Warning: If we do not receive your minimum payment by', { size: 7 });
  pdf.text(330, 189, 'the date listed above, you may have to pay a late fee of up to $40.00.', { size: 7 });
  if (v?.chance(0.5)) drawUsPanel(pdf, v, 330, 210, scenario.statementDate);
  pdf.line(36, 620, 578, 620);
  pdf.text(36, 630, 'Mail this coupon along with your check payable to: Bank of America', { size: 8 });
  pdf.text(36, 646, `Account Number: ${masked}`);
  for (const [index, [label, value]] of payment.entries()) {
    pdf.text(330, 646 + index * 13, label);
    pdf.text(578, 646 + index * 13, value, { align: 'right' });
  }
  pdf.text(330, 690, 'Enter payment amount $');
  pdf.text(36, 700, 'BANK OF AMERICA PO BOX 15019 WILMINGTON DE 19886-5019', { size: 8 });
  pdf.text(36, 726, `${scenario.cardNumber.replace(/ /g, '')} 000003500 ${String(-printedClosing).padStart(9, '0')} 2`);

  // Transaction pages.
  let columns = style.columns(0);
  let y = 0;
  let rowsOnPage = 0;
  let within: string | undefined;
  const laterShift = v ? v.between(-6, 14) : 8;
  const newPage = (): void => {
    if (page > 1) pdf.text(578, 745, 'Continued on next page...', { size: 7, align: 'right' });
    footer();
    pdf.addPage();
    page += 1;
    columns = style.columns(page === 3 ? laterShift : 0);
    rowsOnPage = 0;
    pdf.text(
      36,
      36,
      v
        ? `${scenario.holder} ! ${style.accountLine} ! ${style.periodLine}`
        : `${scenario.holder} ! Account # ${masked} ! ${period}`,
      { size: 8 },
    );
    pdf.text(36, 56, v ? v.cased('Transactions') : 'Transactions', { size: 12, bold: true });
    const words = style.headerWords;
    const left = ['transaction', 'posting', 'description', 'reference', 'account'] as const;
    const right = ['amount', 'total'] as const;
    if (style.oneLineHeader) {
      for (const key of left) pdf.text(columns[key], 85, words[key].join(' ').trim(), { size: 7, bold: true });
      for (const key of right)
        pdf.text(columns[key], 85, words[key].join(' ').trim(), { size: 7, bold: true, align: 'right' });
    } else {
      for (const key of left) {
        const [top, bottom] = words[key];
        if (top) pdf.text(columns[key], 76, top, { size: 7, bold: true });
        pdf.text(columns[key], 85, bottom, { size: 7, bold: true });
      }
      for (const key of right) pdf.text(columns[key], 85, words[key][1], { size: 7, bold: true, align: 'right' });
    }
    y = 104;
    if (within && style.continuedHeadings) {
      pdf.text(columns.transaction, y, `${within} (continued)`, { bold: true });
      y += 14;
    }
  };
  newPage();
  for (const [key] of SECTIONS) {
    const heading = style.sectionNames[key];
    if (y > 680) newPage();
    pdf.text(columns.transaction, y, heading, { bold: true });
    y += 14;
    within = heading;
    const rows = scenario.rows.filter((row) => row.section === key);
    for (const [index, row] of rows.entries()) {
      if (rowsOnPage >= perPage || y > 700) newPage();
      rowsOnPage += 1;
      const size = style.rowSize;
      if (key !== 'interest') pdf.text(columns.transaction, y, style.rowDate(row.date), { size });
      pdf.text(columns.posting, y, style.rowDate(row.postingDate), { size });
      pdf.text(columns.description, y, row.description, { fragments: index % 3 === 1 ? 3 : 1, size });
      if (row.reference) {
        pdf.text(columns.reference, y, row.reference, { size });
        pdf.text(columns.account, y, last4, { size });
      }
      pdf.text(columns.amount, y, style.rowMoney(row.amountCents), { align: 'right', size });
      y += style.lineGap;
      const extras = [
        row.wrapped,
        row.foreign ? `${row.foreign.amount} ${row.foreign.currency}` : undefined,
        row.foreign ? `${row.foreign.rate} Exchange Rate` : undefined,
      ].filter((text): text is string => Boolean(text));
      for (const [line, extra] of extras.entries()) {
        // A page can end between a row and the lines printed under it.
        if (style.breakInsideWrapped && line === 0 && (rowsOnPage >= perPage || y > 700)) newPage();
        pdf.text(columns.description, y, extra, { size: 8 });
        y += 10;
      }
    }
    if (key === 'interest') {
      for (const label of scenario.zeroInterestLines ?? []) {
        pdf.text(columns.posting, y, style.rowDate(scenario.statementDate));
        pdf.text(columns.description, y, label);
        pdf.text(columns.amount, y, '0.00', { align: 'right' });
        y += 11;
      }
    }
    within = undefined;
    const totalLabel = style.totalLabel(heading);
    const totalMoney = money(sumOf(key));
    // A long label starts further left rather than run into the figure in the Total column.
    const room = columns.total - pdf.measure(totalMoney, 8, true) - 12 - pdf.measure(totalLabel, 8, true);
    pdf.text(room >= columns.description ? columns.description : columns.transaction, y + 2, totalLabel, {
      size: 8,
      bold: true,
    });
    pdf.text(columns.total, y + 2, totalMoney, { size: 8, bold: true, align: 'right' });
    y += 24;
  }
  if (v?.chance(0.4) && y < 600) y += drawUsPanel(pdf, v, columns.description, y + 6, scenario.statementDate) + 16;
  if (y > 640) newPage();
  const year = scenario.statementDate.slice(0, 4);
  pdf.text(36, y, style.ytdLabel(year), { bold: true });
  pdf.text(36, y + 13, `Total fees charged in ${year}`);
  pdf.text(290, y + 13, money(sumOf('fees')), { align: 'right' });
  pdf.text(36, y + 26, `Total interest charged in ${year}`);
  pdf.text(290, y + 26, money(sumOf('interest')), { align: 'right' });
  pdf.text(36, y + 48, 'Interest Charge Calculation', { bold: true });
  pdf.text(36, y + 61, 'Purchases');
  pdf.text(200, y + 61, '21.24% V');
  pdf.text(330, y + 61, money(openingCents), { align: 'right' });
  pdf.text(420, y + 61, money(sumOf('interest')), { align: 'right' });
  footer();
  if (v && marketing) {
    drawUsTermsPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

  const transactions = ordered.map((row) => ({
    date: row.date,
    description: row.wrapped ? `${row.description} ${row.wrapped}` : row.description,
    amountCents: row.amountCents,
    ...(row.foreign ? { foreignAmount: `${row.foreign.currency} ${row.foreign.amount}` } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingCents, openingCents } };
}

const MERCHANTS: [string, number][] = [
  ['STARBUCKS STORE 05123 SEATTLE WA', -645],
  ['WHOLEFDS MKT 10234 AUSTIN TX', -8732],
  ['SHELL OIL 57444210300 HOUSTON TX', -4810],
  ['TARGET 00012345 DALLAS TX', -6299],
  ['NETFLIX.COM LOS GATOS CA', -1549],
  ['CHIPOTLE 1234 CHICAGO IL', -1285],
  ['TRADER JOE S #552 BOSTON MA', -5417],
  ['CVS/PHARMACY #04321 DENVER CO', -2318],
  ['HOME DEPOT #6543 PHOENIX AZ', -11906],
  ['COSTCO WHSE #1021 SEATTLE WA', -21477],
];

/**
 * A month on a Bank of America card: a payment and a refund, US purchases, a wrapped airline row, two
 * foreign purchases with their foreign transaction fees, and interest.
 */
export function boaCardMonth(seed: number, statementDate: string, rows = 20): BoaCardScenario {
  const start = cycleStart(statementDate);
  const span = Math.round((Date.parse(statementDate) - Date.parse(start)) / 864e5);
  const on = (offset: number): string => addDays(start, offset % (span + 1));
  const reference = (index: number): string => String(1000 + ((index * 373 + seed * 17) % 9000));
  const posted = (date: string, days: number): string => (date >= statementDate ? date : addDays(date, days));
  const row = (
    section: BoaCardSection,
    offset: number,
    description: string,
    amountCents: number,
    extra: Partial<BoaCardRow> = {},
  ): BoaCardRow => {
    const date = on(offset);
    return { section, date, postingDate: posted(date, 1), description, amountCents, ...extra };
  };
  const list: BoaCardRow[] = [
    row('payments', 9, 'PAYMENT - THANK YOU', 145320 + seed, { reference: reference(0) }),
    row('payments', 12, 'AMAZON MKTPLACE PMTS AMZN.COM/BILL WA', 2599, { reference: reference(1) }),
    row('purchases', 2, 'DELTA AIR 0062345678901', -48620, {
      reference: reference(2),
      wrapped: 'ATLANTA GA PASSENGER LEE/JORDAN',
    }),
    row('purchases', 4, 'PRET A MANGER LONDON GB', -1502, {
      reference: reference(3),
      foreign: { amount: '11.80', currency: 'GBP', rate: '1.272881356' },
    }),
    row('purchases', 5, 'HOTEL LE MARAIS PARIS FR', -21834, {
      reference: reference(4),
      foreign: { amount: '200.00', currency: 'EUR', rate: '1.091700000' },
    }),
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = MERCHANTS[(index + seed) % MERCHANTS.length] ?? ['MERCHANT', -100];
    const extra = index % 9 === 4 ? { wrapped: 'RECURRING CHARGE' } : {};
    list.push(
      row('purchases', index * 3 + seed, description, cents - index, { reference: reference(5 + index), ...extra }),
    );
  }
  list.push(
    row('fees', 4, 'FOREIGN TRANSACTION FEE', -45, { reference: reference(90) }),
    row('fees', 5, 'FOREIGN TRANSACTION FEE', -655, { reference: reference(91) }),
    { ...row('interest', span, 'INTEREST CHARGED ON PURCHASES', -(1834 + seed)), postingDate: statementDate },
  );
  return {
    statementDate,
    productName: 'Customized Cash Rewards Visa Signature',
    holder: 'JORDAN A LEE',
    cardNumber: `4400 6621 ${String(1000 + seed)} ${String(5000 + seed)}`,
    creditLimitCents: 1_200_000,
    previousBalanceOwedCents: 145320 + seed,
    // Statements list each section in date order.
    rows: list.sort((a, b) => a.date.localeCompare(b.date)),
    zeroInterestLines: ['INTEREST CHARGED ON BALANCE TRANSFERS', 'INTEREST CHARGED ON DIR DEP&CHK CASHADV'],
  };
}

const PRODUCTS = [
  'Customized Cash Rewards Visa Signature',
  'Travel Rewards Visa Signature',
  'Unlimited Cash Rewards Mastercard',
  'Premium Rewards Visa',
];

/** A variant drawn from a seed: another statement date, number of rows, product, card number and template. */
export function boaCardVariant(seed: number): BoaCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = boaCardMonth(v.int(0, 60), statementDate, v.int(4, 36));
  const last4 = String(v.int(1000, 9999));
  return {
    ...base,
    productName: v.pick(PRODUCTS),
    cardNumber: `4400 6621 ${String(v.int(1000, 9999))} ${last4}`,
    creditLimitCents: v.int(10, 300) * 10_000,
    variation: v,
  };
}
