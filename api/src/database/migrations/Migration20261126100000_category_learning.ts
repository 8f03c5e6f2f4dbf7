import { Migration } from '@mikro-orm/migrations';

/**
 * Learning categories: each transaction records how sure the categoriser was, and a person's recategorisations are
 * kept as extra classifier weights of their own (feature, category, weight).
 */
export class Migration20261126100000_category_learning extends Migration {
  override up(): void {
    this.addSql('alter table "transactions" add column "category_confidence" numeric(4,3) null');
    this.addSql(
      'create table "category_learning_weights" ("user_id" uuid not null, "feature" text not null, "category_id" uuid not null, "weight" double precision not null, "updated_at" timestamptz not null default now(), constraint "category_learning_weights_pkey" primary key ("user_id", "feature", "category_id"))',
    );
    this.addSql(
      'alter table "category_learning_weights" add constraint "category_learning_weights_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade',
    );
    this.addSql(
      'alter table "category_learning_weights" add constraint "category_learning_weights_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete cascade',
    );
  }
}
