/**
 * Reconciliation decides between readings (PARSING.md, layer 4): a bank's reading whose rows do not add
 * up to the figures the statement prints is retried with the other plausible readings of the same page
 * before it is reported: the opposite sign convention (a template that marks charges rather than
 * credits, Withdrawal and Deposit columns the other way round), and the rows as the table model reads
 * them with no bank profile (header words by meaning, amount columns by geometry), in either convention.
 * The bank's own figures (previous and closing balance) judge every reading; the first that adds up wins.
 */
import { reconcile } from '../reconcile';
import { StatementParseError } from '../statement.errors';
import type {
  ExtractedPdf,
  ParsedStatement,
  ParsedTransaction,
  StatementLine,
  StatementParser,
} from '../statement.types';

const negated = (transactions: readonly ParsedTransaction[]): ParsedTransaction[] =>
  transactions.map((transaction) => ({ ...transaction, amountCents: -transaction.amountCents }));

const sameRows = (a: readonly ParsedTransaction[], b: readonly ParsedTransaction[]): boolean =>
  a.length === b.length &&
  a.every((row, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      row.date === other.date &&
      row.description === other.description &&
      row.amountCents === other.amountCents
    );
  });

/** The rows the bank-less table model reads, or none when it cannot read the statement. */
function profileFreeRows(
  profileFree: StatementParser,
  pdf: ExtractedPdf,
  lines: StatementLine[],
): ParsedStatement | undefined {
  try {
    return profileFree.parse(pdf, lines);
  } catch (error) {
    if (error instanceof StatementParseError) return undefined;
    throw error;
  }
}

/**
 * The first other reading of a statement whose rows add up to the bank reading's own printed figures,
 * with the bank's metadata; undefined when none does (the bank reading is then reported as it is).
 */
export function reconciledOtherReading(
  reading: ParsedStatement,
  profileFree: StatementParser,
  pdf: ExtractedPdf,
  lines: StatementLine[],
): ParsedStatement | undefined {
  const closing = reading.account.balanceCents;
  // Without a printed closing figure no reading can prove itself better than the bank's.
  if (reading.reconciliation.ok || closing === undefined) return undefined;
  // A card's previous balance may be absent (a first statement); an account's rows need their opening balance.
  if (reading.openingBalanceCents === undefined && reading.account.accountType !== 'credit') return undefined;
  const opening = reading.openingBalanceCents ?? 0;
  const readings: ParsedTransaction[][] = [negated(reading.transactions)];
  const free = profileFreeRows(profileFree, pdf, lines);
  if (free) {
    readings.push(free.transactions);
    // A card's signs are the reader's guess of the convention; an account's come from its columns and balances.
    if (free.account.accountType === 'credit') readings.push(negated(free.transactions));
  }
  for (const transactions of readings) {
    if (transactions.length === 0 || sameRows(transactions, reading.transactions)) continue;
    const sum = transactions.reduce((total, row) => total + row.amountCents, opening);
    if (sum !== closing) continue;
    const against = reading.reconciliation.against ?? 'closing balance';
    return {
      ...reading,
      transactions,
      reconciliation: reconcile(against, closing, sum),
    };
  }
  return undefined;
}
