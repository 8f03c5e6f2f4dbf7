/**
 * Bank of America credit card statements drawn like the real ones: Creator "Bank of America" and a
 * TargetStream producer, US letter pages, an account summary beside the payment information box, a
 * payment coupon, then "Transactions" with a two-line column header repeated per page (columns shifted on
 * page 3), sections with TOTAL ... FOR THIS PERIOD lines in the Total column, MM/DD MM/DD rows with
 * 4-digit reference and account numbers, a leading minus on credits, wrapped descriptions, foreign
 * amount and exchange-rate lines, zero interest lines, and the year-to-date and interest boxes after.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { addDays, longDate, monthDay, sumOfAmounts } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

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

export async function drawBoaCreditStatement(scenario: BoaCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingCents: number; openingCents: number };
}> {
  const pdf = new StatementPdf({
    creator: 'Bank of America',
    producer: 'TargetStream StreamEDS rv1.7.161',
    size: [612, 792],
    ...scenario.protection,
  });
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
  let page = 1;
  const footer = (): void => {
    pdf.text(36, 760, 'Bank of America, N.A.', { size: 7 });
    pdf.text(578, 760, `Page ${page}`, { size: 7, align: 'right' });
  };

  // Page 1: summary, payment information, coupon.
  pdf.text(36, 36, 'Bank of America', { size: 16, bold: true });
  pdf.text(36, 60, scenario.productName, { size: 11, bold: true });
  pdf.text(36, 76, scenario.holder);
  pdf.text(330, 76, `Account# ${masked}`);
  pdf.text(330, 90, period);
  pdf.text(36, 110, 'Account Summary', { size: 11, bold: true });
  pdf.text(330, 110, 'Payment Information', { size: 11, bold: true });
  const summary: [string, string][] = [
    ['Previous Balance', dollars(openingCents)],
    ['Payments and Other Credits', dollars(sumOf('payments'))],
    ['Purchases and Adjustments', dollars(sumOf('purchases'), '+')],
    ['Fees Charged', dollars(sumOf('fees'), '+')],
    ['Interest Charged', dollars(sumOf('interest'), '+')],
    ['New Balance Total', dollars(printedClosing)],
    ['Total Credit Line', `$${formatCents(scenario.creditLimitCents)}`],
    ['Total Credit Available', `$${formatCents(scenario.creditLimitCents + closingCents)}`],
    ['Cash Credit Line', `$${formatCents(Math.floor((scenario.creditLimitCents * 3) / 10))}`],
    ['Statement Closing Date', mmddyyyy(scenario.statementDate)],
    ['Days in Billing Cycle', String(Math.round((Date.parse(scenario.statementDate) - Date.parse(start)) / 864e5) + 1)],
  ];
  for (const [index, [label, value]] of summary.entries()) {
    pdf.text(36, 128 + index * 13, label);
    pdf.text(290, 128 + index * 13, value, { align: 'right' });
  }
  const payment: [string, string][] = [
    ['New Balance Total', dollars(printedClosing)],
    ['Minimum Payment Due', '$35.00'],
    ['Payment Due Date', mmddyyyy(dueDate)],
  ];
  for (const [index, [label, value]] of payment.entries()) {
    pdf.text(330, 128 + index * 13, label);
    pdf.text(578, 128 + index * 13, value, { align: 'right' });
  }
  pdf.text(330, 180, 'Late Payment Warning: If we do not receive your minimum payment by', { size: 7 });
  pdf.text(330, 189, 'the date listed above, you may have to pay a late fee of up to $40.00.', { size: 7 });
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
  let columns = columnsAt(0);
  let y = 0;
  let rowsOnPage = 0;
  const newPage = (): void => {
    if (page > 1) pdf.text(578, 745, 'Continued on next page...', { size: 7, align: 'right' });
    footer();
    pdf.addPage();
    page += 1;
    columns = columnsAt(page === 3 ? 8 : 0);
    rowsOnPage = 0;
    pdf.text(36, 36, `${scenario.holder} ! Account # ${masked} ! ${period}`, { size: 8 });
    pdf.text(36, 56, 'Transactions', { size: 12, bold: true });
    for (const [x, word] of [
      [columns.transaction, 'Transaction'],
      [columns.posting, 'Posting'],
      [columns.reference, 'Reference'],
      [columns.account, 'Account'],
    ] as const) {
      pdf.text(x, 76, word, { size: 7, bold: true });
    }
    for (const [x, word] of [
      [columns.transaction, 'Date'],
      [columns.posting, 'Date'],
      [columns.description, 'Description'],
      [columns.reference, 'Number'],
      [columns.account, 'Number'],
    ] as const) {
      pdf.text(x, 85, word, { size: 7, bold: true });
    }
    pdf.text(columns.amount, 85, 'Amount', { size: 7, bold: true, align: 'right' });
    pdf.text(columns.total, 85, 'Total', { size: 7, bold: true, align: 'right' });
    y = 104;
  };
  const perPage = scenario.rowsPerPage ?? 40;
  newPage();
  for (const [key, heading] of SECTIONS) {
    if (y > 680) newPage();
    pdf.text(columns.transaction, y, heading, { bold: true });
    y += 14;
    const rows = scenario.rows.filter((row) => row.section === key);
    for (const [index, row] of rows.entries()) {
      if (rowsOnPage >= perPage || y > 700) newPage();
      rowsOnPage += 1;
      if (key !== 'interest') pdf.text(columns.transaction, y, monthDay(row.date));
      pdf.text(columns.posting, y, monthDay(row.postingDate));
      pdf.text(columns.description, y, row.description, { fragments: index % 3 === 1 ? 3 : 1 });
      if (row.reference) {
        pdf.text(columns.reference, y, row.reference);
        pdf.text(columns.account, y, last4);
      }
      pdf.text(columns.amount, y, rowMoney(row.amountCents), { align: 'right' });
      y += 11;
      const extras = [
        row.wrapped,
        row.foreign ? `${row.foreign.amount} ${row.foreign.currency}` : undefined,
        row.foreign ? `${row.foreign.rate} Exchange Rate` : undefined,
      ];
      for (const extra of extras.filter((text): text is string => Boolean(text))) {
        pdf.text(columns.description, y, extra, { size: 8 });
        y += 10;
      }
    }
    if (key === 'interest') {
      for (const label of scenario.zeroInterestLines ?? []) {
        pdf.text(columns.posting, y, monthDay(scenario.statementDate));
        pdf.text(columns.description, y, label);
        pdf.text(columns.amount, y, '0.00', { align: 'right' });
        y += 11;
      }
    }
    pdf.text(columns.description, y + 2, `TOTAL ${heading.toUpperCase()} FOR THIS PERIOD`, { size: 8, bold: true });
    pdf.text(columns.total, y + 2, dollars(sumOf(key)), { size: 8, bold: true, align: 'right' });
    y += 24;
  }
  if (y > 640) newPage();
  const year = scenario.statementDate.slice(0, 4);
  pdf.text(36, y, `${year} Totals Year-to-Date`, { bold: true });
  pdf.text(36, y + 13, `Total fees charged in ${year}`);
  pdf.text(290, y + 13, dollars(sumOf('fees')), { align: 'right' });
  pdf.text(36, y + 26, `Total interest charged in ${year}`);
  pdf.text(290, y + 26, dollars(sumOf('interest')), { align: 'right' });
  pdf.text(36, y + 48, 'Interest Charge Calculation', { bold: true });
  pdf.text(36, y + 61, 'Purchases');
  pdf.text(200, y + 61, '21.24% V');
  pdf.text(330, y + 61, dollars(openingCents), { align: 'right' });
  pdf.text(420, y + 61, dollars(sumOf('interest')), { align: 'right' });
  footer();

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
