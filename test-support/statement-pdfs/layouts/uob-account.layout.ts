/**
 * UOB savings and current account statements drawn like the real ones: Vault Rendering Engine metadata,
 * "Period: 01 Oct 2023 to 31 Oct 2023", an account overview with single figures, the account heading,
 * "Date / Description / Withdrawals / Deposits / Balance" per page, a dated BALANCE B/F on every page,
 * DD Mon rows with continuation lines whose balance is printed only on each day's last row, a Total
 * line, summary lines with one figure after the table, and the customer.service@uobgroup.com footer.
 * With a variation, another template of the same family: header, balance and period wordings and case,
 * date wordings, account number forms and labels, column positions, typeface, page breaks inside a
 * row's continuation lines, panels, address footers and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  addDays,
  dayAndMonth,
  dayMonthYear,
  lastFourDigits,
  sumOfAmounts,
  withdrawalAndDepositTotals,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';
import { Variation } from '../variation';
import {
  drawAddressFooter,
  drawMarketingPage,
  drawSidePanel,
  variantAccountNumber,
  variantFullDate,
} from './sg-bank-variants';

export interface UobAccountRow {
  date: string;
  /** First line (transaction type) and the continuation lines under it. */
  lines: string[];
  /** Signed cents: withdrawals negative, deposits positive. */
  amountCents: number;
}

