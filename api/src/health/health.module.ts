import type { DomainModule } from '../server/domain-module';
import { healthRoutes } from './health.rest';

/** The liveness and database check load balancers call without signing in. */
export const healthModule: DomainModule = {
  name: 'health',
  publicRoutes: ({ orm }) => healthRoutes(orm),
};
