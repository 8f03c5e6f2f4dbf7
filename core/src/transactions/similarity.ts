/**
 * Similar transactions (ARCHITECTURE.md): an equal merchant key scores 100 with reason merchant_match;
 * otherwise the text similarity of the merchant keys (pg_trgm's similarity, 0..1) as a whole percentage.
 */
export const SIMILARITY_THRESHOLD_DEFAULT = 80;
export const SIMILARITY_THRESHOLD_MIN = 1;
export const SIMILARITY_THRESHOLD_MAX = 100;
/** At most this many similar transactions are returned, best first (the preview lists them one by one). */
export const SIMILAR_TRANSACTIONS_MAX = 500;

export const SIMILARITY_REASONS = ['merchant_match', 'text_similarity'] as const;
export type SimilarityReason = (typeof SIMILARITY_REASONS)[number];

/** The percentage shown for a text similarity of 0..1 (pg_trgm), rounded to a whole number. */
export function similarityScore(trigramSimilarity: number): number {
  return Math.min(100, Math.max(0, Math.round(trigramSimilarity * 100)));
}

/**
 * The pg_trgm.similarity_threshold that lets through every row whose rounded score reaches the threshold
 * (a similarity of 0.795 shows as 80); the exact cut is then made on the score itself.
 */
export function trigramThreshold(threshold: number): number {
  return Math.max(0, (threshold - 0.5) / 100);
}

/** The label of a similar item in the delete and recategorise previews. */
export function similarityLabel(score: number, reason: SimilarityReason): string {
  return reason === 'merchant_match' ? 'Same Merchant' : `${score}% similar`;
}

/** A merchant key as people read it: "STARBUCKS VIVOCITY" -> "Starbucks Vivocity". */
export function merchantDisplayName(key: string): string {
  return key
    .toLowerCase()
    .replace(/(^|[\s&/-])([a-z])/g, (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}

/** A search term as an ILIKE pattern matching it anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
