/**
 * HSBC Singapore credit card statements as e-mailed: OpenText Exstream metadata (Title
 * PRJ_BEAGLE_ST_CNS_SGH_APP_Orchid, Author "Registered to: ..."), "Statement From .. to ..", the
 * transaction table in the left 379 pt of the A4 page while a right-hand panel on every page carries
 * dates, amounts and points on the same baselines as the rows. Rows print the posting date then the
 * transaction date (some as "02Aug"), CR credits, continuation lines ("CCY FEE 1.25", a place, a foreign
 * amount), DCC FEE rows, Previous Statement Balance, Statement Balance, and a notes page after the table.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { MONTH_ABBREVIATIONS, addDays, creditMarkedCr, dayMonthYear, sumOfAmounts } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

export interface HsbcCardRow {
  postingDate: string;
  transactionDate: string;
  description: string;
  /** Signed cents, money out negative. */
  amountCents: number;
  /** Lines printed under the row that belong to its description ("CCY FEE 1.25", "SINGAPORE SG"). */
  continuation?: string[];
  /** "EUR 7.99", printed on its own line under the row. */
  foreignAmount?: string;
}

export interface HsbcCardScenario {
  statementDate: string;
  cardName: string;
  cardNumber: string;
  holder: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: HsbcCardRow[];
  rowsPerPage?: number;
  /** Prints the Statement Balance this much too high (to test reconciliation). */
  misprintTotalByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Replaces the issuer metadata, as app downloads and re-saved copies do. */
  metadata?: Pick<StatementPdfOptions, 'title' | 'author' | 'creator' | 'producer'>;
}

const SIZE = 8;
const STEP = 11;
const BOTTOM = 745;
const AMOUNT_RIGHT = 372;

function dayMonth(iso: string, joined = false): string {
  const [, month = '', day = ''] = iso.split('-');
  return `${day}${joined ? '' : ' '}${MONTH_ABBREVIATIONS[Number(month) - 1] ?? ''}`;
}

/** The right-hand panel: summary, rewards and messages, full of dates and amounts. */
function rightPanel(scenario: HsbcCardScenario, page: number, closingCents: number): [string, string][] {
  const due = dayMonthYear(addDays(scenario.statementDate, 25));
  if (page === 1) {
    return [
      ['Statement Date', dayMonthYear(scenario.statementDate)],
      ['Payment Due Date', due],
      ['Credit Limit', formatCents(scenario.creditLimitCents)],
      ['Minimum Payment', '50.00'],
      ['Statement Balance', creditMarkedCr(closingCents)],
      ['HSBC Rewards', ''],
      ['Points brought forward', '12,480'],
      ['Points earned', '1,236'],
      ['Last payment 22 Jul', '1,627.37 CR'],
      ['Interest rate', '27.80% p.a.'],
    ];
  }
  return [
    ['Important messages', ''],
    ['Pay by', due],
    ['Late charge', '100.00'],
    ['Overlimit fee', '40.00'],
    [`Page ${page} summary`, dayMonthYear(scenario.statementDate)],
  ];
}

