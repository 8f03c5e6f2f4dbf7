/**
 * A Singapore card issuer as data: what is truly the bank's own (how it names itself, the table profile
 * with its figures and sign markers, where it prints the statement date, the card's name and number, the
 * closing figure it prints) on top of one reading shared by every card layout: the statement table
 * (statement-table.ts) and the card reconciliation (card-statement.ts).
 */
import { labelledLast4 } from '../account-numbers';
import { cardStatement } from '../card-statement';
import {
  hasStatementTableHeader,
  readStatementTable,
  tableFigure,
  type StatementTable,
  type StatementTableProfile,
} from '../statement-table';
import { StatementParseError } from '../statement.errors';
import { summaryAmount, summaryClosing } from './card-summary-labels';
import type { BankId, ExtractedPdf, ParsedStatement, StatementLine, StatementParser } from '../statement.types';

/** The closing figure a card statement prints, and what the statement calls it. */
export interface ClosingFigure {
  cents: number;
  label: string;
}

export interface CardBank {
  id: string;
  bank: BankId;
  institution: string;
  /** The statement as refusals name it, e.g. "HSBC statement". */
  statementName: string;
  table: StatementTableProfile;
  /**
   * How sure a statement is this bank's (0 = not), knowing whether it has this bank's table header (asked
   * only when needed: finding it costs a pass over the lines). The bank's own marks only: the print
   * stream's metadata, its legal name, its own wordings.
   */
  confidence(pdf: ExtractedPdf, lines: readonly StatementLine[], hasHeader: () => boolean): number;
  statementDate(lines: StatementLine[]): string | undefined;
  /** What the refusal says is missing when no statement date is found; the statement date by default. */
  missingDate?: 'NO_STATEMENT_DATE' | 'NO_STATEMENT_DATE_OR_PERIOD' | 'NO_STATEMENT_CYCLE_OR_DATE';
  /** A statement without this bank's header is refused rather than read as empty. */
  needsHeader?: boolean;
  /** The card's printed name in the lines above its rows, made readable; `defaultName` when none is printed. */
  cardName(table: StatementTable, lines: readonly StatementLine[]): string | undefined;
  defaultName: string;
  /** Defaults to a labelled or masked number above the rows, else anywhere in the statement. */
  last4?(table: StatementTable, lines: StatementLine[]): string | undefined;
  /** Defaults to the credit limit the summary prints, under any of its wordings. */
  creditLimitCents?(lines: StatementLine[]): number | undefined;
  /** The closing figures the bank prints, most authoritative first: the first one printed is checked. */
  closing: readonly { figure: string; label: string }[];
  /**
   * A closing figure printed outside the table (a summary box), when the table prints none; defaults to the
   * summary's closing figure under any of its wordings.
   */
  closingOutsideTable?(lines: StatementLine[]): ClosingFigure | undefined;
  /** What the closing figure is called when the statement names it itself (one card's total). */
  closingLabel?(table: StatementTable, figure: string): string | undefined;
}

/** A labelled or masked card number above the rows, else anywhere in the statement. */
export function defaultLast4(table: StatementTable, lines: readonly StatementLine[]): string | undefined {
  return labelledLast4(table.cardTexts) ?? labelledLast4(lines.map((line) => line.text));
}

/** The credit limit a card's summary prints, whatever its wording; never the available limit. */
function summaryCreditLimit(lines: StatementLine[]): number | undefined {
  return summaryAmount(lines, 'creditLimit')?.cents;
}

/** The printed closing figures of the bank's list in its order, else one printed outside the table. */
function closingFigures(bank: CardBank, table: StatementTable, lines: StatementLine[]): ClosingFigure[] {
  const printed = bank.closing.flatMap(({ figure, label }) => {
    const cents = tableFigure(table, figure);
    return cents === undefined ? [] : [{ cents, label: bank.closingLabel?.(table, figure) ?? label }];
  });
  if (printed.length > 0) return printed;
  const outside = bank.closingOutsideTable ? bank.closingOutsideTable(lines) : summaryClosing(lines);
  return outside ? [outside] : [];
}

/** The parser of one card issuer, read by the shared statement table. */
export function cardBankParser(bank: CardBank): StatementParser {
  return {
    id: bank.id,
    bank: bank.bank,
    detect(pdf, lines) {
      let header: boolean | undefined;
      const hasHeader = (): boolean => (header ??= hasStatementTableHeader(lines, bank.table));
      return bank.confidence(pdf, lines, hasHeader);
    },
    parse(pdf, lines) {
      const statementDate = bank.statementDate(lines) ?? pdf.statementDateFromEvidence;
      if (!statementDate) {
        throw new StatementParseError(bank.missingDate ?? 'NO_STATEMENT_DATE', bank.statementName);
      }
      const table = readStatementTable(pdf, lines, bank.table, statementDate);
      if (bank.needsHeader && !table.hasHeader) {
        throw new StatementParseError('NO_TRANSACTION_TABLE', bank.statementName);
      }
      const [first, ...others] = closingFigures(bank, table, lines);
      const statementClosingAt = (closing: ClosingFigure | undefined): ParsedStatement =>
        cardStatement({
          bank: bank.bank,
          account: {
            institution: bank.institution,
            name: bank.cardName(table, lines) ?? bank.defaultName,
            last4: (bank.last4 ?? defaultLast4)(table, lines),
            statementDate,
            creditLimitCents: (bank.creditLimitCents ?? summaryCreditLimit)(lines),
          },
          openingBalanceCents: tableFigure(table, 'opening'),
          transactions: table.transactions,
          closingCents: closing?.cents,
          closingLabel: closing?.label ?? bank.closing[0]?.label ?? 'closing balance',
          statementName: bank.statementName,
        });
      const statement = statementClosingAt(first);
      if (statement.reconciliation.ok || !pdf.items.some((item) => item.ocr)) return statement;
      // On a scan, printings of the closing figure that disagree (a card's total and its sub total) mean one
      // was misread: the one printing the rows add up to is taken, when only one does.
      const confirmed = others
        .filter((other) => other.cents !== first?.cents)
        .map(statementClosingAt)
        .filter((other) => other.reconciliation.ok);
      return confirmed.length === 1 && confirmed[0] ? confirmed[0] : statement;
    },
  };
}

/** The first card name the lines above the rows print, by the bank's pattern (group 1), made readable. */
export function printedCardName(
  table: StatementTable,
  pattern: RegExp,
  readable: (name: string) => string,
): string | undefined {
  const name = table.cardTexts.map((text) => pattern.exec(text)?.[1]).find(Boolean);
  return name ? readable(name) : undefined;
}
