import { Migration } from '@mikro-orm/migrations';

/**
 * Recurring payments. Series are stored with the person's status; merchants whose transactions change are
 * marked stale by statement-level triggers (one set-based insert per statement, so a bulk import costs one query),
 * and every merchant already present starts stale so the first refresh finds the series of existing data.
 */
export class Migration20261127023952_recurring_series extends Migration {
  override up(): void {
    this.addSql(
      'create table "recurring_stale_merchants" ("user_id" uuid not null, "merchant_key" text not null, constraint "recurring_stale_merchants_pkey" primary key ("user_id", "merchant_key"))',
    );
    this.addSql(
      `create table "recurring_series" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "merchant_key" text not null, "currency" varchar(3) not null, "cadence" text not null, "category_id" uuid null, "typical_amount_cents" bigint not null, "yearly_cost_cents" bigint not null, "first_date" date not null, "last_date" date not null, "next_expected_date" date not null, "recurring_since" date not null, "occurrences" int not null, "fixed_price" boolean not null, "price_changes" jsonb not null, "transaction_ids" text[] not null, "status" text not null default 'detected', "status_changed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "recurring_series_pkey" primary key ("id"))`,
    );
    this.addSql(
      'create index "recurring_series_user_id_merchant_key_index" on "recurring_series" ("user_id", "merchant_key")',
    );
    this.addSql(
      'alter table "recurring_stale_merchants" add constraint "recurring_stale_merchants_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "recurring_series" add constraint "recurring_series_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "recurring_series" add constraint "recurring_series_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete set null',
    );
    // The rows of a deleted user go with the user: the trigger must not mark a merchant of a user being deleted.
    for (const [event, rows] of [
      ['insert', 'select user_id, merchant_key from new_rows'],
      ['update', 'select user_id, merchant_key from new_rows union select user_id, merchant_key from old_rows'],
      ['delete', 'select user_id, merchant_key from old_rows'],
    ] as const) {
      this.addSql(
        `create function "recurring_mark_stale_on_${event}"() returns trigger language plpgsql as $$
begin
  insert into recurring_stale_merchants (user_id, merchant_key)
  select distinct changed.user_id, changed.merchant_key from (${rows}) changed
  where exists (select 1 from users u where u.id = changed.user_id)
  on conflict do nothing;
  return null;
end $$`,
      );
      const transition =
        event === 'insert'
          ? 'new table as new_rows'
          : event === 'delete'
            ? 'old table as old_rows'
            : 'new table as new_rows old table as old_rows';
      this.addSql(
        `create trigger "transactions_recurring_stale_on_${event}" after ${event} on "transactions" referencing ${transition} for each statement execute function "recurring_mark_stale_on_${event}"()`,
      );
    }
    this.addSql(
      'insert into "recurring_stale_merchants" ("user_id", "merchant_key") select distinct "user_id", "merchant_key" from "transactions"',
    );
  }
}
