/**
 * OCBC credit card statements drawn like the real ones: summary box (statement date, credit limit),
 * "TRANSACTION DATE / DESCRIPTION / AMOUNT (SGD)" table repeated on every page with a page footer,
 * DD/MM rows with merchant, city and country cells, credits in parentheses, wrapped descriptions,
 * foreign-currency lines, and the printed totals the parser reconciles against.
 */
import { centsToDecimal, formatCents, type ParsedTransaction } from '@garden/core';
import {
  UPPERCASE_MONTH_ABBREVIATIONS,
  creditInParentheses,
  dayOfPreviousMonth,
  sumOfAmounts,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

export interface OcbcCardRow {
  date: string;
  merchant: string;
  city?: string;
  country?: string;
  /** Signed cents, money out negative. */
  amountCents: number;
  /** A second description line printed under the row. */
  wrapped?: string;
  foreignAmount?: string;
}

export interface OcbcCardScenario {
  statementDate: string;
  cardNumber: string;
  creditLimitCents: number;
  previousBalanceOwedCents: number;
  rows: OcbcCardRow[];
  rowsPerPage?: number;
  /** Prints a wrong total amount due (to test reconciliation). */
  misprintTotalByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;

export async function drawOcbcCreditStatement(scenario: OcbcCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const pdf = new StatementPdf({
    creator: 'pdfgen',
    producer: 'Streamline PDFGen for OCBC Group',
    ...scenario.protection,
  });
  const [year = '', month = '', day = ''] = scenario.statementDate.split('-');
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const printedDue = -closing + (scenario.misprintTotalByCents ?? 0);

  pdf.text(40, 40, 'OCBC Bank', { size: 14, bold: true });
  pdf.text(52, 120, 'STATEMENT DATE', { size: 7, bold: true });
  pdf.text(142, 120, 'PAYMENT DUE DATE', { size: 7, bold: true });
  pdf.text(234, 120, 'TOTAL CREDIT LIMIT', { size: 7, bold: true });
  pdf.text(64, 134, `${day}-${month}-${year}`);
  pdf.text(157, 134, `${day}-${month}-${year}`, { fragments: 2 });
  pdf.text(254, 134, `S$${formatCents(scenario.creditLimitCents).replace(/\.00$/, '')}`);

  const perPage = scenario.rowsPerPage ?? 25;
  let page = 1;
  let y = 0;
  const header = (shift: number): void => {
    pdf.text(48 + shift, y, 'TRANSACTION DATE', { bold: true });
    pdf.text(196 + shift, y, 'DESCRIPTION', { bold: true });
    pdf.text(492 + shift, y, 'AMOUNT (SGD)', { bold: true });
    y += 18;
  };
  const footer = (): void => {
    pdf.text(400, 800, `STMT${year}${month} - PAGE ${page}`);
  };
  y = 180;
  header(0);
  pdf.text(48, y, 'OCBC 365 CREDIT CARD');
  y += 12;
  pdf.text(48, y, 'CARDHOLDER');
  pdf.text(195, y, scenario.cardNumber);
  y += 16;
  pdf.text(195, y, "LAST MONTH'S BALANCE");
  pdf.text(545, y, creditInParentheses(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 12;

  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) {
      footer();
      pdf.addPage();
      page += 1;
      y = 60;
      // Later pages shift the columns a little, as real statements do.
      header(page % 2 === 0 ? 3 : 0);
    }
    const shift = page % 2 === 0 ? 3 : 0;
    const [, rowMonth = '', rowDay = ''] = row.date.split('-');
    pdf.text(54 + shift, y, `${rowDay}/${rowMonth}`);
    pdf.text(195 + shift, y, row.merchant, { fragments: index % 4 === 0 ? 3 : 1 });
    if (row.city) pdf.text(326 + shift, y, row.city);
    if (row.country) pdf.text(399 + shift, y, row.country);
    pdf.text(545 + shift, y, creditInParentheses(row.amountCents), { align: 'right' });
    y += 10;
    for (const extra of [row.wrapped, row.foreignAmount]) {
      if (!extra) continue;
      pdf.text(195 + shift, y, extra);
      y += 10;
    }
  }
  y += 8;
  pdf.text(195, y, 'SUBTOTAL');
  pdf.text(545, y, creditInParentheses(-printedDue), { align: 'right' });
  y += 14;
  pdf.text(195, y, 'TOTAL AMOUNT DUE');
  pdf.text(545, y, creditInParentheses(-printedDue), { align: 'right' });
  footer();

  // Payment slip: its statement date is the one the parser trusts.
  pdf.addPage();
  page += 1;
  pdf.text(48, 80, `STATEMENT DATE : ${day} ${MONTHS[Number(month) - 1] ?? ''} ${year.slice(2)}`);
  pdf.text(48, 100, `TOTAL ${centsToDecimal(printedDue)} 50.00`);
  footer();

  const transactions = scenario.rows.map((row) => ({
    date: row.date,
    description: [row.merchant, row.city, row.country, row.wrapped].filter(Boolean).join(' '),
    amountCents: row.amountCents,
    ...(row.foreignAmount ? { foreignAmount: row.foreignAmount } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: closing } };
}

const MERCHANTS: [string, number][] = [
  ['NTUC FAIRPRICE', -4235],
  ['GRAB* RIDES', -1280],
  ['STARBUCKS VIVOCITY', -760],
  ['SHOPEE SINGAPORE', -3999],
  ['SINGTEL MOBILE', -4800],
  ['GUARDIAN HEALTH', -1590],
  ['COLD STORAGE', -2210],
  ['BUS/MRT', -342],
];

/** A realistic month of card spending for one card, varied by a seed so statements differ. */
export function ocbcCardMonth(seed: number, statementDate: string, rows = 30): OcbcCardScenario {
  const on = dayOfPreviousMonth(statementDate);
  const list: OcbcCardRow[] = [
    {
      date: on(2),
      merchant: 'PAYMENT BY INTERNET',
      amountCents: 50000 + seed,
    },
  ];
  for (let index = 0; index < rows; index += 1) {
    const [merchant, base] = MERCHANTS[(index + seed) % MERCHANTS.length] ?? ['SHOP', -100];
    list.push({
      date: on(3 + (index % 26)),
      merchant,
      city: 'SINGAPORE',
      country: 'SG',
      amountCents: base - index - seed,
      ...(index === 5 ? { wrapped: 'ORDER 77812 MARKETPLACE' } : {}),
      ...(index === 7 ? { foreignAmount: 'USD 12.34' } : {}),
    });
  }
  list.push({
    date: on(20),
    merchant: 'CASH REBATE',
    amountCents: 138,
  });
  return {
    statementDate,
    cardNumber: `5488-2926-${String(1000 + seed).padStart(4, '0')}-${String(2000 + seed).padStart(4, '0')}`,
    creditLimitCents: 1_500_000,
    previousBalanceOwedCents: 50000 + seed,
    rows: list,
  };
}
