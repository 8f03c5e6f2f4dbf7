import type { StatementParser } from '../statement.types';

/** DBS/POSB, OCBC and UOB: credit cards and bank accounts. */
export const SG_BANK_PARSERS: StatementParser[] = [];
