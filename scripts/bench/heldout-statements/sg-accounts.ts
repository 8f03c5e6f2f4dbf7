/** Singapore savings/current account layouts: DBS/POSB, OCBC, UOB. */
import { accountTotals, closingCents, drawAccount, type AccountColumns, type AccountSpec } from './account';
import type { Line } from './canvas';
import { canvasOptions, footerStyle, marketingPage, metadata, paragraph, typography, type Typography } from './common';
import { drawAccountMonth, NAMES, type AccountMonth, type Movement } from './content';
import { addDays, formatDate, money, type DateStyle } from './format';
import { lastDayOfMonth, lastFourDigits, tamper, wording, type HeldOutStatement } from './model';
import { Rng } from './rng';

const A4_WIDTH = 595.28;

interface Base {
  rng: Rng;
  type: Typography;
  cw: number;
  month: AccountMonth;
  printed: Movement[];
  differenceCents?: number;
  variant: string[];
  holder: string;
}

function base(seed: number, mismatch: boolean, debitCardMask: string): Base {
  const rng = new Rng(seed);
  const type = typography(rng, [7.5, 8, 8.5, 9]);
  const statementDate = lastDayOfMonth(rng);
  const count = rng.chance(0.3) ? rng.int(25, 45) : rng.int(6, 18);
  const month = drawAccountMonth(rng, statementDate, { us: false, count, debitCardMask });
  const holder = rng.pick(NAMES);
  const variant = [type.note, `${month.movements.length} rows`];
  if (!mismatch) return { rng, type, cw: type.charWidth, month, printed: month.movements, variant, holder };
  const { printed, differenceCents } = tamper(rng, month.movements);
  variant.push(`one amount altered by ${differenceCents} cents`);
  return { rng, type, cw: type.charWidth, month, printed, differenceCents, variant, holder };
}

function columns(b: Base, twoDates: boolean, dateStyle: DateStyle, swapped: boolean): AccountColumns {
  const { rng, cw } = b;
  const left = rng.int(28, 45);
  const dateWidth = 7 * cw + rng.int(6, 16);
  const dates: AccountColumns['dates'] = [{ x: left, which: 'txn', style: dateStyle }];
  if (twoDates) dates.push({ x: left + dateWidth, which: 'post', style: dateStyle });
  const descX = left + dates.length * dateWidth + rng.int(4, 16);
  const balanceRight = A4_WIDTH - rng.int(30, 50);
  const gap = 12 * cw + rng.int(6, 20);
  const first = balanceRight - gap - rng.int(0, 10);
  const second = first - gap;
  return {
    dates,
    descX,
    detailIndent: rng.pick([0, 0, 8, 16]),
    withdrawalRight: swapped ? first : second,
    depositRight: swapped ? second : first,
    balanceRight,
    balanceOnLastOfDayOnly: false,
  };
}

function header(
  cols: AccountColumns,
  labels: {
    dates: string[];
    desc: string;
    withdrawal: string;
    deposit: string;
    balance: string;
    extra?: { text: string; x: number };
  },
): Line {
  const line: Line = cols.dates.map((date, index) => ({ text: labels.dates[index] ?? '', x: date.x }));
  line.push({ text: labels.desc, x: cols.descX });
  if (labels.extra) line.push(labels.extra);
  line.push({ text: labels.withdrawal, x: cols.withdrawalRight, align: 'right' });
  line.push({ text: labels.deposit, x: cols.depositRight, align: 'right' });
  line.push({ text: labels.balance, x: cols.balanceRight, align: 'right' });
  return line;
}

function address(b: Base, x: number): Line[] {
  return [
    [{ text: b.holder, x }],
    [{ text: `${b.rng.int(1, 99)} JURONG WEST ST ${b.rng.int(11, 92)} #${b.rng.int(2, 15)}-${b.rng.int(10, 99)}`, x }],
    [{ text: `SINGAPORE ${b.rng.digits(6)}`, x }],
  ];
}

// ---------------------------------------------------------------------------------------------- DBS / POSB

