import fs from 'node:fs';
import path from 'node:path';
import { MetadataStorage } from '@mikro-orm/core';
import { getMetadataStorage } from 'type-graphql';
import { domains } from './domains';
import { resolvers } from './schema';
import { entities } from '../database/orm.config';

const SOURCE_DIR = path.resolve(__dirname, '..');

/** Every source file under api/src whose name ends with `suffix` (tests left out). */
function sourceFiles(suffix: string): string[] {
  return fs
    .readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix) && !file.endsWith('.test.ts'))
    .map((file) => path.join(SOURCE_DIR, file));
}

// The schema and the ORM only know what a module lists: a class declared but left out of every module would
// silently be missing from GraphQL or the database mapping.
describe('the domains list', () => {
  beforeAll(() => {
    for (const file of [...sourceFiles('.entity.ts'), ...sourceFiles('.resolver.ts')]) jest.requireActual(file);
  });

  it('names each domain once, after the folder holding its module file', () => {
    const names = domains.map((domain) => domain.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(fs.existsSync(path.join(SOURCE_DIR, name, `${name}.module.ts`))).toBe(true);
    expect(
      sourceFiles('.module.ts')
        .map((file) => path.basename(file, '.module.ts'))
        .sort(),
    ).toEqual([...names].sort());
  });

  it('gives the ORM every entity declared under api/src, each once', () => {
    const declared = Object.values(MetadataStorage.getMetadata()).map((meta) => meta.className);
    expect(declared.length).toBeGreaterThan(0);
    expect(entities.map((entity) => entity.name).sort()).toEqual([...declared].sort());
  });

  it('gives the schema every resolver declared under api/src, each once', () => {
    const declared = getMetadataStorage().resolverClasses.map((resolver) => resolver.target.name);
    expect(declared.length).toBeGreaterThan(0);
    expect(resolvers.map((resolver) => resolver.name).sort()).toEqual([...declared].sort());
  });
});
