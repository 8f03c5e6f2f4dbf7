/**
 * DBS / POSB savings and current account statements drawn like the real ones: Quadient creator, the
 * statement date as the first full date, an account summary, the account heading with its number,
 * "DATE / DESCRIPTION / WITHDRAWAL (-) / DEPOSIT (+) / BALANCE" repeated per page, Balance Brought /
 * Carried Forward on every page, DD Mon rows with indented continuation lines (PayNow details, debit
 * card merchant with its own date and masked card number), page footers, and later pages shifted right.
 * With a variation, another template of the same family: header and balance label wordings and case,
 * the statement date labelled or not in other wordings, account number forms and labels, column
 * positions, typeface, page breaks inside a row's continuation lines, panels, footers and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  UPPERCASE_MONTH_ABBREVIATIONS,
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
  variantStatementDateLabel,
} from './sg-bank-variants';

export interface DbsAccountRow {
  date: string;
  /** First line (transaction type) and the continuation lines under it. */
  lines: string[];
  /** Signed cents: withdrawals negative, deposits positive. */
  amountCents: number;
}

export interface DbsAccountScenario {
  statementDate: string;
  product: string;
  accountNumber: string;
  openingBalanceCents: number;
  rows: DbsAccountRow[];
  rowsPerPage?: number;
  /** Points by which pages after the first are drawn to the right (columns must be found per page). */
  laterPageShift?: number;
  /** Pages drawn without the column header line (they keep the previous page's columns). */
  headerlessPages?: number[];
  /** Prints a wrong final Balance Carried Forward (to test reconciliation). */
  misprintClosingByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

export interface DbsAccountExpected {
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  closingBalanceCents: number;
  last4: string;
}

/** Right edges of the amount columns on an unshifted page. */
const STANDARD_COLUMNS = { withdrawal: 350, deposit: 430, balance: 510 };
/** Variants start a new page before drawing below this line (footers sit under it). */
const PAGE_BOTTOM = 740;

export async function drawDbsAccountStatement(
  scenario: DbsAccountScenario,
): Promise<{ pdf: Buffer; expected: DbsAccountExpected }> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'Quadient CXM AG~Inspire~15.0.681.5',
    producer: '',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const perPage = scenario.rowsPerPage ?? (v ? v.int(6, 20) : 14);
  const marketing = v?.chance(0.3) ?? false;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage)) + (marketing ? 1 : 0);
  const COLUMNS = v
    ? (() => {
        // Right edges far enough apart for the widest header label in the widest typeface.
        const withdrawal = 335 + v.between(-15, 15);
        const deposit = withdrawal + v.between(80, 100);
        return { withdrawal, deposit, balance: deposit + v.between(80, 100) };
      })()
    : STANDARD_COLUMNS;
  const drawnDescriptionX = v ? 90 + v.between(-4, 14) : 90;
  const words = v
    ? {
        date: v.cased(v.pick(['DATE', 'Date', 'Txn Date'])),
        description: v.cased(v.pick(['DESCRIPTION', 'Details', 'Description'])),
        withdrawal: v.pick(['WITHDRAWAL (-)', 'Withdrawal', 'WITHDRAWAL (S$)', 'Debit', 'Withdrawals']),
        deposit: v.pick(['DEPOSIT (+)', 'Deposit', 'DEPOSIT (S$)', 'Credit', 'Deposits']),
        balance: v.pick(['BALANCE', 'Balance', 'BALANCE (S$)', 'Balance (SGD)']),
        broughtForward: v.cased(v.pick(['Balance Brought Forward', 'Balance B/F', 'Opening Balance'])),
        carriedForward: v.cased(v.pick(['Balance Carried Forward', 'Balance C/F', 'Closing Balance'])),
        total: v.cased(v.pick(['Total', 'Total Withdrawals/Deposits', 'TOTAL'])),
        account: v.pick(['Account No.', 'Account Number:', 'A/C No.']),
      }
    : {
        date: 'DATE',
        description: 'DESCRIPTION',
        withdrawal: 'WITHDRAWAL (-)',
        deposit: 'DEPOSIT (+)',
        balance: 'BALANCE',
        broughtForward: 'Balance Brought Forward',
        carriedForward: 'Balance Carried Forward',
        total: 'Total',
        account: 'Account No.',
      };
  const dateX = 40;
  // The description column starts clear of the widest date label ("Txn Date" in a wide bold face).
  const descriptionX = Math.max(drawnDescriptionX, dateX + pdf.measure(words.date, 9, true) + 12);
  const breakInsideRows = v?.chance(0.6) ?? false;
  const broughtForwardFirst = v?.chance(0.5) ?? true;
  const closing = scenario.openingBalanceCents + sumOfAmounts(scenario.rows);
  const bank = scenario.product.startsWith('POSB') ? 'POSB' : 'DBS';
  let page = 1;
  let shift = 0;
  let y = 0;
  let balance = scenario.openingBalanceCents;

  const amount = (column: keyof typeof COLUMNS, cents: number, fragments = 1): void => {
    pdf.text(COLUMNS[column] + shift, y, formatCents(cents), { align: 'right', fragments });
  };
  const balanceLine = (label: string, cents: number): void => {
    pdf.text(descriptionX + shift, y, label);
    amount('balance', cents);
    y += 14;
  };
  const pageTop = (): void => {
    pdf.text(40, 36, bank === 'POSB' ? 'POSB' : 'DBS', { size: 16, bold: true });
    pdf.text(40, 56, 'DBS Bank Ltd  Co. Reg. No. 196800306E', { size: 7 });
    pdf.text(380, 36, 'Statement of Account', { size: 11, bold: true });
  };
  const tableTop = (): void => {
    pdf.text(40 + shift, y, scenario.product, { bold: true });
    pdf.text(300 + shift, y, `${words.account} ${scenario.accountNumber}`, { bold: true });
    y += 12;
    pdf.text(40 + shift, y, 'CURRENCY: SINGAPORE DOLLAR', { size: 8 });
    y += 16;
    if (!scenario.headerlessPages?.includes(page)) {
      pdf.text(dateX + shift, y, words.date, { bold: true });
      pdf.text(descriptionX + shift, y, words.description, { bold: true });
      pdf.text(COLUMNS.withdrawal + shift, y, words.withdrawal, { bold: true, align: 'right' });
      pdf.text(COLUMNS.deposit + shift, y, words.deposit, { bold: true, align: 'right' });
      pdf.text(COLUMNS.balance + shift, y, words.balance, { bold: true, align: 'right' });
      pdf.line(40 + shift, y + 12, COLUMNS.balance + shift, y + 12);
      y += 18;
    }
  };
  const footer = (): void => {
    if (v) {
      drawAddressFooter(pdf, v, 'DBS Bank Ltd', page, pageCount);
      return;
    }
    pdf.text(40, 790, `Page ${page} of ${pageCount}`, { size: 7 });
    pdf.text(40, 800, 'DBS Bank Ltd  Co. Reg. No. 196800306E  GST Reg. No. MR-8500180-3  12 Marina Boulevard', {
      size: 6,
    });
  };

  pageTop();
  pdf.text(40, 80, 'MR TAN WEI MING');
  pdf.text(40, 91, 'BLK 123 BEDOK NORTH AVENUE 1 #05-67');
  pdf.text(40, 102, 'SINGAPORE 460123');
  if (v) {
    const date = variantFullDate(v, scenario.statementDate);
    const form = v.int(0, 2);
    const text =
      form === 0
        ? date
        : form === 1
          ? `${variantStatementDateLabel(v).replace(/:$/, '')}: ${date}`
          : `${v.cased('Statement Period')}: ${variantFullDate(v, addDays(scenario.statementDate, -30))} to ${date}`;
    // A period is long ("25 December 2024 to January 24, 2025"): right-aligned so it stays on the page.
    if (form === 2) pdf.text(550, 66, text, { size: 9, align: 'right' });
    else pdf.text(380, 66, text, { size: 9 });
  } else pdf.text(380, 56, dayMonthYear(scenario.statementDate), { size: 9 });
  pdf.text(40, 130, 'Account Summary', { bold: true });
  pdf.text(40, 144, 'Account', { size: 8 });
  pdf.text(300, 144, 'Account No.', { size: 8 });
  pdf.text(510, 144, 'Balance (S$)', { size: 8, align: 'right' });
  pdf.text(40, 156, scenario.product);
  pdf.text(300, 156, scenario.accountNumber);
  pdf.text(510, 156, formatCents(closing), { align: 'right' });
  y = 190;
  if (v?.chance(0.4)) y += drawSidePanel(pdf, v, 40, 176, scenario.statementDate) + 4;
  tableTop();
  balanceLine(words.broughtForward, balance);
  const rowMonths = v?.chance(0.4) ? UPPERCASE_MONTH_ABBREVIATIONS : undefined;
  const nextPage = (headerless: boolean, broughtForward: boolean): void => {
    balanceLine(words.carriedForward, balance);
    footer();
    pdf.addPage();
    page += 1;
    // A headerless page keeps the previous page's position (and so its columns).
    if (!headerless) shift = scenario.laterPageShift ?? 0;
    pageTop();
    y = 90;
    tableTop();
    if (broughtForward) balanceLine(words.broughtForward, balance);
  };

  for (const [index, row] of scenario.rows.entries()) {
    const [first = '', ...continuation] = row.lines;
    // Variants also break where the page is full.
    const full = v !== undefined && y + 11 + (breakInsideRows ? 10 : continuation.length * 10) > PAGE_BOTTOM;
    if (index > 0 && (index % perPage === 0 || full))
      nextPage(scenario.headerlessPages?.includes(page + 1) ?? false, true);
    balance += row.amountCents;
    pdf.text(40 + shift, y, dayAndMonth(row.date, rowMonths));
    pdf.text(descriptionX + shift, y, first, { fragments: index % 3 === 0 ? 3 : 1 });
    amount(row.amountCents < 0 ? 'withdrawal' : 'deposit', Math.abs(row.amountCents), index % 5 === 0 ? 2 : 1);
    amount('balance', balance);
    y += 11;
    for (const [line, extra] of continuation.entries()) {
      // A page can end inside a row's continuation lines; the next page repeats the header.
      const endOfPage = (index + 1) % perPage === 0 || y + 10 > PAGE_BOTTOM;
      if (breakInsideRows && line === 1 && endOfPage && index + 1 < scenario.rows.length) {
        nextPage(false, broughtForwardFirst);
      }
      pdf.text(descriptionX + shift, y, extra, { size: 8 });
      y += 10;
    }
    y += 2;
  }
  balanceLine(words.carriedForward, closing + (scenario.misprintClosingByCents ?? 0));
  const { withdrawn, deposited } = withdrawalAndDepositTotals(scenario.rows);
  pdf.text(descriptionX + shift, y, words.total, { bold: true });
  amount('withdrawal', withdrawn);
  amount('deposit', deposited);
  y += 24;
  pdf.text(40, y, 'Deposit Insurance Scheme', { size: 7, bold: true });
  pdf.text(40, y + 10, 'Singapore dollar deposits of non-bank depositors are insured by the Singapore Deposit', {
    size: 7,
  });
  pdf.text(
    40,
    y + 19,
    'Insurance Corporation, for up to S$100,000 in aggregate per depositor per Scheme member by law.',
    {
      size: 7,
    },
  );
  if (v?.chance(0.4)) drawSidePanel(pdf, v, 40, y + 36, scenario.statementDate);
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
  const last4 = lastFourDigits(scenario.accountNumber);
  return {
    pdf: await pdf.toBuffer(),
    expected: { transactions, openingBalanceCents: scenario.openingBalanceCents, closingBalanceCents: closing, last4 },
  };
}

