import { Field, ID, Int, ObjectType } from 'type-graphql';
import { centsToDecimal, centsToNumber } from '@garden/core';
import type { RecurringSeriesRecord, RecurringTotals } from './recurring.service';

@ObjectType('RecurringPriceChange', { simpleResolvers: true, description: 'A change of a series’ amount.' })
export class RecurringPriceChangeView {
  @Field({ description: 'YYYY-MM-DD of the first charge at the new amount' })
  date!: string;

  @Field({ description: 'The amount before, an exact positive decimal such as "15.98".' })
  from!: string;

  @Field({ description: 'The amount after.' })
  to!: string;
}

@ObjectType('RecurringSeries', {
  simpleResolvers: true,
  description: 'A recurring payment: charges at one merchant on a regular cadence, found in your transactions.',
})
export class RecurringSeriesView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The merchant as people read it, e.g. "Netflix".' })
  merchant!: string;

  @Field({ description: 'The normalised merchant key the transactions share.' })
  merchantKey!: string;

  @Field(() => ID, { nullable: true, description: 'The category of the latest charge.' })
  categoryId!: string | null;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field({ description: 'weekly, fortnightly, monthly, quarterly or yearly' })
  cadence!: string;

  @Field({ description: 'A usual charge as an exact positive decimal: the latest price, or a varying bill’s median.' })
  typicalAmount!: string;

  @Field()
  currency!: string;

  @Field({ description: 'YYYY-MM-DD' })
  firstDate!: string;

  @Field({ description: 'YYYY-MM-DD of the latest charge' })
  lastDate!: string;

  @Field({ description: 'YYYY-MM-DD one period after the latest charge' })
  nextExpectedDate!: string;

  @Field({ description: 'typicalAmount times the charges in a year' })
  yearlyCost!: string;

  @Field({ description: 'yearlyCost / 12, rounded to the cent' })
  monthlyCost!: string;

  @Field(() => Int)
  occurrences!: number;

  @Field({ description: 'Charged at a fixed price (or filed under Subscriptions); not rent, insurance or a bill.' })
  isSubscription!: boolean;

  @Field({ description: 'detected, confirmed, dismissed or ended' })
  status!: string;

  @Field(() => [RecurringPriceChangeView])
  priceChanges!: RecurringPriceChangeView[];

  @Field(() => [ID], { description: 'The charges of the series, oldest first.' })
  transactionIds!: string[];
}

@ObjectType('RecurringTotal', { simpleResolvers: true, description: 'What the running series cost, in one currency.' })
export class RecurringTotalView {
  @Field()
  currency!: string;

  @Field()
  monthlyCost!: string;

  @Field()
  yearlyCost!: string;
}

@ObjectType('RecurringPayments', { simpleResolvers: true })
export class RecurringPaymentsView {
  @Field(() => [RecurringSeriesView], { description: 'Running series first, then by yearly cost.' })
  series!: RecurringSeriesView[];

  @Field(() => [RecurringTotalView], { description: 'Totals of the detected and confirmed series.' })
  totals!: RecurringTotalView[];
}

export function toRecurringSeriesView(series: RecurringSeriesRecord): RecurringSeriesView {
  return {
    id: series.id,
    merchant: series.merchant,
    merchantKey: series.merchantKey,
    categoryId: series.categoryId,
    category: series.categoryName,
    cadence: series.cadence,
    typicalAmount: centsToDecimal(series.typicalAmountCents),
    currency: series.currency,
    firstDate: series.firstDate,
    lastDate: series.lastDate,
    nextExpectedDate: series.nextExpectedDate,
    yearlyCost: centsToDecimal(series.yearlyCostCents),
    monthlyCost: centsToDecimal(Math.round(series.yearlyCostCents / 12)),
    occurrences: series.occurrences,
    isSubscription: series.isSubscription,
    status: series.status,
    priceChanges: series.priceChanges.map((change) => ({
      date: change.date,
      from: centsToDecimal(change.fromCents),
      to: centsToDecimal(change.toCents),
    })),
    transactionIds: series.transactionIds,
  };
}

export function toRecurringTotalView(total: RecurringTotals): RecurringTotalView {
  return {
    currency: total.currency,
    monthlyCost: centsToDecimal(total.monthlyCostCents),
    yearlyCost: centsToDecimal(total.yearlyCostCents),
  };
}

/** REST shape of a recurring series (snake_case; amounts as JSON numbers with at most two decimals). */
export function recurringSeriesJson(series: RecurringSeriesRecord): Record<string, unknown> {
  return {
    id: series.id,
    merchant: series.merchant,
    merchant_key: series.merchantKey,
    category_id: series.categoryId,
    category: series.categoryName,
    cadence: series.cadence,
    typical_amount: centsToNumber(series.typicalAmountCents),
    currency: series.currency,
    first_date: series.firstDate,
    last_date: series.lastDate,
    next_expected_date: series.nextExpectedDate,
    yearly_cost: centsToNumber(series.yearlyCostCents),
    monthly_cost: centsToNumber(Math.round(series.yearlyCostCents / 12)),
    occurrences: series.occurrences,
    is_subscription: series.isSubscription,
    status: series.status,
    price_changes: series.priceChanges.map((change) => ({
      date: change.date,
      from: centsToNumber(change.fromCents),
      to: centsToNumber(change.toCents),
    })),
    transaction_ids: series.transactionIds,
  };
}

export function recurringTotalJson(total: RecurringTotals): Record<string, unknown> {
  return {
    currency: total.currency,
    monthly_cost: centsToNumber(total.monthlyCostCents),
    yearly_cost: centsToNumber(total.yearlyCostCents),
  };
}
