/**
 * OCBC savings and current account statements drawn like the real ones: Streamline PDFGen metadata,
 * "STATEMENT OF ACCOUNT" with the bank's legal name, the period line "1 OCT 2023 TO 31 OCT 2023", an
 * account block ("360 ACCOUNT" over "Account No. ..."), the column header with "Transaction" / "Value"
 * wrapped above their "Date", BALANCE B/F and C/F on every page, rows with transaction and value dates,
 * a cheque column, continuation lines, "Total Withdrawals/Deposits" and the interest paid this year.
 * With a variation, another template of the same family: period wordings and date forms (and a labelled
 * statement date), account number forms and labels, header wordings and case (wrapped or on one line),
 * column positions, typeface, row date case, balance and total label synonyms, page breaks inside a
 * row's continuation lines, panels, address footers and a terms page.
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
import { Variation } from '../variation';
import {
  drawAddressFooter,
  drawMarketingPage,
  drawSidePanel,
  variantAccountNumber,
  variantDateWording,
  variantFullDate,
  variantStatementDateLabel,
} from './sg-bank-variants';

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
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
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
const STANDARD_COLUMNS = { cheque: 330, withdrawal: 405, deposit: 475, balance: 545 };
type Column = keyof typeof STANDARD_COLUMNS;
/** Variants start a new page before drawing below this line (footers sit under it). */
const PAGE_BOTTOM = 750;
/** Header labels and table text are drawn at this size. */
const SIZE = 8;

/** "1 OCT 2023": the period line drops the day's leading zero. */
function periodDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/** What a variant changes; the defaults draw the original template. */
interface OcbcAccountStyle {
  periodLine: string;
  /** A statement date printed on its own labelled line under the period. */
  statementDateLine?: string;
  /** The account number's label, and whether it shares the product's line. */
  accountLabel: string;
  numberBesideProduct: boolean;
  /** Header labels; a two-line label's first line is drawn above the others. */
  header: {
    date: [string, string] | [string];
    valueDate: [string, string] | [string];
    description: string;
    cheque: string;
    withdrawal: string;
    deposit: string;
    balance: string;
  };
  dateX: number;
  valueDateX: number;
  descriptionX: number;
  columns: Record<Column, number>;
  rowMonths: readonly string[];
  broughtForward: string;
  carriedForward: string;
  /** The first brought-forward and last carried-forward line, where a template words them apart. */
  opening: string;
  closing: string;
  totals: string;
  breakInsideRows: boolean;
}

