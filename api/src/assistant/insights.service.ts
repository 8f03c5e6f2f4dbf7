import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  CADENCE_RULES,
  INSIGHT_KIND_WEIGHT,
  INSIGHT_RULES,
  NON_SPENDING_SYSTEM_CATEGORIES,
  addDays,
  budgetExceedDate,
  categorySpike,
  formatCents,
  isSubscriptionSeries,
  merchantDisplayName,
  isChargeMissing,
  isIsoDate,
  monthStart,
  monthsBefore,
  shortDate,
  singaporeToday,
  transactionsLink,
  unusuallyLarge,
  type InsightKind,
} from '@garden/core';
import { BudgetsService } from '../budgets/budgets.service';
import { RecurringService } from '../recurring/recurring.service';

/** A money figure behind an insight or an answer: positive cents unless the label says otherwise. */
export interface Figure {
  label: string;
  amountCents: number;
  currency: string;
}

export interface InsightRecord {
  /** Stable for the same finding (kind and what it is about), so a dismissal can be remembered. */
  id: string;
  kind: InsightKind;
  headline: string;
  figures: Figure[];
  transactionIds: string[];
  link: string;
  /** The day the insight is about (a charge, an expected or projected day), when there is one. */
  date: string | null;
}

interface Ranked extends InsightRecord {
  weight: number;
  size: number;
}

const money = (cents: number, currency: string): string =>
  `${currency === 'SGD' ? 'S$' : `${currency} `}${formatCents(cents)}`;

/** The kinds of spending a category spike or a large charge is about (not transfers, income, investments, CPF). */
const NOT_SPENDING = JSON.stringify(NON_SPENDING_SYSTEM_CATEGORIES.filter((name) => name !== 'Uncategorized'));

export const INSIGHT_MESSAGES = {
  asOfInvalid: 'as_of must be a real day written YYYY-MM-DD',
} as const;

/**
 * The Garden Gnome's insights for one person, ranked. Each kind is one aggregate query over the
 * person's rows (through the (user_id, date) indexes), so the whole list stays fast on a long history.
 */
