import { Migration } from '@mikro-orm/migrations';

/**
 * A pending account deletion: when it was asked for and when it is carried out. The partial index
 * keeps the worker's "which deletions are due" query cheap however many users there are.
 */
export class Migration20261127030000_account_deletion extends Migration {
  override up(): void {
    this.addSql('alter table "users" add column "deletion_requested_at" timestamptz null');
    this.addSql('alter table "users" add column "deletion_scheduled_for" timestamptz null');
    this.addSql(
      'create index "users_deletion_scheduled_for_index" on "users" ("deletion_scheduled_for") where "deletion_scheduled_for" is not null',
    );
  }
}
