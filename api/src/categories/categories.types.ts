import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { CategoryRecord } from './categories.service';

@ObjectType('Category', {
  simpleResolvers: true,
  description: 'A spending category: a protected system one or one of your own.',
})
export class CategoryView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'An emoji' })
  icon!: string;

  @Field({ description: 'Hex colour such as #22C55E' })
  color!: string;

  @Field({ description: 'False when the category is dormant' })
  isActive!: boolean;

  @Field({ description: 'Shared and protected: cannot be edited or made dormant' })
  isSystem!: boolean;

  @Field({ description: 'ISO 8601 timestamp' })
  createdAt!: string;
}

export function toCategoryView(category: CategoryRecord): CategoryView {
  return {
    id: category.id,
    name: category.name,
    icon: category.icon,
    color: category.color,
    isActive: category.isActive,
    isSystem: category.isSystem,
    createdAt: category.createdAt.toISOString(),
  };
}

/** REST shape (snake_case, as the spec's client reads it). */
export function categoryToJson(category: CategoryRecord): Record<string, unknown> {
  return {
    id: category.id,
    name: category.name,
    icon: category.icon,
    color: category.color,
    is_active: category.isActive,
    is_system: category.isSystem,
    created_at: category.createdAt.toISOString(),
  };
}

/** The optional fields a new category and a change to one both take; what an omitted one means is theirs to say. */
@InputType('CategoryOptionalFields')
export abstract class CategoryOptionalFields {
  @Field(() => String, { nullable: true })
  icon?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@InputType({ description: 'A new category; icon defaults to 🌿, colour to #22C55E, active to true.' })
export class CategoryInput extends CategoryOptionalFields {
  @Field()
  name!: string;
}

@InputType({ description: 'Fields to change; omitted ones stay as they are. isActive true reactivates a dormant one.' })
export class CategoryUpdateInput extends CategoryOptionalFields {
  @Field(() => String, { nullable: true })
  name?: string | null;
}
