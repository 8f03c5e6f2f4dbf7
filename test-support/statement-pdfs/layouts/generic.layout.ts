/**
 * Statements of two fictional banks no parser knows, for the generic Date / Description / Amount reader:
 * - Harbour Bank savings account: statement period, account number, summary box, Date / Description /
 *   Withdrawals / Deposits / Balance table (or one unmarked Amount column), balance brought / carried
 *   forward per page, wrapped PayNow and FAST details, a dated computer-generated footer, Total line;
 * - Kallang Banking Corporation card: metadata author, Statement Date / Credit Limit box, Previous and New
 *   Balance, Date / Transaction Details / Amount (SGD) table with trailing CR credits (in the amount's
 *   cell or its own), foreign-amount lines and a payment slip.
 * Both: several pages with the header repeated and columns shifted on even pages, fragments, a choice
 * of printed date shapes (year-less ones roll over from a January statement into December).
 * With a variation, another unknown bank's template: its name and currency, header synonyms (Date / Txn
 * Date / Posting Date, Description / Details / Particulars / Narrative, Withdrawal / Debit / Paid Out,
 * Deposit / Credit / Paid In, Amount, Balance) with currency suffixes, column orders (deposits first, a
 * value date column, posting and transaction dates either way round), date shapes, statement date and
 * period wordings, balance label synonyms, credits marked CR, in parentheses or with a minus, account
 * and card number forms, typeface, page breaks inside wrapped rows, panels, footers and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  MONTH_ABBREVIATIONS,
  addDays,
  dayOfPreviousMonth,
  sumOfAmounts,
  withdrawalAndDepositTotals,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';
import { Variation, maskedCardNumber } from '../variation';
import { drawAddressFooter, drawMarketingPage, drawSidePanel, variantAccountNumber } from './sg-bank-variants';

export type GenericDateStyle =
  | 'DD Mon'
  | 'DD/MM'
  | 'DD/MM/YYYY'
  | 'DD Mon YYYY'
  | 'YYYY-MM-DD'
  | 'Mon DD, YYYY'
  | 'DD-MM-YYYY'
  | 'DD.MM.YYYY'
  | 'DD-Mon-YY'
  | 'MM/DD/YYYY'
  | 'MM/DD';

export interface GenericRow {
  date: string;
  /** The posting date a two-date template prints beside the transaction date (same day when absent). */
  postingDate?: string;
  description: string;
  /** Signed cents, money out negative. */
  amountCents: number;
  wrapped?: string;
  foreign?: string;
}

interface CommonScenario {
  statementDate: string;
  rows: GenericRow[];
  dateStyle: GenericDateStyle;
  rowsPerPage?: number;
  /** Prints a wrong closing balance / new balance (to test reconciliation). */
  misprintClosingByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another bank's template from a seed; without it the statement is drawn as before. */
  variation?: Variation;
  /** The bank's name (variants draw other fictional banks). */
  bank?: string;
  /** ISO code of the statement's currency (variants print it in headers or a Currency line). */
  currency?: string;
}

export interface GenericAccountScenario extends CommonScenario {
  periodStart: string;
  accountNumber: string;
  openingBalanceCents: number;
  /** debit-credit: Withdrawals and Deposits columns; single: one unmarked Amount column. */
  amountColumns: 'debit-credit' | 'single';
  showBalance: boolean;
  /** Prints the running balance of this row (index) 1.00 too high (to test the row-by-row check). */
  misprintBalanceRow?: number;
}

export interface GenericCardScenario extends CommonScenario {
  cardNumber: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
}

export interface GenericExpected {
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  balanceCents: number;
}

const PAGE_BOTTOM = 760;

