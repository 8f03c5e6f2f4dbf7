/** Drawing a card statement from a bank's spec: first-page furniture, the table across pages, totals, panels. */
import type { BankId } from '@garden/core';
import { StatementCanvas, type CanvasOptions, type Line } from './canvas';
import type { CardMonth, Movement } from './content';
import type { HeldOutStatement } from './model';
import { cardRow, type CardColumns } from './rows';
import type { Rng } from './rng';

export interface CardSpec {
  layout: string;
  seed: number;
  bank: BankId;
  currency: string;
  canvas: CanvasOptions;
  variant: string[];
  month: CardMonth;
  /** Movements as printed (one amount altered on a statement that must not reconcile). */
  printed: Movement[];
  differenceCents?: number;
  last4: string;
  creditLimitCents?: number;
  columns: CardColumns;
  /** First page above the table; leaves the cursor where the table starts. */
  top: (canvas: StatementCanvas) => void;
  /** Top of every later page, before the repeated header. */
  continuation: (canvas: StatementCanvas) => void;
  header: Line[];
  before: Line[][];
  /** Credits under their own heading first, then charges (US statements, DBS). */
  sections?: {
    credits: Line[];
    charges: Line[];
    creditsTotal?: (cents: number) => Line[][];
    chargesTotal?: (cents: number) => Line[][];
  };
  after: Line[][];
  closing?: (canvas: StatementCanvas) => void;
  footer: (page: number, pages: number) => Line | undefined;
  splitRows: number;
}

export function drawHeader(canvas: StatementCanvas, header: Line[]): void {
  for (const line of header) canvas.line(line.map((cell) => ({ ...cell, bold: cell.bold ?? true })));
  canvas.gap(2);
  canvas.rule(30, canvas.width - 30);
  canvas.gap(4);
}

/** The owed balance a card statement prints: previous balance less credits plus charges. */
export function owedCents(month: CardMonth): number {
  return month.previousBalanceCents - month.movements.reduce((sum, movement) => sum + movement.cents, 0);
}

export async function drawCard(spec: CardSpec, rng: Rng): Promise<HeldOutStatement> {
  const canvas = new StatementCanvas(spec.canvas);
  spec.top(canvas);
  drawHeader(canvas, spec.header);
  const continuePage = (): void => {
    spec.continuation(canvas);
    drawHeader(canvas, spec.header);
  };
  const drawn = spec.printed.map((movement, index) => cardRow(movement, spec.columns, index));
  const groups: Line[][] = [...spec.before];
  if (spec.sections) {
    const credits = spec.printed.map((m, i) => ({ m, row: drawn[i] })).filter(({ m }) => m.cents > 0);
    const charges = spec.printed.map((m, i) => ({ m, row: drawn[i] })).filter(({ m }) => m.cents <= 0);
    if (credits.length > 0) {
      groups.push(spec.sections.credits);
      for (const { row } of credits) if (row) groups.push(row.lines);
      const total = credits.reduce((sum, { m }) => sum + m.cents, 0);
      groups.push(...(spec.sections.creditsTotal?.(total) ?? []));
    }
    groups.push(spec.sections.charges);
    for (const { row } of charges) if (row) groups.push(row.lines);
    const total = charges.reduce((sum, { m }) => sum - m.cents, 0);
    groups.push(...(spec.sections.chargesTotal?.(total) ?? []));
  } else {
    for (const row of drawn) groups.push(row.lines);
  }
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
      balanceCents: -owedCents(spec.month),
      creditLimitCents: spec.creditLimitCents,
      transactions: drawn.map((row) => row.expected),
      needsReview: spec.differenceCents !== undefined,
      differenceCents: spec.differenceCents,
    },
  };
}
