import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm.config';
import { upsertSecurities } from '../stocks/securities/securities';

/**
 * Connects and applies every pending migration, so the schema always matches the code; then loads the
 * securities list shipped with the product (api, worker and test databases all open through here).
 */
export async function openDatabase(url: string, options: { poolSize?: number } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(
    ormConfig(url, options.poolSize === undefined ? {} : { pool: { min: 0, max: options.poolSize } }),
  );
  await orm.getMigrator().up();
  await upsertSecurities(orm.em.fork());
  return orm;
}
