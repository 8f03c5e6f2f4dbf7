import type { DomainModule } from '../server/domain-module';
import { BankStatement, UploadJob, UploadTask } from './upload-job.entity';
import { StatementsResolver } from './statements.resolver';
import { statementsRoutes } from './statements.rest';

/** Statement uploads, their import jobs and the statements they produced. */
export const statementsModule: DomainModule = {
  name: 'statements',
  resolvers: [StatementsResolver],
  entities: [UploadJob, UploadTask, BankStatement],
  routes: ({ imports }) => statementsRoutes(imports.services, imports.reader),
};
