import { Migration } from '@mikro-orm/migrations';

export class Migration20261123044512_reports_index extends Migration {
  override up(): void {
    this.addSql(
      'create index "transactions_user_id_date_report_index" on "transactions" ("user_id", "date") include ("amount_cents", "category_id", "account_id")',
    );
  }
}
