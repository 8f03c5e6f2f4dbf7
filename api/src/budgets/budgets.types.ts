import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { centsToDecimal, centsToNumber } from '@garden/core';
import type { BudgetRecord, BudgetSpendingRecord } from './budgets.service';

@ObjectType('Budget', {
  simpleResolvers: true,
  description: 'A spending limit on one category for a period (daily, weekly, monthly or yearly).',
})
export class BudgetView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  categoryId!: string;

  @Field()
  categoryName!: string;

  @Field()
  categoryIcon!: string;

  @Field()
  categoryColor!: string;

  @Field({ description: 'daily, weekly (Monday to Sunday), monthly or yearly, on the calendar of Asia/Singapore' })
  period!: string;

  @Field({ description: 'Exact decimal above 0, e.g. "250.00".' })
  amount!: string;

  @Field()
  currency!: string;

  @Field(() => Int, { description: 'Percent of the amount (1-100) from which the budget warns.' })
  notificationThreshold!: number;

  @Field({ description: 'ISO 8601 timestamp' })
  createdAt!: string;

  @Field({ description: 'ISO 8601 timestamp' })
  updatedAt!: string;
}

@ObjectType('BudgetSpending', {
  simpleResolvers: true,
  description: 'A budget measured over its current period: what its category spent and how close it is to the limit.',
})
export class BudgetSpendingView extends BudgetView {
  @Field({ description: 'First day of the period measured (YYYY-MM-DD, inclusive)' })
  startDate!: string;

  @Field({ description: 'Last day of the period measured (YYYY-MM-DD, inclusive)' })
  endDate!: string;

  @Field({ description: 'Money out of the category in the period, as a positive exact decimal, e.g. "212.35".' })
  spent!: string;

  @Field({ description: 'amount - spent; negative when over budget.' })
  remaining!: string;

  @Field(() => Float, { description: 'spent as a percentage of amount, to two decimals' })
  percentage!: number;

  @Field({ description: 'ok, warning (spent at or above the threshold) or over (spent above the amount)' })
  state!: string;
}

export function toBudgetView(budget: BudgetRecord): BudgetView {
  return {
    id: budget.id,
    categoryId: budget.categoryId,
    categoryName: budget.categoryName,
    categoryIcon: budget.categoryIcon,
    categoryColor: budget.categoryColor,
    period: budget.period,
    amount: centsToDecimal(budget.amountCents),
    currency: budget.currency,
    notificationThreshold: budget.notificationThreshold,
    createdAt: budget.createdAt.toISOString(),
    updatedAt: budget.updatedAt.toISOString(),
  };
}

export function toBudgetSpendingView(row: BudgetSpendingRecord): BudgetSpendingView {
  return {
    ...toBudgetView(row),
    startDate: row.startDate,
    endDate: row.endDate,
    spent: centsToDecimal(row.spentCents),
    remaining: centsToDecimal(row.remainingCents),
    percentage: row.percentage,
    state: row.state,
  };
}

/** REST shape (snake_case; amounts as JSON numbers with at most two decimals). */
export function budgetJson(budget: BudgetRecord): Record<string, unknown> {
  return {
    id: budget.id,
    category_id: budget.categoryId,
    category_name: budget.categoryName,
    category: {
      id: budget.categoryId,
      name: budget.categoryName,
      icon: budget.categoryIcon,
      color: budget.categoryColor,
    },
    period: budget.period,
    amount: centsToNumber(budget.amountCents),
    currency: budget.currency,
    notification_threshold: budget.notificationThreshold,
    created_at: budget.createdAt.toISOString(),
    updated_at: budget.updatedAt.toISOString(),
  };
}

/** A category spending row (category_id, category_name, spent, percentage, as specified) and its budget. */
export function budgetSpendingJson(row: BudgetSpendingRecord): Record<string, unknown> {
  return {
    budget_id: row.id,
    category_id: row.categoryId,
    category_name: row.categoryName,
    category_icon: row.categoryIcon,
    category_color: row.categoryColor,
    period: row.period,
    start_date: row.startDate,
    end_date: row.endDate,
    amount: centsToNumber(row.amountCents),
    spent: centsToNumber(row.spentCents),
    remaining: centsToNumber(row.remainingCents),
    percentage: row.percentage,
    notification_threshold: row.notificationThreshold,
    state: row.state,
    currency: row.currency,
  };
}

@InputType({ description: 'A new budget; period defaults to monthly, notificationThreshold to 80, currency to SGD.' })
export class BudgetInput {
  @Field(() => ID)
  categoryId!: string;

  @Field(() => String, { nullable: true, description: 'daily, weekly, monthly (default) or yearly' })
  period?: string | null;

  @Field({ description: 'Decimal above 0 with at most 2 decimals, e.g. "250.00".' })
  amount!: string;

  @Field(() => Int, { nullable: true, description: '1-100 percent; 80 when left out.' })
  notificationThreshold?: number | null;

  @Field(() => String, { nullable: true, description: 'Three-letter code; SGD when left out.' })
  currency?: string | null;
}

@InputType({ description: 'Fields of a budget to change; omitted ones stay as they are.' })
export class BudgetUpdateInput {
  @Field(() => ID, { nullable: true })
  categoryId?: string | null;

  @Field(() => String, { nullable: true })
  period?: string | null;

  @Field(() => String, { nullable: true })
  amount?: string | null;

  @Field(() => Int, { nullable: true })
  notificationThreshold?: number | null;

  @Field(() => String, { nullable: true })
  currency?: string | null;
}
