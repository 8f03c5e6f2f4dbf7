/**
 * DBS credit card statements drawn like the real ones: Quadient creator, a summary row (statement date,
 * credit limit, minimum payment, due date), "DATE / DESCRIPTION / AMOUNT (S$)" table repeated per page,
 * a card heading with its number, PREVIOUS BALANCE, payments first with CR, then new transactions (not
 * date-sorted), REF NO and spelled-out foreign-currency lines under rows, SUB-TOTAL / TOTAL / GRAND TOTAL.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  MONTH_ABBREVIATIONS,
  UPPERCASE_MONTH_ABBREVIATIONS,
  creditMarkedCr,
  dayAndMonth,
  dayMonthYear,
  dayOfPreviousMonth,
  sumOfAmounts,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

export interface DbsCardRow {
  date: string;
  description: string;
  amountCents: number;
  foreignLine?: string;
  reference?: string;
}

export interface DbsCardScenario {
  statementDate: string;
  cardName: string;
  cardNumber: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: DbsCardRow[];
  rowsPerPage?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;

export async function drawDbsCreditStatement(scenario: DbsCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const pdf = new StatementPdf({ creator: 'Quadient CXM AG~Inspire~15.0.681.5', producer: '', ...scenario.protection });
  const [year = '', month = ''] = scenario.statementDate.split('-');
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  let page = 1;
  let y = 40;
  pdf.text(40, y, 'DBS Cards P.O. Box 360 S(912312)', { size: 8 });
  pdf.text(40, y + 14, 'Credit Cards Statement of Account', { size: 12, bold: true });
  y = 110;
  for (const [x, label] of [
    [40, 'STATEMENT DATE'],
    [160, 'CREDIT LIMIT'],
    [270, 'MINIMUM PAYMENT'],
    [400, 'PAYMENT DUE DATE'],
  ] as const) {
    pdf.text(x, y, label, { size: 7, bold: true });
  }
  pdf.text(40, y + 12, dayMonthYear(scenario.statementDate));
  pdf.text(160, y + 12, `$${formatCents(scenario.creditLimitCents)}`);
  pdf.text(270, y + 12, '$50.00');
  pdf.text(400, y + 12, `09 ${MONTH_ABBREVIATIONS[Number(month) % 12] ?? ''} ${year}`);
  const header = (shift: number): void => {
    pdf.text(40 + shift, y, 'DATE', { bold: true });
    pdf.text(100 + shift, y, 'DESCRIPTION', { bold: true });
    pdf.text(490 + shift, y, 'AMOUNT (S$)', { bold: true });
    y += 18;
  };
  const footer = (): void => {
    pdf.text(40, 805, `PDS_CRCRDGCE_LOC_ESTMT_${year}${month} Page ${page}`, { size: 7 });
  };
  y = 160;
  header(0);
  pdf.text(40, y, `${scenario.cardName} CARD NO.: ${scenario.cardNumber}`, { bold: true });
  y += 14;
  pdf.text(100, y, 'PREVIOUS BALANCE');
  pdf.text(550, y, creditMarkedCr(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 12;
  const perPage = scenario.rowsPerPage ?? 30;
  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) {
      footer();
      pdf.addPage();
      page += 1;
      y = 50;
      header(page % 2 === 0 ? 4 : 0);
    }
    const shift = page % 2 === 0 ? 4 : 0;
    pdf.text(40 + shift, y, dayAndMonth(row.date, MONTHS));
    pdf.text(100 + shift, y, row.description, { fragments: index % 3 === 0 ? 2 : 1 });
    pdf.text(550 + shift, y, creditMarkedCr(row.amountCents), { align: 'right' });
    y += 11;
    for (const extra of [row.reference ? `REF NO: ${row.reference}` : undefined, row.foreignLine]) {
      if (!extra) continue;
      pdf.text(100 + shift, y, extra, { size: 8 });
      y += 10;
    }
  }
  y += 6;
  for (const label of ['SUB-TOTAL:', 'TOTAL:', 'GRAND TOTAL FOR ALL CARD ACCOUNTS:']) {
    pdf.text(100, y, label, { bold: true });
    pdf.text(550, y, creditMarkedCr(closing), { align: 'right' });
    y += 12;
  }
  footer();
  const transactions = scenario.rows.map((row) => ({
    date: row.date,
    description: row.description,
    amountCents: row.amountCents,
    ...(row.foreignLine ? { foreignAmount: row.foreignLine } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: closing } };
}

const SHOPS: [string, number][] = [
  ['SOME BISTRO SINGAPORE SG', -1440],
  ['NTUC FP-BEDOK SINGAPORE SG', -3215],
  ['SHOPEE SINGAPORE MP SINGAPORE SG', -2890],
  ['BUS/MRT 123456789 SINGAPORE SG', -234],
  ['SOMECLOUD.COM AMSTERDAM NL', -14085],
];

/** A month on one DBS card: payment with CR first, then new transactions spanning the previous month. */
export function dbsCardMonth(seed: number, statementDate: string, rows = 20): DbsCardScenario {
  const on = dayOfPreviousMonth(statementDate);
  const list: DbsCardRow[] = [
    {
      date: `${statementDate.slice(0, 8)}05`,
      description: 'PAYMENT - DBS INTERNET/WIRELESS',
      amountCents: 120000 + seed,
      reference: '00000000000000000000000',
    },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [description, cents] = SHOPS[(index + seed) % SHOPS.length] ?? ['SHOP', -100];
    list.push({
      date: on(1 + ((index * 3) % 28)),
      description,
      amountCents: cents - index,
      ...(description.startsWith('SOMECLOUD') ? { foreignLine: 'U. S. DOLLAR 100.00' } : {}),
    });
  }
  return {
    statementDate,
    cardName: 'DBS LIVE FRESH',
    cardNumber: `4119 1100 ${String(2000 + seed)} ${String(3000 + seed)}`,
    creditLimitCents: 1_000_000,
    previousBalanceOwedCents: 120000 + seed,
    rows: list,
  };
}
