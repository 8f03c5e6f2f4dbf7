import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  AppError,
  parseOrThrow,
  CPF_ACTIVITY_MONTHS,
  RETIREMENT_ACCOUNT_TYPES,
  RETIREMENT_MESSAGES,
  cpfActivityLimitSchema,
  cpfBalanceAdjustmentDescription,
  cpfTransactionDescription,
  dayMonthsBack,
  isUuidText,
  monthOf,
  nextContributionDateFrom,
  nextContributionSettings,
  planCpfBalanceUpdate,
  retirementAccountCreateSchema,
  retirementAccountUpdateSchema,
  singaporeToday,
  type RetirementAccountType,
} from '@garden/core';
import { newManualTransaction } from '../transactions/manual-transaction';
import { CpfContribution, RetirementAccount } from './retirement-account.entity';
import { recordingAccount, requireCpfCategory } from './retirement.ledger';

/** A retirement account as every call returns it. */
export interface RetirementAccountRecord {
  id: string;
  accountType: RetirementAccountType;
  balanceCents: number;
  currency: string;
  isAutoContributionEnabled: boolean;
  contributionDay: number | null;
  contributionAmountCents: number | null;
  nextContributionDate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface CpfBalanceUpdateRecord {
  account: RetirementAccountRecord;
  transactionId: string | null;
}

/** One row of 'Recent CPF Activity': a CPF transaction, or a scheduled contribution recorded without one. */
export interface CpfActivityRecord {
  id: string;
  date: string;
  description: string;
  /** Signed: contributions positive, withdrawals negative. */
  amountCents: number;
  accountType: string;
  isIncome: boolean;
  notes: string | null;
  source: 'manual' | 'scheduled';
  transactionId: string | null;
}

interface ActivityRow {
  id: string;
  date: string;
  description: string;
  amount_cents: string | number;
  account_type: string;
  notes: string | null;
  source: 'manual' | 'scheduled';
  transaction_id: string | null;
}

export function toRetirementRecord(account: RetirementAccount): RetirementAccountRecord {
  return {
    id: account.id,
    accountType: account.accountType,
    balanceCents: Number(account.balanceCents),
    currency: account.currency,
    isAutoContributionEnabled: account.isAutoContributionEnabled,
    contributionDay: account.contributionDay,
    contributionAmountCents: account.contributionAmountCents === null ? null : Number(account.contributionAmountCents),
    nextContributionDate: account.nextContributionDate,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

/** The account types as SQL literals (constants, never user input). */
const CPF_TYPES_SQL = RETIREMENT_ACCOUNT_TYPES.map((type) => `'${type}'`).join(', ');

const notFound = (): AppError => new AppError('NOT_FOUND', RETIREMENT_MESSAGES.notFound);
const TYPE_ORDER = (type: string): number => (RETIREMENT_ACCOUNT_TYPES as readonly string[]).indexOf(type);
const byType = (a: RetirementAccount, b: RetirementAccount): number =>
  TYPE_ORDER(a.accountType) - TYPE_ORDER(b.accountType);

/**
 * CPF accounts of one user. Every call is scoped to the user: another user's
 * account answers exactly like a missing one. Days are those of Asia/Singapore.
 */
export class RetirementService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(userId: string): Promise<RetirementAccountRecord[]> {
    const accounts = await this.em.find(RetirementAccount, { userId });
    return accounts.sort(byType).map(toRetirementRecord);
  }

  /**
   * The bank account CPF balance updates are recorded in (a balance update needs one), or null, so the app can
   * say so before the person fills in the form.
   */
  async recordingAccount(userId: string): Promise<{ id: string; name: string; institution: string } | null> {
    const account = await recordingAccount(this.em, userId);
    return account ? { id: account.id, name: account.name, institution: account.institution } : null;
  }

  async get(userId: string, id: string): Promise<RetirementAccountRecord> {
    return toRetirementRecord(await this.find(this.em, userId, id));
  }

  async create(userId: string, input: unknown): Promise<RetirementAccountRecord> {
    const data = parseOrThrow(retirementAccountCreateSchema.safeParse(input ?? {}));
    const settings = nextContributionSettings(
      { isAutoContributionEnabled: false, contributionDay: null, contributionAmountCents: null },
      {
        isAutoContributionEnabled: data.isAutoContributionEnabled,
        contributionDay: data.contributionDay,
        contributionAmountCents: data.contributionAmountCents,
      },
    );
    if ('error' in settings) throw new AppError('BAD_USER_INPUT', settings.error, { contributionDay: settings.error });
    const today = singaporeToday(this.clock());
    // Its own unit of work: a refused insert (duplicate type) leaves nothing behind in the caller's.
    const em = this.em.fork({ keepTransactionContext: true });
    try {
      const account = em.create(RetirementAccount, {
        userId,
        accountType: data.accountType,
        balanceCents: data.balanceCents,
        currency: data.currency,
        ...settings,
        nextContributionDate:
          settings.contributionDay === null ? null : nextContributionDateFrom(settings.contributionDay, today),
      });
      await em.persistAndFlush(account);
      return toRetirementRecord(account);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        const message = RETIREMENT_MESSAGES.duplicate(data.accountType);
        throw new AppError('CONFLICT', message, { accountType: message });
      }
      throw error;
    }
  }

  /** Creates whichever of CPF-OA, CPF-SA and CPF-MA the user lacks (balance 0) and answers with all three. */
  async createCpfAccounts(userId: string): Promise<RetirementAccountRecord[]> {
    await this.em.getConnection().execute(
      `insert into retirement_accounts (user_id, account_type)
       values ${RETIREMENT_ACCOUNT_TYPES.map(() => '(?, ?)').join(', ')}
       on conflict (user_id, account_type) do nothing`,
      RETIREMENT_ACCOUNT_TYPES.flatMap((type) => [userId, type]),
    );
    return this.list(userId);
  }

  /**
   * Changes the balance or the auto-contribution settings. Switching on fills day 15 and amount 100 unless
   * given; switching off clears the day, the amount and the next date. While on, the next date is recomputed
   * so it stays the first scheduled day whose month has not been applied, counting from today, or from the
   * start of the month still pending (this month or an overdue one) when auto-contribution was already on: a
   * day moved earlier than today (15 -> 5 on the 10th) keeps this month's contribution due, and the next
   * scheduler run applies it, rather than silently skipping to next month. The row is locked so the scheduler
   * never works on a half-changed account.
   */
  async update(userId: string, id: string, input: unknown): Promise<RetirementAccountRecord> {
    const data = parseOrThrow(retirementAccountUpdateSchema.safeParse(input ?? {}));
    if (!isUuidText(id)) throw notFound();
    const account = await this.em.transactional(async (tx) => {
      const found = await tx.findOne(
        RetirementAccount,
        { id, userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!found) throw notFound();
      const settings = nextContributionSettings(found, {
        isAutoContributionEnabled: data.isAutoContributionEnabled,
        contributionDay: data.contributionDay,
        contributionAmountCents: data.contributionAmountCents,
      });
      if ('error' in settings) {
        throw new AppError('BAD_USER_INPUT', settings.error, { isAutoContributionEnabled: settings.error });
      }
      const today = singaporeToday(this.clock());
      // A month already due or still to come this month (or overdue: the scheduler was down) stays due.
      const pending =
        found.isAutoContributionEnabled &&
        found.nextContributionDate !== null &&
        monthOf(found.nextContributionDate) <= monthOf(today)
          ? `${monthOf(found.nextContributionDate)}-01`
          : undefined;
      if (data.balanceCents !== undefined) found.balanceCents = data.balanceCents;
      found.isAutoContributionEnabled = settings.isAutoContributionEnabled;
      found.contributionDay = settings.contributionDay;
      found.contributionAmountCents = settings.contributionAmountCents;
      found.nextContributionDate =
        settings.contributionDay === null
          ? null
          : await this.nextDate(tx, found.id, settings.contributionDay, pending ?? today);
      return found;
    });
    return toRetirementRecord(account);
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!isUuidText(id)) throw notFound();
    const deleted = await this.em.nativeDelete(RetirementAccount, { id, userId });
    if (deleted === 0) throw notFound();
  }

  /**
   * The balance update modal: validates, then in one database transaction records the
   * change as a transaction in the CPF category of the account type (contribution or a higher balance is
   * income, a withdrawal or a lower balance an expense) in the user's bank account, and sets the new balance.
   */
  async updateBalance(userId: string, input: unknown): Promise<CpfBalanceUpdateRecord> {
    const record = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const accountId = typeof record.accountId === 'string' ? record.accountId : '';
    if (!isUuidText(accountId)) throw notFound();
    return this.em.transactional(async (tx) => {
      const account = await tx.findOne(
        RetirementAccount,
        { id: accountId, userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!account) throw notFound();
      const today = singaporeToday(this.clock());
      const plan = planCpfBalanceUpdate(Number(account.balanceCents), record, today);
      if ('message' in plan) throw new AppError('BAD_USER_INPUT', plan.message, { [plan.field]: plan.message });
      const category = await requireCpfCategory(tx, account.accountType);
      const bank = await recordingAccount(tx, userId);
      // Only an SGD deposit account can hold it (see recordingAccount): none is the spec's message.
      if (!bank) throw new AppError('BAD_USER_INPUT', RETIREMENT_MESSAGES.noBankAccount);
      const income = plan.deltaCents > 0;
      const transaction = newManualTransaction(tx, {
        userId,
        accountId: bank.id,
        categoryId: category.id,
        // Chosen by this screen: locked, so no re-categorisation ever moves it out of CPF.
        categorySource: 'user',
        date: plan.date ?? today,
        // A new balance set on the account is an adjustment either way; only added ones are contributions.
        description:
          plan.mode === 'set_balance'
            ? cpfBalanceAdjustmentDescription(account.accountType)
            : cpfTransactionDescription(account.accountType, income),
        amountCents: plan.deltaCents,
        currency: bank.currency,
        notes: plan.notes,
      });
      account.balanceCents = plan.newBalanceCents;
      await tx.flush();
      return { account: toRetirementRecord(account), transactionId: transaction.id };
    });
  }

  /**
   * 'Recent CPF Activity': the user's transactions in the three CPF system categories from six months back
   * (Singapore days), and scheduled contributions recorded without a transaction (the user had no bank
   * account then), newest first. A scheduled contribution whose transaction the user deleted shows nothing.
   */
  async activity(userId: string, rawLimit: unknown): Promise<CpfActivityRecord[]> {
    const limit = parseOrThrow(cpfActivityLimitSchema.safeParse(rawLimit));
    const since = dayMonthsBack(singaporeToday(this.clock()), CPF_ACTIVITY_MONTHS);
    const rows = await this.em.getConnection().execute<ActivityRow[]>(
      `select id, to_char(day, 'YYYY-MM-DD') as date, description, amount_cents, account_type, notes, source, transaction_id
       from (
         select t.id, t.date as day, t.created_at, t.description, t.amount_cents, c.name as account_type, t.notes,
           case when exists (select 1 from cpf_contributions cc where cc.transaction_id = t.id)
             then 'scheduled' else 'manual' end as source,
           t.id as transaction_id
         from transactions t
         join categories c on c.id = t.category_id
         where t.user_id = ? and c.user_id is null and c.is_system and c.name in (${CPF_TYPES_SQL}) and t.date >= ?
         union all
         select cc.id, cc.scheduled_date, cc.applied_at, ra.account_type || ' scheduled contribution', cc.amount_cents,
           ra.account_type, null, 'scheduled', null
         from cpf_contributions cc
         join retirement_accounts ra on ra.id = cc.retirement_account_id
         where cc.user_id = ? and cc.recorded_without_transaction and cc.transaction_id is null
           and cc.scheduled_date >= ?
       ) activity
       order by day desc, created_at desc, id desc
       limit ?`,
      [userId, since, userId, since, limit],
    );
    return rows.map((row) => {
      const amountCents = Number(row.amount_cents);
      return {
        id: row.id,
        date: row.date,
        description: row.description,
        amountCents,
        accountType: row.account_type,
        isIncome: amountCents > 0,
        notes: row.notes,
        source: row.source,
        transactionId: row.transaction_id,
      };
    });
  }

  private async find(em: EntityManager, userId: string, id: string): Promise<RetirementAccount> {
    const account = isUuidText(id) ? await em.findOne(RetirementAccount, { id, userId }) : null;
    if (!account) throw notFound();
    return account;
  }

  /** The first scheduled date on or after `fromDay` whose month has no ledger row yet. */
  private async nextDate(em: EntityManager, accountId: string, day: number, fromDay: string): Promise<string> {
    const applied = await em.find(
      CpfContribution,
      { retirementAccountId: accountId, month: { $gte: monthOf(fromDay) } },
      { fields: ['month'] },
    );
    const months = new Set(applied.map((row) => row.month));
    return nextContributionDateFrom(day, fromDay, (month) => months.has(month));
  }
}
