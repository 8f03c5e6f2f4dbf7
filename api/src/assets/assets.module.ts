import type { DomainModule } from '../server/domain-module';
import { AssetsResolver } from './assets.resolver';
import { assetsRoutes } from './assets.rest';

/** Bank and card accounts, CPF accounts and stock holdings as one list (no tables of their own). */
export const assetsModule: DomainModule = {
  name: 'assets',
  resolvers: [AssetsResolver],
  routes: () => assetsRoutes(),
};
