import { Migration } from '@mikro-orm/migrations';

export class Migration20261123060525_stocks extends Migration {
  override up(): void {
    this.addSql(
      'create table "stocks" ("id" uuid not null default gen_random_uuid(), "symbol" text not null, "name" text not null, "exchange" text not null, "sector" text not null, "currency" varchar(3) not null, "last_price" numeric(20,4) null, "last_price_updated" timestamptz null, "last_price_attempted" timestamptz null, constraint "stocks_pkey" primary key ("id"))',
    );
    this.addSql('create index "stocks_symbol_index" on "stocks" ("symbol")');
    this.addSql('alter table "stocks" add constraint "stocks_symbol_exchange_unique" unique ("symbol", "exchange")');
    this.addSql(
      'create table "stocks_accounts" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "name" text not null, "broker" text not null default \'GENERAL\', "account_type" text not null default \'investment\', "currency" varchar(3) not null default \'USD\', "cash_balance_cents" bigint not null default 0, "total_value_cents" bigint not null default 0, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "stocks_accounts_pkey" primary key ("id"))',
    );
    this.addSql('create index "stocks_accounts_user_id_index" on "stocks_accounts" ("user_id")');
    this.addSql(
      'create table "stock_holdings" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "stocks_account_id" uuid not null, "stock_id" uuid not null, "quantity" numeric(20,4) not null, "average_cost" numeric(20,4) not null, "currency" varchar(3) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "stock_holdings_pkey" primary key ("id"))',
    );
    this.addSql('alter table "stock_holdings" add constraint stock_holdings_quantity_check check(quantity > 0)');
    this.addSql(
      'alter table "stock_holdings" add constraint stock_holdings_average_cost_check check(average_cost > 0)',
    );
    this.addSql('create index "stock_holdings_user_id_index" on "stock_holdings" ("user_id")');
    this.addSql(
      'alter table "stock_holdings" add constraint "stock_holdings_stocks_account_id_stock_id_unique" unique ("stocks_account_id", "stock_id")',
    );
    this.addSql(
      'alter table "stocks_accounts" add constraint "stocks_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "stock_holdings" add constraint "stock_holdings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "stock_holdings" add constraint "stock_holdings_stocks_account_id_foreign" foreign key ("stocks_account_id") references "stocks_accounts" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "stock_holdings" add constraint "stock_holdings_stock_id_foreign" foreign key ("stock_id") references "stocks" ("id") on update cascade',
    );
  }
}
