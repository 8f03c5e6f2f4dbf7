import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { TransactionsService } from './transactions.service';
import {
  DeleteOutcomeView,
  RecategorizeOutcomeView,
  RecategorizeUndoInput,
  toRecategorizeOutcomeView,
} from './undo.types';
import {
  SimilarTransactionsView,
  TransactionAccountView,
  TransactionFilter,
  TransactionInput,
  TransactionUpdateInput,
  TransactionView,
  toSimilarTransactionsView,
  toTransactionAccountView,
  toTransactionView,
} from './transactions.types';

function serviceFor(context: GraphQLContext): { transactions: TransactionsService; userId: string } {
  const { em, user } = requireCaller(context);
  return { transactions: new TransactionsService(em), userId: user.id };
}

/** GraphQL's filter (single category and account) in the service's shape. */
function filterInput(filter: TransactionFilter | null | undefined): Record<string, unknown> {
  const { categoryId, accountId, ...rest } = filter ?? {};
  return {
    ...rest,
    categoryIds: categoryId ? [categoryId] : [],
    accountIds: accountId ? [accountId] : [],
  };
}

@Resolver()
export class TransactionsResolver {
  @Query(() => [TransactionView], {
    description: 'Your transactions, filtered and sorted (newest first by default); skip 0 and limit 100 by default.',
  })
  async transactions(
    @Arg('filter', () => TransactionFilter, { nullable: true }) filter: TransactionFilter | null,
    @Arg('skip', () => Int, { nullable: true, defaultValue: 0 }) skip: number | null,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 100 }) limit: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TransactionView[]> {
    const { transactions, userId } = serviceFor(context);
    return (await transactions.list(userId, filterInput(filter), { skip, limit })).map(toTransactionView);
  }

  @Query(() => TransactionView, { description: 'One of your transactions.' })
  async transaction(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<TransactionView> {
    const { transactions, userId } = serviceFor(context);
    return toTransactionView(await transactions.get(userId, id));
  }

  @Query(() => SimilarTransactionsView, {
    description: 'Your transactions like this one at or above the threshold (percent, 80 by default), best first.',
  })
  async similarTransactions(
    @Arg('id', () => ID) id: string,
    @Arg('threshold', () => Int, { nullable: true, defaultValue: 80 }) threshold: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<SimilarTransactionsView> {
    const { transactions, userId } = serviceFor(context);
    return toSimilarTransactionsView(await transactions.similar(userId, id, threshold));
  }

  @Query(() => [TransactionAccountView], { description: 'Your accounts, for the account filter.' })
  async transactionAccounts(@Ctx() context: GraphQLContext): Promise<TransactionAccountView[]> {
    const { transactions, userId } = serviceFor(context);
    return (await transactions.accounts(userId)).map(toTransactionAccountView);
  }

  @Mutation(() => TransactionView, { description: 'Adds a transaction by hand.' })
  async createTransaction(
    @Arg('input', () => TransactionInput) input: TransactionInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TransactionView> {
    const { transactions, userId } = serviceFor(context);
    return toTransactionView(await transactions.create(userId, { ...input }, { signedAmounts: false }));
  }

  @Mutation(() => TransactionView, {
    description: 'Edits a transaction; a category chosen here is kept by later automatic categorisation.',
  })
  async updateTransaction(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => TransactionUpdateInput) input: TransactionUpdateInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TransactionView> {
    const { transactions, userId } = serviceFor(context);
    return toTransactionView(await transactions.update(userId, id, { ...input }, { signedAmounts: false }));
  }

  @Mutation(() => Boolean, { description: 'Deletes one of your transactions.' })
  async deleteTransaction(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    const { transactions, userId } = serviceFor(context);
    await transactions.delete(userId, id);
    return true;
  }

  @Mutation(() => Int, { description: 'Deletes all the given transactions (or none, when one is not found).' })
  async deleteTransactions(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: GraphQLContext): Promise<number> {
    const { transactions, userId } = serviceFor(context);
    return transactions.deleteMany(userId, ids);
  }

  @Mutation(() => Int, { description: 'Moves the given transactions to a category; returns how many changed.' })
  async recategorizeTransactions(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('categoryId', () => ID) categoryId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<number> {
    const { transactions, userId } = serviceFor(context);
    return transactions.recategorize(userId, ids, categoryId);
  }

  @Mutation(() => Int, {
    description:
      'Recategorises one transaction, or every one of its merchant; the latter also becomes your rule for that merchant in later imports.',
  })
  async recategorizeMerchant(
    @Arg('transactionId', () => ID) transactionId: string,
    @Arg('categoryId', () => ID) categoryId: string,
    @Arg('applyToAllFromMerchant', () => Boolean) applyToAllFromMerchant: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<number> {
    const { transactions, userId } = serviceFor(context);
    return (await transactions.recategorizeMerchant(userId, transactionId, categoryId, applyToAllFromMerchant))
      .updatedCount;
  }

  @Mutation(() => RecategorizeOutcomeView, {
    description: 'recategorizeTransactions, answering with what each transaction had before (for undoRecategorize).',
  })
  async recategorizeTransactionsUndoable(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('categoryId', () => ID) categoryId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RecategorizeOutcomeView> {
    const { transactions, userId } = serviceFor(context);
    return toRecategorizeOutcomeView(await transactions.recategorizeUndoable(userId, ids, categoryId));
  }

  @Mutation(() => RecategorizeOutcomeView, {
    description:
      'recategorizeMerchant, answering with what it changed, the merchant rule included (for undoRecategorize).',
  })
  async recategorizeMerchantUndoable(
    @Arg('transactionId', () => ID) transactionId: string,
    @Arg('categoryId', () => ID) categoryId: string,
    @Arg('applyToAllFromMerchant', () => Boolean) applyToAllFromMerchant: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<RecategorizeOutcomeView> {
    const { transactions, userId } = serviceFor(context);
    return toRecategorizeOutcomeView(
      await transactions.recategorizeMerchant(userId, transactionId, categoryId, applyToAllFromMerchant),
    );
  }

  @Mutation(() => Int, {
    description:
      'Puts back what a recategorisation changed (its outcome’s previous and merchantRule); returns how many transactions were restored.',
  })
  async undoRecategorize(
    @Arg('input', () => RecategorizeUndoInput) input: RecategorizeUndoInput,
    @Ctx() context: GraphQLContext,
  ): Promise<number> {
    const { transactions, userId } = serviceFor(context);
    return transactions.undoRecategorize(userId, input);
  }

  @Mutation(() => DeleteOutcomeView, {
    description: 'deleteTransactions, keeping them for 10 minutes so undoDeleteTransactions can put them back.',
  })
  async deleteTransactionsUndoable(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<DeleteOutcomeView> {
    const { transactions, userId } = serviceFor(context);
    return transactions.deleteUndoable(userId, ids);
  }

  @Mutation(() => Int, {
    description: 'Puts back the transactions of a recent delete (its undoToken); 0 when the token is used or too old.',
  })
  async undoDeleteTransactions(@Arg('undoToken') undoToken: string, @Ctx() context: GraphQLContext): Promise<number> {
    const { transactions, userId } = serviceFor(context);
    return transactions.undoDelete(userId, undoToken);
  }
}
