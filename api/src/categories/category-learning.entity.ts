import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { Category } from './category.entity';

/**
 * What a person's recategorisations taught the classifier: an extra weight of a description
 * feature (a payee's word or word pair) for one category, added to the shared model's score for that
 * person only. Rows of one user never touch another's results.
 */
@Entity({ tableName: 'category_learning_weights' })
export class CategoryLearningWeight {
  [OptionalProps]?: 'updatedAt';

  @ManyToOne(() => User, { primary: true, mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: string;

  @PrimaryKey({ type: 'text' })
  feature!: string;

  @ManyToOne(() => Category, { primary: true, mapToPk: true, fieldName: 'category_id', deleteRule: 'cascade' })
  categoryId!: string;

  @Property({ type: 'double' })
  weight!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
