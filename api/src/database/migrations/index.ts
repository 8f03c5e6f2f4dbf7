import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122082450_initial_schema } from './Migration20261122082450_initial_schema';
import { Migration20261122141310_statements_import } from './Migration20261122141310_statements_import';
import { Migration20261123031820_foreign_keys } from './Migration20261123031820_foreign_keys';
import { Migration20261123035101_transactions_page } from './Migration20261123035101_transactions_page';
import { Migration20261123042500_unlogged_rate_limits } from './Migration20261123042500_unlogged_rate_limits';
import { Migration20261123042623_budgets } from './Migration20261123042623_budgets';
import { Migration20261123044512_reports_index } from './Migration20261123044512_reports_index';
import { Migration20261123060525_stocks } from './Migration20261123060525_stocks';
import { Migration20261123060531_cpf_accounts } from './Migration20261123060531_cpf_accounts';
import { Migration20261124090000_statement_review } from './Migration20261124090000_statement_review';
import { Migration20261125100000_preferred_name } from './Migration20261125100000_preferred_name';
import { Migration20261125110000_deleted_transaction_batches } from './Migration20261125110000_deleted_transaction_batches';
import { Migration20261126090000_upload_ocr } from './Migration20261126090000_upload_ocr';
import { Migration20261126100000_category_learning } from './Migration20261126100000_category_learning';
import { Migration20261127023952_recurring_series } from './Migration20261127023952_recurring_series';
import { Migration20261127030000_account_deletion } from './Migration20261127030000_account_deletion';
import { Migration20261127040000_account_retention } from './Migration20261127040000_account_retention';
import { Migration20261127050000_data_exports } from './Migration20261127050000_data_exports';
import { Migration20261127060000_insights_charges_index } from './Migration20261127060000_insights_charges_index';
import { Migration20261127070000_csv_imports } from './Migration20261127070000_csv_imports';

/** Every migration in order. Listed explicitly so compiled and ts-jest runs apply the same set. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122082450_initial_schema', class: Migration20261122082450_initial_schema },
  { name: 'Migration20261122141310_statements_import', class: Migration20261122141310_statements_import },
  { name: 'Migration20261123031820_foreign_keys', class: Migration20261123031820_foreign_keys },
  { name: 'Migration20261123035101_transactions_page', class: Migration20261123035101_transactions_page },
  { name: 'Migration20261123042500_unlogged_rate_limits', class: Migration20261123042500_unlogged_rate_limits },
  { name: 'Migration20261123042623_budgets', class: Migration20261123042623_budgets },
  { name: 'Migration20261123044512_reports_index', class: Migration20261123044512_reports_index },
  { name: 'Migration20261123060525_stocks', class: Migration20261123060525_stocks },
  { name: 'Migration20261123060531_cpf_accounts', class: Migration20261123060531_cpf_accounts },
  { name: 'Migration20261124090000_statement_review', class: Migration20261124090000_statement_review },
  { name: 'Migration20261125100000_preferred_name', class: Migration20261125100000_preferred_name },
  {
    name: 'Migration20261125110000_deleted_transaction_batches',
    class: Migration20261125110000_deleted_transaction_batches,
  },
  { name: 'Migration20261126090000_upload_ocr', class: Migration20261126090000_upload_ocr },
  { name: 'Migration20261126100000_category_learning', class: Migration20261126100000_category_learning },
  { name: 'Migration20261127023952_recurring_series', class: Migration20261127023952_recurring_series },
  { name: 'Migration20261127030000_account_deletion', class: Migration20261127030000_account_deletion },
  { name: 'Migration20261127040000_account_retention', class: Migration20261127040000_account_retention },
  { name: 'Migration20261127050000_data_exports', class: Migration20261127050000_data_exports },
  {
    name: 'Migration20261127060000_insights_charges_index',
    class: Migration20261127060000_insights_charges_index,
  },
  { name: 'Migration20261127070000_csv_imports', class: Migration20261127070000_csv_imports },
];
