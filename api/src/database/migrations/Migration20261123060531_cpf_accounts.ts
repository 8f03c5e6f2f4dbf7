import { Migration } from '@mikro-orm/migrations';

/** CPF accounts (one of each type per user) and the ledger of scheduled contributions (one per account and month). */
export class Migration20261123060531_cpf_accounts extends Migration {
  override up(): void {
    this.addSql(
      'create table "retirement_accounts" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "account_type" text not null, "balance_cents" bigint not null default 0, "currency" varchar(3) not null default \'SGD\', "is_auto_contribution_enabled" boolean not null default false, "contribution_day" smallint null, "contribution_amount_cents" bigint null, "next_contribution_date" date null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "retirement_accounts_pkey" primary key ("id"))',
    );
    this.addSql(
      'alter table "retirement_accounts" add constraint "retirement_accounts_account_type_check" check("account_type" in (\'CPF-OA\', \'CPF-SA\', \'CPF-MA\'))',
    );
    this.addSql(
      'alter table "retirement_accounts" add constraint retirement_accounts_contribution_day_check check(contribution_day >= 1 and contribution_day <= 31)',
    );
    this.addSql(
      'create index "retirement_accounts_next_contribution_date_index" on "retirement_accounts" ("next_contribution_date")',
    );
    this.addSql(
      'alter table "retirement_accounts" add constraint "retirement_accounts_user_id_account_type_unique" unique ("user_id", "account_type")',
    );
    this.addSql(
      'create table "cpf_contributions" ("id" uuid not null default gen_random_uuid(), "retirement_account_id" uuid not null, "user_id" uuid not null, "month" varchar(7) not null, "scheduled_date" date not null, "amount_cents" bigint not null, "applied_at" timestamptz not null default now(), "recorded_without_transaction" boolean not null default false, "transaction_id" uuid null, constraint "cpf_contributions_pkey" primary key ("id"))',
    );
    this.addSql(
      'create index "cpf_contributions_user_id_scheduled_date_index" on "cpf_contributions" ("user_id", "scheduled_date")',
    );
    this.addSql('create index "cpf_contributions_transaction_id_index" on "cpf_contributions" ("transaction_id")');
    this.addSql(
      'alter table "cpf_contributions" add constraint "cpf_contributions_retirement_account_id_month_unique" unique ("retirement_account_id", "month")',
    );
    this.addSql(
      'alter table "retirement_accounts" add constraint "retirement_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "cpf_contributions" add constraint "cpf_contributions_retirement_account_id_foreign" foreign key ("retirement_account_id") references "retirement_accounts" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "cpf_contributions" add constraint "cpf_contributions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "cpf_contributions" add constraint "cpf_contributions_transaction_id_foreign" foreign key ("transaction_id") references "transactions" ("id") on update cascade on delete set null',
    );
  }
}
