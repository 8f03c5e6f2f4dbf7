import type { DomainModule } from '../server/domain-module';
import { CpfContribution, RetirementAccount } from './retirement-account.entity';
import { RetirementResolver } from './retirement.resolver';
import { retirementRoutes } from './retirement.rest';
import { startContributionScheduler } from './contribution-scheduler';

/** CPF accounts and their contributions, with the monthly contributions applied on schedule. */
export const retirementModule: DomainModule = {
  name: 'retirement',
  resolvers: [RetirementResolver],
  entities: [RetirementAccount, CpfContribution],
  routes: () => retirementRoutes(),
  // Safe in every process: each account and month is applied once.
  scheduledWork: ({ orm }) => startContributionScheduler(orm),
};
