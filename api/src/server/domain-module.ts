import type { Router } from 'express';
import type { EntityClass } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ClassType } from 'type-graphql';
import type { AppConfig } from '../config';
import type { ImportRuntime } from '../statements/import-runtime';
import type { Clock } from '../users/account-deletion.service';
import type { PeriodicWork } from './periodic-work';

/** What the server hands a domain when it mounts the domain's REST routes. */
export interface RouteDeps {
  config: AppConfig;
  orm: MikroORM;
  imports: ImportRuntime;
  clock: Clock;
}

/** What the api or a worker hands a domain when it starts the domain's scheduled work. */
export interface ScheduleDeps {
  config: AppConfig;
  orm: MikroORM;
}

/**
 * Everything one domain contributes to the server, so a new domain is one module file and one line in
 * domains.ts. Its tables still come from the migrations in database/migrations, which stay one ordered history.
 */
export interface DomainModule {
  /** The domain's folder under api/src. */
  name: string;
  /** type-graphql resolver classes whose fields join the one GraphQL schema. */
  resolvers?: readonly ClassType[];
  /** MikroORM entities of the domain's tables. */
  entities?: readonly EntityClass<object>[];
  /** Routes under /api/v1 that answer anyone: mounted before the caller is authenticated. */
  publicRoutes?: (deps: RouteDeps) => Router;
  /** Routes under /api/v1 for a signed-in caller whose account deletion is not pending. */
  routes?: (deps: RouteDeps) => Router;
  /** Starts the domain's work on a timer; undefined when its configuration leaves nothing to run. */
  scheduledWork?: (deps: ScheduleDeps) => PeriodicWork | undefined;
}
