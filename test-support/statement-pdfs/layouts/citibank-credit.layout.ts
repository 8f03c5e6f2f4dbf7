/**
 * Citibank Singapore card statements drawn like the real ones: Ricoh AFP2PDF metadata, "Statement Date
 * Month D, YYYY", "DATE DESCRIPTION AMOUNT" table per page, card heading, BALANCE PREVIOUS STATEMENT,
 * DD MON rows (some printed "14NOV"), credits in parentheses, wrapped descriptions, FOREIGN AMOUNT lines,
 * a conversion-fee row with an SGD figure inside its description, SUB-TOTAL and GRAND TOTAL.
 */
import { type ParsedTransaction } from '@garden/core';
import {
  UPPERCASE_MONTH_ABBREVIATIONS,
  creditInParentheses,
  dayOfPreviousMonth,
  longDate,
  sumOfAmounts,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

export interface CitiCardRow {
  date: string;
  description: string;
  amountCents: number;
  wrapped?: string;
  foreign?: string;
}

export interface CitiCardScenario {
  statementDate: string;
  cardName: string;
  cardNumber: string;
  previousBalanceOwedCents: number;
  rows: CitiCardRow[];
  rowsPerPage?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;

export async function drawCitibankCreditStatement(scenario: CitiCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const ricoh = 'Ricoh Americas Corporation, AFP2PDF';
  const pdf = new StatementPdf({ creator: ricoh, producer: ricoh, ...scenario.protection });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  pdf.text(40, 40, 'Citibank Singapore Limited', { size: 12, bold: true });
  pdf.text(40, 70, `Statement Date ${longDate(scenario.statementDate)}`);
  let page = 1;
  let y = 120;
  const header = (): void => {
    pdf.text(40, y, 'DATE', { bold: true });
    pdf.text(100, y, 'DESCRIPTION', { bold: true });
    pdf.text(520, y, 'AMOUNT', { bold: true });
    y += 18;
  };
  const footer = (): void => {
    pdf.text(280, 805, `Page ${page}`, { size: 7 });
  };
  header();
  pdf.text(40, y, `${scenario.cardName} ${scenario.cardNumber}`, { bold: true });
  y += 14;
  pdf.text(100, y, 'BALANCE PREVIOUS STATEMENT');
  pdf.text(555, y, creditInParentheses(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 12;
  const perPage = scenario.rowsPerPage ?? 30;
  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) {
      footer();
      pdf.addPage();
      page += 1;
      y = 50;
      header();
    }
    const [, rowMonth = '', rowDay = ''] = row.date.split('-');
    const label = `${rowDay}${index % 5 === 0 ? '' : ' '}${MONTHS[Number(rowMonth) - 1] ?? ''}`;
    pdf.text(40, y, label);
    pdf.text(100, y, row.description, { fragments: index % 4 === 1 ? 3 : 1 });
    pdf.text(555, y, creditInParentheses(row.amountCents), { align: 'right' });
    y += 11;
    if (row.wrapped) {
      pdf.text(100, y, row.wrapped);
      y += 11;
    }
    if (row.foreign) {
      pdf.text(100, y, `FOREIGN AMOUNT ${row.foreign}`, { size: 8 });
      y += 10;
    }
  }
  y += 6;
  for (const label of ['SUB-TOTAL:', 'GRAND TOTAL']) {
    pdf.text(100, y, label, { bold: true });
    pdf.text(555, y, creditInParentheses(closing), { align: 'right' });
    y += 12;
  }
  footer();
  const transactions = scenario.rows.map((row) => ({
    date: row.date,
    description: row.wrapped ? `${row.description} ${row.wrapped}` : row.description,
    amountCents: row.amountCents,
    ...(row.foreign ? { foreignAmount: row.foreign } : {}),
  }));
  return { pdf: await pdf.toBuffer(), expected: { transactions, closingOwedCents: closing } };
}

/** A month on a Citi card, with a payment, a refund next to its charge, a rebate and a conversion fee. */
export function citibankCardMonth(seed: number, statementDate: string, rows = 20): CitiCardScenario {
  const on = dayOfPreviousMonth(statementDate);
  const list: CitiCardRow[] = [
    { date: on(17), description: 'FAST INCOMING PAYMENT', amountCents: 108965 + seed },
    { date: on(16), description: 'SOME TEA SHOP AMSTERDAM NL', amountCents: -459, foreign: 'EUR 3.10' },
    { date: on(18), description: 'CCY CONVERSION FEE SGD 22.00', amountCents: -22 },
    { date: on(19), description: 'ONLINE MARKETPLACE SINGAPORE SG', amountCents: -34301 },
    { date: on(21), description: 'ONLINE MARKETPLACE SINGAPORE SG', amountCents: 34301 },
    { date: on(22), description: 'CITI SMS CASH REBATE', amountCents: 2000 },
  ];
  for (let index = 0; index < rows; index += 1) {
    list.push({
      date: on(1 + ((index * 5 + seed) % 28)),
      description: index % 7 === 3 ? 'COLD STORAGE' : `HAWKER CENTRE STALL ${10 + index} SINGAPORE SG`,
      amountCents: -(350 + index * 17 + seed),
      ...(index % 7 === 3 ? { wrapped: 'GREAT WORLD CITY SINGAPORE SG' } : {}),
    });
  }
  return {
    statementDate,
    cardName: 'CITI REWARDS WORLD MASTERCARD',
    cardNumber: `5425 XXXX XXXX ${String(4000 + seed)}`,
    previousBalanceOwedCents: 108965 + seed,
    rows: list,
  };
}
