/**
 * Statements the parsers were never tuned on: drawn by a second, independent generator, written from
 * the format guide (../shared/design/bank-statement-formats.md) by a hand that did not write the test
 * generators or the parsers, and used only by the benchmark. Each bank is a profile of data (detection
 * cues, labels, date and credit conventions); every statement is drawn from a seed with its own wording,
 * positions, typeface, masks, page breaks and page furniture. Expected rows come from the scenario.
 * Do not tune parsers on these: that would turn the held-out measure into another memory test.
 */
import { formatCents, type BankId, type ParsedTransaction } from '@garden/core';
import { StatementPdf, type StatementPdfOptions } from '../../test-support/statement-pdfs/statement-pdf';
import { Variation } from '../../test-support/statement-pdfs/variation';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MERCHANTS = [
  'YA KUN KAYA TOAST',
  'KOUFU PTE LTD',
  'SHENG SIONG SUPERMARKET',
  'GUARDIAN HEALTH',
  'POPULAR BOOKSTORE',
  'BUS/MRT 418273645',
  'SHAW THEATRES LIDO',
  'UNIQLO ION ORCHARD',
  'DIN TAI FUNG',
  'WATSONS PERSONAL CARE',
  'COURTS MEGASTORE',
  'SP DIGITAL UTILITIES',
  'SINGTEL MOBILE BILL',
  'STARHUB ONLINE',
  'HAIDILAO HOTPOT',
  'TOAST BOX',
  'CHALLENGER TECH',
  'DON DON DONKI',
  'IKEA TAMPINES',
  'MUJI PLAZA SINGAPURA',
  'KFC JURONG POINT',
  'COLD STORAGE GREAT WORLD',
  'ZARA NGEE ANN CITY',
  'SEPHORA 313 SOMERSET',
  'GOLDEN VILLAGE VIVOCITY',
  'BREADTALK',
  'OLD CHANG KEE',
  'SWENSENS',
  'RAFFLES MEDICAL',
  'FAIRPRICE XTRA',
];
const PLACES = ['SINGAPORE SG', 'SINGAPORE', 'SG', ''];

export interface UnseenStatement {
  layout: string;
  seed: number;
  pdf: Buffer;
  expected: {
    bank: BankId;
    transactions: ParsedTransaction[];
    last4: string;
    statementDate: string;
    balanceCents: number;
  };
}

interface Row {
  date: string;
  description: string;
  amountCents: number;
}

const pad = (value: number): string => String(value).padStart(2, '0');
const dayOf = (iso: string): number => Number(iso.slice(8, 10));
const monthOf = (iso: string): number => Number(iso.slice(5, 7));
const yearOf = (iso: string): number => Number(iso.slice(0, 4));
const addDays = (iso: string, days: number): string =>
  new Date(Date.UTC(yearOf(iso), monthOf(iso) - 1, dayOf(iso) + days)).toISOString().slice(0, 10);

/** Printed statement dates, in the wordings banks use. */
function statementDateText(v: Variation, iso: string): string {
  const [y, m, d] = [yearOf(iso), monthOf(iso), dayOf(iso)];
  return v.pick([
    `${pad(d)} ${MONTHS[m - 1]} ${y}`,
    `${d} ${LONG_MONTHS[m - 1]} ${y}`,
    `${LONG_MONTHS[m - 1]} ${d}, ${y}`,
    `${pad(d)} ${MONTHS[m - 1]!.toUpperCase()} ${y}`,
  ]);
}

/** Row dates without a year. */
type RowDate = 'DD MON' | 'DD Mon' | 'DD/MM' | 'DDMON';
function rowDateText(format: RowDate, iso: string): string {
  const [m, d] = [monthOf(iso), dayOf(iso)];
  if (format === 'DD/MM') return `${pad(d)}/${pad(m)}`;
  if (format === 'DDMON') return `${pad(d)}${MONTHS[m - 1]!.toUpperCase()}`;
  return `${pad(d)} ${format === 'DD MON' ? MONTHS[m - 1]!.toUpperCase() : MONTHS[m - 1]}`;
}

