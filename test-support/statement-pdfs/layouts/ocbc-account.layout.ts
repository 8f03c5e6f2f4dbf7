/**
 * OCBC savings and current account statements drawn like the real ones: Streamline PDFGen metadata,
 * "STATEMENT OF ACCOUNT" with the bank's legal name, the period line "1 OCT 2023 TO 31 OCT 2023", an
 * account block ("360 ACCOUNT" over "Account No. ..."), the column header with "Transaction" / "Value"
 * wrapped above their "Date", BALANCE B/F and C/F on every page, rows with transaction and value dates,
 * a cheque column, continuation lines, "Total Withdrawals/Deposits" and the interest paid this year.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  UPPERCASE_MONTH_ABBREVIATIONS,
  addDays,
  dayAndMonth,
  lastFourDigits,
  sumOfAmounts,
  withdrawalAndDepositTotals,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

export interface OcbcAccountRow {
  date: string;
  /** Value date when it differs from the transaction date. */
  valueDate?: string;
  /** First line (transaction type) and the continuation lines under it. */
  lines: string[];
  cheque?: string;
  /** Signed cents: withdrawals negative, deposits positive. */
  amountCents: number;
}

export interface OcbcAccountScenario {
  statementDate: string;
  periodStart: string;
  product: string;
  accountNumber: string;
  openingBalanceCents: number;
  rows: OcbcAccountRow[];
  rowsPerPage?: number;
  /** Points by which pages after the first are drawn to the right (columns must be found per page). */
  laterPageShift?: number;
  /** Pages drawn without the column header (they keep the previous page's columns). */
  headerlessPages?: number[];
  /** Prints a wrong "Total Withdrawals" figure (to test reconciliation). */
  misprintWithdrawalsByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
}

export interface OcbcAccountExpected {
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  closingBalanceCents: number;
  totalWithdrawalsCents: number;
  last4: string;
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;
/** Right edges of the cheque and amount columns on an unshifted page. */
const COLUMNS = { cheque: 330, withdrawal: 405, deposit: 475, balance: 545 };

/** "1 OCT 2023": the period line drops the day's leading zero. */
function periodDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

export async function drawOcbcAccountStatement(
  scenario: OcbcAccountScenario,
): Promise<{ pdf: Buffer; expected: OcbcAccountExpected }> {
  const pdf = new StatementPdf({
    creator: 'pdfgen',
    producer: 'Streamline PDFGen for OCBC Group',
    ...scenario.protection,
  });
  const perPage = scenario.rowsPerPage ?? 16;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage));
  const closing = scenario.openingBalanceCents + sumOfAmounts(scenario.rows);
  const { withdrawn, deposited } = withdrawalAndDepositTotals(scenario.rows);
  let page = 1;
  let shift = 0;
  let y = 0;
  let balance = scenario.openingBalanceCents;

  const amount = (column: keyof typeof COLUMNS, text: string, fragments = 1): void => {
    pdf.text(COLUMNS[column] + shift, y, text, { align: 'right', fragments, size: 8 });
  };
  const balanceLine = (label: string, cents: number): void => {
    pdf.text(135 + shift, y, label, { size: 8, bold: true });
    amount('balance', formatCents(cents));
    y += 13;
  };
  const pageTop = (): void => {
    pdf.text(40, 34, 'OCBC Bank', { size: 15, bold: true });
    pdf.text(360, 34, 'STATEMENT OF ACCOUNT', { size: 11, bold: true });
    pdf.text(40, 54, 'Oversea-Chinese Banking Corporation Limited', { size: 7 });
    pdf.text(40, 63, '65 Chulia Street, OCBC Centre, Singapore 049513  Co. Reg. No.: 193200032W', { size: 7 });
    pdf.text(360, 54, `${periodDate(scenario.periodStart)}  TO  ${periodDate(scenario.statementDate)}`, { size: 8 });
  };
  const tableTop = (): void => {
    pdf.text(40 + shift, y, scenario.product, { bold: true });
    y += 11;
    pdf.text(40 + shift, y, `Account No. ${scenario.accountNumber}`, { size: 8 });
    y += 18;
    if (!scenario.headerlessPages?.includes(page)) {
      pdf.text(40 + shift, y, 'Transaction', { size: 8, bold: true });
      pdf.text(92 + shift, y, 'Value', { size: 8, bold: true });
      y += 9;
      pdf.text(40 + shift, y, 'Date', { size: 8, bold: true });
      pdf.text(92 + shift, y, 'Date', { size: 8, bold: true });
      pdf.text(135 + shift, y, 'Description', { size: 8, bold: true });
      for (const [column, label] of [
        ['cheque', 'Cheque'],
        ['withdrawal', 'Withdrawal'],
        ['deposit', 'Deposit'],
        ['balance', 'Balance'],
      ] as const) {
        pdf.text(COLUMNS[column] + shift, y, label, { size: 8, bold: true, align: 'right' });
      }
      pdf.line(40 + shift, y + 11, COLUMNS.balance + shift, y + 11);
      y += 16;
    }
  };
  const footer = (): void => {
    pdf.text(40, 792, 'RNB05ESNG\\1', { size: 6 });
    pdf.text(480, 792, `Page ${page} of ${pageCount}`, { size: 7 });
  };

  pageTop();
  pdf.text(40, 90, 'MS LIM HUI MIN', { size: 8 });
  pdf.text(40, 100, '21 TAMPINES STREET 81 #09-112', { size: 8 });
  pdf.text(40, 110, 'SINGAPORE 520021', { size: 8 });
  y = 140;
  tableTop();
  balanceLine('BALANCE B/F', balance);

  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) {
      balanceLine('BALANCE C/F', balance);
      footer();
      pdf.addPage();
      page += 1;
      if (!scenario.headerlessPages?.includes(page)) shift = scenario.laterPageShift ?? 0;
      pageTop();
      y = 90;
      tableTop();
      balanceLine('BALANCE B/F', balance);
    }
    balance += row.amountCents;
    const [first = '', ...continuation] = row.lines;
    pdf.text(40 + shift, y, dayAndMonth(row.date, MONTHS), { size: 8 });
    pdf.text(92 + shift, y, dayAndMonth(row.valueDate ?? row.date, MONTHS), { size: 8 });
    pdf.text(135 + shift, y, first, { size: 8, fragments: index % 4 === 1 ? 2 : 1 });
    if (row.cheque) amount('cheque', row.cheque);
    const side = row.amountCents < 0 ? 'withdrawal' : 'deposit';
    amount(side, formatCents(Math.abs(row.amountCents)), index % 3 === 0 ? 3 : 1);
    amount('balance', formatCents(balance));
    y += 10;
    for (const extra of continuation) {
      pdf.text(135 + shift, y, extra, { size: 8 });
      y += 9;
    }
    y += 3;
  }
  balanceLine('BALANCE C/F', closing);
  y += 4;
  pdf.text(135 + shift, y, 'Total Withdrawals/Deposits', { size: 8, bold: true });
  amount('withdrawal', formatCents(withdrawn + (scenario.misprintWithdrawalsByCents ?? 0)));
  amount('deposit', formatCents(deposited));
  y += 12;
  pdf.text(135 + shift, y, 'Total Interest Paid This Year', { size: 8 });
  amount('deposit', '25.47');
  y += 26;
  pdf.text(40, y, 'Deposit Insurance Scheme', { size: 7, bold: true });
  pdf.text(
    40,
    y + 9,
    'Singapore dollar deposits of non-bank depositors are insured by the Singapore Deposit Insurance',
    {
      size: 6,
    },
  );
  pdf.text(40, y + 17, 'Corporation, for up to S$100,000 in aggregate per depositor per Scheme member by law.', {
    size: 6,
  });
  footer();

  const transactions = scenario.rows.map((row) => {
    const [first = '', ...continuation] = row.lines;
    return {
      date: row.date,
      description: [first, row.cheque, ...continuation].filter(Boolean).join(' '),
      amountCents: row.amountCents,
    };
  });
  return {
    pdf: await pdf.toBuffer(),
    expected: {
      transactions,
      openingBalanceCents: scenario.openingBalanceCents,
      closingBalanceCents: closing,
      totalWithdrawalsCents: withdrawn,
      last4: lastFourDigits(scenario.accountNumber),
    },
  };
}

