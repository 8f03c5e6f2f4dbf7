import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('produce exactly the schema the entities describe', async () => {
    const diff = await database.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('are all applied and none is pending', async () => {
    expect(await database.orm.getMigrator().getPendingMigrations()).toEqual([]);
  });
});
