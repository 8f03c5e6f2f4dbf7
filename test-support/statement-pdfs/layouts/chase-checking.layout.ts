/**
 * Chase (US) checking statements drawn like the real ones: US letter pages headed by "<Month D, YYYY>
 * through <Month D, YYYY>" and "Primary Account:", "Page N of M" on every page, a CHECKING SUMMARY with
 * INSTANCES and AMOUNT ("- 3,169.04" for withdrawals), then DEPOSITS AND ADDITIONS, CHECKS PAID (^ image
 * marks), ATM & DEBIT CARD WITHDRAWALS, ELECTRONIC WITHDRAWALS and FEES, each "DATE DESCRIPTION AMOUNT",
 * unsigned amounts with "$" on a section's first one, continued across pages (columns shifted on page
 * 3), closed by "Total <section> $x"; then the ATM & DEBIT CARD SUMMARY, DAILY ENDING BALANCE (two
 * date/amount pairs a line) and SERVICE CHARGE SUMMARY blocks, which are not transactions.
 * With a variation, another template of the same family: period, summary, section, header and total
 * wordings and case, account number forms and labels, column positions, typeface, MM/DD or MM/DD/YY rows,
 * withdrawal totals as "- 1.00", "-1.00" or "(1.00)", page breaks inside wrapped rows, panels and a terms
 * page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { addDays, longDate, monthDay } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions, type TextOptions } from '../statement-pdf';
import { Variation } from '../variation';
import { drawUsPanel, drawUsTermsPage, usRowDate, variantUsAccountLine, variantUsPeriod } from './us-bank-variants';

export type ChaseCheckingSection = 'deposits' | 'checks' | 'card' | 'electronic' | 'fees';

export interface ChaseCheckingRow {
  section: ChaseCheckingSection;
  date: string;
  /** For checks, the optional description printed beside the check number. */
  description: string;
  /** Unsigned cents as printed; the section gives the sign. */
  cents: number;
  /** Further description lines printed under the row. */
  wrapped?: string[];
  checkNumber?: string;
  /** "^" (image available) and "*" (break in sequence) marks after a check number. */
  checkMarks?: string;
}

