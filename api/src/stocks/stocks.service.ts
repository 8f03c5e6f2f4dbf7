import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  AppError,
  DEFAULT_STOCKS_ACCOUNT,
  STOCK_MESSAGES,
  decimalToCents,
  holdingFigures,
  isUuidText,
  normalizeAverageCost,
  normalizeQuantity,
  portfolioTotalsOf,
  priceText,
  quantityText,
  stockSearchLimit,
  type PortfolioTotals,
} from '@garden/core';
import { Stock } from './stock.entity';
import { StockHolding } from './stock-holding.entity';
import { StocksAccount } from './stocks-account.entity';

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

interface StockRow {
  id: string;
  symbol: string;
  name: string;
  exchange: string;
  sector: string;
  currency: string;
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
  const rows = await em.getConnection().execute<HeldStockRow[]>(
    `select s.id, s.symbol, s.name, s.exchange, s.sector, s.currency, s.last_price::text as last_price,
       s.last_price_updated, s.last_price_attempted
     from stocks s
     where exists (select 1 from stock_holdings h where h.stock_id = s.id${userId === undefined ? '' : ' and h.user_id = ?'})
     order by s.last_price_updated asc nulls first, s.symbol, s.exchange`,
    userId === undefined ? [] : [userId],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((row) => ({ ...toStockRecord(row), lastPriceAttempted: toDate(row.last_price_attempted) }));
}

const accountNotFound = (): AppError => new AppError('NOT_FOUND', STOCK_MESSAGES.accountNotFound);
const holdingNotFound = (): AppError => new AppError('NOT_FOUND', STOCK_MESSAGES.holdingNotFound);
const stockNotFound = (): AppError =>
  new AppError('NOT_FOUND', STOCK_MESSAGES.stockNotFound, { stockId: STOCK_MESSAGES.stockNotFound });

const CURRENCY_PATTERN = /^[A-Za-z]{3}$/;

/** The caller's input object, or an empty one. */
function record(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Cash as signed cents from "12.50" or 12.5; undefined when it is not a decimal with at most 2 places. */
function cashCents(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return cashCents(String(value));
  if (typeof value !== 'string') return undefined;
  try {
    return decimalToCents(value);
  } catch {
    return undefined;
  }
}

interface AccountFields {
  name?: string;
  broker?: string;
  accountType?: string;
  currency?: string;
  cashBalanceCents?: number;
  totalValueCents?: number;
  isActive?: boolean;
}

/** Validates the account fields given (REST create / update body); absent ones stay absent. */
function accountFields(input: unknown): AccountFields {
  const source = record(input);
  const fields: AccountFields = {};
  const invalid = (field: string, message: string): never => {
    throw new AppError('BAD_USER_INPUT', message, { [field]: message });
  };
  if (source.name !== undefined && source.name !== null) {
    const name = text(source.name);
    if (!name) invalid('name', STOCK_MESSAGES.accountNameRequired);
    fields.name = name;
  }
  for (const key of ['broker', 'accountType'] as const) {
    if (source[key] === undefined || source[key] === null) continue;
    const value = text(source[key]);
    if (!value) invalid(key, `${key === 'broker' ? 'Broker' : 'Account type'} must not be blank`);
    fields[key] = value;
  }
  if (source.currency !== undefined && source.currency !== null) {
    const currency = text(source.currency);
    if (!currency || !CURRENCY_PATTERN.test(currency)) invalid('currency', STOCK_MESSAGES.currencyInvalid);
    fields.currency = currency?.toUpperCase();
  }
  for (const key of ['cashBalance', 'totalValue'] as const) {
    if (source[key] === undefined || source[key] === null) continue;
    const cents = cashCents(source[key]);
    if (cents === undefined || !Number.isSafeInteger(cents)) invalid(key, STOCK_MESSAGES.cashBalanceInvalid);
    fields[key === 'cashBalance' ? 'cashBalanceCents' : 'totalValueCents'] = cents;
  }
  if (source.isActive !== undefined && source.isActive !== null) {
    if (typeof source.isActive !== 'boolean') invalid('isActive', 'isActive must be true or false');
    fields.isActive = source.isActive as boolean;
  }
  return fields;
}

/**
 * Stocks accounts, holdings, search and the portfolio of one user. Every read and change is scoped to the user:
 * another user's account or holding answers exactly like a missing one. Figures are computed on read with exact
 * decimals (core portfolio-math); prices come only from the stocks table, never invented.
 */
export class StocksService {
  constructor(private readonly em: EntityManager) {}

  // ---- accounts ----

  async listAccounts(userId: string): Promise<StocksAccountRecord[]> {
    const accounts = await this.em.find(StocksAccount, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const byAccount = new Map<string, ValueRow[]>();
    for (const row of await this.rows<ValueRow>(`${VALUE_SELECT} where h.user_id = ?`, [userId])) {
      byAccount.set(row.stocks_account_id, [...(byAccount.get(row.stocks_account_id) ?? []), row]);
    }
    return accounts.map((account) => this.toAccountRecord(account, byAccount.get(account.id) ?? []));
  }

  async getAccount(userId: string, id: string): Promise<StocksAccountRecord> {
    const account = await this.findAccount(userId, id);
    const rows = await this.rows<ValueRow>(`${VALUE_SELECT} where h.user_id = ? and h.stocks_account_id = ?`, [
      userId,
      account.id,
    ]);
    return this.toAccountRecord(account, rows);
  }

  /**
   * Creates an account. Without input (or an empty one): the spec's default account 'Investment Portfolio', and
   * only once: when the user already has it, that account is returned (created false), so a double click or a
   * retried request does not make a second one.
   */
  async createAccount(userId: string, input?: unknown): Promise<{ account: StocksAccountRecord; created: boolean }> {
    const fields = accountFields(input);
    if (Object.keys(fields).length > 0) {
      return { account: await this.getAccount(userId, await this.insertAccount(userId, fields)), created: true };
    }
    // One default-account creation per user at a time; the lock goes with the transaction.
    const { id, created } = await this.em.transactional(async (em) => {
      await em
        .getConnection()
        .execute(
          'select pg_advisory_xact_lock(?, hashtext(?))',
          [DEFAULT_ACCOUNT_LOCK, userId],
          'all',
          em.getTransactionContext(),
        );
      const existing = await em.findOne(
        StocksAccount,
        {
          userId,
          name: DEFAULT_STOCKS_ACCOUNT.name,
          broker: DEFAULT_STOCKS_ACCOUNT.broker,
          accountType: DEFAULT_STOCKS_ACCOUNT.accountType,
        },
        { orderBy: { isActive: 'desc', createdAt: 'asc', id: 'asc' } },
      );
      if (existing) return { id: existing.id, created: false };
      return { id: await new StocksService(em).insertAccount(userId, fields), created: true };
    });
    return { account: await this.getAccount(userId, id), created };
  }

  /** Inserts an account from validated fields, the default account's values for those absent; its id. */
  private async insertAccount(userId: string, fields: AccountFields): Promise<string> {
    const account = this.em.create(StocksAccount, {
      userId,
      name: fields.name ?? DEFAULT_STOCKS_ACCOUNT.name,
      broker: fields.broker ?? DEFAULT_STOCKS_ACCOUNT.broker,
      accountType: fields.accountType ?? DEFAULT_STOCKS_ACCOUNT.accountType,
      currency: fields.currency ?? DEFAULT_STOCKS_ACCOUNT.currency,
      cashBalanceCents: fields.cashBalanceCents ?? decimalToCents(DEFAULT_STOCKS_ACCOUNT.cashBalance),
      totalValueCents: fields.totalValueCents ?? decimalToCents(DEFAULT_STOCKS_ACCOUNT.totalValue),
      isActive: fields.isActive ?? DEFAULT_STOCKS_ACCOUNT.isActive,
    });
    await this.em.flush();
    return account.id;
  }

  async updateAccount(userId: string, id: string, input: unknown): Promise<StocksAccountRecord> {
    const account = await this.findAccount(userId, id);
    const fields = accountFields(input);
    if (fields.name !== undefined) account.name = fields.name;
    if (fields.broker !== undefined) account.broker = fields.broker;
    if (fields.accountType !== undefined) account.accountType = fields.accountType;
    if (fields.currency !== undefined) account.currency = fields.currency;
    if (fields.cashBalanceCents !== undefined) account.cashBalanceCents = fields.cashBalanceCents;
    if (fields.isActive !== undefined) account.isActive = fields.isActive;
    await this.em.flush();
    return this.getAccount(userId, account.id);
  }

  /** Deletes an account and its holdings. */
  async deleteAccount(userId: string, id: string): Promise<void> {
    const account = await this.findAccount(userId, id);
    // The database deletes the holdings (on delete cascade); none of them is loaded in this entity manager.
    this.em.remove(account);
    await this.em.flush();
  }

  // ---- search ----

  /**
   * Securities whose symbol starts with q or whose name contains q (case-insensitive), ranked: exact symbol,
   * symbol prefix, name prefix, then name contains; shorter symbols first within a rank.
   */
  async search(q: unknown, limit?: number | null): Promise<StockRecord[]> {
    const term = typeof q === 'string' ? q.trim().toLowerCase() : '';
    if (!term) throw new AppError('BAD_USER_INPUT', STOCK_MESSAGES.searchBlank, { q: STOCK_MESSAGES.searchBlank });
    const rows = await this.rows<StockRow>(
      `select id, symbol, name, exchange, sector, currency, last_price::text as last_price, last_price_updated,
         case when lower(symbol) = ? then 0
              when starts_with(lower(symbol), ?) then 1
              when starts_with(lower(name), ?) then 2
              else 3 end as rank
       from stocks
       where starts_with(lower(symbol), ?) or strpos(lower(name), ?) > 0
       order by rank, length(symbol), symbol, exchange
       limit ?`,
      [term, term, term, term, term, stockSearchLimit(limit)],
    );
    return rows.map(toStockRecord);
  }

  // ---- holdings ----

  /** The user's holdings, in one account when accountId is given (another user's account: NOT_FOUND). */
  async listHoldings(userId: string, accountId?: string | null): Promise<HoldingRecord[]> {
    if (accountId !== undefined && accountId !== null && accountId !== '') {
      const account = await this.findAccount(userId, accountId);
      const rows = await this.rows<HoldingRow>(
        `${HOLDING_SELECT} where h.user_id = ? and h.stocks_account_id = ? ${HOLDING_ORDER}`,
        [userId, account.id],
      );
      return rows.map(toHoldingRecord);
    }
    const rows = await this.rows<HoldingRow>(`${HOLDING_SELECT} where h.user_id = ? ${HOLDING_ORDER}`, [userId]);
    return rows.map(toHoldingRecord);
  }

  async getHolding(userId: string, id: string): Promise<HoldingRecord> {
    if (!isUuidText(id)) throw holdingNotFound();
    const [row] = await this.rows<HoldingRow>(`${HOLDING_SELECT} where h.id = ? and h.user_id = ?`, [id, userId]);
    if (!row) throw holdingNotFound();
    return toHoldingRecord(row);
  }

  /**
   * Adds a stock to one of the user's accounts. Quantity above 0 with at most 4 decimals, average cost above 0
   * and at most 999999.99. The holding takes the stock's quoting currency, since its price,
   * cost and value are all in that currency (a different currency in the input is ignored).
   */
  async addHolding(userId: string, input: unknown): Promise<HoldingRecord> {
    const source = record(input);
    const quantity = normalizeQuantity(source.quantity);
    const averageCost = normalizeAverageCost(source.averageCost);
    const accountId = typeof source.stocksAccountId === 'string' ? source.stocksAccountId : '';
    const stockId = typeof source.stockId === 'string' ? source.stockId : '';
    if (!quantity || !averageCost || !accountId || !stockId) {
      const fields: Record<string, string> = {};
      if (!accountId) fields.stocksAccountId = STOCK_MESSAGES.addInvalid;
      if (!stockId) fields.stockId = STOCK_MESSAGES.addInvalid;
      if (!quantity) fields.quantity = STOCK_MESSAGES.addInvalid;
      if (!averageCost) fields.averageCost = STOCK_MESSAGES.addInvalid;
      throw new AppError('BAD_USER_INPUT', STOCK_MESSAGES.addInvalid, fields);
    }
    const account = await this.findAccount(userId, accountId);
    if (!account.isActive) {
      throw new AppError('BAD_USER_INPUT', STOCK_MESSAGES.accountInactive, {
        stocksAccountId: STOCK_MESSAGES.accountInactive,
      });
    }
    const stock = isUuidText(stockId) ? await this.em.findOne(Stock, { id: stockId }) : null;
    if (!stock) throw stockNotFound();
    try {
      // A plain insert: a refused row never enters the unit of work, so nothing has to be cleared after it.
      const id = await this.em.insert(StockHolding, {
        userId,
        stocksAccountId: account.id,
        stockId: stock.id,
        quantity,
        averageCost,
        currency: stock.currency,
      });
      return await this.getHolding(userId, String(id));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const message = STOCK_MESSAGES.duplicateHolding(stock.symbol);
        throw new AppError('CONFLICT', message, { stockId: message });
      }
      throw error;
    }
  }

  /** Changes quantity and/or average cost; both must stay valid (the Edit Holding rules). */
  async updateHolding(userId: string, id: string, input: unknown): Promise<HoldingRecord> {
    const holding = isUuidText(id) ? await this.em.findOne(StockHolding, { id, userId }) : null;
    if (!holding) throw holdingNotFound();
    const source = record(input);
    const given = (key: string): boolean => source[key] !== undefined && source[key] !== null;
    const quantity = given('quantity') ? normalizeQuantity(source.quantity) : holding.quantity;
    const averageCost = given('averageCost') ? normalizeAverageCost(source.averageCost) : holding.averageCost;
    if (!quantity || !averageCost || (!given('quantity') && !given('averageCost'))) {
      const nothingGiven = !given('quantity') && !given('averageCost');
      const fields: Record<string, string> = {};
      if (!quantity || nothingGiven) fields.quantity = STOCK_MESSAGES.updateInvalid;
      if (!averageCost || nothingGiven) fields.averageCost = STOCK_MESSAGES.updateInvalid;
      throw new AppError('BAD_USER_INPUT', STOCK_MESSAGES.updateInvalid, fields);
    }
    holding.quantity = quantity;
    holding.averageCost = averageCost;
    await this.em.flush();
    return this.getHolding(userId, holding.id);
  }

  async deleteHolding(userId: string, id: string): Promise<void> {
    if (!isUuidText(id)) throw holdingNotFound();
    const deleted = await this.em.nativeDelete(StockHolding, { id, userId });
    if (deleted === 0) throw holdingNotFound();
  }

  // ---- portfolio ----

  /** Every holding of the user with its figures (same as listHoldings without an account). */
  positions(userId: string): Promise<HoldingRecord[]> {
    return this.listHoldings(userId);
  }

  /** Totals per currency; unpriced holdings count at cost (P&L 0). Each holding's figures are computed once. */
  async summary(userId: string): Promise<PortfolioSummaryRecord> {
    const holdings = await this.listHoldings(userId);
    const accountsCount = await this.em.count(StocksAccount, { userId });
    return { ...portfolioTotalsOf(holdings, DEFAULT_STOCKS_ACCOUNT.currency), accountsCount };
  }

  /** The distinct stocks the user holds (price staleness). */
  heldStocks(userId: string): Promise<HeldStockRecord[]> {
    return findHeldStocks(this.em, userId);
  }

  private async findAccount(userId: string, id: string): Promise<StocksAccount> {
    const account = isUuidText(id) ? await this.em.findOne(StocksAccount, { id, userId }) : null;
    if (!account) throw accountNotFound();
    return account;
  }

  /**
   * An account with its value: its holdings in the account's currency, priced ones at quantity x price and
   * unpriced ones at cost (exact, see portfolio-math); holdings in other currencies are only counted.
   */
  private toAccountRecord(account: StocksAccount, holdings: readonly ValueRow[]): StocksAccountRecord {
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

  private rows<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }
}