export async function drawHsbcCreditStatement(scenario: HsbcCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const pdf = new StatementPdf({
    title: 'PRJ_BEAGLE_ST_CNS_SGH_APP_Orchid',
    author: `Registered to: ${scenario.holder}`,
    creator: 'OpenText Exstream Version 16.6.0 64-bit',
    producer: 'OpenText Exstream Version 16.6.0 64-bit',
    ...scenario.metadata,
    ...scenario.protection,
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedClosing = closing - (scenario.misprintTotalByCents ?? 0);

  pdf.text(36, 30, 'HSBC', { size: 18, bold: true });
  pdf.text(36, 54, 'HSBC Bank (Singapore) Limited', { size: 7 });
  pdf.text(
    36,
    84,
    `Statement From ${dayMonthYear(addDays(scenario.statementDate, -30))} to ${dayMonthYear(scenario.statementDate)}`,
    {
      size: SIZE,
      bold: true,
    },
  );
  pdf.text(36, 104, scenario.holder, { size: SIZE });
  pdf.text(36, 114, '10 ANSON ROAD #12-34', { size: SIZE });
  pdf.text(36, 124, 'SINGAPORE 079903', { size: SIZE });

  let page = 1;
  let y = 160;
  const shiftOf = (): number => (page % 2 === 0 ? 5 : 0);
  const header = (): void => {
    const shift = shiftOf();
    pdf.text(36 + shift, y, 'POST', { size: SIZE, bold: true });
    pdf.text(80 + shift, y, 'TRAN', { size: SIZE, bold: true });
    y += 10;
    pdf.text(36 + shift, y, 'DATE', { size: SIZE, bold: true });
    pdf.text(80 + shift, y, 'DATE', { size: SIZE, bold: true });
    pdf.text(124 + shift, y, 'DESCRIPTION', { size: SIZE, bold: true });
    pdf.text(AMOUNT_RIGHT + shift, y, 'AMOUNT (SGD)', { size: SIZE, bold: true, align: 'right' });
    y += 16;
  };
  const drawPanel = (top: number): void => {
    for (const [index, [label, value]] of rightPanel(scenario, page, printedClosing).entries()) {
      pdf.text(400, top + index * STEP, label, { size: SIZE, bold: value === '' });
      if (value) pdf.text(559, top + index * STEP, value, { size: SIZE, align: 'right' });
    }
  };
  const footer = (): void => {
    pdf.text(36, 800, `Page ${page}`, { size: 7 });
    pdf.text(36, 810, 'HSBC Bank (Singapore) Limited (Company Registration No. 201420624K)', { size: 6 });
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    y = 50;
    header();
    // The panel shares baselines with the rows below the header.
    drawPanel(y);
  };

  header();
  // Three panel lines above the first table line, then on the same baselines as the table.
  drawPanel(y + STEP + 3 - 3 * STEP);
  pdf.text(36, y, scenario.cardName, { size: SIZE, bold: true });
  pdf.text(200, y, scenario.cardNumber, { size: SIZE, bold: true });
  y += STEP + 3;
  pdf.text(124, y, 'Previous Statement Balance', { size: SIZE });
  pdf.text(AMOUNT_RIGHT, y, creditMarkedCr(-scenario.previousBalanceOwedCents), { size: SIZE, align: 'right' });
  y += STEP;

  const perPage = scenario.rowsPerPage ?? 45;
  for (const [index, row] of scenario.rows.entries()) {
    const extras = [...(row.continuation ?? []), ...(row.foreignAmount ? [row.foreignAmount] : [])];
    if ((index > 0 && index % perPage === 0) || y + STEP * (1 + extras.length) > BOTTOM) newPage();
    const shift = shiftOf();
    const joined = index % 4 === 3;
    pdf.text(36 + shift, y, dayMonth(row.postingDate, joined), { size: SIZE });
    pdf.text(80 + shift, y, dayMonth(row.transactionDate, joined), { size: SIZE });
    pdf.text(124 + shift, y, row.description, { size: SIZE, fragments: index % 3 === 1 ? 3 : 1 });
    pdf.text(AMOUNT_RIGHT + shift, y, creditMarkedCr(row.amountCents), {
      size: SIZE,
      align: 'right',
      fragments: index % 5 === 2 ? 2 : 1,
    });
    y += STEP;
    for (const extra of extras) {
      pdf.text(124 + shift, y, extra, { size: SIZE });
      y += STEP;
    }
  }
  if (y + 3 * STEP > BOTTOM) newPage();
  y += 4;
  pdf.text(124, y, 'Statement Balance', { size: SIZE, bold: true });
  pdf.text(AMOUNT_RIGHT, y, creditMarkedCr(printedClosing), { size: SIZE, bold: true, align: 'right' });
  footer();

  // Notes page: full-width text, including an example that looks like a row.
  pdf.addPage();
  page += 1;
  pdf.text(36, 50, 'Important notes', { size: 10, bold: true });
  pdf.text(36, 70, 'Example of a late payment charge as it would appear on your statement:', { size: SIZE });
  pdf.text(36, 84, '05 Sep', { size: SIZE });
  pdf.text(80, 84, '05 Sep', { size: SIZE });
  pdf.text(124, 84, 'LATE CHARGE', { size: SIZE });
  pdf.text(AMOUNT_RIGHT, 84, '100.00', { size: SIZE, align: 'right' });
  pdf.text(36, 100, 'Interest of 27.80% p.a. applies from the transaction date when the balance is not paid in full.', {
    size: SIZE,
  });
  footer();

  const transactions = scenario.rows.map((row) => ({
    date: row.transactionDate,
    description: [row.description, ...(row.continuation ?? [])].join(' '),
    amountCents: row.amountCents,
    ...(row.foreignAmount ? { foreignAmount: row.foreignAmount } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: closing } };
}

const SHOPS: [string, number][] = [
  ['NTUC FAIRPRICE JURONG PT SG', -5680],
  ['BUS/MRT 734512890 SINGAPORE SG', -267],
  ['YA KUN KAYA TOAST SINGAPORE SG', -730],
  ['UNIQLO ION ORCHARD SINGAPORE SG', -8990],
  ['SINGTEL BILL SINGAPORE SG', -5135],
  ['WATSONS NEX SINGAPORE SG', -2145],
  ['FOODPANDA SINGAPORE SG', -2388],
];

/**
 * A month on one HSBC card: a payment (CR), a foreign row with CCY FEE and place lines and its DCC FEE
 * row, a wrapped row, a refund, and everyday spending from the 30 days before the statement date,
 * posted up to two days later. Rows are in posting-date order.
 */
export function hsbcCardMonth(seed: number, statementDate: string, rows = 20): HsbcCardScenario {
  const on = (daysBefore: number, lag: number): { postingDate: string; transactionDate: string } => ({
    transactionDate: addDays(statementDate, -daysBefore),
    postingDate: addDays(statementDate, -Math.max(0, daysBefore - lag)),
  });
  const list: HsbcCardRow[] = [
    { ...on(28, 1), description: 'PAYMENT - THANK YOU', amountCents: 162737 + seed },
    {
      ...on(20, 2),
      description: 'SPOTIFY P1A2B3C4D5',
      amountCents: -1198,
      continuation: ['CCY FEE 0.12', 'STOCKHOLM SE'],
      foreignAmount: 'EUR 7.99',
    },
    { ...on(18, 0), description: 'DCC FEE', amountCents: -35 },
    { ...on(15, 1), description: 'GRAB* A-7HJK2LM', amountCents: -1460, continuation: ['SINGAPORE SG'] },
    { ...on(9, 2), description: 'REFUND - WATSONS NEX SG', amountCents: 2145 },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = SHOPS[(index + seed) % SHOPS.length] ?? ['SHOP', -100];
    list.push({ ...on(1 + ((index * 5 + seed) % 29), index % 3), description, amountCents: cents - index - seed });
  }
  list.sort((a, b) => a.postingDate.localeCompare(b.postingDate));
  return {
    statementDate,
    cardName: 'HSBC REVOLUTION CREDIT CARD',
    cardNumber: `4835-85XX-XXXX-${String(5600 + seed)}`,
    holder: 'LIM MEI LING',
    creditLimitCents: 1_000_000,
    previousBalanceOwedCents: 162737 + seed,
    rows: list,
  };
}
