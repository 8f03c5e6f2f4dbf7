import type { DomainModule } from '../server/domain-module';
import { RecurringSeries, RecurringStaleMerchant } from './recurring-series.entity';
import { RecurringResolver } from './recurring.resolver';
import { recurringRoutes } from './recurring.rest';

/** Recurring payments found in transactions. */
export const recurringModule: DomainModule = {
  name: 'recurring',
  resolvers: [RecurringResolver],
  entities: [RecurringSeries, RecurringStaleMerchant],
  routes: () => recurringRoutes(),
};
