/**
 * Trust Bank Singapore card statements drawn like the real ones: no issuer metadata, the legal name in
 * the footer, a "23 Apr 2025 - 23 May / Statement cycle / 2025" block (the end date's year on a later
 * line), a summary box, and a table in one of two layouts: the old single-line header "Posting date /
 * Description / Amount in FCY / Amount in SGD" (one date per row) or the newer header wrapped over three
 * lines with a transaction date first. Rows may start their description on the line above the dated line
 * or finish it on the line below; foreign rows print "9.99 USD" in the FCY column; credits carry a leading
 * "+"; the dated "Previous balance" row opens the table and a dated "Total outstanding balance" line ends it.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import { addDays, dayAndMonth, dayOfPreviousMonth, sumOfAmounts } from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

export interface TrustCardRow {
  /** Transaction date, YYYY-MM-DD (printed only by the wrapped-header layout). */
  date: string;
  postingDate: string;
  /** The part printed on the dated line. */
  description: string;
  /** First part of the description, printed on the line above the dated line. */
  above?: string;
  /** Last part of the description, printed on the line under the dated line. */
  below?: string;
  /** "169.15 MYR" as printed in the Amount in FCY column. */
  fcy?: string;
  amountCents: number;
}

export interface TrustCardScenario {
  /** Statement cycle start and end (the statement date), YYYY-MM-DD. */
  cycleStart: string;
  statementDate: string;
  /** single: old "Posting date ... Amount in SGD" header; wrapped: three-line header with two dates. */
  header: 'single' | 'wrapped';
  cardName: string;
  last4: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: TrustCardRow[];
  rowsPerPage?: number;
  /** Added to the printed total outstanding balance only (a misprinted statement). */
  misprintCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
}

/** Charges and amounts owed print plain; money in prints with a leading "+". */
const printed = (cents: number): string => (cents > 0 ? `+${formatCents(cents)}` : formatCents(-cents));

function expectedDescription(row: TrustCardRow): string {
  return [row.above, row.description, row.fcy, row.below].filter(Boolean).join(' ');
}

function foreignAmount(fcy: string | undefined): string | undefined {
  const match = fcy ? /^([\d,.]+) ([A-Z]{3})$/.exec(fcy) : undefined;
  return match ? `${match[2] ?? ''} ${match[1] ?? ''}` : undefined;
}

export async function drawTrustCreditStatement(scenario: TrustCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number; printedClosingCents: number };
}> {
  const pdf = new StatementPdf({ creator: 'Chromium', producer: 'Skia/PDF m120', ...scenario.protection });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedClosing = closing - (scenario.misprintCents ?? 0);
  const wrapped = scenario.header === 'wrapped';
  const perPage = scenario.rowsPerPage ?? 28;
  const pageCount = Math.max(1, Math.ceil(scenario.rows.length / perPage));
  const [startYear = ''] = scenario.cycleStart.split('-');
  const [endYear = ''] = scenario.statementDate.split('-');
  const cycleEnd = dayAndMonth(scenario.statementDate);
  let page = 1;
  let shift = 0;
  let y = 0;

  const footer = (): void => {
    pdf.text(40, 790, 'Trust Bank Singapore Limited', { size: 6 });
    pdf.text(40, 798, 'Deposits and card accounts are provided by Trust Bank Singapore Limited.', { size: 6 });
    pdf.text(555, 798, `${page} of ${pageCount}`, { size: 7, align: 'right' });
  };
  const descriptionX = (): number => (wrapped ? 145 : 100) + shift;
  const header = (): void => {
    const bold = { size: 8, bold: true };
    if (wrapped) {
      pdf.text(40 + shift, y, 'Transaction', bold);
      pdf.text(92 + shift, y, 'Posting', bold);
      pdf.text(470 + shift, y, 'Amount in', { ...bold, align: 'right' });
      pdf.text(555 + shift, y, 'Amount in', { ...bold, align: 'right' });
      pdf.text(145 + shift, y + 5, 'Description', bold);
      pdf.text(40 + shift, y + 10, 'date', bold);
      pdf.text(92 + shift, y + 10, 'date', bold);
      pdf.text(470 + shift, y + 10, 'FCY', { ...bold, align: 'right' });
      pdf.text(555 + shift, y + 10, 'SGD', { ...bold, align: 'right' });
      y += 28;
    } else {
      pdf.text(40 + shift, y, 'Posting date', bold);
      pdf.text(100 + shift, y, 'Description', bold);
      pdf.text(470 + shift, y, 'Amount in FCY', { ...bold, align: 'right' });
      pdf.text(555 + shift, y, 'Amount in SGD', { ...bold, align: 'right' });
      y += 20;
    }
  };
  /** One table row: dates, description, FCY and SGD amounts on the dated line. */
  const datedLine = (dates: [string, string], description: string, fcy: string | undefined, amount: string): void => {
    pdf.text(40 + shift, y, dates[0]);
    if (wrapped && dates[1]) pdf.text(92 + shift, y, dates[1]);
    pdf.text(descriptionX(), y, description, { fragments: description.length > 24 ? 2 : 1 });
    if (fcy) pdf.text(470 + shift, y, fcy, { align: 'right' });
    pdf.text(555 + shift, y, amount, { align: 'right' });
  };

  pdf.text(40, 36, 'trust', { size: 18, bold: true });
  for (const [index, text] of ['MR TAN WEI JIE', '10 ANSON ROAD #20-05', 'SINGAPORE 079903'].entries()) {
    pdf.text(40, 64 + index * 11, text, { size: 8 });
  }
  pdf.text(360, 100, `${dayAndMonth(scenario.cycleStart)} ${startYear} - ${cycleEnd}`, { size: 11, bold: true });
  pdf.text(360, 114, 'Statement cycle', { size: 7 });
  pdf.text(360, 124, endYear, { size: 11, bold: true });
  const summary: [string, string][] = [
    ['Total outstanding balance', `S$${formatCents(-printedClosing)}`],
    ['Minimum payment due', `S$${formatCents(Math.min(5000, Math.max(0, -printedClosing)))}`],
    ['Payment due date', `${dayAndMonth(addDays(scenario.statementDate, 25))} ${endYear}`],
    ['Credit limit', `S$${formatCents(scenario.creditLimitCents)}`],
  ];
  for (const [index, [label, value]] of summary.entries()) {
    pdf.text(40 + index * 130, 156, label, { size: 7 });
    pdf.text(40 + index * 130, 166, value, { bold: true });
  }

  y = 205;
  pdf.text(40, y, `${scenario.cardName} ending in ${scenario.last4}`, { bold: true });
  y += 20;
  header();
  datedLine(
    [dayAndMonth(scenario.cycleStart), dayAndMonth(scenario.cycleStart)],
    'Previous balance',
    undefined,
    printed(-scenario.previousBalanceOwedCents),
  );
  y += 14;
  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) {
      footer();
      pdf.addPage();
      page += 1;
      shift = page % 2 === 0 ? 6 : 0;
      pdf.text(40, 36, 'trust', { size: 18, bold: true });
      pdf.text(360, 40, `Statement cycle ${dayAndMonth(scenario.cycleStart)} ${startYear} - ${cycleEnd} ${endYear}`, {
        size: 8,
      });
      y = 70;
      header();
    }
    if (row.above) {
      pdf.text(descriptionX(), y, row.above);
      y += 9;
    }
    datedLine(
      [dayAndMonth(wrapped ? row.date : row.postingDate), dayAndMonth(row.postingDate)],
      row.description,
      row.fcy,
      printed(row.amountCents),
    );
    if (row.below) {
      y += 9;
      pdf.text(descriptionX(), y, row.below);
    }
    y += 14;
  }
  y += 4;
  pdf.text(40 + shift, y, cycleEnd);
  pdf.text(descriptionX(), y, 'Total outstanding balance', { bold: true });
  pdf.text(555 + shift, y, printed(printedClosing), { align: 'right', bold: true });
  y += 30;
  pdf.text(40, y, 'Interest-free period applies when the total outstanding balance is paid in full.', { size: 7 });
  footer();

  const transactions = scenario.rows.map((row) => {
    const foreign = foreignAmount(row.fcy);
    return {
      date: wrapped ? row.date : row.postingDate,
      description: expectedDescription(row),
      amountCents: row.amountCents,
      ...(foreign ? { foreignAmount: foreign } : {}),
    };
  });
  return {
    pdf: await pdf.toBuffer(),
    expected: { transactions, closingOwedCents: closing, printedClosingCents: printedClosing },
  };
}

