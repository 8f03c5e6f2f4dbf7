import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  CHAT_EXAMPLES,
  CHAT_FALLBACK,
  CHAT_MESSAGES,
  CHAT_MESSAGE_MAX,
  containsPattern,
  formatCents,
  parseQuestion,
  shortDate,
  transactionsLink,
  type ChatPeriod,
  type ChatQuery,
} from '@garden/core';
import { AssetsService } from '../assets/assets.service';
import { BudgetsService } from '../budgets/budgets.service';
import { RecurringService } from '../recurring/recurring.service';
import { InsightsService, type Figure } from './insights.service';

export interface ChatAnswer {
  answer: string;
  figures: Figure[];
  /** What was asked of the data; null when the question was not understood. */
  query: ChatQuery | null;
  /** Where to see the transactions behind the answer; null when there is no such place. */
  link: string | null;
  /** Questions the Gnome can answer: given with the fallback. */
  examples: string[];
}

const money = (cents: number, currency: string): string =>
  `${currency === 'SGD' ? 'S$' : `${currency} `}${formatCents(cents)}`;

/** "S$12.00" or "S$12.00 and USD 3.00": sums in more than one currency are never added together. */
const amounts = (sums: readonly { cents: number; currency: string }[]): string =>
  sums.length === 0 ? money(0, 'SGD') : sums.map((sum) => money(sum.cents, sum.currency)).join(' and ');

interface Scope {
  categoryId: string | null;
  accountId: string | null;
  merchant: string | null;
}

/** The person's rows of one sign in the period, narrowed to the question's category, account or merchant. */
function scopedFilter(
  userId: string,
  sign: string,
  period: ChatPeriod,
  scope: Scope,
): { where: string[]; params: unknown[] } {
  const where = ['t.user_id = ?', sign, 't.date between ?::date and ?::date'];
  const params: unknown[] = [userId, period.startDate, period.endDate];
  if (scope.categoryId) {
    where.push('t.category_id = ?');
    params.push(scope.categoryId);
  }
  if (scope.accountId) {
    where.push('t.account_id = ?');
    params.push(scope.accountId);
  }
  if (scope.merchant) {
    where.push('(t.merchant_key ilike ? or t.description ilike ?)');
    params.push(containsPattern(scope.merchant), containsPattern(scope.merchant));
  }
  return { where, params };
}

/**
 * "Ask the Gnome": the core grammar reads the question; each intent is one aggregate query on the
 * person's own rows. No language model and no network: every figure comes from PostgreSQL.
 */
