import type { StatementParser } from '../statement.types';
import { DBS_CREDIT_PARSER } from './dbs-credit.parser';

/** DBS/POSB, OCBC and UOB: credit cards and bank accounts. */
export const SG_BANK_PARSERS: StatementParser[] = [DBS_CREDIT_PARSER];
