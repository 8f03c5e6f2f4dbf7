import { Migration } from '@mikro-orm/migrations';

export class Migration20261123031820_foreign_keys extends Migration {
  override up(): void {
    this.addSql(
      'alter table "upload_jobs" add constraint "upload_jobs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "upload_tasks" add constraint "upload_tasks_job_id_foreign" foreign key ("job_id") references "upload_jobs" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "upload_tasks" add constraint "upload_tasks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "categories" add constraint "categories_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "merchant_rules" add constraint "merchant_rules_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "accounts" add constraint "accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "bank_statements" add constraint "bank_statements_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "bank_statements" add constraint "bank_statements_account_id_foreign" foreign key ("account_id") references "accounts" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "bank_statements" add constraint "bank_statements_task_id_foreign" foreign key ("task_id") references "upload_tasks" ("id") on update cascade',
    );
    this.addSql(
      'alter table "transactions" add constraint "transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "transactions" add constraint "transactions_account_id_foreign" foreign key ("account_id") references "accounts" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "transactions" add constraint "transactions_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete set null',
    );
    this.addSql(
      'alter table "transactions" add constraint "transactions_statement_id_foreign" foreign key ("statement_id") references "bank_statements" ("id") on update cascade on delete set null',
    );
  }
}
