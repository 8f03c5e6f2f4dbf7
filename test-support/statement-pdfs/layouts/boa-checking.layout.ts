/**
 * Bank of America checking statements drawn like the real ones: TargetStream metadata, US letter pages,
 * "Your Adv Plus Banking for <period>", an account summary beside a counts box, then sections
 * (deposits, withdrawals with a card-account subsection and subtotal, checks three to a line, service
 * fees) with "Date Description Amount" headers, "- continued" headings on later pages (columns shifted on
 * page 3), MM/DD/YY rows with wrapped descriptions, withdrawals printed with a minus, "Total ..." lines,
 * and a daily ledger balances table.
 * With a variation, another template of the same family: period, balance, section, header and total
 * wordings and case (card rows in a section of their own or a subsection), account number forms and
 * labels, column positions, typeface, MM/DD or MM/DD/YY rows, money out with a minus or in
 * parentheses, page breaks inside wrapped rows, panels, footers and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { addDays, longDate, minusWhenNegative, monthDay, sumOfAmounts } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';
import { Variation } from '../variation';
import { cycleStart } from './boa-credit.layout';
import {
  drawUsFooter,
  drawUsPanel,
  drawUsTermsPage,
  usDate,
  usDollars,
  usRowDate,
  variantUsAccountLine,
  variantUsPeriod,
} from './us-bank-variants';

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
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

const SECTIONS: [BoaCheckingSection, string][] = [
  ['deposits', 'Deposits and other additions'],
  ['withdrawals', 'Withdrawals and other subtractions'],
  ['checks', 'Checks'],
  ['fees', 'Service fees'],
];
const mmddyy = (iso: string): string => `${monthDay(iso)}/${iso.slice(2, 4)}`;
const dollars = (cents: number): string => `${cents < 0 ? '-' : ''}$${formatCents(Math.abs(cents))}`;

/** A section as drawn: its heading and rows (a variant may print card rows as a section of their own). */
interface DrawnSection {
  key: BoaCheckingSection;
  name: string;
  rows: BoaCheckingRow[];
  /** Card rows under a "Card account #" subheading with a subtotal, inside this section. */
  cardSubsection: boolean;
}

/** What a variant changes; the defaults draw the original template. */
interface BoaCheckingStyle {
  productLine: string;
  periodLine: string;
  accountLine: string;
  besideAccount?: string;
  beginningLabel: string;
  endingLabel: string;
  sections: DrawnSection[];
  header: { date: string; description: string; amount: string };
  continued: (name: string) => string;
  ledgerHeading: string;
  rowDate: (iso: string) => string;
  /** Money out as rows, totals and the summary print it. */
  out: (cents: number) => string;
  outDollars: (cents: number) => string;
  dateX: number;
  descriptionX: number;
  amountRight: number;
  laterShift: number;
  lineGap: number;
  breakInsideWrapped: boolean;
}

