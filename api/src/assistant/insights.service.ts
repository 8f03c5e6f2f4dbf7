import {
  AppError,
  CADENCE_RULES,
  INSIGHT_RULES,
  addDays,
  isSubscriptionSeries,
  merchantDisplayName,
  isChargeMissing,
  isIsoDate,
  shortDate,
  singaporeToday,
  transactionsLink,
} from '@garden/core';
import { RecurringService } from '../recurring/recurring.service';
import { InsightFinder, money, type InsightRecord, type Ranked } from './insights.ranked';
import { SpendingInsights } from './insights.spending';

export type { Figure, InsightRecord } from './insights.ranked';

export const INSIGHT_MESSAGES = {
  asOfInvalid: 'as_of must be a real day written YYYY-MM-DD',
} as const;

/**
 * The Garden Gnome's insights for one person, ranked. Each kind is one aggregate query over the
 * person's rows (through the (user_id, date) indexes), so the whole list stays fast on a long history.
 */
export class InsightsService extends InsightFinder {
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
    const spending = new SpendingInsights(this.em, this.now);
    const found = (
      await Promise.all([
        this.recurringInsights(userId, today),
        this.duplicates(userId, today),
        spending.categorySpikes(userId, today),
        spending.budgetOverruns(userId, today),
        spending.largeTransactions(userId, today),
        this.cpfContributions(userId, today),
      ])
    ).flat();
    return found
      .sort((a, b) => b.weight - a.weight || b.size - a.size || (a.id < b.id ? -1 : 1))
      .slice(0, INSIGHT_RULES.maxInsights)
      .map(({ weight: _weight, size: _size, ...insight }) => insight);
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