function ocbcAccountStyle(scenario: OcbcAccountScenario, pdf: StatementPdf): OcbcAccountStyle {
  const v = scenario.variation;
  const standard: OcbcAccountStyle = {
    periodLine: `${periodDate(scenario.periodStart)}  TO  ${periodDate(scenario.statementDate)}`,
    accountLabel: 'Account No.',
    numberBesideProduct: false,
    header: {
      date: ['Transaction', 'Date'],
      valueDate: ['Value', 'Date'],
      description: 'Description',
      cheque: 'Cheque',
      withdrawal: 'Withdrawal',
      deposit: 'Deposit',
      balance: 'Balance',
    },
    dateX: 40,
    valueDateX: 92,
    descriptionX: 135,
    columns: STANDARD_COLUMNS,
    rowMonths: MONTHS,
    broughtForward: 'BALANCE B/F',
    carriedForward: 'BALANCE C/F',
    opening: 'BALANCE B/F',
    closing: 'BALANCE C/F',
    totals: 'Total Withdrawals/Deposits',
    breakInsideRows: false,
  };
  if (!v) return standard;
  // Both ends of the period in one wording.
  const full = variantDateWording(v);
  const [start, end] = [scenario.periodStart, scenario.statementDate];
  const periodLine = v.pick([
    `${periodDate(start)}  TO  ${periodDate(end)}`,
    `${full(start)} to ${full(end)}`,
    `From ${full(start)} To ${full(end)}`,
    `${v.cased('Statement Period')}: ${full(start)} - ${full(end)}`,
    `FOR THE PERIOD ${full(start)} TO ${full(end)}`,
  ]);
  const twoLines = (label: string): [string, string] | [string] => {
    const words = v.cased(label).split(' ');
    return words.length === 2 && v.chance(0.5) ? [words[0] ?? '', words[1] ?? ''] : [words.join(' ')];
  };
  const [withdrawal, deposit, totals] = v.pick([
    ['Withdrawal', 'Deposit', 'Total Withdrawals/Deposits'],
    ['Withdrawals (SGD)', 'Deposits (SGD)', 'Total Withdrawals / Deposits'],
    ['WITHDRAWAL', 'DEPOSIT', 'TOTAL WITHDRAWALS/DEPOSITS'],
    ['Debit', 'Credit', 'Total Debits/Credits'],
    ['Withdrawals', 'Deposits', 'Total'],
  ] as const);
  const header = {
    date: twoLines(v.pick(['Transaction Date', 'Txn Date', 'Date'])),
    valueDate: twoLines('Value Date'),
    description: v.cased(v.pick(['Description', 'Particulars', 'Transaction Details'])),
    cheque: v.pick(['Cheque', 'Cheque No.', 'CHEQUE']),
    withdrawal,
    deposit,
    balance: v.pick(['Balance', 'Balance (SGD)', 'BALANCE']),
  };
  const [broughtForward, carriedForward] = v.pick([
    ['BALANCE B/F', 'BALANCE C/F'],
    ['Balance B/F', 'Balance C/F'],
    ['BALANCE BROUGHT FORWARD', 'BALANCE CARRIED FORWARD'],
    ['Balance Brought Forward', 'Balance Carried Forward'],
  ] as const);
  const apart = v.chance(0.3);
  // Columns left to right, each after the widest text of the one before it (labels are right-aligned
  // over amounts), with the room left to the page edge shared out at random.
  const width = (texts: readonly string[], bold = false): number =>
    Math.max(...texts.map((text) => pdf.measure(text, SIZE, bold)));
  const amounts = [formatCents(99_999_99)];
  const dateX = 40 + v.between(-6, 6);
  const gaps = () => ({
    valueDate: width([...header.date, '30 SEP'], true) + 8,
    description: width([...header.valueDate, '30 SEP'], true) + 10,
    // The description's header and a row's first line both sit left of the cheque column's widest text.
    cheque:
      Math.max(
        width([header.description], true) + width([header.cheque], true),
        width(scenario.rows.map((row) => row.lines[0] ?? '')) + width(scenario.rows.map((row) => row.cheque ?? '')),
      ) + 10,
    withdrawal: width([header.withdrawal, ...amounts], true) + 10,
    deposit: width([header.deposit, ...amounts], true) + 10,
    balance: width([header.balance, ...amounts], true) + 10,
  });
  let minimal = gaps();
  const widthOf = (): number => Object.values(minimal).reduce((sum, gap) => sum + gap, dateX);
  // A crowded table breaks its two-word date labels over two lines rather than run off the page.
  if (widthOf() > 545) {
    const split = (label: readonly string[]): [string, string] | [string] => {
      const words = label.join(' ').split(' ');
      return words.length === 2 ? [words[0] ?? '', words[1] ?? ''] : [words.join(' ')];
    };
    header.date = split(header.date);
    header.valueDate = split(header.valueDate);
    minimal = gaps();
  }

  const needed = widthOf();
  const room = Math.max(0, 545 - needed) / 6;
  const spread = (gap: number): number => gap + v.between(0, room);
  const valueDateX = dateX + spread(minimal.valueDate);
  const descriptionX = valueDateX + spread(minimal.description);
  const cheque = descriptionX + spread(minimal.cheque);
  const withdrawalRight = cheque + spread(minimal.withdrawal);
  const depositRight = withdrawalRight + spread(minimal.deposit);
  return {
    periodLine,
    ...(v.chance(0.3)
      ? { statementDateLine: `${variantStatementDateLabel(v).replace(/:$/, '')}: ${variantFullDate(v, end)}` }
      : {}),
    accountLabel: v.pick(['Account No.', 'Account Number', 'Account No:', 'A/C No.', 'ACCOUNT NO.']),
    numberBesideProduct: v.chance(0.4),
    header,
    dateX,
    valueDateX,
    descriptionX,
    columns: {
      cheque,
      withdrawal: withdrawalRight,
      deposit: depositRight,
      balance: depositRight + spread(minimal.balance),
    },
    rowMonths: v.chance(0.5) ? MONTHS : MONTHS.map((month) => month[0] + month.slice(1).toLowerCase()),
    broughtForward,
    carriedForward,
    opening: apart ? v.cased('Opening Balance') : broughtForward,
    closing: apart ? v.cased('Closing Balance') : carriedForward,
    totals: v.chance(0.5) ? totals : v.cased(totals),
    breakInsideRows: v.chance(0.6),
  };
}

