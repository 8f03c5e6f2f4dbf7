import { buildLines } from '../statement-lines';
import {
  StatementParseError,
  type ExtractedPdf,
  type ParsedStatement,
  type StatementLine,
  type StatementParser,
} from '../statement.types';
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

export const UNRECOGNISED_STATEMENT_MESSAGE =
  'We could not read this statement: its layout is not one we recognise yet. Please upload the original PDF statement from your bank.';

/** The parser whose detect() is most confident (above 0). */
export function chooseParser(pdf: ExtractedPdf, lines: StatementLine[]): StatementParser | undefined {
  let best: { parser: StatementParser; score: number } | undefined;
  for (const parser of STATEMENT_PARSERS) {
    const score = parser.detect(pdf, lines);
    if (score > 0 && (!best || score > best.score)) best = { parser, score };
  }
  return best?.parser;
}

/** Extracted PDF text in, one parsed statement out; throws StatementParseError with a readable message. */
export function parseStatement(pdf: ExtractedPdf): ParsedStatement {
  const lines = buildLines(pdf.items);
  const parser = chooseParser(pdf, lines);
  if (!parser) throw new StatementParseError(UNRECOGNISED_STATEMENT_MESSAGE);
  return parser.parse(pdf, lines);
}
