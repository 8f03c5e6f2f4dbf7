import {
  cardAmountInColumn,
  cardColumns,
  cardNumberLine,
  cardStatement,
  postedRow,
  type CardColumns,
} from '../card-statement';
import { continuationOf, type OpenRow } from '../row-continuation';
import { amountBeside, amountUnder, cleanDescription, labelledDate, titleCaseCapitals } from '../statement-text';
import { StatementParseError, type ParsedTransaction, type StatementParser } from '../statement.types';

/** The card table header; UOB account statements print "Withdrawals Deposits Balance" instead. */
const TABLE_HEADER = /Description of Transaction.*Transaction Amount/i;
const CARD_EMAIL = /card\.centre@uobgroup\.com/i;
const FOREIGN_LINE = /^[A-Z]{3} [\d,]+\.\d{2}$/;
/** Slack around the header's column positions, in points. */
const COLUMN_SLACK = 10;
const CREDIT_LIMIT = /^Credit Limit$/i;

/** UOB credit card statements: posting and transaction dates, trailing CR credits, per-card totals. */
export const UOB_CREDIT_PARSER: StatementParser = {
  id: 'uob-credit',
  bank: 'uob',
  detect(pdf, lines) {
    const header = lines.some((line) => TABLE_HEADER.test(line.text));
    const email = lines.some((line) => CARD_EMAIL.test(line.text));
    const vault = /Vault Rendering Engine/i.test(pdf.metadata.creator ?? '');
    if (header && (email || vault)) return 0.95;
    if (header && lines.some((line) => /\bUOB\b|United Overseas Bank/i.test(line.text))) return 0.8;
    // The card e-mail alone: ours, though parse() may find it unreadable.
    return email ? 0.6 : 0;
  },
  parse(_pdf, lines) {
    const statementDate = labelledDate(lines, /Statement Date\s*:?\s*(.+)$/i);
    if (!statementDate) throw new StatementParseError('This UOB card statement has no readable statement date.');
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    let subTotalCents: number | undefined;
    let totalLabel: string | undefined;
    let name: string | undefined;
    let last4: string | undefined;
    // Columns come from each page's own header; a page without one keeps the last page's.
    let columns: CardColumns | undefined;
    let previousRow: OpenRow | undefined;

    for (const line of lines) {
      const text = cleanDescription(line.text);
      if (TABLE_HEADER.test(text)) {
        columns = cardColumns(line, { description: /Description/i, amount: /Transaction Amount/i }) ?? columns;
        previousRow = undefined;
        continue;
      }
      if (!columns) continue;
      const amount = cardAmountInColumn(line, columns);
      if (/^PREVIOUS BALANCE\b/i.test(text)) {
        if (amount) openingBalanceCents = (openingBalanceCents ?? 0) + amount.cents;
        previousRow = undefined;
        continue;
      }
      const total = /^TOTAL BALANCE FOR (.+?)\s+[\d,]+\.\d{2}/i.exec(text);
      if (total && amount) {
        closingCents = (closingCents ?? 0) + amount.cents;
        totalLabel = totalLabel ? 'total balance' : `total balance for ${total[1] ?? 'the card'}`;
        previousRow = undefined;
        continue;
      }
      if (/^SUB TOTAL\b/i.test(text)) {
        if (amount) subTotalCents = (subTotalCents ?? 0) + amount.cents;
        previousRow = undefined;
        continue;
      }
      const card = amount ? undefined : cardNumberLine(text);
      if (card) {
        name ??= card.name;
        last4 ??= card.last4;
        previousRow = undefined;
        continue;
      }
      const transaction = amount ? postedRow(line, amount, statementDate) : undefined;
      if (transaction) {
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      const open = amount ? undefined : continuationOf(previousRow, line, columns.descriptionX, COLUMN_SLACK);
      if (open) {
        const { transaction } = open;
        // Ref No. lines identify the row but are not part of its description.
        if (FOREIGN_LINE.test(text)) transaction.foreignAmount = text;
        else if (!/^Ref No\.?\s*:/i.test(text))
          transaction.description = cleanDescription(`${transaction.description} ${text}`);
        previousRow = { line, transaction };
        continue;
      }
      previousRow = undefined;
    }

    if (!columns) throw new StatementParseError('This UOB card statement has no transaction table.');
    return cardStatement({
      bank: 'uob',
      account: {
        institution: 'UOB',
        name: name ? titleCaseCapitals(name, /^UOB$/) : 'UOB Credit Card',
        last4,
        statementDate,
        // "Credit Limit S$ 12,000.00" on one line, or the value under the label.
        creditLimitCents: (amountBeside(lines, CREDIT_LIMIT) ?? amountUnder(lines, CREDIT_LIMIT))?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents: closingCents ?? subTotalCents,
      closingLabel: closingCents === undefined ? 'sub total' : (totalLabel ?? 'total balance'),
      statementName: 'UOB card statement',
    });
  },
};
