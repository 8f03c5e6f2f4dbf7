import {
  INSIGHT_RULES,
  addDays,
  budgetExceedDate,
  categorySpike,
  merchantDisplayName,
  monthStart,
  monthsBefore,
  shortDate,
  transactionsLink,
  unusuallyLarge,
} from '@garden/core';
import { BudgetsService } from '../budgets/budgets.service';
import { InsightFinder, NOT_SPENDING, money, type Ranked } from './insights.ranked';

/** The insights about spending: categories above their usual month, budgets running out, unusually large charges. */
export class SpendingInsights extends InsightFinder {
  /** Spending categories whose month so far is well above the median of their previous months. */
  async categorySpikes(userId: string, today: string): Promise<Ranked[]> {
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
  async budgetOverruns(userId: string, today: string): Promise<Ranked[]> {
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
  async largeTransactions(userId: string, today: string): Promise<Ranked[]> {
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
}
