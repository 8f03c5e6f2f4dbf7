import { centsToNumber, merchantDisplayName } from '@garden/core';
import type { SimilarResult, TransactionRecord } from './transactions.queries';

export const CATEGORY_FIELDS = ['id', 'name', 'icon', 'color'] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];
export const ACCOUNT_FIELDS = ['id', 'name', 'institution', 'account_type', 'account_number_last4'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** Which fields the nested category and account objects carry (the REST calls' include_*_fields). */
export interface IncludedFields {
  category: readonly CategoryField[];
  account: readonly AccountField[];
}

/** The list call's defaults: category name and icon, account name. */
export const LIST_FIELDS: IncludedFields = { category: ['name', 'icon'], account: ['name'] };
/** Single transactions and previews: the category as the spec lists it (name, icon, colour). */
export const FULL_FIELDS: IncludedFields = {
  category: ['id', 'name', 'icon', 'color'],
  account: ['id', 'name', 'institution', 'account_type', 'account_number_last4'],
};

/** REST shape of a transaction (snake_case, amounts as JSON numbers with at most 2 decimals, money out negative). */
export function transactionJson(
  record: TransactionRecord,
  fields: IncludedFields = FULL_FIELDS,
): Record<string, unknown> {
  const categoryValues: Record<CategoryField, string | null> = {
    id: record.categoryId,
    name: record.categoryName,
    icon: record.categoryIcon,
    color: record.categoryColor,
  };
  const accountValues: Record<AccountField, string | null> = {
    id: record.accountId,
    name: record.accountName,
    institution: record.accountInstitution,
    account_type: record.accountType,
    account_number_last4: record.accountLast4 || null,
  };
  return {
    id: record.id,
    date: record.date,
    description: record.description,
    raw_description: record.description,
    merchant_name: merchantDisplayName(record.merchantKey),
    amount: centsToNumber(record.amountCents),
    is_income: record.amountCents > 0,
    currency: record.currency,
    notes: record.notes,
    status: record.status,
    category: record.categoryId
      ? Object.fromEntries(fields.category.map((field) => [field, categoryValues[field]]))
      : null,
    category_id: record.categoryId,
    category_name: record.categoryName,
    category_source: record.categorySource,
    category_confidence: record.categoryConfidence,
    account: Object.fromEntries(fields.account.map((field) => [field, accountValues[field]])),
    account_id: record.accountId,
    account_name: record.accountName,
  };
}

export function similarJson(result: SimilarResult, threshold: number): Record<string, unknown> {
  return {
    original_transaction: transactionJson(result.original),
    similar_transactions: result.items.map((item) => ({
      ...transactionJson(item.transaction),
      similarity_score: item.score,
      similarity_reason: item.reason,
    })),
    similarity_threshold: threshold,
    total_count: result.items.length,
  };
}