const SENDERS = ['ELENA MONTGOMERY', 'LIM JUN HAO', 'NUR AISYAH BINTE AHMAD', 'RAJESH KUMAR'];
const MERCHANTS = ['SHOPEE SINGAPORE', 'GRAB RIDES', 'COLD STORAGE JEM', 'UNIQLO ION ORCHARD'];

/** Row kinds seen on real DBS/POSB account statements, as (lines, signed cents) by a counter. */
function dbsRow(kind: number, index: number, date: string): Omit<DbsAccountRow, 'date'> {
  const [, month = '', day = ''] = date.split('-');
  const cardDay = String(Math.max(1, Number(day) - 2)).padStart(2, '0');
  switch (kind % 8) {
    case 0:
      return {
        lines: [
          'FAST Payment / Receipt',
          `Incoming PayNow Ref ${1234567 + index}`,
          `From: ${SENDERS[index % SENDERS.length] ?? ''}`,
          'OTHR Other',
        ],
        amountCents: 50000 + index * 7,
      };
    case 1:
      return {
        lines: [
          'Debit Card Transaction',
          `${MERCHANTS[index % MERCHANTS.length] ?? ''} SI NG ${cardDay}${UPPERCASE_MONTH_ABBREVIATIONS[Number(month) - 1] ?? ''}`,
          'XXXX-XXXX-XXXX-4821',
        ],
        amountCents: -(3975 + index),
      };
    case 2:
      return { lines: ['Funds Transfer', 'TOP-UP TO PAYLAH! : 91230123'], amountCents: -2000 };
    case 3:
      return { lines: ['Funds Transfer', 'MAXED OUT FROM PAYLAH! : adrianlee'], amountCents: 1015 + index };
    case 4:
      return { lines: ['Point-of-Sale Transaction', 'NTUC FAIRPRICE-BEDOK MALL'], amountCents: -(3255 + index) };
    case 5:
      return { lines: ['Cash Withdrawal', '28E4C1B5,BEDOK MALL ATM'], amountCents: -4000 };
    case 6:
      return { lines: ['Bill Payment', 'CCC - 4119110012345678 :I-BANK'], amountCents: -(98188 + index) };
    default:
      return {
        lines: ['FAST Payment / Receipt', 'PayNow Transfer To: KOPI TIAM', 'PayNow Transfer Other'],
        amountCents: -(190 + index),
      };
  }
}

