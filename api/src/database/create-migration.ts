/**
 * Writes a migration for the difference between the entities and the migrated schema.
 * Usage: DATABASE_URL=postgres://... npm run migration:create -w api -- <name>
 */
import fs from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm.config';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const name = process.argv[2];
  if (!url || !name) throw new Error('Set DATABASE_URL (a scratch database) and give a migration name');
  const orm = await MikroORM.init(ormConfig(url));
  await orm.getMigrator().up();
  const sql = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
  await orm.close();
  if (sql.trim() === '') {
    console.log('Entities and migrations agree; nothing to write.');
    return;
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const className = `Migration${stamp}_${name.replace(/\W/g, '_')}`;
  const statements = sql
    .split(/;\n/)
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter(Boolean)
    .map((statement) => `    this.addSql(${JSON.stringify(statement)});`)
    .join('\n');
  const file = path.resolve(__dirname, '..', '..', 'src', 'database', 'migrations', `${className}.ts`);
  fs.writeFileSync(
    file,
    `import { Migration } from '@mikro-orm/migrations';\n\nexport class ${className} extends Migration {\n  override up(): void {\n${statements}\n  }\n}\n`,
  );
  console.log(`Wrote ${file}; add it to migrations/index.ts`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
