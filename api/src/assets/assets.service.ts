import type { EntityManager } from '@mikro-orm/postgresql';
import { RETIREMENT_ACCOUNT_TYPES } from '@garden/core';
import { Account } from '../accounts/account.entity';
import { RetirementAccount } from '../retirement/retirement-account.entity';

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

export interface AssetsBreakdownRecord {
  totalAssetsCents: number;
  currency: string;
  bankAccounts: { totalCents: number; accounts: AssetBankAccountRecord[] };
  retirementAccounts: { totalCents: number; breakdown: { accountType: string; balanceCents: number }[] };
}

/**
 * 'Your Assets Garden' (spec 02 section 3 'Assets breakdown'): the user's bank accounts that are not credit
 * cards, their CPF accounts, and the total of both. Totals are in SGD. There are no FX rates in the product,
 * so accounts in another currency are listed but left out of the SGD totals rather than converted at a guess.
 */
export class AssetsService {
  constructor(private readonly em: EntityManager) {}

  async breakdown(userId: string): Promise<AssetsBreakdownRecord> {
    const [accounts, retirement] = await Promise.all([
      this.em.find(Account, { userId, accountType: { $ne: 'credit' } }, { orderBy: { name: 'asc', id: 'asc' } }),
      this.em.find(RetirementAccount, { userId }),
    ]);
    const sgd = (currency: string): boolean => currency === ASSETS_CURRENCY;
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
    return {
      totalAssetsCents: bankTotal + retirementTotal,
      currency: ASSETS_CURRENCY,
      bankAccounts: {
        totalCents: bankTotal,
        accounts: accounts.map((account) => ({
          id: account.id,
          name: account.name,
          institution: account.institution,
          accountType: account.accountType,
          balanceCents: Number(account.balanceCents),
          currency: account.currency,
        })),
      },
      retirementAccounts: { totalCents: retirementTotal, breakdown },
    };
  }
}
