import { Migration } from '@mikro-orm/migrations';

/** Budgets: one per user, category and period (the unique key also serves the per-user reads). */
export class Migration20261123042623_budgets extends Migration {
  override up(): void {
    this.addSql(
      'create table "budgets" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "category_id" uuid not null, "period" text not null, "amount_cents" bigint not null, "currency" varchar(3) not null default \'SGD\', "notification_threshold" smallint not null default 80, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "budgets_pkey" primary key ("id"))',
    );
    this.addSql(
      'alter table "budgets" add constraint "budgets_user_id_category_id_period_unique" unique ("user_id", "category_id", "period")',
    );
    this.addSql(
      'alter table "budgets" add constraint "budgets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "budgets" add constraint "budgets_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade',
    );
  }
}
