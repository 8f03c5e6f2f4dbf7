import type { EntityManager } from '@mikro-orm/postgresql';
import {
  UNCATEGORIZED,
  addIncrements,
  categorize,
  categorizeWithModel,
  learnFromCorrection,
  loadSharedModel,
  merchantKey,
  teachableFeatures,
  type AdjustmentIncrements,
  type CategorizeInput,
  type CategoryDecision,
  type LanguageModelClassifier,
} from '@garden/core';
import type { CategorySource } from '../transactions/transaction.entity';
import { Category, MerchantRule } from './category.entity';
import { visibleCategories } from './visible-categories';

/** A category as the categoriser decided it for one line, ready to store on a transaction. */
export interface AutomaticCategory {
  categoryId: string | null;
  categorySource: CategorySource;
  /** 0..1 with three decimals; null when the source gives none (a language model). */
  categoryConfidence: number | null;
}

/** A line nothing categorised: no category, from the default source, with no confidence. */
export const UNDECIDED: AutomaticCategory = { categoryId: null, categorySource: 'default', categoryConfidence: 0 };

interface Names {
  /** Category name -> id; a person's own category of a system name wins over the system one. */
  idByName: Map<string, string>;
  nameById: Map<string, string>;
  /** The same, by the name in lower case without surrounding spaces (as a file may write it). */
  idByFoldedName: Map<string, string>;
}

const foldName = (name: string): string => name.trim().toLowerCase();

/** A line that may name its category, as a data export's rows do. */
export type NamedCategoryInput = CategorizeInput & { category?: string | undefined };

async function categoryNames(em: EntityManager, userId: string, options: { activeOnly: boolean }): Promise<Names> {
  const categories = await em.find(Category, visibleCategories(userId, { activeOnly: options.activeOnly }));
  const idByName = new Map<string, string>();
  const idByFoldedName = new Map<string, string>();
  for (const category of [...categories].sort((a, b) => Number(b.isSystem) - Number(a.isSystem))) {
    idByName.set(category.name, category.id);
    idByFoldedName.set(foldName(category.name), category.id);
  }
  return { idByName, nameById: new Map(categories.map((category) => [category.id, category.name])), idByFoldedName };
}

type Adjustment = Map<string, Map<string, number>>;

/** A person's learned weights (all, or those of the given features), keyed by feature and category name. */
async function learnedWeights(
  em: EntityManager,
  userId: string,
  nameById: ReadonlyMap<string, string>,
  features?: readonly string[],
): Promise<Adjustment> {
  const rows = await em
    .getConnection()
    .execute<{ feature: string; category_id: string; weight: number }[]>(
      `select feature, category_id, weight from category_learning_weights where user_id = ?${
        features ? ` and feature in (${features.map(() => '?').join(', ')})` : ''
      }`,
      [userId, ...(features ?? [])],
      'all',
      em.getTransactionContext(),
    );
  const adjustment: Adjustment = new Map();
  for (const row of rows) {
    const name = nameById.get(row.category_id);
    if (!name) continue;
    const weights = adjustment.get(row.feature) ?? new Map<string, number>();
    weights.set(name, (weights.get(name) ?? 0) + Number(row.weight));
    adjustment.set(row.feature, weights);
  }
  return adjustment;
}

const rounded = (confidence: number | null) => (confidence === null ? null : Math.round(confidence * 1000) / 1000);

/**
 * The import's categoriser for one person (ARCHITECTURE.md order of decision): their merchant
 * rules, what their recategorisations taught the classifier, statement patterns, the knowledge base, the
 * shared classifier, and the optional language model for what stays Uncategorized.
 */
export class UserCategorizer {
  private constructor(
    private readonly names: Names,
    private readonly rules: ReadonlyMap<string, string>,
    private readonly adjustment: Adjustment,
    private readonly languageModel: LanguageModelClassifier | undefined,
  ) {}

  static async forUser(
    em: EntityManager,
    userId: string,
    languageModel?: LanguageModelClassifier,
  ): Promise<UserCategorizer> {
    const names = await categoryNames(em, userId, { activeOnly: true });
    const rules = new Map<string, string>();
    for (const rule of await em.find(MerchantRule, { userId })) {
      const name = names.nameById.get(rule.categoryId);
      if (name) rules.set(rule.merchantKey, name);
    }
    return new UserCategorizer(names, rules, await learnedWeights(em, userId, names.nameById), languageModel);
  }

