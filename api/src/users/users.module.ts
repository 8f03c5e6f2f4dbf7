import type { DomainModule } from '../server/domain-module';
import { User } from './user.entity';
import { UserOwned } from './user-owned.entity';
import { DataExport, DataExportChunk } from './data-export.entity';
import { UsersResolver } from './users.resolver';
import { DataExportResolver } from './data-export.resolver';
import { usersRoutes } from './users.rest';
import { startAccountPurge } from './account-purge';
import { FirebaseIdentityDirectory } from '../auth/identity-directory';

/** Profiles, account deletion and "Export my data". */
export const usersModule: DomainModule = {
  name: 'users',
  resolvers: [UsersResolver, DataExportResolver],
  entities: [User, UserOwned, DataExport, DataExportChunk],
  routes: ({ imports, clock }) => usersRoutes(imports.exports, clock),
  // Account deletions whose 30 days are over: every row and the sign-in, each account exactly once.
  scheduledWork: ({ orm, config }) => startAccountPurge(orm, new FirebaseIdentityDirectory(config.firebase)),
};