function printedDate(date: string, style: GenericDateStyle): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const name = MONTH_ABBREVIATIONS[Number(month) - 1] ?? '';
  switch (style) {
    case 'DD Mon':
      return `${day} ${name}`;
    case 'DD/MM':
      return `${day}/${month}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'DD Mon YYYY':
      return `${day} ${name} ${year}`;
    case 'YYYY-MM-DD':
      return date;
    case 'Mon DD, YYYY':
      return `${name} ${day}, ${year}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
    case 'DD.MM.YYYY':
      return `${day}.${month}.${year}`;
    case 'DD-Mon-YY':
      return `${day}-${name}-${year.slice(2)}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'MM/DD':
      return `${month}/${day}`;
  }
}

function expectedRows(rows: GenericRow[]): ParsedTransaction[] {
  return rows.map((row) => ({
    date: row.date,
    description: row.wrapped ? `${row.description} ${row.wrapped}` : row.description,
    amountCents: row.amountCents,
    ...(row.foreign ? { foreignAmount: row.foreign } : {}),
  }));
}

/** Page bookkeeping shared by both layouts: footer, new page with the header shifted on even pages. */
class Pages {
  page = 1;
  y = 0;
  rowsOnPage = 0;
  constructor(
    private readonly pdf: StatementPdf,
    private readonly footer: (page: number) => void,
    private readonly header: (shift: number) => void,
    readonly rowsPerPage: number,
    private readonly evenPageShift = 8,
  ) {}

  get shift(): number {
    return this.page % 2 === 0 ? this.evenPageShift : 0;
  }

  /** Starts a new page when the next block does not fit; returns true when it did. */
  room(height: number, isRow: boolean, beforeBreak: () => void = () => undefined): boolean {
    const full = isRow && this.rowsOnPage >= this.rowsPerPage;
    if (!full && this.y + height <= PAGE_BOTTOM) return false;
    beforeBreak();
    this.footer(this.page);
    this.pdf.addPage();
    this.page += 1;
    this.rowsOnPage = 0;
    this.y = 50;
    this.header(this.shift);
    return true;
  }
}

/** What a variant of the account layout changes; the defaults draw Harbour Bank's template. */
interface AccountStyle {
  bank: string;
  currency: string;
  title: string;
  creator: string;
  periodLine: string;
  accountLine: string;
  currencyLine?: string;
  header: {
    date: string;
    valueDate?: string;
    description: string;
    withdrawal: string;
    deposit: string;
    amount: string;
    balance: string;
  };
  /** Deposits printed left of withdrawals. */
  depositsFirst: boolean;
  columns: { date: number; valueDate: number; description: number; first: number; second: number; balance: number };
  broughtForward: string;
  carriedForward: string;
  boxLabels: [string, string, string, string];
  total: string;
  evenPageShift: number;
  breakInsideWrapped: boolean;
  lineGap: number;
  headerSize: number;
  rowSize: number;
}

function accountStyle(scenario: GenericAccountScenario, pdf: StatementPdf): AccountStyle {
  const v = scenario.variation;
  const single = scenario.amountColumns === 'single';
  const longDate = (date: string): string => printedDate(date, 'DD Mon YYYY');
  const bank = scenario.bank ?? 'Harbour Bank';
  const standard: AccountStyle = {
    bank,
    currency: 'SGD',
    title: 'Statement of Account',
    creator: 'HB eStatements 4.2',
    periodLine: `Statement Period: ${longDate(scenario.periodStart)} to ${longDate(scenario.statementDate)}`,
    accountLine: `Account No: ${scenario.accountNumber}`,
    currencyLine: 'Currency: SGD',
    header: {
      date: 'Date',
      description: single ? 'Transaction Details' : 'Description',
      withdrawal: 'Withdrawals',
      deposit: 'Deposits',
      amount: 'Amount',
      balance: 'Balance',
    },
    depositsFirst: false,
    columns: { date: 40, valueDate: 40, description: 110, first: 390, second: 465, balance: 555 },
    broughtForward: 'Balance Brought Forward',
    carriedForward: 'Balance Carried Forward',
    boxLabels: ['Opening Balance', 'Total Withdrawals', 'Total Deposits', 'Closing Balance'],
    total: 'Total',
    evenPageShift: 8,
    breakInsideWrapped: false,
    lineGap: 13,
    headerSize: 9,
    rowSize: 9,
  };
  if (!v) return standard;
  const currency = scenario.currency ?? 'SGD';
  const dateStyle = scenario.dateStyle;
  const from = printedDate(scenario.periodStart, dateStyle.includes('YY') ? dateStyle : 'DD Mon YYYY');
  const to = printedDate(scenario.statementDate, dateStyle.includes('YY') ? dateStyle : 'DD Mon YYYY');
  const words = {
    date: v.cased(v.pick(['Date', 'Txn Date', 'Transaction Date', 'Posting Date', 'Trans. Date'])),
    valueDate: v.chance(0.2) ? v.cased('Value Date') : (undefined as string | undefined),
    description: v.cased(v.pick(['Description', 'Details', 'Particulars', 'Narrative', 'Transaction Details'])),
    withdrawal: v.cased(v.pick(['Withdrawals', 'Withdrawal', 'Debit', 'Debits', 'Paid Out', 'Money Out'])),
    deposit: v.cased(v.pick(['Deposits', 'Deposit', 'Credit', 'Credits', 'Paid In', 'Money In'])),
    amount: v.cased(v.pick(['Amount', 'Transaction Amount'])),
    balance: v.cased(v.pick(['Balance', 'Running Balance'])),
  };
  const suffixes = ['', ` (${currency})`, ` ${currency}`, currency === 'SGD' ? ' (S$)' : ` (${currency})`];
  let suffix = v.pick(['', ...suffixes]);
  const dateX = 40 + v.between(-4, 6);
  const gaps = { date: v.between(10, 20), description: v.between(12, 30), amounts: v.between(16, 30) };
  // Columns far enough apart for the widest label, date or amount in the drawn typeface and size; a
  // template that would not fit the page prints its currency once (a Currency line) instead of per column.
  const layout = () => {
    const label = (text: string): number => pdf.measure(text, HEADER_SIZE, true);
    const row = (text: string): number => pdf.measure(text, ROW_SIZE);
    const dateWidth = Math.max(label(words.date), row(printedDate('2024-12-28', dateStyle)));
    const valueDate = dateX + dateWidth + gaps.date;
    const description =
      (words.valueDate ? valueDate + Math.max(dateWidth, label(words.valueDate)) : dateX + dateWidth) +
      gaps.description;
    const longest = Math.max(...scenario.rows.map((item) => row(item.description)), label(words.description));
    const amountWidth = (text: string): number => Math.max(row('99,999.99'), label(`${text}${suffix}`));
    const [left, right] = single
      ? [words.amount, words.amount]
      : depositsFirst
        ? [words.deposit, words.withdrawal]
        : [words.withdrawal, words.deposit];
    const first = description + longest + 12 + amountWidth(left);
    const second = first + amountWidth(right) + gaps.amounts;
    const balance = (single ? first : second) + amountWidth(words.balance) + gaps.amounts;
    return {
      date: dateX,
      valueDate,
      description,
      first,
      second: single ? first : second,
      balance,
    };
  };
  const depositsFirst = v.chance(0.3);
  let columns = layout();
  // Narrower templates until the table fits the page: no currency suffix and tight gaps, then no value
  // date column, then the short labels.
  const narrower = [
    (): void => {
      suffix = '';
      gaps.amounts = 14;
      gaps.description = 12;
    },
    (): void => {
      words.valueDate = undefined;
    },
    (): void => {
      Object.assign(words, {
        date: 'Date',
        withdrawal: 'Debit',
        deposit: 'Credit',
        amount: 'Amount',
        balance: 'Balance',
      });
    },
  ];
  for (const narrow of narrower) {
    if (columns.balance <= 565) break;
    narrow();
    columns = layout();
  }
  const period = v.pick([
    `Statement Period: ${from} to ${to}`,
    `For the period ${from} - ${to}`,
    `Period: ${from} to ${to}`,
    `Statement from ${from} to ${to}`,
    `Statement Date: ${to}`,
  ]);
  return {
    bank,
    currency,
    title: v.pick(['Statement of Account', 'Account Statement', 'Consolidated Statement']),
    creator: v.pick(['HB eStatements 4.2', 'Statement Composer', 'Adobe PDF Library 17.0']),
    periodLine: period,
    accountLine: `${v.pick(['Account No:', 'Account Number:', 'A/C No.', 'Account #'])} ${scenario.accountNumber}`,
    ...(v.chance(0.6) || suffix === '' ? { currencyLine: `Currency: ${currency}` } : {}),
    header: {
      date: words.date,
      ...(words.valueDate ? { valueDate: words.valueDate } : {}),
      description: words.description,
      withdrawal: `${words.withdrawal}${suffix}`,
      deposit: `${words.deposit}${suffix}`,
      amount: `${words.amount}${suffix}`,
      balance: `${words.balance}${suffix}`,
    },
    depositsFirst,
    columns,
    broughtForward: v.cased(v.pick(['Balance Brought Forward', 'Opening Balance', 'Balance B/F', 'Previous Balance'])),
    carriedForward: v.cased(v.pick(['Balance Carried Forward', 'Closing Balance', 'Balance C/F'])),
    boxLabels: [
      v.pick(['Opening Balance', 'Beginning Balance', 'Previous Balance']),
      'Total Withdrawals',
      'Total Deposits',
      v.pick(['Closing Balance', 'Ending Balance']),
    ],
    total: v.cased(v.pick(['Total', 'Total Withdrawals/Deposits', 'TOTAL'])),
    evenPageShift: v.between(-6, 14),
    breakInsideWrapped: v.chance(0.6),
    lineGap: v.between(12, 15),
    headerSize: HEADER_SIZE,
    rowSize: ROW_SIZE,
  };
}

/** Font sizes of variants' headers and rows (the original template prints both at 9). */
const HEADER_SIZE = 8;
const ROW_SIZE = 8;

export async function drawGenericAccountStatement(
  scenario: GenericAccountScenario,
): Promise<{ pdf: Buffer; expected: GenericExpected }> {
  const v = scenario.variation;
  const look = v?.look();
  // The template is laid out with the typeface it is drawn in (measured on a scratch document).
  const style = accountStyle(scenario, new StatementPdf(look ? { look } : {}));
  const pdf = new StatementPdf({
    title: style.title,
    creator: style.creator,
    ...scenario.protection,
    ...(look ? { look } : {}),
  });
  const bank = style.bank;
  const { withdrawn: withdrawals, deposited: deposits } = withdrawalAndDepositTotals(scenario.rows);
  const closing = scenario.openingBalanceCents - withdrawals + deposits;
  const printedClosing = closing + (scenario.misprintClosingByCents ?? 0);
  const single = scenario.amountColumns === 'single';
  const longDate = (date: string): string => printedDate(date, 'DD Mon YYYY');
  const { columns } = style;
  // The withdrawal and deposit columns' right edges, in the template's order.
  const withdrawalRight = style.depositsFirst ? columns.second : columns.first;
  const depositRight = style.depositsFirst ? columns.first : columns.second;
  const marketing = v?.chance(0.3) ?? false;

  const footer = (page: number): void => {
    if (v) {
      drawAddressFooter(pdf, v, `${bank} Ltd`, page, undefined);
      return;
    }
    pdf.text(
      40,
      790,
      `${longDate(scenario.statementDate)} This statement is computer generated and needs no signature.`,
      {
        size: 6,
      },
    );
    pdf.text(40, 802, 'Singapore dollar deposits of non-bank depositors are insured by SDIC up to S$100,000.', {
      size: 6,
    });
    pdf.text(520, 812, `Page ${page}`, { size: 7 });
  };
  const header = (shift: number): void => {
    const y = pages.y;
    const label = { bold: true, size: style.headerSize };
    const right = { ...label, align: 'right' as const };
    pdf.text(columns.date + shift, y, style.header.date, label);
    if (style.header.valueDate) pdf.text(columns.valueDate + shift, y, style.header.valueDate, label);
    pdf.text(columns.description + shift, y, style.header.description, label);
    if (single) pdf.text(columns.second + shift, y, style.header.amount, right);
    else {
      pdf.text(withdrawalRight + shift, y, style.header.withdrawal, right);
      pdf.text(depositRight + shift, y, style.header.deposit, right);
    }
    if (scenario.showBalance) pdf.text(columns.balance + shift, y, style.header.balance, right);
    pages.y += 18;
  };
  const size = style.rowSize;
  const pages = new Pages(pdf, footer, header, scenario.rowsPerPage ?? (v ? v.int(8, 30) : 30), style.evenPageShift);
  const balanceLine = (label: string, cents: number): void => {
    if (!scenario.showBalance) return;
    pdf.text(columns.description + pages.shift, pages.y, label, { size });
    pdf.text(columns.balance + pages.shift, pages.y, formatCents(cents), { align: 'right', size });
    pages.y += 13;
  };

  pdf.text(40, 40, bank, { size: 16, bold: true });
  pdf.text(40, 60, `${bank} Ltd, 8 Harbour Walk #02-01, Singapore 098999`, { size: 7 });
  pdf.text(360, 40, style.title, { size: 12, bold: true });
  pdf.text(360, 58, style.periodLine, { size: 8 });
  pdf.text(40, 90, 'MS LIM SHU FEN');
  pdf.text(40, 101, '21 JURONG WEST STREET 91 #08-112');
  pdf.text(40, 112, 'SINGAPORE 640021');
  pdf.text(360, 90, style.accountLine, { fragments: 2 });
  pdf.text(360, 101, 'Account Type: Everyday Savings');
  if (style.currencyLine) pdf.text(360, 112, style.currencyLine);
  const box: [number, string, number][] = [
    [40, style.boxLabels[0], scenario.openingBalanceCents],
    [160, style.boxLabels[1], withdrawals],
    [280, style.boxLabels[2], deposits],
    [400, style.boxLabels[3], printedClosing],
  ];
  for (const [x, label, cents] of box) {
    pdf.text(x, 140, label, { size: 7, bold: true });
    pdf.text(x, 152, formatCents(cents));
  }
  if (v?.chance(0.3)) drawSidePanel(pdf, v, 470, 84, scenario.statementDate);
  pages.y = 185;
  header(0);
  if (scenario.showBalance) {
    pdf.text(columns.date, pages.y, printedDate(scenario.periodStart, scenario.dateStyle), { size });
    balanceLine(style.broughtForward, scenario.openingBalanceCents);
  }

  let balance = scenario.openingBalanceCents;
  const breakPage = (): void => {
    if (pages.room(style.lineGap + 14, true, () => balanceLine(style.carriedForward, balance))) {
      balanceLine(style.broughtForward, balance);
    }
  };
  for (const [index, row] of scenario.rows.entries()) {
    const height = style.lineGap + (row.wrapped && !style.breakInsideWrapped ? 10 : 0);
    if (pages.room(height + 14, true, () => balanceLine(style.carriedForward, balance))) {
      balanceLine(style.broughtForward, balance);
    }
    pages.rowsOnPage += 1;
    balance += row.amountCents;
    const shift = pages.shift;
    const y = pages.y;
    pdf.text(columns.date + shift, y, printedDate(row.date, scenario.dateStyle), { size });
    if (style.header.valueDate) {
      pdf.text(columns.valueDate + shift, y, printedDate(row.date, scenario.dateStyle), { size });
    }
    pdf.text(columns.description + shift, y, row.description, { fragments: index % 3 === 1 ? 3 : 1, size });
    const amountRight = single ? columns.second : row.amountCents > 0 ? depositRight : withdrawalRight;
    pdf.text(amountRight + shift, y, formatCents(Math.abs(row.amountCents)), { align: 'right', size });
    // Single-column statements print the balance once per day, after the day's last row.
    const nextSameDay = scenario.rows[index + 1]?.date === row.date;
    if (scenario.showBalance && !(single && nextSameDay)) {
      const misprint = index === scenario.misprintBalanceRow ? 100 : 0;
      pdf.text(columns.balance + shift, y, formatCents(balance + misprint), { align: 'right', size });
    }
    pages.y += style.lineGap;
    if (row.wrapped) {
      // A page can end between a row and the rest of its description.
      const full = pages.rowsOnPage >= pages.rowsPerPage || pages.y + 10 + 14 > PAGE_BOTTOM;
      if (style.breakInsideWrapped && full && index + 1 < scenario.rows.length) breakPage();
      pdf.text(columns.description + pages.shift, pages.y - 3, row.wrapped, { size: 8 });
      pages.y += 10;
    }
  }
  pages.room(40, false);
  pages.y += 4;
  pdf.text(columns.description + pages.shift, pages.y, style.total, { bold: true });
  if (!single) {
    pdf.text(withdrawalRight + pages.shift, pages.y, formatCents(withdrawals), { align: 'right', bold: true });
    pdf.text(depositRight + pages.shift, pages.y, formatCents(deposits), { align: 'right', bold: true });
  }
  pages.y += 14;
  balanceLine(style.carriedForward, printedClosing);
  footer(pages.page);
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    footer(pages.page + 1);
  }

  return {
    pdf: await pdf.toBuffer(),
    expected: {
      transactions: expectedRows(scenario.rows),
      openingBalanceCents: scenario.openingBalanceCents,
      balanceCents: printedClosing,
    },
  };
}

