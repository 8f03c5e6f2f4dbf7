import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  BudgetError,
  BUDGET_PERIODS,
  NON_SPENDING_SYSTEM_CATEGORIES,
  budgetCreateSchema,
  budgetPercentage,
  budgetPeriodRange,
  budgetSpendingQuerySchema,
  budgetState,
  budgetUpdateSchema,
  isUuidText,
  parseOrThrow,
  singaporeToday,
  type BudgetPeriod,
  type BudgetPeriodRange,
  type BudgetState,
} from '@garden/core';
import { Category } from '../categories/category.entity';
import { requireVisible } from '../categories/visible-categories';
import { Budget } from './budget.entity';

/** A budget with its category, as every call returns it. */
export interface BudgetRecord {
  id: string;
  categoryId: string;
  categoryName: string;
  categoryIcon: string;
  categoryColor: string;
  period: BudgetPeriod;
  amountCents: number;
  currency: string;
  notificationThreshold: number;
  createdAt: Date;
  updatedAt: Date;
}

/** One budget measured over its period: spent is the money out of its category, as a positive amount. */
export interface BudgetSpendingRecord extends BudgetRecord {
  startDate: string;
  endDate: string;
  spentCents: number;
  /** amount - spent; negative when over. */
  remainingCents: number;
  percentage: number;
  state: BudgetState;
}

interface BudgetRow {
  id: string;
  category_id: string;
  category_name: string;
  category_icon: string;
  category_color: string;
  period: BudgetPeriod;
  amount_cents: string | number;
  currency: string;
  notification_threshold: number;
  created_at: Date | string;
  updated_at: Date | string;
}

interface SpendingRow extends BudgetRow {
  start_date: string;
  end_date: string;
  spent_cents: string | number;
}

const PERIOD_ORDER = `array_position(array[${BUDGET_PERIODS.map((period) => `'${period}'`).join(', ')}]::text[], b.period)`;

const BUDGET_COLUMNS = `b.id, b.category_id, c.name as category_name, c.icon as category_icon, c.color as category_color,
  b.period, b.amount_cents, b.currency, b.notification_threshold, b.created_at, b.updated_at`;

const SELECT = `select ${BUDGET_COLUMNS}
from budgets b
join categories c on c.id = b.category_id`;

const ORDER = `order by lower(c.name), c.id, ${PERIOD_ORDER}`;

