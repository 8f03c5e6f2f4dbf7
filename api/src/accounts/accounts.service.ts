import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCOUNT_PROVIDERS,
  AccountError,
  accountCreateSchema,
  accountUpdateSchema,
  isUuidText,
  parseOrThrow,
} from '@garden/core';
import { Account } from './account.entity';

/** An account with the number of transactions it holds (they go with it when it is deleted). */
export interface AccountRecord {
  account: Account;
  transactionCount: number;
}

/** What a delete removed: the account, and through the foreign keys its transactions and statements. */
export interface DeletedAccount {
  account: Account;
  transactionsDeleted: number;
  statementsDeleted: number;
}

/** Dashboard totals of one currency, as exact decimal strings summed by PostgreSQL. */
export interface AccountTotals {
  currency: string;
  accountCount: number;
  totalBalance: string;
  creditAccountCount: number;
  totalCreditLimit: string;
  /** What the cards owe, positive: the negative balances of credit accounts (a card in credit owes nothing). */
  totalOwed: string;
  /** Every balance added up: the non-credit balances minus what the cards owe (plus any card in credit). */
  netWorth: string;
}

const notFound = (): AccountError => new AccountError('NOT_FOUND');

const duplicate = (account: Pick<Account, 'institution' | 'accountType' | 'accountNumberLast4'>): AccountError =>
  new AccountError('DUPLICATE', account.institution, account.accountType, account.accountNumberLast4);

/**
 * The accounts of one user. Every read and change is scoped to the user: another
 * user's account answers exactly like a missing one, and nothing of it is read or changed.
 */
export class AccountsService {
  constructor(private readonly em: EntityManager) {}

  private async rows<T>(sql: string, params: unknown[], em: EntityManager = this.em): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  private async countsFor(userId: string, ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.rows<{ account_id: string; count: number }>(
      `select account_id, count(*)::int as count from transactions
       where user_id = ? and account_id in (${ids.map(() => '?').join(', ')}) group by account_id`,
      [userId, ...ids],
    );
    return new Map(rows.map((row) => [row.account_id, row.count]));
  }

  private async withCount(userId: string, account: Account): Promise<AccountRecord> {
    const counts = await this.countsFor(userId, [account.id]);
    return { account, transactionCount: counts.get(account.id) ?? 0 };
  }

  /** The user's accounts by name, each with its transaction count. */
  async list(userId: string): Promise<AccountRecord[]> {
    const accounts = await this.em.find(Account, { userId }, { orderBy: { name: 'asc', id: 'asc' } });
    const counts = await this.countsFor(
      userId,
      accounts.map((account) => account.id),
    );
    return accounts.map((account) => ({ account, transactionCount: counts.get(account.id) ?? 0 }));
  }

  /** One of the user's accounts; NOT_FOUND for a missing id, a malformed id and another user's account alike. */
  async get(userId: string, id: string): Promise<AccountRecord> {
    return this.withCount(userId, await this.find(userId, id));
  }

  private async find(userId: string, id: string): Promise<Account> {
    const account = isUuidText(id) ? await this.em.findOne(Account, { id, userId }) : null;
    if (!account) throw notFound();
    return account;
  }

  /**
   * Totals per currency for the dashboard: balances of non-credit accounts, credit limits of credit accounts, what
   * the cards owe and the net worth (all balances: a card's amount owed is a negative balance).
   */
  async totals(userId: string): Promise<AccountTotals[]> {
    const rows = await this.rows<{
      currency: string;
      account_count: number;
      total_balance: string;
      credit_account_count: number;
      total_credit_limit: string;
      total_owed: string;
      net_worth: string;
    }>(
      `select currency,
         count(*)::int as account_count,
         (coalesce(sum(balance_cents) filter (where account_type <> 'credit'), 0)::numeric / 100)::numeric(24, 2)::text
           as total_balance,
         (count(*) filter (where account_type = 'credit'))::int as credit_account_count,
         (coalesce(sum(credit_limit_cents) filter (where account_type = 'credit'), 0)::numeric / 100)::numeric(24, 2)::text
           as total_credit_limit,
         (coalesce(sum(greatest(-balance_cents, 0)) filter (where account_type = 'credit'), 0)::numeric / 100)::numeric(24, 2)::text
           as total_owed,
         (coalesce(sum(balance_cents), 0)::numeric / 100)::numeric(24, 2)::text as net_worth
       from accounts where user_id = ? group by currency order by count(*) desc, currency asc`,
      [userId],
    );
    return rows.map((row) => ({
      currency: row.currency,
      accountCount: row.account_count,
      totalBalance: row.total_balance,
      creditAccountCount: row.credit_account_count,
      totalCreditLimit: row.total_credit_limit,
      totalOwed: row.total_owed,
      netWorth: row.net_worth,
    }));
  }