export async function drawOcbcAccountStatement(
  scenario: OcbcAccountScenario,
): Promise<{ pdf: Buffer; expected: OcbcAccountExpected }> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'pdfgen',
    producer: 'Streamline PDFGen for OCBC Group',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const style = ocbcAccountStyle(scenario, pdf);
  const COLUMNS = style.columns;
  const perPage = scenario.rowsPerPage ?? (v ? v.int(6, 24) : 16);
  const marketing = v?.chance(0.3) ?? false;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage)) + (marketing ? 1 : 0);
  const closing = scenario.openingBalanceCents + sumOfAmounts(scenario.rows);
  const { withdrawn, deposited } = withdrawalAndDepositTotals(scenario.rows);
  let page = 1;
  let shift = 0;
  let y = 0;
  let balance = scenario.openingBalanceCents;

  const amount = (column: Column, text: string, fragments = 1): void => {
    pdf.text(COLUMNS[column] + shift, y, text, { align: 'right', fragments, size: SIZE });
  };
  const balanceLine = (label: string, cents: number): void => {
    pdf.text(style.descriptionX + shift, y, label, { size: SIZE, bold: true });
    amount('balance', formatCents(cents));
    y += 13;
  };
  const pageTop = (): void => {
    pdf.text(40, 34, 'OCBC Bank', { size: 15, bold: true });
    pdf.text(360, 34, 'STATEMENT OF ACCOUNT', { size: 11, bold: true });
    pdf.text(40, 54, 'Oversea-Chinese Banking Corporation Limited', { size: 7 });
    pdf.text(40, 63, '65 Chulia Street, OCBC Centre, Singapore 049513  Co. Reg. No.: 193200032W', { size: 7 });
    pdf.text(v ? 330 : 360, 54, style.periodLine, { size: SIZE });
    if (style.statementDateLine) pdf.text(330, 74, style.statementDateLine, { size: SIZE });
  };
  const tableTop = (): void => {
    const number = `${style.accountLabel} ${scenario.accountNumber}`;
    if (style.numberBesideProduct) {
      pdf.text(40 + shift, y, scenario.product, { bold: true });
      pdf.text(260 + shift, y, number, { size: SIZE });
      y += 20;
    } else {
      pdf.text(40 + shift, y, scenario.product, { bold: true });
      y += 11;
      pdf.text(40 + shift, y, number, { size: SIZE });
      y += 18;
    }
    if (!scenario.headerlessPages?.includes(page)) {
      const { header } = style;
      const wrapped = header.date.length === 2 || header.valueDate.length === 2;
      if (wrapped) {
        if (header.date.length === 2) pdf.text(style.dateX + shift, y, header.date[0], { size: SIZE, bold: true });
        if (header.valueDate.length === 2) {
          pdf.text(style.valueDateX + shift, y, header.valueDate[0], { size: SIZE, bold: true });
        }
        y += 9;
      }
      pdf.text(style.dateX + shift, y, header.date[header.date.length - 1] ?? '', { size: SIZE, bold: true });
      pdf.text(style.valueDateX + shift, y, header.valueDate[header.valueDate.length - 1] ?? '', {
        size: SIZE,
        bold: true,
      });
      pdf.text(style.descriptionX + shift, y, header.description, { size: SIZE, bold: true });
      for (const column of ['cheque', 'withdrawal', 'deposit', 'balance'] as const) {
        pdf.text(COLUMNS[column] + shift, y, header[column], { size: SIZE, bold: true, align: 'right' });
      }
      pdf.line(style.dateX + shift, y + 11, COLUMNS.balance + shift, y + 11);
      y += 16;
    }
  };
  const footer = (): void => {
    // Variants print the address footer where the original prints the code, so the code moves up.
    pdf.text(40, v ? 774 : 792, 'RNB05ESNG\\1', { size: 6 });
    if (v) drawAddressFooter(pdf, v, 'Oversea-Chinese Banking Corporation Limited', page, pageCount);
    else pdf.text(480, 792, `Page ${page} of ${pageCount}`, { size: 7 });
  };
  let rowsOnPage = 0;
  const nextPage = (): void => {
    balanceLine(style.carriedForward, balance);
    footer();
    pdf.addPage();
    page += 1;
    rowsOnPage = 0;
    if (!scenario.headerlessPages?.includes(page)) shift = scenario.laterPageShift ?? 0;
    pageTop();
    y = 90;
    tableTop();
    balanceLine(style.broughtForward, balance);
  };

  pageTop();
  pdf.text(40, 90, 'MS LIM HUI MIN', { size: 8 });
  pdf.text(40, 100, '21 TAMPINES STREET 81 #09-112', { size: 8 });
  pdf.text(40, 110, 'SINGAPORE 520021', { size: 8 });
  if (v?.chance(0.4)) drawSidePanel(pdf, v, 330, 84, scenario.statementDate);
  y = 140;
  tableTop();
  balanceLine(style.opening, balance);

  for (const [index, row] of scenario.rows.entries()) {
    const [first = '', ...continuation] = row.lines;
    // Variants also break where the page is full.
    const full = v !== undefined && y + 13 + (style.breakInsideRows ? 9 : continuation.length * 9) > PAGE_BOTTOM;
    if (rowsOnPage === perPage || (full && rowsOnPage > 0)) nextPage();
    rowsOnPage += 1;
    balance += row.amountCents;
    pdf.text(style.dateX + shift, y, dayAndMonth(row.date, style.rowMonths), { size: SIZE });
    pdf.text(style.valueDateX + shift, y, dayAndMonth(row.valueDate ?? row.date, style.rowMonths), { size: SIZE });
    pdf.text(style.descriptionX + shift, y, first, { size: SIZE, fragments: index % 4 === 1 ? 2 : 1 });
    if (row.cheque) amount('cheque', row.cheque);
    const side = row.amountCents < 0 ? 'withdrawal' : 'deposit';
    amount(side, formatCents(Math.abs(row.amountCents)), index % 3 === 0 ? 3 : 1);
    amount('balance', formatCents(balance));
    y += 10;
    for (const [line, extra] of continuation.entries()) {
      // A page can end inside a row's continuation lines; the next page repeats the header.
      const endOfPage = rowsOnPage === perPage || y + 9 > PAGE_BOTTOM;
      if (style.breakInsideRows && line === 1 && endOfPage && index + 1 < scenario.rows.length) nextPage();
      pdf.text(style.descriptionX + shift, y, extra, { size: SIZE });
      y += 9;
    }
    y += 3;
  }
  balanceLine(style.closing, closing);
  y += 4;
  pdf.text(style.descriptionX + shift, y, style.totals, { size: SIZE, bold: true });
  amount('withdrawal', formatCents(withdrawn + (scenario.misprintWithdrawalsByCents ?? 0)));
  amount('deposit', formatCents(deposited));
  y += 12;
  pdf.text(style.descriptionX + shift, y, 'Total Interest Paid This Year', { size: SIZE });
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
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

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

/** OCBC deposit products a variant draws, as printed (the account's name is read from it). */
export const OCBC_ACCOUNT_PRODUCTS = [
  '360 ACCOUNT',
  'OCBC 360 Account',
  'OCBC CURRENT ACCOUNT',
  'STATEMENT SAVINGS ACCOUNT',
  'OCBC Monthly Savings Account',
] as const;

/** A variant drawn from a seed: another statement date, rows, product, account number form and template. */
export function ocbcAccountVariant(seed: number): OcbcAccountScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const product = v.pick(OCBC_ACCOUNT_PRODUCTS);
  const base = ocbcAccountMonth(v.int(0, 60), statementDate, v.int(6, 40), { product });
  return {
    ...base,
    // OCBC's own 3-6-3 form, or the forms other templates print.
    accountNumber: v.chance(0.4)
      ? `${v.int(500, 699)}-${v.int(100000, 999999)}-${String(v.int(0, 999)).padStart(3, '0')}`
      : variantAccountNumber(v, String(v.int(1000, 9999))),
    laterPageShift: v.chance(0.5) ? v.between(3, 15) : 0,
    variation: v,
  };
}