export class ChatService {
  constructor(
    private readonly em: EntityManager,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  async ask(userId: string, input: { message?: unknown; asOf?: unknown }): Promise<ChatAnswer> {
    const message = typeof input.message === 'string' ? input.message.trim() : '';
    if (!message)
      throw new AppError('BAD_USER_INPUT', CHAT_MESSAGES.messageRequired, { message: CHAT_MESSAGES.messageRequired });
    if (message.length > CHAT_MESSAGE_MAX)
      throw new AppError('BAD_USER_INPUT', CHAT_MESSAGES.messageTooLong, { message: CHAT_MESSAGES.messageTooLong });
    const today = new InsightsService(this.em, this.now).today(input.asOf);
    const [categories, accounts] = await Promise.all([
      this.rows<{ id: string; name: string }>(
        `select id, name from categories where (user_id = ? or (user_id is null and is_system)) and is_active
         order by is_system, name`,
        [userId],
      ),
      this.rows<{ id: string; name: string; institution: string; last4: string | null }>(
        `select id, name, institution, account_number_last4 as last4 from accounts where user_id = ? order by name, id`,
        [userId],
      ),
    ]);
    const query = parseQuestion(message, { categories, accounts }, today);
    if (!query) return { answer: CHAT_FALLBACK, figures: [], query: null, link: null, examples: [...CHAT_EXAMPLES] };
    const answered = await this.answer(userId, query, today);
    return { ...answered, query, examples: [] };
  }

  private answer(userId: string, query: ChatQuery, today: string): Promise<Omit<ChatAnswer, 'query' | 'examples'>> {
    switch (query.intent) {
      case 'spending':
      case 'income':
        return this.total(userId, query, query.intent);
      case 'compare':
        return this.compare(userId, query);
      case 'biggest_expenses':
        return this.biggest(userId, query);
      case 'budget_left':
        return this.budgetLeft(userId, query, today);
      case 'subscriptions':
        return this.subscriptions(userId);
      case 'net_worth':
        return this.netWorth(userId);
    }
  }

  /** Money out (or in) over a period within the scope, per currency, through the (user_id, date) indexes. */
  private async sums(
    userId: string,
    measure: 'spending' | 'income',
    period: ChatPeriod,
    scope: Scope,
  ): Promise<{ cents: number; currency: string; count: number }[]> {
    const { where, params } = scopedFilter(
      userId,
      measure === 'spending' ? 't.amount_cents < 0' : 't.amount_cents > 0',
      period,
      scope,
    );
    const rows = await this.rows<{ cents: string; currency: string; count: string }>(
      `select abs(sum(t.amount_cents)) as cents, t.currency, count(*) as count from transactions t
       where ${where.join(' and ')} group by t.currency order by t.currency`,
      params,
    );
    return rows.map((row) => ({ cents: Number(row.cents), currency: row.currency, count: Number(row.count) }));
  }

  private scopeOf(query: ChatQuery): Scope {
    return { categoryId: query.category?.id ?? null, accountId: query.account?.id ?? null, merchant: query.merchant };
  }

  /** "on Food & Dining at GRAB from DBS Live Fresh" as the question set it. */
  private scopeWords(query: ChatQuery): string {
    return [
      query.category ? ` on ${query.category.name}` : '',
      query.merchant ? ` at ${query.merchant}` : '',
      query.account ? ` from ${query.account.name}` : '',
    ].join('');
  }

  private link(query: ChatQuery, period: ChatPeriod | null, type: 'income' | 'expenses'): string {
    return transactionsLink({
      categoryId: query.category?.id,
      accountId: query.account?.id,
      search: query.merchant,
      startDate: period?.startDate,
      endDate: period?.endDate,
      type,
    });
  }

  private async total(userId: string, query: ChatQuery, measure: 'spending' | 'income') {
    const period = query.period!;
    const sums = await this.sums(userId, measure, period, this.scopeOf(query));
    const count = sums.reduce((total, sum) => total + sum.count, 0);
    const verb = measure === 'spending' ? 'You spent' : 'You received';
    const label = measure === 'spending' ? 'Spent' : 'Received';
    return {
      answer: `${verb} ${amounts(sums)}${this.scopeWords(query)} ${period.label} (${count} transaction${count === 1 ? '' : 's'}).`,
      figures: (sums.length ? sums : [{ cents: 0, currency: 'SGD' }]).map((sum) => ({
        label: `${label} ${period.label}`,
        amountCents: sum.cents,
        currency: sum.currency,
      })),
      link: this.link(query, period, measure === 'spending' ? 'expenses' : 'income'),
    };
  }

  private async compare(userId: string, query: ChatQuery) {
    const [first, second] = [query.period!, query.comparePeriod!];
    const scope = this.scopeOf(query);
    const [now, then] = await Promise.all([
      this.sums(userId, query.measure, first, scope),
      this.sums(userId, query.measure, second, scope),
    ]);
    // A comparison is made in SGD (other currencies are not converted).
    const sgd = (sums: { cents: number; currency: string }[]) => sums.find((sum) => sum.currency === 'SGD')?.cents ?? 0;
    const a = sgd(now);
    const b = sgd(then);
    const difference = a - b;
    const verb = query.measure === 'spending' ? 'spent' : 'received';
    const change =
      difference === 0
        ? `the same as ${second.label}`
        : `${money(Math.abs(difference), 'SGD')} ${difference > 0 ? 'more' : 'less'} than ${second.label} (${money(b, 'SGD')})`;
    return {
      answer: `You ${verb} ${money(a, 'SGD')}${this.scopeWords(query)} ${first.label}, ${change}.`,
      figures: [
        { label: first.label, amountCents: a, currency: 'SGD' },
        { label: second.label, amountCents: b, currency: 'SGD' },
        { label: 'Difference', amountCents: difference, currency: 'SGD' },
      ],
      link: this.link(query, first, query.measure === 'spending' ? 'expenses' : 'income'),
    };
  }

  private async biggest(userId: string, query: ChatQuery) {
    const period = query.period!;
    const scope = this.scopeOf(query);
    const { where, params } = scopedFilter(userId, 't.amount_cents < 0', period, scope);
    params.push(query.limit);
    const rows = await this.rows<{ description: string; date: string; cents: string; currency: string }>(
      `select t.description, to_char(t.date, 'YYYY-MM-DD') as date, -t.amount_cents as cents, t.currency
       from transactions t where ${where.join(' and ')}
       order by t.amount_cents, t.date desc, t.id limit ?`,
      params,
    );
    const figures = rows.map((row) => ({
      label: `${row.description} (${shortDate(row.date)})`,
      amountCents: Number(row.cents),
      currency: row.currency,
    }));
    return {
      answer:
        figures.length === 0
          ? `No expenses${this.scopeWords(query)} ${period.label}.`
          : `Your ${figures.length === 1 ? 'biggest expense' : `${figures.length} biggest expenses`}${this.scopeWords(query)} ${period.label}: ${figures
              .map((figure) => `${figure.label} ${money(figure.amountCents, figure.currency)}`)
              .join('; ')}.`,
      figures,
      link: this.link(query, period, 'expenses'),
    };
  }

  private async budgetLeft(userId: string, query: ChatQuery, today: string) {
    const budgets = (await new BudgetsService(this.em, this.now).spending(userId, { asOf: today })).filter(
      (budget) => !query.category || budget.categoryId === query.category.id,
    );
    if (budgets.length === 0)
      return {
        answer: query.category ? `You have no budget for ${query.category.name} yet.` : 'You have no budgets yet.',
        figures: [],
        link: '/budgets',
      };
    const figures = budgets.map((budget) => ({
      label: `${budget.categoryName} (${budget.period}) left`,
      amountCents: budget.remainingCents,
      currency: budget.currency,
    }));
    const lines = budgets.map(
      (budget) =>
        `${budget.categoryName} ${budget.period}: ${budget.remainingCents >= 0 ? `${money(budget.remainingCents, budget.currency)} left` : `${money(-budget.remainingCents, budget.currency)} over`} of ${money(budget.amountCents, budget.currency)} (spent ${money(budget.spentCents, budget.currency)})`,
    );
    const only = budgets.length === 1 ? budgets[0] : undefined;
    return {
      answer: `Budgets this period: ${lines.join('; ')}.`,
      figures,
      link: only
        ? transactionsLink({
            categoryId: only.categoryId,
            startDate: only.startDate,
            endDate: only.endDate,
            type: 'expenses',
          })
        : '/budgets',
    };
  }

  private async subscriptions(userId: string) {
    const series = (await new RecurringService(this.em).list(userId)).filter(
      (one) => one.isSubscription && (one.status === 'detected' || one.status === 'confirmed'),
    );
    if (series.length === 0)
      return { answer: 'I found no subscriptions in your transactions.', figures: [], link: '/recurring' };
    const byCurrency = new Map<string, number>();
    for (const one of series) byCurrency.set(one.currency, (byCurrency.get(one.currency) ?? 0) + one.yearlyCostCents);
    const totals = [...byCurrency.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    return {
      answer: `You have ${series.length} subscription${series.length === 1 ? '' : 's'} costing ${totals
        .map(
          ([currency, cents]) =>
            `${money(cents, currency)} a year (${money(Math.round(cents / 12), currency)} a month)`,
        )
        .join(
          ' and ',
        )}: ${series.map((one) => `${one.merchant} ${money(one.typicalAmountCents, one.currency)} ${one.cadence}`).join(', ')}.`,
      figures: [
        ...series.map((one) => ({
          label: `${one.merchant} a year`,
          amountCents: one.yearlyCostCents,
          currency: one.currency,
        })),
        ...totals.map(([currency, cents]) => ({ label: 'Total a year', amountCents: cents, currency })),
      ],
      link: '/recurring',
    };
  }

  private async netWorth(userId: string) {
    const assets = await new AssetsService(this.em).breakdown(userId);
    const figures: Figure[] = [
      { label: 'Bank accounts', amountCents: assets.bankAccounts.totalCents, currency: assets.currency },
      { label: 'CPF', amountCents: assets.retirementAccounts.totalCents, currency: assets.currency },
      { label: 'Stocks', amountCents: assets.investments.totalCents, currency: assets.currency },
      { label: 'Owed on cards', amountCents: assets.creditCards.owedCents, currency: assets.currency },
      { label: 'Net worth', amountCents: assets.netWorthCents, currency: assets.currency },
    ];
    return {
      answer: `Your net worth is ${money(assets.netWorthCents, assets.currency)}: bank accounts ${money(assets.bankAccounts.totalCents, assets.currency)}, CPF ${money(assets.retirementAccounts.totalCents, assets.currency)} and stocks ${money(assets.investments.totalCents, assets.currency)}, less ${money(assets.creditCards.owedCents, assets.currency)} owed on cards.`,
      figures,
      link: '/assets',
    };
  }
}
