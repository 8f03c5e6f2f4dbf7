import { Migration } from '@mikro-orm/migrations';

/**
 * Retention: the last sign-in or call of each person, and why a deletion is pending. Existing
 * people count as active from their last profile change, never earlier than they joined.
 */
export class Migration20261127040000_account_retention extends Migration {
  override up(): void {
    this.addSql('alter table "users" add column "deletion_reason" text null');
    this.addSql('alter table "users" add column "last_active_at" timestamptz not null default now()');
    this.addSql('update "users" set "last_active_at" = greatest("created_at", "updated_at")');
    this.addSql(
      `update "users" set "deletion_reason" = 'requested' where "deletion_scheduled_for" is not null and "deletion_reason" is null`,
    );
    this.addSql('create index "users_last_active_at_index" on "users" ("last_active_at")');
  }
}