export interface ChaseCheckingScenario {
  startDate: string;
  endDate: string;
  product: string;
  accountNumber: string;
  holder: string;
  beginningCents: number;
  rows: ChaseCheckingRow[];
  /** Rows per page before a page break (a section continues on the next page). */
  rowsPerPage?: number;
  misprintEndingCents?: number;
  misprintTotal?: { section: ChaseCheckingSection; cents: number };
  misprintInstances?: { section: ChaseCheckingSection; count: number };
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

const SECTIONS: { section: ChaseCheckingSection; name: string; sign: 1 | -1 }[] = [
  { section: 'deposits', name: 'Deposits and Additions', sign: 1 },
  { section: 'checks', name: 'Checks Paid', sign: -1 },
  { section: 'card', name: 'ATM & Debit Card Withdrawals', sign: -1 },
  { section: 'electronic', name: 'Electronic Withdrawals', sign: -1 },
  { section: 'fees', name: 'Fees', sign: -1 },
];
const AMOUNT_RIGHT = 572;
const PAGE_BOTTOM = 720;

const dollars = (cents: number): string => `$${formatCents(cents)}`;

interface DrawOp {
  page: number;
  x: number;
  y: number;
  text: string;
  options?: TextOptions;
  /** A variant's rewards or message panel drawn here. */
  panel?: boolean;
}

/** What a variant changes; the defaults draw the original template. */
interface ChaseCheckingStyle {
  periodLine: string;
  accountLine: string;
  besideAccount?: string;
  summaryHeading: string;
  beginningLabel: string;
  endingLabel: string;
  /** Withdrawal totals in the summary: "- 3,169.04", "-3,169.04" or "(3,169.04)". */
  summaryOut: (cents: number) => string;
  names: Record<ChaseCheckingSection, string>;
  heading: (name: string) => string;
  continued: (name: string) => string;
  header: { date: string; description: string; amount: string; checkNumber: string; datePaid: string };
  total: (name: string) => string;
  /** "$" on the first amount of each section, or on none. */
  dollarOnFirst: boolean;
  rowDate: (iso: string) => string;
  descriptionX: number;
  amountRight: number;
  laterShift: number;
  lineGap: number;
  breakInsideWrapped: boolean;
}

function chaseCheckingStyle(scenario: ChaseCheckingScenario, pdf: StatementPdf): ChaseCheckingStyle {
  const v = scenario.variation;
  const standard: ChaseCheckingStyle = {
    periodLine: `${longDate(scenario.startDate)} through ${longDate(scenario.endDate)}`,
    accountLine: `Primary Account: ${scenario.accountNumber}`,
    summaryHeading: 'CHECKING SUMMARY',
    beginningLabel: 'Beginning Balance',
    endingLabel: 'Ending Balance',
    summaryOut: (cents) => `- ${formatCents(cents)}`,
    names: Object.fromEntries(SECTIONS.map(({ section, name }) => [section, name])) as Record<
      ChaseCheckingSection,
      string
    >,
    heading: (name) => name.toUpperCase(),
    continued: (name) => `${name.toUpperCase()} (continued)`,
    header: {
      date: 'DATE',
      description: 'DESCRIPTION',
      amount: 'AMOUNT',
      checkNumber: 'CHECK NUMBER',
      datePaid: 'DATE PAID',
    },
    total: (name) => `Total ${name}`,
    dollarOnFirst: true,
    rowDate: monthDay,
    descriptionX: 90,
    amountRight: AMOUNT_RIGHT,
    laterShift: 6,
    lineGap: 11,
    breakInsideWrapped: false,
  };
  if (!v) return standard;
  const upper = v.chance(0.6);
  const cased = (text: string): string =>
    upper ? text.toUpperCase() : text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  const outStyle = v.int(0, 2);
  const withYear = v.chance(0.2);
  const header = {
    date: cased(v.pick(['Date', 'Date', 'Posting Date'])),
    description: cased(v.pick(['Description', 'Transaction Description'])),
    amount: cased(v.pick(['Amount', 'Amount ($)'])),
    checkNumber: cased(v.pick(['Check Number', 'Check No.'])),
    datePaid: cased('Date Paid'),
  };
  const dateWidth = Math.max(pdf.measure(header.date, 7, true), pdf.measure(withYear ? '12/31/25' : '12/31'));
  return {
    periodLine: variantUsPeriod(v, scenario.startDate, scenario.endDate),
    accountLine: variantUsAccountLine(v, scenario.accountNumber.slice(-4), 'checking'),
    ...(v.chance(0.3) ? { besideAccount: `${scenario.endDate.slice(0, 4)} Year-End Summary` } : {}),
    summaryHeading: cased('Checking Summary'),
    beginningLabel: v.pick(['Beginning Balance', 'Opening Balance']),
    endingLabel: v.pick(['Ending Balance', 'Closing Balance']),
    summaryOut: (cents) =>
      outStyle === 0
        ? `- ${formatCents(cents)}`
        : outStyle === 1
          ? `-${formatCents(cents)}`
          : `(${formatCents(cents)})`,
    names: {
      deposits: v.pick(['Deposits and Additions', 'Deposits and Other Additions']),
      checks: 'Checks Paid',
      card: v.pick(['ATM & Debit Card Withdrawals', 'ATM and Debit Card Withdrawals']),
      electronic: v.pick(['Electronic Withdrawals', 'Electronic Payments']),
      fees: v.pick(['Fees', 'Service Fees']),
    },
    heading: cased,
    continued: (name) => v.pick([`${cased(name)} (continued)`, `${cased(name)} - continued`]),
    header,
    total: (name) => v.pick([`Total ${name}`, `TOTAL ${name.toUpperCase()}`]),
    dollarOnFirst: v.chance(0.7),
    rowDate: (iso) => usRowDate(iso, withYear),
    descriptionX: 40 + dateWidth + v.between(12, 30),
    amountRight: AMOUNT_RIGHT - v.between(0, 30),
    laterShift: v.between(-6, 14),
    lineGap: v.between(10.5, 13),
    breakInsideWrapped: v.chance(0.6),
  };
}

export async function drawChaseCheckingStatement(scenario: ChaseCheckingScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; endingCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    size: [612, 792],
    producer: 'OpenText Output Transformation Engine - 23.4.17',
    creator: 'OpenText Output Transformation Engine - 23.4.17',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const style = chaseCheckingStyle(scenario, pdf);
  const signedRows = SECTIONS.flatMap(({ section, sign }) =>
    scenario.rows.filter((row) => row.section === section).map((row) => ({ row, cents: sign * row.cents })),
  );
  const endingCents = scenario.beginningCents + signedRows.reduce((sum, { cents }) => sum + cents, 0);
  const rowsOf = (section: ChaseCheckingSection): ChaseCheckingRow[] =>
    scenario.rows.filter((row) => row.section === section);
  const totalOf = (section: ChaseCheckingSection): number => rowsOf(section).reduce((sum, row) => sum + row.cents, 0);
  const ops: DrawOp[] = [];
  let page = 1;
  let shift = 0;
  const put = (x: number, y: number, text: string, options?: TextOptions): void => {
    ops.push({ page, x: x + shift, y, text, ...(options ? { options } : {}) });
  };
  const { descriptionX, amountRight } = style;

  put(40, 40, 'JPMorgan Chase Bank, N.A.', { size: 8 });
  put(40, 50, 'P O Box 182051', { size: 8 });
  put(40, 60, 'Columbus, OH 43218 - 2051', { size: 8 });
  put(360, 80, 'CUSTOMER SERVICE INFORMATION', { size: 8, bold: true });
  put(360, 92, 'Web site: Chase.com', { size: 8 });
  put(360, 102, 'Service Center: 1-800-935-9935', { size: 8 });
  put(360, 112, 'International Calls: 1-713-262-1679', { size: 8 });
  put(40, 110, scenario.holder.toUpperCase(), { size: 9 });
  put(40, 121, '1234 MAIN ST APT 5', { size: 9 });
  put(40, 132, 'SAN FRANCISCO CA 94110-1234', { size: 9 });
  if (v?.chance(0.4)) ops.push({ page, x: 360, y: 128, text: '', panel: true });

  // CHECKING SUMMARY: instances and amounts per section; withdrawals printed "- 3,169.04".
  let y = 180;
  put(40, y, style.summaryHeading, { size: 10, bold: true });
  put(v ? 40 + pdf.measure(style.summaryHeading, 10, true) + 14 : 170, y, scenario.product, { size: 10, bold: true });
  put(380, y + 14, 'INSTANCES', { size: 7, bold: true, align: 'right' });
  put(480, y + 14, 'AMOUNT', { size: 7, bold: true, align: 'right' });
  y += 27;
  const instances = (section: ChaseCheckingSection): number =>
    scenario.misprintInstances?.section === section ? scenario.misprintInstances.count : rowsOf(section).length;
  const summaryLines: [string, string, string][] = [
    [style.beginningLabel, '', dollars(scenario.beginningCents)],
    ...SECTIONS.map(({ section, sign }): [string, string, string] => [
      style.names[section],
      String(instances(section)),
      sign < 0 ? style.summaryOut(totalOf(section)) : formatCents(totalOf(section)),
    ]),
    [style.endingLabel, String(scenario.rows.length), dollars(scenario.misprintEndingCents ?? endingCents)],
  ];
  for (const [label, count, amount] of summaryLines) {
    const bold = label === style.beginningLabel || label === style.endingLabel;
    put(60, y, label, { size: 8, bold });
    if (count) put(380, y, count, { size: 8, align: 'right' });
    put(480, y, amount, { size: 8, align: 'right', bold });
    y += 11;
  }
  y += 16;

  let onPage = 0;
  const perPage = scenario.rowsPerPage ?? (v ? v.int(10, 40) : 40);
  let within: { name: string; checks: boolean } | undefined;
  const columnHeader = (checks: boolean): void => {
    if (checks) {
      put(40, y, style.header.checkNumber, { size: 7, bold: true });
      put(120, y, style.header.description, { size: 7, bold: true });
      put(420, y, style.header.datePaid, { size: 7, bold: true });
    } else {
      put(40, y, style.header.date, { size: 7, bold: true });
      put(descriptionX, y, style.header.description, { size: 7, bold: true });
    }
    put(amountRight, y, style.header.amount, { size: 7, bold: true, align: 'right' });
    y += 13;
  };
  const room = (height: number): void => {
    if (y + height <= PAGE_BOTTOM && onPage < perPage) return;
    page += 1;
    shift = page === 3 ? style.laterShift : 0;
    y = 80;
    onPage = 0;
    if (!within) return;
    put(40, y, style.continued(within.name), { size: 10, bold: true });
    y += 15;
    columnHeader(within.checks);
  };

  for (const { section } of SECTIONS) {
    const name = style.names[section];
    const rows = rowsOf(section);
    if (rows.length === 0) continue;
    room(60);
    put(40, y, style.heading(name), { size: 10, bold: true });
    y += 15;
    columnHeader(section === 'checks');
    within = { name, checks: section === 'checks' };
    for (const [index, row] of rows.entries()) {
      room(11 + (style.breakInsideWrapped ? 0 : (row.wrapped?.length ?? 0) * 10));
      const amount = index === 0 && style.dollarOnFirst ? dollars(row.cents) : formatCents(row.cents);
      if (row.checkNumber) {
        put(40, y, `${row.checkNumber} ${row.checkMarks ?? '^'}`);
        if (row.description) put(120, y, row.description);
        put(420, y, style.rowDate(row.date));
      } else {
        put(40, y, style.rowDate(row.date));
        put(descriptionX, y, row.description, { fragments: index % 5 === 3 ? 3 : 1 });
      }
      put(amountRight, y, amount, { align: 'right' });
      y += style.lineGap;
      onPage += 1;
      for (const wrapped of row.wrapped ?? []) {
        // A page can end inside a row's wrapped lines; the section goes on under its heading.
        if (style.breakInsideWrapped) room(10);
        put(descriptionX, y, wrapped);
        y += 10;
      }
    }
    within = undefined;
    const printedTotal = scenario.misprintTotal?.section === section ? scenario.misprintTotal.cents : totalOf(section);
    put(40, y + 2, style.total(name), { bold: true });
    put(amountRight, y + 2, dollars(printedTotal), { bold: true, align: 'right' });
    y += 24;
    if (section === 'checks') {
      room(30);
      put(40, y, 'If you see a description in the Checks Paid section, it means that we received only electronic', {
        size: 7,
      });
      put(40, y + 9, 'information about the check, not the original or an image of the check.', { size: 7 });
      put(40, y + 18, '^ An image of this check may be available for you to view on Chase.com.', { size: 7 });
      y += 36;
    }
    if (section === 'card') {
      const atm = rowsOf('card').filter((row) => row.description.startsWith('ATM'));
      const atmCents = atm.reduce((sum, row) => sum + row.cents, 0);
      room(60);
      put(40, y, 'ATM & DEBIT CARD SUMMARY', { size: 10, bold: true });
      put(40, y + 14, `${scenario.holder} Card ${scenario.accountNumber.slice(-4)}`, { size: 8 });
      const lines: [string, number][] = [
        ['Total ATM Withdrawals & Debits', atmCents],
        ['Total Card Purchases', totalOf('card') - atmCents],
        ['Total Card Deposits & Credits', 0],
      ];
      for (const [index, [label, cents]] of lines.entries()) {
        put(60, y + 25 + index * 10, label, { size: 8 });
        put(400, y + 25 + index * 10, dollars(cents), { size: 8, align: 'right' });
      }
      y += 70;
    }
  }

  // Daily ending balances, two date/amount pairs a line: not transactions.
  const dates = [...new Set(signedRows.map(({ row }) => row.date))].sort();
  const balances = dates.map((date): [string, number] => [
    date,
    scenario.beginningCents +
      signedRows.filter(({ row }) => row.date <= date).reduce((sum, { cents }) => sum + cents, 0),
  ]);
  room(40);
  put(40, y, 'DAILY ENDING BALANCE', { size: 10, bold: true });
  put(40, y + 14, 'DATE AMOUNT', { size: 7, bold: true });
  put(300, y + 14, 'DATE AMOUNT', { size: 7, bold: true });
  y += 26;
  for (let index = 0; index < balances.length; index += 2) {
    room(11);
    for (const [column, pair] of [balances[index], balances[index + 1]].entries()) {
      if (!pair) continue;
      put(40 + column * 260, y, monthDay(pair[0]));
      put(230 + column * 260, y, dollars(pair[1]), { align: 'right' });
    }
    y += 11;
  }
  room(50);
  y += 14;
  put(40, y, 'SERVICE CHARGE SUMMARY', { size: 10, bold: true });
  put(60, y + 14, 'Monthly Service Fee', { size: 8 });
  put(400, y + 14, dollars(totalOf('fees')), { size: 8, align: 'right' });
  put(60, y + 24, 'Other Service Charges', { size: 8 });
  put(400, y + 24, '$0.00', { size: 8, align: 'right' });
  put(
    60,
    y + 34,
    `Total Service Charges ${dollars(totalOf('fees'))} will be assessed on ${monthDay(scenario.endDate)}/${scenario.endDate.slice(2, 4)}`,
    {
      size: 8,
    },
  );

  const marketing = v?.chance(0.3) ?? false;
  const pages = page + (marketing ? 1 : 0);
  for (let current = 1; current <= page; current += 1) {
    if (current > 1) pdf.addPage();
    pdf.text(572, 40, style.periodLine, { size: 8, align: 'right' });
    // A notice that opens with the year may sit on the account number's baseline, right of it.
    const notice = style.besideAccount ? pdf.measure(style.besideAccount, 6) + 14 : 0;
    pdf.text(572 - notice, 51, style.accountLine, { size: 8, align: 'right' });
    if (style.besideAccount) pdf.text(572, 51, style.besideAccount, { size: 6, align: 'right' });
    pdf.text(572, 760, `Page ${current} of ${pages}`, { size: 8, align: 'right' });
    if (v) pdf.text(40, 760, 'JPMorgan Chase Bank, N.A. Member FDIC', { size: 6 });
    for (const op of ops.filter((candidate) => candidate.page === current)) {
      if (op.panel && v) drawUsPanel(pdf, v, op.x, op.y, scenario.endDate);
      else pdf.text(op.x, op.y, op.text, op.options);
    }
  }
  if (v && marketing) {
    drawUsTermsPage(pdf, v, scenario.endDate);
    pdf.text(572, 760, `Page ${pages} of ${pages}`, { size: 8, align: 'right' });
  }
  const transactions = signedRows.map(({ row, cents }) => ({
    date: row.date,
    description: row.checkNumber
      ? [`Check #${row.checkNumber}`, row.description].filter(Boolean).join(' ')
      : [row.description, ...(row.wrapped ?? [])].join(' '),
    amountCents: cents,
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, endingCents } };
}

const CARD_MERCHANTS: [string, number][] = [
  ['Starbucks Store 05521 San Francisco CA', 645],
  ['Safeway #1234 Oakland CA', 8734],
  ['Chevron 0209876 Berkeley CA', 5210],
  ['Trader Joe S #236 San Francisco CA', 4388],
  ['Amazon.com*Ra1Bc2De3 Amzn.com/Bill WA', 2999],
  ['Walgreens #5678 San Francisco CA', 1249],
  ['Lyft *Ride Tue 7Pm Lyft.com CA', 1873],
  ['Chipotle 1234 Emeryville CA', 1395],
];

/**
 * About a month of a Chase Total Checking account ending on endDate: payroll and other deposits, three
 * checks (one with a description and a sequence break), card purchases and an ATM withdrawal, electronic
 * withdrawals with long wrapped ACH descriptions, and the monthly service fee.
 */
export function chaseCheckingMonth(seed: number, endDate: string, cardRows = 20): ChaseCheckingScenario {
  const startDate = addDays(endDate, -29);
  const on = (offset: number): string => addDays(startDate, offset % 30);
  const rows: ChaseCheckingRow[] = [
    {
      section: 'deposits',
      date: on(0),
      description: 'Acme Corp Payroll PPD ID: 9111111101',
      cents: 310000 + seed,
    },
    { section: 'deposits', date: on(7), description: 'Zelle Payment From John Smith Bacd0Abc1234', cents: 4500 },
    { section: 'deposits', date: on(14), description: 'Acme Corp Payroll PPD ID: 9111111101', cents: 310000 + seed },
    { section: 'deposits', date: on(20), description: 'Remote Online Deposit 1', cents: 25075 },
    { section: 'checks', date: on(4), description: '', cents: 20000, checkNumber: '1234' },
    { section: 'checks', date: on(9), description: '', cents: 185000, checkNumber: '1235' },
    {
      section: 'checks',
      date: on(17),
      description: 'Acme Plumbing Inc',
      cents: 32500,
      checkNumber: '1237',
      checkMarks: '* ^',
    },
    {
      section: 'card',
      date: on(3),
      description: `ATM Withdrawal ${monthDay(on(3))} 1 Market St San Francisco CA Card 1234`,
      cents: 6000,
    },
  ];
  for (let index = 0; index < cardRows; index += 1) {
    const [merchant, cents] = CARD_MERCHANTS[(index + seed) % CARD_MERCHANTS.length] ?? ['Shop', 100];
    const date = on(1 + ((index * 3 + seed) % 28));
    const purchased = addDays(date, -1);
    rows.push({
      section: 'card',
      date,
      description: `Card Purchase ${monthDay(purchased)} ${merchant} Card 1234`,
      cents: cents + index,
    });
  }
  rows.push(
    {
      section: 'electronic',
      date: on(5),
      description: 'Orig CO Name:Pacific Gas and Elec Orig ID:9000000001 Desc Date:',
      cents: 14023,
      wrapped: [
        'CO Entry Descr:Web Onlinesec:Web Trace#:021000021234567 Eed:231230',
        'Ind ID:12345678901 Ind Name:Jane Q Sample Trn: 3641234567Tc',
      ],
    },
    { section: 'electronic', date: on(8), description: 'Zelle Payment To Mike Landlord Jpm99A1B2C3D', cents: 120000 },
    { section: 'electronic', date: on(16), description: 'Payment To Chase Card Ending IN 4204', cents: 150000 },
    {
      section: 'electronic',
      date: on(21),
      description: 'Online Transfer To Sav ...6789 Transaction#: 19351234567',
      cents: 50000 + seed,
    },
    { section: 'electronic', date: on(25), description: 'Venmo Payment 1029384756 Web ID: 3264681992', cents: 3550 },
    { section: 'fees', date: on(29), description: 'Monthly Service Fee', cents: 1200 },
  );
  return {
    startDate,
    endDate,
    product: 'Chase Total Checking',
    accountNumber: `0000001234567${String(80 + seed).padStart(2, '0')}`,
    holder: 'Jane Q Sample',
    beginningCents: 512345 + seed,
    rows,
  };
}

const PRODUCTS = [
  'Chase Total Checking',
  'Chase Premier Plus Checking',
  'Chase Secure Banking',
  'Chase Sapphire Checking',
];

/** A variant drawn from a seed: another end date, rows, product, account number and template. */
export function chaseCheckingVariant(seed: number): ChaseCheckingScenario {
  const v = new Variation(seed);
  const endDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = chaseCheckingMonth(v.int(0, 60), endDate, v.int(3, 30));
  return {
    ...base,
    product: v.pick(PRODUCTS),
    accountNumber: `00000${String(v.int(1000000, 9999999))}${String(v.int(100, 999))}`,
    variation: v,
  };
}
