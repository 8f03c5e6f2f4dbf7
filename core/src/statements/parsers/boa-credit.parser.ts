import type { ParsedAmount } from '../../money/money';
import { readStatementTable, type StatementTableProfile } from '../statement-table';
import { cleanDescription, parseMoneyCell } from '../statement-text';
import { reconcile } from '../reconcile';
import type { ParsedStatement, StatementLine, StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { BOA_INSTITUTION, amountAfterLabel, bankOfAmericaScore, firstFailure, sectionChecks } from './boa-common';
import { labelledAccountLast4 } from './labelled-account-number';
import { sectionNamePattern, usStatementDates } from './us-statement-fields';

/** Bank knowledge as data: the wordings Bank of America card templates print, in any case. */
const BOA_CARD = {
  /** Sections and the names their headings, totals and summary lines print (longest first). */
  sections: [
    { key: 'payments', names: ['Payments and Other Credits', 'Payments and Credits'] },
    { key: 'purchases', names: ['Purchases and Adjustments', 'Purchases and Other Charges', 'Purchases'] },
    { key: 'fees', names: ['Fees Charged', 'Fees'] },
    { key: 'interest', names: ['Interest Charged', 'Interest'] },
  ],
  sectionTotal: /^TOTAL (.+?) FOR THIS PERIOD\s+(\S+)$/i,
  continued: String.raw`(?:\s*[(-]?\s*continued\s*\)?)?`,
  previousBalance: /^Previous (?:Statement )?Balance$/i,
  newBalance: /^New Balance(?: Total)?$/i,
  creditLimit: /^(?:Total )?Credit (?:Line|Limit)$/i,
  product: /\b(Visa|Mastercard|Signature|Rewards|Card)\b/i,
  /** Text only the bank's own statements print beside its name. */
  ownText: /Member FDIC|Closing Date|bankofamerica\.com|Bank of America, N\.A\./i,
};

type SectionKey = (typeof BOA_CARD.sections)[number]['key'];
const sectionNamed = (text: string, suffix = ''): SectionKey | undefined =>
  BOA_CARD.sections.find((section) => sectionNamePattern(section.names, suffix).test(text))?.key;

/** Payments and credits carry a leading minus or parentheses (money in); unmarked amounts are charges. */
function holderCents(amount: ParsedAmount): number {
  return amount.negative ? amount.cents : -amount.cents;
}

/** How Bank of America card templates print their table. */
const BOA_TABLE: StatementTableProfile = {
  /** Transaction date, posting date, description, reference and account numbers, amount, total. */
  header: {
    roles: ['date', 'postingDate', 'description', 'amount'],
    maxCells: 8,
    descriptionFallback: 2,
    stacked: 'wordsAbove',
  },
  /** "01/05 01/06" (transaction date first, the year printed or not); interest rows print only one. */
  rowDates: { numeric: 'monthFirst', twoDates: 'orOne' },
  /** Right-aligned under Amount: a figure in the Total column right of it belongs to a total line. */
  amountRightEdge: 12,
  rowNumbers: /^\d{4}$/,
  skipUnnumberedZeroRows: true,
  sectionTitles: BOA_CARD.sections.map(
    ({ key, names }) => [sectionNamePattern(names, BOA_CARD.continued), key] as const,
  ),
  untitledSection: 'purchases',
  figures: [
    // Section totals (read again below, against the rows of their section): figures, never rows.
    { figure: 'sectionTotal', label: /^TOTAL .+? FOR THIS PERIOD\b/i, combine: 'last' },
    // The year-to-date and interest-calculation boxes follow the last section and carry amounts.
    {
      figure: 'tableEnd',
      label: /Totals Year-to-Date|Interest Charge Calculation/i,
      combine: 'last',
      endsTable: 'untilHeader',
    },
  ],
  wrappedLines: [
    { match: /^(?<amount>[\d,]+\.\d{2})\s+(?<currency>[A-Z]{3})$/, as: 'foreignAmount' },
    { match: /^[\d.]+\s+Exchange Rate$/i, as: 'ignore' },
  ],
  otherWrappedLines: 'description',
  wrappedAlign: 'row',
};

/** The product name printed at the top of page 1, e.g. "Customized Cash Rewards Visa Signature". */
function productName(lines: StatementLine[]): string | undefined {
  const line = lines.find(
    (candidate) =>
      candidate.page === 1 &&
      BOA_CARD.product.test(candidate.text) &&
      !/\d/.test(candidate.text) &&
      candidate.text.length <= 60,
  );
  return line ? cleanDescription(line.text) : undefined;
}

/** Bank of America credit card statements: MM/DD MM/DD rows with reference and account numbers. */
export const BOA_CREDIT_PARSER: StatementParser = {
  id: 'boa-credit',
  bank: 'bank_of_america',
  detect(pdf, lines) {
    return bankOfAmericaScore(pdf, lines, { card: true, ownText: BOA_CARD.ownText });
  },
  parse(pdf, lines) {
    const dates = usStatementDates(lines);
    if (!dates) {
      throw new StatementParseError('NO_CLOSING_DATE', 'Bank of America card statement');
    }
    const { statementDate } = dates;
    const table = readStatementTable(pdf, lines, BOA_TABLE, statementDate);
    const { transactions } = table;
    // "TOTAL PURCHASES FOR THIS PERIOD $1,234.56" under each section.
    const sectionTotals = new Map<SectionKey, number>();
    for (const line of lines) {
      const total = BOA_CARD.sectionTotal.exec(cleanDescription(line.text));
      const key = total?.[1] ? sectionNamed(cleanDescription(total[1])) : undefined;
      const amount = total?.[2] ? parseMoneyCell(total[2]) : undefined;
      if (key && amount) sectionTotals.set(key, holderCents(amount));
    }
    if (transactions.length === 0) {
      throw new StatementParseError('NO_TRANSACTIONS', 'Bank of America card statement');
    }
    const summary = (label: RegExp): number | undefined => {
      const amount = amountAfterLabel(lines, label);
      return amount ? holderCents(amount) : undefined;
    };
    const openingBalanceCents = summary(BOA_CARD.previousBalance);
    const closing = summary(BOA_CARD.newBalance);
    const limit = amountAfterLabel(lines, BOA_CARD.creditLimit);
    // Else the account number printed on the first row that has one (after its reference number).
    const accountColumn = transactions.map((row) => table.rowNumbers.get(row)?.[1]).find(Boolean);
    const last4 = labelledAccountLast4(lines) ?? accountColumn;

    const sum = transactions.reduce((total, row) => total + row.amountCents, 0);
    const checks = sectionChecks(
      lines,
      BOA_CARD.sections.map(({ key, names }) => ({
        names,
        rowsCents: table.titledSums.get(key) ?? 0,
        totalCents: sectionTotals.get(key),
        signed: holderCents,
      })),
      ' for this period',
    );
    const overall = reconcile('new balance total', closing, (openingBalanceCents ?? 0) + sum);
    return {
      bank: 'bank_of_america',
      account: {
        institution: BOA_INSTITUTION,
        name: productName(lines) ?? 'Bank of America Credit Card',
        accountType: 'credit',
        last4,
        currency: 'USD',
        statementDate,
        balanceCents: closing,
        creditLimitCents: limit?.cents,
      },
      openingBalanceCents,
      transactions,
      reconciliation: firstFailure(checks, overall),
    } satisfies ParsedStatement;
  },
};
