import type { DomainModule } from '../server/domain-module';
import { ReportsResolver } from './reports.resolver';
import { reportsRoutes } from './reports.rest';

/** Spending and cash-flow reports, read from transactions (no tables of their own). */
export const reportsModule: DomainModule = {
  name: 'reports',
  resolvers: [ReportsResolver],
  routes: () => reportsRoutes(),
};
