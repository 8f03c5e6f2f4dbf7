/**
 * Maybank Singapore credit card statements drawn like their OCR'd scans: "AS AT DD MON YYYY", a summary
 * box (credit limit, total amount due, minimum payment, PAYMENT DUE DATE), the "DESCRIPTION OF TRANSACTION
 * ... TRANSACTION AMOUNT" table repeated per page (columns shifted on even pages), several cards each with
 * OUTSTANDING BALANCE BROUGHT FORWARD and a SUB TOTAL, "05OCT 03OCT" rows, trailing CR for credits (in the
 * amount's cell or its own), wrapped descriptions, foreign amounts, the maybank2u.com.sg footer and a
 * payment slip. OCR quirks: baselines jitter by up to 1.3 pt, words break into pieces, a stray capital
 * sometimes precedes a date ("I05OCT") and a stray space sits inside some amounts ("1 ,234.50").
 */
import { formatCents, type ParsedTransaction } from '@garden/core';
import {
  UPPERCASE_MONTH_ABBREVIATIONS,
  addDays,
  dayMonthYear,
  dayOfPreviousMonth,
  sumOfAmounts,
} from '../layout-helpers';
import { StatementPdf, type StatementPdfOptions } from '../statement-pdf';

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

export async function drawMaybankCreditStatement(
  scenario: MaybankCardScenario,
): Promise<{ pdf: Buffer; expected: MaybankExpected }> {
  const pdf = new StatementPdf({
    creator: 'ocrmypdf 15.4.4 / Tesseract OCR-PDF 5.3.4',
    producer: 'pikepdf 8.15.1',
    ...scenario.protection,
  });
  const random = randomSource(scenario.seed);
  const jitter = (): number => (random() - 0.5) * 1.3;
  const asAt = `AS AT ${printedDate(scenario.statementDate)}`;
  const cardClosings = scenario.cards.map((card) => -card.previousBalanceOwedCents + sumOfAmounts(card.rows));
  const closing = cardClosings.reduce((sum, value) => sum + value, 0);
  const printedDue = -closing + (scenario.misprintTotalByCents ?? 0);

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
    pdf.text(x + pdf.measure(head, options.size, options.bold) + 0.3, y + jitter(), value.slice(cut), options);
  };
  /** A printed card amount: owed unmarked, credits with CR (in the same cell or a little apart). */
  const amount = (shift: number, y: number, cents: number, index: number): void => {
    const owed = cents < 0;
    const text = amountText(cents, Math.abs(cents) >= 100000 && index % 2 === 0);
    pdf.text(AMOUNT_RIGHT + shift, y + jitter(), text, { align: 'right' });
    if (!owed && cents !== 0) pdf.text(AMOUNT_RIGHT + shift + (index % 2 === 0 ? 3 : 8), y + jitter(), 'CR');
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
    ocr(40 + shift, y, 'POSTING', { size: 8, bold: true });
    ocr(88 + shift, y, 'TRANSACTION', { size: 8, bold: true });
    ocr(155 + shift, y, 'DESCRIPTION OF TRANSACTION', { size: 8, bold: true });
    pdf.text(AMOUNT_RIGHT + 12 + shift, y + jitter(), 'TRANSACTION AMOUNT', { size: 8, bold: true, align: 'right' });
    ocr(40 + shift, y + 10, 'DATE', { size: 8, bold: true });
    ocr(88 + shift, y + 10, 'DATE', { size: 8, bold: true });
    pdf.text(AMOUNT_RIGHT + 12 + shift, y + 10 + jitter(), '(SGD)', { size: 8, bold: true, align: 'right' });
    y += 26;
  };
  const newPage = (): void => {
    footer();
    pdf.addPage();
    page += 1;
    shift = page % 2 === 0 ? 6 : 0;
    rowsOnPage = 0;
    ocr(40, 36, 'Maybank', { size: 16, bold: true });
    ocr(380, 40, `CREDIT CARD STATEMENT ${asAt}`, { size: 8 });
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
  ocr(380, 56, asAt, { size: 9 });
  ocr(40, 90, 'MR TAN WEI MING', { size: 9 });
  ocr(40, 101, 'BLK 123 BEDOK NORTH AVENUE 1 #05-67', { size: 9 });
  ocr(40, 112, 'SINGAPORE 460123', { size: 9 });
  const box: [number, string, string][] = [
    [40, 'CREDIT LIMIT', `S$${formatCents(scenario.creditLimitCents)}`],
    [150, 'TOTAL AMOUNT DUE', formatCents(printedDue)],
    [270, 'MINIMUM PAYMENT', '50.00'],
    [400, 'PAYMENT DUE DATE', printedDate(addDays(scenario.statementDate, 25))],
  ];
  for (const [x, label, value] of box) {
    ocr(x, 140, label, { size: 7, bold: true });
    ocr(x, 152, value, { size: 9 });
  }
  y = 185;
  tableHeader();

  for (const [cardIndex, card] of scenario.cards.entries()) {
    room(50);
    ocr(40 + shift, y, card.name, { bold: true });
    ocr(330 + shift, y, card.number, { bold: true });
    ocr(40 + shift, y + 11, 'TAN WEI MING', { size: 8 });
    y += 24;
    ocr(155 + shift, y, 'OUTSTANDING BALANCE BROUGHT FORWARD', { split: cardIndex === 1 });
    amount(shift, y, -card.previousBalanceOwedCents, cardIndex);
    y += 13;
    for (const [index, row] of card.rows.entries()) {
      room(12 + (row.wrapped ? 10 : 0) + (row.foreign ? 10 : 0), true);
      rowsOnPage += 1;
      const stray = index % 6 === 2 ? 'I' : index % 6 === 5 ? 'T' : '';
      ocr(40 + shift, y, `${stray}${rowDate(addDays(row.date, 1 + (index % 3)))}`);
      ocr(88 + shift, y, `${index % 7 === 4 ? 'I' : ''}${rowDate(row.date)}`);
      if (index % 4 === 1) pdf.text(155 + shift, y + jitter(), row.description, { fragments: 3 });
      else ocr(155 + shift, y, row.description, { split: index % 4 === 3 });
      amount(shift, y, row.amountCents, index);
      y += 12;
      for (const extra of [row.wrapped, row.foreign]) {
        if (!extra) continue;
        ocr(155 + shift, y - 2, extra, { size: 8 });
        y += 10;
      }
    }
    room(14);
    y += 3;
    ocr(155 + shift, y, 'SUB TOTAL', { bold: true });
    amount(shift, y, cardClosings[cardIndex] ?? 0, 0);
    y += 22;
  }
  room(60);
  ocr(155 + shift, y, 'TOTAL AMOUNT DUE', { bold: true });
  amount(shift, y, -printedDue, 1);
  y += 24;
  ocr(40, y, 'Interest of 27.80% p.a. applies to balances not paid in full by the payment due date.', { size: 7 });
  y += 20;
  room(40);
  ocr(40, y, 'PAYMENT SLIP', { bold: true });
  ocr(40, y + 12, `CARD NO ${scenario.cards[0]?.number ?? ''}`, { size: 8 });
  ocr(300, y + 12, `TOTAL AMOUNT DUE ${formatCents(printedDue)}`, { size: 8 });
  ocr(300, y + 23, 'MINIMUM PAYMENT 50.00', { size: 8 });
  footer();

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
