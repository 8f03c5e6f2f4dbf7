import { CATEGORY_WORDS, MERCHANT_NAMES } from '../merchant-names';
import { SYSTEM_CATEGORIES } from '../system-categories';
import type { LinearModelData } from './linear-model';
import { type TrainingExample, type TrainingOptions, trainModel } from './train';

/**
 * How much a knowledge-base entry counts as a training example beside a corpus row. The classifier only
 * answers for lines the knowledge base does not match, but its names teach it what parts of names mean
 * ("KINDLE" of "KINDLE UNLIMITED", "-MART", "DENTAL"); chosen by cross-validation on train + dev.
 */
export const KNOWLEDGE_EXAMPLE_WEIGHT = 0.3;

/** Every knowledge-base name and generic word as an example of its category, without an amount. */
export function knowledgeExamples(weight = KNOWLEDGE_EXAMPLE_WEIGHT): TrainingExample[] {
  const examples: TrainingExample[] = [];
  for (const lists of [MERCHANT_NAMES, CATEGORY_WORDS]) {
    for (const [category, text] of Object.entries(lists)) {
      for (const raw of text.split(/[|\n]/)) {
        const entry = raw.trim();
        if (entry) examples.push({ description: entry, amountCents: null, category, weight, group: `kb:${entry}` });
      }
    }
  }
  return examples;
}

/**
 * The shared classifier as `npm run train-categorizer` trains it: the given labelled rows (the corpus's
 * train and dev splits for the committed model) and the knowledge base's entries, over the system categories.
 */
export function trainSharedModel(
  rows: readonly TrainingExample[],
  options: Partial<TrainingOptions> = {},
): LinearModelData {
  return trainModel(
    [...rows, ...knowledgeExamples()],
    SYSTEM_CATEGORIES.map((category) => category.name),
    options,
  );
}