/** What a variant of the card layout changes; the defaults draw Kallang Banking Corporation's template. */
interface CardStyle {
  bank: string;
  short: string;
  currency: string;
  cardLine: string;
  header: { date: string; postingDate?: string; description: string; amount: string };
  /** With two dates, the posting date is printed first (the transaction date second). */
  postingFirst: boolean;
  columns: { date: number; second: number; description: number; amount: number };
  box: { statementDate: string; creditLimit: string; date: GenericDateStyle };
  previous: string;
  newBalance: string;
  /** How money in (a payment or refund) is marked. */
  credit: 'CR' | 'CR apart' | 'parentheses' | 'minus';
  evenPageShift: number;
  breakInsideWrapped: boolean;
  lineGap: number;
}

function cardStyle(scenario: GenericCardScenario, pdf: StatementPdf): CardStyle {
  const v = scenario.variation;
  const bank = scenario.bank ?? 'Kallang Banking Corporation';
  const standard: CardStyle = {
    bank,
    short: 'KBC',
    currency: 'SGD',
    cardLine: `Card No: ${scenario.cardNumber}`,
    header: { date: 'Date', description: 'Transaction Details', amount: 'Amount (SGD)' },
    postingFirst: false,
    columns: { date: 40, second: 40, description: 120, amount: 540 },
    box: { statementDate: 'Statement Date', creditLimit: 'Credit Limit', date: 'DD Mon YYYY' },
    previous: 'Previous Balance',
    newBalance: 'New Balance',
    credit: 'CR',
    evenPageShift: 8,
    breakInsideWrapped: false,
    lineGap: 13,
  };
  if (!v) return standard;
  const currency = scenario.currency ?? 'SGD';
  const twoDates = v.chance(0.3);
  const header = {
    date: v.cased(v.pick(['Date', 'Transaction Date', 'Txn Date', 'Trans Date'])),
    ...(twoDates ? { postingDate: v.cased(v.pick(['Posting Date', 'Post Date'])) } : {}),
    description: v.cased(v.pick(['Transaction Details', 'Description', 'Particulars', 'Details'])),
    amount: v.pick([
      `Amount (${currency})`,
      'Amount',
      `${currency} Amount`,
      currency === 'SGD' ? 'Amount (S$)' : `Amount in ${currency}`,
      'Transaction Amount',
    ]),
  };
  const width = (text: string, bold = false): number => pdf.measure(text, 9, bold);
  const dateWidth = Math.max(
    width(header.date, true),
    width(header.postingDate ?? '', true),
    width(printedDate('2024-12-28', scenario.dateStyle)),
  );
  const date = 40 + v.between(-4, 6);
  const second = date + dateWidth + v.between(10, 20);
  const description = (twoDates ? second + dateWidth : date + dateWidth) + v.between(14, 34);
  const longest = Math.max(...scenario.rows.map((row) => width(row.description)));
  const amount = Math.min(Math.max(description + longest + 20 + width('99,999.99 CR'), 500 + v.between(0, 40)), 555);
  const short = bank
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('');
  return {
    bank,
    short,
    currency,
    cardLine: `${v.pick(['Card No:', 'Card Number:', 'Card No.'])} ${maskedCardNumber(v, scenario.cardNumber.slice(-4))}`,
    header,
    postingFirst: v.chance(0.5),
    columns: { date, second, description, amount },
    box: {
      statementDate: v.pick(['Statement Date', 'Statement date', 'Date of Statement', 'STATEMENT DATE']),
      creditLimit: v.pick(['Credit Limit', 'Credit Line', 'Total Credit Limit', 'CREDIT LIMIT']),
      date: v.pick(currency === 'USD' ? ['Mon DD, YYYY', 'MM/DD/YYYY'] : ['DD Mon YYYY', 'DD/MM/YYYY', 'DD-MM-YYYY']),
    },
    previous: v.cased(
      v.pick([
        'Previous Balance',
        'Previous Statement Balance',
        'Balance from Previous Statement',
        'Last Statement Balance',
      ]),
    ),
    newBalance: v.cased(v.pick(['New Balance', 'Total Amount Due', 'Statement Balance', 'Closing Balance'])),
    credit: v.pick(['CR', 'CR apart', 'parentheses', 'minus'] as const),
    evenPageShift: v.between(-6, 14),
    breakInsideWrapped: v.chance(0.6),
    lineGap: v.between(12, 15),
  };
}

