import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_STOCKS_ACCOUNT, RETIREMENT_ACCOUNT_TYPES, holdingFigures, portfolioTotalsOf } from '@garden/core';

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
 * The user's bank and card accounts (by name), CPF accounts and stock holdings with their stock's price, as rows of
 * one shape told apart by kind.
 */
const ASSETS_SQL = `select 'account' as kind, a.id, a.name, a.institution, a.account_type, a.balance_cents::text as cents,
  a.currency, null::text as quantity, null::text as average_cost, null::text as price
from accounts a where a.user_id = ?
union all
select 'retirement', null, null, null, r.account_type, r.balance_cents::text, r.currency, null, null, null
from retirement_accounts r where r.user_id = ?
union all
select 'holding', null, null, null, null, null, h.currency, h.quantity::text, h.average_cost::text, s.last_price::text
from stock_holdings h join stocks s on s.id = h.stock_id where h.user_id = ?
order by kind, name, id`;

interface AssetRow {
  kind: 'account' | 'retirement' | 'holding';
  id: string | null;
  name: string | null;
  institution: string | null;
  account_type: string | null;
  cents: string | null;
  currency: string;
  quantity: string | null;
  average_cost: string | null;
  price: string | null;
}

const toAccount = (row: AssetRow): AssetBankAccountRecord => ({
  id: row.id ?? '',
  name: row.name ?? '',
  institution: row.institution ?? '',
  accountType: row.account_type ?? '',
  balanceCents: Number(row.cents),
  currency: row.currency,
});

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
    // One round trip for the three kinds of assets (the dashboard is among the calls people make most).
    const rows = await this.em
      .getConnection()
      .execute<AssetRow[]>(ASSETS_SQL, [userId, userId, userId], 'all', this.em.getTransactionContext());
    const all = rows.filter((row) => row.kind === 'account').map(toAccount);
    const retirement = rows
      .filter((row) => row.kind === 'retirement')
      .map((row) => ({ accountType: row.account_type ?? '', currency: row.currency, balanceCents: Number(row.cents) }));
    const portfolio = portfolioTotalsOf(
      rows
        .filter((row) => row.kind === 'holding')
        .map((row) => ({
          currency: row.currency,
          ...holdingFigures({ quantity: row.quantity ?? '0', averageCost: row.average_cost ?? '0', price: row.price }),
        })),
      DEFAULT_STOCKS_ACCOUNT.currency,
    );
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
    return {
      totalAssetsCents,
      currency: ASSETS_CURRENCY,
      bankAccounts: {
        totalCents: bankTotal,
        accounts,
      },
      retirementAccounts: { totalCents: retirementTotal, breakdown },
      investments: { totalCents: investmentsCents, positions: portfolio.totalPositions, byCurrency },
      creditCards: { owedCents, accounts: cards },
      netWorthCents: totalAssetsCents - owedCents,
    };
  }
}