function boaCheckingStyle(scenario: BoaCheckingScenario, pdf: StatementPdf): BoaCheckingStyle {
  const v = scenario.variation;
  const start = cycleStart(scenario.statementDate);
  const rowsOf = (key: BoaCheckingSection): BoaCheckingRow[] => {
    const rows = scenario.rows.filter((row) => row.section === key);
    return [...rows.filter((row) => !row.card), ...rows.filter((row) => row.card)];
  };
  const standardSections = SECTIONS.map(([key, name]): DrawnSection => ({
    key,
    name,
    rows: rowsOf(key),
    cardSubsection: key === 'withdrawals',
  }));
  const standard: BoaCheckingStyle = {
    productLine: `Your ${scenario.productName}`,
    periodLine: `for ${longDate(start)} to ${longDate(scenario.statementDate)}`,
    accountLine: `Account number: ${scenario.accountNumber}`,
    beginningLabel: `Beginning balance on ${longDate(start)}`,
    endingLabel: `Ending balance on ${longDate(scenario.statementDate)}`,
    sections: standardSections,
    header: { date: 'Date', description: 'Description', amount: 'Amount' },
    continued: (name) => `${name} - continued`,
    ledgerHeading: 'Daily ledger balances',
    rowDate: mmddyy,
    out: minusWhenNegative,
    outDollars: dollars,
    dateX: 40,
    descriptionX: 100,
    amountRight: 572,
    laterShift: 8,
    lineGap: 12,
    breakInsideWrapped: false,
  };
  if (!v) return standard;
  const negative = v.chance(0.25) ? 'parentheses' : 'minus';
  const signed = (cents: number): string =>
    cents < 0 && negative === 'parentheses' ? `(${formatCents(-cents)})` : minusWhenNegative(cents);
  const withdrawals = rowsOf('withdrawals');
  // Newer templates print card rows as a section of their own and the rest as "Other subtractions".
  const split = v.chance(0.4);
  const name = (options: string[]): string => v.cased(v.pick(options));
  const sections: DrawnSection[] = [
    {
      key: 'deposits',
      name: name(['Deposits and other additions', 'Deposits and other credits', 'Deposits and Additions']),
      rows: rowsOf('deposits'),
      cardSubsection: false,
    },
    ...(split
      ? [
          {
            key: 'withdrawals' as const,
            name: name(['ATM and debit card subtractions', 'ATM & Debit Card Withdrawals']),
            rows: withdrawals.filter((row) => row.card),
            cardSubsection: false,
          },
          {
            key: 'withdrawals' as const,
            name: name(['Other subtractions', 'Electronic withdrawals']),
            rows: withdrawals.filter((row) => !row.card),
            cardSubsection: false,
          },
        ]
      : [
          {
            key: 'withdrawals' as const,
            name: name(['Withdrawals and other subtractions', 'Withdrawals and other debits']),
            rows: withdrawals,
            cardSubsection: true,
          },
        ]),
    { key: 'checks', name: name(['Checks', 'Checks paid']), rows: rowsOf('checks'), cardSubsection: false },
    { key: 'fees', name: name(['Service fees', 'Fees']), rows: rowsOf('fees'), cardSubsection: false },
  ];
  const dateX = 40 + v.between(-4, 6);
  const withYear = v.chance(0.6);
  const header = {
    date: v.cased(v.pick(['Date', 'Posting Date', 'Date Posted'])),
    description: v.cased(v.pick(['Description', 'Transaction description', 'Details'])),
    amount: v.cased(v.pick(['Amount', 'Amount ($)', 'Amount (USD)'])),
  };
  // The description column starts after the widest date or date label in the drawn typeface.
  const dateWidth = Math.max(pdf.measure(header.date, 8, true), pdf.measure(withYear ? '12/31/25' : '12/31'));
  return {
    productLine: `Your ${scenario.productName}`,
    periodLine: variantUsPeriod(v, start, scenario.statementDate),
    accountLine: variantUsAccountLine(v, scenario.accountNumber.slice(-4), 'checking'),
    ...(v.chance(0.3) ? { besideAccount: `${scenario.statementDate.slice(0, 4)} Year-End Summary` } : {}),
    beginningLabel: v.pick([
      `Beginning balance on ${longDate(start)}`,
      'Beginning Balance',
      `Opening balance on ${usDate(start)}`,
    ]),
    endingLabel: v.pick([
      `Ending balance on ${longDate(scenario.statementDate)}`,
      'Ending Balance',
      `Closing balance on ${usDate(scenario.statementDate)}`,
    ]),
    sections,
    header,
    continued: (heading) => v.pick([`${heading} - continued`, `${heading} (continued)`]),
    ledgerHeading: v.cased(v.pick(['Daily ledger balances', 'Daily ending balances'])),
    rowDate: (iso) => usRowDate(iso, withYear),
    out: signed,
    outDollars: (cents) => usDollars(cents, negative),
    dateX,
    descriptionX: dateX + dateWidth + v.between(12, 30),
    amountRight: 572 - v.between(0, 30),
    laterShift: v.between(-6, 14),
    lineGap: v.between(11, 13.5),
    breakInsideWrapped: v.chance(0.6),
  };
}

