import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  CPF_DEFAULT_CURRENCY,
  RETIREMENT_ACCOUNT_TYPES,
  RETIREMENT_MESSAGES,
  type RetirementAccountType,
} from '@garden/core';
import { Account } from '../accounts/account.entity';
import { Category } from '../categories/category.entity';

/** The system category a CPF account's transactions are filed under (named like the account type). */
export async function cpfCategory(em: EntityManager, accountType: RetirementAccountType): Promise<Category | null> {
  return em.findOne(Category, { name: accountType, userId: null, isSystem: true });
}

/** The CPF system categories by account type, in one query; a missing one is absent from the map. */
export async function cpfCategories(em: EntityManager): Promise<Map<RetirementAccountType, Category>> {
  const categories = await em.find(Category, {
    name: { $in: [...RETIREMENT_ACCOUNT_TYPES] },
    userId: null,
    isSystem: true,
  });
  const byType = new Map<RetirementAccountType, Category>();
  for (const category of categories) {
    const type = category.name as RetirementAccountType;
    if (!byType.has(type)) byType.set(type, category);
  }
  return byType;
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

/** The account recordingAccount would answer, for many users in one query: id and currency by user id. */
export async function recordingAccounts(
  em: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, { id: string; currency: string }>> {
  const byUser = new Map<string, { id: string; currency: string }>();
  if (userIds.length === 0) return byUser;
  const ranks = Object.entries(RECORDING_PREFERENCE);
  const rows = await em.getConnection().execute<{ user_id: string; id: string; currency: string }[]>(
    `select distinct on (a.user_id) a.user_id, a.id, a.currency
     from jsonb_array_elements_text(?::jsonb) as u(id)
     join accounts a on a.user_id = u.id::uuid
     where a.currency = ? and a.account_type in (${ranks.map(() => '?').join(', ')})
     order by a.user_id, case a.account_type ${ranks.map(() => 'when ? then ?').join(' ')} end, a.created_at, a.id`,
    [JSON.stringify(userIds), CPF_DEFAULT_CURRENCY, ...ranks.map(([type]) => type), ...ranks.flat()],
    'all',
    em.getTransactionContext(),
  );
  for (const row of rows) byUser.set(row.user_id, { id: row.id, currency: row.currency });
  return byUser;
}

export async function requireCpfCategory(em: EntityManager, accountType: RetirementAccountType): Promise<Category> {
  const category = await cpfCategory(em, accountType);
  if (!category) throw new AppError('BAD_USER_INPUT', RETIREMENT_MESSAGES.categoryNotFound);
  return category;
}
