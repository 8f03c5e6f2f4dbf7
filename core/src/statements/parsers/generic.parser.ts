import { StatementParseError, type StatementParser } from '../statement.types';

/** Fallback for layouts no bank parser recognises: date, description and amount columns. */
export const GENERIC_PARSER: StatementParser = {
  id: 'generic',
  bank: 'generic',
  detect: () => 0,
  parse: () => {
    throw new StatementParseError('Generic statement layouts are not readable yet.');
  },
};
