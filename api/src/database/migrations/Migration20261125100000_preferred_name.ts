import { Migration } from '@mikro-orm/migrations';

/** The name a person asks to be greeted by; null greets them by their name as written. */
export class Migration20261125100000_preferred_name extends Migration {
  override up(): void {
    this.addSql('alter table "users" add column "preferred_name" text null');
  }
}
