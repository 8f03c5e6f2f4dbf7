import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { centsToDecimal, centsToNumber } from '@garden/core';
import { AccountIdentityView } from '../accounts/accounts.types';
import type { CpfActivityRecord, CpfBalanceUpdateRecord, RetirementAccountRecord } from './retirement.service';

@ObjectType('RetirementAccount', {
  simpleResolvers: true,
  description: 'A CPF account (CPF-OA, CPF-SA or CPF-MA; one of each per user) with its auto-contribution.',
})
export class RetirementAccountView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'CPF-OA, CPF-SA or CPF-MA' })
  accountType!: string;

  @Field({ description: 'Exact decimal, e.g. "1234.50".' })
  balance!: string;

  @Field()
  currency!: string;

  @Field()
  isAutoContributionEnabled!: boolean;

  @Field(() => Int, { nullable: true, description: '1-31; 29-31 fall on the last day of shorter months.' })
  contributionDay!: number | null;

  @Field(() => String, { nullable: true, description: 'Exact decimal, e.g. "100.00".' })
  contributionAmount!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD (Asia/Singapore) of the next scheduled contribution',
  })
  nextContributionDate!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;

  @Field(() => GraphQLISODateTime)
  updatedAt!: Date;
}

@ObjectType('CpfBalanceUpdateResult', { simpleResolvers: true })
export class CpfBalanceUpdateResultView {
  @Field(() => RetirementAccountView)
  account!: RetirementAccountView;

  @Field(() => ID, { nullable: true, description: 'The transaction that records the change.' })
  transactionId!: string | null;
}

@ObjectType('CpfActivityItem', {
  simpleResolvers: true,
  description: 'A CPF transaction, or a scheduled contribution recorded without one (no bank account).',
})
export class CpfActivityItemView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field()
  description!: string;

  @Field({ description: 'Signed exact decimal: contributions positive, withdrawals negative.' })
  amount!: string;

  @Field()
  accountType!: string;

  @Field()
  isIncome!: boolean;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field({ description: 'manual (the balance update modal) or scheduled (auto-contribution)' })
  source!: string;

  @Field(() => ID, { nullable: true })
  transactionId!: string | null;
}

@InputType({ description: 'A new CPF account; balance 0, currency SGD and auto-contribution off unless given.' })
export class CreateRetirementAccountInput {
  @Field({ description: 'CPF-OA, CPF-SA or CPF-MA' })
  accountType!: string;

  @Field(() => String, { nullable: true, defaultValue: '0' })
  balance?: string | null;

  @Field(() => String, { nullable: true, defaultValue: 'SGD' })
  currency?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  isAutoContributionEnabled?: boolean | null;
}

@InputType({ description: 'Fields of a CPF account to change; omitted ones stay as they are.' })
export class UpdateRetirementAccountInput {
  @Field(() => String, { nullable: true })
  balance?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'On sets day 15 and amount 100 unless given; off clears both.' })
  isAutoContributionEnabled?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Clamped to 1..31' })
  contributionDay?: number | null;

  @Field(() => String, { nullable: true, description: 'Above 0, at most 999999.99, rounded to cents' })
  contributionAmount?: string | null;
}

@InputType({ description: 'The balance update modal: set a new balance, or add a contribution or withdrawal.' })
export class CpfBalanceUpdateInput {
  @Field(() => ID)
  accountId!: string;

  @Field({ description: 'set_balance or add_transaction' })
  mode!: string;

  @Field(() => String, { nullable: true, description: 'set_balance: the new balance' })
  newBalance?: string | null;

  @Field(() => String, { nullable: true, description: 'add_transaction: the amount, above 0' })
  amount?: string | null;

  @Field(() => String, { nullable: true, description: 'add_transaction: contribution (default) or withdrawal' })
  transactionType?: string | null;

  @Field({ description: 'Required: what the change is' })
  notes!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today in Singapore by default' })
  date?: string | null;
}

export function toRetirementAccountView(account: RetirementAccountRecord): RetirementAccountView {
  return {
    id: account.id,
    accountType: account.accountType,
    balance: centsToDecimal(account.balanceCents),
    currency: account.currency,
    isAutoContributionEnabled: account.isAutoContributionEnabled,
    contributionDay: account.contributionDay,
    contributionAmount:
      account.contributionAmountCents === null ? null : centsToDecimal(account.contributionAmountCents),
    nextContributionDate: account.nextContributionDate,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

export function toCpfActivityItemView(item: CpfActivityRecord): CpfActivityItemView {
  return { ...item, amount: centsToDecimal(item.amountCents) };
}

export function toCpfBalanceUpdateResultView(result: CpfBalanceUpdateRecord): CpfBalanceUpdateResultView {
  return { account: toRetirementAccountView(result.account), transactionId: result.transactionId };
}

/** REST shape of a retirement account, with the spec's fields (snake_case; amounts as JSON numbers). */
export function retirementAccountJson(account: RetirementAccountRecord): Record<string, unknown> {
  return {
    id: account.id,
    account_type: account.accountType,
    balance: centsToNumber(account.balanceCents),
    currency: account.currency,
    is_auto_contribution_enabled: account.isAutoContributionEnabled,
    contribution_day: account.contributionDay,
    contribution_amount:
      account.contributionAmountCents === null ? null : centsToNumber(account.contributionAmountCents),
    next_contribution_date: account.nextContributionDate,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

export function cpfActivityJson(item: CpfActivityRecord): Record<string, unknown> {
  return {
    id: item.id,
    date: item.date,
    description: item.description,
    amount: centsToNumber(item.amountCents),
    account_type: item.accountType,
    is_income: item.isIncome,
    notes: item.notes,
    source: item.source,
    transaction_id: item.transactionId,
  };
}

@ObjectType('CpfRecordingAccount', {
  simpleResolvers: true,
  description: 'The bank account CPF balance updates are recorded in.',
})
export class CpfRecordingAccountView extends AccountIdentityView {}
