/**
 * A linear model over string features, stored as JSON data: the sorted feature vocabulary, and the
 * weights quantised to 16-bit integers (base64), one row of per-category weights per feature.
 */

export interface LinearModelData {
  format: 1;
  categories: string[];
  /** The feature vocabulary, sorted, joined by newlines. */
  features: string;
  /** Weight = stored integer × scale. */
  scale: number;
  /** Int16 little-endian, features × categories, base64. */
  weights: string;
  bias: number[];
}

export interface FloatModel {
  categories: string[];
  vocabulary: string[];
  weights: Float64Array;
  bias: Float64Array;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const triple = (a << 16) | (b << 8) | c;
    out += BASE64[(triple >> 18) & 63];
    out += BASE64[(triple >> 12) & 63];
    out += index + 1 < bytes.length ? BASE64[(triple >> 6) & 63] : '=';
    out += index + 2 < bytes.length ? BASE64[triple & 63] : '=';
  }
  return out;
}

function fromBase64(text: string): Uint8Array {
  const lookup = new Uint8Array(128);
  for (let index = 0; index < BASE64.length; index += 1) lookup[BASE64.charCodeAt(index)] = index;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let at = 0;
  for (let index = 0; index < text.length; index += 4) {
    const triple =
      ((lookup[text.charCodeAt(index)] ?? 0) << 18) |
      ((lookup[text.charCodeAt(index + 1)] ?? 0) << 12) |
      ((lookup[text.charCodeAt(index + 2)] ?? 0) << 6) |
      (lookup[text.charCodeAt(index + 3)] ?? 0);
    if (at < bytes.length) bytes[at++] = (triple >> 16) & 255;
    if (at < bytes.length) bytes[at++] = (triple >> 8) & 255;
    if (at < bytes.length) bytes[at++] = triple & 255;
  }
  return bytes;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Quantises a trained model into its JSON form (deterministic: same floats, same text). */
export function encodeModel(model: FloatModel): LinearModelData {
  let max = 0;
  for (const weight of model.weights) max = Math.max(max, Math.abs(weight));
  const scale = max > 0 ? round(max / 32767) || 1e-6 : 1;
  const bytes = new Uint8Array(model.weights.length * 2);
  const view = new DataView(bytes.buffer);
  model.weights.forEach((weight, index) => {
    const stored = Math.max(-32768, Math.min(32767, Math.round(weight / scale)));
    view.setInt16(index * 2, stored, true);
  });
  return {
    format: 1,
    categories: model.categories,
    features: model.vocabulary.join('\n'),
    scale,
    weights: toBase64(bytes),
    bias: [...model.bias].map(round),
  };
}

export interface Ranked {
  category: string;
  probability: number;
}

/** Extra per-feature weights for some categories (a person's corrections), added to the shared scores. */
export type WeightAdjustment = ReadonlyMap<string, ReadonlyMap<string, number>>;

export class LinearModel {
  readonly categories: readonly string[];
  private readonly indexOf: Map<string, number>;
  private readonly weights: Float32Array;
  private readonly bias: readonly number[];

  constructor(data: LinearModelData) {
    if (data.format !== 1) throw new Error(`Unknown classifier model format ${String(data.format)}`);
    this.categories = data.categories;
    const vocabulary = data.features ? data.features.split('\n') : [];
    this.indexOf = new Map(vocabulary.map((feature, index) => [feature, index]));
    const bytes = fromBase64(data.weights);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.weights = new Float32Array(bytes.length / 2);
    for (let index = 0; index < this.weights.length; index += 1) {
      this.weights[index] = view.getInt16(index * 2, true) * data.scale;
    }
    if (this.weights.length !== vocabulary.length * data.categories.length) {
      throw new Error('Classifier model weights do not match its features and categories');
    }
    this.bias = data.bias;
  }

  /** The shared model's score of each category (same order as categories) for the given features. */
  private scores(features: readonly string[]): Float64Array {
    const classes = this.categories.length;
    const scores = new Float64Array(classes);
    let known = 0;
    for (const feature of features) {
      const index = this.indexOf.get(feature);
      if (index === undefined) continue;
      known += 1;
      const row = index * classes;
      for (let label = 0; label < classes; label += 1)
        scores[label] = (scores[label] ?? 0) + (this.weights[row + label] ?? 0);
    }
    const value = 1 / Math.sqrt(Math.max(known, 1));
    for (let label = 0; label < classes; label += 1)
      scores[label] = (this.bias[label] ?? 0) + (scores[label] ?? 0) * value;
    return scores;
  }

  /** The most likely category and its probability (the fast path of rank without an adjustment). */
  best(features: readonly string[]): Ranked {
    const scores = this.scores(features);
    let top = 0;
    for (let label = 1; label < scores.length; label += 1) if ((scores[label] ?? 0) > (scores[top] ?? 0)) top = label;
    const max = scores[top] ?? 0;
    let total = 0;
    for (const score of scores) total += Math.exp(score - max);
    return { category: this.categories[top] ?? '', probability: 1 / total };
  }

  /** Category probabilities for the given features, best first; an adjustment may add categories. */
  rank(features: readonly string[], adjustment?: WeightAdjustment): Ranked[] {
    const shared = this.scores(features);
    const scores = new Map<string, number>();
    this.categories.forEach((category, label) => scores.set(category, shared[label] ?? 0));
    if (adjustment) {
      for (const feature of features) {
        const deltas = adjustment.get(feature);
        if (!deltas) continue;
        for (const [category, delta] of deltas) scores.set(category, (scores.get(category) ?? 0) + delta);
      }
    }
    let max = -Infinity;
    for (const score of scores.values()) max = Math.max(max, score);
    let total = 0;
    const ranked: Ranked[] = [];
    for (const [category, score] of scores) {
      const exp = Math.exp(score - max);
      total += exp;
      ranked.push({ category, probability: exp });
    }
    for (const entry of ranked) entry.probability /= total;
    return ranked.sort((a, b) => b.probability - a.probability || a.category.localeCompare(b.category));
  }
}