  /** Adds an account by hand (provider manual); the same institution, type and last four digits twice is a CONFLICT. */
  async create(userId: string, input: unknown): Promise<AccountRecord> {
    const data = parseOrThrow(accountCreateSchema.safeParse(input ?? {}));
    const account = this.em.create(Account, {
      userId,
      name: data.name,
      institution: data.institution,
      accountType: data.account_type,
      accountNumberLast4: data.account_number,
      currency: data.currency,
      balanceCents: data.balance,
      creditLimitCents: data.credit_limit,
      color: data.color,
      providerType: ACCOUNT_PROVIDERS.manual,
    });
    await this.save(account);
    return { account, transactionCount: 0 };
  }

  /**
   * Changes one of the user's accounts. A credit limit belongs to credit accounts only: sending one for another
   * type is refused, and changing a credit account to another type clears its limit.
   */
  async update(userId: string, id: string, input: unknown): Promise<AccountRecord> {
    const account = await this.find(userId, id);
    const change = parseOrThrow(accountUpdateSchema.safeParse(input ?? {}));
    const type = change.account_type ?? account.accountType;
    if (type !== 'credit' && typeof change.credit_limit === 'number') throw new AccountError('CREDIT_LIMIT_NOT_CREDIT');
    if (change.name !== undefined) account.name = change.name;
    if (change.institution !== undefined) account.institution = change.institution;
    if (change.account_type !== undefined) account.accountType = change.account_type;
    if (change.account_number !== undefined) account.accountNumberLast4 = change.account_number;
    if (change.currency !== undefined) account.currency = change.currency;
    if (change.balance !== undefined) account.balanceCents = change.balance;
    if (change.credit_limit !== undefined) account.creditLimitCents = change.credit_limit;
    if (type !== 'credit') account.creditLimitCents = null;
    if (change.color !== undefined) account.color = change.color;
    await this.save(account);
    return this.withCount(userId, account);
  }

  /**
   * Deletes one of the user's accounts. Its transactions and imported statements go with it (foreign keys
   * cascade); the answer says how many. The account row is locked first, so an import saving into it either
   * finishes before (and its rows are counted) or fails after.
   */
  async delete(userId: string, id: string): Promise<DeletedAccount> {
    if (!isUuidText(id)) throw notFound();
    return this.em.transactional(async (tx) => {
      const locked = await this.rows<{ id: string }>(
        'select id from accounts where id = ? and user_id = ? for update',
        [id, userId],
        tx,
      );
      if (locked.length === 0) throw notFound();
      const account = await tx.findOneOrFail(Account, { id, userId }, { refresh: true });
      const [counts] = await this.rows<{ transactions: number; statements: number }>(
        `select (select count(*) from transactions where account_id = ? and user_id = ?)::int as transactions,
                (select count(*) from bank_statements where account_id = ? and user_id = ?)::int as statements`,
        [id, userId, id, userId],
        tx,
      );
      await this.rows('delete from accounts where id = ? and user_id = ?', [id, userId], tx);
      tx.getUnitOfWork().unsetIdentity(account);
      return {
        account,
        transactionsDeleted: counts?.transactions ?? 0,
        statementsDeleted: counts?.statements ?? 0,
      };
    });
  }

  private async save(account: Account): Promise<void> {
    try {
      this.em.persist(account);
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw duplicate(account);
      }
      throw error;
    }
  }
}
