import { Migration } from '@mikro-orm/migrations';

/** Deleted transactions kept for a few minutes, so a delete can be undone exactly. */
export class Migration20261125110000_deleted_transaction_batches extends Migration {
  override up(): void {
    this.addSql(
      'create table "deleted_transaction_batches" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "rows" jsonb not null, "created_at" timestamptz not null default now(), constraint "deleted_transaction_batches_pkey" primary key ("id"))',
    );
    this.addSql(
      'create index "deleted_transaction_batches_user_id_index" on "deleted_transaction_batches" ("user_id")',
    );
    this.addSql(
      'alter table "deleted_transaction_batches" add constraint "deleted_transaction_batches_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
  }
}
