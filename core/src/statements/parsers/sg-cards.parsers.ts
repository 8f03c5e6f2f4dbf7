import type { StatementParser } from '../statement.types';
import { CITIBANK_CREDIT_PARSER } from './citibank-credit.parser';

/** Citibank, HSBC, Standard Chartered, Maybank and Trust. */
export const SG_CARD_PARSERS: StatementParser[] = [CITIBANK_CREDIT_PARSER];
