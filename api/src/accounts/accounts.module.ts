import type { DomainModule } from '../server/domain-module';
import { Account } from './account.entity';
import { AccountsResolver } from './accounts.resolver';
import { accountsRoutes } from './accounts.rest';

/** Bank and card accounts. */
export const accountsModule: DomainModule = {
  name: 'accounts',
  resolvers: [AccountsResolver],
  entities: [Account],
  routes: () => accountsRoutes(),
};
