/**
 * Maybank Singapore credit card statements drawn like their OCR'd scans: "AS AT DD MON YYYY", a summary
 * box (credit limit, total amount due, minimum payment, PAYMENT DUE DATE), the "DESCRIPTION OF TRANSACTION
 * ... TRANSACTION AMOUNT" table repeated per page (columns shifted on even pages), several cards each with
 * OUTSTANDING BALANCE BROUGHT FORWARD and a SUB TOTAL, "05OCT 03OCT" rows, trailing CR for credits (in the
 * amount's cell or its own), wrapped descriptions, foreign amounts, the maybank2u.com.sg footer and a
 * payment slip. OCR quirks: baselines jitter by up to 1.3 pt, words break into pieces, a stray capital
 * sometimes precedes a date ("I05OCT") and a stray space sits inside some amounts ("1 ,234.50").
 * With a variation, another template of the same family, OCR quirks included: the statement date as "AS AT",
 * under another label, as the statement period or in the summary box, in other date formats; summary,
 * previous balance, sub-total and total labels; header wordings on one line or two; column positions,
 * typeface, card number masks and labels, one card or two, "05 OCT" dates, page breaks between a row and
 * its lines, panels and a terms page.
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  UPPERCASE_MONTH_ABBREVIATIONS,
  addDays,
  dayAndMonth,
  dayMonthYear,
  dayOfPreviousMonth,
  sumOfAmounts,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';
import { Variation, maskedCardNumber } from '../variation';
import {
  drawMarketingPage,
  drawSidePanel,
  variantClosingBalanceLabel,
  variantCreditLimitLabel,
  variantFullDate,
  variantMoney,
  variantStatementDateLabel,
  variantStatementPeriod,
} from './sg-bank-variants';

export interface MaybankCardRow {
  /** Transaction date: the one the parser keeps. */
  date: string;
  description: string;
  /** Signed cents, money out negative. */
  amountCents: number;
  wrapped?: string;
  foreign?: string;
}

export interface MaybankCard {
  name: string;
  number: string;
  previousBalanceOwedCents: number;
  rows: MaybankCardRow[];
}

export interface MaybankCardScenario {
  seed: number;
  statementDate: string;
  creditLimitCents: number;
  /** The first card is the primary card (the parsed account). */
  cards: MaybankCard[];
  rowsPerPage?: number;
  /** Prints a wrong total amount due (to test reconciliation). */
  misprintTotalByCents?: number;
  protection?: Pick<StatementPdfOptions, 'password' | 'encryption'>;
  /** Draws another template of the family from a seed; without it the statement is drawn as before. */
  variation?: Variation;
}

export interface MaybankExpected {
  transactions: ParsedTransaction[];
  openingBalanceCents: number;
  closingOwedCents: number;
}

const MONTHS = UPPERCASE_MONTH_ABBREVIATIONS;
const AMOUNT_RIGHT = 540;
const PAGE_BOTTOM = 770;

