import { LinearModel, type LinearModelData } from './linear-model';
import modelData from './model.json';

/**
 * The shared classifier, trained by `npm run train-categorizer` on the labelled corpus and committed as
 * model.json. Decoded once, on first use (or at start through loadSharedModel).
 */
let shared: LinearModel | undefined;

export function loadSharedModel(): LinearModel {
  shared ??= new LinearModel(modelData as LinearModelData);
  return shared;
}

/**
 * Probabilities below this are not an answer: the transaction stays Uncategorized. Chosen by 5-fold
 * cross-validation by merchant on train + dev (never test): lower thresholds guess more often and are
 * right less often; this one keeps Uncategorized under 1 % of the rows that have a category.
 */
export const CLASSIFIER_THRESHOLD = 0.25;

/**
 * A line paid by PayNow, FAST, Zelle … to a payee nobody knows is most likely a person: the classifier
 * must be this sure before it says the payee is a business rather than a transfer (cross-validated on
 * train + dev like the threshold).
 */
export const PERSON_RAIL_THRESHOLD = 0.9;
