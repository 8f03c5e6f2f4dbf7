import { featuresOfNormalized } from './classifier/features';
import type { LinearModel, Ranked, WeightAdjustment } from './classifier/linear-model';
import { type NormalizedDescription, normalizeDescription } from './classifier/normalize';
import { CLASSIFIER_THRESHOLD, PERSON_RAIL_THRESHOLD, loadSharedModel } from './classifier/shared-model';
import { merchantKey } from './merchant-key';
import { knowledgeMatchOfWords } from './merchant-knowledge';
import { SPENDING_CATEGORIES, namesNobody, statementPattern, transferRail } from './statement-hints';
import { type SystemCategoryName, UNCATEGORIZED } from './system-categories';

export const CATEGORY_SOURCE_VALUES = [
  'user_rule',
  'user_model',
  'statement_hint',
  'knowledge_base',
  'classifier',
  'language_model',
  'default',
] as const;
export type CategoryDecisionSource = (typeof CATEGORY_SOURCE_VALUES)[number];

export interface CategoryDecision {
  category: string;
  source: CategoryDecisionSource;
  /**
   * How sure the decision is, 0..1: 1 for a rule (the user's, a statement pattern, the knowledge base),
   * the classifier's probability when it decided, 0 when nothing did (Uncategorized); null for a language
   * model's answer, which comes with none.
   */
  confidence: number | null;
}

export interface CategorizeInput {
  description: string;
  amountCents: number;
}

export interface CategorizeOptions {
  /** The person's corrections as classifier weights (see learnFromCorrection), on top of the shared model. */
  adjustment?: WeightAdjustment;
  /** The classifier to use; the shared model committed with the code by default. */
  model?: LinearModel;
  /** Probabilities below this leave the transaction Uncategorized; CLASSIFIER_THRESHOLD by default. */
  threshold?: number;
}

/**
 * An optional classifier for what nothing else decided (a language model): given the lines (description
 * and amount only), answers a category name or undefined for each, in order.
 */
export interface LanguageModelClassifier {
  classify(lines: readonly CategorizeInput[]): Promise<(string | undefined)[]>;
}

/** Money coming back from a spending category is a refund of it. */
function signed(category: string, amountCents: number): string {
  return amountCents > 0 && SPENDING_CATEGORIES.has(category as SystemCategoryName) ? 'Refunds' : category;
}

/**
 * The order of decision (ARCHITECTURE.md): (1) the user's rule for this merchant, then what the
 * user's own corrections taught the classifier (options.adjustment) when it moves the line to a category
 * they taught and away from what the rest would decide, (2) statement patterns (CPF
 * per account, salary, interest, fees, card payments, refunds; a line that names nobody stays
 * Uncategorized), (3) the merchant knowledge base (a name, else a trade's generic word), (4) the
 * classifier when at least `threshold` sure (PERSON_RAIL_THRESHOLD for a PayNow/FAST/Zelle payee nobody
 * knows, which is then a transfer), (5) Uncategorized. Money coming back from a spending category is a
 * refund. Synchronous and local; see categorizeWithModel for the optional language model.
 * userRules maps a merchant key to a category name.
 */
export function categorize(
  input: CategorizeInput,
  userRules?: ReadonlyMap<string, string>,
  options: CategorizeOptions = {},
): CategoryDecision {
  const { description, amountCents } = input;
  const rule = userRules?.get(merchantKey(description));
  if (rule) return { category: rule, source: 'user_rule', confidence: 1 };

  const model = options.model ?? loadSharedModel();
  const threshold = options.threshold ?? CLASSIFIER_THRESHOLD;
  const normalized = normalizeDescription(description);
  const features = featuresOfNormalized(normalized, amountCents);
  const decided = decide(input, normalized, model.best(features), threshold);
  const adjustment = options.adjustment;
  if (!adjustment || adjustment.size === 0) return decided;

  // What the person's corrections taught wins when it points this line to a category they taught it.
  const taught = new Map<string, number>();
  for (const feature of features) {
    for (const [category, delta] of adjustment.get(feature) ?? [])
      taught.set(category, (taught.get(category) ?? 0) + delta);
  }
  const personal = taught.size > 0 ? model.rank(features, adjustment)[0] : undefined;
  if (
    personal &&
    personal.probability >= threshold &&
    (taught.get(personal.category) ?? 0) > 0 &&
    personal.category !== decided.category
  ) {
    return { category: personal.category, source: 'user_model', confidence: personal.probability };
  }
  return decided;
}

/** Steps (2) to (5) of categorize, for the shared classifier's best answer `top`. */
function decide(
  { description, amountCents }: CategorizeInput,
  normalized: NormalizedDescription,
  top: Ranked,
  threshold: number,
): CategoryDecision {
  const pattern = statementPattern(description, amountCents);
  if (pattern) return { category: pattern, source: 'statement_hint', confidence: 1 };
  if (namesNobody(normalized.words)) return { category: UNCATEGORIZED, source: 'default', confidence: 0 };

  const known = knowledgeMatchOfWords(normalized.words);
  if (known) return { category: signed(known.category, amountCents), source: 'knowledge_base', confidence: 1 };

  const rail = transferRail(description);
  const needed = rail === 'person' ? Math.max(threshold, PERSON_RAIL_THRESHOLD) : threshold;
  // A bill payment or GIRO names a business: the classifier's best guess beats a plain transfer.
  if (top.probability >= needed || rail === 'biller') {
    return { category: signed(top.category, amountCents), source: 'classifier', confidence: top.probability };
  }
  if (rail === 'person') return { category: 'Transfers', source: 'statement_hint', confidence: 1 };
  return { category: UNCATEGORIZED, source: 'default', confidence: 0 };
}

/** Like categorize for each line, then asks the language model once about the lines nothing decided. */
export async function categorizeWithModel(
  inputs: readonly CategorizeInput[],
  model: LanguageModelClassifier,
  userRules?: ReadonlyMap<string, string>,
  options: CategorizeOptions = {},
): Promise<CategoryDecision[]> {
  const decisions = inputs.map((input) => categorize(input, userRules, options));
  const open = inputs.flatMap((input, index) => (decisions[index]?.source === 'default' ? [{ input, index }] : []));
  if (open.length === 0) return decisions;
  const answers = await model.classify(open.map(({ input }) => input));
  open.forEach(({ index }, at) => {
    const category = answers[at];
    if (category) decisions[index] = { category, source: 'language_model', confidence: null };
  });
  return decisions;
}
