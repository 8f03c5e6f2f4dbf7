/** US layouts: Bank of America and Chase, credit card and checking. */
import type { BankId } from '@garden/core';
import { accountTotals, closingCents } from './account';
import { StatementCanvas, type Cell, type Line } from './canvas';
import { drawCard, drawHeader, owedCents, type CardSpec } from './card';
import { canvasOptions, footerStyle, metadata, paragraph, typography, type Typography } from './common';
import { drawAccountMonth, drawCardMonth, type AccountMonth, type CardMonth, type Movement } from './content';
import { addDays, formatDate, money, monthName, yearOf, type DateStyle } from './format';
import {
  cardNumber,
  drawStatementDate,
  lastDayOfMonth,
  lastFourDigits,
  maskCard,
  normaliseDescription,
  tamper,
  type ExpectedRow,
  type HeldOutStatement,
} from './model';
import { Rng } from './rng';
import type { CardColumns } from './rows';

const LETTER_WIDTH = 612;

const usd = (cents: number): string => `${cents < 0 ? '-' : ''}$${money(cents)}`;

interface CardBase {
  rng: Rng;
  type: Typography;
  cw: number;
  month: CardMonth;
  printed: Movement[];
  differenceCents?: number;
  variant: string[];
}

function cardBase(seed: number, mismatch: boolean): CardBase {
  const rng = new Rng(seed);
  const type = typography(rng);
  const statementDate = drawStatementDate(rng);
  const charges = rng.chance(0.3) ? rng.int(30, 55) : rng.int(5, 22);
  const month = drawCardMonth(rng, statementDate, {
    us: true,
    charges,
    payments: ['PAYMENT - THANK YOU', 'AUTOMATIC PAYMENT - THANK YOU', 'ONLINE PAYMENT THANK YOU'],
    rebates: ['CASH REWARDS STATEMENT CREDIT', 'STATEMENT CREDIT'],
    foreignShare: 0,
  });
  const variant = [type.note, `${month.movements.length} rows`];
  if (!mismatch) return { rng, type, cw: type.charWidth, month, printed: month.movements, variant };
  const { printed, differenceCents } = tamper(rng, month.movements);
  variant.push(`one amount altered by ${differenceCents} cents`);
  return { rng, type, cw: type.charWidth, month, printed, differenceCents, variant };
}

function sum(movements: readonly Movement[], keep: (m: Movement) => boolean): number {
  return movements.filter(keep).reduce((total, m) => total + m.cents, 0);
}

// ---------------------------------------------------------------------------------------------- Bank of America credit

