import type { DomainModule } from '../server/domain-module';
import { Category, MerchantRule } from './category.entity';
import { CategoryLearningWeight } from './category-learning.entity';
import { CategoriesResolver } from './categories.resolver';
import { categoriesRoutes } from './categories.rest';

/** Categories, merchant rules and what the categorizer learned from each person's corrections. */
export const categoriesModule: DomainModule = {
  name: 'categories',
  resolvers: [CategoriesResolver],
  entities: [Category, MerchantRule, CategoryLearningWeight],
  routes: () => categoriesRoutes(),
};
