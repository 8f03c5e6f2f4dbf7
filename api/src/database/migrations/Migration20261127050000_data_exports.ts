import { Migration } from '@mikro-orm/migrations';

/** "Export my data": export jobs and their finished ZIPs, removed with the person. */
export class Migration20261127050000_data_exports extends Migration {
  override up(): void {
    this.addSql(
      `create table "data_exports" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "status" text not null default 'queued', "progress" smallint not null default 0, "current_step" text null, "error_message" text null, "size_bytes" bigint null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "finished_at" timestamptz null, "expires_at" timestamptz null, constraint "data_exports_pkey" primary key ("id"))`,
    );
    this.addSql('create index "data_exports_user_id_created_at_index" on "data_exports" ("user_id", "created_at")');
    this.addSql(
      'alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'create table "data_export_chunks" ("export_id" uuid not null, "position" int not null, "bytes" bytea not null, constraint "data_export_chunks_pkey" primary key ("export_id", "position"))',
    );
    this.addSql(
      'alter table "data_export_chunks" add constraint "data_export_chunks_export_id_foreign" foreign key ("export_id") references "data_exports" ("id") on update cascade on delete cascade',
    );
  }
}
