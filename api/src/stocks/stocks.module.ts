import type { DomainModule } from '../server/domain-module';
import { Stock } from './stock.entity';
import { StocksAccount } from './stocks-account.entity';
import { StockHolding } from './stock-holding.entity';
import { StocksResolver } from './stocks.resolver';
import { stocksRoutes } from './stocks.rest';
import { startPriceRefresh } from './prices/prices.refresh';

/** Stocks accounts, holdings, securities and their prices. */
export const stocksModule: DomainModule = {
  name: 'stocks',
  resolvers: [StocksResolver],
  entities: [Stock, StocksAccount, StockHolding],
  routes: ({ config }) => stocksRoutes(config),
  // Prices every 5 minutes while a market trades, only when PRICE_PROVIDER is configured.
  scheduledWork: ({ orm, config }) => startPriceRefresh(orm, config),
};