/**
 * A month of a POSB savings account ending on the statement date: rows spread over the 30 days before it
 * (so a January statement has December rows), interest on the last day. depositsOnly keeps money-in rows.
 */
export function dbsAccountMonth(
  seed: number,
  statementDate: string,
  rows = 30,
  options: { depositsOnly?: boolean; product?: string } = {},
): DbsAccountScenario {
  const list: DbsAccountRow[] = [];
  for (let index = 0; index < rows; index += 1) {
    const date = addDays(statementDate, Math.floor((index * 29) / rows) - 29);
    const kinds = options.depositsOnly ? [0, 3] : [0, 1, 2, 3, 4, 5, 6, 7];
    const kind = kinds[(index + seed) % kinds.length] ?? 0;
    list.push({ date, ...dbsRow(kind, index, date) });
  }
  list.push({ date: statementDate, lines: ['Interest Earned'], amountCents: 3 + seed });
  return {
    statementDate,
    product: options.product ?? 'POSB SAVINGS ACCOUNT',
    accountNumber: `123-${String(45678 + seed)}-9`,
    openingBalanceCents: 500000 + seed * 100,
    rows: list,
  };
}

/** A variant drawn from a seed: another statement date, rows, account number form and template. */
export function dbsAccountVariant(seed: number): DbsAccountScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const product = v.pick([
    'POSB SAVINGS ACCOUNT',
    'DBS MULTIPLIER ACCOUNT',
    'DBS CURRENT ACCOUNT',
    'POSB EVERYDAY SAVINGS ACCOUNT',
  ]);
  const base = dbsAccountMonth(v.int(0, 60), statementDate, v.int(6, 40), { product });
  return {
    ...base,
    accountNumber: variantAccountNumber(v, String(v.int(1000, 9999))),
    laterPageShift: v.chance(0.5) ? v.between(5, 40) : 0,
    variation: v,
  };
}
