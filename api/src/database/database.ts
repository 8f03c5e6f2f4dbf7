import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm.config';

/** Connects and applies every pending migration, so the schema always matches the code. */
export async function openDatabase(url: string): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(url));
  await orm.getMigrator().up();
  return orm;
}
