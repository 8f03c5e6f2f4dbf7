import { Field, Int, ObjectType } from 'type-graphql';
import { centsToDecimal, centsToNumber } from '@garden/core';
import { AccountIdentityView } from '../accounts/accounts.types';
import type { AssetsBreakdownRecord } from './assets.service';

@ObjectType('AssetBankAccount', { simpleResolvers: true })
export class AssetBankAccountView extends AccountIdentityView {
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

@ObjectType('InvestmentCurrencyAssets', { simpleResolvers: true })
export class InvestmentCurrencyAssetsView {
  @Field()
  currency!: string;

  @Field({ description: 'Exact decimal: priced holdings at their value, never-priced ones at their cost' })
  value!: string;

  @Field(() => Int)
  positions!: number;

  @Field(() => Int, { description: 'Holdings with a market price; the others count at cost' })
  pricedPositions!: number;
}

@ObjectType('InvestmentAssets', { simpleResolvers: true })
export class InvestmentAssetsView {
  @Field({ description: 'Exact decimal: the SGD holdings (other currencies are listed but not converted)' })
  total!: string;

  @Field(() => Int, { description: 'Every holding, in any currency' })
  positions!: number;

  @Field(() => [InvestmentCurrencyAssetsView], { description: 'Holdings by currency, most positions first' })
  byCurrency!: InvestmentCurrencyAssetsView[];
}

@ObjectType('CreditCardDebts', { simpleResolvers: true })
export class CreditCardDebtsView {
  @Field({ description: 'Exact decimal, 0 or more: what the SGD cards owe' })
  owed!: string;

  @Field(() => [AssetBankAccountView], { description: 'Every credit card; a balance owed is negative' })
  accounts!: AssetBankAccountView[];
}

@ObjectType('AssetsBreakdown', {
  simpleResolvers: true,
  description:
    'Bank accounts (not credit cards), CPF accounts and investments, with what the cards owe and the net worth; ' +
    'totals in SGD.',
})
export class AssetsBreakdownView {
  @Field({ description: 'Bank accounts + CPF accounts + investments, in SGD' })
  totalAssets!: string;

  @Field()
  currency!: string;

  @Field(() => BankAssetsView)
  bankAccounts!: BankAssetsView;

  @Field(() => RetirementAssetsView)
  retirementAccounts!: RetirementAssetsView;

  @Field(() => InvestmentAssetsView)
  investments!: InvestmentAssetsView;

  @Field(() => CreditCardDebtsView)
  creditCards!: CreditCardDebtsView;

  @Field({ description: 'Exact decimal: total assets minus what the SGD cards owe' })
  netWorth!: string;
}

export function toAssetsBreakdownView(record: AssetsBreakdownRecord): AssetsBreakdownView {
  const listed = ({ balanceCents, ...account }: AssetsBreakdownRecord['bankAccounts']['accounts'][number]) => ({
    ...account,
    balance: centsToDecimal(balanceCents),
  });
  return {
    totalAssets: centsToDecimal(record.totalAssetsCents),
    currency: record.currency,
    bankAccounts: {
      total: centsToDecimal(record.bankAccounts.totalCents),
      accounts: record.bankAccounts.accounts.map(listed),
    },
    retirementAccounts: {
      total: centsToDecimal(record.retirementAccounts.totalCents),
      breakdown: record.retirementAccounts.breakdown.map((share) => ({
        accountType: share.accountType,
        balance: centsToDecimal(share.balanceCents),
      })),
    },
    investments: {
      total: centsToDecimal(record.investments.totalCents),
      positions: record.investments.positions,
      byCurrency: record.investments.byCurrency.map(({ valueCents, ...entry }) => ({
        ...entry,
        value: centsToDecimal(valueCents),
      })),
    },
    creditCards: {
      owed: centsToDecimal(record.creditCards.owedCents),
      accounts: record.creditCards.accounts.map(listed),
    },
    netWorth: centsToDecimal(record.netWorthCents),
  };
}

/** REST shape (snake_case; amounts as JSON numbers). */
export function assetsBreakdownJson(record: AssetsBreakdownRecord): Record<string, unknown> {
  const listed = (account: AssetsBreakdownRecord['bankAccounts']['accounts'][number]) => ({
    id: account.id,
    name: account.name,
    institution: account.institution,
    account_type: account.accountType,
    balance: centsToNumber(account.balanceCents),
    currency: account.currency,
  });
  return {
    total_assets: centsToNumber(record.totalAssetsCents),
    currency: record.currency,
    bank_accounts: {
      total: centsToNumber(record.bankAccounts.totalCents),
      accounts: record.bankAccounts.accounts.map(listed),
    },
    retirement_accounts: {
      total: centsToNumber(record.retirementAccounts.totalCents),
      breakdown: record.retirementAccounts.breakdown.map((share) => ({
        account_type: share.accountType,
        balance: centsToNumber(share.balanceCents),
      })),
    },
    investments: {
      total: centsToNumber(record.investments.totalCents),
      positions: record.investments.positions,
      by_currency: record.investments.byCurrency.map((entry) => ({
        currency: entry.currency,
        value: centsToNumber(entry.valueCents),
        positions: entry.positions,
        priced_positions: entry.pricedPositions,
      })),
    },
    credit_cards: {
      owed: centsToNumber(record.creditCards.owedCents),
      accounts: record.creditCards.accounts.map(listed),
    },
    net_worth: centsToNumber(record.netWorthCents),
  };
}
