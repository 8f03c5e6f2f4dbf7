/** Drawing a bank-account statement with withdrawal / deposit / running-balance columns (SG layouts). */
import type { BankId } from '@garden/core';
import { StatementCanvas, type CanvasOptions, type Cell, type Line } from './canvas';
import { drawHeader } from './card';
import type { AccountMonth, Movement } from './content';
import { formatDate, money, type DateStyle } from './format';
import { normaliseDescription, type ExpectedRow, type HeldOutStatement } from './model';
import type { Rng } from './rng';

export interface AccountColumns {
  dates: { x: number; which: 'txn' | 'post'; style: DateStyle }[];
  descX: number;
  detailIndent: number;
  withdrawalRight: number;
  depositRight: number;
  balanceRight: number;
  /** Some banks print the running balance only on the last row of a day. */
  balanceOnLastOfDayOnly: boolean;
}

export interface AccountSpec {
  layout: string;
  seed: number;
  bank: BankId;
  currency: string;
  canvas: CanvasOptions;
  variant: string[];
  month: AccountMonth;
  printed: Movement[];
  differenceCents?: number;
  last4: string;
  columns: AccountColumns;
  top: (canvas: StatementCanvas) => void;
  continuation: (canvas: StatementCanvas) => void;
  header: Line[];
  before: Line[][];
  after: Line[][];
  closing?: (canvas: StatementCanvas) => void;
  footer: (page: number, pages: number) => Line | undefined;
  splitRows: number;
}

export function closingCents(month: AccountMonth): number {
  return month.movements.reduce((sum, movement) => sum + movement.cents, month.openingCents);
}

export function accountTotals(month: AccountMonth): { withdrawals: number; deposits: number } {
  let withdrawals = 0;
  let deposits = 0;
  for (const movement of month.movements) {
    if (movement.cents < 0) withdrawals -= movement.cents;
    else deposits += movement.cents;
  }
  return { withdrawals, deposits };
}

export async function drawAccount(spec: AccountSpec, rng: Rng): Promise<HeldOutStatement> {
  const canvas = new StatementCanvas(spec.canvas);
  spec.top(canvas);
  drawHeader(canvas, spec.header);
  const continuePage = (): void => {
    spec.continuation(canvas);
    drawHeader(canvas, spec.header);
  };
  const { columns } = spec;
  const groups: Line[][] = [...spec.before];
  const expected: ExpectedRow[] = [];
  let balance = spec.month.openingCents;
  spec.printed.forEach((movement, index) => {
    // The running balance follows the true amounts: an altered row then disagrees with it.
    balance += spec.month.movements[index]?.cents ?? 0;
    const next = spec.printed[index + 1];
    const showBalance = !columns.balanceOnLastOfDayOnly || !next || next.date !== movement.date;
    const first: Cell[] = columns.dates.map((column) => ({
      text: formatDate(column.which === 'txn' ? movement.date : movement.postDate, column.style),
      x: column.x,
    }));
    first.push({ text: movement.merchant, x: columns.descX });
    first.push({
      text: money(movement.cents),
      x: movement.cents < 0 ? columns.withdrawalRight : columns.depositRight,
      align: 'right',
    });
    if (showBalance) first.push({ text: money(balance), x: columns.balanceRight, align: 'right' });
    groups.push([first, ...movement.details.map((text) => [{ text, x: columns.descX + columns.detailIndent }])]);
    expected.push({
      date: movement.date,
      description: normaliseDescription([movement.merchant, ...movement.details].join(' ')),
      amountCents: movement.cents,
    });
  });
  groups.push(...spec.after);
  canvas.table(groups, { rng, splitRows: spec.splitRows, continuePage });
  spec.closing?.(canvas);
  const pdf = await canvas.finish(spec.footer);
  return {
    layout: spec.layout,
    seed: spec.seed,
    variant: spec.variant,
    pdf,
    expected: {
      bank: spec.bank,
      last4: spec.last4,
      currency: spec.currency,
      statementDate: spec.month.statementDate,
      balanceCents: closingCents(spec.month),
      transactions: expected,
      needsReview: spec.differenceCents !== undefined,
      differenceCents: spec.differenceCents,
    },
  };
}