function toRecord(row: BudgetRow): BudgetRecord {
  return {
    id: row.id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryIcon: row.category_icon,
    categoryColor: row.category_color,
    period: row.period,
    amountCents: Number(row.amount_cents),
    currency: row.currency,
    notificationThreshold: Number(row.notification_threshold),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

const notFound = (): BudgetError => new BudgetError('NOT_FOUND');

/** A statement's SQL and its bindings (the spending query, also run directly by tests). */
export interface SqlQuery {
  sql: string;
  params: unknown[];
}

/**
 * The spending of every budget of one user in one statement: each budget's days come from the list of
 * periods (its own kind's range, or the one range asked for), and spent sums the money out (amount_cents < 0)
 * of its category, in its currency, over those days, through the (user_id, category_id, date) index.
 */
export function spendingQuery(userId: string, ranges: Record<BudgetPeriod, BudgetPeriodRange>): SqlQuery {
  const values = BUDGET_PERIODS.map(() => '(?::text, ?::date, ?::date)').join(', ');
  const params: unknown[] = BUDGET_PERIODS.flatMap((period) => [
    period,
    ranges[period].startDate,
    ranges[period].endDate,
  ]);
  params.push(userId);
  const sql = `with periods (period, start_date, end_date) as (values ${values})
select ${BUDGET_COLUMNS}, to_char(p.start_date, 'YYYY-MM-DD') as start_date, to_char(p.end_date, 'YYYY-MM-DD') as end_date,
  coalesce((
    select -sum(t.amount_cents)
    from transactions t
    where t.user_id = b.user_id and t.category_id = b.category_id and t.currency = b.currency
      and t.amount_cents < 0 and t.date between p.start_date and p.end_date
  ), 0) as spent_cents
from budgets b
join categories c on c.id = b.category_id
join periods p on p.period = b.period
where b.user_id = ?
${ORDER}`;
  return { sql, params };
}

/**
 * Budgets of one user. Every read and change is scoped to the user: another user's budget (or category)
 * answers exactly like a missing one. Spent is computed in PostgreSQL on the calendar of Asia/Singapore.
 */
export class BudgetsService {
  constructor(
    private readonly em: EntityManager,
    /** The clock, so tests can stand on a period boundary. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(userId: string): Promise<BudgetRecord[]> {
    const rows = await this.rows<BudgetRow>(`${SELECT} where b.user_id = ? ${ORDER}`, [userId]);
    return rows.map(toRecord);
  }

  async get(userId: string, id: string): Promise<BudgetRecord> {
    if (!isUuidText(id)) throw notFound();
    const [row] = await this.rows<BudgetRow>(`${SELECT} where b.id = ? and b.user_id = ?`, [id, userId]);
    if (!row) throw notFound();
    return toRecord(row);
  }

  /**
   * The categories a budget can be set on: the user's active categories and the active system ones, except the
   * system categories that are not spending (transfers, income, interest, investments, refunds, CPF and
   * Uncategorized). System first, then by name, as the categories call lists them.
   */
  async budgetCategories(userId: string): Promise<Category[]> {
    return this.em.find(
      Category,
      {
        isActive: true,
        $or: [{ userId: null, isSystem: true, name: { $nin: [...NON_SPENDING_SYSTEM_CATEGORIES] } }, { userId }],
      },
      { orderBy: { isSystem: 'desc', name: 'asc', id: 'asc' } },
    );
  }

  async create(userId: string, input: unknown): Promise<BudgetRecord> {
    const data = parseOrThrow(budgetCreateSchema.safeParse(input ?? {}));
    const category = await this.requireBudgetCategory(userId, data.categoryId);
    const id = await this.saving(category, data.period, async () => {
      const budget = this.em.create(Budget, {
        userId,
        categoryId: category.id,
        period: data.period,
        amountCents: data.amountCents,
        currency: data.currency,
        notificationThreshold: data.notificationThreshold,
      });
      await this.em.flush();
      return budget.id;
    });
    return this.get(userId, id);
  }

  /** Changes a budget; moving it to another category or period must not meet another budget there. */
  async update(userId: string, id: string, input: unknown): Promise<BudgetRecord> {
    const data = parseOrThrow(budgetUpdateSchema.safeParse(input ?? {}));
    const budget = isUuidText(id) ? await this.em.findOne(Budget, { id, userId }) : null;
    if (!budget) throw notFound();
    const category =
      data.categoryId !== undefined && data.categoryId !== budget.categoryId
        ? await this.requireBudgetCategory(userId, data.categoryId)
        : await this.em.findOneOrFail(Category, { id: budget.categoryId });
    budget.categoryId = category.id;
    if (data.period !== undefined) budget.period = data.period;
    if (data.amountCents !== undefined) budget.amountCents = data.amountCents;
    if (data.notificationThreshold !== undefined) budget.notificationThreshold = data.notificationThreshold;
    if (data.currency !== undefined) budget.currency = data.currency;
    await this.saving(category, budget.period, () => this.em.flush());
    return this.get(userId, budget.id);
  }

  /** Deletes a budget and answers with what it was. */
  async delete(userId: string, id: string): Promise<BudgetRecord> {
    const budget = await this.get(userId, id);
    const deleted = await this.em.nativeDelete(Budget, { id: budget.id, userId });
    if (deleted === 0) throw notFound();
    return budget;
  }

  /** Each budget with what was spent in its current period (or in the days asked for). */
  async spending(userId: string, input: unknown): Promise<BudgetSpendingRecord[]> {
    const query = parseOrThrow(budgetSpendingQuerySchema.safeParse(input ?? {}));
    const day = query.asOf ?? singaporeToday(this.now());
    const ranges = Object.fromEntries(
      BUDGET_PERIODS.map((period) => [
        period,
        query.startDate && query.endDate
          ? { startDate: query.startDate, endDate: query.endDate }
          : budgetPeriodRange(period, day),
      ]),
    ) as Record<BudgetPeriod, BudgetPeriodRange>;
    const { sql, params } = spendingQuery(userId, ranges);
    const rows = await this.rows<SpendingRow>(sql, params);
    return rows.map((row) => {
      const budget = toRecord(row);
      const spentCents = Number(row.spent_cents);
      return {
        ...budget,
        startDate: row.start_date,
        endDate: row.end_date,
        spentCents,
        remainingCents: budget.amountCents - spentCents,
        percentage: budgetPercentage(spentCents, budget.amountCents),
        state: budgetState(spentCents, budget.amountCents, budget.notificationThreshold),
      };
    });
  }

  /** A category the user may set a budget on; another user's or a missing one is NOT_FOUND. */
  private async requireBudgetCategory(userId: string, categoryId: string): Promise<Category> {
    const category = await requireVisible(this.em, userId, categoryId, () => new BudgetError('CATEGORY_NOT_FOUND'));
    const spending =
      category.isActive &&
      !(category.isSystem && (NON_SPENDING_SYSTEM_CATEGORIES as readonly string[]).includes(category.name));
    if (!spending) {
      throw new BudgetError('CATEGORY_NOT_BUDGETABLE');
    }
    return category;
  }

  /** Runs a write; a second budget for the same category and period is a CONFLICT with a clear message. */
  private async saving<T>(category: Category, period: BudgetPeriod, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new BudgetError('DUPLICATE', period, category.name);
      }
      throw error;
    }
  }

  private rows<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }
}
