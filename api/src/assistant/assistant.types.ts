import { Field, ID, Int, ObjectType } from 'type-graphql';
import { centsToDecimal, centsToNumber, type ChatPeriod } from '@garden/core';
import type { ChatAnswer } from './chat.service';
import type { Figure, InsightRecord } from './insights.service';

@ObjectType('AssistantFigure', { simpleResolvers: true, description: 'A figure behind an insight or an answer.' })
export class FigureView {
  @Field()
  label!: string;

  @Field({ description: 'Exact decimal, e.g. "17.98".' })
  amount!: string;

  @Field()
  currency!: string;
}

@ObjectType('Insight', { simpleResolvers: true, description: 'Something the Garden Gnome noticed in your money.' })
export class InsightView {
  @Field(() => ID, { description: 'Stable for the same finding, so a dismissal can be remembered.' })
  id!: string;

  @Field({
    description:
      'duplicate_charge, budget_overrun, price_increase, missing_charge, category_spike, large_transaction, new_recurring or cpf_contribution',
  })
  kind!: string;

  @Field()
  headline!: string;

  @Field(() => [FigureView])
  figures!: FigureView[];

  @Field(() => [ID])
  transactionIds!: string[];

  @Field({ description: 'A path into the app, e.g. /transactions?category=...' })
  link!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the insight is about, when there is one' })
  date!: string | null;
}

export function toFigureView(figure: Figure): FigureView {
  return { label: figure.label, amount: centsToDecimal(figure.amountCents), currency: figure.currency };
}

export function figureJson(figure: Figure): Record<string, unknown> {
  return { label: figure.label, amount: centsToNumber(figure.amountCents), currency: figure.currency };
}

export function toInsightView(insight: InsightRecord): InsightView {
  return { ...insight, figures: insight.figures.map(toFigureView) };
}

export function insightJson(insight: InsightRecord): Record<string, unknown> {
  return {
    id: insight.id,
    kind: insight.kind,
    headline: insight.headline,
    figures: insight.figures.map(figureJson),
    transaction_ids: insight.transactionIds,
    link: insight.link,
    date: insight.date,
  };
}

@ObjectType('ChatPeriod', { simpleResolvers: true })
export class ChatPeriodView {
  @Field({ description: 'As people say it: "last month", "October 2025", "the last 30 days".' })
  label!: string;

  @Field({ description: 'YYYY-MM-DD, inclusive' })
  startDate!: string;

  @Field({ description: 'YYYY-MM-DD, inclusive' })
  endDate!: string;
}

@ObjectType('ChatNamed', { simpleResolvers: true, description: 'A category or account an answer was limited to.' })
export class ChatNamedView {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;
}

@ObjectType('ChatQuery', { simpleResolvers: true, description: 'What a question asked of your data.' })
export class ChatQueryView {
  @Field({ description: 'spending, income, biggest_expenses, budget_left, subscriptions, net_worth or compare' })
  intent!: string;

  @Field(() => ChatPeriodView, { nullable: true })
  period!: ChatPeriodView | null;

  @Field(() => ChatPeriodView, { nullable: true, description: 'The other period of a comparison.' })
  comparePeriod!: ChatPeriodView | null;

  @Field({ description: 'spending (money out) or income (money in)' })
  measure!: string;

  @Field(() => ChatNamedView, { nullable: true })
  category!: ChatNamedView | null;

  @Field(() => ChatNamedView, { nullable: true })
  account!: ChatNamedView | null;

  @Field(() => String, { nullable: true, description: 'A merchant matched anywhere in the description.' })
  merchant!: string | null;

  @Field(() => Int)
  limit!: number;
}

@ObjectType('ChatAnswer', { simpleResolvers: true, description: 'The Garden Gnome’s answer, from your own data.' })
export class ChatAnswerView {
  @Field()
  answer!: string;

  @Field(() => [FigureView])
  figures!: FigureView[];

  @Field(() => ChatQueryView, { nullable: true, description: 'Null when the question was not understood.' })
  query!: ChatQueryView | null;

  @Field(() => String, { nullable: true, description: 'Where the transactions behind the answer are.' })
  link!: string | null;

  @Field(() => [String], { description: 'Questions the Gnome can answer (given with "I can’t answer that yet").' })
  examples!: string[];
}

export function toChatAnswerView(answer: ChatAnswer): ChatAnswerView {
  return { ...answer, figures: answer.figures.map(toFigureView), query: answer.query };
}

const periodJson = (period: ChatPeriod | null) =>
  period ? { label: period.label, start_date: period.startDate, end_date: period.endDate } : null;

export function chatAnswerJson(answer: ChatAnswer): Record<string, unknown> {
  const query = answer.query;
  return {
    answer: answer.answer,
    figures: answer.figures.map(figureJson),
    query: query
      ? {
          intent: query.intent,
          period: periodJson(query.period),
          compare_period: periodJson(query.comparePeriod),
          measure: query.measure,
          category: query.category,
          account: query.account,
          merchant: query.merchant,
          limit: query.limit,
        }
      : null,
    link: answer.link,
    examples: answer.examples,
  };
}
