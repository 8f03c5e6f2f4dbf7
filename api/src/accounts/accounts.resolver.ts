import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { AccountsService } from './accounts.service';
import {
  AccountInput,
  AccountTotalsView,
  AccountUpdateInput,
  AccountView,
  toAccountTotalsView,
  toAccountView,
} from './accounts.types';

function serviceFor(context: GraphQLContext): { accounts: AccountsService; userId: string } {
  const { em, user } = requireCaller(context);
  return { accounts: new AccountsService(em), userId: user.id };
}

/** The GraphQL input in the REST body's snake_case, leaving out what the caller did not send (null is kept). */
function toBody(input: AccountInput | AccountUpdateInput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({
      name: input.name,
      institution: input.institution,
      account_type: input.accountType,
      account_number: input.accountNumber,
      currency: input.currency,
      balance: input.balance,
      credit_limit: input.creditLimit,
      color: input.color,
    }).filter(([, value]) => value !== undefined),
  );
}

@Resolver()
export class AccountsResolver {
  @Query(() => [AccountView], { description: 'Your accounts by name, each with its transaction count.' })
  async accounts(@Ctx() context: GraphQLContext): Promise<AccountView[]> {
    const { accounts, userId } = serviceFor(context);
    return (await accounts.list(userId)).map(toAccountView);
  }

  @Query(() => AccountView, { description: 'One of your accounts.' })
  async account(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<AccountView> {
    const { accounts, userId } = serviceFor(context);
    return toAccountView(await accounts.get(userId, id));
  }

  @Query(() => [AccountTotalsView], {
    description:
      'Dashboard totals per currency (most accounts first): balances of non-credit accounts and credit limits of ' +
      'credit accounts, summed exactly. Empty when you have no accounts.',
  })
  async accountTotals(@Ctx() context: GraphQLContext): Promise<AccountTotalsView[]> {
    const { accounts, userId } = serviceFor(context);
    return (await accounts.totals(userId)).map(toAccountTotalsView);
  }

  @Mutation(() => AccountView, { description: 'Adds an account by hand (provider manual).' })
  async createAccount(@Arg('input') input: AccountInput, @Ctx() context: GraphQLContext): Promise<AccountView> {
    const { accounts, userId } = serviceFor(context);
    return toAccountView(await accounts.create(userId, toBody(input)));
  }

  @Mutation(() => AccountView, { description: 'Changes one of your accounts.' })
  async updateAccount(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: AccountUpdateInput,
    @Ctx() context: GraphQLContext,
  ): Promise<AccountView> {
    const { accounts, userId } = serviceFor(context);
    return toAccountView(await accounts.update(userId, id, toBody(input)));
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes one of your accounts TOGETHER WITH ALL ITS TRANSACTIONS and imported statements (Account.transactionCount ' +
      'says how many transactions go). True when deleted; NOT_FOUND for a missing id or another user’s account.',
  })
  async deleteAccount(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    const { accounts, userId } = serviceFor(context);
    await accounts.delete(userId, id);
    return true;
  }
}
