import { Migration } from '@mikro-orm/migrations';

export class Migration20261122082450_initial_schema extends Migration {
  override up(): void {
    this.addSql(
      'create table "rate_limit_counters" ("key" text not null, "window_start" timestamptz not null, "hits" int not null, constraint "rate_limit_counters_pkey" primary key ("key", "window_start"))',
    );
    this.addSql(
      'create table "users" ("id" uuid not null default gen_random_uuid(), "firebase_uid" text not null, "email" text not null, "name" text not null, "country" varchar(2) not null default \'SG\', "date_of_birth" date null, "gender" text check ("gender" in (\'male\', \'female\', \'other\', \'prefer_not_to_say\')) null, "onboarding_completed" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "users_pkey" primary key ("id"))',
    );
    this.addSql('alter table "users" add constraint "users_firebase_uid_unique" unique ("firebase_uid")');
  }
}
