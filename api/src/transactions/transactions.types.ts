import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { centsToDecimal, merchantDisplayName } from '@garden/core';
import type { Account } from '../accounts/account.entity';
import { AccountIdentityView } from '../accounts/accounts.types';
import type { SimilarRecord, SimilarResult, TransactionRecord } from './transactions.queries';

@ObjectType('Transaction', { simpleResolvers: true, description: 'One transaction with its category and account.' })
export class TransactionView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field()
  description!: string;

  @Field({ description: 'The merchant as people read it, from the normalised description.' })
  merchantName!: string;

  @Field({ description: 'Exact decimal, money out negative, e.g. "-12.34".' })
  amount!: string;

  @Field()
  isIncome!: boolean;

  @Field()
  currency!: string;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => ID, { nullable: true })
  categoryId!: string | null;

  @Field(() => String, { nullable: true })
  categoryName!: string | null;

  @Field(() => String, { nullable: true })
  categoryIcon!: string | null;

  @Field(() => String, { nullable: true })
  categoryColor!: string | null;

  @Field({
    description:
      'Who chose the category: user (by hand), user_rule, user_model (learned from your changes), statement_hint, knowledge_base, classifier, language_model or default (nothing did: Uncategorized).',
  })
  categorySource!: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'How sure the categoriser was, 0 to 1: 1 for a rule, the classifier’s probability when it chose; null when you chose the category, a language model did, or it is not known.',
  })
  categoryConfidence!: number | null;

  @Field(() => ID)
  accountId!: string;

  @Field()
  accountName!: string;
}

@ObjectType('SimilarTransaction', {
  simpleResolvers: true,
  description: 'A transaction like another one, with how alike they are.',
})
export class SimilarTransactionView {
  @Field(() => TransactionView)
  transaction!: TransactionView;

  @Field(() => Int, { description: '0-100; 100 for the same merchant.' })
  score!: number;

  @Field({ description: 'merchant_match or text_similarity' })
  reason!: string;
}

@ObjectType('SimilarTransactions', { simpleResolvers: true })
export class SimilarTransactionsView {
  @Field(() => TransactionView)
  original!: TransactionView;

  @Field(() => [SimilarTransactionView])
  items!: SimilarTransactionView[];
}

@ObjectType('TransactionAccount', { simpleResolvers: true, description: 'An account transactions can be filtered by.' })
export class TransactionAccountView extends AccountIdentityView {
  @Field()
  accountType!: string;

  @Field({ description: 'Last four digits, empty when the statement prints none.' })
  last4!: string;
}

@InputType({ description: 'Filter and order of the transactions list; every field is optional.' })
export class TransactionFilter {
  @Field(() => String, {
    nullable: true,
    description: 'all, this-month, last-month, last-3-months, year-to-date or last-year (Asia/Singapore days)',
  })
  datePreset?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, inclusive' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, inclusive' })
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: 'all, income or expenses' })
  type?: string | null;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;

  @Field(() => ID, { nullable: true })
  accountId?: string | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive, in the description or merchant' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Smallest amount size, e.g. "10.00" (expenses and income)' })
  minAmount?: string | null;

  @Field(() => String, { nullable: true, description: 'Largest amount size, e.g. "50.00"' })
  maxAmount?: string | null;

  @Field(() => String, { nullable: true, description: 'date (default), amount or description' })
  sortBy?: string | null;

  @Field(() => String, { nullable: true, description: 'desc (default, newest first) or asc' })
  sortOrder?: string | null;
}

@InputType({ description: 'A transaction entered by hand.' })
export class TransactionInput {
  @Field(() => ID)
  accountId!: string;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field({ description: 'Decimal of 0 or more, e.g. "12.34"; isIncome gives the direction. Not zero.' })
  amount!: string;

  @Field()
  isIncome!: boolean;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true })
  notes?: string | null;
}

@InputType({ description: 'Changes to a transaction; omitted fields stay, null clears the category or notes.' })
export class TransactionUpdateInput {
  @Field(() => String, { nullable: true })
  date?: string;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => String, { nullable: true, description: 'Decimal of 0 or more; not zero' })
  amount?: string;

  @Field(() => Boolean, { nullable: true })
  isIncome?: boolean;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;

  @Field(() => String, { nullable: true })
  notes?: string | null;
}

export function toTransactionView(record: TransactionRecord): TransactionView {
  return Object.assign(new TransactionView(), {
    id: record.id,
    date: record.date,
    description: record.description,
    merchantName: merchantDisplayName(record.merchantKey),
    amount: centsToDecimal(record.amountCents),
    isIncome: record.amountCents > 0,
    currency: record.currency,
    notes: record.notes,
    categoryId: record.categoryId,
    categoryName: record.categoryName,
    categoryIcon: record.categoryIcon,
    categoryColor: record.categoryColor,
    categorySource: record.categorySource,
    categoryConfidence: record.categoryConfidence,
    accountId: record.accountId,
    accountName: record.accountName,
  });
}

function toSimilarView(item: SimilarRecord): SimilarTransactionView {
  return Object.assign(new SimilarTransactionView(), {
    transaction: toTransactionView(item.transaction),
    score: item.score,
    reason: item.reason,
  });
}

export function toSimilarTransactionsView(result: SimilarResult): SimilarTransactionsView {
  return Object.assign(new SimilarTransactionsView(), {
    original: toTransactionView(result.original),
    items: result.items.map(toSimilarView),
  });
}

export function toTransactionAccountView(account: Account): TransactionAccountView {
  return Object.assign(new TransactionAccountView(), {
    id: account.id,
    name: account.name,
    institution: account.institution,
    accountType: account.accountType,
    last4: account.accountNumberLast4,
  });
}
