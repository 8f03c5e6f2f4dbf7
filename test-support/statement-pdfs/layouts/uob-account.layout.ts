/**
 * UOB savings and current account statements drawn like the real ones: Vault Rendering Engine metadata,
 * "Period: 01 Oct 2023 to 31 Oct 2023", an account overview with single figures, the account heading,
 * "Date / Description / Withdrawals / Deposits / Balance" per page, a dated BALANCE B/F on every page,
 * DD Mon rows with continuation lines whose balance is printed only on each day's last row, a Total
 * line, summary lines with one figure after the table, and the customer.service@uobgroup.com footer.
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
}

export interface UobAccountExpected {
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  closingBalanceCents: number;
  totalDepositsCents: number;
  last4: string;
}

/** Right edges of the amount columns on an unshifted page. */
const COLUMNS = { withdrawal: 370, deposit: 445, balance: 520 };

export async function drawUobAccountStatement(
  scenario: UobAccountScenario,
): Promise<{ pdf: Buffer; expected: UobAccountExpected }> {
  const pdf = new StatementPdf({
    creator: 'Vault Rendering Engine',
    producer: 'Rendering Engine 7.4.1.9',
    ...scenario.protection,
  });
  const perPage = scenario.rowsPerPage ?? 18;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage)) + 1;
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
    pdf.text(360, 50, `Period: ${dayMonthYear(scenario.periodStart)} to ${dayMonthYear(scenario.statementDate)}`, {
      size: 8,
    });
    pdf.text(40, 58, 'United Overseas Bank Limited  Co. Reg. No. 193500026Z', { size: 6 });
  };
  const tableTop = (date: string): void => {
    pdf.text(40 + shift, y, scenario.product, { bold: true });
    pdf.text(300 + shift, y, `Account No.: ${scenario.accountNumber}`, { size: 8 });
    y += 20;
    if (!scenario.headerlessPages?.includes(page)) {
      pdf.text(40 + shift, y, 'Date', { size: 8, bold: true });
      pdf.text(90 + shift, y, 'Description', { size: 8, bold: true });
      pdf.text(COLUMNS.withdrawal + shift, y, 'Withdrawals', { size: 8, bold: true, align: 'right' });
      pdf.text(COLUMNS.deposit + shift, y, 'Deposits', { size: 8, bold: true, align: 'right' });
      pdf.text(COLUMNS.balance + shift, y, 'Balance', { size: 8, bold: true, align: 'right' });
      pdf.line(40 + shift, y + 11, COLUMNS.balance + shift, y + 11);
      y += 16;
    }
    // Every page opens with the balance brought forward, dated like the page's first row.
    pdf.text(40 + shift, y, dayAndMonth(date), { size: 8 });
    pdf.text(90 + shift, y, 'BALANCE B/F', { size: 8 });
    amount('balance', balance);
    y += 13;
  };
  const footer = (): void => {
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
  tableTop(scenario.periodStart);

  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) {
      footer();
      pdf.addPage();
      page += 1;
      if (!scenario.headerlessPages?.includes(page)) shift = scenario.laterPageShift ?? 0;
      pageTop();
      y = 86;
      tableTop(row.date);
    }
    balance += row.amountCents;
    const [first = '', ...continuation] = row.lines;
    pdf.text(40 + shift, y, dayAndMonth(row.date), { size: 8 });
    pdf.text(90 + shift, y, first, { size: 8, fragments: index % 3 === 2 ? 2 : 1 });
    const withdrawal = row.amountCents < 0 !== (index === scenario.wrongSideRow);
    amount(withdrawal ? 'withdrawal' : 'deposit', Math.abs(row.amountCents), index % 4 === 0 ? 2 : 1);
    // The balance is printed once per day, on that day's last row.
    if (scenario.rows[index + 1]?.date !== row.date) amount('balance', balance);
    y += 10;
    for (const extra of continuation) {
      pdf.text(90 + shift, y, extra, { size: 8 });
      y += 9;
    }
    y += 3;
  }
  y += 2;
  pdf.text(90 + shift, y, 'Total', { size: 8, bold: true });
  amount('withdrawal', withdrawn);
  amount('deposit', deposited + (scenario.misprintDepositsByCents ?? 0));
  y += 14;
  pdf.text(90 + shift, y, '-------- End of Transaction Details --------', { size: 7 });
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
