import { labelledLast4 } from '../account-numbers';
import { cardAmountInColumn, cardStatement, postedRow, type CardColumns } from '../card-statement';
import { type OpenRow } from '../row-continuation';
import { amountBeside, amountUnder, cleanDescription, titleCaseCapitals } from '../statement-text';
import { isHeaderLine, roleCellIndex } from '../table-headers';
import {
  StatementParseError,
  type ParsedTransaction,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
import { labelledStatementDate } from './statement-date-labels';
import { closesRow, firstHeaderYByPage, openRowFor } from './page-break-rows';

/** Bank knowledge as data: what UOB card templates print, in any case. */
const UOB_CARD = {
  /** Posting date, transaction date, description, amount; account statements print Withdrawals instead. */
  headerRoles: ['postingDate', 'date', 'description', 'amount'] as const,
  email: /card\.centre@uobgroup\.com/i,
  creditLimit: /^(?:Total\s+)?Credit\s+Limit:?$/i,
  opening: /^PREVIOUS\s+(?:STATEMENT\s+)?BALANCE\b/i,
  /** "TOTAL BALANCE FOR UOB ONE CARD 1,234.56": the card's closing figure. */
  cardTotal: /^TOTAL\s+BALANCE\s+FOR\s+(.+?)\s+[\d,]+\.\d{2}/i,
  subTotal: /^SUB[\s-]?TOTAL\b/i,
  cardName: /^(UOB\b.*?CARD)\b/i,
  foreign: /^[A-Z]{3} [\d,]+\.\d{2}$/,
  /** Reference lines identify a row but are not part of its description. */
  reference: /^(?:Ref(?:erence)?\.?\s*No\.?)\s*:?/i,
};

/** A table header: the columns by meaning, on a short line with no figures. */
function isTableHeader(line: StatementLine): boolean {
  return (
    line.cells.length <= 8 &&
    !/\d[.,]\d{2}\b/.test(line.text) &&
    isHeaderLine(cleanDescription(line.text), UOB_CARD.headerRoles)
  );
}

function headerColumns(line: StatementLine): CardColumns | undefined {
  const description = line.cells[roleCellIndex(line.cells, 'description')];
  const amount = line.cells[roleCellIndex(line.cells, 'amount')];
  if (description && amount) return { descriptionX: description.x, amountX: amount.x };
  const first = line.cells[2] ?? line.cells[0];
  const last = line.cells[line.cells.length - 1];
  return first && last ? { descriptionX: first.x, amountX: last.x } : undefined;
}

/** UOB credit card statements: posting and transaction dates, trailing CR credits, per-card totals. */
export const UOB_CREDIT_PARSER: StatementParser = {
  id: 'uob-credit',
  bank: 'uob',
  detect(pdf, lines) {
    const header = lines.some(isTableHeader);
    const email = lines.some((line) => UOB_CARD.email.test(line.text));
    const vault = /Vault Rendering Engine/i.test(pdf.metadata.creator ?? '');
    if (header && (email || vault)) return 0.95;
    if (header && lines.some((line) => /\bUOB\b|United Overseas Bank/i.test(line.text))) return 0.8;
    // The card e-mail alone: ours, though parse() may find it unreadable.
    return email ? 0.6 : 0;
  },
  parse(_pdf, lines) {
    const statementDate = labelledStatementDate(lines);
    if (!statementDate) throw new StatementParseError('This UOB card statement has no readable statement date.');
    const transactions: ParsedTransaction[] = [];
    let openingBalanceCents: number | undefined;
    let closingCents: number | undefined;
    let subTotalCents: number | undefined;
    let totalLabel: string | undefined;
    // Columns come from each page's own header; a page without one keeps the last page's.
    let columns: CardColumns | undefined;
    let previousRow: OpenRow | undefined;
    let tableLinesOnPage = 0;
    const headerYs = firstHeaderYByPage(lines, isTableHeader);
    let page = 0;
    // Lines of the table before its first row: the card name and number.
    const cardTexts: string[] = [];

    for (const line of lines) {
      if (line.page !== page) {
        page = line.page;
        tableLinesOnPage = 0;
      }
      const headerY = headerYs.get(line.page);
      if (headerY !== undefined && line.y < headerY) continue;
      const text = cleanDescription(line.text);
      if (isTableHeader(line)) {
        columns = headerColumns(line) ?? columns;
        continue;
      }
      if (!columns) continue;
      tableLinesOnPage += 1;
      const amount = cardAmountInColumn(line, columns);
      if (UOB_CARD.opening.test(text)) {
        if (amount) openingBalanceCents = (openingBalanceCents ?? 0) + amount.cents;
        previousRow = undefined;
        continue;
      }
      const total = UOB_CARD.cardTotal.exec(text);
      if (total && amount) {
        closingCents = (closingCents ?? 0) + amount.cents;
        totalLabel = totalLabel ? 'total balance' : `total balance for ${total[1] ?? 'the card'}`;
        previousRow = undefined;
        continue;
      }
      if (UOB_CARD.subTotal.test(text)) {
        if (amount) subTotalCents = (subTotalCents ?? 0) + amount.cents;
        previousRow = undefined;
        continue;
      }
      const transaction = amount ? postedRow(line, amount, statementDate) : undefined;
      if (transaction) {
        transactions.push(transaction);
        previousRow = { line, transaction };
        continue;
      }
      const open = amount ? undefined : openRowFor(previousRow, line, columns.descriptionX, tableLinesOnPage);
      if (open) {
        const { transaction: row } = open;
        if (UOB_CARD.foreign.test(text)) row.foreignAmount = text;
        else if (!UOB_CARD.reference.test(text)) row.description = cleanDescription(`${row.description} ${text}`);
        previousRow = { line, transaction: row };
        continue;
      }
      if (!amount && transactions.length === 0) cardTexts.push(text);
      if (closesRow(previousRow, line)) previousRow = undefined;
    }

    if (!columns) throw new StatementParseError('This UOB card statement has no transaction table.');
    const name = cardTexts.map((text) => UOB_CARD.cardName.exec(text)?.[1]).find(Boolean);
    return cardStatement({
      bank: 'uob',
      account: {
        institution: 'UOB',
        name: name ? titleCaseCapitals(name, /^UOB$/) : 'UOB Credit Card',
        last4: labelledLast4(cardTexts) ?? labelledLast4(lines.map((line) => line.text)),
        statementDate,
        // "Credit Limit S$ 12,000.00" on one line, or the value under the label.
        creditLimitCents: (amountBeside(lines, UOB_CARD.creditLimit) ?? amountUnder(lines, UOB_CARD.creditLimit))
          ?.cents,
      },
      openingBalanceCents,
      transactions,
      closingCents: closingCents ?? subTotalCents,
      closingLabel: closingCents === undefined ? 'sub total' : (totalLabel ?? 'total balance'),
      statementName: 'UOB card statement',
    });
  },
};
