import { featuresOf } from './features';
import { type LinearModelData, encodeModel } from './linear-model';

/**
 * Trains the shared classifier: multinomial logistic regression over the features of featuresOf, by
 * stochastic gradient descent with AdaGrad steps and L2 regularisation. Deterministic: the examples are
 * visited in an order drawn from a fixed seed, so the same examples give byte-identical weights.
 */

export interface TrainingExample {
  description: string;
  /** null for a name without a transaction (no amount features). */
  amountCents: number | null;
  category: string;
  /** How much the example counts (1 by default), before the group weighting. */
  weight?: number;
  /** Rows of one merchant share a group; each group weighs the same in total (so a chain with many rows
   * does not outweigh a small shop). Optional. */
  group?: string;
}

export interface TrainingOptions {
  /** A feature is kept when it occurs in at least this many examples. */
  minCount: number;
  epochs: number;
  learningRate: number;
  /** L2 penalty per example visit. */
  l2: number;
  seed: number;
  /** Weight of each example is (rows of its group)^-groupPower: 0 counts rows, 1 counts groups. */
  groupPower: number;
  /**
   * Chance that a visit of an example hides its whole words and word pairs, so the model also learns
   * what the character n-grams, the channel and the amount say about a merchant it has never seen.
   */
  wordDropout: number;
}

export const DEFAULT_TRAINING_OPTIONS: TrainingOptions = {
  minCount: 2,
  epochs: 30,
  learningRate: 0.5,
  l2: 1e-5,
  seed: 13,
  groupPower: 0.5,
  wordDropout: 0.5,
};

/** mulberry32: a small seeded generator, enough to shuffle deterministically. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function trainModel(
  examples: readonly TrainingExample[],
  categories: readonly string[],
  options: Partial<TrainingOptions> = {},
): LinearModelData {
  const settings = { ...DEFAULT_TRAINING_OPTIONS, ...options };
  const classOf = new Map(categories.map((category, index) => [category, index]));
  const featureLists = examples.map((example) => featuresOf(example.description, example.amountCents));

  const counts = new Map<string, number>();
  for (const features of featureLists)
    for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vocabulary = [...counts.entries()]
    .filter(([, count]) => count >= settings.minCount)
    .map(([feature]) => feature)
    .sort();
  const indexOf = new Map(vocabulary.map((feature, index) => [feature, index]));

  const groupSizes = new Map<string, number>();
  for (const example of examples) {
    const group = example.group ?? example.description;
    groupSizes.set(group, (groupSizes.get(group) ?? 0) + 1);
  }

  const rows = examples.map((example, row) => {
    const label = classOf.get(example.category);
    if (label === undefined) throw new Error(`Unknown category in training data: ${example.category}`);
    const known = (featureLists[row] ?? []).filter((feature) => indexOf.has(feature));
    const indices = known.map((feature) => indexOf.get(feature) ?? 0);
    const generic = known.filter((feature) => !/^[WBF]:/.test(feature)).map((feature) => indexOf.get(feature) ?? 0);
    const size = groupSizes.get(example.group ?? example.description) ?? 1;
    return { indices, generic, label, weight: (example.weight ?? 1) * size ** -settings.groupPower };
  });
  const meanWeight = rows.reduce((sum, row) => sum + row.weight, 0) / Math.max(rows.length, 1);

  const classes = categories.length;
  const weights = new Float64Array(vocabulary.length * classes);
  const bias = new Float64Array(classes);
  const squared = new Float64Array(vocabulary.length * classes).fill(1e-8);
  const biasSquared = new Float64Array(classes).fill(1e-8);
  const scores = new Float64Array(classes);
  const random = seededRandom(settings.seed);
  const order = rows.map((_, index) => index);

  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const swap = Math.floor(random() * (index + 1));
      const held = order[index] ?? 0;
      order[index] = order[swap] ?? 0;
      order[swap] = held;
    }
    for (const rowIndex of order) {
      const row = rows[rowIndex];
      if (!row) continue;
      const features = settings.wordDropout > 0 && random() < settings.wordDropout ? row.generic : row.indices;
      const value = 1 / Math.sqrt(Math.max(features.length, 1));
      let max = -Infinity;
      for (let label = 0; label < classes; label += 1) {
        let score = bias[label] ?? 0;
        for (const feature of features) score += (weights[feature * classes + label] ?? 0) * value;
        scores[label] = score;
        if (score > max) max = score;
      }
      let total = 0;
      for (let label = 0; label < classes; label += 1) {
        const exp = Math.exp((scores[label] ?? 0) - max);
        scores[label] = exp;
        total += exp;
      }
      const scale = row.weight / meanWeight;
      for (let label = 0; label < classes; label += 1) {
        const gradient = ((scores[label] ?? 0) / total - (label === row.label ? 1 : 0)) * scale;
        const biasStep = (biasSquared[label] ?? 0) + gradient * gradient;
        biasSquared[label] = biasStep;
        bias[label] = (bias[label] ?? 0) - (settings.learningRate * gradient) / Math.sqrt(biasStep);
        for (const feature of features) {
          const at = feature * classes + label;
          const current = weights[at] ?? 0;
          const step = gradient * value + settings.l2 * current;
          const accumulated = (squared[at] ?? 0) + step * step;
          squared[at] = accumulated;
          weights[at] = current - (settings.learningRate * step) / Math.sqrt(accumulated);
        }
      }
    }
  }
  return encodeModel({ categories: [...categories], vocabulary, weights, bias });
}