type Credit = 'CR' | 'parentheses' | 'plus';
function cardAmount(credit: Credit, cents: number): string {
  const text = formatCents(Math.abs(cents));
  if (cents <= 0) return text;
  if (credit === 'CR') return `${text} CR`;
  if (credit === 'parentheses') return `(${text})`;
  return `+${text}`;
}

/** A card layout of a supported bank, as data. */
interface CardProfile {
  layout: string;
  bank: BankId;
  metadata: StatementPdfOptions;
  letterhead: string[];
  dateLabel: string[];
  header: string[][];
  twoDates: boolean;
  /** With two dates: the posting date printed first (UOB), else the transaction date first (SCB). */
  postingFirst?: boolean;
  rowDate: RowDate;
  credit: Credit;
  previousBalance: string[];
  totals: string[];
  cardLine: (name: string, number: string) => string;
  /** The statement date printed as the end of a period ("From 21 Jul 2023 to 20 Aug 2023"). */
  period?: boolean;
  /** Range of the amount column's right edge; HSBC keeps its table in the left 379 pt of the page. */
  amountRight?: [number, number];
}

const CARD_PROFILES: CardProfile[] = [
  {
    layout: 'dbs-credit',
    bank: 'dbs',
    metadata: { creator: 'Quadient CXM AG~Inspire~16.1', producer: '' },
    letterhead: ['DBS Cards P.O. Box 360 Singapore 900560', 'Credit Cards Statement of Account'],
    dateLabel: ['STATEMENT DATE'],
    header: [['DATE', 'DESCRIPTION', 'AMOUNT (S$)']],
    twoDates: false,
    rowDate: 'DD MON',
    credit: 'CR',
    previousBalance: ['PREVIOUS BALANCE'],
    totals: ['SUB-TOTAL:', 'TOTAL:', 'GRAND TOTAL FOR ALL CARD ACCOUNTS:'],
    cardLine: (name, number) => `DBS ${name} CARD NO.: ${number}`,
  },
  {
    layout: 'uob-credit',
    bank: 'uob',
    metadata: { creator: 'Vault Rendering Engine', producer: 'Rendering Engine' },
    letterhead: ['United Overseas Bank Limited', 'Please contact card.centre@uobgroup.com for enquiries'],
    dateLabel: ['Statement Date'],
    header: [
      ['Post Date', 'Trans Date', 'Description of Transaction', 'Transaction Amount SGD'],
      ['POST DATE', 'TRANS DATE', 'DESCRIPTION OF TRANSACTION', 'TRANSACTION AMOUNT'],
    ],
    twoDates: true,
    postingFirst: true,
    rowDate: 'DD MON',
    credit: 'CR',
    previousBalance: ['PREVIOUS BALANCE'],
    totals: ['SUB TOTAL', 'TOTAL BALANCE FOR UOB CARDS'],
    cardLine: (name, number) => `UOB ${name} ${number}`,
  },
  {
    layout: 'citibank-credit',
    bank: 'citibank',
    metadata: { creator: 'Ricoh Americas Corporation, AFP2PDF', producer: 'Ricoh Americas Corporation, AFP2PDF' },
    letterhead: ['Citibank Singapore Limited', 'Co. Reg. No. 200309485K'],
    dateLabel: ['Statement Date'],
    header: [
      ['DATE', 'DESCRIPTION', 'AMOUNT (SGD)'],
      ['Date', 'Description', 'Amount'],
    ],
    twoDates: false,
    rowDate: 'DD MON',
    credit: 'parentheses',
    previousBalance: ['BALANCE PREVIOUS STATEMENT'],
    totals: ['SUB-TOTAL:', 'GRAND TOTAL'],
    cardLine: (name, number) => `CITI ${name} CARD ${number}`,
  },
  {
    layout: 'standard-chartered-credit',
    bank: 'standard_chartered',
    metadata: { title: 'eStatement', producer: 'iText 7.2.5 (AGPL-version)' },
    letterhead: ['Standard Chartered Bank (Singapore) Limited', 'Credit Card Statement'],
    dateLabel: ['Statement Date :'],
    header: [['Transaction Date', 'Posting Date', 'Description', 'Amount (SGD)']],
    twoDates: true,
    rowDate: 'DD Mon',
    credit: 'CR',
    previousBalance: ['BALANCE FROM PREVIOUS STATEMENT'],
    totals: ['TOTAL'],
    cardLine: (name, number) => `${name} ${number}`,
  },
  {
    layout: 'ocbc-credit',
    bank: 'ocbc',
    metadata: { creator: 'pdfgen', producer: 'Streamline PDFGen for OCBC Group' },
    letterhead: ['OCBC Bank', 'Oversea-Chinese Banking Corporation Limited'],
    dateLabel: ['STATEMENT DATE'],
    header: [['TRANSACTION DATE', 'DESCRIPTION', 'AMOUNT (SGD)']],
    twoDates: false,
    rowDate: 'DD/MM',
    credit: 'parentheses',
    previousBalance: ["LAST MONTH'S BALANCE"],
    totals: ['SUBTOTAL', 'TOTAL', 'TOTAL AMOUNT DUE'],
    cardLine: (name, number) => `OCBC ${name} ${number}`,
  },
  {
    layout: 'hsbc-credit',
    bank: 'hsbc',
    metadata: {
      title: 'PRJ_BEAGLE_ST_CNS_SGH_APP_Orchid',
      author: 'Registered to: HSBC',
      creator: 'OpenText Exstream',
    },
    letterhead: ['The Hongkong and Shanghai Banking Corporation Limited', 'HSBC Credit Card Statement'],
    dateLabel: ['Statement', 'Statement period'],
    period: true,
    header: [
      ['Post date', 'Tran date', 'Description', 'Amount (SGD)'],
      ['DATE', 'DATE', 'DESCRIPTION', 'AMOUNT'],
    ],
    twoDates: true,
    postingFirst: true,
    rowDate: 'DD Mon',
    credit: 'CR',
    previousBalance: ['Previous Statement Balance'],
    amountRight: [340, 372],
    totals: ['Total Due'],
    cardLine: (name, number) => `HSBC ${name} ${number}`,
  },
];

