/**
 * Citibank Singapore card statements drawn like the real ones: Ricoh AFP2PDF metadata, "Statement Date
 * Month D, YYYY", "DATE DESCRIPTION AMOUNT" table per page, card heading, BALANCE PREVIOUS STATEMENT,
 * DD MON rows (some printed "14NOV"), credits in parentheses, wrapped descriptions, FOREIGN AMOUNT lines,
 * a conversion-fee row with an SGD figure inside its description, SUB-TOTAL and GRAND TOTAL.
 * With a variation, another template of the same family: label wordings and case, column positions,
 * typeface, date wordings, card number masks, page breaks inside rows, panels, footers, a terms page.
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
import { Variation, maskedCardNumber } from '../variation';
import {
  drawAddressFooter,
  drawMarketingPage,
  drawSidePanel,
  variantFullDate,
  variantStatementDateLabel,
} from './sg-bank-variants';

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
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

/** What a variant changes; the defaults draw the original template. */
interface CitiStyle {
  statementDateLine: string;
  /** A summary box: the label with the date under it. */
  statementDateAbove?: { label: string; value: string };
  header: { date: string; description: string; amount: string };
  dateX: number;
  descriptionX: number;
  amountRight: number;
  cardLines: string[];
  openingLabel: string;
  rowDate: (day: string, month: string, index: number) => string;
  foreignLabel: string;
  totals: string[];
  headerOnLaterPages: boolean;
  breakInsideWrapped: boolean;
  lineGap: number;
}

