import { domainErrorClass, type ErrorMessages } from '../errors/domain-error';
import { ACCOUNT_MESSAGES } from './account.rules';

/** Account failures by code, beyond the field rules of the account schemas. */
const ACCOUNT_ERROR_MESSAGES = {
  NOT_FOUND: 'Account not found',
  CREDIT_LIMIT_NOT_CREDIT: ACCOUNT_MESSAGES.creditLimitNotCredit,
  DUPLICATE: (institution: string, type: string, last4: string): string =>
    last4
      ? `You already have a ${institution} ${type} account ending in ${last4}`
      : `You already have a ${institution} ${type} account without an account number`,
} as const satisfies ErrorMessages;

export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_MESSAGES;

/** The form field each failure is shown by, where it is about one. */
const ACCOUNT_ERROR_FIELDS: Partial<Record<AccountErrorCode, string>> = {
  CREDIT_LIMIT_NOT_CREDIT: 'credit_limit',
  DUPLICATE: 'account_number',
};

const AccountErrorBase = domainErrorClass('accounts', ACCOUNT_ERROR_MESSAGES, ACCOUNT_ERROR_FIELDS);

export class AccountError<Code extends AccountErrorCode = AccountErrorCode> extends AccountErrorBase<Code> {}
