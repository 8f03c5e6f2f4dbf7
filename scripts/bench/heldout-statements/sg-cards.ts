/** Singapore credit-card layouts: DBS, OCBC, UOB, Citibank, HSBC, Standard Chartered, Maybank, Trust. */
import type { Line } from './canvas';
import { drawCard, owedCents, type CardSpec } from './card';
import {
  footerStyle,
  marketingPage,
  metadata,
  paragraph,
  rewardsPanel,
  typography,
  canvasOptions,
  type Typography,
} from './common';
import { drawCardMonth, NAMES, type CardMonth, type CardOptions, type Movement } from './content';
import { addDays, formatDate, limitText, money, type DateStyle } from './format';
import {
  cardNumber,
  drawStatementDate,
  lastFourDigits,
  maskCard,
  tamper,
  wording,
  type HeldOutStatement,
} from './model';
import { Rng } from './rng';
import { cardFigureCells, type CardColumns, type CreditMarker, type ForeignStyle } from './rows';

const A4_WIDTH = 595.28;

interface Base {
  rng: Rng;
  type: Typography;
  cw: number;
  statementDate: string;
  month: CardMonth;
  printed: Movement[];
  differenceCents?: number;
  variant: string[];
  holder: string;
}

function base(
  seed: number,
  mismatch: boolean,
  options: Omit<CardOptions, 'us' | 'charges'>,
  long = 0.3,
  sizes?: number[],
): Base {
  const rng = new Rng(seed);
  const type = typography(rng, sizes);
  const statementDate = drawStatementDate(rng);
  const charges = rng.chance(long) ? rng.int(30, 60) : rng.int(5, 22);
  const month = drawCardMonth(rng, statementDate, { ...options, us: false, charges });
  const holder = rng.pick(NAMES);
  const variant = [type.note, `${month.movements.length} rows`];
  if (!mismatch)
    return { rng, type, cw: type.charWidth, statementDate, month, printed: month.movements, variant, holder };
  const { printed, differenceCents } = tamper(rng, month.movements);
  variant.push(`one amount altered by ${differenceCents} cents`);
  return { rng, type, cw: type.charWidth, statementDate, month, printed, differenceCents, variant, holder };
}

interface ColumnChoice {
  twoDates?: 'post-first' | 'txn-first';
  dateStyle: DateStyle;
  place: CardColumns['place'];
  marker: CreditMarker;
  foreign: ForeignStyle;
  right?: number;
  left?: number;
  /** Every header label printed over a date column: the column is made wide enough for the longest. */
  dateLabels: string[];
}

function columns(b: Base, choice: ColumnChoice): CardColumns {
  const { rng, cw } = b;
  const left = choice.left ?? rng.int(28, 50);
  const labelWidth = Math.max(...choice.dateLabels.map((label) => label.length)) * b.type.canvas.fontSize * 0.72 + 8;
  const dateWidth = Math.max(7 * cw + rng.int(8, 20), labelWidth);
  const dates: CardColumns['dates'] = [];
  if (choice.twoDates) {
    const [first, second] = choice.twoDates === 'post-first' ? (['post', 'txn'] as const) : (['txn', 'post'] as const);
    dates.push(
      { x: left, which: first, style: choice.dateStyle },
      { x: left + dateWidth, which: second, style: choice.dateStyle },
    );
  } else {
    dates.push({ x: left, which: 'txn', style: choice.dateStyle });
  }
  const descX = left + dates.length * dateWidth + rng.int(4, 24);
  const city = descX + 31 * cw;
  const right = choice.right ?? A4_WIDTH - rng.int(32, 70);
  return {
    dates,
    descX,
    place: choice.place,
    city,
    country: city + 15 * cw,
    amountRight: choice.marker === 'CR' ? right + 3 * cw : right,
    marker: choice.marker,
    crX: right + rng.int(4, 10),
    foreign: choice.foreign,
    fcyRight: right - 13 * cw,
    detailIndent: rng.pick([0, 0, 6, 12]),
  };
}

/** Header cells at the same x as the columns, right-aligned over amounts. */
function headerLine(cols: CardColumns, labels: { dates: string[]; desc: string; amount: string; fcy?: string }): Line {
  const line: Line = cols.dates.map((date, index) => ({ text: labels.dates[index] ?? '', x: date.x }));
  line.push({ text: labels.desc, x: cols.descX });
  if (labels.fcy) line.push({ text: labels.fcy, x: cols.fcyRight ?? 0, align: 'right' });
  line.push({ text: labels.amount, x: cols.marker === 'CR' ? cols.amountRight : cols.amountRight + 3, align: 'right' });
  return line;
}

function addressLines(b: Base, x: number): Line[] {
  const block = b.rng.int(10, 999);
  return [
    [{ text: b.holder, x }],
    [{ text: `BLK ${block} BEDOK NORTH AVE ${b.rng.int(1, 4)} #${b.rng.int(2, 15)}-${b.rng.int(10, 99)}`, x }],
    [{ text: `SINGAPORE ${b.rng.digits(6)}`, x }],
  ];
}

function credit(b: Base): number {
  return b.rng.pick([500_000, 800_000, 1_000_000, 1_500_000, 2_280_000, 3_000_000, 4_550_050]);
}

function minimum(owed: number): number {
  return Math.min(Math.max(owed, 0), Math.max(5_000, Math.round(owed * 0.01) + 100));
}

// ---------------------------------------------------------------------------------------------- DBS

