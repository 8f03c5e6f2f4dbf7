/**
 * Bank of America checking statements drawn like the real ones: TargetStream metadata, US letter pages,
 * "Your Adv Plus Banking for <period>", an account summary beside a counts box, then sections
 * (deposits, withdrawals with a card-account subsection and subtotal, checks three to a line, service
 * fees) with "Date Description Amount" headers, "- continued" headings on later pages (columns shifted on
 * page 3), MM/DD/YY rows with wrapped descriptions, withdrawals printed with a minus, "Total ..." lines,
 * and a daily ledger balances table.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { addDays, longDate, minusWhenNegative, monthDay, sumOfAmounts } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';
import { cycleStart } from './boa-credit.layout';

export type BoaCheckingSection = 'deposits' | 'withdrawals' | 'checks' | 'fees';

export interface BoaCheckingRow {
  section: BoaCheckingSection;
  date: string;
  /** Ignored for checks: the parser reports "Check <number>". */
  description: string;
  /** Signed cents: deposits positive, everything else negative. */
  amountCents: number;
  wrapped?: string;
  /** Drawn in the card-account subsection of withdrawals. */
  card?: boolean;
  checkNumber?: string;
  /** Prints a withdrawal without its minus (to test the sign check). */
  printUnsigned?: boolean;
}

export interface BoaCheckingScenario {
  statementDate: string;
  productName: string;
  holder: string;
  accountNumber: string;
  cardNumber: string;
  beginningCents: number;
  rows: BoaCheckingRow[];
  rowsPerPage?: number;
  /** Prints a wrong ending balance in the summary (to test reconciliation). */
  misprintEndingByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
}

const SECTIONS: [BoaCheckingSection, string][] = [
  ['deposits', 'Deposits and other additions'],
  ['withdrawals', 'Withdrawals and other subtractions'],
  ['checks', 'Checks'],
  ['fees', 'Service fees'],
];
const mmddyy = (iso: string): string => `${monthDay(iso)}/${iso.slice(2, 4)}`;
const dollars = (cents: number): string => `${cents < 0 ? '-' : ''}$${formatCents(Math.abs(cents))}`;

