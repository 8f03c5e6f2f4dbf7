import type { EntityManager } from '@mikro-orm/postgresql';
import { RETIREMENT_ACCOUNT_TYPES } from '@garden/core';
import { Account } from '../accounts/account.entity';
import { RetirementAccount } from '../retirement/retirement-account.entity';
import { StocksService } from '../stocks/stocks.service';

/** The currency every total is in. */
export const ASSETS_CURRENCY = 'SGD';

export interface AssetBankAccountRecord {
  id: string;
  name: string;
  institution: string;
  accountType: string;
  balanceCents: number;
  currency: string;
}

/** Holdings in one currency: priced ones at their value, unpriced ones at their cost. */
export interface InvestmentCurrencyRecord {
  currency: string;
  valueCents: number;
  positions: number;
  pricedPositions: number;
}

export interface AssetsBreakdownRecord {
  totalAssetsCents: number;
  currency: string;
  bankAccounts: { totalCents: number; accounts: AssetBankAccountRecord[] };
  retirementAccounts: { totalCents: number; breakdown: { accountType: string; balanceCents: number }[] };
  /** totalCents: the SGD holdings; byCurrency lists every currency held (others are not converted). */
  investments: { totalCents: number; positions: number; byCurrency: InvestmentCurrencyRecord[] };
  /** Cards: what the SGD ones owe (positive), and every card listed. */
  creditCards: { owedCents: number; accounts: AssetBankAccountRecord[] };
  /** totalAssetsCents minus what the SGD cards owe. */
  netWorthCents: number;
}

/**
 * 'Your Assets Garden', the assets breakdown: the user's bank accounts that are not credit
 * cards, their CPF accounts, their investments (holdings at their price, or at cost while never priced), and the
 * total of the three; beside it what the credit cards owe and the net worth. Totals are in SGD. There are no FX
 * rates in the product, so money in another currency is listed but left out of the SGD totals rather than
 * converted at a guess.
 */
export class AssetsService {
  constructor(private readonly em: EntityManager) {}

  async breakdown(userId: string): Promise<AssetsBreakdownRecord> {
    const [all, retirement, portfolio] = await Promise.all([
      this.em.find(Account, { userId }, { orderBy: { name: 'asc', id: 'asc' } }),
      this.em.find(RetirementAccount, { userId }),
      new StocksService(this.em.fork()).summary(userId),
    ]);
    const accounts = all.filter((account) => account.accountType !== 'credit');
    const cards = all.filter((account) => account.accountType === 'credit');
    const sgd = (currency: string): boolean => currency === ASSETS_CURRENCY;
    const owedCents = cards
      .filter((card) => sgd(card.currency))
      .reduce((sum, card) => sum + Math.max(0, -Number(card.balanceCents)), 0);
    const byCurrency = portfolio.byCurrency.map((entry) => ({
      currency: entry.currency,
      valueCents: Number(entry.totalValueCents),
      positions: entry.positions,
      pricedPositions: entry.pricedPositions,
    }));
    const investmentsCents = byCurrency.find((entry) => sgd(entry.currency))?.valueCents ?? 0;
    const bankTotal = accounts
      .filter((account) => sgd(account.currency))
      .reduce((sum, account) => sum + Number(account.balanceCents), 0);
    const breakdown = RETIREMENT_ACCOUNT_TYPES.flatMap((type) => {
      const held = retirement.filter((account) => account.accountType === type && sgd(account.currency));
      if (held.length === 0) return [];
      return [
        { accountType: type, balanceCents: held.reduce((sum, account) => sum + Number(account.balanceCents), 0) },
      ];
    });
    const retirementTotal = breakdown.reduce((sum, share) => sum + share.balanceCents, 0);
    const totalAssetsCents = bankTotal + retirementTotal + investmentsCents;
    const listed = (account: Account): AssetBankAccountRecord => ({
      id: account.id,
      name: account.name,
      institution: account.institution,
      accountType: account.accountType,
      balanceCents: Number(account.balanceCents),
      currency: account.currency,
    });
    return {
      totalAssetsCents,
      currency: ASSETS_CURRENCY,
      bankAccounts: {
        totalCents: bankTotal,
        accounts: accounts.map(listed),
      },
      retirementAccounts: { totalCents: retirementTotal, breakdown },
      investments: { totalCents: investmentsCents, positions: portfolio.totalPositions, byCurrency },
      creditCards: { owedCents, accounts: cards.map(listed) },
      netWorthCents: totalAssetsCents - owedCents,
    };
  }
}
