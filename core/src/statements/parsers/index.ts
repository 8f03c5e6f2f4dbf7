import { buildLines } from '../statement-lines';
import type { ExtractedPdf, ParsedStatement, StatementLine, StatementParser } from '../statement.types';
import { StatementParseError } from '../statement.errors';
import { BOA_CHECKING_PARSER } from './boa-checking.parser';
import { BOA_CREDIT_PARSER } from './boa-credit.parser';
import { CHASE_CHECKING_PARSER } from './chase-checking.parser';
import { CHASE_CREDIT_PARSER } from './chase-credit.parser';
import { CITIBANK_CREDIT_PARSER } from './citibank-credit.parser';
import { DBS_CREDIT_PARSER } from './dbs-credit.parser';
import { DBS_ACCOUNT_PARSER } from './dbs-account.parser';
import { GENERIC_PARSER } from './generic.parser';
import { MAYBANK_CREDIT_PARSER } from './maybank-credit.parser';
import { OCBC_CREDIT_PARSER } from './ocbc-credit.parser';
import { OCBC_ACCOUNT_PARSER } from './ocbc-account.parser';
import { STANDARD_CHARTERED_CREDIT_PARSER } from './standard-chartered-credit.parser';
import { TRUST_CREDIT_PARSER } from './trust-credit.parser';
import { UOB_CREDIT_PARSER } from './uob-credit.parser';
import { UOB_ACCOUNT_PARSER } from './uob-account.parser';
import { HSBC_CREDIT_PARSER } from './hsbc-credit.parser';
import { reconciledOtherReading } from './other-readings';

/**
 * Every bank-specific parser, one line each. chooseParser() takes the most confident detect(), so the
 * order only breaks ties. A layout none of them recognises is reported, never guessed at.
 */
export const STATEMENT_PARSERS: readonly StatementParser[] = [
  BOA_CREDIT_PARSER,
  BOA_CHECKING_PARSER,
  OCBC_CREDIT_PARSER,
  OCBC_ACCOUNT_PARSER,
  DBS_CREDIT_PARSER,
  DBS_ACCOUNT_PARSER,
  CITIBANK_CREDIT_PARSER,
  CHASE_CREDIT_PARSER,
  CHASE_CHECKING_PARSER,
  STANDARD_CHARTERED_CREDIT_PARSER,
  TRUST_CREDIT_PARSER,
  UOB_CREDIT_PARSER,
  UOB_ACCOUNT_PARSER,
  MAYBANK_CREDIT_PARSER,
  HSBC_CREDIT_PARSER,
  GENERIC_PARSER,
];

/** The parser whose detect() is most confident (above 0). */
export function chooseParser(pdf: ExtractedPdf, lines: StatementLine[]): StatementParser | undefined {
  return rankParsers(STATEMENT_PARSERS, pdf, lines)[0];
}

/** Parsers that claim the statement (detect() above 0), most confident first; ties keep list order. */
function rankParsers(
  parsers: readonly StatementParser[],
  pdf: ExtractedPdf,
  lines: StatementLine[],
): StatementParser[] {
  return parsers
    .map((parser, index) => ({ parser, index, score: parser.detect(pdf, lines) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((candidate) => candidate.parser);
}

/**
 * Reads the statement with the most confident parser. When its reading does not reconcile, the other
 * plausible readings of its rows are tried against its own figures (other-readings.ts); then, or when it
 * cannot read the statement at all, the other parsers that claim it: a reading that adds up to a printed
 * figure wins. Otherwise the most confident reading is returned with its mismatch (imported for review),
 * or its error is thrown.
 */
export function parseWith(parsers: readonly StatementParser[], pdf: ExtractedPdf): ParsedStatement {
  const lines = buildLines(pdf.items);
  const candidates = rankParsers(parsers, pdf, lines);
  if (candidates.length === 0) throw new StatementParseError('UNRECOGNISED');
  let firstReading: ParsedStatement | undefined;
  let firstError: StatementParseError | undefined;
  // A scan's words may be misread anywhere: where the parser that knows its layout refuses it, another
  // parser's reading that adds up may be a part of the statement that happens to (rows from a later page's
  // brought-forward balance on), so the refusal stands (a scan's statement date is then looked for elsewhere).
  const scanned = pdf.items.some((item) => item.ocr);
  for (const [rank, parser] of candidates.entries()) {
    let reading: ParsedStatement;
    try {
      reading = parser.parse(pdf, lines);
    } catch (error) {
      if (!(error instanceof StatementParseError)) throw error;
      if (rank === 0 && scanned) throw error;
      firstError ??= error;
      continue;
    }
    // The most confident parser's reading is taken when it adds up (or nothing is printed to check);
    // another parser's only when it adds up to a printed figure and has rows.
    const checked = reading.reconciliation.against !== undefined;
    // The same rows read another way are not another reading: the first parser's mismatch (a printed
    // total that disagrees with rows that do add up elsewhere) stands and is reported.
    const sameRows =
      firstReading !== undefined && JSON.stringify(firstReading.transactions) === JSON.stringify(reading.transactions);
    // Nor is one with fewer rows than the first reading: rows that add up from a later brought-forward
    // balance are a part of the statement, not a better reading of it.
    const asManyRows = reading.transactions.length >= Math.max(1, firstReading?.transactions.length ?? 0);
    if (reading.reconciliation.ok && (rank === 0 || (checked && asManyRows && !sameRows))) return reading;
    const other =
      rank === 0 && parser !== GENERIC_PARSER ? reconciledOtherReading(reading, GENERIC_PARSER, pdf, lines) : undefined;
    if (other) return other;
    firstReading ??= reading;
  }
  if (firstReading) return firstReading;
  throw firstError ?? new StatementParseError('UNRECOGNISED');
}

/** Extracted PDF text in, one parsed statement out; throws StatementParseError with a readable message. */
export function parseStatement(pdf: ExtractedPdf): ParsedStatement {
  return parseWith(STATEMENT_PARSERS, pdf);
}
