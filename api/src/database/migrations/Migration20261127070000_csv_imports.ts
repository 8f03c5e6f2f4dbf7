import { Migration } from '@mikro-orm/migrations';

/**
 * CSV imports run as upload jobs: a job says what its file is (a PDF statement or a CSV of
 * transactions) and, for a CSV, the account to import into and the person's column mapping.
 */
export class Migration20261127070000_csv_imports extends Migration {
  override up(): void {
    this.addSql(`alter table "upload_jobs" add column "kind" text not null default 'statements'`);
    this.addSql('alter table "upload_jobs" add column "csv_import" jsonb null');
  }

  override down(): void {
    this.addSql('alter table "upload_jobs" drop column "kind", drop column "csv_import"');
  }
}
