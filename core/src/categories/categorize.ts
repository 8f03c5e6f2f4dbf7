import { merchantKey } from './merchant-key';
import { knowledgeCategory } from './merchant-knowledge';
import { statementHint } from './statement-hints';
import { UNCATEGORIZED } from './system-categories';

export const CATEGORY_SOURCE_VALUES = [
  'user_rule',
  'knowledge_base',
  'statement_hint',
  'language_model',
  'default',
] as const;
export type CategoryDecisionSource = (typeof CATEGORY_SOURCE_VALUES)[number];

export interface CategoryDecision {
  category: string;
  source: CategoryDecisionSource;
}

export interface CategorizeInput {
  description: string;
  amountCents: number;
}

/** An optional classifier for what the rules do not know; only consulted when nothing else decided. */
export interface LanguageModelClassifier {
  classify(description: string, amountCents: number): Promise<string | undefined>;
}

/**
 * The order of ARCHITECTURE.md: (1) the user's rule for this merchant, (2) the merchant knowledge base,
 * (3) statement hints, (5) Uncategorized. No network is needed; see categorizeWithModel for (4).
 * userRules maps a merchant key to a category name.
 */
export function categorize(input: CategorizeInput, userRules?: ReadonlyMap<string, string>): CategoryDecision {
  const rule = userRules?.get(merchantKey(input.description));
  if (rule) return { category: rule, source: 'user_rule' };
  // Statement hints first only for lines that are about the account itself (payments, interest, fees).
  const hint = statementHint(input.description, input.amountCents);
  const known = knowledgeCategory(input.description);
  if (
    hint &&
    (hint === 'Fees & Charges' || hint === 'Interest & Rewards' || hint === 'Refunds') &&
    known !== 'Subscriptions'
  ) {
    return { category: hint, source: 'statement_hint' };
  }
  if (known) return { category: known, source: 'knowledge_base' };
  if (hint) return { category: hint, source: 'statement_hint' };
  return { category: UNCATEGORIZED, source: 'default' };
}

/** Like categorize, then asks the model only when the rules found nothing. */
export async function categorizeWithModel(
  input: CategorizeInput,
  model: LanguageModelClassifier,
  userRules?: ReadonlyMap<string, string>,
): Promise<CategoryDecision> {
  const decided = categorize(input, userRules);
  if (decided.source !== 'default') return decided;
  const suggestion = await model.classify(input.description, input.amountCents);
  return suggestion ? { category: suggestion, source: 'language_model' } : decided;
}
