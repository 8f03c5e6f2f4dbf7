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

  it('keep every row tied to a real owner: no orphan account, and a user’s data goes with the user', async () => {
    const sql = database.orm.em.getConnection();
    const orphanOwner = '00000000-0000-4000-8000-000000000001';
    await expect(
      sql.execute(`insert into accounts (user_id, name, institution, account_type) values (?, 'x', 'DBS', 'savings')`, [
        orphanOwner,
      ]),
    ).rejects.toThrow(/foreign key/);

    const [user] = await sql.execute<{ id: string }[]>(
      `insert into users (firebase_uid, email, name) values ('fk-test', 'fk@example.com', 'Fern') returning id`,
    );
    const [account] = await sql.execute<{ id: string }[]>(
      `insert into accounts (user_id, name, institution, account_type) values (?, 'Card', 'DBS', 'credit') returning id`,
      [user?.id],
    );
    await sql.execute(
      `insert into transactions (user_id, account_id, date, description, merchant_key, amount_cents, category_source, dedupe_key)
       values (?, ?, '2024-01-02', 'KOPI', 'kopi', -350, 'default', 'k1')`,
      [user?.id, account?.id],
    );
    await sql.execute(`delete from users where id = ?`, [user?.id]);
    const [left] = await sql.execute<{ n: string }[]>(
      `select (select count(*) from accounts where id = ?) + (select count(*) from transactions where account_id = ?) as n`,
      [account?.id, account?.id],
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('are all applied and none is pending', async () => {
    expect(await database.orm.getMigrator().getPendingMigrations()).toEqual([]);
  });
});