export async function drawBoaCheckingStatement(scenario: BoaCheckingScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; openingCents: number; closingCents: number };
}> {
  const pdf = new StatementPdf({
    creator: 'Bank of America',
    producer: 'TargetStream StreamEDS rv1.7.161',
    size: [612, 792],
    ...scenario.protection,
  });
  const rowsOf = (key: BoaCheckingSection): BoaCheckingRow[] => {
    const rows = scenario.rows.filter((row) => row.section === key);
    return [...rows.filter((row) => !row.card), ...rows.filter((row) => row.card)];
  };
  const drawn = SECTIONS.flatMap(([key]) => rowsOf(key));
  const closingCents = scenario.beginningCents + sumOfAmounts(drawn);
  const start = cycleStart(scenario.statementDate);
  const period = `${longDate(start)} to ${longDate(scenario.statementDate)}`;
  const maskedCard = `XXXX XXXX XXXX ${scenario.cardNumber.slice(-4)}`;
  let page = 1;
  const footer = (continued: boolean): void => {
    if (continued) pdf.text(572, 740, 'continued on the next page', { size: 7, align: 'right' });
    pdf.text(40, 760, 'Bank of America, N.A. Member FDIC. Equal Housing Lender', { size: 7 });
    pdf.text(572, 760, `Page ${page}`, { size: 7, align: 'right' });
  };

  // Page 1: address block, period, account summary beside the counts box.
  pdf.text(40, 36, 'Bank of America', { size: 16, bold: true });
  pdf.text(40, 56, 'P.O. Box 15284 Wilmington, DE 19850', { size: 8 });
  pdf.text(360, 40, 'Customer service information', { size: 8, bold: true });
  pdf.text(360, 52, 'Customer service: 1.800.432.1000', { size: 8 });
  pdf.text(360, 64, 'bankofamerica.com', { size: 8 });
  pdf.text(40, 90, scenario.holder);
  pdf.text(40, 102, '1420 MAPLE AVE');
  pdf.text(40, 114, 'AUSTIN, TX 78704');
  pdf.text(40, 150, `Your ${scenario.productName}`, { size: 12, bold: true });
  pdf.text(40, 168, `for ${period}`);
  pdf.text(360, 168, `Account number: ${scenario.accountNumber}`);
  pdf.text(40, 196, 'Account summary', { size: 11, bold: true });
  const summaryRows: [string, string][] = [
    [`Beginning balance on ${longDate(start)}`, dollars(scenario.beginningCents)],
    ...SECTIONS.map(([key, heading]): [string, string] => [heading, minusWhenNegative(sumOfAmounts(rowsOf(key)))]),
    [
      `Ending balance on ${longDate(scenario.statementDate)}`,
      dollars(closingCents + (scenario.misprintEndingByCents ?? 0)),
    ],
  ];
  for (const [index, [label, value]] of summaryRows.entries()) {
    pdf.text(40, 214 + index * 14, label, { bold: index === 0 || index === summaryRows.length - 1 });
    pdf.text(320, 214 + index * 14, value, { align: 'right' });
  }
  const counts = [
    `# of deposits/credits: ${rowsOf('deposits').length}`,
    `# of withdrawals/debits: ${drawn.length - rowsOf('deposits').length}`,
    `# of days in cycle: ${Math.round((Date.parse(scenario.statementDate) - Date.parse(start)) / 864e5) + 1}`,
    `Average ledger balance: $${formatCents(Math.max(scenario.beginningCents, closingCents))}`,
  ];
  for (const [index, text] of counts.entries()) pdf.text(360, 228 + index * 14, text);

  let shift = 0;
  let y = 0;
  let rowsOnPage = 0;
  const newPage = (continuedHeading?: string): void => {
    footer(Boolean(continuedHeading));
    pdf.addPage();
    page += 1;
    shift = page === 3 ? 8 : 0;
    rowsOnPage = 0;
    pdf.text(40, 36, `${scenario.holder} ! Account # ${scenario.accountNumber} ! ${period}`, { size: 8 });
    y = 64;
    if (continuedHeading) heading(`${continuedHeading} - continued`, continuedHeading !== 'Checks');
  };
  const columnHeader = (): void => {
    pdf.text(40 + shift, y, 'Date', { size: 8, bold: true });
    pdf.text(100 + shift, y, 'Description', { size: 8, bold: true });
    pdf.text(572 + shift / 2, y, 'Amount', { size: 8, bold: true, align: 'right' });
    y += 14;
  };
  const checkHeader = (): void => {
    for (let group = 0; group < 3; group += 1) {
      pdf.text(40 + shift + group * 180, y, 'Date', { size: 8, bold: true });
      pdf.text(95 + shift + group * 180, y, 'Check #', { size: 8, bold: true });
      pdf.text(200 + shift + group * 180, y, 'Amount', { size: 8, bold: true, align: 'right' });
    }
    y += 14;
  };
  function heading(text: string, withColumns: boolean): void {
    pdf.text(40, y, text, { size: 11, bold: true });
    y += 18;
    if (withColumns) columnHeader();
    else checkHeader();
  }
  const room = (name: string): void => {
    if (rowsOnPage >= (scenario.rowsPerPage ?? 40) || y > 700) newPage(name);
    rowsOnPage += 1;
  };
  const amountX = (): number => 572 + shift / 2;

  newPage();
  for (const [key, name] of SECTIONS) {
    if (y > 640) newPage();
    const rows = rowsOf(key);
    if (key === 'fees') {
      pdf.text(40, y, name, { size: 11, bold: true });
      pdf.text(40, y + 16, `Your ${scenario.productName} monthly maintenance fee was not waived this period.`, {
        size: 8,
      });
      y += 32;
      columnHeader();
    } else heading(name, key !== 'checks');
    if (key === 'checks') {
      for (let index = 0; index < rows.length; index += 3) {
        room(name);
        for (const [group, check] of rows.slice(index, index + 3).entries()) {
          const x = shift + group * 180;
          pdf.text(40 + x, y, mmddyy(check.date));
          pdf.text(95 + x, y, check.checkNumber ?? '');
          pdf.text(200 + x, y, minusWhenNegative(check.amountCents), { align: 'right' });
        }
        y += 12;
      }
    }
    const cardRows = rows.filter((row) => row.card);
    for (const [index, row] of key === 'checks' ? [] : rows.entries()) {
      if (row === cardRows[0]) {
        pdf.text(40 + shift, y + 2, `Card account # ${maskedCard}`, { size: 8, bold: true });
        y += 14;
      }
      room(name);
      pdf.text(40 + shift, y, mmddyy(row.date));
      pdf.text(100 + shift, y, row.description, { fragments: index % 4 === 2 ? 2 : 1 });
      const printed = row.printUnsigned ? formatCents(Math.abs(row.amountCents)) : minusWhenNegative(row.amountCents);
      pdf.text(amountX(), y, printed, { align: 'right' });
      y += 12;
      if (row.wrapped) {
        pdf.text(100 + shift, y, row.wrapped);
        y += 12;
      }
      if (row === cardRows[cardRows.length - 1]) {
        pdf.text(100 + shift, y, `Subtotal for card account # ${maskedCard}`, { size: 8, bold: true });
        pdf.text(amountX(), y, dollars(sumOfAmounts(cardRows)), { size: 8, bold: true, align: 'right' });
        y += 14;
      }
    }
    pdf.text(40, y + 2, `Total ${name.toLowerCase()}`, { bold: true });
    pdf.text(amountX(), y + 2, dollars(sumOfAmounts(rows)), { bold: true, align: 'right' });
    y += 30;
  }

  // Daily ledger balances: end-of-day balance on each day with activity, three to a line.
  const ledgerHeading = (text: string): void => {
    pdf.text(40, y, text, { size: 11, bold: true });
    y += 18;
    for (let group = 0; group < 3; group += 1) {
      pdf.text(40 + group * 180, y, 'Date', { size: 8, bold: true });
      pdf.text(200 + group * 180, y, 'Balance ($)', { size: 8, bold: true, align: 'right' });
    }
    y += 14;
  };
  if (y > 640) newPage();
  ledgerHeading('Daily ledger balances');
  const days = [...new Set(drawn.map((row) => row.date))].sort();
  const balances = days.map(
    (day) => [day, scenario.beginningCents + sumOfAmounts(drawn.filter((row) => row.date <= day))] as const,
  );
  for (let index = 0; index < balances.length; index += 3) {
    if (y > 720) {
      newPage();
      ledgerHeading('Daily ledger balances - continued');
    }
    for (const [group, [day, cents]] of balances.slice(index, index + 3).entries()) {
      pdf.text(40 + group * 180, y, monthDay(day));
      pdf.text(200 + group * 180, y, minusWhenNegative(cents), { align: 'right' });
    }
    y += 12;
  }
  footer(false);

  const transactions = drawn.map((row) => ({
    date: row.date,
    description:
      row.section === 'checks'
        ? `Check ${(row.checkNumber ?? '').replace('*', '')}`
        : row.wrapped
          ? `${row.description} ${row.wrapped}`
          : row.description,
    amountCents: row.amountCents,
  }));
  return {
    pdf: await pdf.toBuffer(),
    expected: { transactions, openingCents: scenario.beginningCents, closingCents },
  };
}