const CARD_NAMES = ['REWARDS VISA', 'LIVE FRESH', 'PLATINUM MASTERCARD', 'ONE CARD', 'WORLD MASTERCARD'];

function masked(v: Variation, last4: string): string {
  const lead = String(v.int(4000, 5599));
  return v.pick([
    `${lead} XXXX XXXX ${last4}`,
    `XXXX XXXX XXXX ${last4}`,
    `${lead.slice(0, 1)}xxx-xxxx-xxxx-${last4}`,
    `${lead}-****-****-${last4}`,
    `${lead} ${String(v.int(10, 99))}** **** ${last4}`,
  ]);
}

/** Rows of one statement month: purchases, a payment of the previous balance, sometimes a refund. */
function cardRows(v: Variation, statementDate: string, previousOwedCents: number): Row[] {
  const start = addDays(statementDate, -v.int(28, 31));
  const rows: Row[] = [];
  const count = v.int(6, 40);
  for (let index = 0; index < count; index += 1) {
    const merchant = v.pick(MERCHANTS);
    const place = v.pick(PLACES);
    rows.push({
      date: addDays(start, v.int(0, 27)),
      description: place ? `${merchant} ${place}` : merchant,
      amountCents: -v.int(150, 60_000),
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date));
  rows.splice(v.int(0, Math.min(3, rows.length)), 0, {
    date: addDays(start, v.int(2, 12)),
    description: v.pick(['PAYMENT - THANK YOU', 'PAYMT THRU E-BANK', 'FAST INCOMING PAYMENT', 'PAYMENT BY GIRO']),
    amountCents: previousOwedCents,
  });
  if (v.chance(0.4)) {
    rows.push({
      date: addDays(start, v.int(14, 27)),
      description: 'REFUND ' + v.pick(MERCHANTS),
      amountCents: v.int(500, 9000),
    });
  }
  return rows;
}

async function drawCard(profile: CardProfile, seed: number): Promise<UnseenStatement> {
  const v = new Variation(seed);
  const statementDate = `${v.int(2022, 2026)}-${pad(v.int(1, 12))}-${pad(v.int(1, 28))}`;
  const previousOwedCents = v.int(0, 300_000);
  const rows = cardRows(v, statementDate, previousOwedCents);
  const closingCents = -previousOwedCents + rows.reduce((sum, row) => sum + row.amountCents, 0);
  const last4 = String(v.int(0, 9999)).padStart(4, '0');
  const pdf = new StatementPdf({ ...profile.metadata, look: v.look() });
  const size = v.pick([7.5, 8, 8.5, 9]);
  const header = v.pick(profile.header).map((label) => v.cased(label));
  // Columns sit after their header labels (which are often wider than the dates under them).
  const columnWidth = (label: string | undefined): number =>
    Math.max(pdf.measure(label ?? '', size, true), pdf.measure('00 MMM', size));
  const dateX = v.between(30, 50);
  const secondDateX = dateX + columnWidth(header[0]) + v.between(8, 24);
  const descX =
    (profile.twoDates ? secondDateX + columnWidth(header[1]) : dateX + columnWidth(header[0])) + v.between(8, 30);
  const [rightMin, rightMax] = profile.amountRight ?? [520, 560];
  const amountRight = v.between(rightMin, rightMax);
  const rowsPerPage = v.int(14, 34);

  let y = v.between(36, 50);
  for (const line of profile.letterhead) {
    pdf.text(dateX, y, line, { size: size + 1, bold: y < 50 });
    y += 13;
  }
  y += 8;
  // Summary box: labels on one line, values under them (and a panel of figures beside).
  const dateLabel = v.cased(v.pick(profile.dateLabel));
  if (profile.period) {
    const from = statementDateText(v, addDays(statementDate, -30));
    pdf.text(dateX, y, `${dateLabel} From ${from} to ${statementDateText(v, statementDate)}`, { size });
  } else if (v.chance(0.5)) {
    pdf.text(dateX, y, dateLabel, { size });
    pdf.text(dateX + 150, y, v.cased('Payment Due Date'), { size });
    pdf.text(dateX + 300, y, v.cased('Minimum Payment'), { size });
    y += 12;
    pdf.text(dateX, y, statementDateText(v, statementDate), { size });
    pdf.text(dateX + 150, y, statementDateText(v, addDays(statementDate, 25)), { size });
    pdf.text(dateX + 300, y, `S$${formatCents(Math.max(5000, Math.round(-closingCents / 100)))}`, { size });
  } else {
    pdf.text(dateX, y, `${dateLabel} ${statementDateText(v, statementDate)}`, { size });
  }
  y += 24;
  const drawHeader = (): void => {
    pdf.text(dateX, y, header[0] ?? '', { size, bold: true });
    if (profile.twoDates) pdf.text(secondDateX, y, header[1] ?? '', { size, bold: true });
    pdf.text(descX, y, header[profile.twoDates ? 2 : 1] ?? '', { size, bold: true });
    pdf.text(amountRight, y, header[header.length - 1] ?? '', { size, bold: true, align: 'right' });
    y += 16;
  };
  drawHeader();
  pdf.text(dateX, y, profile.cardLine(v.pick(CARD_NAMES), masked(v, last4)), { size, bold: true });
  y += 13;
  pdf.text(descX, y, v.pick(profile.previousBalance), { size });
  pdf.text(amountRight, y, cardAmount(profile.credit, -previousOwedCents), { size, align: 'right' });
  y += 12;
  let page = 1;
  const footer = (): void => {
    pdf.text(dateX, 810, v.pick([`Page ${page}`, `PAGE ${page} OF 9`, `${page}`]), { size: 6.5 });
  };
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % rowsPerPage === 0) {
      footer();
      pdf.addPage();
      page += 1;
      y = v.between(40, 60);
      drawHeader();
    }
    const posted = addDays(row.date, v.int(0, 2));
    const [first, second] = profile.postingFirst ? [posted, row.date] : [row.date, posted];
    pdf.text(dateX, y, rowDateText(profile.rowDate, first), { size });
    if (profile.twoDates) pdf.text(secondDateX, y, rowDateText(profile.rowDate, second), { size });
    // Banks cut merchant names to the column: drop the place, then words, until the text fits.
    while (descX + pdf.measure(row.description, size) > amountRight - 70 && row.description.includes(' ')) {
      row.description = row.description.slice(0, row.description.lastIndexOf(' '));
    }
    pdf.text(descX, y, row.description, { size });
    pdf.text(amountRight, y, cardAmount(profile.credit, row.amountCents), { size, align: 'right' });
    y += size + v.between(3, 6);
  }
  y += 8;
  for (const label of profile.totals) {
    pdf.text(descX, y, label, { size, bold: true });
    pdf.text(amountRight, y, cardAmount(profile.credit, closingCents), { size, align: 'right' });
    y += 13;
  }
  footer();
  if (v.chance(0.4)) {
    pdf.addPage();
    pdf.text(dateX, 60, v.cased('Important information'), { size: 10, bold: true });
    pdf.text(
      dateX,
      80,
      `Late payment charge of S$100.00 applies from ${statementDateText(v, addDays(statementDate, 26))}.`,
      { size: 8 },
    );
    pdf.text(dateX, 94, 'Interest on outstanding balances is charged at 27.78% a year.', { size: 8 });
  }
  return {
    layout: profile.layout,
    seed,
    pdf: await pdf.toBuffer(),
    expected: {
      bank: profile.bank,
      transactions: rows.map((row) => ({ date: row.date, description: row.description, amountCents: row.amountCents })),
      last4,
      statementDate,
      balanceCents: closingCents,
    },
  };
}

