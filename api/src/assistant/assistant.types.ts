import { Field, ID, ObjectType } from 'type-graphql';
import { centsToDecimal, centsToNumber } from '@garden/core';
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