export async function dbsAccount(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const pre = new Rng(seed ^ 0x5bd1e995);
  const cardMask = `XXXX-XXXX-XXXX-${pre.digits(4)}`;
  const b = base(seed, mismatch, cardMask);
  const { rng } = b;
  const posb = rng.chance(0.4);
  const number = posb
    ? `${rng.digits(3)}-${rng.digits(5)}-${rng.digits(1)}`
    : `${rng.digits(3)}-${rng.digits(6)}-${rng.digits(1)}`;
  const swapped = rng.chance(0.2);
  const cols = columns(b, false, rng.pick(['DD Mon', 'DD MON']), swapped);
  const meta = metadata(rng, { Creator: 'Quadient CXM AG~Inspire~15.0.681.5', Producer: '' });
  const footer = footerStyle(rng, A4_WIDTH, `DBSSAV${rng.digits(6)}`);
  const dateStyle = rng.pick<DateStyle>(['DD Mon YYYY', 'DD MON YYYY']);
  const product = posb
    ? rng.pick(['POSB SAVINGS ACCOUNT', 'POSB eSAVINGS ACCOUNT'])
    : rng.pick(['DBS MULTIPLIER ACCOUNT', 'DBS AUTOSAVE ACCOUNT']);
  const upper = rng.chance(0.6);
  const labels = {
    dates: [upper ? 'DATE' : 'Date'],
    desc: upper ? 'DESCRIPTION' : 'Description',
    withdrawal: rng.pick(
      upper ? ['WITHDRAWAL', 'WITHDRAWAL (-)', 'WITHDRAWAL ($)'] : ['Withdrawal', 'Withdrawal (-)', 'Debit'],
    ),
    deposit: rng.pick(upper ? ['DEPOSIT', 'DEPOSIT (+)', 'DEPOSIT ($)'] : ['Deposit', 'Deposit (+)', 'Credit']),
    balance: rng.pick(upper ? ['BALANCE', 'BALANCE ($)'] : ['Balance', 'Balance (SGD)']),
  };
  const totals = accountTotals(b.month);
  const closing = closingCents(b.month);
  const spec: AccountSpec = {
    layout: 'dbs-account',
    seed,
    bank: 'dbs',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.4', b.month.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      swapped ? 'deposit column before withdrawal' : 'withdrawal first',
      posb ? 'POSB' : 'DBS',
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    columns: cols,
    top: (canvas) => {
      canvas.y = 36;
      canvas.line(
        [
          { text: posb ? 'POSB' : 'DBS', x: 40, bold: true, size: canvas.fontSize + 6 },
          { text: 'DBS Bank Ltd', x: 380 },
        ],
        20,
      );
      canvas.line([{ text: rng.pick(['Statement of Account', 'STATEMENT OF ACCOUNT']), x: 380, bold: true }]);
      canvas.line([
        { text: `${rng.pick(['Statement Date', 'As at'])} ${formatDate(b.month.statementDate, dateStyle)}`, x: 380 },
      ]);
      canvas.gap(6);
      for (const line of address(b, 40)) canvas.line(line);
      canvas.gap(10);
      canvas.line([{ text: product, x: 40, bold: true }]);
      canvas.line([{ text: `${rng.pick(['Account No.', 'Account Number', 'A/C No.'])} ${number}`, x: 40 }]);
      canvas.line([
        {
          text: `Period: ${formatDate(b.month.periodStart, dateStyle)} to ${formatDate(b.month.statementDate, dateStyle)}`,
          x: 40,
        },
      ]);
      canvas.gap(8);
    },
    continuation: (canvas) => {
      canvas.y = 40;
      canvas.line([{ text: `${product}  ${number}  (continued)`, x: 40, bold: true }]);
      canvas.gap(4);
    },
    header: [header(cols, labels)],
    before: [
      [
        [
          { text: wording(rng, ['Balance Brought Forward', 'BALANCE B/F']), x: cols.descX },
          { text: money(b.month.openingCents), x: cols.balanceRight, align: 'right' },
        ],
      ],
    ],
    after: [
      [
        [
          { text: wording(rng, ['Balance Carried Forward', 'BALANCE C/F']), x: cols.descX },
          { text: money(closing), x: cols.balanceRight, align: 'right' },
        ],
      ],
      [
        [
          { text: 'Total', x: cols.descX, bold: true },
          { text: money(totals.withdrawals), x: cols.withdrawalRight, align: 'right' },
          { text: money(totals.deposits), x: cols.depositRight, align: 'right' },
        ],
      ],
    ],
    closing: (canvas) => {
      canvas.ensure(5, () => (canvas.y = 50));
      canvas.gap(10);
      paragraph(
        canvas,
        'Deposit Insurance Scheme: Singapore dollar deposits of non-bank depositors are insured by the Singapore Deposit Insurance Corporation, for up to S$100,000 in aggregate per depositor per Scheme member by law.',
        40,
        105,
      );
      if (rng.chance(0.3)) marketingPage(canvas, rng, 'DBS', b.month.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.35,
  };
  return drawAccount(spec, rng);
}

// ---------------------------------------------------------------------------------------------- OCBC

export async function ocbcAccount(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(seed, mismatch, '');
  const { rng } = b;
  const number = `${rng.digits(3)}-${rng.digits(6)}-${rng.digits(3)}`;
  const cols = columns(b, true, rng.pick(['DD MON', 'DD MON', 'DD Mon']), false);
  const meta = metadata(rng, { Creator: 'pdfgen', Producer: 'Streamline PDFGen for OCBC Group' });
  const footer = footerStyle(rng, A4_WIDTH, `RNB05ESNG\\${rng.int(1, 9)}`);
  const product = rng.pick(['360 ACCOUNT', 'OCBC 360 ACCOUNT', 'STATEMENT SAVINGS', 'BONUS+ SAVINGS ACCOUNT']);
  const periodStyle = rng.pick<DateStyle>(['D MON YYYY', 'DD MON YYYY']);
  const period = `${formatDate(b.month.periodStart, periodStyle)}${rng.pick([' TO ', '  TO  ', ' to '])}${formatDate(b.month.statementDate, periodStyle)}`;
  const totals = accountTotals(b.month);
  const closing = closingCents(b.month);
  const chequeX = cols.withdrawalRight - 12 * b.cw - 30;
  const stacked = rng.chance(0.7);
  const head: Line[] = stacked
    ? [
        header(cols, {
          dates: ['Transaction', 'Value'],
          desc: 'Description',
          withdrawal: 'Withdrawal',
          deposit: 'Deposit',
          balance: 'Balance',
          extra: { text: 'Cheque', x: chequeX },
        }),
        header(cols, { dates: ['Date', 'Date'], desc: '', withdrawal: '', deposit: '', balance: '' }),
      ]
    : [
        header(cols, {
          dates: ['Txn Date', 'Value Date'],
          desc: 'Description',
          withdrawal: rng.pick(['Withdrawal', 'Withdrawals (SGD)']),
          deposit: rng.pick(['Deposit', 'Deposits (SGD)']),
          balance: 'Balance',
          extra: { text: 'Cheque', x: chequeX },
        }),
      ];
  const spec: AccountSpec = {
    layout: 'ocbc-account',
    seed,
    bank: 'ocbc',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.4', b.month.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      stacked ? 'stacked header' : 'one-line header',
      `period ${periodStyle}`,
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    columns: cols,
    top: (canvas) => {
      canvas.verticalText('Oversea-Chinese Banking Corporation Limited  Co. Reg. No.: 193200032W', 14, 720);
      canvas.y = 36;
      canvas.line(
        [
          { text: 'OCBC Bank', x: 40, bold: true, size: canvas.fontSize + 5 },
          { text: 'STATEMENT OF ACCOUNT', x: 380, bold: true },
        ],
        20,
      );
      canvas.line([{ text: period, x: 380 }]);
      canvas.gap(6);
      for (const line of address(b, 40)) canvas.line(line);
      canvas.gap(10);
      canvas.line([{ text: product, x: 40, bold: true }]);
      canvas.line([{ text: `${rng.pick(['Account No.', 'Account No', 'ACCOUNT NO.'])} ${number}`, x: 40 }]);
      canvas.gap(6);
    },
    continuation: (canvas) => {
      canvas.verticalText('Co. Reg. No.: 193200032W', 14, 720);
      canvas.y = 40;
      canvas.line([{ text: `${product}  Account No. ${number}`, x: 40, bold: true }]);
      canvas.gap(4);
    },
    header: head,
    before: [
      [
        [
          { text: 'BALANCE B/F', x: cols.descX },
          { text: money(b.month.openingCents), x: cols.balanceRight, align: 'right' },
        ],
      ],
    ],
    after: [
      [
        [
          { text: 'BALANCE C/F', x: cols.descX },
          { text: money(closing), x: cols.balanceRight, align: 'right' },
        ],
      ],
      [
        [
          { text: 'Total Withdrawals/Deposits', x: cols.descX, bold: true },
          { text: money(totals.withdrawals), x: cols.withdrawalRight, align: 'right' },
          { text: money(totals.deposits), x: cols.depositRight, align: 'right' },
        ],
      ],
      [
        [
          { text: 'Total Interest Paid This Year', x: cols.descX },
          { text: money(rng.int(100, 90_000)), x: cols.depositRight, align: 'right' },
        ],
      ],
    ],
    closing: (canvas) => {
      canvas.ensure(5, () => (canvas.y = 50));
      canvas.gap(10);
      paragraph(
        canvas,
        'Please check this statement and report any discrepancy within 14 days. Deposits are insured by SDIC up to S$100,000 in aggregate per depositor per Scheme member by law.',
        40,
        105,
      );
      if (rng.chance(0.3)) marketingPage(canvas, rng, 'OCBC Bank', b.month.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.35,
  };
  return drawAccount(spec, rng);
}

// ---------------------------------------------------------------------------------------------- UOB

export async function uobAccount(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = base(seed, mismatch, '');
  const { rng } = b;
  const number = `${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}-${rng.digits(1)}`;
  const cols = columns(b, false, rng.pick(['DD Mon', 'DD MON']), false);
  cols.balanceOnLastOfDayOnly = rng.chance(0.4);
  const meta = metadata(rng, { Creator: 'Vault Rendering Engine', Producer: 'Rendering Engine 7.4.1.9' });
  const footer = footerStyle(rng, A4_WIDTH, `UOBDEP${rng.digits(6)}`);
  const product = rng.pick(['One Account', 'Stash Account', 'Uniplus Account']);
  const dateStyle = rng.pick<DateStyle>(['DD Mon YYYY', 'DD MON YYYY']);
  const totals = accountTotals(b.month);
  const closing = closingCents(b.month);
  const spec: AccountSpec = {
    layout: 'uob-account',
    seed,
    bank: 'uob',
    currency: 'SGD',
    canvas: canvasOptions(b.type, 'A4', meta.info, '1.4', b.month.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      cols.balanceOnLastOfDayOnly ? 'balance on last row of day' : 'balance every row',
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: lastFourDigits(number),
    columns: cols,
    top: (canvas) => {
      canvas.y = 36;
      canvas.line(
        [
          { text: 'UOB', x: 40, bold: true, size: canvas.fontSize + 6 },
          { text: 'United Overseas Bank Limited', x: 360 },
        ],
        20,
      );
      canvas.line([
        { text: rng.pick(['Statement of Account', 'Deposit Statement']), x: 40, bold: true },
        { text: 'customer.service@uobgroup.com', x: 360 },
      ]);
      canvas.gap(6);
      for (const line of address(b, 40)) canvas.line(line);
      canvas.gap(8);
      canvas.line([
        {
          text: `Period: ${formatDate(b.month.periodStart, dateStyle)} to ${formatDate(b.month.statementDate, dateStyle)}`,
          x: 360,
        },
      ]);
      canvas.gap(6);
      canvas.line([{ text: 'Account Overview', x: 40, bold: true }]);
      canvas.line([
        { text: `${product}  ${number}`, x: 40 },
        { text: 'SGD', x: 330 },
        { text: money(closing), x: cols.balanceRight, align: 'right' },
      ]);
      canvas.line([
        { text: 'Total', x: 40 },
        { text: money(closing), x: cols.balanceRight, align: 'right' },
      ]);
      canvas.gap(10);
      canvas.line([{ text: `${product}  ${rng.pick(['Account No.', 'A/C'])} ${number}`, x: 40, bold: true }]);
    },
    continuation: (canvas) => {
      canvas.y = 40;
      canvas.line([{ text: `${product}  ${number}`, x: 40, bold: true }]);
      canvas.gap(4);
    },
    header: [
      header(cols, {
        dates: [wording(rng, ['Date'])],
        desc: wording(rng, ['Description', 'Transaction Description']),
        withdrawal: wording(rng, ['Withdrawals', 'Withdrawals SGD']),
        deposit: wording(rng, ['Deposits', 'Deposits SGD']),
        balance: wording(rng, ['Balance', 'Balance SGD']),
      }),
    ],
    before: [
      [
        [
          { text: 'BALANCE B/F', x: cols.descX },
          { text: money(b.month.openingCents), x: cols.balanceRight, align: 'right' },
        ],
      ],
    ],
    after: [
      [
        [
          { text: 'Total', x: cols.descX, bold: true },
          { text: money(totals.withdrawals), x: cols.withdrawalRight, align: 'right' },
          { text: money(totals.deposits), x: cols.depositRight, align: 'right' },
          { text: money(closing), x: cols.balanceRight, align: 'right' },
        ],
      ],
    ],
    closing: (canvas) => {
      canvas.ensure(5, () => (canvas.y = 50));
      canvas.gap(10);
      paragraph(
        canvas,
        `Please examine this statement. If there is any discrepancy, please inform us within 14 days from ${formatDate(addDays(b.month.statementDate, 1), dateStyle)}.`,
        40,
        105,
      );
      if (rng.chance(0.3)) marketingPage(canvas, rng, 'UOB', b.month.statementDate);
    },
    footer: footer.footer,
    splitRows: 0.35,
  };
  return drawAccount(spec, rng);
}