export class InsightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  /** The day insights are worked out for: asOf (YYYY-MM-DD) or today in Singapore. */
  today(asOf: unknown): string {
    if (asOf === undefined || asOf === null || asOf === '') return singaporeToday(this.now());
    if (typeof asOf !== 'string' || !isIsoDate(asOf))
      throw new AppError('BAD_USER_INPUT', INSIGHT_MESSAGES.asOfInvalid, { asOf: INSIGHT_MESSAGES.asOfInvalid });
    return asOf;
  }

  async list(userId: string, asOf?: unknown): Promise<InsightRecord[]> {
    const today = this.today(asOf);
    await new RecurringService(this.em).refresh(userId);
    const found = (
      await Promise.all([
        this.recurringInsights(userId, today),
        this.duplicates(userId, today),
        this.categorySpikes(userId, today),
        this.budgetOverruns(userId, today),
        this.largeTransactions(userId, today),
        this.cpfContributions(userId, today),
      ])
    ).flat();
    return found
      .sort((a, b) => b.weight - a.weight || b.size - a.size || (a.id < b.id ? -1 : 1))
      .slice(0, INSIGHT_RULES.maxInsights)
      .map(({ weight: _weight, size: _size, ...insight }) => insight);
  }

  private insight(kind: InsightKind, key: string, size: number, fields: Omit<InsightRecord, 'id' | 'kind'>): Ranked {
    return { id: `${kind}:${key}`, kind, weight: INSIGHT_KIND_WEIGHT[kind], size, ...fields };
  }

  /** Price rises, new series and missing charges, from the stored series (running ones only). */
  private async recurringInsights(userId: string, today: string): Promise<Ranked[]> {
    const [series, [latest]] = await Promise.all([
      this.rows<{
        id: string;
        merchant_key: string;
        currency: string;
        cadence: keyof typeof CADENCE_RULES;
        typical_amount_cents: string;
        yearly_cost_cents: string;
        last_date: string;
        next_expected_date: string;
        recurring_since: string;
        fixed_price: boolean;
        category_name: string | null;
        status: string;
        price_changes: { date: string; transactionId: string; fromCents: number; toCents: number }[];
        transaction_ids: string[];
      }>(
        `select s.id, s.merchant_key, s.currency, s.cadence, s.typical_amount_cents, s.yearly_cost_cents,
           to_char(s.last_date, 'YYYY-MM-DD') as last_date, to_char(s.next_expected_date, 'YYYY-MM-DD') as next_expected_date,
           to_char(s.recurring_since, 'YYYY-MM-DD') as recurring_since, s.fixed_price, c.name as category_name, s.status,
           s.price_changes, s.transaction_ids
         from recurring_series s left join categories c on c.id = s.category_id
         where s.user_id = ? and s.status in ('detected', 'confirmed')`,
        [userId],
      ),
      this.rows<{ latest: string | null }>(
        `select to_char(max(date), 'YYYY-MM-DD') as latest from transactions where user_id = ? and date <= ?`,
        [userId, today],
      ),
    ]);
    const found: Ranked[] = [];
    for (const one of series) {
      const merchant = merchantDisplayName(one.merchant_key);
      const link = transactionsLink({ search: one.merchant_key, type: 'expenses' });
      const typical = Number(one.typical_amount_cents);
      const perYear = CADENCE_RULES[one.cadence].perYear;
      const rise = one.price_changes[one.price_changes.length - 1];
      if (
        rise &&
        rise.toCents > rise.fromCents &&
        isSubscriptionSeries(one.fixed_price, one.category_name) &&
        rise.date <= today &&
        addDays(rise.date, INSIGHT_RULES.priceIncreaseRecentDays) >= today
      ) {
        const index = one.transaction_ids.indexOf(rise.transactionId);
        const percent = Math.round(((rise.toCents - rise.fromCents) * 1000) / rise.fromCents) / 10;
        found.push(
          this.insight('price_increase', `${one.id}:${rise.date}`, (rise.toCents - rise.fromCents) * perYear, {
            headline: `${merchant} went up from ${money(rise.fromCents, one.currency)} to ${money(rise.toCents, one.currency)} (+${percent}%) on ${shortDate(rise.date)}`,
            figures: [
              { label: 'Before', amountCents: rise.fromCents, currency: one.currency },
              { label: 'Now', amountCents: rise.toCents, currency: one.currency },
              { label: 'Extra a year', amountCents: (rise.toCents - rise.fromCents) * perYear, currency: one.currency },
            ],
            transactionIds: one.transaction_ids.slice(Math.max(0, index - 1), index + 1),
            link,
            date: rise.date,
          }),
        );
      }
      if (
        one.status === 'detected' &&
        one.recurring_since <= today &&
        addDays(one.recurring_since, INSIGHT_RULES.newRecurringDays) >= today
      ) {
        found.push(
          this.insight('new_recurring', one.id, Number(one.yearly_cost_cents), {
            headline: `New ${one.cadence} payment: ${merchant}, ${money(typical, one.currency)} (${money(Number(one.yearly_cost_cents), one.currency)} a year)`,
            figures: [
              { label: 'Typical charge', amountCents: typical, currency: one.currency },
              { label: 'Yearly cost', amountCents: Number(one.yearly_cost_cents), currency: one.currency },
            ],
            transactionIds: one.transaction_ids,
            link,
            date: one.recurring_since,
          }),
        );
      }
      if (isChargeMissing(one.cadence, one.next_expected_date, today, latest?.latest ?? null)) {
        found.push(
          this.insight('missing_charge', `${one.id}:${one.next_expected_date}`, typical, {
            headline: `${merchant} usually charges ${money(typical, one.currency)} around ${shortDate(one.next_expected_date)}; no charge since ${shortDate(one.last_date)}`,
            figures: [{ label: 'Expected charge', amountCents: typical, currency: one.currency }],
            transactionIds: one.transaction_ids.slice(-1),
            link,
            date: one.next_expected_date,
          }),
        );
      }
    }
    return found;
  }

  /** The same merchant and amount charged twice within a few days, when that pair is no habit. */
  private async duplicates(userId: string, today: string): Promise<Ranked[]> {
    // Neighbours of the same merchant and amount among the recent rows first (an index-only scan of the
    // (user_id, date) charges index), then the habit count for the few pairs found. The pairs are materialized so
    // the planner costs the habit count per pair rather than per recent row: that estimate (millions) used to
    // switch on JIT compilation, which took ~150 ms of a ~190 ms query on 200,000 rows.
    const recentFrom = addDays(today, -INSIGHT_RULES.duplicateRecentDays - INSIGHT_RULES.duplicateWindowDays);
    const rows = await this.rows<{
      id: string;
      previous_id: string;
      date: string;
      previous_date: string;
      merchant_key: string;
      cents: string;
      currency: string;
    }>(
      `with pairs as materialized (
         select id, previous_id, date, previous_date, merchant_key, amount_cents, currency
         from (
           select id, date, merchant_key, amount_cents, currency,
             lag(id) over same as previous_id, lag(date) over same as previous_date
           from transactions
           where user_id = ? and amount_cents <= ? and date between ?::date and ?::date
           window same as (partition by merchant_key, amount_cents, currency order by date, id)
         ) neighbours
         where previous_id is not null and date - previous_date <= ? and date >= ?::date
       )
       select p.id, p.previous_id, to_char(p.date, 'YYYY-MM-DD') as date,
         to_char(p.previous_date, 'YYYY-MM-DD') as previous_date, p.merchant_key, -p.amount_cents as cents, p.currency
       from pairs p
       where (
         select count(*) from transactions t
         where t.user_id = ? and t.merchant_key = p.merchant_key and t.amount_cents = p.amount_cents
           and t.currency = p.currency and t.date between ?::date and ?::date
       ) <= ?`,
      [
        userId,
        -INSIGHT_RULES.duplicateMinimumCents,
        recentFrom,
        today,
        INSIGHT_RULES.duplicateWindowDays,
        addDays(today, -INSIGHT_RULES.duplicateRecentDays),
        userId,
        addDays(today, -INSIGHT_RULES.duplicateHabitDays),
        today,
        INSIGHT_RULES.duplicateHabitMaximum,
      ],
    );
    return rows.map((row) => {
      const cents = Number(row.cents);
      const merchant = merchantDisplayName(row.merchant_key);
      const sameDay = row.date === row.previous_date;
      return this.insight('duplicate_charge', `${row.previous_id}:${row.id}`, cents, {
        headline: `Possible double charge: ${merchant} ${money(cents, row.currency)} twice ${sameDay ? `on ${shortDate(row.date)}` : `on ${shortDate(row.previous_date)} and ${shortDate(row.date)}`}`,
        figures: [{ label: 'Charged twice', amountCents: cents, currency: row.currency }],
        transactionIds: [row.previous_id, row.id],
        link: transactionsLink({ search: row.merchant_key, startDate: row.previous_date, endDate: row.date }),
        date: row.date,
      });
    });
  }

  /** Spending categories whose month so far is well above the median of their previous months. */
  private async categorySpikes(userId: string, today: string): Promise<Ranked[]> {
    const thisMonth = today.slice(0, 7);
    const earliest = monthStart(today, INSIGHT_RULES.spikeMonths);
    const [[history], totals] = await Promise.all([
      this.rows<{ first: string | null }>(
        `select to_char(min(date), 'YYYY-MM-DD') as first from transactions where user_id = ?`,
        [userId],
      ),
      this.rows<{ category_id: string; category_name: string; month: string; spent: string }>(
        `select t.category_id, c.name as category_name, to_char(t.date, 'YYYY-MM') as month, -sum(t.amount_cents) as spent
         from transactions t join categories c on c.id = t.category_id
         where t.user_id = ? and t.amount_cents < 0 and t.currency = 'SGD' and t.date between ?::date and ?::date
           and not (c.is_system and c.name in (select jsonb_array_elements_text(?::jsonb)))
         group by t.category_id, c.name, to_char(t.date, 'YYYY-MM')`,
        [userId, earliest, today, NOT_SPENDING],
      ),
    ]);
    if (!history?.first) return [];
    // Months of history before this one, the first transaction's month included, newest first.
    const previous = monthsBefore(today, INSIGHT_RULES.spikeMonths).filter(
      (month) => month >= history.first!.slice(0, 7),
    );
    const byCategory = new Map<string, { name: string; months: Map<string, number> }>();
    for (const row of totals) {
      const entry = byCategory.get(row.category_id) ?? { name: row.category_name, months: new Map<string, number>() };
      entry.months.set(row.month, Number(row.spent));
      byCategory.set(row.category_id, entry);
    }
    const found: Ranked[] = [];
    for (const [categoryId, { name, months }] of byCategory) {
      const current = months.get(thisMonth) ?? 0;
      const spike = categorySpike(
        current,
        previous.map((month) => months.get(month) ?? 0),
      );
      if (!spike) continue;
      const top = await this.rows<{ id: string }>(
        `select id from transactions where user_id = ? and category_id = ? and amount_cents < 0 and currency = 'SGD'
           and date between ?::date and ?::date order by amount_cents, date desc, id limit 10`,
        [userId, categoryId, `${thisMonth}-01`, today],
      );
      found.push(
        this.insight('category_spike', `${categoryId}:${thisMonth}`, current - spike.medianCents, {
          headline: `${name} is at ${money(current, 'SGD')} this month, ${Math.round(spike.ratio * 10) / 10}x your usual ${money(spike.medianCents, 'SGD')}`,
          figures: [
            { label: 'This month so far', amountCents: current, currency: 'SGD' },
            {
              label: `Usual month (median of ${Math.min(previous.length, INSIGHT_RULES.spikeMonths)})`,
              amountCents: spike.medianCents,
              currency: 'SGD',
            },
          ],
          transactionIds: top.map((row) => row.id),
          link: transactionsLink({ categoryId, startDate: `${thisMonth}-01`, endDate: today, type: 'expenses' }),
          date: null,
        }),
      );
    }
    return found;
  }

  /** Budgets that the spending pace so far will take over their amount before the period ends. */
  private async budgetOverruns(userId: string, today: string): Promise<Ranked[]> {
    const budgets = await new BudgetsService(this.em, this.now).spending(userId, { asOf: today });
    const found: Ranked[] = [];
    for (const budget of budgets) {
      if (budget.period === 'daily') continue;
      const date = budgetExceedDate(budget.spentCents, budget.amountCents, budget.startDate, budget.endDate, today);
      if (!date) continue;
      const top = await this.rows<{ id: string }>(
        `select id from transactions where user_id = ? and category_id = ? and amount_cents < 0 and currency = ?
           and date between ?::date and ?::date order by amount_cents, date desc, id limit 10`,
        [userId, budget.categoryId, budget.currency, budget.startDate, budget.endDate],
      );
      found.push(
        this.insight('budget_overrun', `${budget.id}:${budget.startDate}`, budget.amountCents, {
          headline: `At this pace your ${budget.period} ${budget.categoryName} budget of ${money(budget.amountCents, budget.currency)} runs out on ${shortDate(date)}`,
          figures: [
            { label: 'Budget', amountCents: budget.amountCents, currency: budget.currency },
            { label: 'Spent so far', amountCents: budget.spentCents, currency: budget.currency },
            { label: 'Left', amountCents: budget.amountCents - budget.spentCents, currency: budget.currency },
          ],
          transactionIds: top.map((row) => row.id),
          link: transactionsLink({
            categoryId: budget.categoryId,
            startDate: budget.startDate,
            endDate: budget.endDate,
            type: 'expenses',
          }),
          date,
        }),
      );
    }
    return found;
  }

  /** Charges of the last 30 days far above what the merchant (or else the category) usually charges. */
  private async largeTransactions(userId: string, today: string): Promise<Ranked[]> {
    const recentFrom = addDays(today, -INSIGHT_RULES.largeRecentDays + 1);
    const baselineFrom = addDays(recentFrom, -INSIGHT_RULES.largeBaselineDays);
    const rows = await this.rows<{
      id: string;
      date: string;
      merchant_key: string;
      category_id: string | null;
      category_name: string | null;
      cents: string;
      currency: string;
      merchant_count: string | null;
      merchant_median: string | null;
      category_count: string | null;
      category_median: string | null;
      category_max: string | null;
    }>(
      `with recent as (
         select t.id, t.date, t.merchant_key, t.category_id, c.name as category_name, -t.amount_cents as cents, t.currency
         from transactions t left join categories c on c.id = t.category_id
         where t.user_id = ? and t.amount_cents <= ? and t.date between ?::date and ?::date
           and not coalesce(c.is_system and c.name in (select jsonb_array_elements_text(?::jsonb)), false)
       ),
       baseline as (
         select merchant_key, category_id, currency, -amount_cents as cents from transactions
         where user_id = ? and amount_cents < 0 and date >= ?::date and date < ?::date
       ),
       by_merchant as (
         select merchant_key, currency, count(*) as n, percentile_disc(0.5) within group (order by cents) as median
         from baseline where merchant_key in (select merchant_key from recent) group by merchant_key, currency
       ),
       by_category as (
         select category_id, currency, count(*) as n, percentile_disc(0.5) within group (order by cents) as median,
           max(cents) as max
         from baseline where category_id in (select category_id from recent) group by category_id, currency
       )
       select r.id, to_char(r.date, 'YYYY-MM-DD') as date, r.merchant_key, r.category_id, r.category_name, r.cents,
         r.currency, m.n as merchant_count, m.median as merchant_median, k.n as category_count,
         k.median as category_median, k.max as category_max
       from recent r
       left join by_merchant m on m.merchant_key = r.merchant_key and m.currency = r.currency
       left join by_category k on k.category_id = r.category_id and k.currency = r.currency
       -- Only charges that could pass unusuallyLarge (it needs the multiple of the merchant's or the category's
       -- median): a month of charges is thousands of rows on a long history, and sending them all took longer
       -- than the query.
       where r.cents >= ? * least(coalesce(m.median, 0), coalesce(k.median, 0))`,
      [
        userId,
        -INSIGHT_RULES.largeMinimumCents,
        recentFrom,
        today,
        NOT_SPENDING,
        userId,
        baselineFrom,
        recentFrom,
        INSIGHT_RULES.largeMultiple,
      ],
    );
    const found: Ranked[] = [];
    for (const row of rows) {
      const cents = Number(row.cents);
      const large = unusuallyLarge(
        cents,
        { count: Number(row.merchant_count ?? 0), medianCents: Number(row.merchant_median ?? 0) },
        {
          count: Number(row.category_count ?? 0),
          medianCents: Number(row.category_median ?? 0),
          maxCents: Number(row.category_max ?? 0),
        },
      );
      if (!large) continue;
      const merchant = merchantDisplayName(row.merchant_key);
      const against = large.against === 'merchant' ? `at ${merchant}` : `for ${row.category_name ?? 'its category'}`;
      found.push(
        this.insight('large_transaction', row.id, cents, {
          headline: `${money(cents, row.currency)} at ${merchant} on ${shortDate(row.date)} is ${Math.round((cents / large.medianCents) * 10) / 10}x your usual ${money(large.medianCents, row.currency)} ${against}`,
          figures: [
            { label: 'This charge', amountCents: cents, currency: row.currency },
            {
              label: large.against === 'merchant' ? 'Usual at this merchant' : 'Usual in this category',
              amountCents: large.medianCents,
              currency: row.currency,
            },
          ],
          transactionIds: [row.id],
          link:
            large.against === 'merchant'
              ? transactionsLink({ search: row.merchant_key, type: 'expenses' })
              : transactionsLink({ categoryId: row.category_id, type: 'expenses' }),
          date: row.date,
        }),
      );
    }
    return found;
  }

  /** CPF auto-contributions due within the next week. */
  private async cpfContributions(userId: string, today: string): Promise<Ranked[]> {
    const rows = await this.rows<{
      id: string;
      account_type: string;
      date: string;
      cents: string;
      currency: string;
    }>(
      `select id, account_type, to_char(next_contribution_date, 'YYYY-MM-DD') as date, contribution_amount_cents as cents,
         currency
       from retirement_accounts
       where user_id = ? and is_auto_contribution_enabled and contribution_amount_cents is not null
         and next_contribution_date between ?::date and ?::date`,
      [userId, today, addDays(today, INSIGHT_RULES.cpfUpcomingDays)],
    );
    return rows.map((row) =>
      this.insight('cpf_contribution', `${row.id}:${row.date}`, Number(row.cents), {
        headline: `Your ${row.account_type} auto-contribution of ${money(Number(row.cents), row.currency)} is due on ${shortDate(row.date)}`,
        figures: [{ label: 'Contribution', amountCents: Number(row.cents), currency: row.currency }],
        transactionIds: [],
        link: '/assets',
        date: row.date,
      }),
    );
  }
}
