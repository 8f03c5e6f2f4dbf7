import { Migration } from '@mikro-orm/migrations';

/** An upload job remembers whether its scanned files may be read with OCR (the upload's use_ocr). */
export class Migration20261126090000_upload_ocr extends Migration {
  override up(): void {
    this.addSql('alter table "upload_jobs" add column "use_ocr" boolean not null default false');
  }
}
