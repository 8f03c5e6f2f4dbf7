import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { RetirementService } from './retirement.service';
import {
  CpfActivityItemView,
  CpfBalanceUpdateInput,
  CpfBalanceUpdateResultView,
  CpfRecordingAccountView,
  CreateRetirementAccountInput,
  RetirementAccountView,
  UpdateRetirementAccountInput,
  toCpfActivityItemView,
  toCpfBalanceUpdateResultView,
  toRetirementAccountView,
} from './retirement.types';

function serviceFor(context: GraphQLContext): { retirement: RetirementService; userId: string } {
  const { em, user } = requireCaller(context);
  return { retirement: new RetirementService(em), userId: user.id };
}

/** The GraphQL input without the fields the caller left out. */
const given = (input: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries({ ...input }).filter(([, value]) => value !== undefined && value !== null));

@Resolver()
export class RetirementResolver {
  @Query(() => [RetirementAccountView], { description: 'Your CPF accounts: CPF-OA, CPF-SA, CPF-MA.' })
  async retirementAccounts(@Ctx() context: GraphQLContext): Promise<RetirementAccountView[]> {
    const { retirement, userId } = serviceFor(context);
    return (await retirement.list(userId)).map(toRetirementAccountView);
  }

  @Query(() => CpfRecordingAccountView, {
    nullable: true,
    description: 'The SGD bank or savings account CPF balance updates are recorded in; null when you have none yet.',
  })
  async cpfRecordingAccount(@Ctx() context: GraphQLContext): Promise<CpfRecordingAccountView | null> {
    const { retirement, userId } = serviceFor(context);
    return retirement.recordingAccount(userId);
  }

  @Query(() => RetirementAccountView, { description: 'One of your CPF accounts.' })
  async retirementAccount(
    @Arg('id', () => ID) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RetirementAccountView> {
    const { retirement, userId } = serviceFor(context);
    return toRetirementAccountView(await retirement.get(userId, id));
  }

  @Query(() => [CpfActivityItemView], {
    description: 'CPF transactions and scheduled contributions of the last 6 months (Singapore), newest first.',
  })
  async cpfActivity(
    @Arg('limit', () => Int, { defaultValue: 20, description: '1-100' }) limit: number,
    @Ctx() context: GraphQLContext,
  ): Promise<CpfActivityItemView[]> {
    const { retirement, userId } = serviceFor(context);
    return (await retirement.activity(userId, limit)).map(toCpfActivityItemView);
  }

  @Mutation(() => RetirementAccountView, { description: 'Adds a CPF account; one of each type per user.' })
  async createRetirementAccount(
    @Arg('input') input: CreateRetirementAccountInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RetirementAccountView> {
    const { retirement, userId } = serviceFor(context);
    return toRetirementAccountView(await retirement.create(userId, given(input)));
  }

  @Mutation(() => [RetirementAccountView], {
    description: 'Creates whichever of CPF-OA, CPF-SA and CPF-MA you lack (balance 0) and returns all three.',
  })
  async createCpfAccounts(@Ctx() context: GraphQLContext): Promise<RetirementAccountView[]> {
    const { retirement, userId } = serviceFor(context);
    return (await retirement.createCpfAccounts(userId)).map(toRetirementAccountView);
  }

  @Mutation(() => RetirementAccountView, { description: 'Changes the balance or auto-contribution of a CPF account.' })
  async updateRetirementAccount(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateRetirementAccountInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RetirementAccountView> {
    const { retirement, userId } = serviceFor(context);
    return toRetirementAccountView(await retirement.update(userId, id, given(input)));
  }

  @Mutation(() => Boolean, { description: 'Deletes one of your CPF accounts.' })
  async deleteRetirementAccount(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    const { retirement, userId } = serviceFor(context);
    await retirement.delete(userId, id);
    return true;
  }

  @Mutation(() => CpfBalanceUpdateResultView, {
    description: 'Sets a new balance or adds a contribution/withdrawal, recorded as a transaction in a bank account.',
  })
  async updateCpfBalance(
    @Arg('input') input: CpfBalanceUpdateInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CpfBalanceUpdateResultView> {
    const { retirement, userId } = serviceFor(context);
    return toCpfBalanceUpdateResultView(await retirement.updateBalance(userId, given(input)));
  }
}
