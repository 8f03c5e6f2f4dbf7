import { Migration } from '@mikro-orm/migrations';

export class Migration20261122141310_statements_import extends Migration {
  override up(): void {
    this.addSql(
      'create table "accounts" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "name" text not null, "institution" text not null, "account_type" text not null, "account_number_last4" varchar(4) not null default \'\', "currency" varchar(3) not null default \'SGD\', "balance_cents" bigint not null default 0, "credit_limit_cents" bigint null, "color" text null, "provider_type" text not null default \'pdf\', "connection_status" text not null default \'active\', "error_message" text null, "latest_stmt_date" date null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "accounts_pkey" primary key ("id"))',
    );
    this.addSql('create index "accounts_user_id_index" on "accounts" ("user_id")');
    this.addSql(
      'alter table "accounts" add constraint "accounts_user_id_institution_account_type_account_7403b_unique" unique ("user_id", "institution", "account_type", "account_number_last4")',
    );
    this.addSql(
      'create table "bank_statements" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "account_id" uuid not null, "task_id" uuid not null, "original_filename" text not null, "file_size" int not null, "file_sha256" text not null, "bank" text not null, "statement_date" date not null, "transactions_count" int not null default 0, "created_at" timestamptz not null default now(), constraint "bank_statements_pkey" primary key ("id"))',
    );
    this.addSql(
      'create index "bank_statements_user_id_created_at_index" on "bank_statements" ("user_id", "created_at")',
    );
    this.addSql(
      'alter table "bank_statements" add constraint "bank_statements_account_id_statement_date_unique" unique ("account_id", "statement_date")',
    );
    this.addSql(
      'alter table "bank_statements" add constraint "bank_statements_user_id_file_sha256_unique" unique ("user_id", "file_sha256")',
    );
    this.addSql(
      'create table "categories" ("id" uuid not null default gen_random_uuid(), "user_id" uuid null, "name" text not null, "icon" text not null, "color" text not null, "is_system" boolean not null default false, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), constraint "categories_pkey" primary key ("id"))',
    );
    this.addSql('create index "categories_user_id_index" on "categories" ("user_id")');
    this.addSql(
      'create table "merchant_rules" ("user_id" uuid not null, "merchant_key" text not null, "category_id" uuid not null, "updated_at" timestamptz not null default now(), constraint "merchant_rules_pkey" primary key ("user_id", "merchant_key"))',
    );
    this.addSql(
      'create table "transactions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "account_id" uuid not null, "category_id" uuid null, "statement_id" uuid null, "date" date not null, "description" text not null, "merchant_key" text not null, "amount_cents" bigint not null, "currency" varchar(3) not null default \'SGD\', "foreign_amount" text null, "status" text not null default \'completed\', "category_source" text not null, "category_locked" boolean not null default false, "dedupe_key" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "transactions_pkey" primary key ("id"))',
    );
    this.addSql('create index "transactions_account_id_index" on "transactions" ("account_id")');
    this.addSql('create index "transactions_user_id_date_index" on "transactions" ("user_id", "date")');
    this.addSql(
      'alter table "transactions" add constraint "transactions_account_id_dedupe_key_unique" unique ("account_id", "dedupe_key")',
    );
    this.addSql(
      'create table "upload_jobs" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "status" text not null default \'queued\', "progress" smallint not null default 0, "current_task" text null, "error_message" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "finished_at" timestamptz null, constraint "upload_jobs_pkey" primary key ("id"))',
    );
    this.addSql('create index "upload_jobs_user_id_created_at_index" on "upload_jobs" ("user_id", "created_at")');
    this.addSql(
      'create table "upload_tasks" ("id" uuid not null default gen_random_uuid(), "job_id" uuid not null, "user_id" uuid not null, "position" smallint not null, "filename" text not null, "file_size" int not null, "file_sha256" text null, "file_bytes" bytea null, "password_cipher" bytea null, "status" text not null default \'PENDING\', "current_step" text null, "progress" smallint not null default 0, "error_message" text null, "attempts" smallint not null default 0, "result" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "upload_tasks_pkey" primary key ("id"))',
    );
    this.addSql(
      'alter table "upload_tasks" add constraint "upload_tasks_job_id_position_unique" unique ("job_id", "position")',
    );
    // The system categories of ARCHITECTURE.md, exactly; shared by every user and protected.
    this.addSql(`insert into "categories" ("name", "icon", "color", "is_system", "is_active") values
      ('Food & Dining', '🍜', '#F97316', true, true),
      ('Groceries', '🛒', '#84CC16', true, true),
      ('Transport', '🚇', '#3B82F6', true, true),
      ('Shopping', '🛍️', '#EC4899', true, true),
      ('Bills & Utilities', '💡', '#EAB308', true, true),
      ('Subscriptions', '🔁', '#0EA5E9', true, true),
      ('Entertainment', '🎬', '#A855F7', true, true),
      ('Health & Wellness', '🩺', '#14B8A6', true, true),
      ('Personal Care', '💇', '#F472B6', true, true),
      ('Travel', '✈️', '#06B6D4', true, true),
      ('Education', '📚', '#6366F1', true, true),
      ('Insurance', '🛡️', '#64748B', true, true),
      ('Housing', '🏠', '#8B5CF6', true, true),
      ('Gifts & Donations', '🎁', '#EF4444', true, true),
      ('Fees & Charges', '🧾', '#78716C', true, true),
      ('Transfers', '🔄', '#94A3B8', true, true),
      ('Salary & Income', '💰', '#22C55E', true, true),
      ('Interest & Rewards', '🪙', '#FACC15', true, true),
      ('Investments', '📈', '#10B981', true, true),
      ('Refunds', '↩️', '#0891B2', true, true),
      ('CPF-OA', '🏦', '#2563EB', true, true),
      ('CPF-SA', '🌱', '#16A34A', true, true),
      ('CPF-MA', '🩹', '#D97706', true, true),
      ('Uncategorized', '🌾', '#9CA3AF', true, true)`);
  }
}