const PAYEES = ['CoffeeHouse', 'Adrian Lee', "Bob's Burgers", 'Tan Ah Kow'];

/** Row kinds seen on OCBC 360 statements, by a counter. */
function ocbcRow(kind: number, index: number): Omit<OcbcAccountRow, 'date'> {
  switch (kind % 7) {
    case 0:
      return {
        lines: ['FAST PAYMENT', 'via PayNow-Mobile', `to ${PAYEES[index % PAYEES.length] ?? ''}`, 'OTHR - OTHR'],
        amountCents: -(190 + index * 11),
      };
    case 1:
      return {
        lines: ['BILL PAYMENT', 'INB 12341234123412341234', 'INTERNET BANKING SINGAPORE'],
        amountCents: -(19092 + index),
      };
    case 2:
      return {
        lines: ['NETS QR', '123456123 NETS QR PURCHASE', 'HAINANESE CHICKEN RICE'],
        amountCents: -(670 + index),
      };
    case 3:
      return { lines: ['IBG GIRO', 'TAXS S1234567A IRAS ITX'], amountCents: -9936 };
    case 4:
      return { lines: ['GIRO - SALARY', 'MONOPOLY CENTRAL PTE. LTD.'], amountCents: 655100 + index };
    case 5:
      return {
        lines: ['FUND TRANSFER', 'via PayNow-UEN', 'to LAYOVER PRIVATE', 'OTHR - na'],
        amountCents: -(4840 + index),
      };
    default:
      return { lines: ['CASH CHEQUE'], cheque: String(100231 + index), amountCents: -(25000 + index) };
  }
}

/**
 * A month of an OCBC 360 account ending on the statement date (so a January statement has December
 * rows): FAST, bill, NETS, GIRO, salary, transfer and cheque rows, the salary bonus and interest credit.
 */
export function ocbcAccountMonth(
  seed: number,
  statementDate: string,
  rows = 30,
  options: { product?: string } = {},
): OcbcAccountScenario {
  const list: OcbcAccountRow[] = [];
  for (let index = 0; index < rows; index += 1) {
    const date = addDays(statementDate, Math.floor((index * 29) / rows) - 29);
    // Some rows take value on the next day (a transaction on the 31st can take value in the next month).
    const valueDate = index % 6 === 2 ? addDays(date, 1) : undefined;
    list.push({ date, ...(valueDate ? { valueDate } : {}), ...ocbcRow(index + seed, index) });
  }
  list.push({ date: statementDate, lines: ['BONUS INTEREST', '360 SALARY BONUS'], amountCents: 7766 + seed });
  list.push({ date: statementDate, lines: ['INTEREST CREDIT'], amountCents: 213 });
  return {
    statementDate,
    periodStart: addDays(statementDate, -30),
    product: options.product ?? '360 ACCOUNT',
    accountNumber: `601-${String(234567 + seed)}-001`,
    openingBalanceCents: 800000 + seed * 100,
    rows: list,
  };
}