const EVERYDAY: [string, number][] = [
  ['GRAB* A-6ZXR3KJ SINGAPORE SG', -1460],
  ['FAIRPRICE XTRA JURONG POINT SINGAPORE SG', -8735],
  ['TOAST BOX RAFFLES CITY SINGAPORE SG', -690],
  ['SHENG SIONG SUPERMARKET SINGAPORE SG', -3212],
  ['BUS/MRT 612345678 SINGAPORE SG', -287],
];

/**
 * A cycle on one Trust card from the 18th of the previous month to the statement date: Johor Bahru rows in
 * MYR (one starting on the line above), a USD subscription, a refund and a payment with "+", a row that
 * finishes on the line below, and everyday spend.
 */
export function trustCardMonth(
  seed: number,
  statementDate: string,
  rows = 20,
  header: TrustCardScenario['header'] = 'wrapped',
): TrustCardScenario {
  const cycleStart = dayOfPreviousMonth(statementDate)(18);
  const on = (offset: number, lag = 2): Pick<TrustCardRow, 'date' | 'postingDate'> => ({
    date: addDays(cycleStart, offset),
    postingDate: addDays(cycleStart, offset + lag),
  });
  const previous = 68127 + seed * 13;
  const list: TrustCardRow[] = [
    { ...on(1), above: 'DRAGON-I - DICS', description: 'JOHOR BAHRU MY', fcy: '169.15 MYR', amountCents: -5049 },
    { ...on(1), description: 'Grab', fcy: '8.24 MYR', amountCents: -246 },
    { ...on(2), description: 'Some Streaming Service', fcy: '9.99 USD', amountCents: -1296 },
    { ...on(3, 1), description: 'Payment - FAST', amountCents: previous },
    {
      ...on(4),
      above: 'HAI KAH LANG-SENTOSA',
      description: 'JOHOR BAHRU MY',
      fcy: '73.90 MYR',
      amountCents: -2206,
    },
    { ...on(5), description: 'SINGAPORE AIRLINES', below: 'SINGAPORE SG', amountCents: -61230 },
    { ...on(6), description: 'SHOPEE SINGAPORE MP SINGAPORE SG', amountCents: -4590 },
    { ...on(8), description: 'REFUND SHOPEE SINGAPORE MP', amountCents: 4590 },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = EVERYDAY[(index + seed) % EVERYDAY.length] ?? ['SHOP SINGAPORE SG', -100];
    list.push({ ...on(9 + (index % 16), index % 3), description, amountCents: cents - index * 11 - seed });
  }
  list.push({ ...on(28, 0), description: 'Cashback', amountCents: 845 + seed });
  return {
    cycleStart,
    statementDate,
    header,
    cardName: 'Trust Cashback Card',
    last4: String(4800 + seed),
    creditLimitCents: 800_000,
    previousBalanceOwedCents: previous,
    rows: list,
  };
}
