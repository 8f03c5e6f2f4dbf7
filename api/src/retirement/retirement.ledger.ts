import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, RETIREMENT_MESSAGES, type RetirementAccountType } from '@garden/core';
import { Account } from '../accounts/account.entity';
import { Category } from '../categories/category.entity';

/** The system category a CPF account's transactions are filed under (named like the account type). */
export async function cpfCategory(em: EntityManager, accountType: RetirementAccountType): Promise<Category | null> {
  return em.findOne(Category, { name: accountType, userId: null, isSystem: true });
}

/**
 * The bank account a CPF transaction is recorded in: the user's oldest account that is not a credit card,
 * else their oldest account; null when they have none.
 */
export async function recordingAccount(em: EntityManager, userId: string): Promise<Account | null> {
  const accounts = await em.find(Account, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return accounts.find((candidate) => candidate.accountType !== 'credit') ?? accounts[0] ?? null;
}

export async function requireCpfCategory(em: EntityManager, accountType: RetirementAccountType): Promise<Category> {
  const category = await cpfCategory(em, accountType);
  if (!category) throw new AppError('BAD_USER_INPUT', RETIREMENT_MESSAGES.categoryNotFound);
  return category;
}