export async function dbsCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(seed, mismatch, {
    payments: ['PAYMENT - DBS INTERNET/WIRELESS', 'GIRO PAYMENT', 'PAYMENT - THANK YOU'],
    rebates: ['CASHBACK - DBS LIVE FRESH', 'DBS CASHBACK CREDIT'],
    foreignShare: 0.15,
  });
  const { rng } = b;
  for (const m of b.month.movements)
    if (m.kind === 'payment' && rng.chance(0.7)) m.details.push(`REF NO: ${rng.digits(23)}`);
  const number = cardNumber(rng, rng.pick(['4119', '5420', '3779']));
  const mask = maskCard(rng, number);
  const limit = credit(b);
  const owed = owedCents(b.month);
  const dateStyle = rng.pick<DateStyle>(['DD Mon YYYY', 'DD MON YYYY', 'DD Month YYYY']);
  const dateLabel = wording(rng, ['DATE', 'Date', 'Txn Date']);
  const cols = columns(b, {
    dateLabels: [dateLabel],
    dateStyle: rng.pick(['DD MON', 'DD Mon']),
    place: rng.pick(['inline', 'columns']),
    marker: rng.pick(['CR', 'CR', 'CR-column']),
    foreign: 'spelled-line',
  });
  const meta = metadata(rng, {
    Creator: rng.pick(['Quadient CXM AG~Inspire~15.0.681.5', 'Quadient Inspire 16.2']),
    Producer: '',
  });
  const footer = footerStyle(rng, A4_WIDTH, `PDS_CRCRDGCE_LOC_ESTMT_${rng.digits(8)}`);
  const cardName = rng.pick([
    'DBS ALTITUDE VISA SIGNATURE',
    'DBS LIVE FRESH VISA',
    'POSB EVERYDAY CARD',
    'DBS WOMANS WORLD MASTERCARD',
  ]);
  const headingStyle = rng.int(0, 2);
  const heading =
    headingStyle === 0
      ? `${cardName} CARD NO.: ${mask.text}`
      : headingStyle === 1
        ? `${cardName} Card No. ${mask.text}`
        : `${cardName}  ${mask.text}`;
  const summaryLabels = [
    wording(rng, ['STATEMENT DATE', 'Statement Date']),
    wording(rng, ['CREDIT LIMIT', 'Credit Limit', 'Combined Credit Limit']),
    wording(rng, ['MINIMUM PAYMENT', 'Minimum Payment', 'Min. Payment Due']),
    wording(rng, ['PAYMENT DUE DATE', 'Payment Due Date', 'Due Date']),
  ];
  const summaryValues = [
    formatDate(b.statementDate, dateStyle),
    `$${money(limit)}`,
    `$${money(minimum(owed))}`,
    formatDate(addDays(b.statementDate, 25), dateStyle),
  ];
  const spec: CardSpec = {
    layout: 'dbs-credit',
    seed,
    bank: 'dbs',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.4', b.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      `mask ${mask.style}`,
      `marker ${cols.marker}`,
      `place ${cols.place}`,
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    creditLimitCents: limit,
    columns: cols,
    top: (canvas) => {
      canvas.y = 40;
      canvas.line([
        { text: 'DBS Cards P.O. Box 360', x: 40 },
        { text: rng.pick(['Credit Cards', 'CREDIT CARDS']), x: 400, bold: true },
      ]);
      canvas.line([
        { text: 'Singapore 912312', x: 40 },
        { text: rng.pick(['Statement of Account', 'STATEMENT OF ACCOUNT']), x: 400, bold: true },
      ]);
      canvas.gap(10);
      for (const line of addressLines(b, 40)) canvas.line(line);
      canvas.gap(12);
      const xs = [40, 160, 280, 420];
      canvas.line(
        summaryLabels.map((text, i) => ({ text, x: xs[i] ?? 0, bold: true, size: Math.min(canvas.fontSize, 7.5) })),
      );
      canvas.line(summaryValues.map((text, i) => ({ text, x: xs[i] ?? 0 })));
      canvas.gap(8);
      canvas.line([{ text: 'This Statement serves as a TAX INVOICE if GST is charged.', x: 40 }]);
      canvas.gap(10);
    },
    continuation: (canvas) => {
      canvas.y = 36;
      canvas.line([{ text: rng.pick(['Credit Cards Statement of Account', 'DBS Cards']), x: 40, bold: true }]);
      canvas.gap(8);
    },
    header: [
      headerLine(cols, {
        dates: [dateLabel],
        desc: wording(rng, ['DESCRIPTION', 'TRANSACTION DETAILS', 'Description']),
        amount: rng.pick(['AMOUNT (S$)', 'AMOUNT (SGD)', 'Amount S$', 'AMOUNT']),
      }),
    ],
    before: [
      [[{ text: heading, x: cols.dates[0]?.x ?? 40, bold: true }]],
      b.month.previousBalanceCents > 0 || rng.chance(0.5)
        ? [
            [
              { text: wording(rng, ['PREVIOUS BALANCE', 'Previous Balance']), x: cols.descX },
              ...cardFigureCells(b.month.previousBalanceCents, cols),
            ],
          ]
        : [],
    ],
    sections: { credits: [], charges: [[{ text: `NEW TRANSACTIONS ${b.holder}`, x: cols.descX, bold: true }]] },
    after: [
      [[{ text: 'SUB-TOTAL:', x: cols.descX, bold: true }, ...cardFigureCells(owed, cols)]],
      [[{ text: 'TOTAL:', x: cols.descX, bold: true }, ...cardFigureCells(owed, cols)]],
      ...(rng.chance(0.6)
        ? [
            [
              [
                { text: 'GRAND TOTAL FOR ALL CARD ACCOUNTS:', x: cols.descX, bold: true },
                ...cardFigureCells(owed, cols),
              ],
            ],
          ]
        : []),
    ],
    closing: (canvas) => {
      if (rng.chance(0.6)) {
        canvas.ensure(6, () => (canvas.y = 50));
        rewardsPanel(canvas, rng, b.statementDate, 'DD MON YYYY', `${cardName} CARD - DBS POINTS SUMMARY`);
      }
      canvas.ensure(4, () => (canvas.y = 50));
      canvas.gap(10);
      paragraph(
        canvas,
        `Any Full Amount due will be deducted from bank account ${rng.digits(3)}-${rng.digits(6)}-${rng.digits(1)}. GIRO deduction date: ${formatDate(addDays(b.statementDate, 20), 'DD Mon YYYY')}.`,
        40,
        100,
      );
      if (rng.chance(0.4)) marketingPage(canvas, rng, 'DBS Bank Ltd', b.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}

/** A two-line label box: labels small above, values below, at the given x positions. */
function labelBox(canvas: Parameters<CardSpec['top']>[0], labels: string[][], values: string[], xs: number[]): void {
  const top = canvas.y;
  canvas.box(34, top - 4, A4_WIDTH - 68, canvas.fontSize * 4 + 12);
  for (let row = 0; row < 2; row += 1) {
    canvas.line(
      labels.map((label, i) => ({ text: label[row] ?? '', x: xs[i] ?? 0, size: 6.5, bold: true })),
      8,
    );
  }
  canvas.gap(3);
  canvas.line(values.map((text, i) => ({ text, x: xs[i] ?? 0 })));
  canvas.y = top + canvas.fontSize * 4 + 20;
}

// ---------------------------------------------------------------------------------------------- OCBC

export async function ocbcCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(seed, mismatch, {
    payments: ['PAYMENT BY INTERNET', 'PAYMENT BY GIRO', 'PAYMENT VIA PAYNOW-UEN'],
    rebates: ['CASH REBATE', '365 CASHBACK'],
    foreignShare: 0.15,
  });
  const { rng } = b;
  const number = cardNumber(rng, rng.pick(['4524', '5401']));
  const mask = maskCard(rng, number);
  const limit = credit(b);
  const owed = owedCents(b.month);
  const dateStyle = rng.pick<DateStyle>(['DD-MM-YYYY', 'DD-MM-YYYY', 'DD/MM/YYYY', 'DD MON YYYY']);
  const dateLabel = wording(rng, ['TRANSACTION DATE', 'TRANS DATE', 'DATE']);
  const cols = columns(b, {
    dateLabels: [dateLabel],
    dateStyle: rng.pick(['DD/MM', 'DD/MM', 'DD MON']),
    place: rng.pick(['columns', 'columns', 'inline']),
    marker: 'parens',
    foreign: 'code-line',
  });
  const meta = metadata(rng, { Creator: 'pdfgen', Producer: 'Streamline PDFGen for OCBC Group' });
  const footer = footerStyle(rng, A4_WIDTH, `OCBC${rng.digits(6)}(${rng.digits(4)})`);
  const product = rng.pick([
    'OCBC 365 CREDIT CARD',
    'OCBC 90°N VISA CARD',
    'OCBC FRANK CREDIT CARD',
    'OCBC REWARDS CARD',
  ]);
  const boxStyle = rng.pick(['box', 'colon']);
  const dollars = (cents: number, decimals: boolean): string => `S$${limitText(cents, decimals)}`;
  const values = [
    formatDate(b.statementDate, dateStyle),
    formatDate(addDays(b.statementDate, 23), dateStyle),
    dollars(limit, rng.chance(0.5)),
    dollars(Math.max(0, limit - owed), true),
    dollars(minimum(owed), true),
  ];
  const labels = [
    ['STATEMENT', 'DATE'],
    ['PAYMENT', 'DUE DATE'],
    [rng.pick(['TOTAL CREDIT', 'CREDIT']), 'LIMIT'],
    ['TOTAL AVAILABLE', 'CREDIT LIMIT'],
    [rng.pick(['TOTAL MINIMUM', 'MINIMUM']), rng.pick(['DUE', 'PAYMENT'])],
  ];
  const spec: CardSpec = {
    layout: 'ocbc-credit',
    seed,
    bank: 'ocbc',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, rng.pick(['1.4', '1.6']), b.statementDate),
    variant: [...b.variant, meta.note, footer.note, `mask ${mask.style}`, `summary ${boxStyle}`, `place ${cols.place}`],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    creditLimitCents: limit,
    columns: cols,
    top: (canvas) => {
      canvas.verticalText(`Oversea-Chinese Banking Corporation Limited  Co. Reg. No.: 193200032W`, 14, 700);
      canvas.y = 36;
      canvas.line([{ text: 'OCBC Bank', x: 40, bold: true, size: canvas.fontSize + 4 }], 18);
      canvas.line([
        { text: rng.pick(['CREDIT CARD STATEMENT', 'Statement of Credit Card Account']), x: 40, bold: true },
      ]);
      canvas.gap(6);
      for (const line of addressLines(b, 40)) canvas.line(line);
      canvas.gap(14);
      if (boxStyle === 'box') {
        labelBox(canvas, labels, values, [40, 140, 240, 350, 470]);
      } else {
        labels.forEach((label, i) =>
          canvas.line([
            { text: label.join(' '), x: 40 },
            { text: `: ${values[i] ?? ''}`, x: 220 },
          ]),
        );
        canvas.gap(10);
      }
    },
    continuation: (canvas) => {
      canvas.verticalText(`Co. Reg. No.: 193200032W`, 14, 700);
      canvas.y = 40;
    },
    header: [
      headerLine(cols, {
        dates: [dateLabel],
        desc: wording(rng, ['DESCRIPTION', 'TRANSACTION DESCRIPTION']),
        amount: rng.pick(['AMOUNT (SGD)', 'AMOUNT (S$)', 'SGD AMOUNT', 'Amount (SGD)']),
      }),
    ],
    before: [
      [[{ text: product, x: cols.dates[0]?.x ?? 40, bold: true }]],
      [
        [
          { text: b.holder, x: cols.dates[0]?.x ?? 40 },
          { text: mask.text, x: cols.amountRight, align: 'right' },
        ],
      ],
      [
        [
          { text: rng.pick(["LAST MONTH'S BALANCE", 'PREVIOUS BALANCE', "Last Month's Balance"]), x: cols.descX },
          ...cardFigureCells(b.month.previousBalanceCents, cols),
        ],
      ],
    ],
    after: [
      [[{ text: 'SUBTOTAL', x: cols.descX, bold: true }, ...cardFigureCells(owed, cols)]],
      [[{ text: 'TOTAL', x: cols.descX, bold: true }, ...cardFigureCells(owed, cols)]],
      [
        [
          { text: rng.pick(['TOTAL AMOUNT DUE', 'TOTAL AMOUNT DUE (SGD)']), x: cols.descX, bold: true },
          ...cardFigureCells(owed, cols),
        ],
      ],
    ],
    closing: (canvas) => {
      canvas.addPage();
      canvas.y = 60;
      canvas.line([{ text: 'PAYMENT SLIP', x: 40, bold: true }]);
      canvas.line([
        { text: 'NAME', x: 40 },
        { text: b.holder, x: 180 },
      ]);
      canvas.line([{ text: `STATEMENT DATE : ${formatDate(b.statementDate, 'DD MON YY')}`, x: 40 }]);
      canvas.line([
        { text: 'CARD NUMBER', x: 40 },
        { text: mask.text, x: 180 },
      ]);
      canvas.line([
        { text: 'AMOUNT DUE', x: 300 },
        { text: 'MINIMUM PAYMENT', x: 420 },
      ]);
      canvas.line([
        { text: 'TOTAL', x: 40 },
        { text: money(owed), x: 360, align: 'right' },
        { text: money(minimum(owed)), x: 500, align: 'right' },
      ]);
      if (rng.chance(0.5)) marketingPage(canvas, rng, 'OCBC Bank', b.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}

// ---------------------------------------------------------------------------------------------- UOB

export async function uobCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(seed, mismatch, {
    payments: ['PAYMT THRU E-BANK/HOMEB/CYBERB', 'PAYMENT - THANK YOU', 'GIRO PAYMENT'],
    rebates: ['UOB ONE CARD CASH REBATE', 'UOB CASH REBATE'],
    foreignShare: 0.15,
  });
  const { rng } = b;
  for (const m of b.month.movements)
    if (m.kind === 'payment' && rng.chance(0.5)) m.details.push(`Ref No. : ${rng.digits(23)}`);
  const number = cardNumber(rng, rng.pick(['4265', '5522']));
  const mask = maskCard(rng, number);
  const limit = credit(b);
  const owed = owedCents(b.month);
  const dateStyle = rng.pick<DateStyle>(['DD MON YYYY', 'DD Mon YYYY']);
  const stacked = rng.chance(0.5);
  const labels = {
    post: stacked ? ['Post', 'Date'] : [rng.pick(['Post Date', 'POST DATE'])],
    trans: stacked ? ['Trans', 'Date'] : [rng.pick(['Trans Date', 'TRANS DATE'])],
    desc: rng.pick(['Description of Transaction', 'DESCRIPTION OF TRANSACTION', 'Transaction Description']),
    amount: stacked
      ? ['Transaction Amount', 'SGD']
      : [rng.pick(['Transaction Amount SGD', 'Transaction Amount (SGD)', 'AMOUNT (SGD)'])],
  };
  const cols = columns(b, {
    dateLabels: [...labels.post, ...labels.trans],
    twoDates: 'post-first',
    dateStyle: rng.pick(['DD MON', 'DD Mon']),
    place: rng.pick(['inline', 'columns', 'none']),
    marker: rng.pick(['CR', 'CR-column']),
    foreign: 'short-line',
  });
  const meta = metadata(rng, { Creator: 'Vault Rendering Engine', Producer: 'Rendering Engine' });
  const footer = footerStyle(rng, A4_WIDTH, `UOBCC${rng.digits(7)}`);
  const product = rng.pick(['UOB ONE CARD', 'PRVI MILES VISA', 'UOB LADY’S CARD', 'UOB EVOL CARD']);
  const dateLabel = rng.pick(['Statement Date', 'STATEMENT DATE', 'Statement Date:']);
  const header: Line[] = [
    headerLine(cols, {
      dates: [labels.post[0] ?? '', labels.trans[0] ?? ''],
      desc: labels.desc,
      amount: labels.amount[0] ?? '',
    }),
  ];
  if (stacked)
    header.push(
      headerLine(cols, {
        dates: [labels.post[1] ?? '', labels.trans[1] ?? ''],
        desc: '',
        amount: labels.amount[1] ?? '',
      }),
    );
  const spec: CardSpec = {
    layout: 'uob-credit',
    seed,
    bank: 'uob',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.5', b.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      `mask ${mask.style}`,
      stacked ? 'stacked header' : 'one-line header',
      `place ${cols.place}`,
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    creditLimitCents: limit,
    columns: cols,
    top: (canvas) => {
      canvas.y = 36;
      canvas.line(
        [
          { text: 'UOB', x: 40, bold: true, size: canvas.fontSize + 6 },
          { text: 'United Overseas Bank Limited', x: 330 },
        ],
        20,
      );
      canvas.line([
        { text: 'Credit Card(s) Statement', x: 40, bold: true },
        { text: 'Co. Reg. No. 193500026Z', x: 330 },
      ]);
      canvas.gap(6);
      for (const line of addressLines(b, 40)) canvas.line(line);
      canvas.gap(10);
      canvas.line([
        { text: dateLabel, x: 330 },
        { text: formatDate(b.statementDate, dateStyle), x: 450 },
      ]);
      canvas.line([
        { text: rng.pick(['Credit Limit', 'Total Credit Limit']), x: 330 },
        { text: `S$ ${limitText(limit, rng.chance(0.5))}`, x: 450 },
      ]);
      canvas.line([
        { text: 'Payment Due Date', x: 330 },
        { text: formatDate(addDays(b.statementDate, 25), dateStyle), x: 450 },
      ]);
      canvas.line([
        { text: 'Minimum Payment Due', x: 330 },
        { text: money(minimum(owed)), x: 450 },
      ]);
      canvas.gap(12);
    },
    continuation: (canvas) => {
      canvas.y = 36;
      canvas.line([
        { text: 'Credit Card(s) Statement', x: 40, bold: true },
        { text: `${dateLabel} ${formatDate(b.statementDate, dateStyle)}`, x: 330 },
      ]);
      canvas.gap(8);
    },
    header,
    before: [
      [
        [{ text: `${product}   ${mask.text}`, x: cols.dates[0]?.x ?? 40, bold: true }],
        [{ text: b.holder, x: cols.dates[0]?.x ?? 40 }],
      ],
      [[{ text: 'PREVIOUS BALANCE', x: cols.descX }, ...cardFigureCells(b.month.previousBalanceCents, cols)]],
    ],
    after: [
      [[{ text: rng.pick(['SUB TOTAL', 'SUB-TOTAL']), x: cols.descX, bold: true }, ...cardFigureCells(owed, cols)]],
      [[{ text: `TOTAL BALANCE FOR ${product}`, x: cols.descX, bold: true }, ...cardFigureCells(owed, cols)]],
    ],
    closing: (canvas) => {
      canvas.ensure(8, () => (canvas.y = 50));
      if (rng.chance(0.6)) rewardsPanel(canvas, rng, b.statementDate, 'DD Mon YYYY', 'UNI$ SUMMARY');
      canvas.gap(10);
      paragraph(
        canvas,
        'For enquiries, please call our 24-hour Call Centre at 1800 222 2121 or email card.centre@uobgroup.com.',
        40,
        100,
      );
      if (rng.chance(0.4)) marketingPage(canvas, rng, 'UOB', b.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}

// ---------------------------------------------------------------------------------------------- Citibank

export async function citibankCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const feeRows = (foreign: Movement, rng: Rng): Movement | undefined => {
    if (!rng.chance(0.7)) return undefined;
    const base = -foreign.cents;
    return {
      kind: 'fee',
      date: foreign.postDate,
      postDate: foreign.postDate,
      merchant: `${rng.pick(['CCY CONVERSION FEE', 'Currency Exchange Fee'])} SGD ${money(base)}`,
      details: [],
      cents: -Math.max(1, Math.round(base / 100)),
    };
  };
  const b = base(seed, mismatch, {
    payments: ['FAST INCOMING PAYMENT', 'PAYMENT-THANK YOU', 'GIRO PAYMENT RECEIVED'],
    rebates: ['CITI SMS CASH REBATE', 'CASH REBATE'],
    foreignShare: 0.18,
    feeRows,
  });
  const { rng } = b;
  const number = cardNumber(rng, rng.pick(['5425', '4147']));
  const mask = maskCard(rng, number);
  const limit = credit(b);
  const owed = owedCents(b.month);
  const dateStyle = rng.pick<DateStyle>(['Month D, YYYY', 'DD Mon YYYY', 'DD/MM/YYYY', 'Mon D, YYYY']);
  const dateLabel = wording(rng, ['DATE', 'Date']);
  const cols = columns(b, {
    dateLabels: [dateLabel],
    dateStyle: rng.pick(['DD MON', 'DD MON', 'DDMON']),
    place: rng.pick(['inline', 'columns']),
    marker: 'parens',
    foreign: rng.pick(['amount-line', 'none']),
  });
  const meta = metadata(rng, {
    Creator: 'Ricoh Americas Corporation, AFP2PDF',
    Producer: 'Ricoh Americas Corporation, AFP2PDF',
  });
  const footer = footerStyle(rng, A4_WIDTH, `CITISG${rng.digits(6)}`);
  const product = rng.pick(['CITI REWARDS WORLD MASTERCARD', 'CITI PREMIERMILES CARD', 'CITI CASH BACK PLUS CARD']);
  const labelStyle = rng.int(0, 2);
  const dateLine =
    labelStyle === 0
      ? `Statement Date ${formatDate(b.statementDate, dateStyle)}`
      : labelStyle === 1
        ? `Statement Date: ${formatDate(b.statementDate, dateStyle)}`
        : `STATEMENT DATE  ${formatDate(b.statementDate, dateStyle).toUpperCase()}`;
  const spec: CardSpec = {
    layout: 'citibank-credit',
    seed,
    bank: 'citibank',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.4', b.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      `mask ${mask.style}`,
      `date ${dateStyle}`,
      `foreign ${cols.foreign}`,
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    creditLimitCents: limit,
    columns: cols,
    top: (canvas) => {
      canvas.verticalText(`Citibank Singapore Limited  Co. Reg. No. 200309485K  ${rng.digits(10)}`, 16, 720);
      canvas.y = 40;
      canvas.line([{ text: 'citibank', x: 40, bold: true, size: canvas.fontSize + 6 }], 22);
      canvas.line([{ text: dateLine, x: 40 }]);
      canvas.gap(6);
      for (const line of addressLines(b, 40)) canvas.line(line);
      canvas.gap(10);
      canvas.line([
        { text: rng.pick(['Credit Limit', 'Your Credit Limit', 'CREDIT LIMIT']), x: 330 },
        { text: `$${limitText(limit, rng.chance(0.5))}`, x: 520, align: 'right' },
      ]);
      canvas.line([
        { text: 'Current Balance', x: 330 },
        { text: `$${money(owed)}`, x: 520, align: 'right' },
      ]);
      canvas.line([
        { text: 'Minimum Payment', x: 330 },
        { text: `$${money(minimum(owed))}`, x: 520, align: 'right' },
      ]);
      canvas.line([
        { text: 'Payment Due Date', x: 330 },
        { text: formatDate(addDays(b.statementDate, 25), dateStyle), x: 520, align: 'right' },
      ]);
      canvas.gap(10);
      canvas.line([{ text: `TRANSACTIONS FOR ${product}`, x: 40, bold: true }]);
      canvas.line([{ text: 'ALL TRANSACTIONS BILLED IN SINGAPORE DOLLARS', x: 40 }]);
      canvas.gap(4);
    },
    continuation: (canvas) => {
      canvas.verticalText(`Citibank Singapore Limited  ${rng.digits(10)}`, 16, 720);
      canvas.y = 40;
      canvas.line([{ text: `${product} (continued)`, x: 40, bold: true }]);
      canvas.gap(4);
    },
    header: [
      headerLine(cols, {
        dates: [dateLabel],
        desc: wording(rng, ['DESCRIPTION', 'TRANSACTION DESCRIPTION']),
        amount: rng.pick(['AMOUNT (SGD)', 'AMOUNT', 'AMOUNT (S$)', 'Amount in SGD']),
      }),
    ],
    before: [
      [[{ text: `${product}  ${mask.text}`, x: cols.dates[0]?.x ?? 40, bold: true }]],
      [
        [
          {
            text: rng.pick(['BALANCE PREVIOUS STATEMENT', 'Balance Previous Statement', 'PREVIOUS BALANCE']),
            x: cols.descX,
          },
          ...cardFigureCells(b.month.previousBalanceCents, cols),
        ],
      ],
    ],
    after: [
      [[{ text: 'SUB-TOTAL:', x: cols.descX, bold: true }, ...cardFigureCells(owed, cols)]],
      [
        [
          { text: rng.pick(['GRAND TOTAL', 'TOTAL AMOUNT DUE']), x: cols.descX, bold: true },
          ...cardFigureCells(owed, cols),
        ],
      ],
    ],
    closing: (canvas) => {
      canvas.ensure(7, () => (canvas.y = 50));
      rewardsPanel(canvas, rng, b.statementDate, 'DD MON YYYY', 'YOUR CITI THANK YOU POINTS');
      for (let i = 0; i < rng.int(1, 2); i += 1) marketingPage(canvas, rng, 'Citibank', b.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}

// ---------------------------------------------------------------------------------------------- HSBC

const HSBC_PANEL: readonly string[] = [
  'Your account summary',
  'Earn 10X Reward points on online',
  'shopping with your Revolution card.',
  'Min spend S$500; cap 9,000 points.',
  'Scan to download the HSBC SG app',
  'and view your eStatements.',
  'Lost or stolen card? Call us at',
  '+65 6472 2669 (24 hours).',
  'Deposit Insurance Scheme',
  'Singapore dollar deposits of non-bank',
  'depositors are insured by SDIC up to',
  'S$100,000 in aggregate per depositor.',
];

export async function hsbcCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(
    seed,
    mismatch,
    {
      payments: ['PAYMENT - THANK YOU', 'FAST PAYMENT RECEIVED', 'AUTOPAY RECEIVED'],
      rebates: ['CASHBACK CREDIT'],
      foreignShare: 0.15,
    },
    0.35,
    [7.5, 8],
  );
  const { rng } = b;
  const number = cardNumber(rng, rng.pick(['4835', '5210']));
  const mask = maskCard(rng, number);
  const owed = owedCents(b.month);
  const dateStyle = rng.pick<DateStyle>(['DD Mon YYYY', 'DD MON YYYY']);
  const stacked = rng.chance(0.5);
  const header: Line[] = [];
  const dateLabels = stacked
    ? [rng.pick(['Post', 'POST', 'Posting']), rng.pick(['Tran', 'Trans', 'TRAN']), 'date']
    : [rng.pick(['Post date', 'POST DATE']), rng.pick(['Tran date', 'Trans date', 'TRAN DATE'])];
  const cols = columns(b, {
    dateLabels,
    twoDates: 'post-first',
    dateStyle: rng.pick(['DD Mon', 'DD MON']),
    place: rng.pick(['below', 'none']),
    marker: 'CR',
    foreign: 'short-line',
    left: rng.int(26, 36),
    right: rng.int(345, 362),
  });
  if (stacked) {
    header.push(
      headerLine(cols, {
        dates: [dateLabels[0] ?? '', dateLabels[1] ?? ''],
        desc: '',
        amount: rng.pick(['Amount', 'AMOUNT']),
      }),
      headerLine(cols, {
        dates: ['date', 'date'],
        desc: rng.pick(['Description', 'DESCRIPTION', 'Transaction details']),
        amount: rng.pick(['(SGD)', 'in SGD', 'SGD']),
      }),
    );
  } else {
    header.push(
      headerLine(cols, {
        dates: dateLabels,
        desc: rng.pick(['Description', 'DESCRIPTION']),
        amount: rng.pick(['Amount (SGD)', 'AMOUNT(SGD)']),
      }),
    );
  }
  const meta = metadata(rng, {
    Title: 'PRJ_BEAGLE_ST_CNS_SGH_APP_Orchid',
    Author: 'Registered to: HSBC SINGAPORE',
    Creator: 'OpenText Exstream Version 16.6.1',
    Producer: 'OpenText Exstream',
  });
  const footer = footerStyle(rng, A4_WIDTH, `HSBCSG${rng.digits(6)}`);
  const product = rng.pick(['HSBC REVOLUTION VISA', 'HSBC VISA PLATINUM', 'HSBC TRAVELONE CARD']);
  const start = addDays(b.statementDate, -30);
  const period = rng.pick([
    `Statement From ${formatDate(start, dateStyle)} to ${formatDate(b.statementDate, dateStyle)}`,
    `From ${formatDate(start, dateStyle)} to ${formatDate(b.statementDate, dateStyle)}`,
    `Statement period ${formatDate(start, dateStyle)} to ${formatDate(b.statementDate, dateStyle)}`,
  ]);
  const limitPrinted = rng.chance(0.7);
  const limit = credit(b);
  let panelLine = 0;
  const rightPanel = (canvas: Parameters<CardSpec['top']>[0], lines: number): void => {
    const y = canvas.y;
    for (let i = 0; i < lines; i += 1) {
      const text = HSBC_PANEL[(panelLine + i) % HSBC_PANEL.length] ?? '';
      canvas.draw([{ text, x: 392, size: Math.max(6.5, canvas.fontSize - 1) }], y + i * canvas.lineHeight);
    }
    panelLine += lines;
  };
  const spec: CardSpec = {
    layout: 'hsbc-credit',
    seed,
    bank: 'hsbc',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.5', b.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      `mask ${mask.style}`,
      `place ${cols.place}`,
      'right panel',
      stacked ? 'stacked header' : 'one-line header',
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    creditLimitCents: limitPrinted ? limit : undefined,
    columns: cols,
    top: (canvas) => {
      canvas.y = 36;
      canvas.line(
        [
          { text: 'HSBC', x: 30, bold: true, size: canvas.fontSize + 6 },
          { text: 'HSBC Bank (Singapore) Limited', x: 392 },
        ],
        22,
      );
      canvas.line([{ text: period, x: 30 }]);
      for (const line of addressLines(b, 30)) canvas.line(line);
      canvas.gap(8);
      canvas.line([{ text: `${product}   ${mask.text}`, x: 30, bold: true }]);
      canvas.line([
        { text: 'Statement balance', x: 30 },
        { text: money(owed), x: cols.amountRight, align: 'right' },
      ]);
      canvas.line([
        { text: 'Minimum payment', x: 30 },
        { text: money(minimum(owed)), x: cols.amountRight, align: 'right' },
      ]);
      if (limitPrinted)
        canvas.line([
          { text: 'Credit limit', x: 30 },
          { text: money(limit), x: cols.amountRight, align: 'right' },
        ]);
      canvas.gap(10);
      rightPanel(canvas, 12);
    },
    continuation: (canvas) => {
      canvas.y = 40;
      rightPanel(canvas, 6);
    },
    header,
    before: [
      [
        [
          { text: rng.pick(['Previous Statement Balance', 'PREVIOUS STATEMENT BALANCE']), x: cols.descX },
          ...cardFigureCells(b.month.previousBalanceCents, cols),
        ],
      ],
    ],
    after: [
      [
        [
          { text: rng.pick(['Total Due', 'TOTAL DUE', 'Statement Balance']), x: cols.descX, bold: true },
          ...cardFigureCells(owed, cols),
        ],
      ],
    ],
    closing: (canvas) => {
      if (rng.chance(0.5)) marketingPage(canvas, rng, 'HSBC', b.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.35,
  };
  return drawCard(spec, rng);
}

// ---------------------------------------------------------------------------------------------- Standard Chartered

export async function standardCharteredCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(seed, mismatch, {
    payments: ['PAYMENT - THANK YOU', 'FAST PAYMENT', 'PAYMENT VIA SC MOBILE'],
    rebates: ['CASHBACK', 'SMART CARD CASHBACK'],
    foreignShare: 0.12,
  });
  const { rng } = b;
  const number = cardNumber(rng, rng.pick(['5520', '4129']));
  const mask = maskCard(rng, number);
  const owed = owedCents(b.month);
  const withRefs = rng.chance(0.5);
  const stacked = rng.chance(0.5);
  const dateLabels = stacked
    ? ['Transaction', 'Posting', 'Date']
    : [rng.pick(['Trans Date', 'Txn Date']), rng.pick(['Post Date', 'Posting'])];
  const cols = columns(b, {
    dateLabels,
    twoDates: 'txn-first',
    dateStyle: rng.pick(['DD Mon', 'DD MON']),
    place: 'below',
    marker: 'CR',
    foreign: 'short-line',
  });
  if (withRefs) {
    cols.extraCells = (movement) =>
      movement.kind === 'charge' && rng.chance(0.6)
        ? [{ text: `Transaction Ref ${rng.digits(10)}`, x: cols.amountRight - 12 * b.cw, align: 'right' }]
        : [];
  }
  const meta = metadata(rng, {
    Title: 'eStatement',
    Producer: 'iText® 5.5.13.3 ©2000-2022 iText Group NV (AGPL-version)',
  });
  const footer = footerStyle(rng, A4_WIDTH, `SCBSG${rng.digits(6)}`);
  const product = rng.pick(['SMART CREDIT CARD', 'SIMPLY CASH CREDIT CARD', 'JOURNEY CREDIT CARD']);
  const dateStyle = rng.pick<DateStyle>(['DD Mon YYYY', 'DD Month YYYY', 'DD MON YYYY']);
  const limitPrinted = rng.chance(0.8);
  const limit = credit(b);
  const header: Line[] = stacked
    ? [
        headerLine(cols, { dates: ['Transaction', 'Posting'], desc: 'Description', amount: 'Amount' }),
        headerLine(cols, { dates: ['Date', 'Date'], desc: '', amount: rng.pick(['(SGD)', 'SGD']) }),
      ]
    : [
        headerLine(cols, {
          dates: dateLabels,
          desc: rng.pick(['Description', 'DESCRIPTION']),
          amount: rng.pick(['Amount (SGD)', 'Amount', 'AMOUNT IN SGD']),
        }),
      ];
  const spec: CardSpec = {
    layout: 'standard-chartered-credit',
    seed,
    bank: 'standard_chartered',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.4', b.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      `mask ${mask.style}`,
      withRefs ? 'transaction refs' : 'no refs',
      stacked ? 'stacked header' : 'one-line header',
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    creditLimitCents: limitPrinted ? limit : undefined,
    columns: cols,
    top: (canvas) => {
      canvas.y = 36;
      canvas.line([{ text: 'Standard Chartered', x: 40, bold: true, size: canvas.fontSize + 5 }], 20);
      canvas.line([{ text: 'Standard Chartered Bank (Singapore) Limited', x: 40 }]);
      canvas.gap(6);
      for (const line of addressLines(b, 40)) canvas.line(line);
      canvas.gap(8);
      canvas.line([
        {
          text: `${rng.pick(['Statement Date', 'Statement date', 'STATEMENT DATE'])} : ${formatDate(b.statementDate, dateStyle)}`,
          x: 330,
        },
      ]);
      canvas.line([{ text: `Payment Due Date : ${formatDate(addDays(b.statementDate, 25), dateStyle)}`, x: 330 }]);
      if (limitPrinted) canvas.line([{ text: `Credit Limit : S$${limitText(limit, true)}`, x: 330 }]);
      canvas.line([{ text: `Minimum Payment Due : S$${money(minimum(owed))}`, x: 330 }]);
      canvas.gap(10);
      canvas.line([
        { text: `${product}  ${rng.pick(['CARD NUMBER :', 'Card No.', ''])} ${mask.text}`, x: 40, bold: true },
      ]);
      canvas.gap(4);
    },
    continuation: (canvas) => {
      canvas.y = 40;
      canvas.line([{ text: 'Standard Chartered', x: 40, bold: true }]);
      canvas.gap(4);
    },
    header,
    before: [
      [
        [
          { text: rng.pick(['BALANCE FROM PREVIOUS STATEMENT', 'Balance From Previous Statement']), x: cols.descX },
          ...cardFigureCells(b.month.previousBalanceCents, cols),
        ],
      ],
    ],
    after: [
      [
        [
          { text: rng.pick(['NEW BALANCE', 'TOTAL BALANCE DUE', 'Closing Balance']), x: cols.descX, bold: true },
          ...cardFigureCells(owed, cols),
        ],
      ],
    ],
    closing: (canvas) => {
      if (rng.chance(0.5)) {
        canvas.ensure(6, () => (canvas.y = 50));
        rewardsPanel(canvas, rng, b.statementDate, 'DD Mon YYYY', '360° REWARDS POINTS');
      }
      if (rng.chance(0.5)) marketingPage(canvas, rng, 'Standard Chartered', b.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}

// ---------------------------------------------------------------------------------------------- Maybank (Singapore)

export async function maybankCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(seed, mismatch, {
    payments: ['PAYMENT RECEIVED - THANK YOU', 'IBG PAYMENT', 'PYMT@MAYBANK2U.COM.SG'],
    rebates: ['CASHBACK EARNED'],
    foreignShare: 0.12,
  });
  const { rng } = b;
  const number = cardNumber(rng, rng.pick(['5264', '4966']));
  const mask = maskCard(rng, number);
  const owed = owedCents(b.month);
  const limit = credit(b);
  const dateStyle = rng.pick<DateStyle>(['DD MON YYYY', 'DD Mon YYYY']);
  const dateLabels = rng.pick([
    ['POSTING', 'TRANSACTION', 'DATE'],
    ['Posting', 'Transaction', 'Date'],
    ['POST DATE', 'TRANS DATE'],
  ]);
  const stackedDates = dateLabels.length === 3;
  const cols = columns(b, {
    dateLabels,
    twoDates: 'post-first',
    dateStyle: rng.pick(['DDMON', 'DD MON', 'DD/MM']),
    place: rng.pick(['below', 'none']),
    marker: rng.pick(['CR', 'CR-column']),
    foreign: rng.pick(['short-line', 'none']),
  });
  const meta = metadata(rng, {
    Author: 'Maybank Singapore',
    Producer: 'iText 2.1.7 by 1T3XT',
    Title: 'Credit Card Statement',
  });
  const footer = footerStyle(rng, A4_WIDTH, `MBBSG${rng.digits(6)}`);
  const product = rng.pick([
    'MAYBANK FAMILY & FRIENDS MASTERCARD',
    'MAYBANK HORIZON VISA SIGNATURE',
    'MAYBANK PLATINUM VISA',
  ]);
  const asAt = rng.pick(['AS AT', 'STATEMENT DATE', 'Statement as at']);
  const spec: CardSpec = {
    layout: 'maybank-credit',
    seed,
    bank: 'maybank',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.4', b.statementDate),
    variant: [...b.variant, meta.note, footer.note, `mask ${mask.style}`, `dates ${cols.dates[0]?.style ?? ''}`],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    creditLimitCents: limit,
    columns: cols,
    top: (canvas) => {
      canvas.y = 36;
      canvas.line(
        [
          { text: 'Maybank', x: 40, bold: true, size: canvas.fontSize + 6 },
          { text: 'Malayan Banking Berhad (Singapore Branch)', x: 300 },
        ],
        22,
      );
      canvas.line([
        { text: rng.pick(['CREDIT CARD STATEMENT', 'Credit Card Statement']), x: 40, bold: true },
        { text: 'www.maybank2u.com.sg', x: 300 },
      ]);
      canvas.gap(6);
      for (const line of addressLines(b, 40)) canvas.line(line);
      canvas.gap(8);
      canvas.line([{ text: `${asAt} ${formatDate(b.statementDate, dateStyle)}`, x: 300, bold: true }]);
      canvas.line([
        { text: 'CREDIT LIMIT', x: 300 },
        { text: money(limit), x: 520, align: 'right' },
      ]);
      canvas.line([
        { text: 'PAYMENT DUE', x: 300 },
        { text: formatDate(addDays(b.statementDate, 22), dateStyle), x: 520, align: 'right' },
      ]);
      canvas.line([
        { text: 'MINIMUM PAYMENT', x: 300 },
        { text: money(minimum(owed)), x: 520, align: 'right' },
      ]);
      canvas.gap(10);
      canvas.line([{ text: `${product}  ${mask.text}`, x: 40, bold: true }]);
    },
    continuation: (canvas) => {
      canvas.y = 40;
      canvas.line([{ text: `${product}  ${mask.text}`, x: 40, bold: true }]);
    },
    header: stackedDates
      ? [
          headerLine(cols, {
            dates: [dateLabels[0] ?? '', dateLabels[1] ?? ''],
            desc: rng.pick(['DESCRIPTION OF TRANSACTION', 'Description of Transaction']),
            amount: rng.pick(['TRANSACTION AMOUNT', 'Transaction Amount']),
          }),
          headerLine(cols, {
            dates: [dateLabels[2] ?? '', dateLabels[2] ?? ''],
            desc: '',
            amount: rng.pick(['(SGD)', 'SGD']),
          }),
        ]
      : [
          headerLine(cols, {
            dates: dateLabels,
            desc: rng.pick(['DESCRIPTION OF TRANSACTION', 'DESCRIPTION']),
            amount: rng.pick(['TRANSACTION AMOUNT (SGD)', 'AMOUNT (SGD)']),
          }),
        ],
    before: [
      [
        [
          {
            text: rng.pick([
              'OUTSTANDING BALANCE BROUGHT FORWARD',
              'Outstanding Balance Brought Forward',
              'PREVIOUS STATEMENT BALANCE',
            ]),
            x: cols.descX,
          },
          ...cardFigureCells(b.month.previousBalanceCents, cols),
        ],
      ],
    ],
    after: [
      [
        [
          {
            text: rng.pick(['TOTAL OUTSTANDING BALANCE', 'CURRENT BALANCE', 'Total Balance Due']),
            x: cols.descX,
            bold: true,
          },
          ...cardFigureCells(owed, cols),
        ],
      ],
    ],
    closing: (canvas) => {
      canvas.ensure(4, () => (canvas.y = 50));
      canvas.gap(8);
      paragraph(
        canvas,
        `PAYMENT DUE ${formatDate(addDays(b.statementDate, 22), dateStyle)}. Please pay via maybank2u.com.sg, GIRO, or AXS stations islandwide.`,
        40,
        100,
      );
      if (rng.chance(0.4)) marketingPage(canvas, rng, 'Maybank', b.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}

// ---------------------------------------------------------------------------------------------- Trust

export async function trustCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(seed, mismatch, {
    payments: ['Payment received', 'Card repayment', 'PayNow payment'],
    rebates: ['Cashback', 'NTUC Linkpoints rebate'],
    foreignShare: 0.2,
  });
  const { rng } = b;
  const number = cardNumber(rng, rng.pick(['5311', '4055']));
  const last4 = number.slice(-4);
  const owed = owedCents(b.month);
  const twoDates = rng.chance(0.6);
  const singleLabel = rng.pick(['Posting date', 'Date']);
  const cols = columns(b, {
    dateLabels: twoDates ? ['Transaction', 'Posting'] : [singleLabel],
    twoDates: twoDates ? 'txn-first' : undefined,
    dateStyle: 'DD Mon',
    place: 'none',
    marker: 'plus',
    foreign: 'column',
  });
  const meta = metadata(rng, { Producer: 'Skia/PDF m120', Creator: 'Trust Bank' });
  const footer = footerStyle(rng, A4_WIDTH, `TRUST${rng.digits(6)}`);
  const start = addDays(b.statementDate, -30);
  const cycle = rng.int(0, 2);
  const limitPrinted = rng.chance(0.5);
  const limit = credit(b);
  const firstDate = b.printed[0]?.date ?? start;
  const previousDate = firstDate < start ? firstDate : start;
  const header: Line[] = twoDates
    ? [
        headerLine(cols, { dates: ['Transaction', 'Posting'], desc: '', amount: 'Amount in', fcy: 'Amount in' }),
        headerLine(cols, { dates: ['', ''], desc: 'Description', amount: '' }),
        headerLine(cols, { dates: ['date', 'date'], desc: '', amount: 'SGD', fcy: 'FCY' }),
      ]
    : [
        headerLine(cols, {
          dates: [singleLabel],
          desc: 'Description',
          amount: rng.pick(['Amount in SGD', 'SGD amount']),
          fcy: 'Amount in FCY',
        }),
      ];
  const spec: CardSpec = {
    layout: 'trust-credit',
    seed,
    bank: 'trust',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.4', b.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      twoDates ? 'two dates, stacked header' : 'one date',
      `cycle style ${cycle}`,
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4,
    creditLimitCents: limitPrinted ? limit : undefined,
    columns: cols,
    top: (canvas) => {
      canvas.y = 36;
      canvas.line([{ text: 'trust', x: 40, bold: true, size: canvas.fontSize + 8 }], 24);
      canvas.line([{ text: rng.pick(['Credit card statement', 'Trust Card statement']), x: 40, bold: true }]);
      canvas.gap(4);
      for (const line of addressLines(b, 40)) canvas.line(line);
      canvas.gap(8);
      if (cycle === 0) {
        canvas.line([
          { text: `${formatDate(start, 'DD Mon YYYY')} - ${formatDate(b.statementDate, 'DD Mon')}`, x: 330 },
        ]);
        canvas.line([{ text: 'Statement cycle', x: 330, size: canvas.fontSize - 1 }]);
        canvas.line([{ text: String(b.statementDate.slice(0, 4)), x: 330 }]);
      } else if (cycle === 1) {
        canvas.line([{ text: `Statement date: ${formatDate(b.statementDate, 'DD Mon YYYY')}`, x: 330 }]);
      } else {
        canvas.line([
          {
            text: `Statement cycle ${formatDate(start, 'DD Mon YYYY')} - ${formatDate(b.statementDate, 'DD Mon YYYY')}`,
            x: 330,
          },
        ]);
      }
      canvas.line([
        {
          text: `Trust ${rng.pick(['Link card', 'Cashback card'])} ${rng.pick(['ending', '•••• ', 'no. ending in'])} ${last4}`,
          x: 330,
        },
      ]);
      if (limitPrinted) canvas.line([{ text: `Credit limit S$${limitText(limit, rng.chance(0.5))}`, x: 330 }]);
      canvas.line([{ text: `Total outstanding balance S$${money(owed)}`, x: 330 }]);
      canvas.gap(10);
    },
    continuation: (canvas) => {
      canvas.y = 40;
    },
    header,
    before: [
      [
        [
          { text: formatDate(previousDate, 'DD Mon'), x: cols.dates[0]?.x ?? 40 },
          { text: 'Previous balance', x: cols.descX },
          ...cardFigureCells(b.month.previousBalanceCents, cols),
        ],
      ],
    ],
    after: [[[{ text: 'Total outstanding balance', x: cols.descX, bold: true }, ...cardFigureCells(owed, cols)]]],
    closing: (canvas) => {
      canvas.ensure(4, () => (canvas.y = 50));
      canvas.gap(10);
      paragraph(
        canvas,
        'Trust Bank Singapore Limited (UEN 202018984C). Deposits are insured by SDIC up to S$100,000 per depositor.',
        40,
        100,
      );
      if (rng.chance(0.3)) marketingPage(canvas, rng, 'Trust', b.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}