export interface UobAccountScenario {
  statementDate: string;
  periodStart: string;
  product: string;
  accountNumber: string;
  openingBalanceCents: number;
  rows: UobAccountRow[];
  rowsPerPage?: number;
  /** Points by which pages after the first are drawn to the right (columns must be found per page). */
  laterPageShift?: number;
  /** Pages drawn without the column header (they keep the previous page's columns). */
  headerlessPages?: number[];
  /** Prints a wrong deposits total on the Total line (to test reconciliation). */
  misprintDepositsByCents?: number;
  /** Index of a row whose amount is drawn in the other column, balances kept (a misread side). */
  wrongSideRow?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

export interface UobAccountExpected {
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  closingBalanceCents: number;
  totalDepositsCents: number;
  last4: string;
}

/** Right edges of the amount columns on an unshifted page. */
const STANDARD_COLUMNS = { withdrawal: 370, deposit: 445, balance: 520 };
/** Variants start a new page before drawing below this line (footers sit under it). */
const PAGE_BOTTOM = 750;

export async function drawUobAccountStatement(
  scenario: UobAccountScenario,
): Promise<{ pdf: Buffer; expected: UobAccountExpected }> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'Vault Rendering Engine',
    producer: 'Rendering Engine 7.4.1.9',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const perPage = scenario.rowsPerPage ?? (v ? v.int(6, 24) : 18);
  const marketing = v?.chance(0.3) ?? false;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage)) + 1 + (marketing ? 1 : 0);
  const COLUMNS = v
    ? (() => {
        // Right edges far enough apart for the widest header label in the widest typeface.
        const withdrawal = 340 + v.between(-15, 15);
        const deposit = withdrawal + v.between(80, 100);
        return { withdrawal, deposit, balance: deposit + v.between(80, 100) };
      })()
    : STANDARD_COLUMNS;
  const descriptionX = v ? 90 + v.between(-4, 14) : 90;
  const words = v
    ? {
        date: v.cased(v.pick(['Date', 'Txn Date', 'Date'])),
        description: v.cased(v.pick(['Description', 'Transaction Details', 'Particulars'])),
        withdrawal: v.pick(['Withdrawals', 'Withdrawal (SGD)', 'WITHDRAWALS', 'Withdrawals (S$)', 'Debit']),
        deposit: v.pick(['Deposits', 'Deposit (SGD)', 'DEPOSITS', 'Deposits (S$)', 'Credit']),
        balance: v.pick(['Balance', 'Balance (SGD)', 'BALANCE', 'Balance (S$)']),
        broughtForward: v.pick(['BALANCE B/F', 'Balance B/F', 'BALANCE BROUGHT FORWARD', 'Opening Balance']),
        total: v.cased(v.pick(['Total', 'Total Withdrawals / Deposits', 'TOTAL'])),
        account: v.pick(['Account No.:', 'Account Number:', 'A/C No.']),
        period: v.pick(['Period:', 'Statement Period:', 'Statement Period', 'For the period']),
        to: v.pick(['to', 'TO', '-']),
      }
    : {
        date: 'Date',
        description: 'Description',
        withdrawal: 'Withdrawals',
        deposit: 'Deposits',
        balance: 'Balance',
        broughtForward: 'BALANCE B/F',
        total: 'Total',
        account: 'Account No.:',
        period: 'Period:',
        to: 'to',
      };
  const breakInsideRows = v?.chance(0.6) ?? false;
  const headerlessPages = new Set(scenario.headerlessPages ?? []);
  const periodText = v
    ? `${words.period} ${variantFullDate(v, scenario.periodStart)} ${words.to} ${variantFullDate(v, scenario.statementDate)}`
    : `Period: ${dayMonthYear(scenario.periodStart)} to ${dayMonthYear(scenario.statementDate)}`;
  const closing = scenario.openingBalanceCents + sumOfAmounts(scenario.rows);
  const { withdrawn, deposited } = withdrawalAndDepositTotals(scenario.rows);
  let page = 1;
  let shift = 0;
  let y = 0;
  let balance = scenario.openingBalanceCents;

  const amount = (column: keyof typeof COLUMNS, cents: number, fragments = 1): void => {
    pdf.text(COLUMNS[column] + shift, y, formatCents(cents), { align: 'right', fragments, size: 8 });
  };
  const pageTop = (): void => {
    pdf.text(40, 34, 'UOB', { size: 18, bold: true });
    pdf.text(360, 34, 'Statement of Account', { size: 11, bold: true });
    pdf.text(v ? 300 : 360, 50, periodText, { size: 8 });
    pdf.text(40, 58, 'United Overseas Bank Limited  Co. Reg. No. 193500026Z', { size: 6 });
  };
  const tableTop = (date: string): void => {
    pdf.text(40 + shift, y, scenario.product, { bold: true });
    pdf.text(300 + shift, y, `${words.account} ${scenario.accountNumber}`, { size: 8 });
    y += 20;
    if (!headerlessPages.has(page)) {
      pdf.text(40 + shift, y, words.date, { size: 8, bold: true });
      pdf.text(descriptionX + shift, y, words.description, { size: 8, bold: true });
      pdf.text(COLUMNS.withdrawal + shift, y, words.withdrawal, { size: 8, bold: true, align: 'right' });
      pdf.text(COLUMNS.deposit + shift, y, words.deposit, { size: 8, bold: true, align: 'right' });
      pdf.text(COLUMNS.balance + shift, y, words.balance, { size: 8, bold: true, align: 'right' });
      pdf.line(40 + shift, y + 11, COLUMNS.balance + shift, y + 11);
      y += 16;
    }
    // Every page opens with the balance brought forward, dated like the page's first row.
    pdf.text(40 + shift, y, dayAndMonth(date), { size: 8 });
    pdf.text(descriptionX + shift, y, words.broughtForward, { size: 8 });
    amount('balance', balance);
    y += 13;
  };
  const footer = (): void => {
    if (v) {
      pdf.text(40, 776, 'For enquiries, contact customer.service@uobgroup.com', { size: 6 });
      drawAddressFooter(pdf, v, 'United Overseas Bank Limited', page, pageCount);
      return;
    }
    pdf.text(40, 786, 'Please examine this statement. For enquiries, contact customer.service@uobgroup.com', {
      size: 6,
    });
    pdf.text(480, 798, `Page ${page} of ${pageCount}`, { size: 7 });
  };

  pageTop();
  pdf.text(40, 84, 'MR ONG KAH SENG', { size: 8 });
  pdf.text(40, 94, '8 JURONG WEST STREET 91 #12-345', { size: 8 });
  pdf.text(40, 104, 'SINGAPORE 640008', { size: 8 });
  pdf.text(40, 126, 'Account Overview', { bold: true });
  pdf.text(40, 140, scenario.product, { size: 8 });
  pdf.text(300, 140, scenario.accountNumber, { size: 8 });
  pdf.text(COLUMNS.balance, 140, formatCents(closing), { size: 8, align: 'right' });
  y = 170;
  if (v?.chance(0.4)) drawSidePanel(pdf, v, 300, 84, scenario.statementDate);
  tableTop(scenario.periodStart);
  const nextPage = (date: string): void => {
    footer();
    pdf.addPage();
    page += 1;
    if (!headerlessPages.has(page)) shift = scenario.laterPageShift ?? 0;
    pageTop();
    y = 86;
    tableTop(date);
  };

  for (const [index, row] of scenario.rows.entries()) {
    const [first = '', ...continuation] = row.lines;
    // Variants also break where the page is full.
    const full = v !== undefined && y + 10 + (breakInsideRows ? 9 : continuation.length * 9) > PAGE_BOTTOM;
    if (index > 0 && (index % perPage === 0 || full)) nextPage(row.date);
    balance += row.amountCents;
    pdf.text(40 + shift, y, dayAndMonth(row.date), { size: 8 });
    pdf.text(descriptionX + shift, y, first, { size: 8, fragments: index % 3 === 2 ? 2 : 1 });
    const withdrawal = row.amountCents < 0 !== (index === scenario.wrongSideRow);
    amount(withdrawal ? 'withdrawal' : 'deposit', Math.abs(row.amountCents), index % 4 === 0 ? 2 : 1);
    // The balance is printed once per day, on that day's last row.
    if (scenario.rows[index + 1]?.date !== row.date) amount('balance', balance);
    y += 10;
    for (const [line, extra] of continuation.entries()) {
      // A page can end inside a row's continuation lines; the next page repeats the header.
      const endOfPage = (index + 1) % perPage === 0 || y + 9 > PAGE_BOTTOM;
      if (breakInsideRows && line === 1 && endOfPage && index + 1 < scenario.rows.length) {
        headerlessPages.delete(page + 1);
        nextPage(row.date);
      }
      pdf.text(descriptionX + shift, y, extra, { size: 8 });
      y += 9;
    }
    y += 3;
  }
  y += 2;
  pdf.text(descriptionX + shift, y, words.total, { size: 8, bold: true });
  amount('withdrawal', withdrawn);
  amount('deposit', deposited + (scenario.misprintDepositsByCents ?? 0));
  y += 14;
  pdf.text(descriptionX + shift, y, '-------- End of Transaction Details --------', { size: 7 });
  footer();

  // The last page summarises: lines with a single figure that are not transactions.
  pdf.addPage();
  page += 1;
  pageTop();
  pdf.text(40, 100, 'Account Summary', { bold: true });
  pdf.text(40, 116, `${scenario.product} Balance as at ${dayMonthYear(scenario.statementDate)}`, { size: 8 });
  pdf.text(COLUMNS.balance, 116, formatCents(closing), { size: 8, align: 'right' });
  pdf.text(40, 128, 'Interest earned this year', { size: 8 });
  pdf.text(COLUMNS.deposit, 128, '31.20', { size: 8, align: 'right' });
  footer();
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

  const transactions = scenario.rows.map((row) => ({
    date: row.date,
    description: row.lines.join(' '),
    amountCents: row.amountCents,
  }));
  return {
    pdf: await pdf.toBuffer(),
    expected: {
      transactions,
      openingBalanceCents: scenario.openingBalanceCents,
      closingBalanceCents: closing,
      totalDepositsCents: deposited,
      last4: lastFourDigits(scenario.accountNumber),
    },
  };
}

