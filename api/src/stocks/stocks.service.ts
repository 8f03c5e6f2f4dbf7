import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ZodError } from 'zod';
import {
  AppError,
  DEFAULT_STOCKS_ACCOUNT,
  STOCK_MESSAGES,
  decimalToCents,
  holdingCreateSchema,
  holdingUpdateSchema,
  isUuidText,
  parseOrThrow,
  portfolioTotalsOf,
  stockSearchLimit,
  stocksAccountFieldsSchema,
  type StocksAccountFields,
  validationError,
} from '@garden/core';
import { Stock } from './stock.entity';
import { StockHolding } from './stock-holding.entity';
import { StocksAccount } from './stocks-account.entity';
import {
  findHeldStocks,
  findHolding,
  findHoldings,
  lockDefaultAccountCreation,
  searchStocks,
  withAccountValues,
  type HeldStockRecord,
  type HoldingRecord,
  type PortfolioSummaryRecord,
  type StockRecord,
  type StocksAccountRecord,
} from './stocks.queries';

const accountNotFound = (): AppError => new AppError('NOT_FOUND', STOCK_MESSAGES.accountNotFound);
const holdingNotFound = (): AppError => new AppError('NOT_FOUND', STOCK_MESSAGES.holdingNotFound);
const stockNotFound = (): AppError =>
  new AppError('NOT_FOUND', STOCK_MESSAGES.stockNotFound, { stockId: STOCK_MESSAGES.stockNotFound });

/** The account fields given, validated; an account's problems are reported one at a time, the first field first. */
function accountFields(input: unknown): StocksAccountFields {
  const result = stocksAccountFieldsSchema.safeParse(input);
  if (!result.success) throw validationError(new ZodError(result.error.issues.slice(0, 1)));
  return result.data;
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
    return withAccountValues(this.em, userId, accounts);
  }

  async getAccount(userId: string, id: string): Promise<StocksAccountRecord> {
    const [account] = await withAccountValues(this.em, userId, [await this.findAccount(userId, id)]);
    if (!account) throw accountNotFound();
    return account;
  }

  /**
   * Creates an account. Without input (or an empty one): the spec's default account 'Investment Portfolio', and
   * only once: when the user already has it, that account is returned (created false), so a double click or a
   * retried request does not make a second one.
   */
  async createAccount(userId: string, input?: unknown): Promise<{ account: StocksAccountRecord; created: boolean }> {
    const fields = accountFields(input);
    if (Object.values(fields).some((value) => value !== undefined)) {
      return { account: await this.getAccount(userId, await this.insertAccount(userId, fields)), created: true };
    }
    // One default-account creation per user at a time; the lock goes with the transaction.
    const { id, created } = await this.em.transactional(async (em) => {
      await lockDefaultAccountCreation(em, userId);
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
  private async insertAccount(userId: string, fields: StocksAccountFields): Promise<string> {
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
    return searchStocks(this.em, term, stockSearchLimit(limit));
  }

  // ---- holdings ----

  /** The user's holdings, in one account when accountId is given (another user's account: NOT_FOUND). */
  async listHoldings(userId: string, accountId?: string | null): Promise<HoldingRecord[]> {
    if (accountId !== undefined && accountId !== null && accountId !== '') {
      return findHoldings(this.em, userId, (await this.findAccount(userId, accountId)).id);
    }
    return findHoldings(this.em, userId);
  }

  async getHolding(userId: string, id: string): Promise<HoldingRecord> {
    if (!isUuidText(id)) throw holdingNotFound();
    const holding = await findHolding(this.em, userId, id);
    if (!holding) throw holdingNotFound();
    return holding;
  }

  /**
   * Adds a stock to one of the user's accounts. Quantity above 0 with at most 4 decimals, average cost above 0
   * and at most 999999.99. The holding takes the stock's quoting currency, since its price,
   * cost and value are all in that currency (a different currency in the input is ignored).
   */
  async addHolding(userId: string, input: unknown): Promise<HoldingRecord> {
    const {
      stocksAccountId: accountId,
      stockId,
      quantity,
      averageCost,
    } = parseOrThrow(holdingCreateSchema.safeParse(input));
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

  /** Changes quantity and/or average cost; both must stay valid. */
  async updateHolding(userId: string, id: string, input: unknown): Promise<HoldingRecord> {
    const holding = isUuidText(id) ? await this.em.findOne(StockHolding, { id, userId }) : null;
    if (!holding) throw holdingNotFound();
    const change = parseOrThrow(holdingUpdateSchema.safeParse(input));
    holding.quantity = change.quantity ?? holding.quantity;
    holding.averageCost = change.averageCost ?? holding.averageCost;
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
}
