import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { isUuidText } from '@garden/core';
import { Category } from './category.entity';

/**
 * The categories a person may use: the system ones and their own, never another person's. With activeOnly, the
 * dormant ones are left out (where a category is being chosen for new lines).
 */
export function visibleCategories(userId: string, options: { activeOnly?: boolean } = {}): FilterQuery<Category> {
  return {
    $or: [{ userId: null, isSystem: true }, { userId }],
    ...(options.activeOnly ? { isActive: true } : {}),
  };
}

/** A category the person may use (dormant ones included), or the caller's NOT_FOUND for any other id. */
export async function requireVisible(
  em: EntityManager,
  userId: string,
  categoryId: string,
  notFound: () => Error,
): Promise<Category> {
  const category = isUuidText(categoryId)
    ? await em.findOne(Category, { $and: [{ id: categoryId }, visibleCategories(userId)] })
    : null;
  if (!category) throw notFound();
  return category;
}