const NAMES = ['JOHN TAN', 'SITI NURHALIZA', 'WONG MEI LING', 'ARUN PILLAI'];

/** Row kinds seen on UOB account statements, by a counter. */
function uobRow(kind: number, index: number): Omit<UobAccountRow, 'date'> {
  const reference = `PIB23100${String(81234567 + index)}`;
  switch (kind % 7) {
    case 0:
      return {
        lines: ['Inward Credit-FAST', reference, 'SALARY ACME ENGINEERING PTE LTD'],
        amountCents: 520000 + index,
      };
    case 1:
      return { lines: ['NETS Debit-Consumer', 'NTUC FAIRPRICE CO-OP', '12345678'], amountCents: -(2345 + index) };
    case 2:
      return {
        lines: ['PAYNOW-FAST', reference, `TO: ${NAMES[index % NAMES.length] ?? ''}`],
        amountCents: -(3000 + index * 5),
      };
    case 3:
      return { lines: ['Bill Payment', 'SP SERVICES LTD'], amountCents: -(11842 + index) };
    case 4:
      return { lines: ['Debit Retail', 'GRAB*1234 SINGAPORE SG', 'xxxxxxxxxxxx5678'], amountCents: -(1580 + index) };
    case 5:
      return { lines: ['Funds Transfer', `From: ${NAMES[index % NAMES.length] ?? ''}`], amountCents: 4500 + index };
    default:
      return { lines: ['Cash Withdrawal', 'ATM UOB PLAZA'], amountCents: -10000 };
  }
}

/**
 * A month of a UOB One Account ending on the statement date (so a January statement has December
 * rows), several rows a day, interest credited on the last day.
 */
export function uobAccountMonth(
  seed: number,
  statementDate: string,
  rows = 30,
  options: { product?: string } = {},
): UobAccountScenario {
  const list: UobAccountRow[] = [];
  for (let index = 0; index < rows; index += 1) {
    // About two rows a day, so most days print the balance once for two rows.
    const date = addDays(statementDate, Math.floor((index * 15) / rows) * 2 - 29);
    list.push({ date, ...uobRow(index + seed, index) });
  }
  list.push({ date: statementDate, lines: ['Interest Credit'], amountCents: 312 + seed });
  return {
    statementDate,
    periodStart: addDays(statementDate, -30),
    product: options.product ?? 'UOB One Account',
    accountNumber: `${String(370 + seed)}-456-789-0`,
    openingBalanceCents: 1200000 + seed * 100,
    rows: list,
  };
}

/** A variant drawn from a seed: another statement date, rows, account number form and template. */
export function uobAccountVariant(seed: number): UobAccountScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const product = v.pick(['UOB One Account', 'UOB Stash Account', 'UOB Current Account', 'Uniplus Savings Account']);
  const base = uobAccountMonth(v.int(0, 60), statementDate, v.int(6, 40), { product });
  return {
    ...base,
    accountNumber: variantAccountNumber(v, String(v.int(1000, 9999))),
    laterPageShift: v.chance(0.5) ? v.between(5, 30) : 0,
    variation: v,
  };
}
