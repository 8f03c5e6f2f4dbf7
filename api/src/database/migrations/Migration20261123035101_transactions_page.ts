import { Migration } from '@mikro-orm/migrations';

export class Migration20261123035101_transactions_page extends Migration {
  override up(): void {
    // pg_trgm: case-insensitive search (ILIKE) and text similarity served by GIN indexes; btree_gin lets the
    // same GIN index hold the user's id, so a search or similarity lookup only visits that user's rows.
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('create extension if not exists btree_gin');
    this.addSql('drop index "transactions_user_id_date_index"');
    this.addSql('alter table "transactions" add column "notes" text null');
    this.addSql(
      'create index "transactions_merchant_key_trgm_index" on "transactions" using gin ("user_id", "merchant_key" gin_trgm_ops)',
    );
    this.addSql(
      'create index "transactions_description_trgm_index" on "transactions" using gin ("user_id", "description" gin_trgm_ops)',
    );
    this.addSql('create index "transactions_user_id_merchant_key_index" on "transactions" ("user_id", "merchant_key")');
    this.addSql(
      'create index "transactions_user_id_category_id_date_index" on "transactions" ("user_id", "category_id", "date" desc, "id" desc)',
    );
    this.addSql(
      'create index "transactions_user_id_date_id_index" on "transactions" ("user_id", "date" desc, "id" desc)',
    );
  }
}