export async function drawGenericCardStatement(
  scenario: GenericCardScenario,
): Promise<{ pdf: Buffer; expected: GenericExpected }> {
  const v = scenario.variation;
  const look = v?.look();
  // The template is laid out with the typeface it is drawn in (measured on a scratch document).
  const style = cardStyle(scenario, new StatementPdf(look ? { look } : {}));
  const bank = style.bank;
  const pdf = new StatementPdf({
    title: 'Credit Card Statement',
    author: bank,
    creator: v ? `${style.short} Document Composer` : 'KBC Document Composer',
    ...scenario.protection,
    ...(look ? { look } : {}),
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedNew = closing - (scenario.misprintClosingByCents ?? 0);
  const longDate = (date: string): string => printedDate(date, style.box.date);
  const money = style.currency === 'SGD' ? 'S$' : `${style.currency} `;
  const amount = (x: number, y: number, cents: number, apart: boolean): void => {
    if (cents > 0 && style.credit === 'parentheses') pdf.text(x, y, `(${formatCents(cents)})`, { align: 'right' });
    else if (cents > 0 && style.credit === 'minus') pdf.text(x, y, `-${formatCents(cents)}`, { align: 'right' });
    else pdf.text(x, y, formatCents(Math.abs(cents)), { align: 'right' });
    if (cents > 0 && (style.credit === 'CR' || style.credit === 'CR apart')) {
      pdf.text(x + (style.credit === 'CR apart' || apart ? 9 : 3), y, 'CR');
    }
  };
  const { columns } = style;

  const footer = (page: number): void => {
    if (v) {
      drawAddressFooter(pdf, v, bank, page, undefined);
      return;
    }
    pdf.text(40, 805, `${bank} Co. Reg. No. 200412345K  Page ${page}`, { size: 7 });
  };
  const header = (shift: number): void => {
    const dates = style.header.postingDate
      ? style.postingFirst
        ? [style.header.postingDate, style.header.date]
        : [style.header.date, style.header.postingDate]
      : [style.header.date];
    for (const [index, label] of dates.entries()) {
      pdf.text((index === 0 ? columns.date : columns.second) + shift, pages.y, label, { bold: true });
    }
    pdf.text(columns.description + shift, pages.y, style.header.description, { bold: true });
    pdf.text(columns.amount + shift, pages.y, style.header.amount, { bold: true, align: 'right' });
    pages.y += 18;
  };
  const pages = new Pages(pdf, footer, header, scenario.rowsPerPage ?? (v ? v.int(8, 30) : 30), style.evenPageShift);

  pdf.text(40, 40, style.short, { size: 18, bold: true });
  if (v) pdf.text(40, 62, bank, { size: 8 });
  pdf.text(360, 40, 'Credit Card Statement', { size: 12, bold: true });
  pdf.text(40, 90, 'MR RAJESH S/O KUMAR');
  pdf.text(40, 101, '5 TAMPINES CENTRAL 7 #11-30');
  pdf.text(40, 112, 'SINGAPORE 529612');
  pdf.text(360, 90, style.cardLine);
  if (v && style.currency !== 'SGD') pdf.text(360, 101, `Currency: ${style.currency}`);
  const due = addDays(scenario.statementDate, 21);
  const box: [number, string, string][] = [
    [40, style.box.statementDate, longDate(scenario.statementDate)],
    [150, style.box.creditLimit, `${money}${formatCents(scenario.creditLimitCents)}`],
    [260, 'Minimum Payment', `${money}50.00`],
    [380, 'Payment Due Date', longDate(due)],
  ];
  for (const [x, label, value] of box) {
    pdf.text(x, 140, label, { size: 7, bold: true });
    pdf.text(x, 152, value);
  }
  pdf.text(40, 172, style.previous, { size: 8 });
  amount(250, 172, -scenario.previousBalanceOwedCents, false);
  pdf.text(40, 184, style.newBalance, { size: 8 });
  amount(250, 184, printedNew, false);
  if (v?.chance(0.3)) drawSidePanel(pdf, v, 380, 168, scenario.statementDate);
  pages.y = v ? 222 : 210;
  header(0);
  pdf.text(columns.description, pages.y, style.previous);
  amount(columns.amount, pages.y, -scenario.previousBalanceOwedCents, false);
  pages.y += 14;

  for (const [index, row] of scenario.rows.entries()) {
    const extras = [row.wrapped, row.foreign].filter((extra): extra is string => Boolean(extra));
    pages.room(style.lineGap + (style.breakInsideWrapped ? 0 : extras.length * 10), true);
    pages.rowsOnPage += 1;
    const shift = pages.shift;
    const dates = style.header.postingDate
      ? style.postingFirst
        ? [row.postingDate ?? row.date, row.date]
        : [row.date, row.postingDate ?? row.date]
      : [row.date];
    for (const [position, date] of dates.entries()) {
      pdf.text(
        (position === 0 ? columns.date : columns.second) + shift,
        pages.y,
        printedDate(date, scenario.dateStyle),
      );
    }
    pdf.text(columns.description + shift, pages.y, row.description, { fragments: index % 4 === 2 ? 2 : 1 });
    amount(columns.amount + shift, pages.y, row.amountCents, index % 2 === 1);
    pages.y += style.lineGap;
    for (const extra of extras) {
      // A page can end between a row and the lines printed under it.
      if (style.breakInsideWrapped) pages.room(10, true);
      pdf.text(columns.description + pages.shift, pages.y - 3, extra, { size: 8 });
      pages.y += 10;
    }
  }
  pages.room(80, false);
  pages.y += 4;
  pdf.text(columns.description + pages.shift, pages.y, style.newBalance, { bold: true });
  amount(columns.amount + pages.shift, pages.y, printedNew, true);
  pages.y += 30;
  pdf.line(40, pages.y, 555, pages.y);
  pdf.text(40, pages.y + 8, 'Payment Slip', { bold: true });
  pdf.text(40, pages.y + 20, style.cardLine, { size: 8 });
  pdf.text(300, pages.y + 20, `Amount Due ${money}${formatCents(-printedNew)}`, { size: 8 });
  pdf.text(300, pages.y + 31, `Payment Due Date ${longDate(due)}`, { size: 8 });
  footer(pages.page);
  if (v?.chance(0.3)) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    footer(pages.page + 1);
  }

  return {
    pdf: await pdf.toBuffer(),
    expected: {
      transactions: expectedRows(scenario.rows),
      openingBalanceCents: -scenario.previousBalanceOwedCents,
      balanceCents: printedNew,
    },
  };
}

const ACCOUNT_ROWS: [string, number, string?][] = [
  ['NETS PURCHASE FAIRPRICE XTRA JURONG POINT', -8645],
  ['FAST PAYMENT TO LIM WEI JIE', -4500, 'OTHR - DINNER SPLIT 20231105'],
  ['GIRO SP SERVICES LTD', -13290],
  ['ATM WITHDRAWAL 123 JURONG WEST ST 91', -20000],
  ['PAYNOW FROM TAN AH HUAT', 6800, 'REF PN20231107-8812 BADMINTON COURT'],
  ['GIRO TOWN COUNCIL S&CC', -8120],
  ['SINGTEL MOBILE GIRO', -4280],
  ['CARD PAYMENT KBC VISA', -61234],
];

/** A month on a savings account: salary first, then everyday spending, transfers and interest. */
export function genericAccountMonth(
  seed: number,
  statementDate: string,
  rows = 24,
  options: Partial<Pick<GenericAccountScenario, 'dateStyle' | 'amountColumns' | 'showBalance'>> = {},
): GenericAccountScenario {
  const on = dayOfPreviousMonth(statementDate);
  const list: GenericRow[] = [
    { date: on(16), description: 'SALARY GIRO HARBOUR LOGISTICS PTE LTD', amountCents: 520000 + seed },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents, wrapped] = ACCOUNT_ROWS[(index + seed) % ACCOUNT_ROWS.length] ?? ['NETS', -100];
    const day = 16 + Math.floor((index * 12) / rows);
    list.push({ date: on(day), description, amountCents: cents - index * 3, ...(wrapped ? { wrapped } : {}) });
  }
  list.push({ date: statementDate, description: 'INTEREST CREDIT', amountCents: 412 });
  return {
    statementDate,
    periodStart: addDays(on(15), 1),
    accountNumber: `301-4${String(8200 + seed)}-7`,
    openingBalanceCents: 842317 + seed,
    rows: list,
    dateStyle: options.dateStyle ?? 'DD/MM/YYYY',
    amountColumns: options.amountColumns ?? 'debit-credit',
    showBalance: options.showBalance ?? true,
  };
}

