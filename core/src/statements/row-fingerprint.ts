/** What makes two transaction rows of one account the same row. */
export interface FingerprintedRow {
  date: string;
  amountCents: number;
  description: string;
}

/**
 * A row's identity within its account: its date, amount and description, the description in upper case with its
 * spaces folded, so the same line read from two overlapping statements (or a CSV export) matches.
 */
export const rowFingerprint = (row: FingerprintedRow): string =>
  `${row.date}|${row.amountCents}|${row.description.toUpperCase().replace(/\s+/g, ' ').trim()}`;

/**
 * Each key's occurrence so far, in order (1 for the first, 2 for the second of the same key): two identical coffees
 * on one day are two rows, and only a third one elsewhere is new.
 */
export function numberOccurrences(keys: readonly string[]): number[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return occurrence;
  });
}

/** The key stored with a row (unique per account): its fingerprint and its occurrence among the same rows. */
export const dedupeKey = (fingerprint: string, occurrence: number): string => `${fingerprint}|${occurrence}`;

/** The dedupe keys of rows that all go to one account, in order. */
export function dedupeKeys(rows: readonly FingerprintedRow[]): string[] {
  const fingerprints = rows.map(rowFingerprint);
  const occurrences = numberOccurrences(fingerprints);
  return fingerprints.map((fingerprint, index) => dedupeKey(fingerprint, occurrences[index] ?? 1));
}
