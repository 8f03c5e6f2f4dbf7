import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122082450_initial_schema } from './Migration20261122082450_initial_schema';

/** Every migration in order. Listed explicitly so compiled and ts-jest runs apply the same set. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122082450_initial_schema', class: Migration20261122082450_initial_schema },
];
