import type { DomainModule } from '../server/domain-module';
import { CpfContribution, RetirementAccount } from './retirement-account.entity';
import { RetirementResolver } from './retirement.resolver';
import { retirementRoutes } from './retirement.rest';

/** CPF accounts and their contributions. */
export const retirementModule: DomainModule = {
  name: 'retirement',
  resolvers: [RetirementResolver],
  entities: [RetirementAccount, CpfContribution],
  routes: () => retirementRoutes(),
};
