import { Migration } from '@mikro-orm/migrations';

/** A statement whose rows do not add up to its printed totals is imported and marked for review. */
export class Migration20261124090000_statement_review extends Migration {
  override up(): void {
    this.addSql(
      'alter table "bank_statements" add column "needs_review" boolean not null default false, add column "reconciliation_warning" text null, add column "reconciliation_difference_cents" bigint null',
    );
  }
}
