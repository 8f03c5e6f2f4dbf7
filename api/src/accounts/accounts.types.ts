import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { centsToDecimal, centsToNumber } from '@garden/core';
import type { AccountRecord, AccountTotals, DeletedAccount } from './accounts.service';

/**
 * Which account a view is about: the fields every GraphQL view of one of your accounts starts with (Account,
 * TransactionAccount, AssetBankAccount, CpfRecordingAccount). No field returns it, so it is not in the schema itself.
 */
@ObjectType('AccountIdentity', { simpleResolvers: true })
export abstract class AccountIdentityView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  institution!: string;
}

@ObjectType('Account', {
  simpleResolvers: true,
  description: 'One of your bank accounts or cards: planted by statements (pdf) or added by hand (manual).',
})
export class AccountView extends AccountIdentityView {
  @Field({ description: 'checking, credit, savings, investment or others' })
  accountType!: string;

  @Field({ description: 'Last four digits of the account number, empty when unknown. The full number is never kept.' })
  last4!: string;

  @Field({ description: 'ISO currency code, SGD by default' })
  currency!: string;

  @Field({ description: 'Exact decimal: money held positive, a card’s amount owed negative, e.g. "-412.16".' })
  balance!: string;

  @Field(() => String, { nullable: true, description: 'Exact decimal; credit accounts only.' })
  creditLimit!: string | null;

  @Field(() => String, { nullable: true, description: 'Hex colour such as #22C55E' })
  color!: string | null;

  @Field({ description: 'pdf (planted by statements) or manual' })
  providerType!: string;

  @Field({ description: 'active, pending, error, inactive or disconnected (badge shown for pdf accounts)' })
  connectionStatus!: string;

  @Field(() => String, { nullable: true })
  errorMessage!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD closing date of the newest imported statement' })
  latestStmtDate!: string | null;

  @Field(() => Int, { description: 'Transactions in this account; deleting the account deletes them too.' })
  transactionCount!: number;

  @Field({ description: 'ISO 8601 timestamp' })
  createdAt!: string;

  @Field({ description: 'ISO 8601 timestamp of the last change (a statement import or an edit)' })
  updatedAt!: string;
}

@ObjectType('AccountTotals', {
  simpleResolvers: true,
  description: 'The dashboard’s totals for one currency, summed exactly in the database.',
})
export class AccountTotalsView {
  @Field()
  currency!: string;

  @Field(() => Int)
  accountCount!: number;

  @Field({ description: 'Exact decimal: the balances of the non-credit accounts.' })
  totalBalance!: string;

  @Field(() => Int)
  creditAccountCount!: number;

  @Field({ description: 'Exact decimal: the credit limits of the credit accounts.' })
  totalCreditLimit!: string;

  @Field({ description: 'Exact decimal, 0 or more: what the credit accounts owe (their negative balances).' })
  totalOwed!: string;

  @Field({
    description: 'Exact decimal: every balance added up, i.e. the non-credit balances minus what the cards owe.',
  })
  netWorth!: string;
}

export function toAccountView({ account, transactionCount }: AccountRecord): AccountView {
  return {
    id: account.id,
    name: account.name,
    institution: account.institution,
    accountType: account.accountType,
    last4: account.accountNumberLast4,
    currency: account.currency,
    balance: centsToDecimal(account.balanceCents),
    creditLimit: account.creditLimitCents === null ? null : centsToDecimal(account.creditLimitCents),
    color: account.color,
    providerType: account.providerType,
    connectionStatus: account.connectionStatus,
    errorMessage: account.errorMessage,
    latestStmtDate: account.latestStmtDate,
    transactionCount,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

export const toAccountTotalsView = (totals: AccountTotals): AccountTotalsView => ({ ...totals });

/** REST shape (snake_case, as the spec's client reads it); amounts are JSON numbers with at most 2 decimals. */
export function accountToJson({ account, transactionCount }: AccountRecord): Record<string, unknown> {
  const last4 = account.accountNumberLast4 || null;
  return {
    id: account.id,
    name: account.name,
    institution: account.institution,
    account_type: account.accountType,
    account_number: last4,
    account_number_last4: last4,
    currency: account.currency,
    balance: centsToNumber(account.balanceCents),
    credit_limit: account.creditLimitCents === null ? null : centsToNumber(account.creditLimitCents),
    color: account.color,
    provider_type: account.providerType,
    connection_status: account.connectionStatus,
    error_message: account.errorMessage,
    latest_stmt_date: account.latestStmtDate,
    transaction_count: transactionCount,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

/** DELETE's answer: the account that went and what went with it. */
export function deletedAccountToJson(deleted: DeletedAccount): Record<string, unknown> {
  return {
    ...accountToJson({ account: deleted.account, transactionCount: deleted.transactionsDeleted }),
    deleted: true,
    deleted_transactions: deleted.transactionsDeleted,
    deleted_statements: deleted.statementsDeleted,
  };
}

@InputType({
  description:
    'A new account added by hand. Currency defaults to SGD and balance to "0.00"; only the last four digits of ' +
    'accountNumber are kept; creditLimit only for credit accounts.',
})
export class AccountInput {
  @Field()
  name!: string;

  @Field()
  institution!: string;

  @Field({ description: 'checking, credit, savings, investment or others' })
  accountType!: string;

  @Field(() => String, { nullable: true })
  accountNumber?: string | null;

  @Field(() => String, { nullable: true })
  currency?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact decimal, e.g. "1234.50" or "-412.16"' })
  balance?: string | null;

  @Field(() => String, { nullable: true, description: 'Exact decimal of 0 or more' })
  creditLimit?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;
}

@InputType({
  description:
    'Fields to change; omitted ones stay as they are. Null clears accountNumber, creditLimit and color and leaves ' +
    'the others unchanged.',
})
export class AccountUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  institution?: string | null;

  @Field(() => String, { nullable: true })
  accountType?: string | null;

  @Field(() => String, { nullable: true })
  accountNumber?: string | null;

  @Field(() => String, { nullable: true })
  currency?: string | null;

  @Field(() => String, { nullable: true })
  balance?: string | null;

  @Field(() => String, { nullable: true })
  creditLimit?: string | null;

  @Field(() => String, { nullable: true })
  color?: string | null;
}