/** A savings / current account layout of a supported bank, as data. */
interface AccountProfile {
  layout: string;
  bank: BankId;
  metadata: StatementPdfOptions;
  letterhead: string[];
  /** How the statement date is printed (the end of the period). */
  dateLine: (v: Variation, start: string, end: string) => string;
  header: string[][];
  rowDate: RowDate;
  /** Whether rows print a value date after the transaction date (OCBC). */
  valueDate: boolean;
  accountLine: (v: Variation) => { text: string; last4: string };
  broughtForward: string[];
  carriedForward: string[];
}

const accountNumber = (v: Variation, groups: number[]): string =>
  groups.map((length) => String(v.int(0, 10 ** length - 1)).padStart(length, '0')).join('-');
const accountLast4 = (number: string): string => number.replace(/\D/g, '').slice(-4);

const ACCOUNT_PROFILES: AccountProfile[] = [
  {
    layout: 'dbs-account',
    bank: 'dbs',
    metadata: { creator: 'Quadient CXM AG~Inspire~15.0.681.5', producer: '' },
    letterhead: ['DBS Bank Ltd', 'Statement of Account'],
    dateLine: (v, _start, end) => `${v.cased('Statement Date')} ${statementDateText(v, end)}`,
    header: [
      ['Date', 'Description', 'Withdrawal (-)', 'Deposit (+)', 'Balance'],
      ['DATE', 'DESCRIPTION', 'WITHDRAWAL', 'DEPOSIT', 'BALANCE'],
    ],
    rowDate: 'DD Mon',
    valueDate: false,
    accountLine: (v) => {
      const number = accountNumber(v, [3, 6, 1]);
      return {
        text: `${v.pick(['DBS Multiplier Account', 'POSB Savings Account', 'DBS eMulti-Currency Autosave'])} Account No. ${number}`,
        last4: accountLast4(number),
      };
    },
    broughtForward: ['Balance Brought Forward'],
    carriedForward: ['Balance Carried Forward'],
  },
  {
    layout: 'ocbc-account',
    bank: 'ocbc',
    metadata: { creator: 'pdfgen', producer: 'Streamline PDFGen for OCBC Group' },
    letterhead: ['OCBC Bank', 'STATEMENT OF ACCOUNT', 'Oversea-Chinese Banking Corporation Limited'],
    dateLine: (v, start, end) =>
      `${statementDateText(v, start).toUpperCase()} TO ${statementDateText(v, end).toUpperCase()}`,
    header: [['Transaction Date', 'Value Date', 'Description', 'Cheque', 'Withdrawal', 'Deposit', 'Balance']],
    rowDate: 'DD MON',
    valueDate: true,
    accountLine: (v) => {
      const number = accountNumber(v, [3, 6, 3]);
      return {
        text: `${v.pick(['360 ACCOUNT', 'FRANK ACCOUNT', 'BONUS+ SAVINGS ACCOUNT'])} Account No. ${number}`,
        last4: accountLast4(number),
      };
    },
    broughtForward: ['BALANCE B/F'],
    carriedForward: ['BALANCE C/F'],
  },
  {
    layout: 'uob-account',
    bank: 'uob',
    metadata: { creator: 'Vault Rendering Engine', producer: 'Rendering Engine 7.4.1.9' },
    letterhead: ['United Overseas Bank Limited', 'Enquiries: customer.service@uobgroup.com'],
    dateLine: (v, start, end) => `${v.cased('Period')}: ${statementDateText(v, start)} to ${statementDateText(v, end)}`,
    header: [
      ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance'],
      ['DATE', 'DESCRIPTION', 'WITHDRAWALS', 'DEPOSITS', 'BALANCE'],
    ],
    rowDate: 'DD Mon',
    valueDate: false,
    accountLine: (v) => {
      const number = accountNumber(v, [3, 3, 3, 1]);
      return {
        text: `${v.pick(['One Account', 'Stash Account', 'Uniplus Account'])} ${number}`,
        last4: accountLast4(number),
      };
    },
    broughtForward: ['BALANCE B/F'],
    carriedForward: ['BALANCE C/F'],
  },
];