/** Deterministic noise, so a failing scenario can be re-drawn exactly. */
function randomSource(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/** "2023-10-05" -> "05OCT" as the statement prints row dates. */
function rowDate(date: string): string {
  const [, month = '', day = ''] = date.split('-');
  return `${day}${MONTHS[Number(month) - 1] ?? ''}`;
}

/** "2023-11-14" -> "14 NOV 2023". */
const printedDate = (date: string): string => dayMonthYear(date, MONTHS);

/** Amount as printed: a stray OCR space after the thousands digit when asked ("1 ,234.50"). */
function amountText(cents: number, straySpace: boolean): string {
  const text = formatCents(Math.abs(cents));
  return straySpace ? text.replace(/^(\d{1,3}),/, '$1 ,') : text;
}

/** What a variant changes; the defaults draw the original template. */
interface MaybankStyle {
  /** "AS AT 20 OCT 2023" or another wording, under the title and repeated at the top of later pages. */
  dateLine?: string;
  box: [string, string][];
  /** Header words: each column's top line, and the line under it (stacked) when there is one. */
  header: { top: [string, string, string, string]; bottom?: [string, string, string] };
  dateX: number;
  transX: number;
  descriptionX: number;
  amountRight: number;
  laterShift: number;
  numberX: number;
  cardNumber: (card: MaybankCard) => string;
  openingLabel: string;
  subTotalLabel: string;
  totalLabel: string;
  rowDate: (iso: string) => string;
  breakBeforeExtras: boolean;
}

function maybankStyle(scenario: MaybankCardScenario, pdf: StatementPdf, printedDue: number): MaybankStyle {
  const v = scenario.variation;
  const standard: MaybankStyle = {
    dateLine: `AS AT ${printedDate(scenario.statementDate)}`,
    box: [
      ['CREDIT LIMIT', `S$${formatCents(scenario.creditLimitCents)}`],
      ['TOTAL AMOUNT DUE', formatCents(printedDue)],
      ['MINIMUM PAYMENT', '50.00'],
      ['PAYMENT DUE DATE', printedDate(addDays(scenario.statementDate, 25))],
    ],
    header: {
      top: ['POSTING', 'TRANSACTION', 'DESCRIPTION OF TRANSACTION', 'TRANSACTION AMOUNT'],
      bottom: ['DATE', 'DATE', '(SGD)'],
    },
    dateX: 40,
    transX: 88,
    descriptionX: 155,
    amountRight: AMOUNT_RIGHT,
    laterShift: 6,
    numberX: 330,
    cardNumber: (card) => card.number,
    openingLabel: 'OUTSTANDING BALANCE BROUGHT FORWARD',
    subTotalLabel: 'SUB TOTAL',
    totalLabel: 'TOTAL AMOUNT DUE',
    rowDate,
    breakBeforeExtras: false,
  };
  if (!v) return standard;
  const dateForm = v.pick(['as at', 'as at', 'label', 'period', 'box'] as const);
  const dateText = variantFullDate(v, scenario.statementDate);
  const dateLabel = variantStatementDateLabel(v).replace(/:$/, '');
  const box: [string, string][] = [
    [variantCreditLimitLabel(v), variantMoney(v, scenario.creditLimitCents)],
    [variantClosingBalanceLabel(v), variantMoney(v, printedDue)],
    [v.cased('MINIMUM PAYMENT'), '50.00'],
    [v.cased('PAYMENT DUE DATE'), variantFullDate(v, addDays(scenario.statementDate, 25))],
  ];
  const stacked = v.chance(0.6);
  const [postWord, transWord] = v.pick([
    ['POSTING', 'TRANSACTION'],
    ['POST', 'TRANS'],
  ] as const);
  const description = v.pick(['DESCRIPTION OF TRANSACTION', 'DESCRIPTION', 'TRANSACTION DETAILS']);
  const header: MaybankStyle['header'] = stacked
    ? {
        top: [postWord, transWord, description, ...v.pick([['TRANSACTION AMOUNT'], ['AMOUNT']] as const)],
        bottom: ['DATE', 'DATE', v.pick(['(SGD)', 'S$', '(S$)'])],
      }
    : {
        top: [
          `${postWord} DATE`,
          `${transWord} DATE`,
          description,
          v.pick(['AMOUNT (SGD)', 'AMOUNT S$', 'TRANSACTION AMOUNT (SGD)']),
        ],
      };
  const cased = v.chance(0.3);
  if (cased) {
    header.top = header.top.map((word) => v.cased(word)) as MaybankStyle['header']['top'];
    if (header.bottom) header.bottom = header.bottom.map((word) => v.cased(word)) as [string, string, string];
  }
  const bold = (text: string): number => pdf.measure(text, 8, true);
  const dateX = 40 + v.between(-4, 4);
  // Each column starts after the widest label above it, wherever the template puts it.
  const transX = Math.max(88 + v.between(-4, 6), dateX + bold(header.top[0]) + 8);
  const descriptionX = Math.max(155 + v.between(-6, 10), transX + bold(header.top[1]) + 8);
  const numberLabel = v.pick(['', '', 'CARD NO: ', 'Card No. ']);
  const spaced = v.chance(0.3);
  return {
    ...(dateForm === 'as at' ? { dateLine: `${v.cased('AS AT')} ${dateText}` } : {}),
    ...(dateForm === 'label' ? { dateLine: `${dateLabel} ${dateText}` } : {}),
    ...(dateForm === 'period'
      ? { dateLine: variantStatementPeriod(v, addDays(scenario.statementDate, -v.int(28, 31)), scenario.statementDate) }
      : {}),
    box: dateForm === 'box' ? [[dateLabel, dateText], ...box] : box,
    header,
    dateX,
    transX,
    descriptionX,
    amountRight: AMOUNT_RIGHT - v.between(0, 25),
    laterShift: v.between(0, 10),
    numberX: 330 + v.between(-10, 20),
    cardNumber: (card) => `${numberLabel}${maskedCardNumber(v, card.number.slice(-4))}`,
    openingLabel: v.pick([
      'OUTSTANDING BALANCE BROUGHT FORWARD',
      'PREVIOUS BALANCE',
      'PREVIOUS STATEMENT BALANCE',
      'BALANCE B/F',
    ]),
    subTotalLabel: v.pick(['SUB TOTAL', 'SUB-TOTAL', 'SUBTOTAL']),
    totalLabel: v.pick([
      'TOTAL AMOUNT DUE',
      'GRAND TOTAL',
      'TOTAL OUTSTANDING BALANCE',
      'NEW BALANCE',
      'CURRENT BALANCE',
    ]),
    rowDate: (iso) => (spaced ? dayAndMonth(iso, MONTHS) : rowDate(iso)),
    breakBeforeExtras: v.chance(0.6),
  };
}

export async function drawMaybankCreditStatement(
  scenario: MaybankCardScenario,
): Promise<{ pdf: Buffer; expected: MaybankExpected }> {
  const v = scenario.variation;
  const pdf = new StatementPdf({
    creator: 'ocrmypdf 15.4.4 / Tesseract OCR-PDF 5.3.4',
    producer: 'pikepdf 8.15.1',
    ...scenario.protection,
    ...(v ? { look: v.look() } : {}),
  });
  const random = randomSource(scenario.seed);
  const jitter = (): number => (random() - 0.5) * 1.3;
  const cardClosings = scenario.cards.map((card) => -card.previousBalanceOwedCents + sumOfAmounts(card.rows));
  const closing = cardClosings.reduce((sum, value) => sum + value, 0);
  const printedDue = -closing + (scenario.misprintTotalByCents ?? 0);
  const style = maybankStyle(scenario, pdf, printedDue);
  const marketing = v?.chance(0.3) ?? false;
  const { dateX, transX, descriptionX, amountRight } = style;

  /** OCR'd text: its own baseline, and sometimes a word broken into two items. */
  const ocr = (
    x: number,
    y: number,
    value: string,
    options: { size?: number; bold?: boolean; split?: boolean } = {},
  ) => {
    const cut = options.split ? value.search(/[A-Z]{3}[A-Z]{2,}/) + 2 : -1;
    if (cut < 2) {
      pdf.text(x, y + jitter(), value, options);
      return;
    }
    const head = value.slice(0, cut);
    pdf.text(x, y + jitter(), head, options);
    pdf.text(x + pdf.drawnWidth(head, options.size, options.bold) + 0.3, y + jitter(), value.slice(cut), options);
  };
  /** A printed card amount: owed unmarked, credits with CR (in the same cell or a little apart). */
  const amount = (shift: number, y: number, cents: number, index: number): void => {
    const owed = cents < 0;
    const text = amountText(cents, Math.abs(cents) >= 100000 && index % 2 === 0);
    pdf.text(amountRight + shift, y + jitter(), text, { align: 'right' });
    if (!owed && cents !== 0) pdf.text(amountRight + shift + (index % 2 === 0 ? 3 : 8), y + jitter(), 'CR');
  };

  let page = 1;
  let y = 0;
  let shift = 0;
  let rowsOnPage = 0;
  const footer = (): void => {
    ocr(40, 812, 'maybank2u.com.sg', { size: 7 });
    ocr(240, 812, 'Maybank Singapore Limited', { size: 7 });
    ocr(510, 812, `Page ${page}`, { size: 7 });
  };
  const tableHeader = (): void => {
    const { top, bottom } = style.header;
    const bold = { size: 8, bold: true };
    ocr(dateX + shift, y, top[0], bold);
    ocr(transX + shift, y, top[1], bold);
    ocr(descriptionX + shift, y, top[2], bold);
    pdf.text(amountRight + 12 + shift, y + jitter(), top[3], { ...bold, align: 'right' });
    if (bottom) {
      ocr(dateX + shift, y + 10, bottom[0], bold);
      ocr(transX + shift, y + 10, bottom[1], bold);
      pdf.text(amountRight + 12 + shift, y + 10 + jitter(), bottom[2], { ...bold, align: 'right' });
    }
    y += 26;
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    shift = page % 2 === 0 ? style.laterShift : 0;
    rowsOnPage = 0;
    ocr(40, 36, 'Maybank', { size: 16, bold: true });
    const heading = `CREDIT CARD STATEMENT${style.dateLine ? ` ${style.dateLine}` : ''}`;
    ocr(Math.min(380, 560 - pdf.measure(heading, 8)), 40, heading, { size: 8 });
    y = 70;
    tableHeader();
  };
  const room = (height: number, isRow = false): void => {
    const full = isRow && rowsOnPage >= (scenario.rowsPerPage ?? 40);
    if (full || y + height > PAGE_BOTTOM) newPage();
  };

  ocr(40, 36, 'Maybank', { size: 18, bold: true });
  ocr(40, 60, 'Maybank Singapore Limited', { size: 8 });
  ocr(380, 40, 'CREDIT CARD STATEMENT', { size: 11, bold: true });
  // A wider wording starts further left, so it stays on the page.
  const rightAligned = (text: string, size: number): number => Math.min(380, 560 - pdf.measure(text, size));
  if (style.dateLine) ocr(rightAligned(style.dateLine, 9), 56, style.dateLine, { size: 9 });
  ocr(40, 90, 'MR TAN WEI MING', { size: 9 });
  ocr(40, 101, 'BLK 123 BEDOK NORTH AVENUE 1 #05-67', { size: 9 });
  ocr(40, 112, 'SINGAPORE 460123', { size: 9 });
  y = 185;
  let boxX = 40;
  let boxY = 140;
  for (const [index, [label, value]] of style.box.entries()) {
    // A variant's box: each entry as wide as its label or value; a second row when the page is full.
    const width = Math.max(pdf.measure(label, 7, true), pdf.measure(value, 9)) + 16;
    if (v && boxX + width > 560) {
      boxX = 40;
      boxY += 28;
      y += 28;
    }
    const x = v ? boxX : ([40, 150, 270, 400][index] ?? 40);
    ocr(x, boxY, label, { size: 7, bold: true });
    ocr(x, boxY + 12, value, { size: 9 });
    boxX += width;
  }
  tableHeader();

  for (const [cardIndex, card] of scenario.cards.entries()) {
    room(50);
    ocr(40 + shift, y, card.name, { bold: true });
    ocr(style.numberX + shift, y, style.cardNumber(card), { bold: true });
    ocr(40 + shift, y + 11, 'TAN WEI MING', { size: 8 });
    y += 24;
    ocr(descriptionX + shift, y, style.openingLabel, { split: cardIndex === 1 });
    amount(shift, y, -card.previousBalanceOwedCents, cardIndex);
    y += 13;
    for (const [index, row] of card.rows.entries()) {
      const extras = [row.wrapped, row.foreign].filter((extra): extra is string => extra !== undefined);
      room(12 + extras.length * 10, true);
      rowsOnPage += 1;
      const stray = index % 6 === 2 ? 'I' : index % 6 === 5 ? 'T' : '';
      ocr(dateX + shift, y, `${stray}${style.rowDate(addDays(row.date, 1 + (index % 3)))}`);
      ocr(transX + shift, y, `${index % 7 === 4 ? 'I' : ''}${style.rowDate(row.date)}`);
      if (index % 4 === 1) pdf.text(descriptionX + shift, y + jitter(), row.description, { fragments: 3 });
      else ocr(descriptionX + shift, y, row.description, { split: index % 4 === 3 });
      amount(shift, y, row.amountCents, index);
      y += 12;
      // A page can end between a row and the lines printed under it.
      if (style.breakBeforeExtras && extras.length > 0 && rowsOnPage >= (scenario.rowsPerPage ?? 40)) newPage();
      for (const extra of extras) {
        ocr(descriptionX + shift, y - 2, extra, { size: 8 });
        y += 10;
      }
    }
    room(14);
    y += 3;
    ocr(descriptionX + shift, y, style.subTotalLabel, { bold: true });
    amount(shift, y, cardClosings[cardIndex] ?? 0, 0);
    y += 22;
  }
  room(60);
  ocr(descriptionX + shift, y, style.totalLabel, { bold: true });
  amount(shift, y, -printedDue, 1);
  y += 24;
  ocr(40, y, 'Interest of 27.80% p.a. applies to balances not paid in full by the payment due date.', { size: 7 });
  y += 20;
  room(40);
  ocr(40, y, 'PAYMENT SLIP', { bold: true });
  const primary = scenario.cards[0];
  ocr(40, y + 12, `CARD NO ${primary ? style.cardNumber(primary) : ''}`, { size: 8 });
  ocr(300, y + 12, `TOTAL AMOUNT DUE ${formatCents(printedDue)}`, { size: 8 });
  ocr(300, y + 23, 'MINIMUM PAYMENT 50.00', { size: 8 });
  if (v?.chance(0.4) && y + 90 < PAGE_BOTTOM) drawSidePanel(pdf, v, 40, y + 44, scenario.statementDate);
  footer();
  if (v && marketing) {
    drawMarketingPage(pdf, v, scenario.statementDate);
    page += 1;
    footer();
  }

  const transactions = scenario.cards.flatMap((card) =>
    card.rows.map((row) => ({
      date: row.date,
      description: row.wrapped ? `${row.description} ${row.wrapped}` : row.description,
      amountCents: row.amountCents,
      ...(row.foreign ? { foreignAmount: row.foreign } : {}),
    })),
  );
  const opening = -scenario.cards.reduce((sum, card) => sum + card.previousBalanceOwedCents, 0);
  return {
    pdf: await pdf.toBuffer(),
    expected: { transactions, openingBalanceCents: opening, closingOwedCents: closing },
  };
}

const SHOPS: [string, number, string?, string?][] = [
  ['NTUC FAIRPRICE TAMPINES SINGAPORE SG', -4385],
  ['GRAB *GRABFOOD SINGAPORE SG', -2260],
  ['BUS/MRT 234567891 SINGAPORE SG', -345],
  ['SHENG SIONG SUPERMARKET SINGAPORE SG', -6712],
  ['AMAZON WEB SERVICES AWS.AMAZON.CO WA', -1736, undefined, 'USD 12.90'],
  ['GUARDIAN HEALTH & BEAUTY SINGAPORE SG', -1895],
  ['SINGAPORE AIRLINES SINGAPORE SG', -128640, 'SQ0322 SIN-LHR 14NOV'],
  ['KOPITIAM BEDOK MALL SINGAPORE SG', -680],
  ['AGODA.COM BANGKOK TH', -23117, 'HOTEL BOOKING REF 88213456', 'THB 6,120.00'],
];

/** Two cards (primary and a second product) over the month before the statement date, with a payment. */
export function maybankCardMonth(seed: number, statementDate: string, rows = 24): MaybankCardScenario {
  const on = dayOfPreviousMonth(statementDate);
  const spend = (count: number, offset: number): MaybankCardRow[] =>
    Array.from({ length: count }, (_unused, index) => {
      const [description, cents, wrapped, foreign] = SHOPS[(index + offset + seed) % SHOPS.length] ?? ['SHOP', -100];
      return {
        date: on(1 + ((index * 5 + seed + offset) % 28)),
        description,
        amountCents: cents - index * 7,
        ...(wrapped ? { wrapped } : {}),
        ...(foreign ? { foreign } : {}),
      };
    });
  const primaryCount = Math.ceil((rows * 2) / 3);
  return {
    seed,
    statementDate,
    creditLimitCents: 1_200_000,
    cards: [
      {
        name: 'MAYBANK FAMILY & FRIENDS MASTERCARD',
        number: `5243 72XX XXXX ${String(1000 + seed).slice(-4)}`,
        previousBalanceOwedCents: 145230 + seed,
        rows: [
          { date: on(18), description: 'PAYMENT VIA MAYBANK2U - THANK YOU', amountCents: 145230 + seed },
          ...spend(primaryCount, 0),
          { date: on(27), description: 'CASHBACK FAMILY & FRIENDS', amountCents: 1250 },
          { date: on(26), description: 'ZALORA SINGAPORE SG REFUND', amountCents: 4990 },
        ],
      },
      {
        name: 'MAYBANK HORIZON VISA SIGNATURE',
        number: `4966 31XX XXXX ${String(5600 + seed).slice(-4)}`,
        previousBalanceOwedCents: 30815,
        rows: [
          { date: on(12), description: 'PAYMENT VIA MAYBANK2U - THANK YOU', amountCents: 30815 },
          ...spend(rows - primaryCount, 3),
        ],
      },
    ],
  };
}

/** A variant drawn from a seed: another statement date, one or two cards, their numbers, limit and template. */
export function maybankCardVariant(seed: number): MaybankCardScenario {
  const v = new Variation(seed);
  const statementDate = `${v.int(2021, 2026)}-${String(v.int(1, 12)).padStart(2, '0')}-${String(v.int(1, 28)).padStart(2, '0')}`;
  const base = maybankCardMonth(v.int(0, 60), statementDate, v.int(6, 40));
  const cards = base.cards.map((card) => ({ ...card, number: String(v.int(1000, 9999)) }));
  return {
    ...base,
    cards: v.chance(0.3) ? cards.slice(0, 1) : cards,
    creditLimitCents: v.int(30, 300) * 100_00,
    rowsPerPage: v.int(8, 30),
    variation: v,
  };
}
