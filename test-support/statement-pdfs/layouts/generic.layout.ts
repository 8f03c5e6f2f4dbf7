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

export type GenericDateStyle = 'DD Mon' | 'DD/MM' | 'DD/MM/YYYY' | 'DD Mon YYYY' | 'YYYY-MM-DD' | 'Mon DD, YYYY';

export interface GenericRow {
  date: string;
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
    private readonly rowsPerPage: number,
  ) {}

  get shift(): number {
    return this.page % 2 === 0 ? 8 : 0;
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

export async function drawGenericAccountStatement(
  scenario: GenericAccountScenario,
): Promise<{ pdf: Buffer; expected: GenericExpected }> {
  const bank = 'Harbour Bank';
  const pdf = new StatementPdf({
    title: 'Statement of Account',
    creator: 'HB eStatements 4.2',
    ...scenario.protection,
  });
  const { withdrawn: withdrawals, deposited: deposits } = withdrawalAndDepositTotals(scenario.rows);
  const closing = scenario.openingBalanceCents - withdrawals + deposits;
  const printedClosing = closing + (scenario.misprintClosingByCents ?? 0);
  const single = scenario.amountColumns === 'single';
  const longDate = (date: string): string => printedDate(date, 'DD Mon YYYY');

  const footer = (page: number): void => {
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
    pdf.text(40 + shift, y, 'Date', { bold: true });
    pdf.text(110 + shift, y, single ? 'Transaction Details' : 'Description', { bold: true });
    if (single) pdf.text(465 + shift, y, 'Amount', { bold: true, align: 'right' });
    else {
      pdf.text(390 + shift, y, 'Withdrawals', { bold: true, align: 'right' });
      pdf.text(465 + shift, y, 'Deposits', { bold: true, align: 'right' });
    }
    if (scenario.showBalance) pdf.text(555 + shift, y, 'Balance', { bold: true, align: 'right' });
    pages.y += 18;
  };
  const pages = new Pages(pdf, footer, header, scenario.rowsPerPage ?? 30);
  const balanceLine = (label: string, cents: number): void => {
    if (!scenario.showBalance) return;
    pdf.text(110 + pages.shift, pages.y, label);
    pdf.text(555 + pages.shift, pages.y, formatCents(cents), { align: 'right' });
    pages.y += 13;
  };

  pdf.text(40, 40, bank, { size: 16, bold: true });
  pdf.text(40, 60, `${bank} Ltd, 8 Harbour Walk #02-01, Singapore 098999`, { size: 7 });
  pdf.text(360, 40, 'Statement of Account', { size: 12, bold: true });
  pdf.text(360, 58, `Statement Period: ${longDate(scenario.periodStart)} to ${longDate(scenario.statementDate)}`, {
    size: 8,
  });
  pdf.text(40, 90, 'MS LIM SHU FEN');
  pdf.text(40, 101, '21 JURONG WEST STREET 91 #08-112');
  pdf.text(40, 112, 'SINGAPORE 640021');
  pdf.text(360, 90, `Account No: ${scenario.accountNumber}`, { fragments: 2 });
  pdf.text(360, 101, 'Account Type: Everyday Savings');
  pdf.text(360, 112, 'Currency: SGD');
  const box: [number, string, number][] = [
    [40, 'Opening Balance', scenario.openingBalanceCents],
    [160, 'Total Withdrawals', withdrawals],
    [280, 'Total Deposits', deposits],
    [400, 'Closing Balance', printedClosing],
  ];
  for (const [x, label, cents] of box) {
    pdf.text(x, 140, label, { size: 7, bold: true });
    pdf.text(x, 152, formatCents(cents));
  }
  pages.y = 185;
  header(0);
  if (scenario.showBalance) {
    pdf.text(40, pages.y, printedDate(scenario.periodStart, scenario.dateStyle));
    balanceLine('Balance Brought Forward', scenario.openingBalanceCents);
  }

  let balance = scenario.openingBalanceCents;
  for (const [index, row] of scenario.rows.entries()) {
    const height = 13 + (row.wrapped ? 10 : 0);
    if (pages.room(height + 14, true, () => balanceLine('Balance Carried Forward', balance))) {
      balanceLine('Balance Brought Forward', balance);
    }
    pages.rowsOnPage += 1;
    balance += row.amountCents;
    const shift = pages.shift;
    const y = pages.y;
    pdf.text(40 + shift, y, printedDate(row.date, scenario.dateStyle));
    pdf.text(110 + shift, y, row.description, { fragments: index % 3 === 1 ? 3 : 1 });
    const amountRight = single || row.amountCents > 0 ? 465 : 390;
    pdf.text(amountRight + shift, y, formatCents(Math.abs(row.amountCents)), { align: 'right' });
    // Single-column statements print the balance once per day, after the day's last row.
    const nextSameDay = scenario.rows[index + 1]?.date === row.date;
    if (scenario.showBalance && !(single && nextSameDay)) {
      const misprint = index === scenario.misprintBalanceRow ? 100 : 0;
      pdf.text(555 + shift, y, formatCents(balance + misprint), { align: 'right' });
    }
    pages.y += 13;
    if (row.wrapped) {
      pdf.text(110 + shift, pages.y - 3, row.wrapped, { size: 8 });
      pages.y += 10;
    }
  }
  pages.room(40, false);
  pages.y += 4;
  pdf.text(110 + pages.shift, pages.y, 'Total', { bold: true });
  if (!single) {
    pdf.text(390 + pages.shift, pages.y, formatCents(withdrawals), { align: 'right', bold: true });
    pdf.text(465 + pages.shift, pages.y, formatCents(deposits), { align: 'right', bold: true });
  }
  pages.y += 14;
  balanceLine('Balance Carried Forward', printedClosing);
  footer(pages.page);

  return {
    pdf: await pdf.toBuffer(),
    expected: {
      transactions: expectedRows(scenario.rows),
      openingBalanceCents: scenario.openingBalanceCents,
      balanceCents: printedClosing,
    },
  };
}

export async function drawGenericCardStatement(
  scenario: GenericCardScenario,
): Promise<{ pdf: Buffer; expected: GenericExpected }> {
  const bank = 'Kallang Banking Corporation';
  const pdf = new StatementPdf({
    title: 'Credit Card Statement',
    author: bank,
    creator: 'KBC Document Composer',
    ...scenario.protection,
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedNew = closing - (scenario.misprintClosingByCents ?? 0);
  const longDate = (date: string): string => printedDate(date, 'DD Mon YYYY');
  const amount = (x: number, y: number, cents: number, apart: boolean): void => {
    pdf.text(x, y, formatCents(Math.abs(cents)), { align: 'right' });
    if (cents > 0) pdf.text(x + (apart ? 9 : 3), y, 'CR');
  };

  const footer = (page: number): void => {
    pdf.text(40, 805, `${bank} Co. Reg. No. 200412345K  Page ${page}`, { size: 7 });
  };
  const header = (shift: number): void => {
    pdf.text(40 + shift, pages.y, 'Date', { bold: true });
    pdf.text(120 + shift, pages.y, 'Transaction Details', { bold: true });
    pdf.text(540 + shift, pages.y, 'Amount (SGD)', { bold: true, align: 'right' });
    pages.y += 18;
  };
  const pages = new Pages(pdf, footer, header, scenario.rowsPerPage ?? 30);

  pdf.text(40, 40, 'KBC', { size: 18, bold: true });
  pdf.text(360, 40, 'Credit Card Statement', { size: 12, bold: true });
  pdf.text(40, 90, 'MR RAJESH S/O KUMAR');
  pdf.text(40, 101, '5 TAMPINES CENTRAL 7 #11-30');
  pdf.text(40, 112, 'SINGAPORE 529612');
  pdf.text(360, 90, `Card No: ${scenario.cardNumber}`);
  const due = addDays(scenario.statementDate, 21);
  const box: [number, string, string][] = [
    [40, 'Statement Date', longDate(scenario.statementDate)],
    [150, 'Credit Limit', `S$${formatCents(scenario.creditLimitCents)}`],
    [260, 'Minimum Payment', 'S$50.00'],
    [380, 'Payment Due Date', longDate(due)],
  ];
  for (const [x, label, value] of box) {
    pdf.text(x, 140, label, { size: 7, bold: true });
    pdf.text(x, 152, value);
  }
  pdf.text(40, 172, 'Previous Balance', { size: 8 });
  amount(250, 172, -scenario.previousBalanceOwedCents, false);
  pdf.text(40, 184, 'New Balance', { size: 8 });
  amount(250, 184, printedNew, false);
  pages.y = 210;
  header(0);
  pdf.text(120, pages.y, 'Previous Balance');
  amount(540, pages.y, -scenario.previousBalanceOwedCents, false);
  pages.y += 14;

  for (const [index, row] of scenario.rows.entries()) {
    pages.room(13 + (row.wrapped ? 10 : 0) + (row.foreign ? 10 : 0), true);
    pages.rowsOnPage += 1;
    const shift = pages.shift;
    pdf.text(40 + shift, pages.y, printedDate(row.date, scenario.dateStyle));
    pdf.text(120 + shift, pages.y, row.description, { fragments: index % 4 === 2 ? 2 : 1 });
    amount(540 + shift, pages.y, row.amountCents, index % 2 === 1);
    pages.y += 13;
    for (const extra of [row.wrapped, row.foreign]) {
      if (!extra) continue;
      pdf.text(120 + shift, pages.y - 3, extra, { size: 8 });
      pages.y += 10;
    }
  }
  pages.room(80, false);
  pages.y += 4;
  pdf.text(120 + pages.shift, pages.y, 'New Balance', { bold: true });
  amount(540 + pages.shift, pages.y, printedNew, true);
  pages.y += 30;
  pdf.line(40, pages.y, 555, pages.y);
  pdf.text(40, pages.y + 8, 'Payment Slip', { bold: true });
  pdf.text(40, pages.y + 20, `Card No: ${scenario.cardNumber}`, { size: 8 });
  pdf.text(300, pages.y + 20, `Amount Due S$${formatCents(-printedNew)}`, { size: 8 });
  pdf.text(300, pages.y + 31, `Payment Due Date ${longDate(due)}`, { size: 8 });
  footer(pages.page);

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