export async function drawBoaCheckingStatement(scenario: BoaCheckingScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; openingCents: number; closingCents: number };
}> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'Bank of America',
    producer: 'TargetStream StreamEDS rv1.7.161',
    size: [612, 792],
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const style = boaCheckingStyle(scenario, pdf);
  const drawn = style.sections.flatMap((section) => section.rows);
  const closingCents = scenario.beginningCents + sumOfAmounts(drawn);
  const start = cycleStart(scenario.statementDate);
  const period = `${longDate(start)} to ${longDate(scenario.statementDate)}`;
  const maskedCard = `XXXX XXXX XXXX ${scenario.cardNumber.slice(-4)}`;
  const deposits = drawn.filter((row) => row.section === 'deposits');
  const marketing = v?.chance(0.3) ?? false;
  let page = 1;
  const footer = (continued: boolean): void => {
    if (continued) pdf.text(572, 740, 'continued on the next page', { size: 7, align: 'right' });
    if (v) {
      drawUsFooter(pdf, v, { name: 'Bank of America, N.A.', address: 'P.O. Box 15284 Wilmington, DE 19850' }, page);
      return;
    }
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
  pdf.text(40, 150, style.productLine, { size: 12, bold: true });
  pdf.text(40, 168, style.periodLine);
  pdf.text(360, 168, style.accountLine);
  if (style.besideAccount) {
    pdf.text(360 + pdf.measure(style.accountLine) + 12, 168, style.besideAccount, { size: 6 });
  }
  pdf.text(40, 196, 'Account summary', { size: 11, bold: true });
  const summaryRows: [string, string][] = [
    [style.beginningLabel, dollars(scenario.beginningCents)],
    ...style.sections.map((section): [string, string] => [section.name, style.out(sumOfAmounts(section.rows))]),
    [style.endingLabel, dollars(closingCents + (scenario.misprintEndingByCents ?? 0))],
  ];
  for (const [index, [label, value]] of summaryRows.entries()) {
    pdf.text(40, 214 + index * 14, label, { bold: index === 0 || index === summaryRows.length - 1 });
    pdf.text(320, 214 + index * 14, value, { align: 'right' });
  }
  const counts = [
    `# of deposits/credits: ${deposits.length}`,
    `# of withdrawals/debits: ${drawn.length - deposits.length}`,
    `# of days in cycle: ${Math.round((Date.parse(scenario.statementDate) - Date.parse(start)) / 864e5) + 1}`,
    `Average ledger balance: $${formatCents(Math.max(scenario.beginningCents, closingCents))}`,
  ];
  for (const [index, text] of counts.entries()) pdf.text(360, 228 + index * 14, text);
  if (v?.chance(0.4)) drawUsPanel(pdf, v, 360, 300, scenario.statementDate);

  let shift = 0;
  let y = 0;
  let rowsOnPage = 0;
  const perPage = scenario.rowsPerPage ?? (v ? v.int(8, 40) : 40);
  const newPage = (continuedHeading?: string, checks = false): void => {
    footer(Boolean(continuedHeading));
    pdf.addPage();
    page += 1;
    shift = page === 3 ? style.laterShift : 0;
    rowsOnPage = 0;
    pdf.text(
      40,
      36,
      v
        ? `${scenario.holder} ! ${style.accountLine} ! ${style.periodLine}`
        : `${scenario.holder} ! Account # ${scenario.accountNumber} ! ${period}`,
      { size: 8 },
    );
    y = 64;
    if (continuedHeading) heading(style.continued(continuedHeading), !checks);
  };
  const columnHeader = (): void => {
    pdf.text(style.dateX + shift, y, style.header.date, { size: 8, bold: true });
    pdf.text(style.descriptionX + shift, y, style.header.description, { size: 8, bold: true });
    pdf.text(style.amountRight + shift / 2, y, style.header.amount, { size: 8, bold: true, align: 'right' });
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
  const room = (name: string, checks = false): void => {
    if (rowsOnPage >= perPage || y > 700) newPage(name, checks);
    rowsOnPage += 1;
  };
  const amountX = (): number => style.amountRight + shift / 2;

  newPage();
  for (const section of style.sections) {
    const { key, name, rows } = section;
    if (y > 640) newPage();
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
        room(name, true);
        for (const [group, check] of rows.slice(index, index + 3).entries()) {
          const x = shift + group * 180;
          pdf.text(40 + x, y, style.rowDate(check.date));
          pdf.text(95 + x, y, check.checkNumber ?? '');
          pdf.text(200 + x, y, style.out(check.amountCents), { align: 'right' });
        }
        y += 12;
      }
    }
    const cardRows = section.cardSubsection ? rows.filter((row) => row.card) : [];
    for (const [index, row] of key === 'checks' ? [] : rows.entries()) {
      if (row === cardRows[0]) {
        pdf.text(style.dateX + shift, y + 2, `Card account # ${maskedCard}`, { size: 8, bold: true });
        y += 14;
      }
      room(name);
      pdf.text(style.dateX + shift, y, style.rowDate(row.date));
      pdf.text(style.descriptionX + shift, y, row.description, { fragments: index % 4 === 2 ? 2 : 1 });
      const printed = row.printUnsigned ? formatCents(Math.abs(row.amountCents)) : style.out(row.amountCents);
      pdf.text(amountX(), y, printed, { align: 'right' });
      y += style.lineGap;
      if (row.wrapped) {
        // A page can end between a row and the rest of its description.
        if (style.breakInsideWrapped && (rowsOnPage >= perPage || y > 700)) newPage(name);
        pdf.text(style.descriptionX + shift, y, row.wrapped);
        y += style.lineGap;
      }
      if (row === cardRows[cardRows.length - 1]) {
        pdf.text(style.descriptionX + shift, y, `Subtotal for card account # ${maskedCard}`, { size: 8, bold: true });
        pdf.text(amountX(), y, style.outDollars(sumOfAmounts(cardRows)), { size: 8, bold: true, align: 'right' });
        y += 14;
      }
    }
    const totalLabel = v ? v.pick([`Total ${name.toLowerCase()}`, `Total ${name}`]) : `Total ${name.toLowerCase()}`;
    pdf.text(40, y + 2, totalLabel, { bold: true });
    pdf.text(amountX(), y + 2, style.outDollars(sumOfAmounts(rows)), { bold: true, align: 'right' });
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
  ledgerHeading(style.ledgerHeading);
  const days = [...new Set(drawn.map((row) => row.date))].sort();
  const balances = days.map(
    (day) => [day, scenario.beginningCents + sumOfAmounts(drawn.filter((row) => row.date <= day))] as const,
  );
  for (let index = 0; index < balances.length; index += 3) {
    if (y > 720) {
      newPage();
      ledgerHeading(`${style.ledgerHeading} - continued`);
    }
    for (const [group, [day, cents]] of balances.slice(index, index + 3).entries()) {
      pdf.text(40 + group * 180, y, monthDay(day));
      pdf.text(200 + group * 180, y, minusWhenNegative(cents), { align: 'right' });
    }
    y += 12;
  }
  footer(false);
  if (v && marketing) {
    drawUsTermsPage(pdf, v, scenario.statementDate);
    page += 1;
    footer(false);
  }

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

const PRODUCTS = ['Adv Plus Banking', 'Adv SafeBalance Banking', 'Adv Relationship Banking', 'BofA Core Checking'];

/** A variant drawn from a seed: another statement date, rows, product, account number and template. */
export function boaCheckingVariant(seed: number): BoaCheckingScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = boaCheckingMonth(v.int(0, 60), statementDate, v.int(3, 30));
  return {
    ...base,
    productName: v.pick(PRODUCTS),
    accountNumber: `${String(v.int(1000, 9999))} ${String(v.int(1000, 9999))} ${String(v.int(1000, 9999))}`,
    variation: v,
  };
}
