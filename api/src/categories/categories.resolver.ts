import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { CategoriesService } from './categories.service';
import { CategoryInput, CategoryUpdateInput, CategoryView, toCategoryView } from './categories.types';

/** The GraphQL input in the REST body's snake_case, leaving out what the caller did not send. */
function toBody(input: CategoryInput | CategoryUpdateInput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ name: input.name, icon: input.icon, color: input.color, is_active: input.isActive }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

@Resolver(() => CategoryView)
export class CategoriesResolver {
  @Query(() => [CategoryView], {
    description: 'System categories and your own; dormant ones only with includeInactive.',
  })
  async categories(
    @Arg('includeInactive', () => Boolean, { nullable: true, defaultValue: false }) includeInactive: boolean | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CategoryView[]> {
    const { em, user } = requireCaller(context);
    return (await new CategoriesService(em).list(user.id, includeInactive === true)).map(toCategoryView);
  }

  @Query(() => [CategoryView], { description: 'The shared, protected system categories.' })
  async systemCategories(@Ctx() context: GraphQLContext): Promise<CategoryView[]> {
    const { em } = requireCaller(context);
    return (await new CategoriesService(em).listSystem()).map(toCategoryView);
  }

  @Query(() => CategoryView, { description: 'One system category or one of your own.' })
  async category(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<CategoryView> {
    const { em, user } = requireCaller(context);
    return toCategoryView(await new CategoriesService(em).get(user.id, id));
  }

  @Mutation(() => CategoryView, { description: 'Plants a new category of your own.' })
  async createCategory(@Arg('input') input: CategoryInput, @Ctx() context: GraphQLContext): Promise<CategoryView> {
    const { em, user } = requireCaller(context);
    return toCategoryView(await new CategoriesService(em).create(user.id, toBody(input)));
  }

  @Mutation(() => CategoryView, { description: 'Changes one of your categories; isActive true reactivates it.' })
  async updateCategory(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: CategoryUpdateInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CategoryView> {
    const { em, user } = requireCaller(context);
    return toCategoryView(await new CategoriesService(em).update(user.id, id, toBody(input)));
  }

  @Mutation(() => CategoryView, { description: 'Makes one of your categories dormant (system ones are protected).' })
  async deleteCategory(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<CategoryView> {
    const { em, user } = requireCaller(context);
    return toCategoryView(await new CategoriesService(em).makeDormant(user.id, id));
  }
}
