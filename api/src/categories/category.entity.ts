import { User } from '../users/user.entity';
import { Entity, Index, OptionalProps, PrimaryKey, Property, ManyToOne } from '@mikro-orm/core';

/** System categories (user_id null, is_system) are shared and protected; users add their own. */
@Entity({ tableName: 'categories' })
@Index({ properties: ['userId'] })
export class Category {
  [OptionalProps]?: 'isSystem' | 'isActive' | 'createdAt' | 'userId';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  /** Null for system categories. */
  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', nullable: true, deleteRule: 'cascade' })
  userId: string | null = null;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  icon!: string;

  @Property({ type: 'text' })
  color!: string;

  @Property({ type: 'boolean', default: false })
  isSystem: boolean = false;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A user's own choice of category for a merchant key, applied first at import. */
@Entity({ tableName: 'merchant_rules' })
export class MerchantRule {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'text' })
  merchantKey!: string;

  @ManyToOne(() => Category, { mapToPk: true, fieldName: 'category_id', deleteRule: 'cascade' })
  categoryId!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
