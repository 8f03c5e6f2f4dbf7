import type { EntityManager } from '@mikro-orm/postgresql';
import { INSIGHT_KIND_WEIGHT, NON_SPENDING_SYSTEM_CATEGORIES, formatCents, type InsightKind } from '@garden/core';

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

export interface Ranked extends InsightRecord {
  weight: number;
  size: number;
}

export const money = (cents: number, currency: string): string =>
  `${currency === 'SGD' ? 'S$' : `${currency} `}${formatCents(cents)}`;

/** The kinds of spending a category spike or a large charge is about (not transfers, income, investments, CPF). */
export const NOT_SPENDING = JSON.stringify(NON_SPENDING_SYSTEM_CATEGORIES.filter((name) => name !== 'Uncategorized'));

/** What every kind of insight is found with: the person's rows in SQL, and the insight's ranking fields. */
export abstract class InsightFinder {
  constructor(
    protected readonly em: EntityManager,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  protected rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  protected insight(kind: InsightKind, key: string, size: number, fields: Omit<InsightRecord, 'id' | 'kind'>): Ranked {
    return { id: `${kind}:${key}`, kind, weight: INSIGHT_KIND_WEIGHT[kind], size, ...fields };
  }
}