export async function boaCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = cardBase(seed, mismatch);
  const { rng, cw } = b;
  const number = cardNumber(rng, rng.pick(['4400', '4426', '5491']));
  const mask = maskCard(rng, number);
  const last4 = number.slice(-4);
  const owed = owedCents(b.month);
  const limit = rng.pick([500_000, 1_200_000, 2_500_000]);
  const left = rng.int(30, 44);
  const dateWidth = 11 * cw + rng.int(6, 14);
  const totalRight = LETTER_WIDTH - rng.int(30, 45);
  const amountRight = totalRight - 12 * cw - rng.int(6, 16);
  const acctRight = amountRight - 11 * cw;
  const refRight = acctRight - 11 * cw;
  const cols: CardColumns = {
    dates: [
      { x: left, which: 'txn', style: 'MM/DD' },
      { x: left + dateWidth, which: 'post', style: 'MM/DD' },
    ],
    descX: left + 2 * dateWidth + rng.int(4, 12),
    place: 'inline',
    amountRight,
    marker: 'minus',
    foreign: 'short-line',
    detailIndent: 0,
    extraCells: () => [
      { text: rng.digits(4), x: refRight, align: 'right' },
      { text: last4, x: acctRight, align: 'right' },
    ],
  };
  const meta = metadata(rng, { Creator: 'Bank of America', Producer: 'TargetStream StreamEDS rv1.7.161' });
  const footer = footerStyle(rng, LETTER_WIDTH, `BAC${rng.digits(8)}`);
  const closingStyle = rng.pick<DateStyle>(['MM/DD/YYYY', 'MM/DD/YYYY', 'Month D, YYYY']);
  const start = addDays(b.month.statementDate, -29);
  const credits = sum(b.month.movements, (m) => m.cents > 0);
  const charges = -sum(b.month.movements, (m) => m.cents <= 0);
  const summary: [string, string][] = [
    ['Previous Balance', usd(b.month.previousBalanceCents)],
    ['Payments and Other Credits', usd(-credits)],
    ['Purchases and Adjustments', usd(charges)],
    ['Fees Charged', '$0.00'],
    ['Interest Charged', '$0.00'],
    ['New Balance Total', usd(owed)],
    ['Total Credit Line', usd(limit)],
    ['Total Credit Available', usd(Math.max(0, limit - owed))],
    ['Statement Closing Date', formatDate(b.month.statementDate, closingStyle)],
    ['Days in Billing Cycle', '30'],
  ];
  const totalCell = (cents: number): Cell => ({ text: usd(cents), x: totalRight, align: 'right' });
  const spec: CardSpec = {
    layout: 'boa-credit',
    seed,
    bank: 'bank_of_america',
    currency: 'USD',
    canvas: canvasOptions(b.type, 'LETTER', meta.info, '1.5', b.month.statementDate),
    variant: [...b.variant, meta.note, footer.note, `mask ${mask.style}`, `closing ${closingStyle}`],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4,
    creditLimitCents: limit,
    columns: cols,
    top: (canvas) => {
      canvas.y = 34;
      canvas.line([{ text: 'Bank of America', x: 40, bold: true, size: canvas.fontSize + 5 }], 20);
      canvas.line([
        {
          text: rng.pick([
            'Customized Cash Rewards Visa Signature',
            'Travel Rewards Visa',
            'Unlimited Cash Rewards Mastercard',
          ]),
          x: 40,
        },
      ]);
      canvas.line([
        {
          text: `${formatDate(start, 'Month D, YYYY')} - ${formatDate(b.month.statementDate, 'Month D, YYYY')}`,
          x: 40,
        },
      ]);
      const accountLine =
        mask.style === 'ending 1234'
          ? `Account ending in ${last4}`
          : `${rng.pick(['Account#', 'Account Number:'])} ${mask.text}`;
      canvas.line([{ text: accountLine, x: 40 }]);
      canvas.gap(8);
      canvas.line([{ text: 'Account Summary', x: 40, bold: true }]);
      for (const [label, value] of summary)
        canvas.line([
          { text: label, x: 40 },
          { text: value, x: 300, align: 'right' },
        ]);
      canvas.gap(6);
      canvas.line([{ text: 'Payment Information', x: 340, bold: true }], 0);
      canvas.gap(10);
      canvas.line([{ text: 'Transactions', x: 40, bold: true, size: canvas.fontSize + 2 }], 16);
    },
    continuation: (canvas) => {
      canvas.y = 36;
      canvas.line([
        { text: `${rng.pick(['Transactions (continued)', 'Transactions - continued'])}`, x: 40, bold: true },
      ]);
    },
    header: [
      [
        { text: 'Transaction', x: left },
        { text: 'Posting', x: left + dateWidth },
        { text: 'Reference', x: refRight, align: 'right' },
        { text: 'Account', x: acctRight, align: 'right' },
      ],
      [
        { text: 'Date', x: left },
        { text: 'Date', x: left + dateWidth },
        { text: 'Description', x: cols.descX },
        { text: 'Number', x: refRight, align: 'right' },
        { text: 'Number', x: acctRight, align: 'right' },
        { text: 'Amount', x: amountRight, align: 'right' },
        { text: 'Total', x: totalRight, align: 'right' },
      ],
    ],
    before: [],
    sections: {
      credits: [[{ text: 'Payments and Other Credits', x: cols.descX, bold: true }]],
      charges: [[{ text: 'Purchases and Adjustments', x: cols.descX, bold: true }]],
      creditsTotal: (cents) => [
        [[{ text: 'TOTAL PAYMENTS AND OTHER CREDITS FOR THIS PERIOD', x: cols.descX, bold: true }, totalCell(-cents)]],
      ],
      chargesTotal: (cents) => [
        [[{ text: 'TOTAL PURCHASES AND ADJUSTMENTS FOR THIS PERIOD', x: cols.descX, bold: true }, totalCell(cents)]],
      ],
    },
    after: [
      [[{ text: 'Fees Charged', x: cols.descX, bold: true }]],
      [[{ text: 'TOTAL FEES CHARGED FOR THIS PERIOD', x: cols.descX, bold: true }, totalCell(0)]],
      [[{ text: 'Interest Charged', x: cols.descX, bold: true }]],
      [[{ text: 'TOTAL INTEREST CHARGED FOR THIS PERIOD', x: cols.descX, bold: true }, totalCell(0)]],
    ],
    closing: (canvas) => {
      canvas.ensure(6, () => (canvas.y = 50));
      canvas.gap(10);
      canvas.line([{ text: `${yearOf(b.month.statementDate)} Totals Year-to-Date`, x: 40, bold: true }]);
      canvas.line([
        { text: `Total fees charged in ${yearOf(b.month.statementDate)}`, x: 40 },
        { text: '$0.00', x: 300, align: 'right' },
      ]);
      canvas.line([{ text: 'Interest Charge Calculation', x: 40, bold: true }]);
      canvas.line([
        { text: 'Purchases', x: 40 },
        { text: '21.24% V', x: 200 },
        { text: '$0.00', x: 300, align: 'right' },
        { text: '$0.00', x: 380, align: 'right' },
      ]);
      paragraph(
        canvas,
        'Bank of America, N.A. Member FDIC. Pay online at bankofamerica.com or call 1.800.732.9194.',
        40,
        100,
      );
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}

// ---------------------------------------------------------------------------------------------- Chase credit

export async function chaseCredit(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = cardBase(seed, mismatch);
  const { rng, cw } = b;
  const number = cardNumber(rng, rng.pick(['4147', '4266', '5466']));
  const mask = maskCard(rng, number);
  const owed = owedCents(b.month);
  const limit = rng.pick([300_000, 1_000_000, 1_850_000]);
  const left = rng.int(30, 50);
  const amountRight = LETTER_WIDTH - rng.int(36, 70);
  const cols: CardColumns = {
    dates: [{ x: left, which: 'txn', style: 'MM/DD' }],
    descX: left + 6 * cw + rng.int(10, 30),
    place: 'inline',
    amountRight,
    marker: 'minus',
    foreign: 'short-line',
    bareCents: rng.chance(0.7),
    detailIndent: 0,
  };
  const meta = metadata(rng, { Producer: 'OpenText Output Transformation Engine - 23.4.17' });
  const footer = footerStyle(rng, LETTER_WIDTH, `CHASE${rng.digits(7)}`);
  const start = addDays(b.month.statementDate, -rng.int(29, 31));
  const dateStyle = rng.pick(['range', 'statement-date', 'both']);
  const credits = sum(b.month.movements, (m) => m.cents > 0);
  const charges = -sum(b.month.movements, (m) => m.cents <= 0);
  const limitLabel = rng.pick(['Credit Access Line', 'Credit Limit', 'Total Credit Line']);
  const spec: CardSpec = {
    layout: 'chase-credit',
    seed,
    bank: 'chase',
    currency: 'USD',
    canvas: canvasOptions(b.type, 'LETTER', meta.info, '1.7', b.month.statementDate),
    variant: [
      ...b.variant,
      meta.note,
      footer.note,
      `mask ${mask.style}`,
      `date ${dateStyle}`,
      cols.bareCents ? 'bare cents' : 'leading zero',
    ],
    month: b.month,
    printed: b.printed,
    differenceCents: b.differenceCents,
    last4: number.slice(-4),
    creditLimitCents: limit,
    columns: cols,
    top: (canvas) => {
      canvas.y = 34;
      canvas.line(
        [
          { text: 'CHASE', x: 40, bold: true, size: canvas.fontSize + 6 },
          { text: rng.pick(['Chase Freedom Unlimited', 'Chase Sapphire Preferred', 'Prime Visa']), x: 330 },
        ],
        22,
      );
      canvas.line([{ text: 'ACCOUNT SUMMARY', x: 40, bold: true }]);
      canvas.line([{ text: `Account Number: ${mask.text}`, x: 40 }]);
      const rows: [string, string][] = [
        ['Previous Balance', usd(b.month.previousBalanceCents)],
        ['Payment, Credits', usd(-credits)],
        ['Purchases', `+${usd(charges)}`],
        ['Cash Advances', '$0.00'],
        ['Balance Transfers', '$0.00'],
        ['Fees Charged', '$0.00'],
        ['Interest Charged', '$0.00'],
        ['New Balance', usd(owed)],
      ];
      if (dateStyle !== 'statement-date')
        rows.push([
          'Opening/Closing Date',
          `${formatDate(start, 'MM/DD/YY')} - ${formatDate(b.month.statementDate, 'MM/DD/YY')}`,
        ]);
      if (dateStyle !== 'range') rows.unshift(['Statement Date:', formatDate(b.month.statementDate, 'MM/DD/YY')]);
      rows.push(
        [limitLabel, usd(limit)],
        ['Available Credit', usd(Math.max(0, limit - owed))],
        ['Cash Access Line', usd(limit / 5)],
      );
      for (const [label, value] of rows)
        canvas.line([
          { text: label, x: 40 },
          { text: value, x: 290, align: 'right' },
        ]);
      canvas.gap(10);
      canvas.line([{ text: 'ACCOUNT ACTIVITY', x: 40, bold: true, size: canvas.fontSize + 1 }], 16);
    },
    continuation: (canvas) => {
      canvas.y = 36;
      canvas.line([{ text: 'ACCOUNT ACTIVITY (CONTINUED)', x: 40, bold: true }]);
    },
    header: [
      [
        { text: rng.pick(['Date of Transaction', 'Date of', 'Trans Date']), x: left },
        { text: rng.pick(['Merchant Name or Transaction Description', 'Merchant Name or Description']), x: cols.descX },
        { text: '$ Amount', x: amountRight, align: 'right' },
      ],
    ],
    before: [],
    sections: {
      credits: [[{ text: 'PAYMENTS AND OTHER CREDITS', x: cols.descX, bold: true }]],
      charges: [[{ text: rng.pick(['PURCHASE', 'PURCHASES']), x: cols.descX, bold: true }]],
    },
    after: [],
    closing: (canvas) => {
      canvas.ensure(7, () => (canvas.y = 50));
      canvas.gap(10);
      canvas.line([{ text: `${yearOf(b.month.statementDate)} Totals Year-to-Date`, x: 40, bold: true }]);
      canvas.line([
        { text: `Total fees charged in ${yearOf(b.month.statementDate)}`, x: 40 },
        { text: '$0.00', x: 300, align: 'right' },
      ]);
      canvas.line([
        { text: `Total interest charged in ${yearOf(b.month.statementDate)}`, x: 40 },
        { text: '$0.00', x: 300, align: 'right' },
      ]);
      canvas.line([{ text: 'INTEREST CHARGES', x: 40, bold: true }]);
      canvas.line([
        { text: 'Purchases', x: 40 },
        { text: '24.99%(v)(d)', x: 180 },
        { text: '- 0 -', x: 300 },
        { text: '$0.00', x: 420, align: 'right' },
      ]);
      paragraph(canvas, 'JPMorgan Chase Bank, N.A. Member FDIC. Visit chase.com or call 1-800-524-3880.', 40, 100);
    },
    footer: footer.footer,
    splitRows: 0.3,
  };
  return drawCard(spec, rng);
}

// ---------------------------------------------------------------------------------------------- checking (both banks)

interface Section {
  title: string;
  continued: string;
  movements: Movement[];
  /** Prints one amount of this section. */
  amount: (cents: number, first: boolean) => string;
  total: string;
  totalCents: number;
}

interface CheckingSpec {
  layout: string;
  seed: number;
  bank: BankId;
  typeNote: Typography;
  variant: string[];
  month: AccountMonth;
  last4: string;
  differenceCents?: number;
  info: Parameters<typeof canvasOptions>[2];
  pdfVersion: '1.4' | '1.5' | '1.7';
  rowDate: DateStyle;
  sections: Section[];
  top: (canvas: StatementCanvas) => void;
  continuation: (canvas: StatementCanvas) => void;
  header: (canvas: StatementCanvas) => Line;
  closing: (canvas: StatementCanvas) => void;
  footer: (page: number, pages: number) => Line | undefined;
}

async function drawChecking(
  spec: CheckingSpec,
  rng: Rng,
  amountRight: number,
  descX: number,
  left: number,
): Promise<HeldOutStatement> {
  const canvas = new StatementCanvas(
    canvasOptions(spec.typeNote, 'LETTER', spec.info, spec.pdfVersion, spec.month.statementDate),
  );
  spec.top(canvas);
  const expected: ExpectedRow[] = [];
  for (const section of spec.sections) {
    if (section.movements.length === 0) continue;
    canvas.ensure(4, () => spec.continuation(canvas));
    canvas.gap(6);
    canvas.line([{ text: section.title, x: left, bold: true }]);
    drawHeader(canvas, [spec.header(canvas)]);
    const groups: Line[][] = section.movements.map((movement, index) => {
      expected.push({
        date: movement.date,
        description: normaliseDescription([movement.merchant, ...movement.details].join(' ')),
        amountCents: movement.cents,
      });
      return [
        [
          { text: formatDate(movement.date, spec.rowDate), x: left },
          { text: movement.merchant, x: descX },
          { text: section.amount(movement.cents, index === 0), x: amountRight, align: 'right' },
        ],
        ...movement.details.map((text) => [{ text, x: descX }]),
      ];
    });
    groups.push([
      [
        { text: section.total, x: descX, bold: true },
        { text: section.amount(section.totalCents, true), x: amountRight, align: 'right', bold: true },
      ],
    ]);
    canvas.table(groups, {
      rng,
      splitRows: 0.3,
      continuePage: () => {
        spec.continuation(canvas);
        canvas.line([{ text: section.continued, x: left, bold: true }]);
        drawHeader(canvas, [spec.header(canvas)]);
      },
    });
  }
  spec.closing(canvas);
  const pdf = await canvas.finish(spec.footer);
  return {
    layout: spec.layout,
    seed: spec.seed,
    variant: spec.variant,
    pdf,
    expected: {
      bank: spec.bank,
      last4: spec.last4,
      currency: 'USD',
      statementDate: spec.month.statementDate,
      balanceCents: closingCents(spec.month),
      transactions: expected,
      needsReview: spec.differenceCents !== undefined,
      differenceCents: spec.differenceCents,
    },
  };
}

function checkingBase(seed: number, mismatch: boolean) {
  const rng = new Rng(seed);
  const type = typography(rng);
  const statementDate = lastDayOfMonth(rng);
  const count = rng.chance(0.3) ? rng.int(28, 50) : rng.int(6, 20);
  const month = drawAccountMonth(rng, statementDate, { us: true, count });
  const variant = [type.note, `${month.movements.length} rows`];
  let printed = month.movements;
  let differenceCents: number | undefined;
  if (mismatch) {
    ({ printed, differenceCents } = tamper(rng, month.movements));
    variant.push(`one amount altered by ${differenceCents} cents`);
  }
  return { rng, type, cw: type.charWidth, month, printed, differenceCents, variant };
}

export async function boaChecking(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = checkingBase(seed, mismatch);
  const { rng, cw } = b;
  const number = `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`;
  const totals = accountTotals(b.month);
  const closing = closingCents(b.month);
  const left = rng.int(36, 50);
  const descX = left + 8 * cw + rng.int(8, 24);
  const amountRight = LETTER_WIDTH - rng.int(40, 70);
  const meta = metadata(rng, { Creator: 'Bank of America', Producer: 'TargetStream StreamEDS rv1.7.161' });
  const footer = footerStyle(rng, LETTER_WIDTH, `BAC${rng.digits(8)}`);
  const longDate = (iso: string): string => formatDate(iso, 'Month D, YYYY');
  const deposits = b.printed.filter((m) => m.cents > 0);
  const withdrawals = b.printed.filter((m) => m.cents <= 0);
  const withdrawalsTitle = rng.pick(['Withdrawals and other subtractions', 'Withdrawals and other debits']);
  const depositsTitle = rng.pick(['Deposits and other additions', 'Deposits and other credits']);
  return drawChecking(
    {
      layout: 'boa-checking',
      seed,
      bank: 'bank_of_america',
      typeNote: b.type,
      variant: [...b.variant, meta.note, footer.note],
      month: b.month,
      last4: lastFourDigits(number),
      differenceCents: b.differenceCents,
      info: meta.info,
      pdfVersion: '1.5',
      rowDate: 'MM/DD/YY',
      sections: [
        {
          title: depositsTitle,
          continued: `${depositsTitle} - continued`,
          movements: deposits,
          amount: (c) => money(c),
          total: `Total ${depositsTitle.toLowerCase()}`,
          totalCents: totals.deposits,
        },
        {
          title: withdrawalsTitle,
          continued: `${withdrawalsTitle} - continued`,
          movements: withdrawals,
          amount: (c) => `-${money(c)}`,
          total: `Total ${withdrawalsTitle.toLowerCase()}`,
          totalCents: -totals.withdrawals,
        },
      ],
      top: (canvas) => {
        canvas.y = 34;
        canvas.line([{ text: 'Bank of America', x: left, bold: true, size: canvas.fontSize + 5 }], 20);
        canvas.line([
          {
            text: `Your ${rng.pick(['Adv Plus Banking', 'Advantage SafeBalance Banking', 'BofA Core Checking'])}`,
            x: left,
          },
        ]);
        canvas.line([
          { text: `for ${longDate(b.month.periodStart)} to ${longDate(b.month.statementDate)}`, x: left },
          { text: `Account number: ${number}`, x: 340 },
        ]);
        canvas.gap(8);
        canvas.line([{ text: 'Account summary', x: left, bold: true }]);
        const rows: [string, string][] = [
          [`Beginning balance on ${longDate(b.month.periodStart)}`, usd(b.month.openingCents)],
          [depositsTitle, money(totals.deposits)],
          [withdrawalsTitle, `-${money(totals.withdrawals)}`],
          ['Checks', '-0.00'],
          ['Service fees', '-0.00'],
          [`Ending balance on ${longDate(b.month.statementDate)}`, usd(closing)],
        ];
        for (const [label, value] of rows)
          canvas.line([
            { text: label, x: left },
            { text: value, x: 330, align: 'right' },
          ]);
        canvas.gap(8);
      },
      continuation: (canvas) => {
        canvas.y = 36;
        canvas.line([
          {
            text: `Account # ${number}  |  ${longDate(b.month.periodStart)} to ${longDate(b.month.statementDate)}`,
            x: left,
          },
        ]);
        canvas.gap(4);
      },
      header: () => [
        { text: 'Date', x: left },
        { text: 'Description', x: descX },
        { text: 'Amount', x: amountRight, align: 'right' },
      ],
      closing: (canvas) => {
        canvas.ensure(5, () => (canvas.y = 50));
        canvas.gap(10);
        canvas.line([{ text: 'Service fees', x: left, bold: true }]);
        paragraph(
          canvas,
          `Your Adv Plus Banking account has a $12.00 monthly fee that we waived for the ${monthName(b.month.statementDate)} statement period.`,
          left,
          100,
        );
        paragraph(canvas, 'Bank of America, N.A. Member FDIC. Equal Housing Lender.', left, 100);
      },
      footer: footer.footer,
    },
    rng,
    amountRight,
    descX,
    left,
  );
}

export async function chaseChecking(seed: number, mismatch: boolean): Promise<HeldOutStatement> {
  const b = checkingBase(seed, mismatch);
  const { rng, cw } = b;
  const number = `000000${rng.digits(9)}`;
  const totals = accountTotals(b.month);
  const closing = closingCents(b.month);
  const left = rng.int(36, 50);
  const descX = left + 6 * cw + rng.int(10, 30);
  const amountRight = LETTER_WIDTH - rng.int(40, 70);
  const meta = metadata(rng, { Producer: 'OpenText Output Transformation Engine - 23.4.17', Creator: 'Chase' });
  const longDate = (iso: string): string => formatDate(iso, 'Month D, YYYY');
  const deposits = b.printed.filter((m) => m.cents > 0);
  const withdrawals = b.printed.filter((m) => m.cents <= 0);
  const withdrawalsTitle = rng.pick([
    'ELECTRONIC WITHDRAWALS',
    'OTHER WITHDRAWALS, FEES & CHARGES',
    'ATM & DEBIT CARD WITHDRAWALS',
  ]);
  const dollar = (c: number, first: boolean): string => `${first ? '$' : ''}${money(c)}`;
  return drawChecking(
    {
      layout: 'chase-checking',
      seed,
      bank: 'chase',
      typeNote: b.type,
      variant: [...b.variant, meta.note, `withdrawals titled ${withdrawalsTitle}`],
      month: b.month,
      last4: number.slice(-4),
      differenceCents: b.differenceCents,
      info: meta.info,
      pdfVersion: '1.7',
      rowDate: 'MM/DD',
      sections: [
        {
          title: 'DEPOSITS AND ADDITIONS',
          continued: 'DEPOSITS AND ADDITIONS (continued)',
          movements: deposits,
          amount: dollar,
          total: 'Total Deposits and Additions',
          totalCents: totals.deposits,
        },
        {
          title: withdrawalsTitle,
          continued: `${withdrawalsTitle} (continued)`,
          movements: withdrawals,
          amount: dollar,
          total: `Total ${withdrawalsTitle.replace(/\w\S*/g, (w) => w.charAt(0) + w.slice(1).toLowerCase())}`,
          totalCents: totals.withdrawals,
        },
      ],
      top: (canvas) => {
        canvas.y = 34;
        canvas.line(
          [
            { text: 'CHASE', x: left, bold: true, size: canvas.fontSize + 6 },
            { text: `${longDate(b.month.periodStart)} through ${longDate(b.month.statementDate)}`, x: 330 },
          ],
          22,
        );
        canvas.line([
          { text: 'JPMorgan Chase Bank, N.A.', x: left },
          { text: `${rng.pick(['Primary Account:', 'Account Number:'])} ${number}`, x: 330 },
        ]);
        canvas.gap(8);
        canvas.line([
          { text: 'CHECKING SUMMARY', x: left, bold: true },
          { text: rng.pick(['Chase Total Checking', 'Chase Premier Plus Checking']), x: 200 },
        ]);
        canvas.line([
          { text: 'INSTANCES', x: 260, align: 'right', bold: true },
          { text: 'AMOUNT', x: 360, align: 'right', bold: true },
        ]);
        const rows: [string, string, string][] = [
          ['Beginning Balance', '', `$${money(b.month.openingCents)}`],
          ['Deposits and Additions', String(deposits.length), money(totals.deposits)],
          [
            withdrawalsTitle.replace(/\w\S*/g, (w) => w.charAt(0) + w.slice(1).toLowerCase()),
            String(withdrawals.length),
            `- ${money(totals.withdrawals)}`,
          ],
          ['Ending Balance', String(b.printed.length), `$${money(closing)}`],
        ];
        for (const [label, count, value] of rows)
          canvas.line([
            { text: label, x: left },
            { text: count, x: 260, align: 'right' },
            { text: value, x: 360, align: 'right' },
          ]);
        canvas.gap(6);
      },
      continuation: (canvas) => {
        canvas.y = 36;
        canvas.line([
          { text: `${longDate(b.month.periodStart)} through ${longDate(b.month.statementDate)}`, x: 330 },
          { text: `Primary Account: ${number}`, x: left },
        ]);
        canvas.gap(4);
      },
      header: () => [
        { text: 'DATE', x: left },
        { text: 'DESCRIPTION', x: descX },
        { text: 'AMOUNT', x: amountRight, align: 'right' },
      ],
      closing: (canvas) => {
        canvas.ensure(6, () => (canvas.y = 50));
        canvas.gap(8);
        canvas.line([{ text: 'DAILY ENDING BALANCE', x: left, bold: true }]);
        let balance = b.month.openingCents;
        const daily: [string, number][] = [];
        b.month.movements.forEach((m, i) => {
          balance += m.cents;
          if (b.month.movements[i + 1]?.date !== m.date) daily.push([m.date, balance]);
        });
        for (let i = 0; i < daily.length; i += 2) {
          const [d1, v1] = daily[i] ?? ['', 0];
          const pair: Line = [
            { text: formatDate(d1, 'MM/DD'), x: left },
            { text: `$${money(v1)}`, x: left + 150, align: 'right' },
          ];
          const second = daily[i + 1];
          if (second)
            pair.push(
              { text: formatDate(second[0], 'MM/DD'), x: left + 200 },
              { text: `$${money(second[1])}`, x: left + 350, align: 'right' },
            );
          canvas.ensure(1, () => (canvas.y = 50));
          canvas.line(pair);
        }
        canvas.gap(8);
        canvas.line([{ text: 'SERVICE CHARGE SUMMARY', x: left, bold: true }]);
        canvas.line([
          { text: 'Monthly Service Fee', x: left },
          { text: '$0.00', x: 360, align: 'right' },
        ]);
      },
      footer: (page, pages) => [{ text: `Page ${page} of ${pages}`, x: LETTER_WIDTH - 40, align: 'right' }],
    },
    rng,
    amountRight,
    descX,
    left,
  );
}
