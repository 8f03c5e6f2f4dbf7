import type { EntityManager } from '@mikro-orm/postgresql';
import { holdingFigures, priceText, quantityText, type PortfolioTotals } from '@garden/core';
import type { StocksAccount } from './stocks-account.entity';

/** A security of the shipped list, as every call returns it. */
export interface StockRecord {
  id: string;
  symbol: string;
  name: string;
  exchange: string;
  sector: string;
  currency: string;
  /** "123.40" (2 to 4 decimals); null when never priced. */
  lastPrice: string | null;
  lastPriceUpdated: Date | null;
}

/** A stock somebody holds, with the time a price was last asked for (price refresh and staleness). */
export interface HeldStockRecord extends StockRecord {
  lastPriceAttempted: Date | null;
}

export interface StocksAccountRecord {
  id: string;
  name: string;
  broker: string;
  accountType: string;
  currency: string;
  cashBalanceCents: bigint;
  /**
   * Value now (unpriced ones at cost) of the account's holdings in the account's currency only: there is no
   * exchange rate, so holdings in other currencies are left out (counted in otherCurrencyHoldings) rather than
   * added as if they were the same money. portfolioTotals' byCurrency has them exactly.
   */
  totalValueCents: bigint;
  /** Holdings of the account in another currency, not included in totalValueCents. */
  otherCurrencyHoldings: number;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface HoldingRecord {
  id: string;
  stocksAccountId: string;
  stockId: string;
  /** "1.2345", trailing zeros dropped. */
  quantity: string;
  /** "123.40" (2 to 4 decimals). */
  averageCost: string;
  currency: string;
  totalCostCents: bigint;
  currentPrice: string | null;
  currentValueCents: bigint | null;
  unrealizedPnlCents: bigint | null;
  unrealizedPnlPercent: string | null;
  stock: StockRecord;
  createdAt: Date;
  updatedAt: Date;
}

export interface PortfolioSummaryRecord extends PortfolioTotals {
  accountsCount: number;
}

interface HoldingRow {
  id: string;
  stocks_account_id: string;
  stock_id: string;
  quantity: string;
  average_cost: string;
  currency: string;
  created_at: Date | string;
  updated_at: Date | string;
  symbol: string;
  stock_name: string;
  exchange: string;
  sector: string;
  stock_currency: string;
  last_price: string | null;
  last_price_updated: Date | string | null;
}

/** A stocks row: the record's plain columns, and the price columns as the driver reads them. */
interface StockRow extends Pick<StockRecord, 'id' | 'symbol' | 'name' | 'exchange' | 'sector' | 'currency'> {
  last_price: string | null;
  last_price_updated: Date | string | null;
}

interface HeldStockRow extends StockRow {
  last_price_attempted: Date | string | null;
}

/** What an account's value needs of each holding. */
interface ValueRow {
  stocks_account_id: string;
  quantity: string;
  average_cost: string;
  currency: string;
  last_price: string | null;
}

const HOLDING_SELECT = `select h.id, h.stocks_account_id, h.stock_id, h.quantity::text as quantity,
  h.average_cost::text as average_cost, h.currency, h.created_at, h.updated_at,
  s.symbol, s.name as stock_name, s.exchange, s.sector, s.currency as stock_currency,
  s.last_price::text as last_price, s.last_price_updated
from stock_holdings h
join stocks s on s.id = h.stock_id`;

const HOLDING_ORDER = 'order by s.symbol, s.exchange, h.id';

const VALUE_SELECT = `select h.stocks_account_id, h.quantity::text as quantity, h.average_cost::text as average_cost,
  h.currency, s.last_price::text as last_price
from stock_holdings h
join stocks s on s.id = h.stock_id`;

/** Advisory lock namespace of default-account creation (second key: the user). */
const DEFAULT_ACCOUNT_LOCK = 740_306_002;

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function rows<T extends object>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

function toStockRecord(row: StockRow): StockRecord {
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    exchange: row.exchange,
    sector: row.sector,
    currency: row.currency,
    lastPrice: row.last_price === null ? null : priceText(row.last_price),
    lastPriceUpdated: toDate(row.last_price_updated),
  };
}

