import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, CPF_DEFAULT_CURRENCY, RETIREMENT_MESSAGES, type RetirementAccountType } from '@garden/core';
import { Account } from '../accounts/account.entity';
import { Category } from '../categories/category.entity';

/** The system category a CPF account's transactions are filed under (named like the account type). */
export async function cpfCategory(em: EntityManager, accountType: RetirementAccountType): Promise<Category | null> {
  return em.findOne(Category, { name: accountType, userId: null, isSystem: true });
}

/** Deposit accounts first: CPF money moves through the user's current or savings account. */
const RECORDING_PREFERENCE: Record<string, number> = { checking: 0, savings: 0, investment: 1, others: 1 };

/**
 * The bank account a CPF transaction is recorded in (in SGD, the CPF currency): the user's oldest SGD checking
 * or savings account, else their oldest other SGD account that is not a credit card; null when there is none
 * (an account in another currency would hold an SGD amount in the wrong currency).
 */
export async function recordingAccount(em: EntityManager, userId: string): Promise<Account | null> {
  const accounts = await em.find(
    Account,
    { userId, currency: CPF_DEFAULT_CURRENCY, accountType: { $in: Object.keys(RECORDING_PREFERENCE) } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  // A stable sort keeps the oldest first within each preference.
  const ranked = [...accounts].sort(
    (a, b) => (RECORDING_PREFERENCE[a.accountType] ?? 2) - (RECORDING_PREFERENCE[b.accountType] ?? 2),
  );
  return ranked[0] ?? null;
}

export async function requireCpfCategory(em: EntityManager, accountType: RetirementAccountType): Promise<Category> {
  const category = await cpfCategory(em, accountType);
  if (!category) throw new AppError('BAD_USER_INPUT', RETIREMENT_MESSAGES.categoryNotFound);
  return category;
}