const CARD_MERCHANTS: [string, number][] = [
  ['HEB #123 AUSTIN TX', -8734],
  ['STARBUCKS STORE 05123 AUSTIN TX', -575],
  ['SHELL OIL 57444210300 AUSTIN TX', -4390],
  ['AMAZON.COM*2K4LM9 AMZN.COM/BILL WA', -3247],
  ['WALGREENS #4821 AUSTIN TX', -1609],
  ['TORCHYS TACOS SOUTH CONGRESS AUSTIN TX', -2215],
];

/**
 * A month of a checking account: payroll deposits with wrapped ACH details, Zelle, a utility bill, a
 * card bill payment, debit card purchases, a run of checks with a gap, and the maintenance fee.
 */
export function boaCheckingMonth(seed: number, statementDate: string, rows = 20): BoaCheckingScenario {
  const start = cycleStart(statementDate);
  const span = Math.round((Date.parse(statementDate) - Date.parse(start)) / 864e5);
  const on = (offset: number): string => addDays(start, offset % (span + 1));
  const list: BoaCheckingRow[] = [
    {
      section: 'deposits',
      date: on(0),
      description: 'ACME CORP DES:PAYROLL ID:XXXXX1234 INDN:LEE,JORDAN CO',
      wrapped: 'ID:XXXXX56789 PPD',
      amountCents: 284500 + seed,
    },
    {
      section: 'deposits',
      date: on(6),
      description: 'Zelle payment from SAM RIVERA Conf# h3k9x2m1p',
      amountCents: 4500,
    },
    {
      section: 'deposits',
      date: on(14),
      description: 'ACME CORP DES:PAYROLL ID:XXXXX1234 INDN:LEE,JORDAN CO',
      wrapped: 'ID:XXXXX56789 PPD',
      amountCents: 284500 + seed,
    },
    { section: 'deposits', date: on(20), description: 'BKOFAMERICA MOBILE DEPOSIT 5312456789', amountCents: 12000 },
    {
      section: 'withdrawals',
      date: on(3),
      description: 'CITY OF AUSTIN DES:UTILITIES ID:0012345678',
      wrapped: 'INDN:JORDAN LEE CO ID:1746000000 PPD',
      amountCents: -14230,
    },
    {
      section: 'withdrawals',
      date: on(4),
      description: 'Zelle payment to PAT KIM Conf# k2j4h6g8',
      amountCents: -120000,
    },
    {
      section: 'withdrawals',
      date: on(18),
      description: 'Online Banking payment to CRD 5003 Confirmation# 2471936580',
      amountCents: -(145320 + seed),
    },
    {
      section: 'withdrawals',
      date: on(22),
      description: 'Online Banking transfer to SAV 5678 Confirmation# 1234567890',
      amountCents: -50000,
    },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [merchant, cents] = CARD_MERCHANTS[(index + seed) % CARD_MERCHANTS.length] ?? ['MERCHANT', -100];
    const date = on(index * 2 + 1);
    list.push({
      section: 'withdrawals',
      date,
      description: `CHECKCARD ${monthDay(addDays(date, -1)).replace('/', '')} ${merchant}`,
      amountCents: cents - index,
      card: true,
    });
  }
  for (const [index, number] of [1201, 1202, 1204, 1205, 1206].entries()) {
    list.push({
      section: 'checks',
      date: on(5 + index * 4),
      description: '',
      checkNumber: number === 1204 ? '1204*' : String(number),
      amountCents: -(15000 + index * 2500 + seed),
    });
  }
  list.push({ section: 'fees', date: statementDate, description: 'Monthly Maintenance Fee', amountCents: -2500 });
  return {
    statementDate,
    productName: 'Adv Plus Banking',
    holder: 'JORDAN A LEE',
    accountNumber: `4820 ${String(1000 + seed)} ${String(5600 + seed)}`,
    cardNumber: `4400 6621 0000 ${String(7700 + seed)}`,
    beginningCents: 523145 + seed * 100,
    // Statements list each section in date order.
    rows: list.sort((a, b) => a.date.localeCompare(b.date)),
  };
}
