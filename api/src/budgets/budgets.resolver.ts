import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { CategoryView, toCategoryView } from '../categories/categories.types';
import { BudgetsService } from './budgets.service';
import {
  BudgetInput,
  BudgetSpendingView,
  BudgetUpdateInput,
  BudgetView,
  toBudgetSpendingView,
  toBudgetView,
} from './budgets.types';

function serviceFor(context: GraphQLContext): { budgets: BudgetsService; userId: string } {
  const { em, user } = requireCaller(context);
  return { budgets: new BudgetsService(em), userId: user.id };
}

/** The GraphQL input without the fields the caller left out. */
const given = (input: BudgetInput | BudgetUpdateInput): Record<string, unknown> =>
  Object.fromEntries(Object.entries({ ...input }).filter(([, value]) => value !== undefined));

@Resolver()
export class BudgetsResolver {
  @Query(() => [BudgetView], { description: 'Your budgets, by category name then period.' })
  async budgets(@Ctx() context: GraphQLContext): Promise<BudgetView[]> {
    const { budgets, userId } = serviceFor(context);
    return (await budgets.list(userId)).map(toBudgetView);
  }

  @Query(() => BudgetView, { description: 'One of your budgets.' })
  async budget(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<BudgetView> {
    const { budgets, userId } = serviceFor(context);
    return toBudgetView(await budgets.get(userId, id));
  }

  @Query(() => [CategoryView], {
    description:
      'Categories a budget can be set on: your active categories and the active system spending categories ' +
      '(not Transfers, Salary & Income, Interest & Rewards, Investments, Refunds, CPF-OA/SA/MA or Uncategorized).',
  })
  async budgetCategories(@Ctx() context: GraphQLContext): Promise<CategoryView[]> {
    const { budgets, userId } = serviceFor(context);
    return (await budgets.budgetCategories(userId)).map(toCategoryView);
  }

  @Query(() => [BudgetSpendingView], {
    description:
      'Each budget with the money out of its category in its current period (Asia/Singapore days; weekly is ' +
      'Monday to Sunday). asOf picks the day whose periods count; startDate and endDate measure those days instead.',
  })
  async budgetSpending(
    @Arg('asOf', () => String, { nullable: true, description: 'YYYY-MM-DD; today in Singapore by default' })
    asOf: string | null,
    @Arg('startDate', () => String, { nullable: true, description: 'YYYY-MM-DD, with endDate' })
    startDate: string | null,
    @Arg('endDate', () => String, { nullable: true, description: 'YYYY-MM-DD, with startDate' })
    endDate: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<BudgetSpendingView[]> {
    const { budgets, userId } = serviceFor(context);
    return (await budgets.spending(userId, { asOf, startDate, endDate })).map(toBudgetSpendingView);
  }

  @Mutation(() => BudgetView, { description: 'Sets a budget on a category; one per category and period.' })
  async createBudget(@Arg('input') input: BudgetInput, @Ctx() context: GraphQLContext): Promise<BudgetView> {
    const { budgets, userId } = serviceFor(context);
    return toBudgetView(await budgets.create(userId, given(input)));
  }

  @Mutation(() => BudgetView, { description: 'Changes one of your budgets.' })
  async updateBudget(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: BudgetUpdateInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BudgetView> {
    const { budgets, userId } = serviceFor(context);
    return toBudgetView(await budgets.update(userId, id, given(input)));
  }

  @Mutation(() => BudgetView, { description: 'Deletes one of your budgets and answers with what it was.' })
  async deleteBudget(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<BudgetView> {
    const { budgets, userId } = serviceFor(context);
    return toBudgetView(await budgets.delete(userId, id));
  }
}
