import type { StatementParser } from '../statement.types';

/** Citibank, HSBC, Standard Chartered, Maybank and Trust. */
export const SG_CARD_PARSERS: StatementParser[] = [];
