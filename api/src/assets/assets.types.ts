import { Field, ID, ObjectType } from 'type-graphql';
import { centsToDecimal, centsToNumber } from '@garden/core';
import type { AssetsBreakdownRecord } from './assets.service';

@ObjectType('AssetBankAccount', { simpleResolvers: true })
export class AssetBankAccountView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  institution!: string;

  @Field()
  accountType!: string;

  @Field({ description: 'Exact decimal in the account currency' })
  balance!: string;

  @Field()
  currency!: string;
}

@ObjectType('BankAssets', { simpleResolvers: true })
export class BankAssetsView {
  @Field({ description: 'Sum of the SGD accounts (other currencies are listed but not converted)' })
  total!: string;

  @Field(() => [AssetBankAccountView], { description: 'Every account that is not a credit card' })
  accounts!: AssetBankAccountView[];
}

@ObjectType('RetirementAssetShare', { simpleResolvers: true })
export class RetirementAssetShareView {
  @Field()
  accountType!: string;

  @Field()
  balance!: string;
}

@ObjectType('RetirementAssets', { simpleResolvers: true })
export class RetirementAssetsView {
  @Field()
  total!: string;

  @Field(() => [RetirementAssetShareView])
  breakdown!: RetirementAssetShareView[];
}

@ObjectType('AssetsBreakdown', {
  simpleResolvers: true,
  description: 'Bank accounts (not credit cards) and CPF accounts; totals in SGD.',
})
export class AssetsBreakdownView {
  @Field()
  totalAssets!: string;

  @Field()
  currency!: string;

  @Field(() => BankAssetsView)
  bankAccounts!: BankAssetsView;

  @Field(() => RetirementAssetsView)
  retirementAccounts!: RetirementAssetsView;
}

export function toAssetsBreakdownView(record: AssetsBreakdownRecord): AssetsBreakdownView {
  return {
    totalAssets: centsToDecimal(record.totalAssetsCents),
    currency: record.currency,
    bankAccounts: {
      total: centsToDecimal(record.bankAccounts.totalCents),
      accounts: record.bankAccounts.accounts.map(({ balanceCents, ...account }) => ({
        ...account,
        balance: centsToDecimal(balanceCents),
      })),
    },
    retirementAccounts: {
      total: centsToDecimal(record.retirementAccounts.totalCents),
      breakdown: record.retirementAccounts.breakdown.map((share) => ({
        accountType: share.accountType,
        balance: centsToDecimal(share.balanceCents),
      })),
    },
  };
}

/** REST shape (snake_case; amounts as JSON numbers). */
export function assetsBreakdownJson(record: AssetsBreakdownRecord): Record<string, unknown> {
  return {
    total_assets: centsToNumber(record.totalAssetsCents),
    currency: record.currency,
    bank_accounts: {
      total: centsToNumber(record.bankAccounts.totalCents),
      accounts: record.bankAccounts.accounts.map((account) => ({
        id: account.id,
        name: account.name,
        institution: account.institution,
        account_type: account.accountType,
        balance: centsToNumber(account.balanceCents),
        currency: account.currency,
      })),
    },
    retirement_accounts: {
      total: centsToNumber(record.retirementAccounts.totalCents),
      breakdown: record.retirementAccounts.breakdown.map((share) => ({
        account_type: share.accountType,
        balance: centsToNumber(share.balanceCents),
      })),
    },
  };
}
