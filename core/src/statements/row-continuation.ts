/**
 * Rows wrap: lines right under a dated row (a longer description, a foreign amount, a reference) belong to
 * it. The table readers keep a row open while each next line sits right under the last one it took.
 */

/** A wrapped line sits right under its row, or under the row's previous wrapped line. */
export const CONTINUATION_GAP = 14;
