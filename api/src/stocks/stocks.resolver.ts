import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { marketStatusAt, priceStalenessSummary } from '@garden/core';
import { requireCaller, type GraphQLContext } from '../graphql/context';
import { createPriceService } from './prices/prices.service';
import { MarketStatusView, PriceStalenessView, PriceUpdateResultView, toMarketStatusView } from './prices/prices.types';
import { StocksService } from './stocks.service';
import {
  AddStockHoldingInput,
  CreateStocksAccountInput,
  PortfolioSummaryView,
  StockHoldingView,
  StocksAccountView,
  StockView,
  UpdateStockHoldingInput,
  UpdateStocksAccountInput,
  toPortfolioSummaryView,
  toStockHoldingView,
  toStocksAccountView,
  toStockView,
} from './stocks.types';

function serviceFor(context: GraphQLContext): { stocks: StocksService; userId: string } {
  const { em, user } = requireCaller(context);
  return { stocks: new StocksService(em), userId: user.id };
}

/** The GraphQL input without the fields the caller left out. */
const given = (input: object | null | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries({ ...input }).filter(([, value]) => value !== undefined && value !== null));

@Resolver()
export class StocksResolver {
  @Query(() => [StocksAccountView], { description: 'Your stocks accounts, oldest first.' })
  async stocksAccounts(@Ctx() context: GraphQLContext): Promise<StocksAccountView[]> {
    const { stocks, userId } = serviceFor(context);
    return (await stocks.listAccounts(userId)).map(toStocksAccountView);
  }

  @Mutation(() => StocksAccountView, {
    description:
      "Creates a stocks account. Without input: the default 'Investment Portfolio' (broker GENERAL, investment, USD), " +
      'or the one you already have: it is created once.',
  })
  async createStocksAccount(
    @Arg('input', () => CreateStocksAccountInput, { nullable: true }) input: CreateStocksAccountInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<StocksAccountView> {
    const { stocks, userId } = serviceFor(context);
    return toStocksAccountView((await stocks.createAccount(userId, given(input))).account);
  }

  @Mutation(() => StocksAccountView, { description: 'Changes one of your stocks accounts.' })
  async updateStocksAccount(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateStocksAccountInput) input: UpdateStocksAccountInput,
    @Ctx() context: GraphQLContext,
  ): Promise<StocksAccountView> {
    const { stocks, userId } = serviceFor(context);
    return toStocksAccountView(await stocks.updateAccount(userId, id, given(input)));
  }

  @Mutation(() => Boolean, { description: 'Deletes one of your stocks accounts and its holdings.' })
  async deleteStocksAccount(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    const { stocks, userId } = serviceFor(context);
    await stocks.deleteAccount(userId, id);
    return true;
  }

  @Query(() => [StockView], {
    description:
      'Securities whose symbol starts with q or whose name contains q (case-insensitive): exact symbol first, ' +
      'then symbol prefix, name prefix, name contains. limit 20 by default, at most 50.',
  })
  async searchStocks(
    @Arg('q') q: string,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 20 }) limit: number,
    @Ctx() context: GraphQLContext,
  ): Promise<StockView[]> {
    const { stocks } = serviceFor(context);
    return (await stocks.search(q, limit)).map(toStockView);
  }

  @Query(() => [StockHoldingView], { description: 'Your holdings, in one account when accountId is given.' })
  async stockHoldings(
    @Arg('accountId', () => ID, { nullable: true }) accountId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<StockHoldingView[]> {
    const { stocks, userId } = serviceFor(context);
    return (await stocks.listHoldings(userId, accountId)).map(toStockHoldingView);
  }

  @Mutation(() => StockHoldingView, { description: 'Adds a stock to one of your stocks accounts.' })
  async addStockHolding(
    @Arg('input', () => AddStockHoldingInput) input: AddStockHoldingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<StockHoldingView> {
    const { stocks, userId } = serviceFor(context);
    return toStockHoldingView(await stocks.addHolding(userId, given(input)));
  }

  @Mutation(() => StockHoldingView, { description: 'Changes the quantity and/or average cost of a holding.' })
  async updateStockHolding(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateStockHoldingInput) input: UpdateStockHoldingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<StockHoldingView> {
    const { stocks, userId } = serviceFor(context);
    return toStockHoldingView(await stocks.updateHolding(userId, id, given(input)));
  }

  @Mutation(() => Boolean, { description: 'Removes a holding.' })
  async deleteStockHolding(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    const { stocks, userId } = serviceFor(context);
    await stocks.deleteHolding(userId, id);
    return true;
  }

  @Query(() => PortfolioSummaryView, { description: 'Totals of all your holdings (unpriced ones at cost).' })
  async portfolioSummary(@Ctx() context: GraphQLContext): Promise<PortfolioSummaryView> {
    const { stocks, userId } = serviceFor(context);
    return toPortfolioSummaryView(await stocks.summary(userId));
  }

  @Query(() => [StockHoldingView], { description: 'Every holding of yours with its figures.' })
  async portfolioPositions(@Ctx() context: GraphQLContext): Promise<StockHoldingView[]> {
    const { stocks, userId } = serviceFor(context);
    return (await stocks.positions(userId)).map(toStockHoldingView);
  }

  @Query(() => MarketStatusView, { description: 'Each exchange open or not now, in its own time zone.' })
  marketStatus(@Ctx() context: GraphQLContext): MarketStatusView {
    requireCaller(context);
    return toMarketStatusView(marketStatusAt(new Date()));
  }

  @Query(() => PriceStalenessView, { description: 'How fresh the prices of the stocks you hold are.' })
  async priceStaleness(@Ctx() context: GraphQLContext): Promise<PriceStalenessView> {
    const { stocks, userId } = serviceFor(context);
    const held = await stocks.heldStocks(userId);
    return {
      ...priceStalenessSummary(
        held.map((stock) => stock.lastPriceUpdated),
        new Date(),
      ),
      pricesAvailable: Boolean(context.priceProvider),
    };
  }

  @Mutation(() => PriceUpdateResultView, {
    description:
      'Fetches prices from the configured provider for the symbols given among the stocks you hold, or for every ' +
      'stock you hold: at most 50, least recently priced first, skipping those asked for in the last 5 minutes ' +
      '(the message names what was skipped or failed). With no provider configured: success false, ' +
      'a message saying prices are not available yet and why, nothing changes.',
  })
  async updateStockPrices(
    @Arg('symbols', () => [String], { nullable: true }) symbols: string[] | null,
    @Ctx() context: GraphQLContext,
  ): Promise<PriceUpdateResultView> {
    const { em, user } = requireCaller(context);
    const { success, updatedCount, message } = await createPriceService(em, context.priceProvider).updateHeldBy(
      user.id,
      symbols,
      new Date(),
    );
    return { success, updatedCount, message };
  }
}
