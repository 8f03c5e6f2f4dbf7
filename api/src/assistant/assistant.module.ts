import type { DomainModule } from '../server/domain-module';
import { AssistantResolver } from './assistant.resolver';
import { assistantRoutes } from './assistant.rest';

/** Insights and the chat assistant, read from the other domains' data (no tables of its own). */
export const assistantModule: DomainModule = {
  name: 'assistant',
  resolvers: [AssistantResolver],
  routes: () => assistantRoutes(),
};