function toHoldingRecord(row: HoldingRow): HoldingRecord {
  const figures = holdingFigures({ quantity: row.quantity, averageCost: row.average_cost, price: row.last_price });
  return {
    id: row.id,
    stocksAccountId: row.stocks_account_id,
    stockId: row.stock_id,
    quantity: quantityText(row.quantity),
    averageCost: priceText(row.average_cost),
    currency: row.currency,
    totalCostCents: figures.totalCostCents,
    currentPrice: row.last_price === null ? null : priceText(row.last_price),
    currentValueCents: figures.currentValueCents,
    unrealizedPnlCents: figures.unrealizedPnlCents,
    unrealizedPnlPercent: figures.unrealizedPnlPercent,
    stock: toStockRecord({
      id: row.stock_id,
      symbol: row.symbol,
      name: row.stock_name,
      exchange: row.exchange,
      sector: row.sector,
      currency: row.stock_currency,
      last_price: row.last_price,
      last_price_updated: row.last_price_updated,
    }),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * The distinct stocks held by one user, or by anyone when userId is undefined (the scheduled refresh): least
 * recently priced first (never priced before all), then by symbol, so a vendor limit reached part-way through a
 * refresh leaves the freshest prices waiting rather than the same late-alphabet stocks every time.
 */
export async function findHeldStocks(em: EntityManager, userId?: string): Promise<HeldStockRecord[]> {
  const found = await rows<HeldStockRow>(
    em,
    `select s.id, s.symbol, s.name, s.exchange, s.sector, s.currency, s.last_price::text as last_price,
       s.last_price_updated, s.last_price_attempted
     from stocks s
     where exists (select 1 from stock_holdings h where h.stock_id = s.id${userId === undefined ? '' : ' and h.user_id = ?'})
     order by s.last_price_updated asc nulls first, s.symbol, s.exchange`,
    userId === undefined ? [] : [userId],
  );
  return found.map((row) => ({ ...toStockRecord(row), lastPriceAttempted: toDate(row.last_price_attempted) }));
}

/**
 * Securities whose symbol starts with the lower-case term or whose name contains it, ranked: exact symbol,
 * symbol prefix, name prefix, then name contains; shorter symbols first within a rank.
 */
export async function searchStocks(em: EntityManager, term: string, limit: number): Promise<StockRecord[]> {
  const found = await rows<StockRow>(
    em,
    `select id, symbol, name, exchange, sector, currency, last_price::text as last_price, last_price_updated,
       case when lower(symbol) = ? then 0
            when starts_with(lower(symbol), ?) then 1
            when starts_with(lower(name), ?) then 2
            else 3 end as rank
     from stocks
     where starts_with(lower(symbol), ?) or strpos(lower(name), ?) > 0
     order by rank, length(symbol), symbol, exchange
     limit ?`,
    [term, term, term, term, term, limit],
  );
  return found.map(toStockRecord);
}

/** The user's holdings with their figures, in one account when accountId is given; by symbol. */
export async function findHoldings(em: EntityManager, userId: string, accountId?: string): Promise<HoldingRecord[]> {
  const found =
    accountId === undefined
      ? await rows<HoldingRow>(em, `${HOLDING_SELECT} where h.user_id = ? ${HOLDING_ORDER}`, [userId])
      : await rows<HoldingRow>(
          em,
          `${HOLDING_SELECT} where h.user_id = ? and h.stocks_account_id = ? ${HOLDING_ORDER}`,
          [userId, accountId],
        );
  return found.map(toHoldingRecord);
}

/** One of the user's holdings with its figures; undefined when the user has no holding with this id. */
export async function findHolding(em: EntityManager, userId: string, id: string): Promise<HoldingRecord | undefined> {
  const [row] = await rows<HoldingRow>(em, `${HOLDING_SELECT} where h.id = ? and h.user_id = ?`, [id, userId]);
  return row ? toHoldingRecord(row) : undefined;
}

/**
 * Accounts with their values: each account's holdings in the account's currency, priced ones at quantity x
 * price and unpriced ones at cost (exact, see portfolio-math); holdings in other currencies are only counted.
 * Every account given must be the user's.
 */
export async function withAccountValues(
  em: EntityManager,
  userId: string,
  accounts: readonly StocksAccount[],
): Promise<StocksAccountRecord[]> {
  // For one account only its holdings are read; for more, all of the user's.
  const [only] = accounts;
  const values =
    accounts.length === 1 && only
      ? await rows<ValueRow>(em, `${VALUE_SELECT} where h.user_id = ? and h.stocks_account_id = ?`, [userId, only.id])
      : await rows<ValueRow>(em, `${VALUE_SELECT} where h.user_id = ?`, [userId]);
  const byAccount = new Map<string, ValueRow[]>();
  for (const row of values)
    byAccount.set(row.stocks_account_id, [...(byAccount.get(row.stocks_account_id) ?? []), row]);
  return accounts.map((account) => toAccountRecord(account, byAccount.get(account.id) ?? []));
}

function toAccountRecord(account: StocksAccount, holdings: readonly ValueRow[]): StocksAccountRecord {
  let totalValueCents = 0n;
  let otherCurrencyHoldings = 0;
  for (const row of holdings) {
    if (row.currency !== account.currency) {
      otherCurrencyHoldings += 1;
      continue;
    }
    const figures = holdingFigures({ quantity: row.quantity, averageCost: row.average_cost, price: row.last_price });
    totalValueCents += figures.currentValueCents ?? figures.totalCostCents;
  }
  return {
    id: account.id,
    name: account.name,
    broker: account.broker,
    accountType: account.accountType,
    currency: account.currency,
    cashBalanceCents: BigInt(account.cashBalanceCents),
    totalValueCents,
    otherCurrencyHoldings,
    isActive: account.isActive,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

/** Holds, until the transaction of em ends, the lock that lets one default-account creation per user run at a time. */
export async function lockDefaultAccountCreation(em: EntityManager, userId: string): Promise<void> {
  await rows(em, 'select pg_advisory_xact_lock(?, hashtext(?))', [DEFAULT_ACCOUNT_LOCK, userId]);
}
