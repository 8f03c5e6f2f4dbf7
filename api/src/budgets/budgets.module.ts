import type { DomainModule } from '../server/domain-module';
import { Budget } from './budget.entity';
import { BudgetsResolver } from './budgets.resolver';
import { budgetsRoutes } from './budgets.rest';

/** Monthly budgets per category. */
export const budgetsModule: DomainModule = {
  name: 'budgets',
  resolvers: [BudgetsResolver],
  entities: [Budget],
  routes: () => budgetsRoutes(),
};