const CARD_SHOPS: [string, number, string?, string?][] = [
  ['COLD STORAGE NOVENA SQUARE SINGAPORE', -5632],
  ['GRAB *GRABCAR SINGAPORE', -1890],
  ['TAKASHIMAYA DEPT STORE SINGAPORE', -24900, 'NGEE ANN CITY ORCHARD'],
  ['NETFLIX.COM LOS GATOS US', -2198, undefined, 'USD 15.49'],
  ['YA KUN KAYA TOAST RAFFLES PLACE', -740],
  ['BOOKING.COM AMSTERDAM NL', -41230, 'HOTEL KYOTO 3 NIGHTS', 'JPY 45,600.00'],
];

/** A month on a card: payment with CR, purchases over the previous month, a refund with CR. */
export function genericCardMonth(
  seed: number,
  statementDate: string,
  rows = 20,
  dateStyle: GenericDateStyle = 'DD Mon',
): GenericCardScenario {
  const on = dayOfPreviousMonth(statementDate);
  const list: GenericRow[] = [{ date: on(20), description: 'PAYMENT RECEIVED - THANK YOU', amountCents: 98760 + seed }];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents, wrapped, foreign] = CARD_SHOPS[(index + seed) % CARD_SHOPS.length] ?? ['SHOP', -100];
    list.push({
      date: on(1 + ((index * 7 + seed) % 28)),
      description,
      amountCents: cents - index * 11,
      ...(wrapped ? { wrapped } : {}),
      ...(foreign ? { foreign } : {}),
    });
  }
  list.push({ date: on(27), description: 'REFUND COLD STORAGE NOVENA SQUARE', amountCents: 1599 });
  return {
    statementDate,
    cardNumber: `4532 XXXX XXXX ${String(7700 + seed)}`,
    creditLimitCents: 800_000,
    previousBalanceOwedCents: 98760 + seed,
    rows: list,
    dateStyle,
  };
}

