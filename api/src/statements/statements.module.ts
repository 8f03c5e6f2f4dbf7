import type { DomainModule } from '../server/domain-module';
import { BankStatement, QueuedJob, UploadJob, UploadTask } from './upload-job.entity';
import { StatementsResolver } from './statements.resolver';
import { statementsRoutes } from './statements.rest';

/** Statement uploads, their import jobs and the statements they produced. */
export const statementsModule: DomainModule = {
  name: 'statements',
  resolvers: [StatementsResolver],
  entities: [QueuedJob, UploadJob, UploadTask, BankStatement],
  routes: ({ imports }) => statementsRoutes(imports.services, imports.reader),
};
