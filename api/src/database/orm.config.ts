import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from './migrations';
import { domains } from '../server/domains';

/** Every domain's entities (MikroORM orders its metadata itself, so the order here does not matter). */
export const entities = domains.flatMap((domain) => domain.entities ?? []);

export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: 10 },
    debug: false,
    ...overrides,
  });
}
