import type { DomainModule } from '../server/domain-module';
import { User } from './user.entity';
import { DataExport, DataExportChunk } from './data-export.entity';
import { UsersResolver } from './users.resolver';
import { DataExportResolver } from './data-export.resolver';
import { usersRoutes } from './users.rest';

/** Profiles, account deletion and "Export my data". */
export const usersModule: DomainModule = {
  name: 'users',
  resolvers: [UsersResolver, DataExportResolver],
  entities: [User, DataExport, DataExportChunk],
  routes: ({ imports, clock }) => usersRoutes(imports.exports, clock),
};
