import type { StatementParser } from '../statement.types';

/** Bank of America and Chase: credit cards and checking accounts. */
export const US_BANK_PARSERS: StatementParser[] = [];