  async categorize(lines: readonly CategorizeInput[]): Promise<AutomaticCategory[]> {
    const options = { adjustment: this.adjustment };
    const decisions = this.languageModel
      ? await categorizeWithModel(lines, this.languageModel, this.rules, options)
      : lines.map((line) => categorize(line, this.rules, options));
    return decisions.map((decision) => this.stored(decision));
  }

  /**
   * Lines that may name their category (a data export imported again): a category the person has by that name is
   * kept as their own choice; the other lines are decided as usual.
   */
  async categorizeNamed(lines: readonly NamedCategoryInput[]): Promise<AutomaticCategory[]> {
    const decisions = await this.categorize(lines);
    return lines.map((line, index) => {
      const named = line.category ? this.names.idByFoldedName.get(foldName(line.category)) : undefined;
      if (named) return { categoryId: named, categorySource: 'user', categoryConfidence: null };
      return decisions[index] ?? UNDECIDED;
    });
  }

  /** The decision for one line (a transaction entered by hand without a category). */
  async categorizeOne(line: CategorizeInput): Promise<AutomaticCategory> {
    const [decision] = await this.categorize([line]);
    return decision ?? UNDECIDED;
  }

  private stored(decision: CategoryDecision): AutomaticCategory {
    const categoryId = this.names.idByName.get(decision.category);
    if (!categoryId) {
      // A category that is no longer active: the line stays Uncategorized.
      return {
        categoryId: this.names.idByName.get(UNCATEGORIZED) ?? null,
        categorySource: 'default',
        categoryConfidence: 0,
      };
    }
    return { categoryId, categorySource: decision.source, categoryConfidence: rounded(decision.confidence) };
  }
}

/** Corrections learned per recategorisation at most (distinct merchants; a bulk move of thousands learns from these). */
export const LEARNED_PER_CHANGE = 50;
const INSERT_BATCH = 1_000;

/**
 * Learning from the person: the transactions just moved to `categoryId` teach their classifier
 * adjustment (core learnFromCorrection), one correction per distinct merchant, so the next statement's
 * similar lines land there too without a rule per merchant. Only this user's weights change.
 */
export async function learnFromRecategorization(
  tx: EntityManager,
  userId: string,
  transactionIds: readonly string[],
  categoryId: string,
): Promise<void> {
  if (transactionIds.length === 0) return;
  const connection = tx.getConnection();
  const lines = await connection.execute<{ description: string; amount_cents: string | number }[]>(
    `select description, amount_cents from transactions where user_id = ? and id in (${transactionIds
      .map(() => '?')
      .join(', ')}) order by date desc, id`,
    [userId, ...transactionIds],
    'all',
    tx.getTransactionContext(),
  );
  const seen = new Set<string>();
  const corrections: CategorizeInput[] = [];
  for (const line of lines) {
    const key = merchantKey(line.description);
    if (seen.has(key) || teachableFeatures(line.description).length === 0) continue;
    seen.add(key);
    corrections.push({ description: line.description, amountCents: Number(line.amount_cents) });
    if (corrections.length >= LEARNED_PER_CHANGE) break;
  }
  if (corrections.length === 0) return;

  const names = await categoryNames(tx, userId, { activeOnly: false });
  const target = names.nameById.get(categoryId);
  if (!target) return;
  const features = [...new Set(corrections.flatMap((line) => teachableFeatures(line.description)))];
  let adjustment: Adjustment = await learnedWeights(tx, userId, names.nameById, features);
  let learned: AdjustmentIncrements = new Map();
  const model = loadSharedModel();
  for (const line of corrections) {
    const increments = learnFromCorrection(model, adjustment, line, target);
    adjustment = addIncrements(adjustment, increments);
    learned = addIncrements(learned, increments);
  }

  const rows: [string, string, string, number][] = [];
  for (const [feature, weights] of learned) {
    for (const [name, weight] of weights) {
      const id = names.idByName.get(name);
      if (id && weight !== 0) rows.push([userId, feature, id, weight]);
    }
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    await connection.execute(
      `insert into category_learning_weights (user_id, feature, category_id, weight, updated_at)
       values ${batch.map(() => '(?, ?, ?, ?, now())').join(', ')}
       on conflict (user_id, feature, category_id)
       do update set weight = category_learning_weights.weight + excluded.weight, updated_at = now()`,
      batch.flat(),
      'run',
      tx.getTransactionContext(),
    );
  }
}
