import { type NormalizedDescription, normalizeDescription } from './normalize';

/**
 * The features of a transaction for the linear classifier: its normalised words, adjacent word pairs,
 * character n-grams of each word (so an unseen merchant's "SUSHI", "DENTAL" or "-MART" still counts), and
 * coarse amount features (money in or out, order of magnitude). Each feature is a short string; the same
 * description and amount always give the same features in the same order.
 */

const MIN_GRAM = 2;
const MAX_GRAM = 4;

/** Upper bounds (in cents) of the amount buckets: 5, 20, 50, 100, 300, 1,000, 3,000 dollars, then more. */
const AMOUNT_BUCKETS = [500, 2_000, 5_000, 10_000, 30_000, 100_000, 300_000];

export function amountBucket(amountCents: number): number {
  const size = Math.abs(amountCents);
  const index = AMOUNT_BUCKETS.findIndex((bound) => size < bound);
  return index < 0 ? AMOUNT_BUCKETS.length : index;
}

/** amountCents null: a name without a transaction (a knowledge-base entry), so no amount features. */
export function featuresOf(description: string, amountCents: number | null): string[] {
  return featuresOfNormalized(normalizeDescription(description), amountCents);
}

export function featuresOfNormalized({ words, foreign }: NormalizedDescription, amountCents: number | null): string[] {
  const features = new Set<string>();
  const direction = (amountCents ?? 0) > 0 ? 'IN' : 'OUT';
  if (amountCents !== null) {
    features.add(`S:${direction}`);
    features.add(`A:${direction}${amountBucket(amountCents)}`);
  }
  if (foreign) features.add('FX');
  if (words.length === 0) features.add('EMPTY');
  else if (words.length === 1) features.add(`ONE:${direction}`);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    features.add(`W:${word}`);
    if (index === 0) features.add(`F:${word}`);
    const next = words[index + 1];
    if (next !== undefined) features.add(`B:${word} ${next}`);
    if (word.length < 2) continue;
    const padded = `<${word}>`;
    for (let size = MIN_GRAM; size <= MAX_GRAM; size += 1) {
      for (let start = 0; start + size <= padded.length; start += 1)
        features.add(`C:${padded.slice(start, start + size)}`);
    }
  }
  return [...features];
}