function citiStyle(scenario: CitiCardScenario): CitiStyle {
  const v = scenario.variation;
  const standard: CitiStyle = {
    statementDateLine: `Statement Date ${longDate(scenario.statementDate)}`,
    header: { date: 'DATE', description: 'DESCRIPTION', amount: 'AMOUNT' },
    dateX: 40,
    descriptionX: 100,
    amountRight: 555,
    cardLines: [`${scenario.cardName} ${scenario.cardNumber}`],
    openingLabel: 'BALANCE PREVIOUS STATEMENT',
    rowDate: (day, month, index) => `${day}${index % 5 === 0 ? '' : ' '}${month}`,
    foreignLabel: 'FOREIGN AMOUNT',
    totals: ['SUB-TOTAL:', 'GRAND TOTAL'],
    headerOnLaterPages: true,
    breakInsideWrapped: false,
    lineGap: 11,
  };
  if (!v) return standard;
  const dateFirst = v.chance(0.5);
  const dateText = variantFullDate(v, scenario.statementDate);
  const label = variantStatementDateLabel(v);
  const rowCase = v.pick(['upper', 'title', 'tight'] as const);
  const last4 = scenario.cardNumber.slice(-4);
  const dateHeader = v.cased(v.pick(['DATE', 'TRANS DATE', 'Transaction Date', 'Date']));
  const dateX = 40 + v.between(-6, 6);
  // The description column starts after the date column's label, wherever the template puts it.
  const descriptionX = Math.max(100 + v.between(-8, 24), dateX + dateHeader.length * 6 + 10);
  return {
    statementDateLine: dateFirst ? `${label} ${dateText}` : `${label.replace(/:$/, '')}: ${dateText}`,
    ...(v.chance(0.25) ? { statementDateAbove: { label: label.replace(/:$/, ''), value: dateText } } : {}),
    header: {
      date: dateHeader,
      description: v.cased(v.pick(['DESCRIPTION', 'TRANSACTION DETAILS', 'Description', 'Particulars'])),
      amount: v.pick(['AMOUNT', 'AMOUNT (SGD)', 'Amount (S$)', 'AMOUNT IN SGD', 'SGD Amount', 'Amount']),
    },
    dateX,
    descriptionX,
    amountRight: 555 - v.between(0, 45),
    cardLines: v.chance(0.5)
      ? [`${scenario.cardName} ${maskedCardNumber(v, last4)}`]
      : [
          scenario.cardName,
          v.pick([
            `Card No. ${maskedCardNumber(v, last4)}`,
            `Card ending ${last4}`,
            `CARD NUMBER: ${maskedCardNumber(v, last4)}`,
          ]),
        ],
    openingLabel: v.cased(
      v.pick(['BALANCE PREVIOUS STATEMENT', 'BALANCE FROM PREVIOUS STATEMENT', 'PREVIOUS BALANCE']),
    ),
    rowDate: (day, month) =>
      rowCase === 'tight'
        ? `${day}${month}`
        : rowCase === 'title'
          ? `${day} ${month.slice(0, 1)}${month.slice(1).toLowerCase()}`
          : `${day} ${month}`,
    foreignLabel: v.cased('FOREIGN AMOUNT'),
    totals: [
      v.cased(v.pick(['SUB-TOTAL:', 'SUB-TOTAL', 'SUBTOTAL'])),
      v.cased(v.pick(['GRAND TOTAL', 'GRAND TOTAL:', 'TOTAL FOR ALL CARDS'])),
    ],
    headerOnLaterPages: v.chance(0.7),
    breakInsideWrapped: v.chance(0.6),
    lineGap: v.between(10.5, 13),
  };
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;

export async function drawCitibankCreditStatement(scenario: CitiCardScenario): Promise<{
  pdf: Buffer;
  expected: { transactions: ParsedTransaction[]; closingOwedCents: number };
}> {
  const ricoh = 'Ricoh Americas Corporation, AFP2PDF';
  const v = scenario.variation;
  const style = citiStyle(scenario);
  const pdf = new StatementPdf({
    creator: ricoh,
    producer: ricoh,
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
    // A copy re-saved by another program carries its metadata, not the bank's.
    ...(v?.chance(0.2) ? { creator: 'Adobe Acrobat Pro', producer: 'Adobe PDF Library 17.0' } : {}),
  });
  const closing = -scenario.previousBalanceOwedCents + sumOfAmounts(scenario.rows);
  const perPage = scenario.rowsPerPage ?? (v ? v.int(8, 30) : 30);
  const tableTop = v ? 120 + v.int(0, 1) * 50 : 120;
  const marketing = v?.chance(0.3) ?? false;
  const pages = Math.ceil(scenario.rows.length / perPage) + (marketing ? 1 : 0);
  pdf.text(40, 40, 'Citibank Singapore Limited', { size: 12, bold: true });
  if (style.statementDateAbove) {
    pdf.text(40, 62, style.statementDateAbove.label, { size: 7, bold: true });
    pdf.text(40, 74, style.statementDateAbove.value);
  } else pdf.text(40, 70, style.statementDateLine);
  if (v && tableTop > 120) drawSidePanel(pdf, v, 330, 70, scenario.statementDate);
  let page = 1;
  let y = tableTop;
  const { dateX, descriptionX, amountRight } = style;
  const header = (): void => {
    pdf.text(dateX, y, style.header.date, { bold: true });
    pdf.text(descriptionX, y, style.header.description, { bold: true });
    if (v) pdf.text(amountRight, y, style.header.amount, { bold: true, align: 'right' });
    else pdf.text(520, y, style.header.amount, { bold: true });
    y += 18;
  };
  const footer = (): void => {
    if (v) drawAddressFooter(pdf, v, 'Citibank Singapore Limited', page, pages);
    else pdf.text(280, 805, `Page ${page}`, { size: 7 });
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    y = 50;
    if (page === 1 || style.headerOnLaterPages) header();
  };
  header();
  for (const cardLine of style.cardLines) {
    pdf.text(dateX, y, cardLine, { bold: true });
    y += 14;
  }
  pdf.text(descriptionX, y, style.openingLabel);
  pdf.text(amountRight, y, creditInParentheses(-scenario.previousBalanceOwedCents), { align: 'right' });
  y += 12;
  for (const [index, row] of scenario.rows.entries()) {
    if (index > 0 && index % perPage === 0) newPage();
    const [, rowMonth = '', rowDay = ''] = row.date.split('-');
    pdf.text(dateX, y, style.rowDate(rowDay, MONTHS[Number(rowMonth) - 1] ?? '', index));
    pdf.text(descriptionX, y, row.description, { fragments: index % 4 === 1 ? 3 : 1 });
    pdf.text(amountRight, y, creditInParentheses(row.amountCents), { align: 'right' });
    y += style.lineGap;
    if (row.wrapped) {
      // A page can end between a row and the rest of its description.
      if (style.breakInsideWrapped && (index + 1) % perPage === 0) newPage();
      pdf.text(descriptionX, y, row.wrapped);
      y += style.lineGap;
    }
    if (row.foreign) {
      pdf.text(descriptionX, y, `${style.foreignLabel} ${row.foreign}`, { size: 8 });
      y += 10;
    }
  }
  y += 6;
  for (const label of style.totals) {
    pdf.text(descriptionX, y, label, { bold: true });
    pdf.text(amountRight, y, creditInParentheses(closing), { align: 'right' });
    y += 12;
  }
  if (v?.chance(0.4)) drawSidePanel(pdf, v, descriptionX, y + 20, scenario.statementDate);
  footer();
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }
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

/** A variant drawn from a seed: another statement date, number of rows, card mask and template. */
export function citibankCardVariant(seed: number): CitiCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = citibankCardMonth(v.int(0, 60), statementDate, v.int(6, 40));
  return { ...base, cardNumber: String(v.int(1000, 9999)), variation: v };
}