const ACCOUNT_BANKS = ['Harbour Bank', 'Pinewood Savings Bank', 'Lakeside Credit Union', 'Bank of Meridian'];
const CARD_BANKS = ['Kallang Banking Corporation', 'Northshore Bank', 'Bank of Meridian', 'Orchard Credit Union'];
const CURRENCIES = ['SGD', 'SGD', 'SGD', 'USD', 'MYR', 'HKD'];
/** US dollar statements print month-first dates; the others day-first or with the month named. */
const DATE_STYLES: Record<'US' | 'other', GenericDateStyle[]> = {
  US: ['MM/DD/YYYY', 'MM/DD', 'Mon DD, YYYY', 'YYYY-MM-DD'],
  other: ['DD Mon', 'DD/MM', 'DD/MM/YYYY', 'DD Mon YYYY', 'YYYY-MM-DD', 'DD-MM-YYYY', 'DD.MM.YYYY', 'DD-Mon-YY'],
};

function variantDate(variation: Variation): string {
  const month = String(variation.int(1, 12)).padStart(2, '0');
  return `${variation.int(2021, 2026)}-${month}-${String(variation.int(1, 28)).padStart(2, '0')}`;
}

/** An unknown bank's account statement drawn from a seed: another bank, currency, rows and template. */
export function genericAccountVariant(seed: number): GenericAccountScenario {
  const v = new Variation(seed);
  const statementDate = variantDate(v);
  const currency = v.pick(CURRENCIES);
  const dateStyle = v.pick(DATE_STYLES[currency === 'USD' ? 'US' : 'other']);
  const amountColumns = v.chance(0.25) ? 'single' : 'debit-credit';
  // One unmarked amount column needs the running balance to tell money in from money out.
  const showBalance = amountColumns === 'single' || v.chance(0.8);
  const base = genericAccountMonth(v.int(0, 60), statementDate, v.int(4, 36), {
    dateStyle,
    amountColumns,
    showBalance,
  });
  return {
    ...base,
    accountNumber: variantAccountNumber(v, String(v.int(1000, 9999))),
    bank: v.pick(ACCOUNT_BANKS),
    currency,
    variation: v,
  };
}

/** An unknown bank's card statement drawn from a seed: another bank, currency, rows and template. */
export function genericCardVariant(seed: number): GenericCardScenario {
  const v = new Variation(seed);
  const statementDate = variantDate(v);
  const currency = v.pick(CURRENCIES);
  const dateStyle = v.pick(DATE_STYLES[currency === 'USD' ? 'US' : 'other']);
  const base = genericCardMonth(v.int(0, 60), statementDate, v.int(4, 34), dateStyle);
  // Two-date templates post a row a day or two after it was made, never after the statement date.
  const rows = base.rows.map((row) => {
    const posted = addDays(row.date, v.int(0, 2));
    return { ...row, postingDate: posted > statementDate ? statementDate : posted };
  });
  return {
    ...base,
    rows,
    cardNumber: `4532 XXXX XXXX ${String(v.int(1000, 9999))}`,
    creditLimitCents: v.int(5, 200) * 100_000,
    bank: v.pick(CARD_BANKS),
    currency,
    variation: v,
  };
}
