/** Checking an account table's rows against its running balance, printed totals and closing balance. */
import { formatCents } from '../../money/money';
import type { ParsedTransaction, Reconciliation } from '../statement.types';
import type { StatementTable } from './statement-table.types';

/** The closing balance: the carried-forward line, else the last printed running balance. */
export function closingBalanceOf(table: StatementTable): number | undefined {
  if (table.balances?.closingCents !== undefined) return table.balances.closingCents;
  const printed = [...(table.balances?.printed.values() ?? [])];
  return printed[printed.length - 1];
}

/** The opening balance: brought forward when printed, else worked back from the first printed balance. */
export function openingBalanceOf(table: StatementTable): number | undefined {
  const balances = table.balances;
  if (balances?.openingCents !== undefined) return balances.openingCents;
  let moved = 0;
  for (const transaction of table.transactions) {
    moved += transaction.amountCents;
    const printed = balances?.printed.get(transaction);
    if (printed !== undefined) return printed - moved;
  }
  return undefined;
}

/**
 * Whether the rows after `index` agree with the next balance printed after it: the next row's printed
 * balance, or, when no later row prints one, the closing balance printed on its own line.
 */
function agreesAfter(table: StatementTable, index: number, runningAtIndex: number, closingAsRead: number): boolean {
  const balances = table.balances;
  if (!balances) return false;
  let running = runningAtIndex;
  for (const transaction of table.transactions.slice(index + 1)) {
    running += transaction.amountCents;
    const printed = balances.printed.get(transaction);
    if (printed !== undefined) return printed === running;
  }
  return balances.closingCents !== undefined && balances.closingCents === closingAsRead;
}

function mismatch(against: string, expectedCents: number, actualCents: number, message: string): Reconciliation {
  return { ok: false, against, expectedCents, actualCents, message };
}

/**
 * Checks an account table's rows against everything it prints: the running balance row by row (which names
 * the first row that breaks, e.g. a row read on the wrong side), the printed totals, and the closing
 * balance = opening balance + rows.
 */
export function reconcileRunningBalance(table: StatementTable): Reconciliation {
  const { transactions } = table;
  const balances = table.balances ?? { printed: new Map<ParsedTransaction, number>() };
  const sum = transactions.reduce((total, transaction) => total + transaction.amountCents, 0);
  const opening = openingBalanceOf(table);
  if (opening !== undefined) {
    let running = opening;
    for (const [index, transaction] of transactions.entries()) {
      running += transaction.amountCents;
      const printed = balances.printed.get(transaction);
      if (printed === undefined || printed === running) continue;
      const lone = agreesAfter(table, index, running, opening + sum);
      return {
        ...mismatch(
          'running balance',
          printed,
          running,
          `Row ${index + 1} (${transaction.date} ${transaction.description}, ${formatCents(transaction.amountCents)}) leaves a balance of ${formatCents(running)} but the statement prints ${formatCents(printed)}. The row may be misread or on the wrong side.`,
        ),
        brokenRow: index,
        ...(lone ? { lonePrintedBalance: { printedCents: printed, runningCents: running } } : {}),
      };
    }
  }
  const sumWhere = (keep: (cents: number) => boolean): number =>
    transactions.reduce((total, { amountCents }) => total + (keep(amountCents) ? amountCents : 0), 0);
  const sides: [string, number | undefined, number][] = [
    ['total withdrawals', balances.totalWithdrawalsCents, -sumWhere((cents) => cents < 0)],
    ['total deposits', balances.totalDepositsCents, sumWhere((cents) => cents > 0)],
  ];
  for (const [against, printed, actual] of sides) {
    if (printed === undefined || printed === actual) continue;
    return mismatch(
      against,
      printed,
      actual,
      `The ${against} of the rows come to ${formatCents(actual)} but the statement prints ${formatCents(printed)} (difference ${formatCents(printed - actual)}). Some rows may be missing or misread.`,
    );
  }
  const closing = closingBalanceOf(table);
  if (opening === undefined || closing === undefined) {
    return { ok: true, actualCents: sum, message: 'The statement prints no balance to check the rows against.' };
  }
  if (opening + sum === closing) {
    return { ok: true, against: 'closing balance', expectedCents: closing, actualCents: opening + sum };
  }
  return mismatch(
    'closing balance',
    closing,
    opening + sum,
    `The opening balance ${formatCents(opening)} plus the transactions (${formatCents(sum)}) comes to ${formatCents(opening + sum)} but the statement's closing balance is ${formatCents(closing)} (difference ${formatCents(closing - opening - sum)}). Some rows may be missing or misread.`,
  );
}
