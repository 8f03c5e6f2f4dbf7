import { Router, type Request } from 'express';
import { marketStatusAt, priceStalenessSummary } from '@garden/core';
import type { AppConfig } from '../config';
import { callerOf } from '../rest/rest-auth';
import { restFields } from '../rest/rest-fields';
import { createPriceService } from './prices/prices.service';
import { StocksService } from './stocks.service';
import {
  marketStatusJson,
  portfolioSummaryJson,
  priceStalenessJson,
  stockHoldingJson,
  stockJson,
  stocksAccountJson,
} from './stocks.views';

/** The REST body's snake_case names of the service's fields (and back, for validation errors). */
const FIELDS = {
  name: 'name',
  broker: 'broker',
  account_type: 'accountType',
  currency: 'currency',
  cash_balance: 'cashBalance',
  total_value: 'totalValue',
  is_active: 'isActive',
  stocks_account_id: 'stocksAccountId',
  stock_id: 'stockId',
  quantity: 'quantity',
  average_cost: 'averageCost',
} as const;
/** Nulls pass through: the service treats a null field like a missing one. */
const { camel, snakeErrors } = restFields(FIELDS);

const queryText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The stocks calls: /stocks/accounts, /stocks/search, /stocks/holdings, /stocks/portfolio, market, prices. */
export function stocksRoutes(config: Pick<AppConfig, 'priceProvider'>): Router {
  const router = Router();
  const caller = (request: Request): { stocks: StocksService; userId: string } => {
    const { em, user } = callerOf(request);
    return { stocks: new StocksService(em), userId: user.id };
  };

  router.get('/stocks/accounts', async (request, response) => {
    const { stocks, userId } = caller(request);
    response.json((await stocks.listAccounts(userId)).map(stocksAccountJson));
  });
  router.post('/stocks/accounts', async (request, response) => {
    const { stocks, userId } = caller(request);
    const { account, created } = await snakeErrors(stocks.createAccount(userId, camel(request.body)));
    // An empty body when the default account already exists answers that account (200), not a second one.
    response.status(created ? 201 : 200).json(stocksAccountJson(account));
  });
  router.get('/stocks/accounts/:id', async (request, response) => {
    const { stocks, userId } = caller(request);
    response.json(stocksAccountJson(await stocks.getAccount(userId, request.params.id)));
  });
  router.put('/stocks/accounts/:id', async (request, response) => {
    const { stocks, userId } = caller(request);
    const account = await snakeErrors(stocks.updateAccount(userId, request.params.id, camel(request.body)));
    response.json(stocksAccountJson(account));
  });
  router.delete('/stocks/accounts/:id', async (request, response) => {
    const { stocks, userId } = caller(request);
    await stocks.deleteAccount(userId, request.params.id);
    response.json({ success: true, message: 'Stocks account deleted successfully' });
  });

  router.get('/stocks/search', async (request, response) => {
    const { stocks } = caller(request);
    const limit = queryText(request.query.limit);
    const parsed = limit === undefined ? undefined : Number.parseInt(limit, 10);
    const found = await stocks.search(queryText(request.query.q), Number.isNaN(parsed) ? undefined : parsed);
    response.json(found.map(stockJson));
  });

  router.get('/stocks/holdings', async (request, response) => {
    const { stocks, userId } = caller(request);
    response.json((await stocks.listHoldings(userId, queryText(request.query.account_id))).map(stockHoldingJson));
  });
  router.post('/stocks/holdings', async (request, response) => {
    const { stocks, userId } = caller(request);
    response.status(201).json(stockHoldingJson(await snakeErrors(stocks.addHolding(userId, camel(request.body)))));
  });
  router.put('/stocks/holdings/:id', async (request, response) => {
    const { stocks, userId } = caller(request);
    const holding = await snakeErrors(stocks.updateHolding(userId, request.params.id, camel(request.body)));
    response.json(stockHoldingJson(holding));
  });
  router.delete('/stocks/holdings/:id', async (request, response) => {
    const { stocks, userId } = caller(request);
    await stocks.deleteHolding(userId, request.params.id);
    response.json({ success: true, message: 'Stock holding deleted successfully' });
  });

  router.get('/stocks/portfolio/summary', async (request, response) => {
    const { stocks, userId } = caller(request);
    response.json(portfolioSummaryJson(await stocks.summary(userId)));
  });
  router.get('/stocks/portfolio/positions', async (request, response) => {
    const { stocks, userId } = caller(request);
    response.json((await stocks.positions(userId)).map(stockHoldingJson));
  });

  router.get('/stocks/market/status', (request, response) => {
    callerOf(request);
    response.json(marketStatusJson(marketStatusAt(new Date())));
  });
  router.post('/stocks/prices/update', async (request, response) => {
    const { em, user } = callerOf(request);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const symbols = Array.isArray(body.symbols)
      ? body.symbols.filter((symbol): symbol is string => typeof symbol === 'string')
      : null;
    const result = await createPriceService(em, config.priceProvider).updateHeldBy(user.id, symbols, new Date());
    response.json({ success: result.success, updated_count: result.updatedCount, message: result.message });
  });
  router.get('/stocks/prices/staleness', async (request, response) => {
    const { stocks, userId } = caller(request);
    const held = await stocks.heldStocks(userId);
    response.json(
      priceStalenessJson(
        priceStalenessSummary(
          held.map((stock) => stock.lastPriceUpdated),
          new Date(),
        ),
        Boolean(config.priceProvider),
      ),
    );
  });
  return router;
}
