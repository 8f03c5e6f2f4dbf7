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
  portfolioTotals,
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

export interface StocksAccountRecord {
  id: string;
  name: string;
  broker: string;
  accountType: string;
  currency: string;
  cashBalanceCents: bigint;
  /** Value of the account's holdings now (unpriced ones at cost), summed over their currencies. */
  totalValueCents: bigint;
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

const HOLDING_SELECT = `select h.id, h.stocks_account_id, h.stock_id, h.quantity::text as quantity,
  h.average_cost::text as average_cost, h.currency, h.created_at, h.updated_at,
  s.symbol, s.name as stock_name, s.exchange, s.sector, s.currency as stock_currency,
  s.last_price::text as last_price, s.last_price_updated
from stock_holdings h
join stocks s on s.id = h.stock_id`;

const HOLDING_ORDER = 'order by s.symbol, s.exchange, h.id';

function toStockRecord(row: StockRow): StockRecord {
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    exchange: row.exchange,
    sector: row.sector,
    currency: row.currency,
    lastPrice: row.last_price === null ? null : priceText(row.last_price),
    lastPriceUpdated: row.last_price_updated === null ? null : new Date(row.last_price_updated),
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

/** Validates the account fields given (spec 02 section 7 create / update body); absent ones stay absent. */
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
    const values = await this.accountValues(userId);
    return accounts.map((account) => this.toAccountRecord(account, values));
  }

  async getAccount(userId: string, id: string): Promise<StocksAccountRecord> {
    const account = await this.findAccount(userId, id);
    return this.toAccountRecord(account, await this.accountValues(userId, account.id));
  }

  /** Without input (or an empty one): the spec's default account 'Investment Portfolio'. */
  async createAccount(userId: string, input?: unknown): Promise<StocksAccountRecord> {
    const fields = accountFields(input);
    const account = this.em.create(StocksAccount, {
      userId,
      name: fields.name ?? DEFAULT_STOCKS_ACCOUNT.name,
      broker: fields.broker ?? DEFAULT_STOCKS_ACCOUNT.broker,
      accountType: fields.accountType ?? DEFAULT_STOCKS_ACCOUNT.accountType,
      currency: fields.currency ?? DEFAULT_STOCKS_ACCOUNT.currency,
      cashBalanceCents: fields.cashBalanceCents ?? 0,
      totalValueCents: fields.totalValueCents ?? 0,
      isActive: fields.isActive ?? DEFAULT_STOCKS_ACCOUNT.isActive,
    });
    await this.em.flush();
    return this.getAccount(userId, account.id);
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
    const deleted = await this.em.nativeDelete(StocksAccount, { id: account.id, userId });
    if (deleted === 0) throw accountNotFound();
    this.em.clear();
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
   * and at most 999999.99 (spec 02 section 5). The holding takes the stock's quoting currency, since its price,
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
    const stock = isUuidText(stockId) ? await this.em.findOne(Stock, { id: stockId }) : null;
    if (!stock) throw stockNotFound();
    try {
      const holding = this.em.create(StockHolding, {
        userId,
        stocksAccountId: account.id,
        stockId: stock.id,
        quantity,
        averageCost,
        currency: stock.currency,
      });
      await this.em.flush();
      return await this.getHolding(userId, holding.id);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        const message = STOCK_MESSAGES.duplicateHolding(stock.symbol);
        throw new AppError('CONFLICT', message, { stockId: message });
      }
      throw error;
    }
  }

  /** Changes quantity and/or average cost; both must stay valid (spec 02 section 5, edit holding). */
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

  /** Totals per currency; unpriced holdings count at cost (P&L 0). */
  async summary(userId: string): Promise<PortfolioSummaryRecord> {
    const holdings = await this.listHoldings(userId);
    const accountsCount = await this.em.count(StocksAccount, { userId });
    const totals = portfolioTotals(
      holdings.map((holding) => ({
        quantity: holding.quantity,
        averageCost: holding.averageCost,
        price: holding.currentPrice,
        currency: holding.currency,
      })),
      DEFAULT_STOCKS_ACCOUNT.currency,
    );
    return { ...totals, accountsCount };
  }

  /** The distinct stocks the user holds (for price staleness and price updates). */
  async heldStocks(userId: string): Promise<StockRecord[]> {
    const rows = await this.rows<StockRow>(
      `select s.id, s.symbol, s.name, s.exchange, s.sector, s.currency, s.last_price::text as last_price,
         s.last_price_updated
       from stocks s
       where exists (select 1 from stock_holdings h where h.stock_id = s.id and h.user_id = ?)
       order by s.symbol, s.exchange`,
      [userId],
    );
    return rows.map(toStockRecord);
  }

  private async findAccount(userId: string, id: string): Promise<StocksAccount> {
    const account = isUuidText(id) ? await this.em.findOne(StocksAccount, { id, userId }) : null;
    if (!account) throw accountNotFound();
    return account;
  }

  /** Value cents per account: priced holdings at quantity x price, unpriced at cost (exact, see portfolio-math). */
  private async accountValues(userId: string, accountId?: string): Promise<Map<string, bigint>> {
    const holdings = (await this.listHoldings(userId)).filter(
      (holding) => accountId === undefined || holding.stocksAccountId === accountId,
    );
    const values = new Map<string, bigint>();
    for (const holding of holdings) {
      const value = holding.currentValueCents ?? holding.totalCostCents;
      values.set(holding.stocksAccountId, (values.get(holding.stocksAccountId) ?? 0n) + value);
    }
    return values;
  }

  private toAccountRecord(account: StocksAccount, values: Map<string, bigint>): StocksAccountRecord {
    return {
      id: account.id,
      name: account.name,
      broker: account.broker,
      accountType: account.accountType,
      currency: account.currency,
      cashBalanceCents: BigInt(account.cashBalanceCents),
      totalValueCents: values.get(account.id) ?? 0n,
      isActive: account.isActive,
      createdAt: account.createdAt,
      updatedAt: account.updatedAt,
    };
  }

  private rows<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }
}