const ACCOUNT_ROWS: { description: string[]; deposit: boolean }[] = [
  { description: ['FAST PAYMENT', 'to KOPI CORNER PTE LTD', 'OTHR Other'], deposit: false },
  { description: ['GIRO - SALARY', 'GARDEN WORKS PTE LTD'], deposit: true },
  { description: ['POS PURCHASE NETS', 'FAIRPRICE XTRA'], deposit: false },
  { description: ['FUND TRANSFER', 'via PayNow-Mobile'], deposit: false },
  { description: ['INTEREST CREDIT'], deposit: true },
  { description: ['BILL PAYMENT', 'SP SERVICES'], deposit: false },
  { description: ['CASH WITHDRAWAL', 'ATM TAMPINES MALL'], deposit: false },
  { description: ['FAST RECEIPT', 'from TAN AH KOW'], deposit: true },
];

async function drawAccount(profile: AccountProfile, seed: number): Promise<UnseenStatement> {
  const v = new Variation(seed);
  const end = `${v.int(2022, 2026)}-${pad(v.int(1, 12))}-28`;
  const start = addDays(end, -27);
  const opening = v.int(100_000, 2_000_000);
  const pdf = new StatementPdf({ ...profile.metadata, look: v.look() });
  const size = v.pick([7.5, 8, 8.5, 9]);
  const header = v.pick(profile.header).map((label) => v.cased(label));
  const amountCount = 3;
  const leftCount = header.length - amountCount;
  const x0 = v.between(30, 45);
  const positions: number[] = [x0];
  for (let index = 1; index < leftCount; index += 1) {
    positions.push(
      positions[index - 1]! + Math.max(pdf.measure(header[index - 1]!, size, true), 40) + v.between(8, 20),
    );
  }
  const descX = positions[profile.valueDate ? 2 : 1]!;
  const balanceRight = v.between(530, 565);
  const depositRight = balanceRight - v.between(75, 95);
  const withdrawalRight = depositRight - v.between(70, 90);
  const account = profile.accountLine(v);

  let y = v.between(36, 50);
  for (const line of profile.letterhead) {
    pdf.text(x0, y, line, { size: size + 1 });
    y += 13;
  }
  pdf.text(x0, y + 6, profile.dateLine(v, start, end), { size });
  y += 30;
  pdf.text(x0, y, account.text, { size, bold: true });
  y += 16;
  const drawHeader = (): void => {
    header.forEach((label, index) => {
      if (index < leftCount) pdf.text(positions[index]!, y, label, { size, bold: true });
    });
    const rights = [withdrawalRight, depositRight, balanceRight];
    header
      .slice(leftCount)
      .forEach((label, index) => pdf.text(rights[index]!, y, label, { size, bold: true, align: 'right' }));
    y += 15;
  };
  drawHeader();
  pdf.text(descX, y, v.pick(profile.broughtForward), { size });
  pdf.text(balanceRight, y, formatCents(opening), { size, align: 'right' });
  y += 12;

  const rows: Row[] = [];
  let balance = opening;
  const count = v.int(5, 30);
  const rowsPerPage = v.int(10, 22);
  let day = 0;
  for (let index = 0; index < count; index += 1) {
    if (index > 0 && index % rowsPerPage === 0) {
      pdf.addPage();
      y = v.between(40, 60);
      drawHeader();
    }
    day = Math.min(27, day + v.int(0, 2));
    const date = addDays(start, day);
    const kind = v.pick(ACCOUNT_ROWS);
    const cents = kind.deposit ? v.int(100, 500_000) : -v.int(100, Math.min(200_000, balance));
    balance += cents;
    pdf.text(positions[0]!, y, rowDateText(profile.rowDate, date), { size });
    if (profile.valueDate) pdf.text(positions[1]!, y, rowDateText(profile.rowDate, date), { size });
    const [first = '', ...more] = kind.description;
    pdf.text(descX, y, first, { size });
    pdf.text(cents < 0 ? withdrawalRight : depositRight, y, formatCents(Math.abs(cents)), { size, align: 'right' });
    pdf.text(balanceRight, y, formatCents(balance), { size, align: 'right' });
    y += size + 4;
    for (const line of more) {
      pdf.text(descX, y, line, { size });
      y += size + 3;
    }
    rows.push({ date, description: kind.description.join(' '), amountCents: cents });
  }
  pdf.text(descX, y, v.pick(profile.carriedForward), { size });
  pdf.text(balanceRight, y, formatCents(balance), { size, align: 'right' });
  return {
    layout: profile.layout,
    seed,
    pdf: await pdf.toBuffer(),
    expected: {
      bank: profile.bank,
      transactions: rows,
      last4: account.last4,
      statementDate: end,
      balanceCents: balance,
    },
  };
}

export const UNSEEN_LAYOUTS = [
  ...CARD_PROFILES.map((profile) => profile.layout),
  ...ACCOUNT_PROFILES.map((profile) => profile.layout),
];

/** Seeds no test and no tuning run ever draws: the benchmark's held-out split. */
export function heldOutSeeds(count: number): number[] {
  return Array.from({ length: count }, (_, index) => 900_000_001 + index * 104_729);
}

export async function drawUnseen(layout: string, seed: number): Promise<UnseenStatement> {
  const card = CARD_PROFILES.find((candidate) => candidate.layout === layout);
  if (card) return drawCard(card, seed);
  const account = ACCOUNT_PROFILES.find((candidate) => candidate.layout === layout);
  if (account) return drawAccount(account, seed);
  throw new Error(`No unseen profile for ${layout}`);
}
