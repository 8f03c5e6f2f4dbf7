import { Migration } from '@mikro-orm/migrations';

/**
 * The Garden Gnome's insights: the duplicate-charge and large-transaction checks read every charge of
 * a date range with its merchant, amount, currency and category. This covering (user_id, date) index answers them
 * with an index-only scan instead of visiting a heap page per row (a 45-day window is ~4,000 pages for a
 * 200,000-row history).
 */
export class Migration20261127060000_insights_charges_index extends Migration {
  override up(): void {
    this.addSql(
      'create index "transactions_user_id_date_charges_index" on "transactions" ("user_id", "date") include ("amount_cents", "merchant_key", "currency", "category_id", "id")',
    );
  }

  override down(): void {
    this.addSql('drop index "transactions_user_id_date_charges_index"');
  }
}
