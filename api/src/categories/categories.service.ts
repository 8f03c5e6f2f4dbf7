import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CategoryError,
  categoryCreateSchema,
  categoryNameKey,
  categoryUpdateSchema,
  parseOrThrow,
  type CategoryUpdate,
} from '@garden/core';
import { Category } from './category.entity';
import { requireVisible, visibleCategories } from './visible-categories';

/** A category as lists show it. */
export type CategoryRecord = Pick<
  Category,
  'id' | 'userId' | 'name' | 'icon' | 'color' | 'isSystem' | 'isActive' | 'createdAt'
>;

interface CategoryRow {
  id: string;
  user_id: string | null;
  name: string;
  icon: string;
  color: string;
  is_system: boolean;
  is_active: boolean;
  created_at: Date | string;
}

const notFound = (): CategoryError => new CategoryError('NOT_FOUND');

/**
 * Categories a user can see: the shared system categories (user_id null, protected) and the user's own.
 * Every read and change is scoped to the user; another user's category answers exactly like a missing one.
 */
export class CategoriesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * System and own categories, system first, then by name; dormant ones only when asked for. Read as plain rows:
   * every screen asks for the list and nothing changes them here, so the ORM's entities would be work for nothing.
   */
  async list(userId: string, includeInactive = false): Promise<CategoryRecord[]> {
    const rows = await this.em.getConnection().execute<CategoryRow[]>(
      `select id, user_id, name, icon, color, is_system, is_active, created_at from categories
       where ((user_id is null and is_system) or user_id = ?)${includeInactive ? '' : ' and is_active'}
       order by is_system desc, name asc, id asc`,
      [userId],
      'all',
      this.em.getTransactionContext(),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      name: row.name,
      icon: row.icon,
      color: row.color,
      isSystem: row.is_system,
      isActive: row.is_active,
      createdAt: new Date(row.created_at),
    }));
  }

  async listSystem(): Promise<Category[]> {
    return this.em.find(Category, { userId: null, isSystem: true }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  /** One visible category; NOT_FOUND for a missing id, a malformed id and another user's category alike. */
  async get(userId: string, id: string): Promise<Category> {
    return requireVisible(this.em, userId, id, notFound);
  }

  async create(userId: string, input: unknown): Promise<Category> {
    const { name, icon, color, is_active: isActive } = parseOrThrow(categoryCreateSchema.safeParse(input ?? {}));
    return this.em.transactional(async (tx) => {
      await this.lockNames(tx, userId);
      await this.ensureNameFree(tx, userId, name, null);
      const category = tx.create(Category, { userId, name, icon, color, isActive, isSystem: false });
      await tx.flush();
      return category;
    });
  }

  /**
   * Changes the user's own category. System categories cannot be edited; the only change they accept is
   * the reactivation the spec allows (is_active true alone), which leaves an active one as it is.
   */
  async update(userId: string, id: string, input: unknown): Promise<Category> {
    const target = await this.get(userId, id);
    const change: CategoryUpdate = parseOrThrow(categoryUpdateSchema.safeParse(input ?? {}));
    if (target.isSystem) {
      const onlyReactivates =
        change.is_active === true &&
        change.name === undefined &&
        change.icon === undefined &&
        change.color === undefined;
      if (!onlyReactivates) throw new CategoryError('SYSTEM_PROTECTED');
      if (!target.isActive) {
        target.isActive = true;
        await this.em.flush();
      }
      return target;
    }
    return this.em.transactional(async (tx) => {
      const category = await tx.findOneOrFail(Category, { id: target.id, userId });
      if (change.name !== undefined && change.name !== category.name) {
        await this.lockNames(tx, userId);
        await this.ensureNameFree(tx, userId, change.name, category.id);
        category.name = change.name;
      }
      if (change.icon !== undefined) category.icon = change.icon;
      if (change.color !== undefined) category.color = change.color;
      if (change.is_active !== undefined) category.isActive = change.is_active;
      await tx.flush();
      return category;
    });
  }

  /** Makes the user's own category dormant (the spec's delete); its transactions keep it. */
  async makeDormant(userId: string, id: string): Promise<Category> {
    const category = await this.get(userId, id);
    if (category.isSystem) throw new CategoryError('SYSTEM_NO_DORMANT');
    if (category.isActive) {
      category.isActive = false;
      await this.em.flush();
    }
    return category;
  }

  /** Serialises name checks of one user so two concurrent requests cannot both plant the same name. */
  private async lockNames(tx: EntityManager, userId: string): Promise<void> {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`categories:${userId}`]);
  }

  private async ensureNameFree(
    tx: EntityManager,
    userId: string,
    name: string,
    exceptId: string | null,
  ): Promise<void> {
    const key = categoryNameKey(name);
    const visible = await tx.find(Category, visibleCategories(userId));
    const clash = visible.find((category) => category.id !== exceptId && categoryNameKey(category.name) === key);
    if (!clash) return;
    const code = clash.isSystem ? 'DUPLICATE_SYSTEM' : clash.isActive ? 'DUPLICATE' : 'DUPLICATE_DORMANT';
    throw new CategoryError(code, clash.name);
  }
}
